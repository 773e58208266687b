"""Two-handed Spades (RULES.md section 2): the keep/discard draw, bids 0-13 with Nil, spades trump, bags."""

from engine.core.cards import deck_of
from engine.core.trickgame import (TrickGame, follow_suit, KEEP, DISCARD, BID, DRAW, BID_PHASE, PLAY)

SPADES = 0
NIL = 0


def insert_sorted(hand, c):
    """Keep a Spades hand in display order (suit S H D C, rank high to low) as cards arrive."""
    key = (c & 0x30) * 16 + 15 - (c & 15)
    i = 0
    n = len(hand)
    while i < n and (hand[i] & 0x30) * 16 + 15 - (hand[i] & 15) < key:
        i += 1
    hand.insert(i, c)


def score_bid(bid, won, nil_bags):
    """(points, bags) one player's bid earns this deal, before the bag penalty."""
    if bid == NIL:
        if won == 0:
            return 100, 0
        return -100, (won if nil_bags else 0)
    if won >= bid:
        return 10 * bid + won - bid, won - bid
    return -10 * bid, 0


def deal_score(bid, won, bags, nil_bags):
    """(points, bags) one player's bid earns this deal, the bag penalty of the `bags` it carried in included: what
    the deal adds to its total (the players weigh a deal's ends by it)."""
    points, added = score_bid(bid, won, nil_bags)
    return points + carry_bags(bags, added)[1], added


def carry_bags(bags, added):
    """(bags carried, points lost): every time the count reaches 10 it costs 100 and drops by 10."""
    bags += added
    penalty = 0
    while bags >= 10:
        bags -= 10
        penalty -= 100
    return bags, penalty


class Spades(TrickGame):
    NAME = "spades"
    trump = SPADES

    def full_deck(self):
        return deck_of(range(2, 15))

    def save_carry(self):
        if not hasattr(self, "bags"):
            self.bags = [0, 0]
        return self.bags[:]

    def restore_carry(self, carry):
        self.bags = carry[:]

    def setup_deal(self):
        self.hands = [[], []]
        self.discards = [[], []]
        self.stock_pos = 0  # deck[stock_pos] is the top of the stock
        self.bids = [None, None]
        self.broken = False
        self.phase = DRAW
        self.to_move = 1 - self.dealer
        self.leader = None

    def legal(self):
        if self.phase == PLAY:
            hand = self.hands[self.to_move]
            if self.trick:
                return follow_suit(hand, self.trick[0])
            if self.broken:
                return hand[:]
            plain = [c for c in hand if c >> 4 != SPADES]
            return plain if plain else hand[:]
        if self.phase == DRAW:
            return [KEEP, DISCARD]
        if self.phase == BID_PHASE:
            return list(range(BID, BID + 14))
        return []

    def apply(self, m):
        p = self.to_move
        if self.phase == PLAY:
            if m >> 4 == SPADES:
                self.broken = True
            self.play_card(m)
            return False
        if self.phase == DRAW:
            top = self.deck[self.stock_pos]
            second = self.deck[self.stock_pos + 1]
            self.stock_pos += 2
            kept, gone = (top, second) if m == KEEP else (second, top)
            insert_sorted(self.hands[p], kept)
            self.discards[p].append(gone)
            self.to_move = 1 - p
            if self.stock_pos == len(self.deck):
                self.phase = BID_PHASE
                self.to_move = 1 - self.dealer
            return True
        self.bids[p] = m - BID
        if p == self.dealer:
            self.phase = PLAY
            self.leader = self.to_move = 1 - self.dealer
        else:
            self.to_move = self.dealer
        return False

    def deal_parts(self):
        """Each bid made or failed (10 a trick bid), overtricks, Nil, and 100 lost each time the bags carried into
        the deal and this deal's reach ten."""
        parts = [["Bid pts", 0, 0], ["Overtricks", 0, 0], ["Nil", 0, 0], ["10 bags", 0, 0]]
        for p in (0, 1):
            points, bags = score_bid(self.bids[p], self.tricks[p], self.options["nil_bags"])
            if self.bids[p] == NIL:
                parts[2][1 + p] = points
            else:
                parts[0][1 + p] = points - bags
                parts[1][1 + p] = bags
            parts[3][1 + p] = carry_bags(self.carry[p], bags)[1]
        return parts

    def deal_points(self):
        """The deal's points (its parts), the bags carried on."""
        for p in (0, 1):
            bags = score_bid(self.bids[p], self.tricks[p], self.options["nil_bags"])[1]
            self.bags[p] = carry_bags(self.carry[p], bags)[0]
        return TrickGame.deal_points(self)

    def add_state(self, d):
        d["bids"] = self.bids[:]
        d["bags"] = self.bags[:]

    def add_seat(self, d, p):
        d["bids"] = self.bids[:]
        d["bags"] = self.bags[:]
        d["discards"] = self.discards[p][:]
        if self.phase == DRAW:
            d["stock"] = len(self.deck) - self.stock_pos
            if self.to_move == p:
                d["top"] = self.deck[self.stock_pos]
