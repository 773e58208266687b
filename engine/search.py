"""Alpha-beta over two-player trick play with every card placed (perfect information or one sampled layout).

No recursion: one loop walks an explicit stack of plies (a few frames deep at most, for the device's small
Python stack). Positions are small ints: a hand is one rank mask per suit (bit = level, <= 15 bits), so no int
in the loop is wider than 30 bits on the device.

Cards inside the search are "internal": suit * 16 + level, level 2..15 rising with the card's power in its suit
(for most games level = rank; Pinochle maps its two copies of a card to two adjacent levels and compares
levels >> 1, so that of identical cards the one played first wins).

The value is from one player's side ("me"): the sum, over the tricks still to come, of +points for a trick
`me` wins and -points for a trick the other wins (card points and the last-trick bonus), plus final[t], where
t is the number of tricks `me` has won this deal when the hands are empty (trick-count games: Spades bids,
Maniller). A transposition table (fixed size, replaced on collision) keeps bounds of trick-start positions.
Adjacent cards of one hand (no card of the other hand or the trick between them, equal points) are searched
once. Depth is counted in tricks: at depth 0 a trick-start position is estimated (sure tricks + half the rest).
Work is counted in nodes: a search over its node limit stops and says so (`aborted`).
"""

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None

from engine.search_run import run, INF, OFF, EXACT  # noqa: F401 - the loop, in a module of its own

_LOG = [0] * 37  # (1 << k) % 37 -> k: the level of a lone bit
for _i in range(16):
    _LOG[(1 << _i) % 37] = _i


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


_WORK = {}  # table bits -> (three table arrays of 4-byte ints, move lists, stack): one set at a time


def _reverse(a, i, j):
    """Reverse a[i:j] in place (no new list: the search allocates nothing in its loop)."""
    j -= 1
    while i < j:
        a[i], a[j] = a[j], a[i]
        i += 1
        j -= 1


class Rules:
    """What the search needs of a game's trick play.

    trump: suit or -1. pts: points a trick's winner gets for each card, indexed by level (16 entries).
    final: list indexed by me's final trick count, or None. last: bonus for the last trick.
    sh: levels compared >> sh (1 for Pinochle's copies). must: 0 follow suit; 1 follow, beat if able, else
    trump if able (Pinochle phase 2, must_win "always"); 2 the same but beat only when trumps are led.
    trump_lead: True when trumps may not be led until broken unless the hand holds only trumps (Spades).
    """

    def __init__(self, trump=-1, pts=None, final=None, last=0, sh=0, must=0, trump_lead=False):
        self.trump = trump
        self.pts = pts if pts is not None else [0] * 16
        self.final = final
        self.last = last
        self.sh = sh
        self.must = must
        self.trump_lead = trump_lead


class Search:
    def __init__(self, rules, ttbits=9):
        self.r = rules
        self.haspts = max(rules.pts) > 0
        self.ttmask = (1 << ttbits) - 1
        self.ttbits = ttbits
        self.nodes = 0
        self.aborted = False
        # the table, the move lists and the plies' stack are kept from one search to the next (the device's heap
        # fragments if a few KB come and go with every decision); setup() clears the table
        w = _WORK.get(ttbits)
        if w is None:
            size = 1 << ttbits
            w = (array("i", range(size)), array("i", range(size)), array("i", range(size)),
                 [array("b", range(14)) for _ in range(28)], [array("i", range(28)) for _ in range(15)])
            _WORK.clear()
            _WORK[ttbits] = w
        self.tt0, self.tt1, self.ttv, self.mv, self.st = w

    def setup(self, hands, me, leader, lead, tme, broken=False):
        """hands: [cards of player 0, cards of player 1] (internal ints); lead: the card led to the current
        trick by `leader` (-1 when the trick is empty); tme: tricks me has won so far."""
        H = [0] * 8
        idx = [0] * 64
        i = 0
        for p in (0, 1):
            for c in hands[p]:
                H[p * 4 + (c >> 4)] |= 1 << (c & 15)
                idx[c] = 1 << i
                i += 1
        self.H = H
        self.idx = idx
        self.n = [len(hands[0]), len(hands[1])]
        k = [0, 0]
        for p in (0, 1):
            for c in hands[p]:
                k[p] |= idx[c]
        self.k = k
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

    # ----- moves -----
    def gen(self, out, best):
        """The moves of the player to move into out[0:n] (a list of 16, reused: nothing is allocated), one per
        class of equivalent cards, best guesses first; returns n."""
        r = self.r
        H = self.H
        p = self.tomove
        base = p * 4
        obase = 4 - base
        pts = r.pts
        sh = r.sh
        trump = r.trump
        lead = self.lead
        k = 0
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
            if k == 0:
                k = self._suit(out, k, trump, H[base + trump], H[obase + trump], pts, False, -1)
        n = k
        if best >= 0 and n > 1:
            # the table's best move first
            i = 0
            while i < n and out[i] != best:
                i += 1
            if 0 < i < n:
                out[i] = out[0]
                out[0] = best
        return n

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

    # ----- estimate -----
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
            return self.acc + (f[lo] + f[hi]) // 2
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

    # ----- make and unmake -----
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

    run = run  # Search.run(alpha, beta, depth, limit): engine.search_run

    def best(self, depth, limit):
        """A best move of the current position (a class representative), or -1 if the node limit ran out."""
        self.run(-INF, INF, depth, limit)
        return -1 if self.aborted else self.st[6][0]

    def values(self, depth, limit, moves=None):
        """{move: value} for each move of the current position (each searched with a full window), or None
        if the node limit ran out first."""
        if moves is None:
            moves = [0] * 14
            del moves[self.gen(moves, -1):]
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
