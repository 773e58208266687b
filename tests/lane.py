"""The MicroPython lane's game (tests/mp_play.py runs it): the app with a stub view, started by buttons, played to
its end with a power-off after the first deal, saving into an nvm stand-in. A module, precompiled in the tree
(tools/mpy_tree.py) as the device's cardtable.run is after `tools/deploy.py --mpy`: a script compiled from source
would keep its line numbers and more of the heap than the device's code.py and run.py do.
"""

import gc
import sys

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
    """The state and both views as one int (a text): the check of Continue holds neither their texts nor a list
    in the heap (the device has no such check), one key or list entry at a time."""
    h = 0
    for seat in (None, 0, 1):
        v = g.state() if seat is None else g.view(seat)
        for k in sorted(v):
            x = v[k]
            h = (h * 31 + hash(k)) & 0x3FFFFFFF
            for e in (x if type(x) is list else (x,)):
                h = (h * 31 + hash(repr(e))) & 0x3FFFFFFF
        v = x = None
    return str(h)


def watch(app, ended):
    app.game_ended = lambda t: ended.append((t.g.phase, t.g.deal, t.g.scores[:]))


def life(name, opp, nvm, trace, ended, before):
    """One life of the app, in a function of its own (MicroPython scans a live frame's whole value stack: what
    this one held is not kept once it returns). before None: a new game, started by buttons, played to the first
    deal's end: returns the game there (the power goes off), else plays on; before a fingerprint text: Continue,
    checked, and the rest of the game. Returns (presses, (phase, deal, scores), biggest save, saves) at the end."""
    from appstub import StubView, Driver, play_game
    v, app = new_app(nvm, StubView)
    watch(app, ended)
    d = Driver(app)
    if before is None:
        gc.collect()
        print("in_use=%d with the app at its main menu" % gc.mem_alloc())
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
        d.press(_A)
        n = play_game(d, v, 8000, 1)             # the first deal
        COUNT[:] = [n, app.keep.biggest, app.keep.writes]
        if app.table.g.phase == "deal_over":
            return app.table.g
    else:
        d.after = trace
        if not v.lines[0].startswith("Continue"):
            raise AssertionError("no Continue: %r" % (v.lines,))
        d.press(_A)
        if fingerprint(app.table.g) != before:
            raise AssertionError("resumed a different game")
        n = 0
    before = None
    n += play_game(d, v, 20000)
    if not ended or ended[-1][0] != "game_over":
        raise AssertionError("the game did not end")
    from cardtable.stats import decode
    key = ("easy", "normal", "hard", "pass_and_play")[opp]
    if decode(app.keep.stats).played(name, key) != 1 or app.keep.game:
        raise AssertionError("statistics or save not updated")
    return n + COUNT[0], ended[-1], app.keep.biggest, app.keep.writes


COUNT = [0, 0, 0]   # presses, biggest save and saves of the first life


def play(name, opp, nvm, trace, part):
    ended = []     # (phase, deal, scores) at each deal's end
    if part == 2:
        try:
            f = open(nvm.path + ".check")
        except OSError:
            return 0, None, 0, 0             # part 1 played the whole game
        before = f.read()
        f.close()
    else:
        g = life(name, opp, nvm, trace, ended, None)
        if type(g) is tuple:
            return g                         # the game ended with its first deal
        for m in [m for m in sys.modules if m not in BOOT]:   # power off: nothing kept but the nvm (and g)
            del sys.modules[m]
        gc.collect()
        before = fingerprint(g)   # once the app is gone: the check is not its heap
        g = None
        gc.collect()
        if part == 1:                        # the process ends here: part 2 is a new one
            f = open(nvm.path + ".check", "w")
            f.write(before)
            f.close()
            return COUNT[0], None, COUNT[1], COUNT[2]
    return life(name, opp, nvm, trace, ended, before)


BOOT = tuple(sys.modules) + (__name__,)   # what a power-off keeps: the interpreter's own modules (and this one)


class Nvm:
    """The nvm stand-in of nvm=PATH: a file of 8 KB, erased (0xFF) when new, read and written by slices (all that
    cardtable.save does), through one unbuffered handle: the device's microcontroller.nvm is flash and takes no
    heap (cardtable.filenvm.FileNvm, the tests' and the simulator's, takes indexes and checks more)."""

    def __init__(self, path):
        self.path = path
        try:
            open(path, "rb").close()
        except OSError:
            f = open(path, "wb")
            f.write(b"\xff" * 8192)
            f.close()
        self.f = open(path, "r+b", buffering=0)

    def __len__(self):
        return 8192

    def __getitem__(self, key):
        f = self.f
        f.seek(key.start)
        return f.read(key.stop - key.start)

    def __setitem__(self, key, value):
        f = self.f
        f.seek(key.start)
        f.write(value)


def main():
    args = [a for a in sys.argv[1:] if a != "trace" and a[:4] != "nvm=" and a[:5] != "part="]
    path = [a[4:] for a in sys.argv[1:] if a.startswith("nvm=")]
    part = [int(a[5:]) for a in sys.argv[1:] if a.startswith("part=")] or [0]
    name = args[0] if args else "double_emperor"
    opp = int(args[1]) if len(args) > 1 else 1
    if path:
        import os
        for f in ((path[0], path[0] + ".check") if part[0] != 2 else ()):   # part 2 goes on from part 1's
            try:
                os.remove(f)
            except OSError:
                pass
        nvm = Nvm(path[0])
    else:
        nvm = bytearray(8192)                # erased flash, without an 8 KB bytes object besides
        for i in range(8192):
            nvm[i] = 0xFF
    trace = Trace() if "trace" in sys.argv[1:] else None
    try:
        n, end, biggest, writes = play(name, opp, nvm, trace, part[0])
        gc.collect()
        print("ok %s opponent %d: %s, %d presses, %d saves, biggest save %d bytes, in use after %d"
              % (name, opp, "part %d" % part[0] if end is None else "%d deals, scores %s" % end[1:],
                 n, writes, biggest, gc.mem_alloc()))
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
