"""Maniller (RULES.md section 4): 7 to A, no trumps, a point a trick, 5 for the last, -5 for no trick at all."""

from engine.core.cards import deck_of
from engine.rules.plaintricks import PlainTricks

LAST_TRICK = 5   # for the winner of the last trick
MANILLED = -5    # the whole deal's score of a player who won no trick


def manilled(tricks):
    """What being manilled costs a player who won `tricks` tricks in a deal: MANILLED for none, else nothing."""
    return MANILLED if tricks == 0 else 0


class Maniller(PlainTricks):
    NAME = "maniller"

    def full_deck(self):
        return deck_of(range(7, 15))

    def deal_parts(self):
        """A point a trick, LAST_TRICK more for the last; a player without a trick (so without the last) is
        manilled."""
        t = self.tricks
        return [("Tricks", t[0], t[1]), self.last_trick_part(LAST_TRICK), ("Manilled", manilled(t[0]), manilled(t[1]))]

    @staticmethod
    def ends(scores, deal, options):
        """With the `deals` option the game is that many deals (more while tied); else to the target."""
        if options.get("deals"):
            return deal >= options["deals"] and scores[0] != scores[1]
        return PlainTricks.ends(scores, deal, options)


def draw_for_dealer(rng):
    """The first dealer: each draws a card from the shuffled deck, the higher rank deals, equal ranks draw again.

    Returns (dealer, draws): draws are the (player 0's card, player 1's card) pairs in order.
    """
    deck = deck_of(range(7, 15))
    rng.shuffle(deck)
    draws = []
    i = 0
    while True:
        a, b = deck[i], deck[i + 1]
        draws.append((a, b))
        if a & 15 != b & 15:
            return (0 if a & 15 > b & 15 else 1), draws
        i += 2
