"""Playing to the target (RULES.md: a game ends after a deal in which a total reached the target and the totals
differ, the higher winning; Maniller may be a number of deals instead). The players read the target and the number
of deals from the seat view and weigh a deal that may end the game by who wins it before its points."""

import pytest

from decks import moves
from engine import games, players
from engine.players import game_result, to_target
from engine.rules import registry


@pytest.mark.parametrize("name", registry.names())
def test_the_players_end_of_the_game_is_the_rules_own(name):
    """game_result, asked of every end a deal may have, says what the game itself then does."""
    for options in ({}, {"deals": 3}) if name == "maniller" else ({},):
        for before in ([0, 0], [40, 47], [95, 99], [290, 270], [1150, 1190]):
            for added in ((0, 0), (5, 0), (3, 10), (-5, 15), (60, 40), (200, 10), (8, 1)):
                g = games.new_game(name, options=options, seed=1)
                g.deal = 3
                g.scores = before[:]
                view = g.seat(0)
                r = game_result(view, added[0], added[1], type(g).ends)
                g.end_deal(list(added))
                assert r == (0 if g.phase == "deal_over" else 1 if g.winner == 0 else -1), (options, before, added)


def test_an_end_that_wins_the_game_comes_before_any_lead_and_one_that_loses_it_after():
    """A deal that starts 20 ahead: an end that leaves the game going is worth the lead it leaves."""
    view = {"player": 1, "scores": [30, 50]}
    values = [-40, -10, 25, 60]
    assert not to_target(values, [0, 0, 0, 0], view) and values == [-40, -10, 25, 60]
    assert to_target(values, [-1, 0, 0, 1], view) and values == [-46, 10, 45, 46]
    values = [-40, -10, 25, 60]
    assert to_target(values, [-1, 0, 0, 1], view, cap=30) and values == [-30, 10, 29, 30]


# Maniller: player 1 trails by 3 with the tricks at four all and two to play, leading from QH and QD. Its score
# for the deal is 10 (4 + 1 and the last trick's 5) if it wins the last trick, 5 if only the ninth: when the deal
# ends the game, player 1 wins it if and only if it wins the last trick.
def maniller_last_two(options, scores, deal):
    g = games.new_game("maniller", seed=7, dealer=1, options=options)
    g.scores = scores
    g.deal = deal
    moves(g, *("play " + c for c in "KS 7S TS 9S 7D TD 9C KC JS 8H 7C TC JD 7H JC 9H".split()))
    assert g.to_move == 1 and g.tricks == [4, 4] and g.sorted_names(g.hands[1]) == ["QH", "QD"]
    return g


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("options,scores,deal,card", [
    ({"deals": 3}, [30, 27], 3, "play QH"),    # the last deal: only the last trick counts
    ({"deals": 5}, [30, 27], 3, "play QD"),    # two deals to come: the points
    ({"target": 50}, [43, 40], 2, "play QH"),  # the last trick takes it to 50, ahead (the ninth alone: 45 to 53)
    ({"target": 100}, [43, 40], 2, "play QD"),
])
def test_maniller_plays_for_the_last_trick_when_it_alone_wins_the_game(level, options, scores, deal, card):
    g = maniller_last_two(options, scores, deal)
    assert g.move_name(players.choose(g.seat(1), level, 1)) == card
