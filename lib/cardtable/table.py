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

from cardtable.app import use, drop
import cardtable.words  # noqa: F401 - loaded with the table (read through `use`: dropped while the computer chooses)
from engine.cards import card_name, sort_hand

_IDLE = const(0)     # waiting for the human or about to act
_THINK = const(1)    # the computer is about to move
_HOLD = const(2)     # a finished trick is shown
_SWEEP = const(3)    # ... and swept to its winner
_AUTO = const(4)     # the only legal card is about to be played
_HANDOFF = const(5)  # pass-and-play: the screen is blank until the next player presses A
_OVER = const(6)     # the deal or the game is over: the score sheet is up
# engine.moves and engine.cards (words.py checks them against the engine's)
_KEEP = const(128)
_BID = const(130)
_MELD = const(256)
_TABLE = const(64)
# cardtable.sound's kinds
_CLICK = const(0)
_CHIRP = const(1)
_WIN = const(2)
_LOSE = const(3)
_MASK = const(0x1FFFFFFF)   # ticks wrap at 2**29 (cardtable.buttons.elapsed)

HOLD_MS = (1600, 900, 350)   # by the animation speed preference: slow, normal, fast
THINK_MS = (700, 400, 100)
SWEEP_MS = (500, 300, 120)


def _sorted(g, cards):
    """Cards (ints) in a hand's order, as the game's views list them (engine.notation sorted_names)."""
    out = list(cards)
    sort_hand(out, g.POWER)
    return out


def _on_table(g, p):
    """Pinochle: the cards player p has on the table (engine.pinochle's tab: (card, ...) entries), in the order of
    their names, as the views list them."""
    out = [e[0] for e in g.tab[p]]
    out.sort(key=card_name)
    return out


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

    # ----- what to draw -----
    def refresh(self):
        """Work out the description of the table from the game (on a change, not every frame). Read from the
        game itself, not from a view (g.view(me) writes every card's name: a few K of heap at every change);
        the same cards in the same order as the seat's view (engine.notation) gives them."""
        g = self.g
        me = self.me
        opp = 1 - me
        name = self.name
        pin = name == "pinochle"
        self.discards = g.discards[me] if name == "spades" else None   # the Spades discards (card ints)
        self.phase = g.phase
        self.turn = g.to_move == me and self.seats[me] is None and self.state != _HANDOFF
        self.legal = g.legal() if g.to_move is not None else []
        hand = _sorted(g, g.hands[me])
        self.table_from = len(hand)
        if pin:   # Pinochle: the cards on one's table after the hand, by name as the view lists them
            hand.extend(_on_table(g, me))
        self.hand = hand
        if self.sel >= len(hand):
            self.sel = len(hand) - 1
        if self.sel < 0:
            self.sel = 0
        was = self.cards_turn
        self.cards_turn = self.turn and (self.phase == "play" or self.phase == "meld")
        if self.cards_turn:
            self.playable = [self.move_for(i) >= 0 for i in range(len(hand))]
            if not was and hand and not self.playable[self.sel] and True in self.playable:
                self.sel = self.playable.index(True)   # a turn starts on a card that may be played
        else:
            self.playable = [True] * len(hand)
        self.opp_tint = pin
        if name == "double_emperor":   # both hands are open
            self.opp_face = _sorted(g, g.hands[opp])
        else:
            self.opp_face = _on_table(g, opp) if pin else []
        self.opp_backs = len(g.hands[opp]) if name != "double_emperor" else 0
        self.trump = g.trump if pin else (0 if name == "spades" else -1)
        self.stock = -1
        self.trump_card = -1
        self.top = -1
        if pin:
            tc = g.trump_card
            self.stock = 48 - g.sp + (tc is not None)
            if tc is not None:
                self.trump_card = tc
        elif name == "spades" and g.phase == "draw":
            self.stock = 52 - 2 * (len(hand) + len(g.hands[opp]))
            if g.to_move == me:
                self.top = g.deck[g.stock_pos]
        before = self.options
        self.options = self.make_options()
        if self.choice >= len(self.options):
            self.choice = 0
        if self.phase == "bid" and self.options and self.options != before and _BID + 3 in self.options:
            self.choice = self.options.index(_BID + 3)   # a bid turn starts on 3, not on Nil
        self.marked = self.meld_marks()
        s = g.scores
        n = self.names
        self.score_text = "%s %d %s %d" % (n[me], s[me], n[opp], s[opp])
        self.info = use("cardtable.words").info_lines(self)
        if self.state != _HOLD and self.state != _SWEEP:
            self.set_center_trick()
        self.dirty = True

    def set_center_trick(self):
        g = self.g
        if self.overlay == 1 and g.last_trick:
            self.center = list(g.last_trick)
            ld = self.lead if self.lead >= 0 else 1 - g.last_winner
            self.center_owner = [ld, 1 - ld]
        elif self.overlay == 2:
            self.center = list(self.discards or ())
            self.center_owner = []
        elif self.top >= 0:
            self.center = [self.top]
            self.center_owner = [self.me]
        else:
            self.center = list(g.trick)
            ld = g.leader if g.leader is not None else 0
            self.center_owner = [ld, 1 - ld][:len(self.center)]

    def make_options(self):
        """The choices of a draw, bid or meld turn: move ints, or -1 for 'lead a card' in a meld turn."""
        if not self.turn:
            return []
        ph = self.phase
        if ph == "draw" or ph == "bid":
            return list(self.legal)
        if ph == "meld":
            out = [-1]
            out.extend(m for m in self.legal if m >= _MELD)
            return out
        return []

    def meld_marks(self):
        """Which hand places belong to the meld being chosen (they are drawn raised)."""
        marks = [False] * len(self.hand)
        if not self.options or self.phase != "meld":
            return marks
        m = self.options[self.choice]
        if m < 0:
            return marks
        card_of = use("cardtable.words").card_of
        for w in self.g.move_name(m).split()[1:]:
            c = card_of(w)
            lo, hi = (self.table_from, len(self.hand)) if w.endswith("*") else (0, self.table_from)
            for i in range(lo, hi):
                if self.hand[i] == c and not marks[i]:
                    marks[i] = True
                    break
        return marks

    def move_for(self, i):
        """The legal move that plays hand place i, or -1."""
        c = self.hand[i]
        if i >= self.table_from and c | _TABLE in self.legal:
            return c | _TABLE
        if c in self.legal:
            return c
        return -1

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
            if (now - self.since) & _MASK >= THINK_MS[sp] + self.wait:
                self.wait = 0
                m = self.computer_move(g.to_move, self.seats[g.to_move])
                self.view.busy(False)
                self.state = _IDLE
                self.apply(m, now)
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
        drop(("cardtable.tablekeys", "cardtable.words"))   # the buttons' and texts' code: loaded again after the
        # computer's move (their heap is the search's meanwhile)
        f = self.players.player(self.g.name, level)   # its modules loaded (the first time) before the view is built
        gc.collect()   # the view and the search's work then fill the heap from its first free block, not garbage's holes
        return f(self.g.view(p), level, self.seed)

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
