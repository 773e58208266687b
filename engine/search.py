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
# once. Depth is counted in tricks: at depth 0 a trick-start position is estimated (sure tricks + half the rest).
# Work is counted in nodes: a search over its node limit stops and says so (`aborted`).
#

from engine.search_run import run, INF, OFF, EXACT  # noqa: F401 - the loop, in a module of its own
from engine.search_gen import gen
from engine.search_suit import _suit
from engine.search_est import estimate
from engine.search_make import make, unmake, store
from engine.search_work import work, Rules  # noqa: F401 - the players import Rules from here
from engine.search_root import setup, best, values


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
        w = work(ttbits)
        self.tt0, self.tt1, self.ttv, self.mv, self.st, self.H, self.idx, self.n, self.k = w
        # every attribute from the start: the object's table of attributes is sized once
        self.me = self.leader = self.lead = self.tomove = self.tme = self.acc = self.broken = self.tricks_left = 0

    # set up a position, the best move, the value of every move: engine.search_root
    setup = setup
    best = best
    values = values

    # the move generator and the estimate: engine.search_gen, search_suit, search_est (small modules)
    gen = gen
    _suit = _suit
    estimate = estimate

    # make and unmake a move: engine.search_make
    make = make
    unmake = unmake

    store = store  # a searched trick-start position into the table: engine.search_make
    run = run  # Search.run(alpha, beta, depth, limit): engine.search_run


_ONE = []  # the players' Search, kept from one decision to the next (its attributes' table is not rebuilt)


def searcher(rules, ttbits):
    """A Search for `rules` (the same object each time: one search at a time)."""
    if _ONE:
        s = _ONE[0]
        s.__init__(rules, ttbits)
        return s
    s = Search(rules, ttbits)
    _ONE.append(s)
    return s
