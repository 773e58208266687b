"""MicroPython lane: whole games through the app's logic with a stub view, saving to an nvm stand-in.

    micropython -X heapsize=NK tests/mp_play.py GAME [OPPONENT] [nvm=PATH] [trace]

Run it from the repository root (compiling from source) or, as the device runs after `tools/deploy.py --mpy`,
from the precompiled tree (`python3 tools/mpy_tree.py`, then the same command with cwd build/mpy).
OPPONENT is a menus.OPPONENTS index: 0..2 the computer's levels, 3 pass and play (default 1, 'normal').
The game is started by buttons with a short rule option and played to its end, saving (as on the device, at
each trick and phase end) into an 8 KB nvm stand-in: by default a bytearray in the heap; with nvm=PATH a file of
that name (save.FileNvm), as the device's microcontroller.nvm is flash, outside the heap. At the first end of a
deal the app is dropped ("power off"), a new one is built on the same nvm and Continue must give the same game.
Prints the heap in use once the app is up at its main menu (`in_use=`), with `trace` also the most in use between
two button presses during play (`in_play=`, after a collection), then the game's result and '1 passed, 0 failed'
(or '0 passed, 1 failed').
"""
import sys

sys.path.insert(0, "tests")
sys.path.insert(0, "lib")
sys.path.insert(0, ".")

import gc  # noqa: E402

NAMES = ("double_emperor", "spades", "pinochle", "maniller")
# per game: (menu index, the option line and RIGHT presses for a short game)
SHORT = {"double_emperor": (0, 1, 0), "spades": (1, 1, 3), "pinochle": (2, 1, 1), "maniller": (3, 2, 1)}
_A = 2
_UP = 64
_DOWN = 32
_RIGHT = 16


class Trace:
    """Driver.press hook: the most heap in use after a collection, between presses."""

    def __init__(self):
        self.most = 0

    def __call__(self):
        gc.collect()
        n = gc.mem_alloc()
        if n > self.most:
            self.most = n


def new_app(nvm, StubView):
    from cardtable.app import App
    from cardtable.save import Store
    from engine import games
    v = StubView()
    return v, App(v, games, "assets", seed=7, prefs={"speed": 2}, store=Store(nvm))


def fingerprint(g):
    """The state and both views as a few ints: the check of Continue must not hold their texts in the heap."""
    out = []
    for seat in (None, 0, 1):
        v = g.state() if seat is None else g.view(seat)
        out += [hash(k + repr(v[k])) for k in sorted(v)]
        v = None
    return out


def watch(app, ended):
    app.game_ended = lambda t: ended.append((t.g.phase, t.g.deal, t.g.scores[:]))


def play(name, opp, nvm, trace):
    from appstub import StubView, Driver, play_game
    v, app = new_app(nvm, StubView)
    gc.collect()
    print("in_use=%d with the app at its main menu" % gc.mem_alloc())
    d = Driver(app)
    idx, line, right = SHORT[name]
    d.press(*([_DOWN] * idx))
    d.press(_A, _DOWN)                     # wrap to the opponent line
    d.press(*([_RIGHT] * ((opp - 1) % 4)))
    d.press(*([_DOWN] * line))
    d.press(*([_RIGHT] * right))
    d.press(_UP)
    while app.menu.items[app.menu.sel][0] != "start":
        d.press(_UP)
    d.after = trace
    ended = []     # (phase, deal, scores) at each deal's end
    watch(app, ended)
    d.press(_A)
    g = app.table.g
    n = play_game(d, v, 8000, 1)             # the first deal
    if g.phase == "deal_over":
        app = d = v = None                   # power off: a new interpreter, nothing kept but the nvm
        for m in [m for m in sys.modules if m not in BOOT]:
            del sys.modules[m]
        gc.collect()
        before = fingerprint(g)              # taken once the app is gone: the check is not the app's heap
        g = None
        gc.collect()
        v, app = new_app(nvm, StubView)
        watch(app, ended)
        d = Driver(app)
        d.after = trace
        if not v.lines[0].startswith("Continue"):
            raise AssertionError("no Continue: %r" % (v.lines,))
        d.press(_A)
        g = app.table.g
        if fingerprint(g) != before:
            raise AssertionError("resumed a different game")
        before = None
    g = None       # nothing here holds the game when it ends (the app drops all of it at the main menu)
    n += play_game(d, v, 20000)
    if not ended or ended[-1][0] != "game_over":
        raise AssertionError("the game did not end")
    from cardtable.stats import decode
    key = ("easy", "normal", "hard", "pass_and_play")[opp]
    if decode(app.keep.stats).played(name, key) != 1 or app.keep.game:
        raise AssertionError("statistics or save not updated")
    return n, ended[-1], app.keep.biggest, app.keep.writes


BOOT = tuple(sys.modules)   # what a power-off keeps: the interpreter's own modules


def main():
    args = [a for a in sys.argv[1:] if a != "trace" and not a.startswith("nvm=")]
    path = [a[4:] for a in sys.argv[1:] if a.startswith("nvm=")]
    name = args[0] if args else "double_emperor"
    opp = int(args[1]) if len(args) > 1 else 1
    if path:
        from cardtable.filenvm import FileNvm
        try:
            import os
            os.remove(path[0])
        except (ImportError, OSError):
            pass
        nvm = FileNvm(path[0])
    else:
        nvm = bytearray(8192)                # erased flash, without an 8 KB bytes object besides
        for i in range(8192):
            nvm[i] = 0xFF
    trace = Trace() if "trace" in sys.argv[1:] else None
    try:
        n, end, biggest, writes = play(name, opp, nvm, trace)
        gc.collect()
        print("ok %s opponent %d: %d deals, scores %s, %d presses, %d saves, biggest save %d bytes, "
              "in use after %d" % (name, opp, end[1], end[2], n, writes, biggest, gc.mem_alloc()))
        if trace:
            print("in_play=%d most in use between presses" % trace.most)
            import micropython
            micropython.qstr_info()   # the interned names: pools of 20, 40, 80 ... entries, kept for good
        print("1 passed, 0 failed")
    except Exception as e:  # noqa: BLE001 - report
        print("FAIL", name, opp, repr(e))
        if hasattr(sys, "print_exception"):
            sys.print_exception(e)
        print("0 passed, 1 failed")


main()
