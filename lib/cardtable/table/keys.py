"""The table's buttons: choosing and playing cards, choices, overlays, hint and undo (functions of a Table), and
what the game menu asks of the table."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.app import use
from cardtable.table.words import move_text

# the buttons (cardtable.device.buttons)
_B = const(1)
_A = const(2)
_START = const(4)
_SELECT = const(8)
_RIGHT = const(16)
_DOWN = const(32)
_UP = const(64)
_LEFT = const(128)

_KEEP = const(128)   # engine.core.moves

_IDLE = const(0)
_THINK = const(1)
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
            use("cardtable.table.flow").after_sheet(t)
        return
    if t.overlay:
        t.overlay = 0
        t.refresh()
        return
    if code == _B:
        do_undo(t)
    elif (st == _HOLD or st == _SWEEP) and code == _A:   # the trick on show: swept at once
        t.since = now - 10000
    elif code == _SELECT:
        show_overlay(t, 1 if t.g.last_trick else 2)
    elif code == _DOWN and t.phase != "meld":
        use("cardtable.table.flow").show_sheet(t, False)
    elif (code == _LEFT or code == _RIGHT) and (t.options or t.cards_turn and t.hand):
        step(t, -1 if code == _LEFT else 1)   # (also while the computer moves)
    elif not t.turn:   # the computer to move: A chooses a card ahead
        if code == _A and t.cards_turn and t.hand and not t.pnp:
            t.queued = use("cardtable.table.layout").card_move(t, t.sel)
            t.msg = "Next: " + move_text(t, t.queued)
            t.refresh()
    elif st != _IDLE:
        return
    elif code == _UP or code == _DOWN:
        if t.phase == "meld":
            t.choice = (t.choice + (1 if code == _DOWN else -1)) % len(t.options)
            t.refresh()
        else:
            do_hint(t)
    elif code == _A:
        act(t, now)


def step(t, d):
    if t.queued >= 0:   # the cursor moved off a card chosen ahead: not played
        t.queued = -1
        t.msg = ""
    if t.options and t.phase != "meld":
        t.choice = (t.choice + d) % len(t.options)
    elif t.hand:
        t.sel = (t.sel + d) % len(t.hand)
    t.refresh()


def act(t, now):
    if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
        use("cardtable.table.flow").apply(t, t.options[t.choice], now)
        return
    if not t.hand:
        return
    m = t.move_for(t.sel)
    if m < 0:
        t.msg = "You may not play that"
        t.refresh()
        return
    use("cardtable.table.flow").apply(t, m, now)


def from_menu(app, key):
    """The game menu's "resume", "hint", "undo", "last", "discards" or "sheet" (cardtable.app.App.act)."""
    t = app.table
    if key == "sheet":
        use("cardtable.table.flow").show_sheet(t, False)
        return
    app.resume()
    if key == "undo":
        do_undo(t)
    elif key == "hint":
        if t.state == _IDLE and t.turn:
            do_hint(t)
        else:
            t.msg = "Hint: at your turn"
            t.refresh()
    elif key == "last" and t.g.last_trick:
        show_overlay(t, 1)
    elif key == "discards":
        show_overlay(t, 2)


def show_overlay(t, which):
    if which == 2 and not t.discards:
        return
    t.overlay = which
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


def forced(t):
    """Is the human's turn now a card Auto Play One plays by itself (no decision of theirs)?"""
    g = t.g
    if not t.app.prefs["auto"] or g.phase != "play":
        return False
    legal = g.legal()
    return len(legal) == 1 and legal[0] < _KEEP


def do_undo(t):
    """Take the table back to the human's last decision, past the computer's replies and the cards Auto Play One
    played, in any state of the table (the computer's pause, a trick on show): never past a card turned up nor
    into another deal (the engine refuses those), and when no decision is within reach, nothing changes."""
    g = t.g
    if t.pnp:
        t.msg = "No undo in pass and play"
        t.refresh()
        return
    undone = []
    tricks = g.tricks[0] + g.tricks[1]
    while g.can_undo():
        undone.append(g.moves[len(g.moves) - 1])
        g.undo()
        if g.to_move == t.me and not forced(t):
            break
    else:   # no decision of the human's to go back to: the moves are made again, as they were
        i = len(undone)
        while i > 0:
            i -= 1
            g.move(undone[i])
        t.msg = "Nothing to undo"
        t.refresh()
        return
    if t.state == _THINK:
        t.view.busy(False)
    t.state = _IDLE
    t.reply = -1
    t.wait = 0
    t.queued = -1
    t.sweep_to = -1
    t.lead = -1
    t.hint = -1
    t.msg = "Undone"
    t.refresh()
    if tricks != g.tricks[0] + g.tricks[1]:   # a trick taken back: the save (made at its end) follows the table
        t.app.save_game(t)
