"""Move generation of engine.search (modules of their own: MicroPython compiles small files in less heap): gen
here, a suit's card classes in engine.search_suit. The functions are Search's methods."""


def gen(self, out, first, best):
    """The moves of the player to move into out[first:n] (reused: nothing is allocated), one per class of
    equivalent cards, best guesses first; returns n."""
    r = self.r
    H = self.H
    p = self.tomove
    base = p * 4
    obase = 4 - base
    pts = r.pts
    sh = r.sh
    trump = r.trump
    lead = self.lead
    k = first
    if lead >= 0:
        ls = lead >> 4
        ll = lead & 15
        m = H[base + ls]
        if m:
            if r.must and (r.must == 1 or ls == trump):
                above = m & ~((2 << (ll | sh)) - 1)  # Pinochle: above the higher copy's level
                if above:
                    m = above
            k = self._suit(out, k, ls, m, H[obase + ls] | (1 << ll), pts, True, ll)
        else:
            if r.must and trump >= 0 and H[base + trump]:
                k = self._suit(out, k, trump, H[base + trump], H[obase + trump], pts, True, -1)
            else:
                for s in (0, 1, 2, 3):
                    if H[base + s]:
                        k = self._suit(out, k, s, H[base + s], H[obase + s], pts, True, 99)
    else:
        tl = r.trump_lead and not self.broken
        for s in (0, 1, 2, 3):
            m = H[base + s]
            if m and not (tl and s == trump):
                k = self._suit(out, k, s, m, H[obase + s], pts, False, -1)
        if k == first:
            k = self._suit(out, k, trump, H[base + trump], H[obase + trump], pts, False, -1)
    n = k
    if best >= 0 and n - first > 1:
        # the table's best move first
        i = first
        while i < n and out[i] != best:
            i += 1
        if first < i < n:
            out[i] = out[first]
            out[first] = best
    return n
