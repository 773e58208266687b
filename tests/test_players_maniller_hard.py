"""Maniller hard: the endgame's layouts solved exactly while the nodes last (engine.search.solve_play), the
layouts by hand size (engine.players.maniller.HARD), and normal's path left as it was."""

from engine import players
from normal_play import normal_play
from engine.search.belief import Belief
from engine.players import BUDGET
from engine.players.maniller import HARD, SOLVE, maniller_final
from engine.core.rng import Rng
from engine.search.alphabeta import Search, Rules, EXACT
from engine.search import alphabeta as search_mod
from engine.search import solve_play


def endgames(count, cards):
    """Games of normal players stopped at the first decision of a player holding `cards` cards with a choice."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        for g in normal_play("maniller", seed):
            if len(g.hands[g.to_move]) == cards and len(g.legal()) > 1:
                out.append(g)
                break
    return out


def test_with_the_opponents_hand_the_only_layout_solve_play_plays_an_exact_best_card():
    for cards in (2, 3, 4, 5):
        for g in endgames(4, cards):
            me = g.to_move
            mine = g.hands[me]
            opp = g.hands[1 - me]
            lead = g.trick[0] if g.trick else -1
            belief = Belief(mine + opp, mine, len(opp), 0)  # nothing unseen but the opponent's hand
            rules = Rules(final=maniller_final(10), last=5)
            legal = sorted(g.legal())
            m = solve_play.solve_play(players.BUDGET["hard"], Rng(1), rules, mine, me, g.leader, lead, g.tricks[me], legal,
                                     belief, 30)
            s = Search(rules, 12)
            s.setup([g.hands[0], g.hands[1]], me, g.leader, lead, g.tricks[me])
            vals = s.values(EXACT, 10 ** 8)
            best = max(vals.values())
            rep = min(r for r in vals if r >> 4 == m >> 4 and r & 15 >= m & 15)
            assert m in legal and vals[rep] == best, (cards, mine, opp, m, vals)


def test_solve_play_stays_within_its_nodes_and_hard_is_repeatable():
    room = BUDGET["hard"][0] + HARD[SOLVE] * solve_play.SPARE
    for cards in (3, 4, 5):
        for g in endgames(3, cards):
            view = g.seat(g.to_move)
            m = players.choose(view, "hard", 7)
            assert 0 < search_mod._ONE[0].nodes <= room  # the players' Search, as the decision left it
            assert m == players.choose(view, "hard", 7)
            assert m in g.legal()

