"""Menus and text pages: the menu tables (games, opponents, rule options, preferences) and their buttons."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.buttons import A, B, START, SELECT, RIGHT, DOWN, UP, LEFT

PAGE = const(8)   # lines on a text page

GAMES = (("double_emperor", "Double Emperor"), ("spades", "Spades"),
         ("pinochle", "Pinochle"), ("maniller", "Maniller"))
OPPONENTS = ("CPU easy", "CPU normal", "CPU hard", "Pass and play")
LEVELS = ("easy", "normal", "hard")
# each game's rule options (PROTOCOL.md names), first value the default
OPTIONS = {
    "double_emperor": (("target", "Target", (100, 50, 150, 200)),),
    "spades": (("target", "Target", (300, 200, 500, 100)), ("nil_bags", "Nil bags", (False, True))),
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


def menu_press(app, code):
    m = app.menu
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
    app.draw_menu()


def page_press(app, code):
    p = app.page
    n = len(p[1])
    if code == DOWN or code == RIGHT or code == A:
        if p[2] + PAGE >= n and code == A:
            app.back()
            return
        p[2] = min(p[2] + (1 if code == DOWN else PAGE), max(0, n - PAGE))
    elif code == UP or code == LEFT:
        p[2] = max(0, p[2] - (1 if code == UP else PAGE))
    elif code == B or code == START or code == SELECT:
        app.back()
        return
    app.draw_page()
