"""The move generator of engine.search.alphabeta (a module of its own: MicroPython compiles small files in less heap).
gen is Search's method; _suit, its helper, is called as a function (no lookup in the object at each node)."""

_LOG = bytearray(37)  # (1 << k) % 37 -> k: the level of a lone bit
for _i in range(16):
    _LOG[(1 << _i) % 37] = _i


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
            k = _suit(self, out, k, ls, m, H[obase + ls] | (1 << ll), pts, True, ll)
        else:
            if r.must and trump >= 0 and H[base + trump]:
                k = _suit(self, out, k, trump, H[base + trump], H[obase + trump], pts, True, -1)
            else:
                for s in (0, 1, 2, 3):
                    if H[base + s]:
                        k = _suit(self, out, k, s, H[base + s], H[obase + s], pts, True, 99)
    else:
        tl = r.trump_lead and not self.broken
        for s in (0, 1, 2, 3):
            m = H[base + s]
            if m and not (tl and s == trump):
                k = _suit(self, out, k, s, m, H[obase + s], pts, False, -1)
        if k == first:
            k = _suit(self, out, k, trump, H[base + trump], H[obase + trump], pts, False, -1)
    best_first(out, first, k, best)
    return k


def best_first(out, first, n, best):
    """Move the table's best move (if any, and among out[first:n]) to the front, the others' order kept but one."""
    if best >= 0 and n - first > 1:
        i = first
        while i < n and out[i] != best:
            i += 1
        if first < i < n:
            out[i] = out[first]
            out[first] = best


def _reverse(a, i, j):
    """Reverse a[i:j] in place (no new list: the search allocates nothing in its loop)."""
    j -= 1
    while i < j:
        a[i], a[j] = a[j], a[i]
        i += 1
        j -= 1


def _suit(self, out, first, s, m, other, pts, following, ll):
    """Append suit s's card classes from mask m (other: the rest of the suit still in play), ordered:
    when following, the cheapest winner first then the lowest losers; when leading, the top card then the
    rest from the lowest. ll: the level of the card led when following its suit (-1 or 99 otherwise). Returns the
    new count."""
    sb = s << 4
    sh = self.r.sh
    if sh:  # ranks are levels >> 1 (Pinochle's two copies): the other's card stands for its rank's two levels
        other |= (other >> 1 & 0x5555) | (other << 1 & 0xAAAA)
    prev = -1
    n = first
    while m:
        b = m & -m
        m ^= b
        lv = _LOG[b % 37]
        if prev >= 0:
            # prev and lv equivalent: equal points, and nothing of the other side (or the trick) of a rank from
            # prev's to lv's (Pinochle's other copy of either card ties one and not the other)
            if other & ((2 << lv) - (1 << prev)) == 0 and pts[prev] == pts[lv]:
                prev = lv
                continue
            out[n] = sb + prev
            n += 1
        prev = lv
    if prev >= 0:
        out[n] = sb + prev
        n += 1
    if n - first > 1:
        if following:
            # winners (above lim: the card led's rank) cheapest first, then losers lowest first: already
            # ascending; rotate
            i = first
            lim = ll | sh
            while i < n and (out[i] & 15) <= lim:
                i += 1
            if first < i < n:
                _reverse(out, first, i)
                _reverse(out, i, n)
                _reverse(out, first, n)
            i = first + n - i  # the losers now start here
            if self.r.haspts:
                # losers by the points they give away, then by level (insertion sort, in place)
                j = i + 1
                while j < n:
                    c = out[j]
                    kc = pts[c & 15] * 16 + (c & 15)
                    k = j - 1
                    while k >= i and pts[out[k] & 15] * 16 + (out[k] & 15) > kc:
                        out[k + 1] = out[k]
                        k -= 1
                    out[k + 1] = c
                    j += 1
        else:
            top = out[n - 1]
            j = n - 1
            while j > first:
                out[j] = out[j - 1]
                j -= 1
            out[first] = top
    return n
