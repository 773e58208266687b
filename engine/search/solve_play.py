"""Maniller hard's endgame (engine.players.maniller): layouts of the hidden cards solved exactly while the nodes last
(a module of its own, loaded for that only: normal and the other games keep none of it in the heap)."""

from engine.search.alphabeta import searcher, EXACT
from engine.search.play import best_total, add_values


SPARE = 10  # what drawing and setting up a layout costs, in nodes (instructions counted under MicroPython: 5 to 10)
MOST = 120  # layouts at most


def solve_play(budget, rng, rules, mine, me, leader, lead, tme, legal, belief, samples):
    """The card to play from a small hand (no trumps, no internal cards): layouts drawn one after another
    and each solved to the end, as many as the level's nodes (`budget`: engine.players.BUDGET's) allow for `samples`
    layouts (each layout counted SPARE nodes more): few where a solve costs many nodes, up to MOST where it costs
    few. None if not one is solved."""
    nodes, _, bits = budget
    room = nodes + samples * SPARE
    s = searcher(rules, bits)
    total = {}
    for c in legal:
        total[c] = 0
    hands = [None, None]
    hands[me] = mine
    i = got = 0
    while i < MOST and s.nodes + (i + 1) * SPARE < room:
        i += 1
        hands[1 - me] = belief.sample(rng)
        s.setup(hands, me, leader, lead, tme)
        vals = s.values(EXACT, room - i * SPARE)
        s.aborted = False
        if vals is None:
            break
        got += 1
        add_values(total, legal, vals, rules.worth)
    return best_total(legal, total) if got else None
