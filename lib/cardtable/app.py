"""The app's flow: menus (game, opponent, rule options, preferences, rules pages) and the table.

Pure logic: App consumes button codes (`press`) and time (`tick`) and tells a view what to show:
view.menu(title, lines, sel, footer), view.text(title, lines, footer), view.sheet(title, rows, footer),
view.table(table), view.busy(on), view.configure(prefs). The displayio view is cardtable.view;
tests use a stub. The engine's `games` module is passed in, so nothing here touches hardware.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.menus import GAMES, OPTIONS, PREFS, OPPONENTS, LEVELS, PAGE, Menu, menu_press, page_press
from cardtable.table import Table
from cardtable.sheets import sheet
_MENU = const(1)
_TEXT = const(2)
_SHEET = const(3)
_TABLE = const(4)
class App:
    """The whole app. view: a view object; games: engine.games; seed: the first game's shuffle seed."""

    def __init__(self, view, games, assets="/assets", seed=1, prefs=None, beep=None):
        self.view = view
        self.games = games
        self.assets = assets
        self.seed = seed
        self.prefs = {"auto": 1, "speed": 1, "four": 0, "sound": 0}
        if prefs:
            self.prefs.update(prefs)
        self.beep = beep
        self.table = None
        self.menu = None
        self.screen = 0
        self.page = None
        self.back = None
        self.game = GAMES[0][0]
        view.configure(self.prefs)
        self.open_main()

    # ----- screens -----
    def show_menu(self, menu):
        self.menu = menu
        self.screen = _MENU
        self.draw_menu()

    def draw_menu(self):
        m = self.menu
        self.view.menu(m.title, m.lines(), m.sel, m.footer)

    def open_main(self):
        self.table = None
        items = [(g, label, None) for g, label in GAMES]
        items.append(("prefs", "Preferences", None))
        self.show_menu(Menu("Pocket card table", items, self.pick_main, None, "A: choose"))

    def pick_main(self, key):
        if key == "prefs":
            self.open_prefs(self.open_main)
        else:
            self.open_setup(key)

    def open_setup(self, game):
        self.game = game
        items = [("opp", "Play", OPPONENTS)]
        items.extend(OPTIONS[game])
        items.append(("rules", "Rules", None))
        items.append(("start", "Start game", None))
        m = Menu(dict(GAMES)[game], items, self.pick_setup, self.open_main)
        m.vals[0] = 1
        m.sel = len(items) - 1
        self.show_menu(m)

    def pick_setup(self, key):
        if key == "rules":
            menu = self.menu
            self.open_rules(self.game, lambda: self.show_menu(menu))
        elif key == "start":
            self.start_game()

    def open_prefs(self, back):
        items = list(PREFS)
        items.append(("done", "Done", None))
        m = Menu("Preferences", items, lambda key: self.close_prefs(back), lambda: self.close_prefs(back))
        for i in range(len(PREFS)):
            m.vals[i] = self.prefs[PREFS[i][0]]
        self.show_menu(m)

    def close_prefs(self, back):
        m = self.menu
        for i in range(len(PREFS)):
            self.prefs[PREFS[i][0]] = m.vals[i]
        self.view.configure(self.prefs)
        back()

    def open_rules(self, game, back):
        lines = []
        for name in (game, "keys"):
            try:
                with open("%s/rules/%s.txt" % (self.assets, name)) as f:
                    for line in f:
                        lines.append(line.rstrip())
            except OSError:
                lines.append("(no %s.txt)" % name)
        self.page = [dict(GAMES)[game], lines, 0]
        self.back = back
        self.screen = _TEXT
        self.draw_page()

    def draw_page(self):
        title, lines, top = self.page
        n = len(lines)
        self.view.text(title, lines[top:top + PAGE],
                       "%d/%d  B: back" % (min(top + PAGE, n), n) if n > PAGE else "B: back")

    # ----- the game -----
    def start_game(self):
        m = self.menu
        opts = {}
        for key, label, ch in OPTIONS[self.game]:
            opts[key] = m.value(key)
        opp = m.vals[0]
        seats = [None, None] if opp == 3 else [None, LEVELS[opp]]
        self.seed += 1
        g = self.games.new_game(self.game, opts, 1, self.seed)
        self.table = None
        self.table = Table(self, self.game, g, seats)
        self.screen = _TABLE
        self.table.dirty = True

    def resume(self):
        self.screen = _TABLE
        t = self.table
        t.shown = 0
        t.dirty = True

    def open_game_menu(self):
        t = self.table
        items = [("resume", "Resume", None), ("hint", "Hint", None), ("undo", "Undo", None),
                 ("last", "Last trick", None), ("sheet", "Score sheet", None)]
        if t.name == "spades":
            items.append(("discards", "My discards", None))
        items.append(("rules", "Rules", None))
        items.append(("prefs", "Preferences", None))
        items.append(("quit", "Quit game", None))
        self.show_menu(Menu("Game menu", items, self.pick_game_menu, self.resume))

    def pick_game_menu(self, key):
        t = self.table
        if key == "rules":
            self.open_rules(t.name, self.open_game_menu)
            return
        if key == "prefs":
            self.open_prefs(self.resume)
            return
        if key == "quit":
            self.open_main()
            return
        if key == "sheet":
            self.show_sheet(t, False)
            return
        self.resume()
        if t.state == 0 and t.turn:
            if key == "hint":
                t.do_hint()
            elif key == "undo":
                t.do_undo()
        if key == "last" and t.g.last_trick:
            t.show_overlay(1)
        elif key == "discards":
            t.show_overlay(2)

    def show_sheet(self, t, final):
        title, rows, foot = sheet(t.g, t.names, t.me)
        self.view.sheet(title, rows, foot)
        if not final:
            self.screen = _SHEET

    def game_ended(self, t):
        """Hook at the end of each deal (statistics and saves can be recorded here)."""
        pass

    def after_sheet(self, t):
        g = t.g
        if g.phase == "game_over":
            self.open_main()
            return
        g.next_deal()
        t.state = 0
        t.lead = -1
        t.msg = "Deal %d" % g.deal
        t.shown = 0
        t.refresh()

    # ----- input and time -----
    def press(self, code, now=0):
        s = self.screen
        if s == _TABLE:
            self.table.press(code, now)
        elif s == _MENU:
            menu_press(self, code)
        elif s == _TEXT:
            page_press(self, code)
        elif s == _SHEET:
            self.resume()
    def tick(self, now):
        if self.screen == _TABLE:
            self.table.tick(now)

    def idle(self):
        """True when nothing will happen until a button is pressed (tests run the clock until then)."""
        t = self.table
        if self.screen != _TABLE:
            return True
        return t.state in (0, 5, 6) and (t.turn or t.state != 0) and not t.dirty
