"""Ten cards each dealt one at a time, elder first; follow suit, no trumps (Double Emperor and Maniller)."""

from engine.core.cards import sort_hand
from engine.core.trickgame import TrickGame, follow_suit, PLAY


class PlainTricks(TrickGame):
    """Ten cards each dealt one at a time, elder first; follow suit, no trumps, the winner leads (DE, Maniller)."""

    HAND = 10

    def setup_deal(self):
        elder = 1 - self.dealer
        deck = self.deck
        hands = [None, None]
        hands[elder] = deck[0:2 * self.HAND:2]
        hands[self.dealer] = deck[1:2 * self.HAND:2]
        for h in hands:
            sort_hand(h, self.POWER)
        self.hands = hands
        self.phase = PLAY
        self.leader = self.to_move = elder

    def legal(self):
        if self.phase != PLAY:
            return []
        hand = self.hands[self.to_move]
        return follow_suit(hand, self.trick[0]) if self.trick else hand[:]

    def apply(self, m):
        self.play_card(m)
