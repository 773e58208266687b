"""Menus and text pages: the menu tables (opponents, preferences; the games and their options are engine.rules.registry's)
and their buttons.

Loaded with cardtable.menus.screens while a menu is up (see cardtable.app).
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

# the buttons (cardtable.device.buttons)
_B = const(1)
_A = const(2)
_START = const(4)
_SELECT = const(8)
_RIGHT = const(16)
_DOWN = const(32)
_UP = const(64)
_LEFT = const(128)

PAGE = const(8)   # lines on a text page

OPPONENTS = ("CPU easy", "CPU normal", "CPU hard", "Pass and play")
PREFS = (("auto", "Auto play one", ("Off", "On")), ("speed", "Speed", ("Slow", "Normal", "Fast")),
         ("four", "Suit colours", ("Two", "Four")), ("sound", "Sound", ("Off", "On")),
         ("dim", "Dim screen", ("30 s", "1 min", "2 min", "5 min", "Never")))   # (after, cardtable.app.DIM_MS)


def option_items(game):
    """The setup menu's lines of a game's rule options (engine.rules.registry entry): (key, label, choices)."""
    return [(o[0], o[1], o[3]) for o in game.options]


def shown(v):
    if v is None:
        return "to target"
    if v is True:
        return "On"
    if v is False:
        return "Off"
    return str(v)


class Menu:
    """A list of items: (key, label, choices or None, ...); choices are cycled with LEFT/RIGHT. `kind` says which
    menu it is (cardtable.menus.screens acts on it)."""

    def __init__(self, title, items, kind, footer="A: choose  B: back"):
        self.title = title
        self.items = items
        self.vals = [0] * len(items)
        self.sel = 0
        self.kind = kind
        self.footer = footer

    def lines(self):
        out = []
        for i in range(len(self.items)):
            label = self.items[i][1]
            ch = self.items[i][2]
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


def menu_press(m, code):
    """A button on menu m: "pick" (an item without choices chosen: m.sel), "back", "draw" (m changed) or None."""
    n = len(m.items)
    if code == _UP or code == _DOWN:
        m.sel = (m.sel + (1 if code == _DOWN else -1)) % n
    elif code == _LEFT or code == _RIGHT:
        ch = m.items[m.sel][2]
        if ch is None:
            return None
        m.vals[m.sel] = (m.vals[m.sel] + (1 if code == _RIGHT else -1)) % len(ch)
    elif code == _A or code == _START:
        ch = m.items[m.sel][2]
        if ch is None:
            return "pick"
        m.vals[m.sel] = (m.vals[m.sel] + 1) % len(ch)
    elif code == _B or code == _SELECT:
        return "back"
    else:
        return None
    return "draw"


def page_press(p, code):
    """A button on text page p ([title, lines, top]): "back", "draw" (scrolled) or None."""
    n = len(p[1])
    if code == _DOWN or code == _RIGHT or code == _A:
        if p[2] + PAGE >= n and code == _A:
            return "back"
        p[2] = min(p[2] + (1 if code == _DOWN else PAGE), max(0, n - PAGE))
    elif code == _UP or code == _LEFT:
        p[2] = max(0, p[2] - (1 if code == _UP else PAGE))
    elif code == _B or code == _START or code == _SELECT:
        return "back"
    else:
        return None
    return "draw"
