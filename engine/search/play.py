"""The card play shared by the searched games: layouts of the hidden cards drawn and each searched (a module
of its own: MicroPython compiles small files in less heap)."""

from engine.players import BUDGET, EXACT_AT
from engine.search.alphabeta import searcher, EXACT

# A search a trick deeper costs 3 times the last one or more in 75% of cases (5 times at the median; Spades normal,
# 30 deals): with fewer nodes left than that, a pooled search stops deepening instead of starting what would not finish
GROW = 3


def search_play(level, rng, rules, mine, me, leader, lead, tme, legal, opp=None, belief=None, broken=False,
                to_internal=None, from_internal=None, scale=100, samples=0, pool=False):
    """The card to play: values of the legal cards summed over layouts (one if `opp` is the opponent's known
    hand), each searched as deep as the level's node budget allows, exactly when the hands are small. Each layout
    gets an equal share of the nodes; with `pool`, of the nodes still unspent, and it stops deepening when the
    next depth would not finish in them: what a layout does not spend goes to the layouts after it (without, an
    aborted last depth wastes about 43% of the nodes: Spades normal, 40 deals)."""
    if len(legal) == 1:
        return legal[0]
    nodes, n, bits = BUDGET[level]
    samples = samples or n  # a game may draw more layouts with the same nodes
    nodes = nodes * scale // 100  # a game whose nodes cost more gets fewer (bench_players.py measures them)
    if opp is not None:
        samples = 1
    s = searcher(rules, bits)
    total = {}
    for c in legal:
        total[c] = 0
    per = nodes // samples
    left_me = len(mine)
    exact_at = EXACT_AT[level]
    got = 0
    for i in range(samples):
        if pool:
            per = nodes // (samples - i)
        o = opp if opp is not None else belief.sample(rng)
        hands = [None, None]
        hands[me] = mine
        hands[1 - me] = o
        if to_internal is not None:
            hands = to_internal(hands)
        s.setup(hands, me, leader, lead, tme, broken)
        start = s.nodes
        tricks = s.tricks_left
        vals = None
        done = False
        if left_me <= exact_at:
            if opp is not None:
                # perfect information: the best move of one search, not the value of every move
                m = s.best(EXACT, start + per * 3 // 4)
                s.aborted = False
                if m >= 0:
                    return from_internal(m) if from_internal is not None else m
            else:
                vals = s.values(EXACT, start + per * 3 // 4)
                s.aborted = False
                done = vals is not None
        d = 1
        while not done:  # iterative deepening, a trick deeper each time, to the end or the budget
            dd = EXACT if d >= tricks else d
            was = s.nodes
            v = s.values(dd, start + per)
            s.aborted = False
            if v is None:
                break
            vals = v
            done = dd == EXACT
            d += 1
            if pool and start + per - s.nodes < GROW * (s.nodes - was):
                break
        nodes -= s.nodes - start
        if vals is None:
            continue
        got += 1
        add_values(total, legal, vals, from_internal)
    if got == 0:
        return None
    return best_total(legal, total)


def add_values(total, legal, vals, from_internal=None):
    """Add to total[c], for each legal card c, the value in `vals` ({representative: value}, the search's classes
    of equivalent cards) of its class: the lowest representative at or above it in its suit (-999 if none)."""
    for c in legal:
        best = None
        for rp in vals:
            rc = from_internal(rp) if from_internal is not None else rp
            if rc >> 4 == c >> 4 and (rc & 15) >= (c & 15) and (best is None or (rc & 15) < (best[0] & 15)):
                best = (rc, vals[rp])
        total[c] += best[1] if best is not None else -999


def best_total(legal, total):
    """The legal card of the highest total; of equal totals the lowest card (legal is sorted)."""
    best = legal[0]
    for c in legal:
        if total[c] > total[best] or (total[c] == total[best] and (c & 15) < (best & 15)):
            best = c
    return best
