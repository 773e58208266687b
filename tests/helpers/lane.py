"""The device lane's game (tests/helpers/mp_play.py runs it): the app with a stub view, started by buttons, played to
its end with a power-off after the first deal, saving into an nvm stand-in. A module, precompiled in the tree
(tools/mpy_tree.py) as the device's cardtable.device.run is after `tools/deploy.py`: a script compiled from source
would keep its line numbers and more of the heap than the device's code.py and run.py do. Only its loop stays
loaded while the game is played: the steps around it (the arguments, choosing the game or checking Continue by
buttons, the checks, the report) are tests/helpers/lane_steps.py, loaded for the moment each is taken.
"""
import gc
import sys

BOOT = tuple(sys.modules) + (__name__,)   # what a power-off keeps: the interpreter's own modules (and this one)
COUNT = [0, 0, 0]   # presses, biggest save and saves of the first life


def steps():
    """tests/helpers/lane_steps.py, loaded now and forgotten (its code is collected once the step returns)."""
    __import__("lane_steps")
    return sys.modules.pop("lane_steps")


class Trace:
    """Driver.press hook: the most heap in use after a collection, between presses."""

    def __init__(self):
        self.most = 0

    def __call__(self):
        gc.collect()
        n = gc.mem_alloc()
        if n > self.most:
            self.most = n


class Nvm:
    """The nvm stand-in of nvm=PATH: a file of 8 KB, erased (0xFF) when new, read and written by slices (all that
    cardtable.device.save does), through one unbuffered handle: the device's microcontroller.nvm is flash and takes no
    heap (tools.filenvm.FileNvm, the tests' and the simulator's, takes indexes and checks more)."""

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


def new_app(nvm, ended):
    """A new app on nvm, at its main menu: (driver, view)."""
    from appstub import StubView, Driver
    from cardtable.app import App
    from cardtable.device.save import Store
    from engine import games
    v = StubView()
    app = App(v, games, "assets", seed=7, prefs={"speed": 2}, store=Store(nvm))
    games = None
    app.game_ended = lambda t: ended.append((t.g.phase, t.g.deal, t.g.scores[:]))
    return Driver(app), v


def check(d, before):
    """Continue gave the game part 1 left: checked in a frame of its own (life's would keep the game it read in
    its value stack until it returns, and with it the game's modules at the main menu after the game)."""
    steps().check(d.app.table.g, before)


def life(name, opp, nvm, trace, ended, before):
    """One life of the app, in a function of its own (MicroPython scans a live frame's whole value stack: what
    this one held is not kept once it returns). before None: a new game, started by buttons, played to the first
    deal's end: returns the game there (the power goes off), else plays on; before a fingerprint text: Continue,
    checked, and the rest of the game. Returns (presses, (phase, deal, scores), biggest save, saves) at the end."""
    from appstub import play_game
    d, v = new_app(nvm, ended)
    if before is None:
        gc.collect()
        print("in_use=%d with the app at its main menu" % gc.mem_alloc())
    steps().choose(d, v, name, opp, trace, before)
    d.press(2)   # A: Start game, or Continue
    n = 0
    if before is not None:
        check(d, before)
    else:
        n = play_game(d, v, 8000, 1)             # the first deal
        COUNT[:] = [n, d.app.keep.biggest, d.app.keep.writes]
        if d.app.table.g.phase == "deal_over":
            return d.app.table.g
    before = None
    n += play_game(d, v, 20000)
    return (n + COUNT[0],) + steps().finish(name, opp, d.app, ended)


def play(name, opp, nvm, trace, part):
    ended = []     # (phase, deal, scores) at each deal's end
    if part == 2:
        before = steps().read_check(nvm)
        if before is None:
            return 0, None, 0, 0             # part 1 played the whole game
    else:
        g = life(name, opp, nvm, trace, ended, None)
        if type(g) is tuple:
            return g                         # the game ended with its first deal
        for m in [m for m in sys.modules if m not in BOOT]:   # power off: nothing kept but the nvm (and g)
            del sys.modules[m]
        gc.collect()
        before = steps().fingerprint(g)   # once the app is gone: the check is not its heap
        g = None
        gc.collect()
        if part == 1:                        # the process ends here: part 2 is a new one
            steps().write_check(nvm, before)
            return COUNT[0], None, COUNT[1], COUNT[2]
    return life(name, opp, nvm, trace, ended, before)


def main():
    name = "?"
    opp = -1
    try:
        name, opp, nvm, part, trace = steps().setup()
        result = play(name, opp, nvm, trace, part)
        steps().report(name, opp, part, trace, result)
    except Exception as e:  # noqa: BLE001 - report
        print("FAIL", name, opp, repr(e))
        if hasattr(sys, "print_exception"):
            sys.print_exception(e)
        print("0 passed, 1 failed")
