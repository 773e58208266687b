"""The whole app's memory on the device's core, per game: the heap at start-up, during play, the peak, the save size.

    python3 tools/bench_app.py [--source] [GAME[:OPPONENT] ...]      (default: the device lane's cases)
    python3 tools/bench_app.py --reload [GAME:LEVEL ...]   (what loading the player and search again costs)

Each case runs tests/helpers/mp_play.py: the app's logic with a stub view, started by buttons with a short rule option,
saving into an 8 KB nvm stand-in at each trick and phase end, played to the end, with a power-off after the first
deal as on the device: two processes, part 1 up to the first deal's end, part 2 (a new interpreter: Continue)
the rest. The core is CircuitPython's, built like the SAMD51 by tools/circuitpython.py (another with
CARDTABLE_CORE). It runs from the precompiled tree (tools/mpy_tree.build into a temporary folder): what the
device runs after `tools/deploy.py`; with --source also compiling every module from source (cwd the
repository), as the device does after `tools/deploy.py --source-files`. The nvm stand-in is a file (tools.filenvm), as the device's
microcontroller.nvm is flash, outside the heap (an 8 KB bytearray would add 8K to every figure).
  start-up   gc.mem_alloc() after a collection with the app at its main menu (app, save store, engine.games,
             the menus' modules and the stub view)
  in play    the most in use after a collection between two button presses during the game (the table, the
             game, the computer players and their search tables); taken in a run at a large heap
  needs      the smallest -X heapsize (1 KB steps, scanning down) that completes the game: the peak,
             fragmentation included; the bigger of part 1's and part 2's (each part's own is shown beside it,
             part 2's from the nvm part 1 left)
  save       the biggest save payload of the game (settings + statistics + game record), of a slot's 4083 bytes
OPPONENT: 0..2 the computer's level (easy, normal, hard), 3 pass and play. The budget is 96K.
"""
import argparse
import os
import re
import shutil
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import mpy_tree  # noqa: E402
import circuitpython  # noqa: E402

OPPONENTS = ("CPU easy", "CPU normal", "CPU hard", "pass and play")
CASES = (("double_emperor", 1), ("spades", 1), ("pinochle", 1), ("maniller", 1), ("double_emperor", 3),
         ("spades", 3), ("pinochle", 3), ("maniller", 3), ("double_emperor", 2))
BUDGET = 96


def run(cwd, game, opponent, heap, nvm, trace=False, part=1):
    """One part of the game (1: to the first deal's end, 2: Continue and the rest, from the nvm part 1 left:
    a copy of the one `saved` made, so that each run of part 2 starts from the same)."""
    if part == 2:
        for ext in ("", ".check"):
            if os.path.exists(nvm + ".part1" + ext):
                shutil.copyfile(nvm + ".part1" + ext, nvm + ext)
            elif os.path.exists(nvm + ext):
                os.remove(nvm + ext)
    out = circuitpython.run(["tests/helpers/mp_play.py", game, str(opponent), "nvm=" + nvm, "part=%d" % part]
                            + (["trace"] if trace else []), "%dK" % heap, cwd, timeout=900)
    ok = out.returncode == 0 and out.stdout.splitlines()[-1:] == ["1 passed, 0 failed"]
    return ok, out.stdout + out.stderr


def saved(nvm):
    """Keep what part 1 left (the nvm and its check) for the runs of part 2."""
    for ext in ("", ".check"):
        if os.path.exists(nvm + ".part1" + ext):
            os.remove(nvm + ".part1" + ext)
        if os.path.exists(nvm + ext):
            shutil.copyfile(nvm + ext, nvm + ".part1" + ext)


def heap_needed(cwd, game, opponent, nvm, part=1, lo=32, hi=512):
    """The smallest heap in KB from which every heap up to a few K above it completes the part, or None: a
    bisection in 4K steps, then 1K steps down from 8K above what it found (a heap's fragmentation depends on its
    size, so a heap may fail where a smaller one passes: the first failure going down ends the scan)."""
    def ok(heap):
        return run(cwd, game, opponent, heap, nvm, part=part)[0]

    if not ok(hi):
        return None
    while hi - lo > 4:
        mid = (lo + hi) // 8 * 4
        if ok(mid):
            hi = mid
        else:
            lo = mid
    top = hi + 8
    while not ok(top):
        top += 1
    while ok(top - 1):
        top -= 1
    return top


def needs(cwd, game, opponent, nvm):
    """(part 1's need, part 2's) in KB (None: failed even in 512K); part 1 is run at 512K first for the nvm."""
    ok, text = run(cwd, game, opponent, 512, nvm, part=1)
    if not ok:
        return None, None
    saved(nvm)
    return heap_needed(cwd, game, opponent, nvm, 1), heap_needed(cwd, game, opponent, nvm, 2)


# The engine's share: each module a game and its computer players load, in the order they load, then what the
# first decision adds (the search's tables), in one process of the precompiled tree.
MODULES = r"""
import sys, gc
sys.path.insert(0, ".")
name = sys.argv[1]
gc.collect()
base = gc.mem_alloc()
from engine import games
g = games.new_game(name, None, 1, 5)
import engine.players
m = engine.players.choose(g.seat(g.to_move), "normal", 1)
order = [k for k in sys.modules if k.startswith("engine.")]
print("ORDER " + " ".join(order))
"""
MODULE_COST = r"""
import sys, gc
sys.path.insert(0, ".")
name = sys.argv[1]
order = sys.argv[2:]
gc.collect()
last = base = gc.mem_alloc()
seen = set(sys.modules)
for m in order:
    if m in sys.modules:
        continue
    __import__(m)
    gc.collect()
    n = gc.mem_alloc()
    new = [k for k in sys.modules if k not in seen and k != m]
    seen = set(sys.modules)
    print("%-28s %6d%s" % (m, n - last, "  (with %s)" % ", ".join(sorted(new)) if new else ""))
    last = n
from engine import games, players
g = games.new_game(name, None, 1, 5)
gc.collect()
n = gc.mem_alloc()
print("%-28s %6d" % ("(the game)", n - last))
last = n
players.choose(g.seat(g.to_move), "normal", 1)
gc.collect()
n = gc.mem_alloc()
print("%-28s %6d" % ("(first decision)", n - last))
print("%-28s %6d" % ("total", n - base))
"""


# The cost of loading the computer's player and search (engine.players.player after they are forgotten): what the
# app paid at each decision before cardtable.resident kept them for the whole game, timed against the calibration
# loop in the same process.
RELOAD = r"""
import sys, gc, time
sys.path.insert(0, ".")
loop = None
for _ in range(3):   # the calibration at module level, the fastest of 3 (and of 3 more at the end)
    t = time.ticks_us()
    for _ in range(1000000): pass
    dt = time.ticks_diff(time.ticks_us(), t)
    loop = dt if loop is None else min(loop, dt)
name, level, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
from engine import games, players
g = games.new_game(name, None, 1, 5)
players.player(name, level)
def forget():
    for n in [n for n in sys.modules if n.startswith("engine.search.") or n.startswith("engine.players.")
              or n == "engine.playout"]:
        parent, _, leaf = n.rpartition(".")
        del sys.modules[n]
        if hasattr(sys.modules[parent], leaf):
            delattr(sys.modules[parent], leaf)
best = None
for _ in range(runs):
    forget()
    gc.collect()
    t = time.ticks_us()
    players.player(name, level)
    dt = time.ticks_diff(time.ticks_us(), t)
    best = dt if best is None else min(best, dt)
for _ in range(3):
    t = time.ticks_us()
    for _ in range(1000000): pass
    loop = min(loop, time.ticks_diff(time.ticks_us(), t))
print("RELOAD %d %d" % (best, loop))
"""


def reload_cost(tree, cases, heap=96, runs=15):
    """(game, level, device-seconds) per case: the fastest of `runs` reloads of the player's and the search's
    modules (precompiled), at `heap` K, by the calibration loop of the same process (4.78 device-s)."""
    with open(os.path.join(tree, "tests", "mp_bench_reload.py"), "w") as f:
        f.write(RELOAD)
    out = []
    for game, level in cases:
        r = circuitpython.run(["tests/mp_bench_reload.py", game, level, str(runs)], "%dK" % heap, tree, timeout=300)
        m = re.search(r"RELOAD (\d+) (\d+)", r.stdout)
        if not m:
            out.append((game, level, None, r.stdout + r.stderr))
            continue
        out.append((game, level, int(m.group(1)) * 4.78 / int(m.group(2)), ""))
    return out


# The same in the app (tests/helpers/mp_play.py, one process, the power-off inside it): each time the app loads the player
# and the search (engine.players.player: once a game since cardtable.resident), timed, with the app's heap around
# it (its collections mark all of it). engine.players is loaded first, to be timed.
RELOAD_APP = r"""
import sys, gc, time
sys.path.insert(0, "tests/helpers"); sys.path.insert(0, "lib"); sys.path.insert(0, ".")
LOOP = None
for _i in range(3):
    _t = time.ticks_us()
    for _ in range(1000000): pass
    _d = time.ticks_diff(time.ticks_us(), _t)
    LOOP = _d if LOOP is None else min(LOOP, _d)
import engine.players as _P
_op = _P.player
TIMES = []
def _player(g, level):
    t = time.ticks_us()
    f = _op(g, level)
    TIMES.append(time.ticks_diff(time.ticks_us(), t))
    return f
_P.player = _player
"""
RELOAD_APP_END = r"""
import lane
lane.main()
TIMES.sort()
print("RELOADS %d %d %d %d" % (len(TIMES), TIMES[len(TIMES) // 2], TIMES[0], LOOP))
"""


def reload_in_app(tree, game, opponent, heap):
    """(decisions, median, fastest) device-seconds of loading the player and search again in the app, or None."""
    with open(os.path.join(tree, "tests", "mp_bench_reload_app.py"), "w") as f:
        f.write(RELOAD_APP + RELOAD_APP_END)   # tests/helpers/lane.py (tests/helpers/mp_play.py's game), after the hooks
    r = circuitpython.run(["tests/mp_bench_reload_app.py", game, str(opponent)], "%dK" % heap, tree, timeout=300)
    m = re.search(r"RELOADS (\d+) (\d+) (\d+) (\d+)", r.stdout)
    if not m or "1 passed" not in r.stdout:
        return None
    n, med, low, loop = (int(x) for x in m.groups())
    return n, med * 4.78 / loop, low * 4.78 / loop


def engine_modules(tree, game):
    """Each engine module's heap (a collection after its import) in the order a game and its players load."""
    tmp = os.path.join(tree, "tests")
    for script, text in (("mp_bench_order.py", MODULES), ("mp_bench_cost.py", MODULE_COST)):
        with open(os.path.join(tmp, script), "w") as f:
            f.write(text)
    out = circuitpython.run(["tests/mp_bench_order.py", game], "512K", tree, timeout=300)
    order = [line for line in out.stdout.splitlines() if line.startswith("ORDER ")]
    if not order:
        return out.stdout + out.stderr
    # sys.modules is a dict (no order on MicroPython): the game's modules first, the smallest (fewest
    # imports) first; a module that loads others is listed with them
    mods = order[0].split()[1:]
    first = [m for m in mods if not m.startswith("engine.players") and not m.startswith("engine.search")]
    leaves = ("engine.core.moves", "engine.core.cards", "engine.core.rng", "engine.core.notation", "engine.core.trickgame",
              "engine.rules.plaintricks", "engine.games", "engine.search_work", "engine.search.alphabeta")
    first = [m for m in leaves if m in first] + [m for m in first if m not in leaves]
    rest = [m for m in leaves if m in mods and m not in first] + [m for m in mods if m not in first
                                                                    and m not in leaves]
    mods = first + rest
    out = circuitpython.run(["tests/mp_bench_cost.py", game] + mods, "512K", tree, timeout=300)
    return out.stdout + out.stderr


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("cases", nargs="*", help="GAME or GAME:OPPONENT (default opponent 1, CPU normal)")
    ap.add_argument("--source", action="store_true", help="also measure compiling from source")
    ap.add_argument("--engine", metavar="GAME", help="only list the heap each engine module of GAME keeps")
    ap.add_argument("--reload", action="store_true", help="only time loading the computer's player and search "
                    "again at a decision (what forgetting them after each move costs), in device-seconds")
    a = ap.parse_args(argv)
    if a.reload:
        tmp = tempfile.mkdtemp(prefix="bench_app_")
        try:
            print("loading the computer's player and search again at a decision (precompiled, the fastest of 15, "
                  "96K heap; device-seconds = 4.78 s x time / the calibration loop's time in the same process)")
            cases = [(c.split(":")[0], c.split(":")[1] if ":" in c else "normal") for c in a.cases] or [
                (g, lv) for g in ("double_emperor", "spades", "maniller", "pinochle") for lv in ("normal", "hard")]
            tree = mpy_tree.build(os.path.join(tmp, "mpy"))
            for game, level, sec, err in reload_cost(tree, cases):
                print("%-15s %-7s %s" % (game, level, "%.3f device-s" % sec if sec is not None else "FAILED " + err))
            print("in the app (tests/helpers/mp_play.py, one process; the heap a few K above its need: the timing hooks "
                  "take some); each time it loads them (opening the game and Continue)")
            for game, level in cases:
                opp = ("easy", "normal", "hard").index(level)
                got = None
                for heap in (104, 108, 112, 120, 128):
                    got = reload_in_app(tree, game, opp, heap)
                    if got:
                        break
                print("%-15s %-7s %s" % (game, level, "FAILED" if got is None else
                                         "%d loads, median %.3f, fastest %.3f device-s at %dK"
                                         % (got + (heap,))))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    if a.engine:
        tmp = tempfile.mkdtemp(prefix="bench_app_")
        try:
            print("heap kept by each engine module %s and its normal player load (precompiled; bytes)" % a.engine)
            print(engine_modules(mpy_tree.build(os.path.join(tmp, "mpy")), a.engine))
        finally:
            shutil.rmtree(tmp, ignore_errors=True)
        return
    cases = [(c.split(":")[0], int(c.split(":")[1]) if ":" in c else 1) for c in a.cases] or list(CASES)
    tmp = tempfile.mkdtemp(prefix="bench_app_")
    try:
        tree = mpy_tree.build(os.path.join(tmp, "mpy"))
        nvm = os.path.join(tmp, "nvm")
        print("the precompiled tree (what the device runs after tools/deploy.py)%s; budget %dK"
              % (" and from source" if a.source else "", BUDGET))
        print("%-15s %-14s %9s %9s %7s %9s %s %8s" % ("game", "opponent", "start-up", "in play", "needs",
                                                      "(1, 2)", "(source) " if a.source else "", "save"))
        for game, opp in cases:
            text = ""
            for part in (1, 2):
                ok, out = run(tree, game, opp, 512, nvm, trace=True, part=part)
                text += out
                if not ok:
                    break
                if part == 1:
                    saved(nvm)
            if not ok:
                print(game, OPPONENTS[opp], "FAILED even in 512K:", text[-600:])
                continue
            start = int(re.search(r"in_use=(\d+)", text).group(1))
            most = max(int(x) for x in re.findall(r"in_play=(\d+)", text))
            save = max(int(x) for x in re.findall(r"biggest save (\d+) bytes", text))
            n1, n2 = needs(tree, game, opp, nvm)
            if n1 is None or n2 is None:
                print(game, OPPONENTS[opp], "FAILED in 512K while scanning")
                continue
            need = max(n1, n2)
            src = ""
            if a.source:
                s1, s2 = needs(ROOT, game, opp, nvm)
                src = "%7sK " % max(s1, s2) if s1 and s2 else "  FAIL  "
            print("%-15s %-14s %8.1fK %8.1fK %6dK %9s %s %7dB %s" % (
                game, OPPONENTS[opp], start / 1024, most / 1024, need, "(%d, %d)" % (n1, n2), src, save,
                "" if need <= BUDGET else "(%dK over)" % (need - BUDGET)))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    print("(%s; save slot capacity 4083 bytes)" % circuitpython.interpreter()[0])


if __name__ == "__main__":
    main()
