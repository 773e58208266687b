"""Pinochle phase 1 (stock not empty) for normal and hard: each legal card valued by what the trick brings less what
the card is worth kept, the best played. Only the winner of a trick melds, so winning one is worth its counters
and MELD_WON% of the best meld the cards left allow; losing one costs its counters and TRICK_LOST. A card kept is
worth the melds it may still make (every meld of the hand and table not yet made, at the chance of drawing its
missing cards from the unseen ones, less the same without the card) and its strength in phase 2 (STRENGTH_TRUMP,
STRENGTH_SIDE, rising as the stock runs out; counted at a level's engine.players.pinochle.P1_STRENGTH). A lead
gives away LEAD_GIVES% of its counters (the other can mostly beat it) and keeps LEAD_KEEPS% of the meld it could
bring. What each part is worth: docs/players.md.
"""

from engine.rules.pinochle import POWER
from engine.core.trickgame import beats
from engine.rules.pinochle_melds import CARDS, MARRIAGE, DOUBLE, DIX, new_meld_points

# a card's strength kept for phase 2, by power (9 J Q K T A: 1 to 6), of a trump and of a side card, and the %
# added at the stock's end (rising with the cards drawn: phase 2 is nearer)
STRENGTH_TRUMP = (0, 6, 8, 10, 12, 20, 24)
STRENGTH_SIDE = (0, 0, 0, 0, 0, 2, 4)
STRENGTH_LATE = 600
MELD_WON = 60  # % of the best meld its cards allow that winning the trick is worth (only a trick's winner melds)
TRICK_LOST = 10  # what the other's winning a trick is worth to it besides its counters (its meld)
LEAD_GIVES = 60  # % of a lead's counters it gives away (the other can mostly beat it)
LEAD_KEEPS = 20  # % of the meld a lead could bring that it keeps


def potential(h, u, trump, made, draws, unseen, skip):
    """(the melds' values weighted by the chance of making them, the best one that can be made now)"""
    tot = best = 0
    code = trump  # the run in trumps, then the marriages, arounds and pinochles
    while code < DIX:
        cs = CARDS[code]
        p = 0 if made[code] else 100
        miss = 0
        need = 2 if code == DOUBLE else 1
        for i in range(0, len(cs), need):  # (the double pinochle names each card twice)
            c = cs[i]
            k = need - h[c] + (c == skip)
            if k > 0 and p:
                miss += k
                q = u[c] * draws * 100 // unseen if u[c] >= k else 0
                q = q if q < 100 else 100
                p = p * q // 100
                if k > 1:
                    p = p * q // 100
        v = new_meld_points(code, trump)
        if p and not miss:
            best = v if v > best else best
            tot += v
        else:
            tot += v * p // 100
        code = MARRIAGE if code < MARRIAGE else code + 1
    return tot, best


def made_melds(t):
    """The melds whose cards are all on a table (t: its copies of each card), taken as made."""
    made = bytearray(DIX)
    for code in range(DIX):
        made[code] = 1
        for c in CARDS[code]:
            if t[c] < (2 if code == DOUBLE else 1):
                made[code] = 0
    return made


def choose_p1(view, legal, trump, me, strength=100):
    """The card to play in phase 1 (legal has no meld and no draw); a card's strength kept for phase 2 counts at
    `strength`%."""
    h = bytearray(64)  # my cards, hand and table
    t = bytearray(64)  # my table
    u = bytearray(64)  # seen, then the unseen copies (in the other's hand or the stock)
    for c in view["hand"]:
        h[c] += 1
    for c in view["melds"][me]:
        h[c] += 1
        t[c] += 1
    tc = view["trump_card"]
    for x in (view["melds"][1 - me], view["played"], view["trick"], () if tc is None else (tc,)):
        for c in x:
            u[c] += 1
    unseen = 0
    for c in range(64):
        k = 2 - u[c] - h[c] if 9 <= c & 15 <= 14 else 0
        u[c] = k if k > 0 else 0
        unseen += u[c]
    unseen = unseen or 1
    made = made_melds(t)
    stock = view["stock"]
    draws = stock // 2
    base = potential(h, u, trump, made, draws, unseen, -1)[0]
    sm = 100 + STRENGTH_LATE * (24 - stock) // 24
    trick = view["trick"]
    lead = trick[0] if trick else -1
    counters = view["counters"]
    best = None
    bv = 0
    for m in legal:
        c = m & 63
        r = c & 15
        tr = c >> 4 == trump
        after, meld = potential(h, u, trump, made, draws, unseen, c)
        v = after - base + (m >> 6 & 1)  # the shown copy first
        v -= (STRENGTH_TRUMP if tr else STRENGTH_SIDE)[POWER[r]] * sm * strength // 10000
        wv = meld * MELD_WON // 100
        pts = counters[r - 9]
        if lead < 0:
            v += (wv * LEAD_KEEPS - pts * LEAD_GIVES) // 100
        elif beats(c, lead, trump, POWER):
            v += pts + counters[(lead & 15) - 9] + wv
        else:
            v -= pts + counters[(lead & 15) - 9] + TRICK_LOST
        if best is None or v > bv:
            best = m
            bv = v
    return best
