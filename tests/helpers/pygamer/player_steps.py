"""The player's steps around the play (player.py): the setup of a short game or Continue at the main menu, the
power-off at the first deal's end, the game's end (the board then restarts code.py: part 3 finds the main menu
after it), the checks and the report; with `trace` the heap between presses. Loaded for the moment each is taken
and dropped, so that only the play stays in the heap."""
import gc
import sys

_A, _RIGHT, _DOWN, _UP = 2, 16, 32, 64


def lane_steps():
    """tests/helpers/lane_steps.py (the short setups, the fingerprint), loaded for the moment and dropped."""
    __import__("lane_steps")
    return sys.modules.pop("lane_steps")


def moment(p, app):
    """At the main menu, the game's first moment on the table, its end; with trace, any moment between presses."""
    t = app.table
    if t is None:
        if app.page is not None:   # a page over the main menu (the Python stack too small): where the game stopped
            print("page=%s|%s" % (app.page[0], "|".join(app.page[1])))
            fail(p, "a page over the main menu; the game is %s" % ("saved" if app.keep.saved else "not saved"))
        if p.opened:
            fail(p, "back at the main menu without a restart")
        return at_menu(p, app)
    if not p.opened:
        p.opened = True
        if p.part == 2:
            check(p, t.g)
    if p.trace:
        t = None
        gc.collect()
        free = gc.mem_free()
        p.least = free if p.least < 0 else min(p.least, free)
        p.most = max(p.most, gc.mem_alloc())
        p.trace = False   # the play's own choice, then back to tracing
        try:
            return p.choose(app)
        finally:
            p.trace = True
    return p.choose(app)


def at_menu(p, app):
    """The main menu (once: back at it, the game could not be opened) and the setup, by buttons."""
    menu = app.menu
    main = menu.title.startswith("Pocket")
    if main and p.keys_given:
        fail(p, "back at the main menu: %s" % (app.keep.notice or "the game did not open"))
    if p.part == 3:
        after_the_game(p, app)
    if p.part == 2:
        if menu.items[0][0] != "continue":
            fail(p, "no Continue at the main menu")
        p.keys_given = True
        return _A
    if menu.items[menu.sel][0] == "start":
        return _A
    if main:   # a short game's setup
        p.keys_given = True
        gc.collect()
        print("menu_free=%d menu_alloc=%d at the main menu" % (gc.mem_free(), gc.mem_alloc()))
        idx, line, right = lane_steps().short_setup(p.name)
        p.keys = [_DOWN] * idx + [_A, _DOWN] + [_RIGHT] * ((p.opp - 1) % 4) + [_DOWN] * line + [_RIGHT] * right
        return p.keys.pop(0)
    return _UP   # the setup: up to its Start game line


def deal_over(p, g):
    """A deal's score sheet: A, but at the first deal's end of part 1 the board is switched off (the deal is
    saved); at the game's end, A after the checks: the board restarts code.py."""
    if g.phase == "game_over":
        game_over(p, g)
        return _A
    if p.part == 1 and g.deal >= 1:
        f = open("/check.txt", "w")
        f.write(lane_steps().fingerprint(g))
        f.close()
        finish(p, "part 1, deal %d, scores %s" % (g.deal, g.scores))
    return _A


def check(p, g):
    f = open("/check.txt")
    before = f.read()
    f.close()
    if lane_steps().fingerprint(g) != before:
        fail(p, "Continue gave another game")


def game_over(p, g):
    """The game's last sheet: its save cleared; the report of this part (the restart ends it)."""
    if not p.ended or p.ended[-1][0] != "game_over" or p.app.keep.saved:
        fail(p, "the game did not end, or its save was not cleared: %s" % (p.ended,))
    report(p)
    print("ok %s opponent %d: %d deals, scores %s" % ((p.name, p.opp) + p.ended[-1][1:]))


def after_the_game(p, app):
    """Part 3, the main menu after the restart: no game to continue, the game's result in the statistics."""
    if app.menu.items[0][0] == "continue":
        fail(p, "the ended game is still saved")
    stats = sys.modules["cardtable.menus.stats"]   # (the main menu's)
    if stats.decode(app.keep.stats).played(p.name, stats.OPPONENTS[p.opp]) != 1:
        fail(p, "the statistics do not count the game")
    finish(p, "after the restart, the game counted")


def report(p):
    if p.least >= 0:   # (traced: set between presses)
        print("play_free=%d play_alloc=%d the least free and the most in use between presses" % (p.least, p.most))
        import micropython
        micropython.qstr_info()   # the interned names: pools of 20, 40, 80 ... entries, kept for good


def finish(p, what):
    report(p)
    print("ok %s opponent %d: %s" % (p.name, p.opp, what))
    print("1 passed, 0 failed")
    sys.exit(0)


def fail(p, why):
    print("FAIL %s opponent %d: %s" % (p.name, p.opp, why))
    print("0 passed, 1 failed")
    sys.exit(1)
