"""Engine bench on the device's core: random deals and games per game, in device-seconds, and the heap they need.

    python3 tools/bench.py [--deals 300] [--games 30] [--heap 80K]

The core is CircuitPython's, built like the SAMD51 by tools/circuitpython.py (another with CARDTABLE_CORE).
Device-seconds: tools/devicetime.py, both calibrations measured in this run, the more pessimistic used.
"Needs" is the smallest -X heapsize (in 4 KB steps) in which tests/helpers/mp_engine.py plays 10 complete games: the
peak heap a game needs. The timings run under --heap (default 80K: the timing script itself takes heap too).
"""

import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
sys.path.insert(0, ROOT)
import circuitpython  # noqa: E402
from devicetime import Calibration  # noqa: E402
from engine.rules import registry  # noqa: E402

GAMES = registry.names()


def micropython(args, heap="64K"):
    return circuitpython.run(args, heap)


def heap_needed(name):
    lo, hi = 4, 256  # KB: a run at lo fails, a run at hi passes
    def plays(kb):
        out = micropython(["tests/helpers/mp_engine.py", name, "10"], heap="%dK" % kb)
        return out.returncode == 0 and "1 passed, 0 failed" in out.stdout

    if not plays(hi):
        return None
    while hi - lo > 4:
        mid = (lo + hi) // 8 * 4
        if plays(mid):
            hi = mid
        else:
            lo = mid
    return hi


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--deals", type=int, default=300)
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--heap", default="80K")
    a = ap.parse_args(argv)
    cal = Calibration()
    ratio = cal.worst
    print(cal.describe())
    print("%-15s %12s %12s %14s %14s %12s %10s %9s" % ("game", "deal mean", "deal p95", "legal p95",
                                                       "meld turn p95", "game mean", "in use", "needs"))
    for name in GAMES:
        if not os.path.exists(os.path.join(ROOT, "engine", "rules", name + ".py")):
            continue
        out = micropython(["tools/bench_mp.py", name, str(a.deals), str(a.games)], heap=a.heap)
        if out.returncode:
            print(name, "FAILED under -X heapsize=%s:" % a.heap, out.stdout + out.stderr)
            continue
        f = dict(w.split("=") for w in out.stdout.split())
        dev = lambda key: "%.4f ds" % (int(f[key]) * 1e-6 * ratio)  # noqa: E731
        need = heap_needed(name)
        print("%-15s %12s %12s %14s %14s %12s %9.1fK %8sK" % (
            name, dev("deal_mean"), dev("deal_p95"), dev("legal_p95"),
            dev("meld_turn_p95") if name == "pinochle" else "-", dev("game_mean"),
            int(f["in_use"]) / 1024, need))
    print("(ds = device-seconds; heap figures are the core's: the device's 32-bit objects)")


if __name__ == "__main__":
    main()
