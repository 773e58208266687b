"""Pinochle melds (RULES.md section 3, "Melds"): which are legal now, what they score, how they are made.

A meld move is MELD + code * 32 + mask: CARDS[code] are the meld's cards in plain string order of their names (as
the move text writes them) and bit i of mask says card i comes from the player's table. A table card is an entry
[card, classes, seq]: the meld classes it has been in (a bit each) and the number of the meld that first put it
down. self.pairs[p] holds p's open royal marriages [K, Q] and pinochles [JD, QS]: both entries still down and not
yet extended. Melds is a base of engine.rules.pinochle.Pinochle, which keeps that state and writes and reads the
meld moves.
"""

from engine.core.moves import MELD, MELD_PHASE, PLAY

NINE, JACK, QUEEN, KING, ACE = 9, 11, 12, 13, 14
JD, QS = 32 + JACK, QUEEN
# codes: 0-3 run in suit s, 4-7 marriage in suit s, 8-11 A K Q J around, 12 pinochle, 13 double pinochle,
# 14-17 dix in suit s (suits S H D C = 0..3); a kind is its first code
RUN, MARRIAGE, AROUND, PINOCHLE, DOUBLE, DIX = 0, 4, 8, 12, 13, 14
BASE = (150,) * 4 + (20,) * 4 + (100, 80, 60, 40, 40, 300)
POP = (0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4)  # how many classes a table card has been in
CARDS = []  # of tuples: a list of a few ints takes twice a tuple's heap
for _s in range(4):
    CARDS.append(tuple(_s * 16 + r for r in (ACE, JACK, KING, QUEEN, 10)))
for _s in range(4):
    CARDS.append((_s * 16 + KING, _s * 16 + QUEEN))
for _r in (ACE, KING, QUEEN, JACK):
    CARDS.append((48 + _r, 32 + _r, 16 + _r, _r))  # C D H S
CARDS += [(JD, QS), (JD, JD, QS, QS)]
for _s in range(4):
    CARDS.append((_s * 16 + NINE,))


def klass(code):
    # the meld's class bit: marriages (run, royal marriage, marriage) 1, arounds 2, pinochles 4, dix 8
    return 1 if code < AROUND else 2 if code < PINOCHLE else 4 if code < DIX else 8


def canonical(mask):
    # a double pinochle names each card twice: a single table copy is the second of its two (JD JD*)
    return mask & 3 != 1 and mask & 12 != 4


def meld_code(m):
    # (code, mask) of a meld move int; ValueError if it is none
    k = m - MELD
    code = k >> 5
    mask = k & 31
    if k < 0 or code >= len(CARDS) or mask >> len(CARDS[code]) or (code == DOUBLE and not canonical(mask)):
        raise ValueError("not a move: %r" % m)
    return code, mask


def meld_kind(m):
    """(kind, code) of meld move m: its kind (RUN, MARRIAGE, AROUND, PINOCHLE, DOUBLE or DIX) and its code (a run's,
    marriage's or dix's suit is code - kind; a marriage in trumps is a royal one; an around's rank is
    CARDS[code][0] & 15), for a table that names melds."""
    code = meld_code(m)[0]
    for kind in (DIX, DOUBLE, PINOCHLE, AROUND, MARRIAGE):
        if code >= kind:
            return kind, code
    return RUN, code


def new_meld_points(code, trump):
    # what meld `code` scores made of cards not yet melded in its class: its base, a marriage in trumps 40 (a dix
    # scores 10 as it is made, not with these)
    return 40 if code == MARRIAGE + trump else BASE[code]


def rank(e):
    # which of two identical table cards goes (is played or used) first: the one in more meld classes, then
    # the one melded first (a deal has fewer than 64 melds)
    return POP[e[1]] * 64 - e[2]


class Melds:
    def melds(self, p, out=None):
        # Append to `out` every meld p may make now; with out None, only tell whether there is one.
        t = self.trump
        dix = not self.dixed and self.fresh9[p]
        if dix and out is None:
            return True
        if not self.melded:
            hc = bytearray(64)
            tc = bytearray(64)
            for c in self.hands[p]:
                hc[c] = 1
            for e in self.tab[p]:
                tc[e[0]] = 1
            code = t  # the run in trumps, then every marriage, around and pinochle
            while code < DIX:
                hb = tb = 0
                bit = 1
                for c in CARDS[code]:
                    if hc[c]:
                        hb |= bit
                    if tc[c]:
                        tb |= bit
                    bit <<= 1
                full = bit - 1
                if hb and hb | tb == full:
                    for mask in range(full):
                        if mask & ~tb or (full ^ mask) & ~hb or not self.assess(p, code, mask):
                            continue
                        if out is None:
                            return True
                        out.append(MELD + code * 32 + mask)
                code = MARRIAGE if code < MARRIAGE else code + 1
        if dix:
            out.append(MELD + (DIX + t) * 32)
        return False

    def assess(self, p, code, mask):
        # The points meld (code, mask) would score for p now, 0 if it may not be made (the turn's limits aside).
        # Leaves in self.use the table entries it would use, in card order, and in self.ext the pair it extends.
        cards = CARDS[code]
        n = len(cards)
        hand = self.hands[p]
        t = self.trump
        self.use = []
        self.ext = None
        if mask == (1 << n) - 1 or (code == DOUBLE and not canonical(mask)):
            return 0  # every meld puts at least one new card from the hand onto the table
        for i in range(n):
            if not mask >> i & 1 and hand.count(cards[i]) < (2 if code == DOUBLE and not mask >> (i ^ 1) & 1
                                                             else 1):
                return 0
        if code >= DIX:  # a 9 of trumps from the hand that has not yet scored
            return 10 if code - DIX == t and self.fresh9[p] else 0
        if code < MARRIAGE and code != t:
            return 0
        base = new_meld_points(code, t)
        if not mask:
            return base
        cands = []
        total = 1
        for i in range(n):
            if mask >> i & 1:
                cl = [e for e in self.tab[p] if e[0] == cards[i]]
                if len(cl) == 2 and rank(cl[1]) > rank(cl[0]):
                    cl.reverse()
                cands.append(cl)
                total *= len(cl)
        # Every choice of table copies, the preferred copy of the first card first: the first that scores most.
        best = 0
        cls = klass(code)
        pairs = self.pairs[p]
        for k in range(total):
            use = cands[:]
            i = len(use) - 1
            while i >= 0:
                cl = use[i]
                use[i] = cl[k % len(cl)]
                k //= len(cl)
                if i + 1 < len(use) and use[i] is use[i + 1]:
                    break  # the same copy twice (double pinochle)
                i -= 1
            if i >= 0:
                continue
            bad = [e for e in use if e[1] & cls]
            pts = base
            ext = None
            if bad:  # only an open royal marriage or pinochle may go into a meld of its class: extended, 40 less
                pts = 0
                if len(bad) == 2 and (code < MARRIAGE or code == DOUBLE):
                    for pr in pairs:
                        if pr[0] is bad[0] and pr[1] is bad[1]:
                            pts = base - 40
                            ext = pr
            if pts > best:
                best = pts
                self.use = use
                self.ext = ext
        return best

    def meld(self, p, m):
        code, mask = meld_code(m)
        pts = self.assess(p, code, mask)
        hand = self.hands[p]
        tab = self.tab[p]
        self.seq += 1
        if code >= DIX:
            c = CARDS[code][0]
            hand.remove(c)
            self.fresh9[p] -= 1
            self.dixed = True
            if self.original:  # the exchange (a 9 turned up has scored already)
                hand.append(self.trump_card)
                self.trump_card = c
                self.original = False
            else:
                tab.append([c, 8, self.seq])
        else:
            cls = klass(code)
            ents = []
            i = j = 0
            for c in CARDS[code]:
                if mask >> i & 1:
                    e = self.use[j]
                    j += 1
                    e[1] |= cls
                else:
                    hand.remove(c)
                    e = [c, cls, self.seq]
                    tab.append(e)
                ents.append(e)
                i += 1
            pairs = self.pairs[p]
            if self.ext:
                self.pairs[p] = [pr for pr in pairs if pr is not self.ext]
            elif code == MARRIAGE + self.trump or code == PINOCHLE:
                pairs.append(ents)
            self.melded = True
        self.score(p, pts)
        self.phase = MELD_PHASE if self.melds(p) else PLAY
