"""Two-handed Spades: keep or discard, and the bid from an estimate of the hand's tricks (a module of its own:
MicroPython compiles small files in less heap)."""

from engine.players import cards_of, KEEP, DISCARD, BID

SPADES = 0
# a card's chance to win a trick by how many higher cards of its suit are out (0, 1, 2), when guarded by
# enough lower cards of its suit and when not (tenths)
_GUARDED = (10, 6, 3)
_BARE = (10, 3, 1)


def suit_tricks(ranks, trump):
    """Tenths of a trick the cards of one suit (ranks, high to low) should win."""
    v = 0
    n = len(ranks)
    for i in range(n):
        h = 14 - ranks[i] - i  # higher cards held by others
        if h < 3:
            v += (_GUARDED if n > i + h else _BARE)[h]
        elif trump:
            v += 7 if i >= 3 else 4  # low trumps ruff, long trumps win late
    return v


def hand_tricks(hand):
    """Tenths of tricks the hand should win: honours, long spades, and ruffs of short suits with spare spades."""
    by = [[], [], [], []]
    for c in hand:
        by[c >> 4].append(c & 15)
    for r in by:
        r.sort(reverse=True)
    v = 0
    for s in (0, 1, 2, 3):
        v += suit_tricks(by[s], s == SPADES)
    spare = len(by[0]) - 2
    for s in (1, 2, 3):
        short = 2 - len(by[s])
        while short > 0 and spare > 0:
            v += 5
            spare -= 1
            short -= 1
    return v


def nil_ok(hand):
    """A hand to bid Nil with: no spade above 9, at most three spades, no ace or king without low cards."""
    by = [[], [], [], []]
    for c in hand:
        by[c >> 4].append(c & 15)
    if len(by[0]) > 3 or (by[0] and max(by[0]) > 9):
        return False
    for s in (1, 2, 3):
        r = by[s]
        low = 0
        for x in r:
            if x <= 7:
                low += 1
        for x in r:
            if x >= 13 and low < 3:
                return False
            if x >= 11 and low < 2:
                return False
    return True


def choose_bid(view, level):
    hand = cards_of(view["hand"])
    t = hand_tricks(hand)
    if nil_ok(hand) and t <= 15:
        return BID
    b = (t - 8) // 10
    if b < 1:
        b = 1
    if b > 13:
        b = 13
    return BID + b


def choose_draw(view, level, rng):
    """Keep spades and high cards: a kept card is traded for an unknown one, and spades and honours are what
    win tricks in a two-handed deal (it beat a rule keeping the card that adds most to an estimate of the hand's tricks)."""
    top = cards_of([view["top"]])[0]
    r = top & 15
    return KEEP if top >> 4 == SPADES or r >= 12 else DISCARD
