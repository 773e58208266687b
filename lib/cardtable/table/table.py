"""The card table's logic: whose turn, what the human selects, the computer's moves, tricks held and swept.

No drawing here. The Table keeps a small description of what to draw in its own attributes and calls
`view.table(self)` when it changed; `view.sheet(...)`, `view.text(...)` and `view.busy(on)` for the rest.
Time is a millisecond tick passed to `tick(now)`; buttons come to `press(code, now)`.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

import gc
import sys

from cardtable.app import use, drop
import cardtable.table.words  # noqa: F401 - loaded with the table (read through `use`: dropped while the computer chooses)

_IDLE = const(0)     # waiting for the human or about to act
_THINK = const(1)    # the computer chooses and is about to move
_HOLD = const(2)     # a finished trick is shown
_SWEEP = const(3)    # ... and swept to its winner
_AUTO = const(4)     # the only legal card is about to be played
_HANDOFF = const(5)  # pass-and-play: the screen is blank until the next player presses A
_OVER = const(6)     # the deal or the game is over: the score sheet is up
# cardtable.device.sound's kinds
_CHIRP = const(1)
_MASK = const(0x1FFFFFFF)   # ticks wrap at 2**29 (cardtable.device.buttons.elapsed)

# the table's flow, texts, layout and buttons: not loaded while the computer chooses (their heap is the search's)
TABLE_MODULES = ("cardtable.table.flow", "cardtable.table.words", "cardtable.table.layout", "cardtable.table.keys")
HOLD_MS = (1600, 900, 350)   # by the animation speed preference: slow, normal, fast
THINK_MS = (700, 400, 100)   # the computer's pause before its move, its choosing included
_CUE_MS = const(100)   # the longest sound of a move (cardtable.device.sound's chirp): the computer's choosing would cut it
SWEEP_MS = (500, 300, 120)


class Table:
    """One game at the table. seats[p] is None for a human, else the computer's level name."""

    def __init__(self, app, name, game, seats):
        use("cardtable.table.begin").setup(self, app, name, game, seats)   # (opening a game: its code is not kept)
        self.refresh()

    # ----- what to draw (cardtable.table.layout: loaded at a change, dropped while the computer chooses) -----
    def refresh(self):
        """Work out the description of the table from the game (on a change, not every frame)."""
        use("cardtable.table.layout").refresh(self)

    def move_for(self, i):
        """The legal move that plays hand place i, or -1."""
        return use("cardtable.table.layout").move_for(self, i)

    # ----- flow (drawing, turns and moves: cardtable.table.flow, loaded like the layout) -----
    def tick(self, now):
        """Advance the timed parts; returns nothing. Call often."""
        st = self.state
        g = self.g
        sp = self.app.prefs["speed"]
        if st == _HOLD:
            if (now - self.since) & _MASK >= HOLD_MS[sp]:
                self.state = _SWEEP
                self.since = now
                self.dirty = True
        elif st == _SWEEP:
            if (now - self.since) & _MASK >= SWEEP_MS[sp]:
                if self.seats[self.sweep_to] is None:   # after the (blocking) sweep: a human won it
                    self.app.cue(_CHIRP, now)
                self.state = _IDLE
                self.sweep_to = -1
                self.refresh()
        elif st == _THINK:
            t = (now - self.since) & _MASK
            if self.reply < 0:   # the computer chooses once the move's sound is over, within its pause: the
                if t >= _CUE_MS:  # pause then lasts only what is left of it
                    # the table's lists and texts are not kept while it chooses: worked out again after it (the
                    # same table, not drawn again)
                    self.hand = self.playable = self.marked = self.opp_face = self.legal = self.info = None
                    self.center = self.center_owner = self.score_text = None
                    self.reply = self.computer_move(g.to_move, self.seats[g.to_move])
                    self.refresh()
                    self.dirty = False
            elif t >= THINK_MS[sp] + self.wait:
                self.wait = 0
                self.view.busy(False)
                self.state = _IDLE
                use("cardtable.table.flow").apply(self, self.reply, now)
        elif st == _AUTO:
            if (now - self.since) & _MASK >= THINK_MS[sp]:
                self.state = _IDLE
                use("cardtable.table.flow").apply(self, self.legal[0], now)
        elif st == _IDLE:
            use("cardtable.table.flow").next_turn(self, now)
        if self.dirty:
            use("cardtable.table.flow").draw(self)

    def computer_move(self, p, level):
        self.seed += 1
        if self.app.sound is not None:
            self.app.sound.quiet()   # the search blocks: no note may hang on meanwhile
        if self.players is None:
            gc.collect()  # compiling the players takes heap for a moment: collect first
            from engine import players
            self.players = players
        drop(TABLE_MODULES)   # loaded again after the computer's move
        self.reserve = None   # the block kept since the last move: the biggest of the search's allocations fit there
        f = self.players.player(self.g.name, level)   # its modules loaded (the first time) before the view is built
        pin = self.name == "pinochle"
        if pin and self.stock == 0 and level != "easy":   # Pinochle's computer searches only in phase 2
            self.players._load(None, level)   # (engine.players.pinochle): its search's modules and work arrays for
            # this decision, before the view
        gc.collect()   # the view and the search's work then fill the heap from its first free block, not garbage's holes
        m = f(self.g.seat(p), level, self.seed)
        f = None
        # The search's and the player's modules are forgotten after the decision, loaded again for the next: the
        # human's turn and the saves have their heap. The search's work arrays stay (engine.search.run keeps them
        # on engine.players): allocated once, in the heap of the first decision. Pinochle keeps its player, and
        # forgets its search and arrays (it searches only in phase 2).
        if pin:
            sys.modules["engine.players.pinochle"].search_off()
            self.players._search_work = None
        else:
            drop([n for n in sys.modules if n.startswith("engine.search.") or n.startswith("engine.players.")
                  or n == "engine.core.playout"])
        gc.collect()
        self.reserve = bytearray(1024)   # 1K in one piece, kept until the next decision (the heap is in pieces by
        # then: Pinochle's phase-2 search modules found no 1K block in 16K free at 94K)
        for n in TABLE_MODULES:   # loaded again at once, one after the other, in the heap the search's left: not
            use(n)   # one by one as used, between the game's own allocations (its holes split, the next search's
            # modules did not find a 1K block in 17K free, Pinochle at 95-96K)
        return m

    # ----- delegated to cardtable.table.words and cardtable.table.keys (the app calls tablekeys for the game menu; loaded
    # at a press, dropped while the computer chooses) -----
    def prompt(self):
        return use("cardtable.table.words").prompt(self)

    def press(self, code, now):
        use("cardtable.table.keys").press(self, code, now)
