"""Two-handed Spades: the card play of a Nil bidder who has won no trick yet (imported only then: a module of its
own, as MicroPython compiles small files in less heap). By rule, not by search: the search's estimate of an
unfinished deal shares the tricks still to play, so it cannot tell a Nil kept from a Nil lost until the end is
in reach."""

SPADES = 0


def nil_card(legal, lead, mine, unseen):
    """The card of a Nil bidder who has won no trick yet: duck under the lead with the highest card that
    loses, and when void throw the card most likely to be forced to win later; None when every card wins."""
    if lead >= 0:
        ls = lead >> 4
        if legal[0] >> 4 == ls:  # following suit (then every legal card is of the suit led)
            best = -1
            for c in legal:
                if (c & 15) < (lead & 15) and (best < 0 or c > best):
                    best = c
            return best if best >= 0 else None
        cand = [c for c in legal if c >> 4 != SPADES]
        if not cand:
            return None  # only spades: a ruff wins
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
