"""MicroPython lane: whole games through the app's logic with a stub view, saving to an nvm stub.

    micropython -X heapsize=NK tests/mp_play.py [GAME [OPPONENT]] [imports]   (from the repository root)

OPPONENT is a menus.OPPONENTS index: 0..2 the computer's levels, 3 pass and play (default: every game, once
against the computer at 'normal' and Double Emperor also in pass and play). Each game is started by buttons with
a short rule option, played to its end with saves into a bytearray of 8 KB standing in for
microcontroller.nvm (as on the device, at each trick and phase end); at the first end of a deal the app is
dropped ("power off"), a new one is built on the same bytes and Continue must give the same game state.
With `imports` it stops after the imports. Prints the heap in use after the imports, each game's result and the biggest save, then
'N passed, N failed'.
"""
import sys

sys.path.insert(0, "tests")
sys.path.insert(0, "lib")
sys.path.insert(0, ".")

import gc  # noqa: E402

NAMES = ("double_emperor", "spades", "pinochle", "maniller")
# per game: (menu index, the option line and RIGHT presses for a short game)
SHORT = {"double_emperor": (0, 1, 0), "spades": (1, 1, 3), "pinochle": (2, 1, 1), "maniller": (3, 2, 1)}


def exists(path):
    try:
        open(path).close()
        return True
    except OSError:
        return False


def load(names):
    # Compiling from source needs far more heap for a moment than a module keeps: the biggest first, one at
    # a time, collecting in between (the device runs .mpy files, or compiles with more heap free).
    for n in names:
        gc.collect()
        try:
            __import__(n)
        except ImportError as e:
            if not n.startswith("engine.players_"):
                raise
            print("(no %s: %r)" % (n, e))


def play(name, opp, K, App, Store, StubView, Driver, play_game, games):
    nvm = bytearray(b"\xff" * 8192)
    v = StubView()
    app = App(v, games, "assets", seed=7, prefs={"speed": 2}, store=Store(nvm))
    d = Driver(app)
    idx, line, right = SHORT[name]
    d.press(*([K.DOWN] * idx))
    d.press(K.A, K.DOWN)                     # wrap to the opponent line
    d.press(*([K.RIGHT] * ((opp - 1) % 4)))
    d.press(*([K.DOWN] * line))
    d.press(*([K.RIGHT] * right))
    d.press(K.UP)
    while app.menu.items[app.menu.sel][0] != "start":
        d.press(K.UP)
    d.press(K.A)
    g = app.table.g
    n = play_game(d, v, 8000, 1)             # the first deal
    if g.phase == "deal_over":
        before = (g.state(), g.view(0), g.view(1))
        g = app = d = None                   # power off
        gc.collect()
        v = StubView()
        app = App(v, games, "assets", seed=7, prefs={"speed": 2}, store=Store(nvm))
        d = Driver(app)
        if not v.lines[0].startswith("Continue"):
            raise AssertionError("no Continue: %r" % (v.lines,))
        d.press(K.A)
        g = app.table.g
        if (g.state(), g.view(0), g.view(1)) != before:
            raise AssertionError("resumed a different game")
        before = None
        n += play_game(d, v, 20000)
    if g.phase != "game_over":
        raise AssertionError("the game did not end")
    st = app.keep.stats
    key = ("easy", "normal", "hard", "pass_and_play")[opp]
    if st.played(name, key) != 1 or app.keep.game:
        raise AssertionError("statistics or save not updated")
    return n, g, app.keep.biggest, app.keep.writes


def main():
    args = sys.argv[1:]
    imports_only = args[-1:] == ["imports"]
    if imports_only:
        args = args[:-1]
    if args:
        cases = [(args[0], int(args[1]) if len(args) > 1 else 1)]
    else:
        cases = [(nm, 1) for nm in NAMES if exists("engine/%s.py" % nm)]
        cases.append(("double_emperor", 3))
    # the device's order: the app at start-up, then a game's module, its record and the players when used
    need = ["cardtable.buttons", "cardtable.words", "cardtable.tablekeys", "cardtable.table", "cardtable.sheets",
            "cardtable.menus", "cardtable.save", "cardtable.stats", "cardtable.keep", "cardtable.app", "appstub"]
    if [c for c in cases if c[1] < 3]:
        need.append("engine.players")
    for nm, opp in cases:
        if opp < 3:
            need.append("engine.players_" + ("spades" if nm == "spades" else "tricks" if nm != "pinochle"
                                             else "pinochle"))
    need.extend(["engine.record", "engine.games"])
    for nm, opp in cases:
        need.append("engine." + nm)
    load(need)
    gc.collect()
    print("in_use=%d after importing what %s needs" % (gc.mem_alloc(), " and ".join(c[0] for c in cases)))
    if imports_only:
        print("1 passed, 0 failed")
        return
    from cardtable.app import App
    from cardtable import buttons as K
    from cardtable.save import Store
    from appstub import StubView, Driver, play_game
    from engine import games
    passed = failed = 0
    for nm, opp in cases:
        try:
            n, g, biggest, writes = play(nm, opp, K, App, Store, StubView, Driver, play_game, games)
            gc.collect()
            print("ok %s opponent %d: %d deals, scores %s, %d presses, %d saves, biggest save %d bytes, "
                  "in use after %d" % (nm, opp, g.deal, g.scores, n, writes, biggest, gc.mem_alloc()))
            passed += 1
        except Exception as e:  # noqa: BLE001 - report and go on
            failed += 1
            print("FAIL", nm, opp, repr(e))
            if hasattr(sys, "print_exception"):
                sys.print_exception(e)
        gc.collect()
    print("%d passed, %d failed" % (passed, failed))


main()
