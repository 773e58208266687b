"""Two-handed Spades: the hand evaluation behind the bid (engine.players.spades_bid; a module of its own:
MicroPython compiles small files in less heap).

The hand is played against hands the opponent may hold: the 26 cards this seat has not seen (neither kept
nor discarded) dealt at random into 13 pairs, of each pair the first kept if a spade or an honour (Q, K, A)
and else the second, as a seat drawing for tricks does. Against each such hand a quick count (suit by suit,
highest cards first, ruffs of the longer side's cards while trumps last) gives the tricks, the search's learned
table (engine.search.top_estimate) reads the two hands as the first trick's position, and a Nil test (can each
card of ours be kept under one of theirs, whatever they lead) gives the chance of a Nil.
"""

from engine.rules.spades import SPADES
from engine.players.spades_estimate import EST
from engine.search.top_estimate import top_estimate


class FirstTrick:
    """Both hands as the search's estimate reads a position (engine.search.top_estimate): H the cards of the seat
    on lead (0) and of the other (4) by suit as bits of rank, and the learned table with no final score, so that
    the estimate is the leader's tricks in eighths beyond the table's count for the cards a hand (none at 13)."""

    def __init__(self):
        self.H = [0] * 8
        self.r = self
        self.table = EST
        self.trump = SPADES
        self.final = None
        self.leader = self.me = 0
        self.n = (13, 13)
        self.acc = 0


def by_suit(cards):
    """Ranks of each suit, high to low."""
    by = [[], [], [], []]
    for c in cards:
        by[c >> 4].append(c & 15)
    for r in by:
        r.sort()
        r.reverse()
    return by


def opp_hand(pool, rng, mark):
    """A hand the opponent may hold (ranks by suit, high to low: bytearrays), from the unseen cards `pool`
    (a bytearray, reordered); `mark` is a bytearray(64) left all zero."""
    n = len(pool)
    k = n if n < 26 else 26
    for i in range(k):
        j = i + rng.below(n - i)
        pool[i], pool[j] = pool[j], pool[i]
    for i in range(0, k - 1, 2):
        a = pool[i]
        mark[a if a >> 4 == SPADES or a & 15 >= 12 else pool[i + 1]] = 1
    out = []
    for s in (0, 1, 2, 3):
        b = bytearray()
        for r in range(14, 1, -1):
            if mark[s << 4 | r]:
                mark[s << 4 | r] = 0
                b.append(r)
        out.append(b)
    return out


def duel(M, O):
    """(our tricks, theirs) with our ranks M and theirs O by suit (high to low), spades trumps: each side suit
    highest cards first while both follow; the longer side's other cards are ruffed while the other has trumps,
    else they win; the trumps left win highest first, and the longer side's last ones."""
    w0 = w1 = 0
    x0 = x1 = 0  # side-suit cards beyond the other's length
    for s in (1, 2, 3):
        a = M[s]
        b = O[s]
        r = len(a) if len(a) < len(b) else len(b)
        for i in range(r):
            if a[i] > b[i]:
                w0 += 1
            else:
                w1 += 1
        x0 += len(a) - r
        x1 += len(b) - r
    t0 = len(M[0])
    t1 = len(O[0])
    f1 = x0 if x0 < t1 else t1  # their ruffs, with their lowest trumps
    f0 = x1 if x1 < t0 else t0
    w1 += f1
    w0 += x0 - f1 + f0
    w1 += x1 - f0
    a = M[0]
    b = O[0]
    i = j = 0
    n0 = t0 - f0
    n1 = t1 - f1
    while i < n0 and j < n1:
        if a[i] > b[j]:
            w0 += 1
        else:
            w1 += 1
        i += 1
        j += 1
    w0 += n0 - i
    w1 += n1 - j
    return w0, w1


def nil_safe(M, O):
    """Whether a Nil with M survives against O whatever they lead: in each suit our i-th lowest card below their
    i-th lowest, and no more spades than theirs (else a spade of ours must ruff at the end)."""
    for s in (0, 1, 2, 3):
        a = M[s]
        b = O[s]
        la = len(a)
        lb = len(b)
        if s == SPADES and la > lb:
            return False
        r = la if la < lb else lb
        for i in range(1, r + 1):
            if a[la - i] > b[lb - i]:
                return False
    return True


def evaluate(hand, discards, rng, n, leads=None):
    """(tenths of tricks the hand should win by the quick count, the learned table's eighths for the seat on lead,
    % of Nil survival), against n hands the opponent may hold. `leads`: whether this seat leads the first trick,
    None if the table is not wanted (its eighths then 0)."""
    mark = bytearray(64)  # the cards seen, then each drawn hand's while it is sorted (all zero again after)
    for c in hand:
        mark[c] = 1
    for c in discards:
        mark[c] = 1
    pool = bytearray()
    for s in (0, 1, 2, 3):
        for r in range(2, 15):
            if not mark[s << 4 | r]:
                pool.append(s << 4 | r)
        for r in range(2, 15):
            mark[s << 4 | r] = 0
    M = by_suit(hand)
    if leads is not None:
        first = FirstTrick()
        H = first.H
        mine = 0 if leads else 4
        for c in hand:
            H[mine + (c >> 4)] |= 1 << (c & 15)
    tot = 0
    table = 0
    nil = 0
    for _ in range(n):
        O = opp_hand(pool, rng, mark)
        w0, w1 = duel(M, O)
        tot += w0 * 130 // (w0 + w1)
        if leads is not None:
            for s in (0, 1, 2, 3):
                bits = 0
                for r in O[s]:
                    bits |= 1 << r
                H[4 - mine + s] = bits
            table += top_estimate(first)
        if nil_safe(M, O):
            nil += 1
    return tot // n, table // n, nil * 100 // n
