"""The device lane's steps around the play (tests/helpers/lane.py): the arguments, the app built and the game chosen
or Continue checked by buttons, the checks, the report. Loaded for the moment each is taken (lane.steps) and dropped: while
the game is played only the lane's loop is in the heap, as the device's cardtable.device.run is.
"""
import gc
import sys

# per game: the option line and RIGHT presses for a short game (the lowest target, Maniller 3 deals); a game not
# listed (the tests' toy game) is played with its defaults
SHORT = {"double_emperor": (1, 0), "spades": (1, 2), "pinochle": (1, 2), "maniller": (2, 1)}
_A = 2
_UP = 64
_DOWN = 32
_RIGHT = 16


def short_setup(name):
    """(the game's line in the main menu: its registry number, the option line, RIGHT presses) of a short game."""
    from engine.rules.registry import entry
    return (entry(name).number,) + SHORT.get(name, (1, 0))


def setup():
    """(name, opp, nvm, part, trace) from the command line (tests/helpers/mp_play.py's docstring)."""
    from lane import Nvm, Trace
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
    return name, opp, nvm, part[0], Trace() if "trace" in sys.argv[1:] else None


def choose(d, v, name, opp, trace, before):
    """At the main menu: before None, the setup of a new game chosen by buttons and its Start game line selected,
    else the Continue line checked; the lane then presses A (this module's code is not loaded while the game
    opens)."""
    app = d.app
    if before is None:
        idx, line, right = short_setup(name)
        d.press(*([_DOWN] * idx))
        d.press(_A, _DOWN)                     # wrap to the opponent line
        d.press(*([_RIGHT] * ((opp - 1) % 4)))
        d.press(*([_DOWN] * line))
        d.press(*([_RIGHT] * right))
        d.press(_UP)
        while app.menu.items[app.menu.sel][0] != "start":
            d.press(_UP)
    elif not v.lines[0].startswith("Continue"):
        raise AssertionError("no Continue: %r" % (v.lines,))
    d.after = trace


def check(g, before):
    """Continue gave the game part 1 left (its fingerprint `before`)."""
    if fingerprint(g) != before:
        raise AssertionError("resumed a different game")


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


def read_check(nvm):
    """The fingerprint part 1 left beside the nvm file, or None: part 1 played the whole game."""
    try:
        f = open(nvm.path + ".check")
    except OSError:
        return None
    before = f.read()
    f.close()
    return before


def write_check(nvm, before):
    f = open(nvm.path + ".check", "w")
    f.write(before)
    f.close()


def finish(name, opp, app, ended):
    """The game's end checked: (last deal's (phase, deal, scores), biggest save, saves)."""
    if not ended or ended[-1][0] != "game_over":
        raise AssertionError("the game did not end")
    from cardtable.menus.stats import decode
    key = ("easy", "normal", "hard", "pass_and_play")[opp]
    if decode(app.keep.stats).played(name, key) != 1 or app.keep.saved:
        raise AssertionError("statistics or save not updated")
    return ended[-1], app.keep.biggest, app.keep.writes


def report(name, opp, part, trace, result):
    n, end, biggest, writes = result
    gc.collect()
    print("ok %s opponent %d: %s, %d presses, %d saves, biggest save %d bytes, in use after %d"
          % (name, opp, "part %d" % part if end is None else "%d deals, scores %s" % end[1:],
             n, writes, biggest, gc.mem_alloc()))
    if trace:
        print("in_play=%d most in use between presses" % trace.most)
        import micropython
        micropython.qstr_info()   # the interned names: pools of 20, 40, 80 ... entries, kept for good
    print("1 passed, 0 failed")
