"""The table's buttons: choosing and playing cards, choices, overlays, hint and undo (functions of a Table)."""
from cardtable.buttons import A, B, START, SELECT, RIGHT, DOWN, UP, LEFT
from cardtable.words import move_text

try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

_IDLE = const(0)
_HOLD = const(2)
_SWEEP = const(3)
_HANDOFF = const(5)
_OVER = const(6)


def press(t, code, now):
    st = t.state
    if code == START:
        t.app.open_game_menu()
        return
    if st == _HANDOFF:
        if code == A:
            t.state = _IDLE
            t.refresh()
        return
    if st == _OVER:
        if code == A:
            t.app.after_sheet(t)
        return
    if st == _HOLD or st == _SWEEP:
        if code == A:
            t.since = now - 10000
        return
    if t.overlay:
        t.overlay = 0
        t.refresh()
        return
    if code == SELECT:
        show_overlay(t, 1 if t.g.last_trick else 2)
    elif code == DOWN and t.phase != "meld":
        t.app.show_sheet(t, False)
    elif st != _IDLE or not t.turn:
        return
    elif code == LEFT or code == RIGHT:
        step(t, -1 if code == LEFT else 1)
    elif code == UP or code == DOWN:
        if t.phase == "meld":
            t.choice = (t.choice + (1 if code == DOWN else -1)) % len(t.options)
            t.refresh()
        else:
            do_hint(t)
    elif code == A:
        act(t, now)
    elif code == B:
        do_undo(t)


def step(t, d):
    if t.options and t.phase != "meld":
        t.choice = (t.choice + d) % len(t.options)
    elif t.hand:
        t.sel = (t.sel + d) % len(t.hand)
    t.refresh()


def act(t, now):
    if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
        t.apply(t.options[t.choice], now)
        return
    if not t.hand:
        return
    m = t.move_for(t.sel)
    if m < 0:
        t.msg = "You may not play that"
        t.refresh()
        return
    t.apply(m, now)


def show_overlay(t, which):
    if which == 2 and not t.v.get("discards"):
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
