"""A view that draws nothing and records what it was asked to show, and a clock for driving the app.

Used by the CPython tests (tests/test_app_*.py) and, unchanged, by the device lane (tests/helpers/mp_play.py).
"""
from tools.drive import Driver  # noqa: F401 - the tests import it from here

_A = 2        # cardtable.device.buttons.A and RIGHT (not imported: the device lane counts every module)
_RIGHT = 16
_LEFT = 128


class StubView:
    def __init__(self):
        self.calls = 0
        self.kind = None
        self.title = None
        self.lines = []
        self.sel = 0
        self.rows = []
        self.footer = ""
        self.busy_on = False
        self.prefs = None
        self.seen = {}
        self.tables = 0
        self.dimmed = False

    def _saw(self, kind):
        self.calls += 1
        self.kind = kind
        self.seen[kind] = self.seen.get(kind, 0) + 1

    def configure(self, prefs):
        self.prefs = prefs

    def menu(self, title, lines, sel, footer):
        self._saw("menu")
        self.title, self.lines, self.sel, self.footer = title, lines, sel, footer

    def text(self, title, lines, footer):
        self._saw("text")
        self.title, self.lines, self.footer = title, lines, footer

    def sheet(self, title, rows, footer):
        self._saw("sheet")
        self.title, self.rows, self.footer = title, rows, footer

    def table(self, t):
        self._saw("table")
        self.title = None
        # read everything a real view reads, so a missing attribute fails here too (neither the table nor what
        # was read is kept: the real view keeps neither)
        read = (t.score_text, t.info, t.trump, t.stock, t.trump_card, t.hand, t.table_from, t.playable, t.marked,
                t.sel, t.opp_face, t.opp_backs, t.opp_tint, t.center, t.center_owner, t.sweep_to, t.state, t.prompt(),
                t.turn, t.cards_turn)
        del read

    def busy(self, on):
        self.busy_on = on

    def dim(self, on):
        self.dimmed = on


class StubSound:
    """A sound object (cardtable.device.sound's interface) that records what it was asked to play."""

    def __init__(self):
        self.played = []
        self.quiets = 0

    def play(self, kind, now):
        self.played.append(kind)

    def tick(self, now):
        pass

    def quiet(self):
        self.quiets += 1


def human_step(d, view):
    """Make one sensible human action by buttons at whatever screen is up; False if there is none."""
    app = d.app
    t = app.table
    if t is None:
        return False
    if view.kind == "sheet" or view.kind == "text":
        t = None   # A may end the game: nothing here may hold it then (the device lane counts the heap)
        d.press(_A)
        return True
    if view.kind != "table" or not t.turn:
        return False
    if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
        if t.phase == "bid":   # the aces and kings, and the spades past three (the bid turn starts on 3)
            bid = max(1, len([c for c in t.hand if c & 15 >= 13]) + max(0, len([c for c in t.hand if c < 16]) - 3))
            d.press(*([_RIGHT] * (bid - 3) if bid > 3 else [_LEFT] * (3 - bid)))
        d.press(_A)
        return True
    for _ in range(len(t.hand)):
        if t.playable[t.sel]:
            break
        d.press(_RIGHT)
    d.press(_A)
    return True


def play_game(d, view, steps=3000, deals=0):
    """Press buttons until the app is back at the main menu (or, with deals=N, until the score sheet
    of deal N is up); returns the number of presses."""
    for i in range(steps):
        t = d.app.table
        if t is None:
            return i
        if deals and view.kind == "sheet" and t.g.deal >= deals and t.state == 6:
            return i
        t = None
        if not human_step(d, view):
            raise AssertionError("stuck: %s %s" % (view.kind, view.title))
    raise AssertionError("game did not end in %d steps" % steps)
