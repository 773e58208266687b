"""Two-handed Spades: the draw (with its Nil plan), and the card play of a Nil bidder who has won no trick yet.
The Nil bidder plays by rule, not by search: the search's estimate of an unfinished deal shares the tricks still
to play, so it cannot tell a Nil kept from a Nil lost until the end is in reach."""

from engine.core.moves import KEEP, DISCARD
from engine.core.trickgame import beats, PLAIN_POWER
from engine.rules.spades import SPADES
NIL_FROM = 8  # the cards in hand from which a low hand turns to the Nil plan
NIL_SPADE = 4  # a Nil plan holds no spade above this
NIL_HIGH = 11  # and at most NIL_HIGHS side cards above this (J)
NIL_HIGHS = 2
NIL_KEEP = 9  # the plan keeps side cards up to this, spades up to NIL_SPADE, and gives the others up
# The lowest side card a level keeps from the top (spades are always kept; the others' 12, the queen). The card
# given up is replaced by one taken blind, a spade 4 times in 13: a side queen is worth no more than that (hard
# giving it up played better; the reference stays fixed, and normal with the rule is not measured: docs/players.md).
KEEP_FROM = {"hard": 13}


def choose_draw(view, level):
    """Keep spades and high cards (nil_draw and KEEP_FROM tell why), unless the hand looks like a Nil late in the
    draw: then the Nil plan's low cards."""
    top = view["top"]
    if level != "easy" and len(view["hand"]) >= NIL_FROM:
        m = nil_draw(view["hand"], top)
        if m is not None:
            return m
    return KEEP if top >> 4 == SPADES or top & 15 >= KEEP_FROM.get(level, 12) else DISCARD


def nil_draw(hand, top):
    """The draw of a hand that still looks like a Nil (KEEP or DISCARD the top card), else None: the normal draw.
    Spades and honours (Q, K, A; hard keeps no queens, KEEP_FROM) are what win tricks in a two-handed deal, and
    normally kept: a kept card is traded for an unknown one. Half a hand's cards come blind, so a Nil hand is rare,
    and drawing for one from the first turn costs tricks in all the deals it does not bring one. So the plan starts
    only late (NIL_FROM), with few high cards (NIL_SPADE, NIL_HIGH, NIL_HIGHS: the hands it takes are weak ones
    already): an earlier or wider plan makes more Nils, and each costs more than it brings (docs/players.md)."""
    hi = 0
    for c in hand:
        if c >> 4 == SPADES:
            if c & 15 > NIL_SPADE:
                return None
        elif c & 15 > NIL_HIGH:
            hi += 1
    if hi > NIL_HIGHS:
        return None
    return KEEP if top & 15 <= (NIL_SPADE if top >> 4 == SPADES else NIL_KEEP) else DISCARD


def nil_card(legal, lead, mine, unseen):
    """The card of a Nil bidder who has won no trick yet: duck under the lead with the highest card that
    loses, and when void throw the card most likely to be forced to win later; None when every card wins."""
    if lead >= 0:
        ls = lead >> 4
        if legal[0] >> 4 == ls:  # following suit (then every legal card is of the suit led)
            best = -1
            for c in legal:
                if not beats(c, lead, SPADES, PLAIN_POWER) and (best < 0 or c > best):
                    best = c
            return best if best >= 0 else None
        cand = [c for c in legal if not beats(c, lead, SPADES, PLAIN_POWER)]
        if not cand:
            return None  # every card wins: only spades, which ruff
    else:  # leading: the lowest card, of equally low ones in the suit the opponent is likeliest to hold
        cand = [c for c in legal if c >> 4 != SPADES] or legal
        low = -1
        lu = 0
        for c in cand:
            u = 0
            for x in unseen:
                if x >> 4 == c >> 4:
                    u += 1
            if low < 0 or (c & 15) < (low & 15) or ((c & 15) == (low & 15) and u > lu):
                low = c
                lu = u
        return low
    # void: throw the card with the most unseen cards below it not covered by my own lower cards
    best = -1
    bd = 0
    for c in cand:
        d = 0
        for u in unseen:
            if u >> 4 == c >> 4 and u < c:
                d += 1
        for u in mine:
            if u >> 4 == c >> 4 and u < c:
                d -= 1
        if best < 0 or d > bd or (d == bd and (c & 15) > (best & 15)):
            best = c
            bd = d
    return best
