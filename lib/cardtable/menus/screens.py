"""The menus' side of the app: start-up, the main menu, a game's setup, preferences, statistics, rules pages and
the game menu. Functions of a cardtable.app.App, loaded while one of these screens is up (with cardtable.menus.menus;
at the main menu also keep and stats, which over the table load only when a choice needs them) and dropped when the
table is shown: a choice that opens the table is returned to the App as a key (see `press`), so that none of this
is held while the game loads or the computer thinks.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.resident import load
from cardtable.menus.menus import PREFS, OPPONENTS, PAGE, Menu, menu_press, page_press, option_items
from engine.rules.registry import ENTRIES, entry

CHANGE = "< >: change a value\nA: choose  B: back"   # the footer of a menu of values
_MENU = const(1)
_TEXT = const(2)
_STATS = const(5)
# the buttons (cardtable.device.buttons)
_B = const(1)
_A = const(2)
_START = const(4)
_SELECT = const(8)
_RIGHT = const(16)
_DOWN = const(32)
_UP = const(64)
_LEFT = const(128)


def keep():
    """cardtable.menus.keep (at the main menu, loaded with this module; over the table, only as a choice needs it)."""
    return load("cardtable.menus.keep")


def stats():
    """cardtable.menus.stats (as keep())."""
    return load("cardtable.menus.stats")


def start(app, prefs):
    """Read the store into the app (writing good saves over any damage at once)."""
    k = app.keep
    settings, problems = keep().load(k)
    app.opts = keep().default_options()
    if settings:
        app.prefs.update(settings[0])
        app.opp = settings[1]
        app.opts = settings[2]
    if prefs:
        app.prefs.update(prefs)
    k.settings = keep().settings_bytes(app.prefs, app.opp, app.opts)
    if problems:  # both slots when the store found damage
        for _ in range(2 if k.store.problem else 1):
            k.save()


def show_menu(app, menu):
    app.menu = menu
    app.screen = _MENU
    draw_menu(app)


def draw_menu(app):
    m = app.menu
    app.view.menu(m.title, m.lines(), m.sel, m.footer)


def press(app, code):
    """A button on a menu, text page or the statistics; a key for app.act when the table must act, or None."""
    s = app.screen
    if s == _STATS:
        if code == _LEFT or code == _UP:
            open_stats(app, app.stats_at - 1)
        elif code == _RIGHT or code == _DOWN or code == _A:
            open_stats(app, app.stats_at + 1)
        elif code == _B or code == _START or code == _SELECT:
            app.open_main()
        return None
    if s == _TEXT:
        r = page_press(app.page, code)
        if r == "back":
            return go_back(app)
        if r:
            draw_page(app)
        return None
    m = app.menu
    if m.kind == "game" and code == _START:   # START opens and closes the game menu
        return "resume"
    if m.kind == "number":
        return number_press(app, m, code)
    r = menu_press(m, code)
    if r == "draw":
        draw_menu(app)
        return None
    kind = m.kind
    if r == "pick":
        key = m.items[m.sel][0]
        if kind == "main":
            return pick_main(app, key)
        elif kind == "setup":
            return pick_setup(app, key)
        elif kind == "prefs":
            return close_prefs(app)
        elif kind == "game":
            return pick_game_menu(app, key)
        elif kind == "replace":
            return pick_replace(app, key)
    elif r == "back":
        if kind == "setup":
            app.open_main()
        elif kind == "replace":
            return pick_replace(app, "keep")
        elif kind == "prefs":
            return close_prefs(app)
        elif kind == "game":
            return "resume"
    return None


def go_back(app):
    """Leave a text page or the preferences for the screen they came from."""
    back = app.back
    if back == "setup":
        show_menu(app, app.back_menu)
        app.back_menu = None
    elif back == "game":
        open_game_menu(app)
    elif back == "main":
        app.open_main()
    else:
        return "resume"
    return None


# ----- the main menu -----
def open_main(app):
    items = []
    k = app.keep
    if k.saved:
        items.append(("continue", "Continue " + keep().game_title(k.saved), None))
    items.extend((e.name, e.title, None) for e in ENTRIES)
    items.append(("stats", "Statistics", None))
    items.append(("prefs", "Preferences", None))
    foot = "A: choose"
    volts = app.battery() if app.battery else None   # (read here, as the menu opens: not at every frame)
    if volts:
        foot = "A: choose     Battery %.1fV" % volts
    show_menu(app, Menu("Pocket card table", items, "main", k.notice + "\n" + foot if k.notice else foot))


def pick_main(app, key):
    app.keep.notice = ""
    if key == "prefs":
        open_prefs(app, "main")
    elif key == "stats":
        open_stats(app, app.stats_at)
    elif key == "continue":
        return key
    else:
        open_setup(app, key)
    return None


def open_setup(app, game):
    app.game_name = game
    e = entry(game)
    items = [("opp", "Play", OPPONENTS if e.players else OPPONENTS[-1:])]   # no computer player: pass and play
    items.extend(option_items(e))
    items.append(("deal", deal_label(app.deal_no), None))
    items.append(("rules", "Rules", None))
    items.append(("start", "Start game", None))
    m = Menu(e.title, items, "setup", CHANGE)
    m.vals[0] = app.opp if e.players else 0
    last = app.opts[game]
    for i in range(len(last)):
        m.vals[1 + i] = last[i]
    m.sel = len(items) - 1
    show_menu(app, m)


def deal_label(n):
    return "Deal no.: random" if n is None else "Deal no.: %d" % n


def pick_setup(app, key):
    if key == "deal":
        open_number(app)
    elif key == "rules":
        app.back_menu = app.menu
        open_rules(app, app.game_name, "setup")
    elif key == "start":
        if not app.keep.saved:
            return start_game(app)
        app.back_menu = app.menu   # a game is saved: starting another loses it, so ask first
        saved = keep().game_title(app.keep.saved)
        show_menu(app, Menu(saved + " is saved", (("keep", "Keep it", None), ("start", "Start anew, lose it", None)),
                            "replace", "A new game replaces it\nA: choose  B: back"))
    return None


def pick_replace(app, key):
    """Keep the saved game (back to the setup) or start the new one over it."""
    app.menu = app.back_menu
    app.back_menu = None
    if key == "start":
        return start_game(app)
    draw_menu(app)
    return None


# ----- the deal number (the same number deals the same cards on any table: engine.core.deals) -----
def open_number(app):
    """The editor of the next game's first deal number: five digits, from the one chosen last."""
    app.back_menu = app.menu
    m = Menu("Deal number", (("digit", "", None),) * 5, "number",
             "Up/Dn: digit  < >: move\nA: use it  B: random")
    n = app.deal_no or 0
    for i in range(4, -1, -1):
        m.vals[i] = n % 10
        n //= 10
    show_number(app, m)


def show_number(app, m):
    app.menu = m
    app.screen = _MENU
    app.view.menu(m.title, ["  " + "  ".join([str(v) for v in m.vals]), "  " + "   " * m.sel + "^"], -1, m.footer)


def number_press(app, m, code):
    """UP/DOWN change the digit at the cursor, LEFT/RIGHT move it; A takes the number, B leaves the deal to chance
    (back to the setup either way)."""
    if code == _UP or code == _DOWN:
        m.vals[m.sel] = (m.vals[m.sel] + (1 if code == _UP else 9)) % 10
    elif code == _LEFT or code == _RIGHT:
        m.sel = (m.sel + (1 if code == _RIGHT else 4)) % 5
    elif code == _A or code == _B:
        n = 0
        for v in m.vals:
            n = n * 10 + v
        app.deal_no = n if code == _A else None
        setup = app.back_menu
        app.back_menu = None
        for i in range(len(setup.items)):
            if setup.items[i][0] == "deal":
                setup.items[i] = ("deal", deal_label(app.deal_no), None)
        show_menu(app, setup)
        return None
    show_number(app, m)
    return None


# ----- preferences -----
def open_prefs(app, back):
    items = list(PREFS)
    items.append(("done", "Done", None))
    m = Menu("Preferences", items, "prefs", CHANGE)
    for i in range(len(PREFS)):
        m.vals[i] = app.prefs[PREFS[i][0]]
    app.back = back
    show_menu(app, m)


def close_prefs(app):
    m = app.menu
    changed = False
    for i in range(len(PREFS)):
        key = PREFS[i][0]
        changed = changed or app.prefs[key] != m.vals[i]
        app.prefs[key] = m.vals[i]
    app.view.configure(app.prefs)
    if not app.prefs["sound"] and app.sound is not None:
        app.sound.quiet()
    if changed:
        k = app.keep
        k.settings = keep().settings_bytes(app.prefs, app.opp, app.opts)
        if app.table:
            app.save_game(app.table)
        else:
            k.save()
    return go_back(app)


# ----- statistics -----
_LABELS = ("CPU easy", "CPU normal", "CPU hard", "P1 vs P2")
_WHOSE = ("", "", "", "P1 ")   # whose wins "Won" counts: yours against the computer, player 1's in pass and play


def stats_sheet(st, name, label):
    """(title, rows, footer) of one game's statistics (a stats.Stats): won and played per opponent, best."""
    rows = [("", "Won", "Played")]
    versus = stats().OPPONENTS
    for i in range(len(versus)):
        rows.append((_LABELS[i], _WHOSE[i] + str(st.won(name, versus[i])), str(st.played(name, versus[i]))))
    rows.append(("All", str(st.won(name)), str(st.played(name))))
    b = st.best(name)
    rows.append(("Best score", "-" if b is None else str(b), ""))
    return "Stats: " + label, rows, "Unfinished: not counted\n< >: game  B: back"


def open_stats(app, i):
    app.stats_at = i % len(ENTRIES)
    app.screen = _STATS
    e = ENTRIES[app.stats_at]
    app.view.sheet(*stats_sheet(stats().decode(app.keep.stats), e.name, e.title))


# ----- rules pages -----
def open_rules(app, game, back):
    lines = []
    for name in (game, "keys"):
        try:
            with open("%s/rules/%s.txt" % (app.assets, name)) as f:
                for line in f:
                    lines.append(line.rstrip())
        except OSError:
            lines.append("(no %s.txt)" % name)
    open_page(app, entry(game).title, lines, back)


def open_page(app, title, lines, back):
    """A text page of `lines`; B goes back to `back` (go_back)."""
    app.page = [title, lines, 0]
    app.back = back
    app.screen = _TEXT
    draw_page(app)


def draw_page(app):
    title, lines, top = app.page
    n = len(lines)
    app.view.text(title, lines[top:top + PAGE],
                  "%d/%d  B: back" % (min(top + PAGE, n), n) if n > PAGE else "B: back")


# ----- starting a game -----
def start_game(app):
    """Take the setup menu's choices; app.act("start") starts the game once this module's code has returned."""
    m = app.menu
    opts = {}
    o = entry(app.game_name).options
    for i in range(len(o)):
        opts[o[i][0]] = m.value(o[i][0])
        app.opts[app.game_name][i] = m.vals[1 + i]
    app.opp = OPPONENTS.index(m.value("opp"))
    app.keep.settings = keep().settings_bytes(app.prefs, app.opp, app.opts)
    app.start_opts = opts
    return "start"


# ----- the game menu -----
def _keyed(label, key):
    """A game menu line with the table's button for the same at its right: the menu is the table's key help."""
    return "%-15s%7s" % (label, key)


def open_game_menu(app):
    t = app.table
    items = [("resume", _keyed("Resume", "START"), None), ("hint", _keyed("Hint", "UP"), None),
             ("undo", _keyed("Undo", "B"), None), ("last", _keyed("Last trick", "SELECT"), None),
             ("sheet", _keyed("Score sheet", "DOWN"), None)]
    if t.entry.discards:
        items.append(("discards", _keyed("My discards", "SELECT"), None))
    items.append(("rules", "Rules", None))
    items.append(("prefs", "Preferences", None))
    items.append(("quit", "Save and quit" if app.keep.store else "Quit game", None))
    n = load("engine.core.deals").deal_number(t.g)   # (loaded at the table)
    show_menu(app, Menu("Game menu" if n is None else "Menu, deal no. %d" % n, items, "game"))


def pick_game_menu(app, key):
    if key == "rules":
        open_rules(app, app.table.name, "game")
    elif key == "prefs":
        open_prefs(app, None)
    elif key == "quit" and app.keep.store is None:   # nothing is kept (the simulator's --no-save): ask first, in a
        show_menu(app, Menu("Quit this game?", (("resume", "Keep playing", None), ("lose", "Quit, lose it", None)),
                            "game"))   # game menu of its own (B and START: back to the table)
    elif key == "quit" or key == "lose":
        app.save_game(app.table)
        app.open_main(True)
    else:
        return key
    return None
