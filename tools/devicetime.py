"""Device-seconds: a time on the core here times the ratio of a published SAMD51 figure to the same workload
timed here in the same run. Two workloads, side by side, as their ratios differ by what a program does:

- the empty loop: 1,000,000 steps of `for _ in range(1000000): pass` at module level take 4.78 s on a SAMD51
  (an ItsyBitsy M4 at 120 MHz, CircuitPython 5.3.0: adafruit/circuitpython issue 2929);
- pystone (tools/pystone.py, 5000 passes): 1521.6 pystones/s on a SAMD51 (a Metro M4 Express at 120 MHz,
  CircuitPython in 2020: adafruit/circuitpython commit 568636d).

Each is measured several times here and its fastest run kept (a loaded machine only ever adds time). A figure is
reported by the more pessimistic (the larger) of the two ratios unless both are shown.
"""
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import circuitpython  # noqa: E402

DEVICE_LOOP_SECONDS = 4.78
DEVICE_PYSTONES = 1521.6
LOOP = "import time\nt = time.ticks_us()\nfor _ in range(1000000): pass\nprint(time.ticks_diff(time.ticks_us(), t))\n"


def loop_seconds(runs=5):
    """The empty loop's fastest time on the core here, in seconds."""
    return min(int(circuitpython.run(["-c", LOOP], "64K").stdout) for _ in range(runs)) * 1e-6


def pystones(runs=3):
    """The fastest pystones per second on the core here."""
    best = 0
    for _ in range(runs):
        out = circuitpython.run([os.path.join(circuitpython.ROOT, "tools", "pystone.py")], "64K").stdout
        best = max(best, int(re.search(r"pystones/s=(\d+)", out).group(1)))
    return best


class Calibration:
    """The two ratios of device-seconds to seconds on the core here, measured now."""

    def __init__(self):
        self.loop = DEVICE_LOOP_SECONDS / loop_seconds()
        self.pystone = pystones() / DEVICE_PYSTONES

    @property
    def worst(self):
        return max(self.loop, self.pystone)

    def describe(self):
        return ("calibration: 1 s on the core here = %.1f device-seconds by the empty loop (4.78 s on a SAMD51), "
                "%.1f by pystone (1521.6/s on a SAMD51); figures use the larger, %.1f"
                % (self.loop, self.pystone, self.worst))


if __name__ == "__main__":
    print(Calibration().describe())
