"""A suit's card classes for engine.search_gen (a module of its own: MicroPython compiles small files in less
heap). The function is Search's method."""

_LOG = bytearray(37)  # (1 << k) % 37 -> k: the level of a lone bit
for _i in range(16):
    _LOG[(1 << _i) % 37] = _i


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
    rest from the lowest. Returns the new count."""
    sb = s << 4
    prev = -1
    n = first
    while m:
        b = m & -m
        m ^= b
        lv = _LOG[b % 37]
        if prev >= 0:
            # prev and lv equivalent: nothing of the other side between them, equal points
            if other & ((1 << lv) - (2 << prev)) == 0 and pts[prev] == pts[lv]:
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
            # winners (above ll) cheapest first, then losers lowest first: already ascending; rotate
            sh = self.r.sh
            i = first
            lim = ll | 1 if sh else ll
            while i < n and (out[i] & 15) <= lim:
                i += 1
            if first < i < n:
                _reverse(out, first, i)
                _reverse(out, i, n)
                _reverse(out, first, n)
            i = first + n - i  # the losers now start here
            if self.haspts:
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
