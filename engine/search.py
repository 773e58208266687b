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

INF = 30000
OFF = 512  # table values are stored offset, 10 bits each, so within -512..511
EXACT = 15  # depth stored for an exact (unlimited) result

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
        self.ttmask = (1 << ttbits) - 1
        self.ttbits = ttbits
        self.mv = [[] for _ in range(32)]
        self.nodes = 0
        self.aborted = False
        self.tt0 = None
        self.st = [[0] * 32 for _ in range(15)]  # the plies' stack, reused by every run()

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
        size = self.ttmask + 1
        if self.tt0 is None:
            self.tt0 = array("i", range(size))  # 4 bytes an entry on every Python
            self.tt1 = array("i", range(size))
            self.ttv = array("i", range(size))
        tt1 = self.tt1
        for i in range(size):
            tt1[i] = -1  # no key has a negative half
        self.tricks_left = (self.n[0] + self.n[1] + (1 if lead >= 0 else 0)) // 2

    # ----- moves -----
    def gen(self, out, best):
        """The moves of the player to move into `out`, one per class of equivalent cards, best guesses first."""
        r = self.r
        H = self.H
        p = self.tomove
        base = p * 4
        obase = 4 - base
        pts = r.pts
        sh = r.sh
        trump = r.trump
        lead = self.lead
        del out[:]
        if lead >= 0:
            ls = lead >> 4
            ll = lead & 15
            m = H[base + ls]
            if m:
                if r.must and (r.must == 1 or ls == trump):
                    above = m & ~((2 << (ll | sh)) - 1)  # Pinochle: above the higher copy's level
                    if above:
                        m = above
                self._suit(out, ls, m, H[obase + ls] | (1 << ll), pts, True, ll)
            else:
                if r.must and trump >= 0 and H[base + trump]:
                    self._suit(out, trump, H[base + trump], H[obase + trump], pts, False, -1)
                else:
                    for s in (0, 1, 2, 3):
                        if H[base + s]:
                            self._suit(out, s, H[base + s], H[obase + s], pts, True, 99)
        else:
            tl = r.trump_lead and not self.broken
            for s in (0, 1, 2, 3):
                m = H[base + s]
                if m and not (tl and s == trump):
                    self._suit(out, s, m, H[obase + s], pts, False, -1)
            if not out:
                self._suit(out, trump, H[base + trump], H[obase + trump], pts, False, -1)
        if best >= 0 and len(out) > 1:
            # the table's best move first (or its class representative)
            i = 0
            n = len(out)
            while i < n and out[i] != best:
                i += 1
            if 0 < i < n:
                out[i] = out[0]
                out[0] = best

    def _suit(self, out, s, m, other, pts, following, ll):
        """Append suit s's card classes from mask m (other: the rest of the suit still in play), ordered:
        when following, the cheapest winner first then the lowest losers; when leading, the top card then the
        rest from the lowest."""
        sb = s << 4
        prev = -1
        first = len(out)
        while m:
            b = m & -m
            m ^= b
            lv = _LOG[b % 37]
            if prev >= 0:
                # prev and lv equivalent: nothing of the other side between them, equal points
                if other & ((1 << lv) - (2 << prev)) == 0 and pts[prev] == pts[lv]:
                    prev = lv
                    continue
                out.append(sb + prev)
            prev = lv
        if prev >= 0:
            out.append(sb + prev)
        n = len(out)
        if n - first > 1:
            if following:
                # winners (above ll) cheapest first, then losers lowest first: already ascending; rotate
                sh = self.r.sh
                i = first
                lim = ll | 1 if sh else ll
                while i < n and (out[i] & 15) <= lim:
                    i += 1
                if first < i < n:
                    out[first:n] = out[i:n] + out[first:i]
            else:
                top = out[n - 1]
                out[first + 1:n] = out[first:n - 1]
                out[first] = top

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

    # ----- search -----
    def run(self, alpha, beta, depth, limit):
        """Value of the current position, fail-soft within (alpha, beta), searching `depth` more trick starts
        (EXACT: to the end of the deal). Past `limit` nodes in all it stops with self.aborted set (the value
        is then useless) and the position as it was."""
        final = self.r.final
        usetme = final is not None
        me = self.me
        K = self.k
        n = self.n
        tt0 = self.tt0
        tt1 = self.tt1
        ttv = self.ttv
        ttmask = self.ttmask
        MV = self.mv
        # per ply: next move, window (and the one it was entered with, to tell bounds from exact values),
        # best value and move, depth, table slot, and what undoes its move (lead, leader, acc, tme, broken)
        MI, AL, BE, OA, OB, BV, BM, DP, TI, SL, SR, SA, SB, SP, _ = self.st
        nodes = self.nodes
        sp = 0
        AL[0] = alpha
        BE[0] = beta
        DP[0] = depth
        entering = True
        v = 0
        while True:
            if entering:
                nodes += 1
                if nodes > limit:
                    self.aborted = True
                    self.nodes = nodes
                    while sp > 0:
                        sp -= 1
                        self.unmake(MV[sp][MI[sp] - 1], SL[sp], SR[sp], SA[sp], SB[sp], SP[sp])
                    return 0
                entering = False
                ti = -1
                best = -1
                if self.lead < 0:
                    if n[0] == 0:
                        v = self.acc + (final[self.tme] if usetme else 0)
                        continue
                    d = DP[sp]
                    if d == 0:
                        v = self.estimate()
                        continue
                    k0 = K[0] | (self.tme << 26 if usetme else 0)
                    k1 = K[1] | (self.leader << 26) | (self.broken << 27)
                    ti = (k0 ^ (k0 >> 13) ^ k1 ^ (k1 >> 7) ^ (k1 >> 17)) & ttmask
                    OA[sp] = AL[sp]
                    OB[sp] = BE[sp]
                    if tt0[ti] == k0 and tt1[ti] == k1:
                        e = ttv[ti]
                        best = (e >> 20) & 63
                        if (e >> 26) >= d:
                            acc = self.acc
                            lo = (e & 1023) - OFF + acc
                            hi = ((e >> 10) & 1023) - OFF + acc
                            if lo == hi or lo >= BE[sp]:
                                v = lo
                                continue
                            if hi <= AL[sp]:
                                v = hi
                                continue
                            if lo > AL[sp]:
                                AL[sp] = lo
                            if hi < BE[sp]:
                                BE[sp] = hi
                TI[sp] = ti
                self.gen(MV[sp], best)
                MI[sp] = 0
                BV[sp] = -INF if self.tomove == me else INF
                BM[sp] = -1
            else:
                if sp == 0:
                    self.nodes = nodes
                    return v
                sp -= 1
                m = MV[sp][MI[sp] - 1]
                self.unmake(m, SL[sp], SR[sp], SA[sp], SB[sp], SP[sp])
                if self.tomove == me:
                    if v > BV[sp]:
                        BV[sp] = v
                        BM[sp] = m
                        if v > AL[sp]:
                            AL[sp] = v
                elif v < BV[sp]:
                    BV[sp] = v
                    BM[sp] = m
                    if v < BE[sp]:
                        BE[sp] = v
                if AL[sp] >= BE[sp]:
                    MI[sp] = 99
            mvs = MV[sp]
            i = MI[sp]
            if i < len(mvs):
                m = mvs[i]
                MI[sp] = i + 1
                SL[sp] = self.lead
                SR[sp] = self.leader
                SA[sp] = self.acc
                SB[sp] = self.tme
                SP[sp] = self.broken
                self.make(m)
                d = DP[sp]
                if self.lead < 0 and d != EXACT:
                    d -= 1
                sp += 1
                AL[sp] = AL[sp - 1]
                BE[sp] = BE[sp - 1]
                DP[sp] = d
                entering = True
                continue
            v = BV[sp]
            ti = TI[sp]
            if ti >= 0:
                acc = self.acc
                k0 = K[0] | (self.tme << 26 if usetme else 0)
                k1 = K[1] | (self.leader << 26) | (self.broken << 27)
                lo = -OFF
                hi = OFF - 1
                if tt0[ti] == k0 and tt1[ti] == k1 and (ttv[ti] >> 26) == DP[sp]:
                    e = ttv[ti]  # tighten what the table knew
                    lo = (e & 1023) - OFF
                    hi = ((e >> 10) & 1023) - OFF
                f = v - acc
                if f < -OFF:
                    f = -OFF
                elif f > OFF - 1:
                    f = OFF - 1
                if v <= OA[sp]:
                    if f < hi:
                        hi = f
                elif v >= OB[sp]:
                    if f > lo:
                        lo = f
                else:
                    lo = hi = f
                if lo > hi:
                    lo = hi = f
                bm = BM[sp]
                tt0[ti] = k0
                tt1[ti] = k1
                ttv[ti] = (lo + OFF) | ((hi + OFF) << 10) | ((bm if bm >= 0 else 0) << 20) | (DP[sp] << 26)

    def values(self, depth, limit, moves=None):
        """{move: value} for each move of the current position (each searched with a full window), or None
        if the node limit ran out first."""
        if moves is None:
            moves = []
            self.gen(moves, -1)
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
