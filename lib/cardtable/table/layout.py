"""What the table draws, worked out from the game at a change: cardtable.table.table.Table's methods (a mix-in)."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.states import HOLD, SWEEP, HANDOFF
from cardtable.table.words import card_of, info_lines
from engine.core.cards import sort_hand, TABLE
from engine.core.moves import BID, MELD, DRAW, BID_PHASE, PLAY, MELD_PHASE

# what covers the trick (cardtable.states' copies, checked by tests/test_constants.py)
_OVERLAY_TRICK = const(1)
_OVERLAY_DISCARDS = const(2)


class Layout:
    """The description of the table for the view (cardtable.device.view reads these attributes)."""

    def refresh(self):
        """Work out the description of the table from the game (on a change, not every frame): from the seat's
        integer view (engine.core.trickgame.TrickGame.seat, what the computer players read too), whose keys
        say what the game has besides its hands and trick: cards on the table (`melds`), a stock, its top card,
        one's discards."""
        g = self.g
        me = self.me
        opp = 1 - me
        s = g.seat(me)
        melds = s.get("melds")   # the cards each player has on the table (Pinochle), in the views' order
        self.discards = s.get("discards")   # one's discards (Spades)
        self.phase = g.phase
        self.turn = g.to_move == me and self.seats[me] is None and self.state != HANDOFF
        self.legal = g.legal() if g.to_move is not None else []
        hand = s["hand"]
        self.table_from = len(hand)
        if melds is not None:   # the cards on one's table after the hand
            hand.extend(melds[me])
        self.hand = hand
        if self.queued >= 0:   # a card chosen ahead stays under the cursor as the hand changes
            self.sel = self.place_of(self.queued)
        if self.sel >= len(hand):
            self.sel = len(hand) - 1
        if self.sel < 0:
            self.sel = 0
        # the cursor is on the cards whenever cards are played and the hand is a human's: also while the computer
        # thinks, when a card may be chosen ahead (cardtable.table.keys)
        self.cards_turn = (self.seats[me] is None and self.state != HANDOFF
                           and (self.phase == PLAY or self.phase == MELD_PHASE))
        if self.cards_turn and self.turn:
            self.playable = [self.move_for(i) >= 0 for i in range(len(hand))]
            if hand and not self.playable[self.sel] and True in self.playable:
                self.sel = self.playable.index(True)   # at one's turn the cursor is on a card that may be played
        else:
            self.playable = [True] * len(hand)
        self.opp_tint = melds is not None   # the other's cards on the table, not in its hand
        if g.OPEN:   # both hands are open: the other's in a hand's order, as the game's views list them
            self.opp_face = face = list(g.hands[opp])
            sort_hand(face, g.POWER)
        else:
            self.opp_face = melds[opp] if melds is not None else []
        self.opp_backs = 0 if g.OPEN else len(g.hands[opp])
        self.trump = -1 if g.trump is None else g.trump
        self.stock = s.get("stock", -1)
        tc = s.get("trump_card")
        self.trump_card = -1 if tc is None else tc
        self.top = s.get("top", -1)
        s = melds = None
        before = self.options
        self.options = self.make_options()
        if self.options != before:   # new choices start on the first (a meld turn's: no meld), a bid on 3, not Nil
            self.choice = self.options.index(BID + 3) if self.phase == BID_PHASE and BID + 3 in self.options else 0
        self.marked = self.meld_marks()
        s = g.scores
        n = self.names
        self.score_text = "%s %d %s %d" % (n[me], s[me], n[opp], s[opp])
        self.info = info_lines(self)
        if self.state != HOLD and self.state != SWEEP:
            self.set_center_trick()
        self.dirty = True

    def set_center_trick(self):
        g = self.g
        if self.overlay == _OVERLAY_TRICK and g.last_trick:
            t = g.last_trick
            w = g.last_winner   # it led, unless the card played second beat the first (the engine's rule)
            ld = 1 - w if g.beats(t[1], t[0]) else w
            self.center = list(t)
            self.center_owner = [ld, 1 - ld]
        elif self.overlay == _OVERLAY_DISCARDS:
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
        if ph == DRAW or ph == BID_PHASE:
            return list(self.legal)
        if ph == MELD_PHASE:
            out = [-1]
            out.extend(m for m in self.legal if m >= MELD)
            return out
        return []

    def meld_marks(self):
        """Which hand places belong to the meld being chosen (they are drawn raised)."""
        marks = [False] * len(self.hand)
        if not self.options or self.phase != MELD_PHASE:
            return marks
        m = self.options[self.choice]
        if m < 0:
            return marks
        for w in self.g.move_name(m).split()[1:]:
            c = card_of(w)
            lo, hi = (self.table_from, len(self.hand)) if w.endswith("*") else (0, self.table_from)
            for i in range(lo, hi):
                if self.hand[i] == c and not marks[i]:
                    marks[i] = True
                    break
        return marks

    def place_of(self, m):
        """The hand place of card move m (a table card | TABLE after the hand's own), or -1."""
        lo, hi = (self.table_from, len(self.hand)) if m & TABLE else (0, self.table_from)
        c = m & 63
        for i in range(lo, hi):
            if self.hand[i] == c:
                return i
        return -1

    def card_move(self, i):
        """The card at hand place i as a move (its table copy | TABLE), whether or not it may be played now."""
        return self.hand[i] | TABLE if i >= self.table_from else self.hand[i]

    def move_for(self, i):
        """The legal move that plays hand place i, or -1."""
        c = self.hand[i]
        if i >= self.table_from and c | TABLE in self.legal:
            return c | TABLE
        if c in self.legal:
            return c
        return -1
