"""What one seat can know of the cards it cannot see, and layouts of them drawn at random consistently with it.

Everything here is computed from a player's view (TrickGame.seat: `played` is the cards of the deal's completed
tricks in order), never from a game's state.
"""

from engine.core.trickgame import beats, PLAIN_POWER


def trick_players(played, first_leader, trump):
    """(leader, lead, second card, winner) of each completed trick of `played` (card ints in order; the trick's
    winner by the rules' engine.core.trickgame.beats, the ranks in plain order), one at a time: an iterator, to be
    read once (no list of them stays in the heap while the search runs)."""
    leader = first_leader
    i = 0
    while i + 1 < len(played):
        a = played[i]
        b = played[i + 1]
        w = 1 - leader if beats(b, a, trump, PLAIN_POWER) else leader
        yield leader, a, b, w
        leader = w
        i += 2


class Belief:
    """Where the cards a seat cannot see may be: the opponent's hand (`need` cards, none of a suit it has shown
    void in, none of the `barred` ranks its plays say it lacks) or elsewhere (the other's discards, the stock,
    unused cards), every layout equally likely."""

    def __init__(self, deck, seen, need, voids, barred=None):
        # the unseen cards in card order (the order must not depend on anything but the view), in bytes: small
        # blocks of heap, none of them big
        left = bytearray(64)  # unseen copies of each card (suit * 16 + rank)
        for c in deck:
            left[c] += 1
        for c in seen:
            if left[c]:
                left[c] -= 1
        unseen = bytearray()
        allowed = bytearray()  # those the opponent may hold: none of a suit it has shown void in
        read = bytearray()  # and of those, none its plays say it lacks
        for c in range(64):
            k = left[c]
            while k:
                unseen.append(c)
                if not (voids >> (c >> 4)) & 1:
                    allowed.append(c)
                    if barred is None or not (barred[c >> 4] >> (c & 15)) & 1:
                        read.append(c)
                k -= 1
        self.unseen = unseen
        self.need = need
        self.voids = voids  # a bit per suit the opponent holds none of
        if len(read) >= need:  # (a player who did not play as read may leave too few)
            allowed = read
        elif len(allowed) < need:  # the shown voids cannot all hold (cannot happen in a legal game)
            allowed = unseen
        self.allowed = allowed

    def sample(self, rng, known=()):
        """One opponent hand: `known` cards (shown on its table) plus `need` drawn at random from the allowed."""
        pool = bytearray(self.allowed)
        need = self.need
        out = list(known)
        n = len(pool)
        i = 0
        while i < need:  # a partial Fisher-Yates: the first `need` of a shuffle
            j = i + rng.below(n - i)
            pool[i], pool[j] = pool[j], pool[i]
            out.append(pool[i])
            i += 1
        return out


def played_low(tricks, player):
    """What `player`'s cards played second to a trick say of its hand if it plays as the searches here do (the
    cheapest card that wins the trick, else the lowest card of the suit it plays from): it held no card of the suit
    led between the card led and the one that won it, and none of the suit it played below a card that lost or
    trumped. A rank bit per suit, for each suit; for the card play after any draw (hands only shrink: a card not
    held then is not held later). The players here never hold a card it bars (tests/test_belief.py)."""
    barred = [0, 0, 0, 0]
    for leader, a, b, w in tricks:
        if leader != player:
            if w == player and a >> 4 == b >> 4:
                barred[a >> 4] |= (1 << (b & 15)) - (2 << (a & 15))
            else:
                barred[b >> 4] |= (1 << (b & 15)) - 1
    return barred


def voids_from(tricks, player):
    """Suits `player` has shown void in by not following a lead (follow-suit games), as a bit per suit."""
    v = 0
    for leader, a, b, w in tricks:
        if leader != player and a >> 4 != b >> 4:
            v |= 1 << (a >> 4)
    return v
