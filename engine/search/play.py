"""The card play shared by the searched games: layouts of the hidden cards drawn and each searched (a module
of its own: MicroPython compiles small files in less heap)."""

from engine.search.alphabeta import searcher, EXACT

# A search a trick deeper mostly costs this many times the last one or more (docs/players.md): with fewer nodes
# left than that, a pooled search stops deepening instead of starting what would not finish
GROW = 3


def search_play(budget, exact_at, rng, rules, mine, me, leader, lead, tme, legal, belief, broken=False, scale=100,
                samples=0, pool=False):
    """The card to play: values of the legal cards summed over layouts of the unseen cards drawn from `belief`,
    each searched as deep as the level's budget (engine.players.BUDGET: nodes, layouts, table bits) allows, exactly
    to the end of the deal from `exact_at` cards a hand. Each layout gets an equal share of the nodes; with
    `pool`, of the nodes still unspent, and it stops deepening when the next depth would not finish in them: what a
    layout does not spend goes to the layouts after it (without, an aborted last depth wastes the nodes it took)."""
    if len(legal) == 1:
        return legal[0]
    nodes, n, bits = budget
    samples = samples or n  # a game may draw more layouts with the same nodes
    nodes = nodes * scale // 100  # a game whose nodes cost more gets fewer (bench_players.py measures them)
    s = searcher(rules, bits)
    total = {}
    for c in legal:
        total[c] = 0
    per = nodes // samples
    left_me = len(mine)
    got = 0
    hands = [None, None]
    hands[me] = mine
    for i in range(samples):
        if pool:
            per = nodes // (samples - i)
        hands[1 - me] = belief.sample(rng)
        s.setup(hands, me, leader, lead, tme, broken)
        start = s.nodes
        tricks = s.tricks_left
        vals = None
        done = False
        if left_me <= exact_at:
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
        add_values(total, legal, vals, rules.worth if done else None)  # (a deal's end only where it was reached)
    return best_total(legal, total) if got else None


def add_values(total, legal, vals, worth=None):
    """Add to total[c], for each legal card c, the value in `vals` ({representative: value}, the search's classes
    of equivalent cards) of its class: the lowest representative at or above it in its suit (-999 if none), or
    what `worth` (Rules.worth) makes of it."""
    for c in legal:
        best = None
        for rc in vals:
            if rc >> 4 == c >> 4 and (rc & 15) >= (c & 15) and (best is None or (rc & 15) < (best[0] & 15)):
                best = (rc, vals[rc])
        if best is None:
            total[c] -= 999
        else:
            total[c] += best[1] if worth is None else worth(best[1])


def best_total(legal, total):
    """The legal card of the highest total; of equal totals the lowest card (legal is sorted)."""
    best = legal[0]
    for c in legal:
        if total[c] > total[best] or (total[c] == total[best] and (c & 15) < (best & 15)):
            best = c
    return best
