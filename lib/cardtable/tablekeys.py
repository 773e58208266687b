"""The table's buttons: choosing and playing cards, choices, overlays, hint and undo (functions of a Table), and
what the game menu asks of the table."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.app import use
from cardtable.words import move_text

# the buttons (cardtable.buttons)
_B = const(1)
_A = const(2)
_START = const(4)
_SELECT = const(8)
_RIGHT = const(16)
_DOWN = const(32)
_UP = const(64)
_LEFT = const(128)

_IDLE = const(0)
_HOLD = const(2)
_SWEEP = const(3)
_HANDOFF = const(5)
_OVER = const(6)


def press(t, code, now):
    st = t.state
    if code == _START:
        t.app.open_game_menu()
        return
    if st == _HANDOFF:
        if code == _A:
            t.state = _IDLE
            t.refresh()
        return
    if st == _OVER:
        if code == _A:
            use("cardtable.flow").after_sheet(t)
        return
    if st == _HOLD or st == _SWEEP:
        if code == _A:
            t.since = now - 10000
        return
    if t.overlay:
        t.overlay = 0
        t.refresh()
        return
    if code == _SELECT:
        show_overlay(t, 1 if t.g.last_trick else 2)
    elif code == _DOWN and t.phase != "meld":
        use("cardtable.flow").show_sheet(t, False)
    elif st != _IDLE or not t.turn:
        return
    elif code == _LEFT or code == _RIGHT:
        step(t, -1 if code == _LEFT else 1)
    elif code == _UP or code == _DOWN:
        if t.phase == "meld":
            t.choice = (t.choice + (1 if code == _DOWN else -1)) % len(t.options)
            t.refresh()
        else:
            do_hint(t)
    elif code == _A:
        act(t, now)
    elif code == _B:
        do_undo(t)


def step(t, d):
    if t.options and t.phase != "meld":
        t.choice = (t.choice + d) % len(t.options)
    elif t.hand:
        t.sel = (t.sel + d) % len(t.hand)
    t.refresh()


def act(t, now):
    if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
        use("cardtable.flow").apply(t, t.options[t.choice], now)
        return
    if not t.hand:
        return
    m = t.move_for(t.sel)
    if m < 0:
        t.msg = "You may not play that"
        t.refresh()
        return
    use("cardtable.flow").apply(t, m, now)


def from_menu(app, key):
    """The game menu's "resume", "hint", "undo", "last", "discards" or "sheet" (cardtable.app.App.act)."""
    t = app.table
    if key == "sheet":
        use("cardtable.flow").show_sheet(t, False)
        return
    app.resume()
    if t.state == _IDLE and t.turn:
        if key == "hint":
            do_hint(t)
        elif key == "undo":
            do_undo(t)
    if key == "last" and t.g.last_trick:
        show_overlay(t, 1)
    elif key == "discards":
        show_overlay(t, 2)


def show_overlay(t, which):
    if which == 2 and not t.discards:
        return
    t.overlay = which
    t.msg = "Last trick" if which == 1 else "Your discards"
    t.refresh()


def do_hint(t):
    if t.seats[t.me] is not None:
        return
    m = t.computer_move(t.me, "normal")
    t.hint = m
    if m in t.options:
        t.choice = t.options.index(m)
    else:
        for i in range(len(t.hand)):
            if t.move_for(i) == m:
                t.sel = i
                if t.options:
                    t.choice = 0
                break
    t.msg = "Hint: " + move_text(t, m)
    t.refresh()


def do_undo(t):
    """Take back the human's last move and the computer's answers (never past a revealed card)."""
    g = t.g
    if t.pnp:
        t.msg = "No undo in pass and play"
    elif not g.can_undo():
        t.msg = "Nothing to undo"
    else:
        g.undo()
        while g.to_move != t.me and g.can_undo():
            g.undo()
        t.msg = "Undone" if g.to_move == t.me else "Undone as far as possible"
        t.lead = -1
    t.refresh()
