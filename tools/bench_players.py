"""Computer players on the device's core: device-seconds per decision and the heap a decision needs.

    python3 tools/bench_players.py [--decisions 300] [--levels easy,normal,hard] [--games spades,...] [--no-source]
                                   [--runs 3] [--stock N] [--scores A,B]

Decisions come from real games played here (CPython, both seats at the level measured; with --stock N only those
whose view's stock holds N cards: 2 is Pinochle's last phase-1 trick and the choice of its two cards; with --scores
A,B every game starts at those totals, so that its deals may end it and the players weigh them by who wins: e.g.
250,260 for Spades, 1100,1120 for Pinochle, 40,43 for Maniller); each is then replayed
on the core (CircuitPython's, built like the SAMD51 by tools/circuitpython.py; another with CARDTABLE_CORE) from
its view, level and seed, in the precompiled tree (tools/mpy_tree.build into a temporary folder: what the device
runs after `tools/deploy.py`) and, for the heap, also compiling from source (cwd the repository). As the referee does, the game's module is loaded first, then the
players; the heap is collected before each decision.
Each decision's time is the fastest of --runs replays in fresh processes (the work is the same each time: a loaded
machine only ever adds time). Device-seconds: tools/devicetime.py, both calibrations measured in this run; the
table uses the more pessimistic, and p95 is also shown by each ("p95 loop", "p95 pystone").
Heap: "before" is the most in use when a decision starts (the modules, the game's view and the player's work
arrays; precompiled tree); "needs" is the smallest -X heapsize (2 KB steps) under which every decision of the set
runs, precompiled ("mpy") and from source ("src"): the peak of the worst decision, garbage collection and
fragmentation included (the referee itself takes about 4K more). Printed per game and level (and per phase where a game has more than one):
p50, p95, p99 and max device-seconds.
"""

import argparse
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import games, players  # noqa: E402
from engine.rules import registry
from tools import mpy_tree, circuitpython  # noqa: E402
from tools.devicetime import Calibration  # noqa: E402


MP_SCRIPT = r"""
import gc, sys, time, json
name = sys.argv[1]
__import__("engine.rules." + name)  # the game first, then the players (they compile the search), as the referee does
gc.collect()
from engine import players
f = open(sys.argv[2])
while True:
    line = f.readline()
    if not line:
        break
    rec = json.loads(line)
    line = None
    view = rec[2]
    gc.collect()
    a0 = gc.mem_alloc()
    t = time.ticks_us()
    m = players.choose(view, rec[0], rec[1])
    dt = time.ticks_diff(time.ticks_us(), t)
    if m != rec[3]:
        print("MISMATCH", rec[3], m)
    print(view["phase"], dt, a0)
    rec = view = None
"""


def collect(name, level, count, first_seed=1, stock=None, scores=None):
    """(level, seed, view, move) of `count` decisions from games at `level` in both seats (with `stock`, only
    those whose view's stock holds that many cards; with `scores`, the games start at those totals)."""
    out = []
    gseed = first_seed
    while len(out) < count:
        g = games.new_game(name, seed=gseed)
        if scores:
            g.scores = list(scores)
        n = 0
        while g.phase != "game_over" and len(out) < count:
            if g.phase == "deal_over":
                g.next_deal()
                continue
            n += 1
            view = g.seat(g.to_move)
            seed = gseed * 1000 + n
            m = players.choose(view, level, seed)
            if len(view["legal"]) > 1 and (stock is None or view.get("stock") == stock):
                out.append((level, seed, view, m))
            g.move(m)
        gseed += 1
    return out


def micropython(cwd, args, heap):
    return circuitpython.run(args, heap, cwd)


def needs(cwd, script, name, path):
    """The smallest heap (2 KB steps, up to 160K) that runs every decision in the file, as text."""
    lo, hi = 16, 160  # a run at lo fails, one at hi passes
    if micropython(cwd, [script, name, path], "%dK" % hi).returncode:
        return ">%dK" % hi
    while hi - lo > 2:
        mid = (lo + hi) // 4 * 2
        if micropython(cwd, [script, name, path], "%dK" % mid).returncode == 0:
            hi = mid
        else:
            lo = mid
    return "%dK" % hi


def pct(xs, q):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))]


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--decisions", type=int, default=300)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--games", default=",".join(registry.names()))
    ap.add_argument("--heap", default="128K", help="the heap for the timed run")
    ap.add_argument("--no-source", action="store_true", help="no heap measure compiling from source")
    ap.add_argument("--runs", type=int, default=3, help="replays of the decisions: each one's time is its fastest")
    ap.add_argument("--stock", type=int, help="only decisions whose view's stock holds this many cards")
    ap.add_argument("--scores", help="A,B: every game starts at these totals (deals that may end it)")
    a = ap.parse_args(argv)
    cal = Calibration()
    ratio = cal.worst
    print(cal.describe())
    tmp = tempfile.mkdtemp()
    tree = mpy_tree.build(os.path.join(tmp, "mpy"))
    script = os.path.join(tmp, "bench_mp_players.py")
    with open(script, "w") as f:
        f.write(MP_SCRIPT)
    print("%-15s %-9s %-6s %5s %8s %8s %8s %8s %8s %8s %8s %6s %6s" % (
        "game", "level", "phase", "n", "p50", "p95", "p99", "max", "p95 loop", "p95 pyst", "before", "mpy", "src"))
    for name in a.games.split(","):
        try:
            games.game_class(name)
        except ImportError:
            print(name, "not in the engine yet")
            continue
        for level in a.levels.split(","):
            recs = collect(name, level, a.decisions, stock=a.stock,
                           scores=[int(x) for x in a.scores.split(",")] if a.scores else None)
            path = os.path.join(tmp, "%s_%s.jsonl" % (name, level))
            with open(path, "w") as f:
                for r in recs:
                    f.write(json.dumps([r[0], r[1], r[2], r[3]]) + "\n")
            runs = [micropython(tree, [script, name, path], a.heap) for _ in range(a.runs)]
            failed = [out for out in runs if out.returncode]
            if failed:
                print(name, level, "FAILED under -X heapsize=%s:" % a.heap, (failed[0].stdout + failed[0].stderr)[-2000:])
                continue
            rows = {}
            bad = 0
            lines = [[line.split() for line in out.stdout.splitlines()] for out in runs]
            for i, w in enumerate(lines[0]):
                if w[0] == "MISMATCH":
                    bad += 1
                    continue
                fastest = min(int(run[i][1]) for run in lines)  # the same decision, its least disturbed run
                rows.setdefault(w[0], []).append((fastest * 1e-6 * ratio, int(w[2])))
            phases = sorted(rows)
            if len(phases) > 1:
                phases.append("all")
                rows["all"] = [x for k in sorted(rows) for x in rows[k]]
            for ph in phases:
                xs = [r[0] for r in rows[ph]]
                last = ph == phases[-1]
                p95 = pct(xs, 0.95) / ratio   # seconds here
                print("%-15s %-9s %-6s %5d %8.3f %8.3f %8.3f %8.3f %8.3f %8.3f %7.1fK %6s %6s%s"
                      % (name, level, ph, len(xs), pct(xs, 0.5), pct(xs, 0.95), pct(xs, 0.99), max(xs),
                         p95 * cal.loop, p95 * cal.pystone, max(r[1] for r in rows[ph]) / 1024.0, needs(tree, script, name, path) if last else "",
                         needs(ROOT, script, name, path) if last and not a.no_source else "",
                         "  (%d moves differ from CPython's!)" % bad if bad and last else ""))
            sys.stdout.flush()


if __name__ == "__main__":
    main()
