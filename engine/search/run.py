"""The alpha-beta loop of engine.search.alphabeta, its work arrays and what the search needs of a game's trick play
(Rules). The app allocates the work arrays as a game opens (engine.players.allocate_work), while the heap is still
in few pieces, and keeps them for the whole game, handing them back when it loads this module again."""

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None

# the work arrays (arrays): the table: cards left (4-byte ints), tricks won, leader and trumps broken (a byte),
# value (4-byte ints); the plies' move lists (16 bytes a ply), the plies' stack (15 arrays of 2-byte ints, values
# within +-INF), and the position's hands, card bits, counts and keys. One set at a time, of the biggest table
# asked for: a search asking for a smaller one uses its first entries (Search.slots)
_WORK = []


def work(ttbits, kept=None):
    """Work arrays with a table of 2**ttbits entries or more: the ones kept here, else `kept` (arrays this module
    made before it was forgotten and loaded again), else new ones in their place."""
    size = 1 << ttbits
    for w in (_WORK[0] if _WORK else None, kept):
        if w is not None and len(w[1]) >= size:
            _WORK[:] = [w]
            return w
    _WORK[:] = []
    import gc
    gc.collect()
    w = arrays(ttbits)
    _WORK.append(w)
    return w


def arrays(ttbits):
    """A new set of work arrays (work's, kept there; tools/reference.py keeps its own desktop-sized ones): the
    plies' stack holds table slots, so a table of more than 2**15 entries needs 4-byte ints there."""
    size = 1 << ttbits
    return (array("i", range(size)), bytearray(size), array("i", range(size)),
            bytearray(28 * 16), [array("h" if ttbits <= 15 else "i", range(28)) for _ in range(15)],
            array("i", range(8)), array("i", range(64)), [0, 0], [0, 0])


class Rules:
    # What the search needs of a game's trick play.
    #
    # trump: suit or -1. pts: points a trick's winner gets for each card, indexed by level (16 entries).
    # final: list indexed by me's final trick count, or None. last: bonus for the last trick.
    # sh: levels compared >> sh (1 for Pinochle's copies). must: 0 follow suit; 1 follow, beat if able, else
    # trump if able (Pinochle phase 2, must_win "always"); 2 the same but beat only when trumps are led.
    # trump_lead: True when trumps may not be led until broken unless the hand holds only trumps (Spades).
    # est: the game's own estimate, a function of the search giving the value of its trick-start position (a table
    # learned on exact solves: engine.players.maniller_estimate, engine.search.top_estimate), or None; table: the
    # table est reads, if not its own (top_estimate's: engine.players.spades_estimate, ...pinochle_estimate).
    # worth: what a layout's value at the root (a whole deal's score, mine less the other's) is worth to the player
    # where the search reached the deal's end (a function: Maniller's in a deal that may end the game,
    # engine.players.maniller.deal_worth), or None: itself. (An estimate's value stays itself: weighed as a sure
    # end, its error would decide.)

    def __init__(self, trump=-1, pts=None, final=None, last=0, sh=0, must=0, trump_lead=False, est=None,
                 table=None, worth=None):
        self.trump = trump
        self.pts = pts if pts is not None else [0] * 16
        self.final = final
        self.last = last
        self.sh = sh
        self.must = must
        self.trump_lead = trump_lead
        self.est = est
        self.table = table
        self.worth = worth
        self.haspts = max(self.pts) > 0  # (the search's move order reads it)


INF = 30000
OFF = 512  # table values are stored offset, 10 bits each, so within -512..511
EXACT = 15  # depth stored for an exact (unlimited) result


def run(self, alpha, beta, depth, limit):
    """Value of the current position, fail-soft within (alpha, beta), searching `depth` more trick starts
    (EXACT: to the end of the deal). Past `limit` nodes in all it stops with self.aborted set (the value
    is then useless) and the position as it was."""
    final = self.r.final
    usetme = final is not None
    me = self.me
    K = self.k
    n = self.n
    S = type(self)  # the methods once (DESearch has its own gen and estimate), as plain functions: no lookup in
    # the object's own attributes at each node
    gen = S.gen
    make = S.make
    unmake = S.unmake
    store = S.store
    estimate = S.estimate
    tt0 = self.tt0  # the work arrays (work)
    tt1 = self.tt1
    ttv = self.ttv
    ttmask = self.slots - 1
    MV = self.moves
    # per ply: next move, window (and the one it was entered with, to tell bounds from exact values),
    # best value and move, depth, table slot, and what undoes its move (lead, leader, acc, tme, broken)
    MI, AL, BE, OA, OB, BV, BM, DP, TI, SL, SR, SA, SB, SP, MN = self.plies
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
                    unmake(self, MV[MI[sp] - 1], SL[sp], SR[sp], SA[sp], SB[sp], SP[sp])
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
                    v = estimate(self)
                    continue
                k0 = K[0] | (self.tme << 26 if usetme else 0)
                k1 = K[1] | (self.leader << 26) | (self.broken << 27)
                ti = (k0 ^ (k0 >> 13) ^ k1 ^ (k1 >> 7) ^ (k1 >> 17)) & ttmask
                OA[sp] = AL[sp]
                OB[sp] = BE[sp]
                # the entry's key: the cards left (each player's own bits: the table is cleared at each setup) and
                # a byte of tricks won, leader and trumps broken (9 bytes an entry, not 12)
                if tt0[ti] == K[0] | K[1] and tt1[ti] == (k0 >> 26) | (k1 >> 26 << 4):
                    e = ttv[ti]
                    best = (e >> 20) & 63
                    if (e >> 26) >= d and sp:  # the root is always searched: it names its best move
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
            MI[sp] = sp * 16  # this ply's moves: MV[sp * 16:MN[sp]]
            MN[sp] = gen(self, MV, sp * 16, best)
            BV[sp] = -INF if self.tomove == me else INF
            BM[sp] = -1
        else:
            if sp == 0:
                self.nodes = nodes
                return v
            sp -= 1
            m = MV[MI[sp] - 1]
            unmake(self, m, SL[sp], SR[sp], SA[sp], SB[sp], SP[sp])
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
                MI[sp] = 9999
        i = MI[sp]
        if i < MN[sp]:
            m = MV[i]
            MI[sp] = i + 1
            SL[sp] = self.lead
            SR[sp] = self.leader
            SA[sp] = self.acc
            SB[sp] = self.tme
            SP[sp] = self.broken
            make(self, m)
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
            store(self, ti, v, OA[sp], OB[sp], BM[sp], DP[sp])
