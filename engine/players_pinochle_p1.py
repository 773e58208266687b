"""Pinochle phase 1 (stock not empty) for hard: each card valued by what the trick brings (counters, the meld
its winner may make) less what the card is worth kept (the melds it may still make, its strength later)."""

from engine.cards import parse_card
from engine.pinochle_melds import CARDS, BASE

POWER = (0,) * 9 + (1, 5, 2, 3, 4, 6)
PTS = (0,) * 9 + (0, 10, 2, 3, 4, 11)
# parameters (tools/arena.py): a card's strength kept, by power (9 T J Q K A -> 1 5 2 3 4 6), trump and side
P = {"st": (0, 3, 4, 5, 6, 10, 12), "ss": (0, 0, 0, 0, 0, 2, 4), "wm": 60, "wopp": 10, "a1": 3, "a0": 1,
     "mk": 100}


def _melds(trump):
    out = [trump]
    for code in range(4, 14):
        out.append(code)
    return out


def _val(code, trump):
    return 40 if code == 4 + trump else BASE[code]


def potential(h, t, u, codes, trump, made, draws, unseen, skip=None):
    """(the melds' values weighted by their chance, the best meld that can be made now)"""
    tot = 0
    best = 0
    for code in codes:
        if made[code]:
            continue
        cs = CARDS[code]
        p = 100
        miss = 0
        prev = -1
        for c in cs:
            if c == prev:
                continue
            prev = c
            need = 2 if code == 13 else 1
            have = h[c] - (1 if c == skip else 0)
            if have < need:
                k = need - have
                miss += k
                if u[c] < k or unseen <= 0:
                    p = 0
                    break
                q = u[c] * draws * 100 // unseen
                p = p * (q if q < 100 else 100) // 100
                if k == 2:
                    p = p * (q if q < 100 else 100) // 200
        if p <= 0:
            continue
        v = _val(code, trump)
        if miss == 0:
            # a meld needs one card from the hand at least
            if v > best:
                best = v
            tot += v
        else:
            tot += v * p // 100
    return tot, best


def choose_p1(view, legal, trump, me):
    """The card to play in phase 1 (legal has no meld and no draw)."""
    hcount = bytearray(64)
    tcount = bytearray(64)
    seen = bytearray(64)
    for n in view["hand"]:
        c = parse_card(n)
        hcount[c] += 1
    for n in view["melds"][me]:
        c = parse_card(n)
        hcount[c] += 1
        tcount[c] += 1
    opp = view["melds"][1 - me]
    oc = bytearray(64)
    for n in opp:
        c = parse_card(n)
        oc[c] += 1
        seen[c] += 1
    for n in view["played"]:
        seen[parse_card(n)] += 1
    trick = view["trick"]
    lead = parse_card(trick[0]) if trick else -1
    if lead >= 0:
        seen[lead] += 1
    tc = view["trump_card"]
    if tc:
        seen[parse_card(tc)] += 1
    u = bytearray(64)
    unseen = 0
    for c in range(64):
        r = c & 15
        if 9 <= r <= 14:
            k = 2 - seen[c] - hcount[c]
            if k > 0:
                u[c] = k
                unseen += k
    stock = view["stock"]
    draws = stock // 2
    codes = _melds(trump)
    made = bytearray(14)
    for code in codes:
        ok = 1
        for c in CARDS[code]:
            if tcount[c] < (2 if code == 13 else 1):
                ok = 0
        made[code] = ok
    base, _ = potential(hcount, tcount, u, codes, trump, made, draws, unseen)
    ohid = view["opponent_cards"] - len(opp)
    best = None
    bv = 0
    for m in legal:
        c = m & 63
        r = c & 15
        tr = c >> 4 == trump
        after, meld = potential(hcount, tcount, u, codes, trump, made, draws, unseen, c)
        keep = (base - after) * P["mk"] // 100 + (P["st"] if tr else P["ss"])[POWER[r]]
        wv = meld * P["wm"] // 100
        if lead >= 0:
            tp = PTS[lead & 15] + PTS[r]
            if (c >> 4 == lead >> 4 and POWER[r] > POWER[lead & 15]) or (tr and lead >> 4 != trump):
                v = tp + wv
            else:
                v = -tp - P["wopp"]
        else:
            # the chance the other can beat it: a shown card that does, else the hidden ones
            k = 0
            sure = False
            for x in range(64):
                if x & 15 < 9 or x & 15 > 14:
                    continue
                if (x >> 4 == c >> 4 and POWER[x & 15] > POWER[r]) or (not tr and x >> 4 == trump):
                    k += u[x]
                    if oc[x]:
                        sure = True
            if sure:
                pb = 100
            else:
                q = 100
                i = 0
                while i < ohid and q > 0:
                    if unseen - i <= 0:
                        q = 0
                        break
                    q = q * (unseen - k - i) // (unseen - i)
                    i += 1
                pb = 100 - (q if q > 0 else 0)
            v = (pb * -(PTS[r] + P["a1"] + P["wopp"]) + (100 - pb) * (PTS[r] + P["a0"] + wv)) // 100
        v -= keep
        if m & 64:
            v += 1  # of the same card, the one already shown
        if best is None or v > bv:
            best = m
            bv = v
    return best
