"""The static estimate of engine.search (a module of its own: MicroPython compiles small files in less heap).
The function is Search's method."""

from engine.search_suit import _LOG


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
    """Value of a trick-start position without searching it: accumulated + sure tricks and half the rest."""
    H = self.H
    r = self.r
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
