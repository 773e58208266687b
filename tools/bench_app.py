"""The device's program on the PyGamer core, per case: how much room it leaves, and gc.mem_free() at the main menu
and at the worst moment of play.

    python3 tools/bench_app.py [--no-settings] [GAME[:OPPONENT] ...]      (default: all sixteen cases)
    python3 tools/bench_app.py --reload [GAME:LEVEL ...]   (what loading the player and search again costs)
    python3 tools/bench_app.py --engine GAME               (the heap each engine module keeps)
    python3 tools/bench_app.py --breakdown GAME            (what a game against CPU hard holds, part by part)

Each case is tools/pygamer.py's: the drive as tools/deploy.py writes it, run by the core in the board's own memory
(a TLSF pool, the Python stack and the first heap area taken from it as settings.toml says), played by
tests/helpers/pygamer/ (a short game set up by buttons, the board switched off at the first deal's end, Continue
in a new process, the game to its end). --no-settings: without settings.toml (the board's defaults).
  pool       the smallest pool in K (1K steps, scanning down) that completes part 1 and part 2; the board's is
             155.2K (158,920 bytes)
  spare      how far the pool can shrink below the board's, less the supervisor's 1.5K, with the case still
             completing: the lane (tests/test_pygamer.py) asks for 16K
  menu       gc.mem_free() at the main menu after a collection, in a board's pool (the board computes it so: free
             bytes in the heap's areas plus the pool's largest free block)
  play       the least gc.mem_free() after a collection between two presses, in a board's pool
  qstrs      the interned names at the end (pools of 20, 40, ... 640 entries: the 1,261st takes a pool of 1,280,
             about 7.7K)
OPPONENT: 0..2 the computer's level (easy, normal, hard), 3 pass and play.
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
import pygamer  # noqa: E402

OPPONENTS = ("CPU easy", "CPU normal", "CPU hard", "pass and play")
GAMES = ("double_emperor", "spades", "pinochle", "maniller")
CASES = tuple((game, opp) for game in GAMES for opp in range(4))


def case_figures(base, work, game, opp):
    """(part 1's pool, part 2's, menu free, least free in play, qstrs) of one case, or None where it fails."""
    drive = pygamer.copy_drive(base, os.path.join(work, "%s_%d" % (game, opp)))
    ok, out = pygamer.play(drive, game, opp, pygamer.BOARD_POOL, trace=True)
    if not ok:
        return None, out
    menu = int(re.search(r"menu_free=(\d+)", out).group(1))
    least = min(int(x) for x in re.findall(r"play_free=(\d+)", out))
    qstrs = max(int(x) for x in re.findall(r"n_qstr=(\d+)", out) or ["0"])
    p1, p2 = pygamer.smallest_pools(drive, game, opp, hi=pygamer.BOARD_POOL // 1024)   # (it passed there)
    shutil.rmtree(drive, ignore_errors=True)
    return (p1, p2, menu, least, qstrs), out


def spare(p1, p2):
    return (pygamer.BOARD_POOL - pygamer.SUPERVISOR) // 1024 - max(p1, p2 or 0)


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


# What a decision's own modules cost to load again (cardtable.resident.decision_over forgets them when it returns):
# each loaded after the player, the fastest of 15, by the calibration loop of the same process.
OWN_MODULES = {"pinochle": ("engine.players.pinochle_phase1", "engine.players.pinochle_phase2",
                            "engine.players.pinochle_last"),
               "spades": ("engine.players.spades_bid", "engine.players.spades_nil")}
RELOAD_OWN = r"""
import sys, gc, time
sys.path.insert(0, ".")
def loop():
    t = time.ticks_us()
    for _ in range(1000000): pass
    return time.ticks_diff(time.ticks_us(), t)
cal = min(loop() for _ in range(3))
import engine.players
for name in engine.players.SEARCH:
    __import__(name)
__import__(sys.argv[1])
for name in sys.argv[2:]:
    best = None
    for _ in range(15):
        sys.modules.pop(name, None)
        gc.collect()
        t = time.ticks_us()
        __import__(name)
        dt = time.ticks_diff(time.ticks_us(), t)
        best = dt if best is None else min(best, dt)
    print("LOAD %s %d %d" % (name, best, cal))
"""


def reload_own(tree, heap=96):
    """(module, device-seconds) of each decision's own module loaded again (OWN_MODULES)."""
    with open(os.path.join(tree, "tests", "mp_bench_reload_own.py"), "w") as f:
        f.write(RELOAD_OWN)
    out = []
    for game, names in sorted(OWN_MODULES.items()):
        r = circuitpython.run(["tests/mp_bench_reload_own.py", "engine.players." + game] + list(names), "%dK" % heap,
                              tree, timeout=300)
        for m in re.finditer(r"LOAD (\S+) (\d+) (\d+)", r.stdout):
            out.append((m.group(1), int(m.group(2)) * 4.78 / int(m.group(3))))
    return out


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


# The heap a game against CPU hard holds at the table, part by part in the order the app takes them, on the drive
# in the board's pool; then what a decision and a screen change allocate (the collector off: all they allocate,
# kept or dropped).
BREAKDOWN = r"""
import gc, sys
import board
name = sys.argv[1]
last = [0]
def step(what):
    gc.collect()
    n = gc.mem_alloc()
    print("%-56s %7d %7d" % (what, n - last[0], n))
    last[0] = n
def allocated(what, f):
    gc.collect()
    gc.disable()
    n = gc.mem_alloc()
    f()
    print("%-56s %7d" % (what, gc.mem_alloc() - n))
    gc.enable()
step("at start: the interpreter, sys.modules")
from cardtable.device.view import View
step("the view's code, displayio's Adafruit libraries")
view = View(board.DISPLAY, "/assets")
step("the view's objects: groups, tiles, labels, bitmaps")
from cardtable.app import App
from cardtable.device import save
step("the app's code: cardtable.app, resident, save")
from engine import games
g = games.new_game(name, None, 1, 5)
games = None
sys.modules.pop("engine.games")
step("the game: its rules modules and the game object")
import cardtable.table.table
step("the table's code: cardtable.table.*")
import engine.players as players
f = players.player(name, "hard")
for m in players.SEARCH:
    __import__(m)
step("the computer's player and the search: code")
work = players.allocate_work(name, "hard")
step("the search's work arrays, the learned tables")
seat = g.seat(g.to_move)
step("the seat's view of the game")
allocated("a decision (CPU hard) allocates, kept or dropped", lambda: f(seat, "hard", 1))
step("after it, kept (what its phase loaded)")
allocated("a screen change (a rules page) allocates", lambda: view.text("Rules", ["A line of rules text"] * 8, "B: back"))
allocated("a screen change (a score sheet) allocates",
          lambda: view.sheet("Deal 1", [("Total", "10", "20")] * 8, "A: next deal"))
step("after them, kept")
print("1 passed, 0 failed")
"""


def breakdown(game):
    """The heap a game against CPU hard holds, part by part (BREAKDOWN), on a drive as deploy writes it."""
    work = tempfile.mkdtemp(prefix="bench_app_")
    try:
        drive = pygamer.make_drive(os.path.join(work, "CIRCUITPY"))
        with open(os.path.join(drive, "breakdown.py"), "w") as f:
            f.write(BREAKDOWN)
        ok, out = pygamer.run_script(drive, ["breakdown.py", game])
        return out
    finally:
        shutil.rmtree(work, ignore_errors=True)


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
    ap.add_argument("--no-settings", action="store_true", help="no settings.toml on the drive: the board's defaults")
    ap.add_argument("--engine", metavar="GAME", help="only list the heap each engine module of GAME keeps")
    ap.add_argument("--breakdown", metavar="GAME", help="only list what a game of GAME against CPU hard holds, part "
                    "by part, and what a decision and a screen change allocate")
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
            print("a decision's own modules, loaded again at each decision that needs them (the fastest of 15)")
            for name, sec in reload_own(tree):
                print("%-34s %.4f device-s" % (name, sec))
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
    if a.breakdown:
        print("the heap (bytes, after a collection) a game of %s against CPU hard holds, part by part as the app "
              "takes them, on the drive in the board's pool: the part, and the total" % a.breakdown)
        print(breakdown(a.breakdown))
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
    work = tempfile.mkdtemp(prefix="bench_app_")
    try:
        base = pygamer.make_drive(os.path.join(work, "base"), settings=not a.no_settings)
        print("the drive as deploy writes it%s, on %s; pools in K (the board's: %.1fK)"
              % (" without settings.toml" if a.no_settings else "", circuitpython.interpreter()[0],
                 pygamer.BOARD_POOL / 1024))
        print("%-15s %-14s %6s %6s %6s %9s %9s %6s" % ("game", "opponent", "part 1", "part 2", "spare", "menu",
                                                      "play", "qstrs"))
        for game, opp in cases:
            got, out = case_figures(base, work, game, opp)
            if got is None or got[0] is None:
                print("%-15s %-14s FAILED in the board's pool: %s" % (game, OPPONENTS[opp], out[-400:]))
                continue
            p1, p2, menu, least, qstrs = got
            print("%-15s %-14s %6d %6s %5dK %8.1fK %8.1fK %6d" % (game, OPPONENTS[opp], p1, "-" if p2 is None else p2,
                                                                spare(p1, p2), menu / 1024, least / 1024, qstrs))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
