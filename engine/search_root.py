"""Setting up a position and searching its root for engine.search (a module of its own: MicroPython compiles
small files in less heap). The functions are Search's methods."""

from engine.search_run import INF, EXACT


def setup(self, hands, me, leader, lead, tme, broken=False):
    """hands: [cards of player 0, cards of player 1] (internal ints); lead: the card led to the current
    trick by `leader` (-1 when the trick is empty); tme: tricks me has won so far."""
    H = self.H
    idx = self.idx  # entries of cards not in the hands are stale, never read
    for i in range(8):
        H[i] = 0
    i = 0
    for p in (0, 1):
        for c in hands[p]:
            H[p * 4 + (c >> 4)] |= 1 << (c & 15)
            idx[c] = 1 << i
            i += 1
    n = self.n
    n[0] = len(hands[0])
    n[1] = len(hands[1])
    k = self.k
    k[0] = k[1] = 0
    for p in (0, 1):
        for c in hands[p]:
            k[p] |= idx[c]
    self.me = me
    self.leader = leader
    self.lead = lead
    self.tomove = leader if lead < 0 else 1 - leader
    self.tme = tme
    self.acc = 0
    self.broken = 1 if broken else 0
    tt1 = self.tt1
    for i in range(self.ttmask + 1):
        tt1[i] = -1  # no key has a negative half
    self.tricks_left = (self.n[0] + self.n[1] + (1 if lead >= 0 else 0)) // 2


def best(self, depth, limit):
    """A best move of the current position (a class representative), or -1 if the node limit ran out."""
    self.run(-INF, INF, depth, limit)
    return -1 if self.aborted else self.st[6][0]

def values(self, depth, limit, moves=None):
    """{move: value} for each move of the current position (each searched with a full window), or None
    if the node limit ran out first."""
    if moves is None:
        moves = [0] * 14
        del moves[self.gen(moves, 0, -1):]
    out = {}
    for m in moves:
        sl, sr, sa, sb, spb = self.lead, self.leader, self.acc, self.tme, self.broken
        self.make(m)
        d = depth
        if self.lead < 0 and d != EXACT:
            d -= 1
        v = self.run(-INF, INF, d, limit)
        self.unmake(m, sl, sr, sa, sb, spb)
        if self.aborted:
            return None
        out[m] = v
    return out
