"""Pinochle's last trick of phase 1 (the stock down to one face-down card and the trump card) and its winner's
choice between those two cards. After that trick both hands are known, so each way it can go is valued as it
ends: the trick's counters, the winner's best meld (engine.players.pinochle_phase1.potential) and phase 2's start
as the search values a position it searches no further (the learned estimate, Rules.est). The face-down card is
each card not seen in turn (the other holds the rest), and a lead meets the other's best answer in each. No search:
a lead's outcomes, every card of mine against every answer in every layout, are about a thousand, within a
decision's time on the device. A module of its own, loaded at a deal's last phase-1 trick.
"""

from engine.rules.pinochle import POWER
from engine.core.trickgame import beats
from engine.players.pinochle_phase1 import potential, made_melds
from engine.players.pinochle_phase2 import LEVEL
from engine.core.moves import TAKE_STOCK, TAKE_TRUMP
from engine.search.make import estimate


class Ending:
    """The deal as its last phase-1 trick finds it, seen by `me`: my cards (hand and table) and the other's
    (its table, the cards not seen and the face-down one among them) counted card by card; and phase 2's first
    position as the search's estimate reads it (engine.search.make.estimate, Rules.est: the rules `r`, the hands'
    level masks `H` by player and suit, their sizes `n`, who leads, whose side: no search, no work arrays)."""

    def __init__(self, view, rules, lead=False):
        me = view["player"]
        self.me = me
        self.r = rules
        self.H = [0] * 8
        self.n = [12, 12]
        self.leader = self.acc = self.tme = 0
        self.trump = view["trump"]
        self.tc = view["trump_card"]
        self.counters = view["counters"]
        self.mine = bytearray(64)
        self.oth = bytearray(64)  # the other's table and every card not seen: its cards and the face-down one
        table = [bytearray(64), bytearray(64)]
        for p in (0, 1):
            for c in view["melds"][p]:
                table[p][c] += 1
        for c in view["hand"] + view["melds"][me]:
            self.mine[c] += 1
        seen = bytearray(64)
        for x in (view["played"], view["trick"], view["melds"][1 - me], (self.tc,)):
            for c in x:
                seen[c] += 1
        for c in range(64):
            if 9 <= c & 15 <= 14:
                n = 2 - seen[c] - self.mine[c]
                self.oth[c] = (n if n > 0 else 0) + table[1 - me][c]
        self.made = (made_melds(table[0]), made_melds(table[1]))
        trick = view["trick"]
        self.cards = [c for c in range(64) if self.mine[c] or self.oth[c] or c == self.tc or c in trick]
        # the face-down card's places, each with the copies not seen (none on the other's table)
        self.hidden = bytearray(64)
        for c in self.cards:
            self.hidden[c] = self.oth[c] - table[1 - me][c]
        self.layouts = [c for c in self.cards if self.hidden[c]]
        # to lead (the other's answers the same whatever I lead): the best meld of a winner's cards (its points / 10,
        # 255 not yet known) by their key (key(); a bytearray: a dict of a few hundred keys took 8K more heap on
        # the device's core)
        self.melds = None
        if lead:
            self.place = bytearray(64)
            for i in range(len(self.cards)):
                self.place[self.cards[i]] = i
            self.melds = bytearray(b"\xff") * (len(self.cards) ** 2 + len(self.cards))

    def fill(self):
        """The hands' level masks (H) as counted now. Of two copies held apart mine is the lower, as
        engine.players.pinochle_phase2 numbers them."""
        H = self.H
        for i in range(8):
            H[i] = 0
        m = self.me * 4
        o = 4 - m
        mine = self.mine
        oth = self.oth
        for c in self.cards:
            a = mine[c]
            b = oth[c]
            bit = 1 << LEVEL[c & 15]
            if a:
                H[m + (c >> 4)] |= bit * 3 if a == 2 else bit
            if b:
                H[o + (c >> 4)] |= bit * 3 if b == 2 else bit << a

    def score(self, winner, pts, key):
        """My margin from here, the hands filled and `winner` having taken the trick's `pts`: its best
        meld, then phase 2 from its lead. `key` names the winner's cards, whose best meld is kept."""
        me = self.me
        meld = self.melds[key] if self.melds else 255
        if meld == 255:
            h = self.mine if winner == me else self.oth
            # (no draws left: the chances of drawing a missing card are nil, whatever copies are counted unseen)
            meld = potential(h, h, self.trump, self.made[winner], 0, 1, -1)[1] // 10
            if self.melds:
                self.melds[key] = meld
        meld *= 10
        self.leader = winner
        e = estimate(self)
        return e + pts + meld if winner == me else e - pts - meld

    # After my c and the other's r, the winner takes the trump card or the face-down one, and the loser the other.

    def key(self, r, x):
        """The key of the winner's cards for its best meld: mine (r None) after the card I play (card() forgets
        them for each) and x taken; the other's after r and x taken (its cards are the same whether x is the
        trump card or a copy of it face down)."""
        if not self.melds:
            return 0
        n = len(self.cards)
        return self.place[x] if r is None else n + self.place[r] * n + self.place[x]

    def kept(self, winner, pts, r):
        """My margin if I take the trump card (the other, holding every card not seen, the face-down one)."""
        self.mine[self.tc] += 1
        self.fill()
        v = self.score(winner, pts, self.key(None if winner == self.me else r, self.tc))
        self.mine[self.tc] -= 1
        return v

    def swapped(self, winner, pts, r, down):
        """The same, the hands filled, if I took the face-down `down` and the other the trump card."""
        return self.score(winner, pts, self.key(None if winner == self.me else r, down))

    def chosen(self, winner, a, b):
        """The winner's choice of the two cards, worth a and b to me."""
        return (a if a > b else b) if winner == self.me else (a if a < b else b)

    def trick(self, c, r, i_lead):
        """(winner, counters) of the trick of my c and the other's r (phase 1: no need to follow)."""
        me = self.me
        if i_lead:
            w = 1 - me if beats(r, c, self.trump, POWER) else me
        else:
            w = me if beats(c, r, self.trump, POWER) else 1 - me
        return w, self.counters[(c & 15) - 9] + self.counters[(r & 15) - 9]

    def swap(self, down, k):
        """Take the face-down `down` out of the other's cards into mine and give it the trump card (k = 1), or
        undo that (k = -1)."""
        self.oth[down] -= k
        self.mine[down] += k
        self.oth[self.tc] += k

    def card(self, c, led):
        """My expected margin playing c: over the face-down card's places (each as likely as the copies not
        seen), against the other's led card, or its best answer to mine in each (led None)."""
        mine = self.mine
        oth = self.oth
        mine[c] -= 1
        if self.melds:
            for i in range(len(self.cards)):
                self.melds[i] = 255  # my best melds were after another card
        answers = [led] if led is not None else [r for r in self.cards if oth[r]]
        wins = []
        pts = []
        kept = []  # what each answer is worth to me if I hold the trump card: the same in every layout
        for r in answers:
            w, p = self.trick(c, r, led is None)
            wins.append(w)
            pts.append(p)
            if led is None:
                oth[r] -= 1
            kept.append(self.kept(w, p, r))
            if led is None:
                oth[r] += 1
        tot = n = 0
        H = self.H
        tc = self.tc
        for down in self.layouts:
            k = self.hidden[down]
            self.swap(down, 1)  # as if I took the face-down card
            self.fill()
            v = None
            for i in range(len(answers)):
                r = answers[i]
                if led is None:  # the other's answer r out of its cards, and out of its level masks
                    b = oth[r] - (r == tc)  # (before it took the trump card)
                    if not b:
                        continue  # (its only copy not seen is the face-down one)
                    j = (1 - self.me) * 4 + (r >> 4)
                    mask = H[j]
                    bit = 1 << LEVEL[r & 15]
                    H[j] = mask & ~(bit << 1 if oth[r] == 2 else bit * 3)
                    oth[r] -= 1
                x = self.chosen(wins[i], kept[i], self.swapped(wins[i], pts[i], r, down))
                if led is None:
                    oth[r] += 1
                    H[j] = mask
                if v is None or x < v:
                    v = x
            self.swap(down, -1)
            tot += k * v
            n += k
        mine[c] += 1
        return tot * 16 // n


def last_card(view, legal, rules):
    """The card to play in phase 1's last trick: the best expected margin (of equals, a table card first)."""
    trick = view["trick"]
    led = trick[0] if trick else None
    e = Ending(view, rules, led is None)
    value = {}
    best = None
    bv = 0
    for m in legal:
        c = m & 63
        if c not in value:
            value[c] = e.card(c, led)
        v = value[c] + (m >> 6 & 1)
        if best is None or v > bv:
            best = m
            bv = v
    return best


def take_choice(view, rules):
    """TAKE_TRUMP or TAKE_STOCK for the last trick's winner: the trump card against the face-down card's
    expected worth."""
    e = Ending(view, rules)
    me = e.me
    keep = e.kept(me, 0, 0)
    tot = n = 0
    for down in e.layouts:
        k = e.hidden[down]
        e.swap(down, 1)
        e.fill()
        tot += k * e.swapped(me, 0, 0, down)
        e.swap(down, -1)
        n += k
    return TAKE_STOCK if tot > keep * n else TAKE_TRUMP
