"""The table store of engine.search_run (a module of its own: MicroPython compiles small files in less heap).
The function is Search's method."""

from engine.search_run import OFF


def store(self, ti, v, oa, ob, bm, dp):
    """Keep in table slot ti what a search of `dp` tricks with window (oa, ob) found: value v (a bound if it
    fell outside the window), best move bm."""
    K = self.k
    tt0 = self.tt0
    tt1 = self.tt1
    ttv = self.ttv
    acc = self.acc
    k0 = K[0] | (self.tme << 26 if self.r.final is not None else 0)
    k1 = K[1] | (self.leader << 26) | (self.broken << 27)
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

