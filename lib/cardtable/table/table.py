"""The card table's logic: whose turn, what the human selects, the computer's moves, tricks held and swept.

No drawing here. The Table keeps a small description of what to draw in its own attributes (cardtable.table.layout) and
calls `view.table(self)` when it changed; `view.sheet(...)`, `view.text(...)` and `view.busy(on)` for the rest.
Time is a millisecond tick passed to `tick(now)`; buttons come to `press(code, now)` (cardtable.table.keys).
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

import gc

from cardtable.table.flow import Flow
from cardtable.table.layout import Layout
from cardtable.states import IDLE, THINK, HOLD, SWEEP, AUTO
from cardtable.table.keys import Keys
from cardtable.table.words import prompt

_CHIRP = const(1)   # cardtable.device.sound's (not loaded without a speaker: tests/test_constants.py checks it)
_MASK = const(0x1FFFFFFF)   # ticks wrap at 2**29 (cardtable.device.buttons': the table does not load its adapters)
_CUE_MS = const(100)   # the longest sound of a move (cardtable.device.sound's chirp): the computer's choice would cut it
HOLD_MS = (1600, 900, 350)   # by the animation speed preference: slow, normal, fast
THINK_MS = (700, 400, 100)   # the computer's pause before its move, its choosing included
SWEEP_MS = (500, 300, 120)


class Table(Layout, Flow, Keys):
    """One game at the table: app (cardtable.app.App), entry (the game's engine.rules.registry entry), game (its
    rules object), seats[p] None for a human, else the computer's level name."""
    HOLD_MS = HOLD_MS

    def __init__(self, app, entry, game, seats):
        self.app = app
        self.entry = entry
        self.name = entry.name
        self.view = app.view
        self.g = game
        self.seats = seats
        self.pnp = seats[0] is None and seats[1] is None
        self.me = 0 if seats[0] is None else 1
        self.names = ("P1", "P2") if self.pnp else (("You", "CPU") if self.me == 0 else ("CPU", "You"))
        self.opp = 3 if self.pnp else 1   # the opponent's menus.OPPONENTS index (the app sets it)
        self.seed = app.seed               # the computer's, one more at each decision
        self.choose = None                 # the computer's player (engine.players.player), loaded once
        self.record_head = None            # the game's record before its deals (cardtable.table.begin.record_head)
        # the flow
        self.state = IDLE
        self.since = 0
        self.wait = 0          # ms more before the computer's next move
        self.reply = -1        # the computer's move, chosen as its pause begins and made when it ends
        self.queued = -1       # a card chosen ahead while the computer moves: played at the human's turn if legal
        self.sweep_to = -1
        self.dirty = True
        self.shown = 0         # what the table last put on screen (cardtable.states' _SHOWN_*; 0: nothing yet)
        # what the human selects
        self.sel = 0
        self.choice = 0
        self.overlay = 0       # what covers the trick (cardtable.states' _OVERLAY_*; 0: nothing)
        self.hint = -1
        self.msg = ""
        self.said = False      # the message answers the last key (a hint, an undo): over a choice until a key or move
        # the description of the table (cardtable.table.layout.Layout.refresh)
        self.center = []
        self.center_owner = []
        self.turn = False      # the human to move
        self.cards_turn = False
        self.options = []
        self.discards = None   # the human's Spades discards (card ints, the game's own list), in Spades
        self.phase = None
        self.legal = None
        self.hand = None
        self.table_from = 0
        self.playable = None
        self.opp_tint = False
        self.opp_face = None
        self.opp_backs = 0
        self.trump = -1
        self.stock = -1
        self.trump_card = -1
        self.top = -1
        self.marked = None
        self.score_text = ""
        self.info = None
        self.refresh()

    def tick(self, now):
        """Advance the timed parts; returns nothing. Call often."""
        st = self.state
        sp = self.app.prefs["speed"]
        if st == HOLD:
            if (now - self.since) & _MASK >= HOLD_MS[sp]:
                self.state = SWEEP
                self.since = now
                self.dirty = True
        elif st == SWEEP:
            if (now - self.since) & _MASK >= SWEEP_MS[sp]:
                if self.seats[self.sweep_to] is None:   # after the (blocking) sweep: a human won it
                    self.app.cue(_CHIRP, now)
                self.state = IDLE
                self.sweep_to = -1
                self.refresh()
        elif st == THINK:
            t = (now - self.since) & _MASK
            if self.reply < 0:   # the computer chooses once the move's sound is over, within its pause: the
                if t >= _CUE_MS:  # pause then lasts only what is left of it
                    # the table's lists and texts are not kept while it chooses (their heap is the search's):
                    # worked out again after it (the same table, not drawn again)
                    self.hand = self.playable = self.marked = self.opp_face = self.legal = self.info = None
                    self.center = self.center_owner = self.score_text = None
                    g = self.g
                    self.reply = self.computer_move(g.to_move, self.seats[g.to_move])
                    self.refresh()
                    self.dirty = False
            elif t >= THINK_MS[sp] + self.wait:
                self.wait = 0
                self.view.busy(False)
                self.state = IDLE
                self.apply(self.reply, now)
        elif st == AUTO:
            if (now - self.since) & _MASK >= THINK_MS[sp]:
                self.state = IDLE
                self.apply(self.legal[0], now)
        elif st == IDLE:
            self.next_turn(now)
        if self.dirty:
            self.draw()

    def computer_move(self, p, level):
        """The computer's move for player p at `level` (also the human's hint, at normal)."""
        self.seed += 1
        if self.app.sound is not None:
            self.app.sound.quiet()   # the search blocks: no note may hang on meanwhile
        if self.choose is None:   # the first decision after a score sheet, or a pass-and-play game's first hint
            # (its work arrays sized for the computer's level, even when a hint comes first)
            self.choose = self.app.resident.players(self.name, self.seats[0] or self.seats[1] or level)
        gc.collect()   # the view and the search's work then fill the heap from its first free block, not holes
        m = self.choose(self.g.seat(p), level, self.seed)
        self.app.resident.decision_over()
        return m

    def prompt(self):
        return prompt(self)
