# Alpha-beta over two-player trick play with every card placed (perfect information or one sampled layout).
#
# No recursion: one loop walks an explicit stack of plies (a few frames deep at most, for the device's small
# Python stack). Positions are small ints: a hand is one rank mask per suit (bit = level, <= 15 bits), so no int
# in the loop is wider than 30 bits on the device.
#
# Cards inside the search are "internal": suit * 16 + level, level 2..15 rising with the card's power in its suit
# (for most games level = rank; Pinochle maps its two copies of a card to two adjacent levels and compares
# levels >> 1, so that of identical cards the one played first wins).
#
# The value is from one player's side ("me"): the sum, over the tricks still to come, of +points for a trick
# `me` wins and -points for a trick the other wins (card points and the last-trick bonus), plus final[t], where
# t is the number of tricks `me` has won this deal when the hands are empty (trick-count games: Spades bids,
# Maniller). A transposition table (fixed size, replaced on collision) keeps bounds of trick-start positions.
# Adjacent cards of one hand (no card of the other hand or the trick between them, equal points) are searched
# once. Depth is counted in tricks: at depth 0 a trick-start position is estimated (sure tricks + half the rest, or
# the game's own: Rules.est, Maniller's and Spades' learned tables).
# Work is counted in nodes: a search over its node limit stops and says so (`aborted`).
#
# Four modules: this one (the position and the root), engine.search.gen (the move generator), engine.search.make
# (make, unmake, the table's store, the estimate) and engine.search.run (the loop, the work arrays, Rules). Fewer
# would keep less resident (a module's name, path and dict take about 300 bytes on the 64-bit unix port), but
# MicroPython compiles a module from source in heap that grows with its size, and the device may compile them.

from engine.search.run import run, work, Rules, INF, OFF, EXACT  # noqa: F401 - the players import these from here
from engine.search.gen import gen
from engine.search.make import make, unmake, store, estimate


class Search:
    def __init__(self, rules, ttbits=9):
        self.r = rules
        self.nodes = 0
        self.aborted = False
        # the table, the move lists and the plies' stack are kept from one search to the next (engine.search.run's
        # work arrays: the device's heap fragments if a few KB come and go with every decision); setup() clears
        # the table
        self.use(work(ttbits), ttbits)
        # every attribute from the start: the object's table of attributes is sized once
        self.me = self.leader = self.lead = self.tomove = self.tme = self.acc = self.broken = self.tricks_left = 0

    def use(self, w, ttbits=None):
        """Search with the work arrays w (engine.search.run.arrays): the table's three arrays, the move lists, the
        plies' stack, the position's hands, card bits, counts and keys; of the table, its first 2**ttbits entries
        (the arrays may hold more: kept for a bigger search) or all of it."""
        self.tt0, self.tt1, self.ttv, self.moves, self.plies, self.H, self.idx, self.n, self.k = w
        self.slots = len(self.tt1) if ttbits is None else 1 << ttbits

    # the move generator (engine.search.gen); make, unmake, the table and the estimate (engine.search.make);
    # the loop, Search.run(alpha, beta, depth, limit) (engine.search.run)
    gen = gen
    make = make
    unmake = unmake
    store = store
    estimate = estimate
    run = run

    # ----- a position, the best move, the value of every move
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
        for i in range(self.slots):
            tt1[i] = 255  # no key's byte: tricks won (<= 13) | leader << 4 | broken << 5
        self.tricks_left = (self.n[0] + self.n[1] + (1 if lead >= 0 else 0)) // 2

    def best(self, depth, limit):
        """A best move of the current position (a class representative), or -1 if the node limit ran out."""
        self.run(-INF, INF, depth, limit)
        return -1 if self.aborted else self.plies[6][0]  # the root's best move (BM, engine.search.run)

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


_ONE = []  # the players' Search, kept from one decision to the next (its attributes' table is not rebuilt; Double
# Emperor keeps a search of its own, engine.players.double_emperor_search)


def searcher(rules, ttbits):
    """A Search for `rules` (the same object each time: one search at a time)."""
    if _ONE:
        s = _ONE[0]
        s.__init__(rules, ttbits)
        return s
    s = Search(rules, ttbits)
    _ONE.append(s)
    return s
