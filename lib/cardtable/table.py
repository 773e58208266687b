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
import cardtable.words  # noqa: F401 - loaded with the table (read through `use`: dropped while the computer chooses)

_IDLE = const(0)     # waiting for the human or about to act
_THINK = const(1)    # the computer chooses and is about to move
_HOLD = const(2)     # a finished trick is shown
_SWEEP = const(3)    # ... and swept to its winner
_AUTO = const(4)     # the only legal card is about to be played
_HANDOFF = const(5)  # pass-and-play: the screen is blank until the next player presses A
_OVER = const(6)     # the deal or the game is over: the score sheet is up
# engine.moves and engine.cards (words.py checks them against the engine's)
_KEEP = const(128)
_MELD = const(256)
# cardtable.sound's kinds
_CLICK = const(0)
_CHIRP = const(1)
_WIN = const(2)
_LOSE = const(3)
_MASK = const(0x1FFFFFFF)   # ticks wrap at 2**29 (cardtable.buttons.elapsed)

HOLD_MS = (1600, 900, 350)   # by the animation speed preference: slow, normal, fast
THINK_MS = (700, 400, 100)   # the computer's pause before its move, its choosing included
_CUE_MS = const(100)   # the longest sound of a move (cardtable.sound's chirp): the computer's choosing would cut it
SWEEP_MS = (500, 300, 120)


class Table:
    """One game at the table. seats[p] is None for a human, else the computer's level name."""

    def __init__(self, app, name, game, seats):
        self.app = app
        self.name = name
        self.view = app.view
        self.g = game
        self.seats = seats
        self.pnp = seats[0] is None and seats[1] is None
        self.me = 0 if seats[0] is None else 1
        self.names = ("P1", "P2") if self.pnp else (("You", "CPU") if self.me == 0 else ("CPU", "You"))
        self.state = _IDLE
        self.since = 0
        self.reply = -1       # the computer's move, chosen as its pause begins and made when it ends
        self.sel = 0
        self.choice = 0
        self.overlay = 0      # 0 none, 1 last trick, 2 own discards
        self.msg = ""
        self.hint = -1
        self.lead = -1        # who led the trick in `center` (for its layout)
        self.seed = app.seed
        self.center = []
        self.center_owner = []
        self.sweep_to = -1
        self.dirty = True
        self.shown = 0        # what `self` last put on screen: 1 table, 2 sheet, 3 hand-off
        self.opp = 3 if self.pnp else 1   # the opponent's menus.OPPONENTS index (the app sets it)
        self.players = None
        self.cards_turn = False
        self.options = []
        self.wait = 0         # ms more before the computer's next move
        self.record_head = None   # the game's record before its deals (engine.record), once saved (app.save_game)
        self.discards = None  # the human's Spades discards (card ints, the game's own list), in Spades
        self.refresh()

    # ----- what to draw (cardtable.layout: loaded at a change, dropped while the computer chooses) -----
    def refresh(self):
        """Work out the description of the table from the game (on a change, not every frame)."""
        use("cardtable.layout").refresh(self)

    def move_for(self, i):
        """The legal move that plays hand place i, or -1."""
        return use("cardtable.layout").move_for(self, i)

    # ----- flow -----
    def draw(self):
        v = self.view
        if self.state == _HANDOFF:
            if self.shown != 3:
                v.text("Pass and play", ("Pass to %s." % self.names[self.g.to_move], "",
                                         "%s: press A" % self.names[self.g.to_move],
                                         "when nobody else", "can see the screen."), "A: show my cards")
                self.shown = 3
            self.dirty = False
            return
        if self.state == _OVER:
            if self.shown != 2:
                self.app.show_sheet(self, True)
                self.shown = 2
            self.dirty = False
            return
        v.table(self)
        self.shown = 1
        self.dirty = False

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
                    self.reply = self.computer_move(g.to_move, self.seats[g.to_move])
            elif t >= THINK_MS[sp] + self.wait:
                self.wait = 0
                self.view.busy(False)
                self.state = _IDLE
                self.apply(self.reply, now)
        elif st == _AUTO:
            if (now - self.since) & _MASK >= THINK_MS[sp]:
                self.state = _IDLE
                self.apply(self.legal[0], now)
        elif st == _IDLE:
            self.next_turn(now)
        if self.dirty:
            self.draw()

    def next_turn(self, now):
        g = self.g
        if g.phase == "deal_over" or g.phase == "game_over":
            self.state = _OVER
            if g.phase == "game_over":
                self.app.cue(_WIN if self.pnp or g.winner == self.me else _LOSE, now)
            self.app.game_ended(self)
            self.dirty = True
            return
        p = g.to_move
        if self.seats[p] is not None:
            self.state = _THINK
            self.since = now
            self.reply = -1
            self.draw()
            self.view.busy(True)
            return
        if p != self.me:
            self.me = p
            self.sel = 0
            self.state = _HANDOFF
            self.refresh()
            return
        if not self.turn:
            self.refresh()
        if self.app.prefs["auto"] and self.phase == "play" and len(self.legal) == 1 and self.legal[0] < _KEEP:
            self.state = _AUTO
            self.since = now
            self.msg = "Only one card: played"

    def computer_move(self, p, level):
        self.seed += 1
        if self.app.sound is not None:
            self.app.sound.quiet()   # the search blocks: no note may hang on meanwhile
        if self.players is None:
            gc.collect()  # compiling the players takes heap for a moment: collect first
            from engine import players
            self.players = players
        drop(("cardtable.tablekeys", "cardtable.words", "cardtable.layout"))   # the buttons', texts' and layout's
        # code: loaded again after the computer's move (their heap is the search's meanwhile)
        f = self.players.player(self.g.name, level)   # its modules loaded (the first time) before the view is built
        pin = self.name == "pinochle"
        if pin and self.stock == 0 and level != "easy":   # Pinochle's computer searches only in phase 2
            self.players._load(None, level)   # (engine.players_pinochle): its search's modules and work arrays for
            # this decision, before the view
        gc.collect()   # the view and the search's work then fill the heap from its first free block, not garbage's holes
        m = f(self.g.view(p), level, self.seed)
        f = None
        # The search's and the player's modules are forgotten after the decision, loaded again for the next: the
        # human's turn and the saves have their heap. The search's work arrays stay (engine.search_run keeps them
        # on engine.players): allocated once, in the heap of the first decision. Pinochle keeps its player, and
        # forgets its search and arrays (it searches only in phase 2).
        if pin:
            sys.modules["engine.players_pinochle"].search_off()
            self.players._search_work = None
        else:
            drop([n for n in sys.modules if n.startswith("engine.search") or n.startswith("engine.players_")
                  or n == "engine.solve_play" or n == "engine.belief" or n == "engine.playout"])
        return m

    def apply(self, m, now):
        """Make move m for the player to move; hold a trick it completes."""
        g = self.g
        p = g.to_move
        led = g.leader if g.leader is not None else p
        completes = m < _KEEP and len(g.trick) == 1
        before = g.phase
        text = use("cardtable.words").move_text(self, m)
        stock = self.stock
        g.move(m)
        if m < _KEEP:
            self.app.cue(_CLICK, now)
        self.hint = -1
        self.overlay = 0
        if self.seats[p] is not None or self.pnp:
            self.msg = "%s: %s" % (self.names[p], text)
            if m >= _MELD and self.seats[p] is not None:
                self.wait = HOLD_MS[self.app.prefs["speed"]]   # time to read the computer's meld
        else:
            self.msg = ""
        if completes:
            self.lead = led
            self.center = list(g.last_trick)
            self.center_owner = [led, 1 - led]
            self.sweep_to = g.last_winner
            self.state = _HOLD
            self.since = now
            self.msg = "%s won the trick" % self.names[g.last_winner]
        else:
            self.state = _IDLE
        self.refresh()
        if stock > 0 and self.stock == 0 and self.name == "pinochle" and not completes:
            self.msg = "Stock gone: phase 2"
        # Save points: each trick, the end of Spades' draw and of its bidding (and so each deal's end).
        # Not after every card: on the device each save rewrites the whole nvm.
        if completes or (before != g.phase and (before == "draw" or before == "bid")):
            self.app.save_point(self)

    # ----- delegated to cardtable.words and cardtable.tablekeys (the app calls tablekeys for the game menu; loaded
    # at a press, dropped while the computer chooses) -----
    def prompt(self):
        return use("cardtable.words").prompt(self)

    def press(self, code, now):
        use("cardtable.tablekeys").press(self, code, now)
