"""supervisor stand-in: ticks_ms over time's virtual clock, wrapping at 2**29 as CircuitPython's does."""
import time


def ticks_ms():
    return time.NOW[0] & 0x1FFFFFFF


class _Runtime:
    usb_connected = True
    serial_connected = False


runtime = _Runtime()


def reload():
    """The board restarts code.py (a ReloadException, which no `except Exception` catches, ends this run): here the
    run ends, and the lane starts the next part in a new process (tools/pygamer.py)."""
    print(RELOADED)
    raise SystemExit(0)


RELOADED = "reload: code.py restarts"
