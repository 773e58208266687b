"""tools/exact_check.py's exact solve against a brute force over the game itself, and the levels' exact play
(Pinochle's phase 2, Double Emperor) on a few real positions."""

import copy
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import games, players  # noqa: E402
from tools import exact_check as xc  # noqa: E402


def brute(g):
    """Player 0's card points (Pinochle: and the last trick) minus player 1's from here to the deal's end, under
    perfect play: plain minimax over the game's own legal moves (no search, no solver)."""
    if g.phase in ("deal_over", "game_over"):
        return g.deal_scores[0] - g.deal_scores[1] if g.NAME == "pinochle" else g.taken[0] - g.taken[1]
    vals = []
    for m in sorted(set(g.legal())):
        h = copy.deepcopy(g)
        h.move(m)
        vals.append(brute(h))
    return max(vals) if g.to_move == 0 else min(vals)


def brute_optimal(g):
    out = {}
    for m in sorted(set(g.legal())):
        h = copy.deepcopy(g)
        h.move(m)
        out[m & 63] = brute(h)
    want = (max if g.to_move == 0 else min)(out.values())
    return set(c for c in out if out[c] == want)


def positions(name, cards, count, level="easy", options=None):
    """Decisions with at most `cards` cards in the mover's hand (Pinochle: in phase 2) and a choice, from games
    played by `level`."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        g = games.new_game(name, options=options, seed=seed)
        n = 0
        while g.phase not in ("deal_over", "game_over"):
            n += 1
            view = g.seat(g.to_move)
            mine = len(xc.in_hand(g, g.to_move))
            if (mine <= cards and len(set(m & 63 for m in g.legal())) > 1 and
                    (name != "pinochle" or xc.pinochle_phase2(g, view))):
                out.append(copy.deepcopy(g))
                break
            g.move(players.choose(view, level, seed * 100 + n))
    return out


def solver_optimal(g):
    deal = xc.de_deal(g) if g.NAME == "double_emperor" else xc.pinochle_deal(g)
    ok = deal.check(g, [m & 63 for m in g.legal()])
    return set(c for c in ok if ok[c])


@pytest.mark.parametrize("name,options", [("pinochle", None), ("pinochle", {"must_win": "trumps"}),
                                          ("pinochle", {"counting": "10-10-5-5"}), ("double_emperor", None)])
def test_the_checkers_exact_solve_equals_brute_force(name, options):
    for g in positions(name, 4, 8, options=options):
        assert solver_optimal(g) == brute_optimal(g)


def test_the_checkers_solver_agrees_with_the_engines_search_on_whole_phases():
    """A Pinochle phase-2 position with 9 cards a hand: the same value as the engine's exact search."""
    from engine.search.alphabeta import Search, EXACT, INF
    from engine.players.pinochle_phase2 import internal, phase2_rules
    g = positions("pinochle", 9, 1, level="normal")[0]
    while g.trick:
        g.move(players.choose(g.seat(g.to_move), "normal", 1))
    deal = xc.pinochle_deal(g)
    h0, h1, li = deal.position([xc.in_hand(g, 0), xc.in_hand(g, 1)], -1)
    v = deal.solver.value(h0, h1, g.leader)
    ic = internal(xc.in_hand(g, 0) + xc.in_hand(g, 1))
    n0 = len(xc.in_hand(g, 0))
    s = Search(phase2_rules(g.seat(0)), 14)  # the player's rules: its counters, trumps and must-win
    s.setup([ic[:n0], ic[n0:]], 0, g.leader, -1, 0)
    assert s.run(-INF, INF, EXACT, 10 ** 9) == v


@pytest.mark.parametrize("name,level,cards", [("pinochle", "normal", 5), ("pinochle", "hard", 6),
                                              ("double_emperor", "hard", 6)])
def test_the_level_plays_an_exact_best_card_where_it_solves_to_the_end(name, level, cards):
    """A hand size where the level solves to the deal's end within its nodes (Pinochle: engine.players.pinochle_phase2 P2
    solves from a card more, mostly; Double Emperor: EXACT_AT): its card is one the checker's solver finds
    optimal."""
    checked = 0
    for g in positions(name, cards, 6, level="normal"):
        while g.phase == "play":
            view = g.seat(g.to_move)
            m = players.choose(view, level, 5)
            if len(set(x & 63 for x in g.legal())) > 1:
                assert m & 63 in solver_optimal(g), (view, m)
                checked += 1
            g.move(m)
    assert checked >= 30
