"""Make and unmake a move, keep a searched position in the table, and the static estimate, for engine.search.alphabeta (a
module of its own: MicroPython compiles small files in less heap). The functions are Search's methods."""

from engine.search.run import OFF
from engine.search.gen import _LOG


def make(self, m):
    r = self.r
    p = self.tomove
    s = m >> 4
    lv = m & 15
    self.H[p * 4 + s] ^= 1 << lv
    self.k[p] ^= self.idx[m]
    n = self.n
    n[p] -= 1
    if s == r.trump:
        self.broken = 1
    lead = self.lead
    if lead < 0:
        self.lead = m
        self.tomove = 1 - p
        return
    if s == lead >> 4:
        w = p if (lv >> r.sh) > ((lead & 15) >> r.sh) else 1 - p
    else:
        w = p if s == r.trump else 1 - p
    pts = r.pts
    v = pts[lead & 15] + pts[lv]
    if n[0] == 0 and n[1] == 0:
        v += r.last
    if w == self.me:
        self.acc += v
        self.tme += 1
    else:
        self.acc -= v
    self.lead = -1
    self.leader = w
    self.tomove = w


def unmake(self, m, sl, sr, sa, sb, sp):
    p = sr if sl < 0 else 1 - sr
    self.H[p * 4 + (m >> 4)] ^= 1 << (m & 15)
    self.k[p] ^= self.idx[m]
    self.n[p] += 1
    self.lead = sl
    self.leader = sr
    self.acc = sa
    self.tme = sb
    self.broken = sp
    self.tomove = p


def store(self, ti, v, oa, ob, bm, dp):
    """Keep in table slot ti what a search of `dp` tricks with window (oa, ob) found: value v (a bound if it
    fell outside the window), best move bm."""
    K = self.k
    tt0 = self.tt0
    tt1 = self.tt1
    ttv = self.ttv
    acc = self.acc
    k0 = K[0] | K[1]  # the key as engine.search.run reads it
    k1 = (self.tme if self.r.final is not None else 0) | (self.leader << 4) | (self.broken << 5)
    lo = -OFF
    hi = OFF - 1
    if tt0[ti] == k0 and tt1[ti] == k1 and (ttv[ti] >> 26) == dp:
        e = ttv[ti]  # tighten what the table knew
        lo = (e & 1023) - OFF
        hi = ((e >> 10) & 1023) - OFF
    f = v - acc
    if f < -OFF:
        f = -OFF
    elif f > OFF - 1:
        f = OFF - 1
    if v <= oa:
        if f < hi:
            hi = f
    elif v >= ob:
        if f > lo:
            lo = f
    else:
        lo = hi = f
    if lo > hi:
        lo = hi = f
    tt0[ti] = k0
    tt1[ti] = k1
    ttv[ti] = (lo + OFF) | ((hi + OFF) << 10) | ((bm if bm >= 0 else 0) << 20) | (dp << 26)


def popcount(m):
    n = 0
    while m:
        m &= m - 1
        n += 1
    return n


def smear(x):
    """Every bit below x's highest bit set too."""
    x |= x >> 1
    x |= x >> 2
    x |= x >> 4
    x |= x >> 8
    return x


def estimate(self):
    """Value of a trick-start position without searching it: accumulated + sure tricks and half the rest (or
    the game's own: Rules.est)."""
    H = self.H
    r = self.r
    if r.est is not None:
        return r.est(self)
    a = 0
    b = 0
    for s in (0, 1, 2, 3):
        m = H[s]
        o = H[4 + s]
        if m > o:
            a += popcount(m & ~smear(o))
        elif o:
            b += popcount(o & ~smear(m))
    left = self.n[0]
    if self.me:
        a, b = b, a
    if a + b > left:
        t = (a + a) * left // (a + b)
    else:
        t = a + a + left - a - b  # half-tricks for me
    if r.final is not None:
        f = r.final
        lo = self.tme + t // 2
        hi = self.tme + (t + 1) // 2
        # the last-trick bonus (Maniller) is shared as the tricks are
        return self.acc + (f[lo] + f[hi]) // 2 + (r.last * (t - left) // left if r.last else 0)
    tot = 0
    pts = r.pts
    for s in (0, 1, 2, 3):
        m = H[s] | H[4 + s]
        while m:
            b2 = m & -m
            m ^= b2
            tot += pts[_LOG[b2 % 37]]
    tot += r.last
    return self.acc + tot * (t - left) // left

