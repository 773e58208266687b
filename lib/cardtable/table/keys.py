"""The table's buttons: choosing and playing cards, choices, overlays, hint and undo, and what the game menu asks
of the table (cardtable.table.table.Table's methods, a mix-in); and undo's rule (undo_turn), which the terminal
table asks too."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.states import IDLE, THINK, HOLD, SWEEP, HANDOFF, OVER
from cardtable.table.words import move_text
from engine.core.moves import KEEP, PLAY, MELD_PHASE

# cardtable.device.buttons' (copies, checked by tests/test_constants.py: the table does not load that module, whose
# input adapters it does not use)
_B = const(1)
_A = const(2)
_START = const(4)
_SELECT = const(8)
_RIGHT = const(16)
_DOWN = const(32)
_UP = const(64)
_LEFT = const(128)
# what covers the trick (cardtable.states' copies, checked alike)
_OVERLAY_TRICK = const(1)
_OVERLAY_DISCARDS = const(2)


def undo_turn(g, players, forced=None):
    """Take game g back to the last decision of one of `players` (seats): that move and every one after it, the
    other's replies and the moves `forced()` says were no decision (a card played by itself); never past a move
    g.undo_refusal() refuses (a card turned up, another deal). None when done; else why not, and nothing has
    changed. The one rule of undo: the terminal table (tools/play.py) asks it too."""
    undone = []
    why = g.undo_refusal()
    while why is None:
        undone.append(g.moves[len(g.moves) - 1])
        g.undo()
        if g.to_move in players and not (forced and forced()):
            return None
        why = g.undo_refusal()
    i = len(undone)
    while i > 0:   # the moves made again, as they were
        i -= 1
        g.move(undone[i])
    return why


class Keys:
    """What the buttons do at the table."""

    def press(self, code, now):
        st = self.state
        self.said = False
        if code == _START:
            self.app.open_game_menu()
            return
        if st == HANDOFF:
            if code == _A:
                self.state = IDLE
                self.refresh()
            return
        if st == OVER:
            if code == _A:
                self.after_sheet()
            return
        if self.overlay:
            self.overlay = 0
            self.refresh()
            return
        if code == _B:
            self.do_undo()
        elif (st == HOLD or st == SWEEP) and code == _A:   # the trick on show: swept at once
            self.since = now - 10000
        elif code == _SELECT:
            self.show_overlay(_OVERLAY_TRICK if self.g.last_trick else _OVERLAY_DISCARDS)
        elif code == _DOWN and self.phase != MELD_PHASE:
            self.show_sheet(False)
        elif (code == _LEFT or code == _RIGHT) and (self.options or self.cards_turn and self.hand):
            self.step(-1 if code == _LEFT else 1)   # (also while the computer moves)
        elif not self.turn:   # the computer to move: A chooses a card ahead
            if code == _A and self.cards_turn and self.hand and not self.pnp:
                self.queued = self.card_move(self.sel)
                self.msg = "Next: " + move_text(self, self.queued)
                self.refresh()
        elif st != IDLE:
            return
        elif code == _UP or code == _DOWN:
            if self.phase == MELD_PHASE:
                self.choice = (self.choice + (1 if code == _DOWN else -1)) % len(self.options)
                self.refresh()
            else:
                self.do_hint()
        elif code == _A:
            self.act(now)

    def step(self, d):
        if self.queued >= 0:   # the cursor moved off a card chosen ahead: not played
            self.queued = -1
            self.msg = ""
        if self.options and self.phase != MELD_PHASE:
            self.choice = (self.choice + d) % len(self.options)
        elif self.hand:   # to the next card that may be played (while the computer moves: any card)
            n = len(self.hand)
            i = self.sel
            for _ in range(n):
                i = (i + d) % n
                if self.playable[i]:
                    break
            self.sel = i
        self.refresh()

    def act(self, now):
        if self.options and (self.phase != MELD_PHASE or self.options[self.choice] >= 0):
            self.apply(self.options[self.choice], now)
            return
        if not self.hand:
            return
        m = self.move_for(self.sel)
        if m >= 0:   # (at one's turn the cursor is on a card that may be played: Layout.refresh, step)
            self.apply(m, now)

    def from_menu(self, key):
        """The game menu's "resume", "hint", "undo", "last", "discards" or "sheet" (cardtable.app.App.act)."""
        if key == "sheet":
            self.show_sheet(False)
            return
        self.app.resume()
        if key == "undo":
            self.do_undo()
        elif key == "hint":
            if self.state == IDLE and self.turn:
                self.do_hint()
            else:
                self.msg = "Hint: at your turn"
                self.said = True
                self.refresh()
        elif key == "last" and self.g.last_trick:
            self.show_overlay(_OVERLAY_TRICK)
        elif key == "discards":
            self.show_overlay(_OVERLAY_DISCARDS)

    def show_overlay(self, which):
        if which == _OVERLAY_DISCARDS and not self.discards:
            return
        self.overlay = which
        self.refresh()

    def do_hint(self):
        if self.seats[self.me] is not None:
            return
        m = self.computer_move(self.me, "normal")
        self.hint = m
        if m in self.options:
            self.choice = self.options.index(m)
        else:
            for i in range(len(self.hand)):
                if self.move_for(i) == m:
                    self.sel = i
                    if self.options:
                        self.choice = 0
                    break
        self.msg = "Hint: " + move_text(self, m)
        self.said = True
        self.refresh()

    def forced(self):
        """Is the human's turn now a card Auto Play One plays by itself (no decision of theirs)?"""
        g = self.g
        if not self.app.prefs["auto"] or g.phase != PLAY:
            return False
        legal = g.legal()
        return len(legal) == 1 and legal[0] < KEEP

    def do_undo(self):
        """Take the table back to the human's last decision, past the computer's replies and the cards Auto Play One
        played, in any state of the table (the computer's pause, a trick on show), by undo_turn's rule: never past a
        card turned up nor into another deal; when no decision is within reach nothing changes and the message line
        says why."""
        g = self.g
        self.said = True   # (every way out sets the message)
        if self.pnp:
            self.msg = "No undo in pass and play"
            self.refresh()
            return
        tricks = g.tricks[0] + g.tricks[1]
        why = undo_turn(g, (self.me,), self.forced)
        if why:
            self.msg = "No undo: " + why
            self.refresh()
            return
        if self.state == THINK:
            self.view.busy(False)
        self.state = IDLE
        self.reply = -1
        self.wait = 0
        self.queued = -1
        self.sweep_to = -1
        self.hint = -1
        self.msg = "Undone"
        self.refresh()
        if tricks != g.tricks[0] + g.tricks[1]:   # a trick taken back: the save (made at its end) follows the table
            self.app.save_game(self)
