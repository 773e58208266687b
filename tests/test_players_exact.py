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
    perfect play: plain minimax over the game's own legal moves (no search module involved)."""
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
    """Games played by `level` up to decisions with at most `cards` cards in the mover's hand (Pinochle: in
    phase 2), each with a choice: (game, index of the exact solve)."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        g = games.new_game(name, options=options, seed=seed)
        n = 0
        index = None
        while g.phase not in ("deal_over", "game_over"):
            n += 1
            view = g.view(g.to_move)
            if name == "pinochle" and view["stock"] == 0 and index is None and g.phase == "play":
                index = xc.pinochle_index(g)
            mine = len(view["hand"]) + (len(view["melds"][g.to_move]) if name == "pinochle" else 0)
            if (mine <= cards and len(set(m & 63 for m in g.legal())) > 1 and
                    (name != "pinochle" or xc.pinochle_phase2(g, view))):
                out.append((copy.deepcopy(g), index))
                break
            g.move(players.choose(view, level, seed * 100 + n))
    return out


def exact_optimal(g, index):
    if g.NAME == "pinochle":
        ex = xc.Exact(xc.pinochle_rules(g), index, bits=12)
        hands, leader, lead = xc.pinochle_position(g)
        ex.load(hands, leader, lead)
        own = {}
        for ic in hands[g.to_move]:
            own.setdefault(xc.ext_of(ic), ic)
        v, best = ex.optimal(sorted(set(own[m & 63] for m in g.legal())))
        return set(xc.ext_of(b) for b in best)
    ex = xc.Exact(xc.Rules(pts=xc.DE_POINTS), xc.de_index(), bits=12)
    ex.load([list(g.hands[0]), list(g.hands[1])], g.leader, g.trick[0] if g.trick else -1)
    v, best = ex.optimal(sorted(set(g.legal())))
    return set(best)


@pytest.mark.parametrize("name,options", [("pinochle", None), ("pinochle", {"must_win": "trumps"}),
                                          ("pinochle", {"counting": "10-10-5-5"}), ("double_emperor", None)])
def test_the_checkers_exact_solve_equals_brute_force(name, options):
    for g, index in positions(name, 4, 8, options=options):
        assert exact_optimal(g, index) == brute_optimal(g)
