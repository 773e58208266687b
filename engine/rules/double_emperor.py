"""Double Emperor (RULES.md section 1): A K Q J 10, no trumps, the round's winner scores the card points taken."""

from engine.core.cards import deck_of, sort_hand, TEN, JACK, QUEEN, KING, ACE
from engine.rules.plaintricks import PlainTricks

CARD_POINTS = (0,) * 10 + (10, 1, 2, 3, 4, 0)  # by rank: 10 scores 10, J 1, Q 2, K 3, A 4 (16: the search's size)


class DoubleEmperor(PlainTricks):
    NAME = "double_emperor"
    OPEN = True  # the whole deck is dealt: each hand follows from the other

    def full_deck(self):
        return deck_of((TEN, JACK, QUEEN, KING, ACE))

    def setup_deal(self):
        PlainTricks.setup_deal(self)
        self.taken = [0, 0]

    def trick_won(self, winner, trick):
        self.taken[winner] += CARD_POINTS[trick[0] & 15] + CARD_POINTS[trick[1] & 15]
        PlainTricks.trick_won(self, winner, trick)

    def deal_parts(self):
        """The player with more card points adds them all; the other's are not scored (both in a 40-40 tie)."""
        t = self.taken
        return [("Card pts", t[0], t[1]), ("Not scored", 0 if t[0] > t[1] else -t[0], 0 if t[1] > t[0] else -t[1])]

    def add_state(self, d):
        d["taken"] = self.taken[:]

    def add_seat(self, d, p):
        hand = self.hands[1 - p][:]
        sort_hand(hand, self.POWER)
        d["opponent_hand"] = hand
