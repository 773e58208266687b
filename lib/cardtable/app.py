"""The app's flow: menus (game, opponent, rule options, preferences, rules pages) and the table.

Pure logic: App consumes button codes (`press`) and time (`tick`) and tells a view what to show:
view.menu(title, lines, sel, footer), view.text(title, lines, footer), view.sheet(title, rows, footer),
view.table(table), view.busy(on), view.configure(prefs). The displayio view is cardtable.view;
tests use a stub. The engine's `games` module is passed in, so nothing here touches hardware.
"""
try:
    from micropython import const
except ImportError:
    def const(x):
        return x

from cardtable.buttons import A, B, START, SELECT, RIGHT, DOWN, UP, LEFT

_MENU = const(1)
_TEXT = const(2)
_SHEET = const(3)
_TABLE = const(4)
_PAGE = const(8)   # lines on a text page

GAMES = (("double_emperor", "Double Emperor"), ("spades", "Spades"),
         ("pinochle", "Pinochle"), ("maniller", "Maniller"))
OPPONENTS = ("CPU easy", "CPU normal", "CPU hard", "Pass and play")
LEVELS = ("easy", "normal", "hard")
# each game's rule options (PROTOCOL.md names), first value the default
OPTIONS = {
    "double_emperor": (("target", "Target", (100, 50, 150, 200)),),
    "spades": (("target", "Target", (300, 200, 500)), ("nil_bags", "Nil bags", (False, True))),
    "pinochle": (("target", "Target", (1200, 1000, 1500)), ("must_win", "Must win", ("always", "trumps")),
                 ("counting", "Count", ("11-10-4-3-2", "10-10-5-5", "aces-tens-kings"))),
    "maniller": (("target", "Target", (50, 30, 100)), ("deals", "Deals", (None, 3, 5, 10))),
}
PREFS = (("auto", "Auto play one", ("Off", "On")), ("speed", "Speed", ("Slow", "Normal", "Fast")),
         ("four", "Suit colours", ("Two", "Four")), ("sound", "Sound", ("Off", "On")))


def shown(v):
    if v is None:
        return "to target"
    if v is True:
        return "On"
    if v is False:
        return "Off"
    return str(v)


class Menu:
    """A list of items: (key, label, choices or None); choices are cycled with LEFT/RIGHT."""

    def __init__(self, title, items, on_pick, on_back, footer="A: choose  B: back"):
        self.title = title
        self.items = items
        self.vals = [0] * len(items)
        self.sel = 0
        self.on_pick = on_pick
        self.on_back = on_back
        self.footer = footer

    def lines(self):
        out = []
        for i in range(len(self.items)):
            key, label, ch = self.items[i]
            if ch is None:
                out.append(label)
            else:
                v = ch[self.vals[i]]
                out.append("%s: %s" % (label, v if type(v) is str else shown(v)))
        return out

    def value(self, key):
        for i in range(len(self.items)):
            if self.items[i][0] == key:
                return self.items[i][2][self.vals[i]]
        return None


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
        try:
            with open("%s/rules/%s.txt" % (self.assets, game)) as f:
                for line in f:
                    lines.append(line.rstrip())
        except OSError:
            lines.append("(rules file missing)")
        self.page = [dict(GAMES)[game], lines, 0]
        self.back = back
        self.screen = _TEXT
        self.draw_page()

    def draw_page(self):
        title, lines, top = self.page
        n = len(lines)
        self.view.text(title, lines[top:top + _PAGE],
                       "%d/%d  B: back" % (min(top + _PAGE, n), n) if n > _PAGE else "B: back")

    # ----- the game -----
    def start_game(self):
        from cardtable.table import Table
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
        from cardtable.sheets import sheet
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
            self.menu_press(code)
        elif s == _TEXT:
            self.page_press(code)
        elif s == _SHEET:
            self.resume()

    def menu_press(self, code):
        m = self.menu
        n = len(m.items)
        if code == UP or code == DOWN:
            m.sel = (m.sel + (1 if code == DOWN else -1)) % n
        elif code == LEFT or code == RIGHT:
            ch = m.items[m.sel][2]
            if ch is None:
                return
            m.vals[m.sel] = (m.vals[m.sel] + (1 if code == RIGHT else -1)) % len(ch)
        elif code == A or code == START:
            ch = m.items[m.sel][2]
            if ch is not None:
                m.vals[m.sel] = (m.vals[m.sel] + 1) % len(ch)
            else:
                m.on_pick(m.items[m.sel][0])
                return
        elif code == B or code == SELECT:
            if m.on_back is not None:
                m.on_back()
            return
        else:
            return
        self.draw_menu()

    def page_press(self, code):
        p = self.page
        n = len(p[1])
        if code == DOWN or code == RIGHT or code == A:
            if p[2] + _PAGE >= n and code == A:
                self.back()
                return
            p[2] = min(p[2] + (1 if code == DOWN else _PAGE), max(0, n - _PAGE))
        elif code == UP or code == LEFT:
            p[2] = max(0, p[2] - (1 if code == UP else _PAGE))
        elif code == B or code == START or code == SELECT:
            self.back()
            return
        self.draw_page()

    def tick(self, now):
        if self.screen == _TABLE:
            self.table.tick(now)

    def idle(self):
        """True when nothing will happen until a button is pressed (tests run the clock until then)."""
        t = self.table
        if self.screen != _TABLE:
            return True
        return t.state in (0, 5, 6) and (t.turn or t.state != 0) and not t.dirty
