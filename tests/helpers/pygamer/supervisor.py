"""supervisor stand-in: ticks_ms over time's virtual clock, wrapping at 2**29 as CircuitPython's does."""
import time


def ticks_ms():
    return time.NOW[0] & 0x1FFFFFFF


class _Runtime:
    usb_connected = True
    serial_connected = False


runtime = _Runtime()
