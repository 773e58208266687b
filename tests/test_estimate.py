"""Maniller's learned estimate (engine.search.make.table_estimate, engine.players.maniller.EST): the search reads
each suit's pattern as tools/fit_estimate.py learned it, and the value is one side's gain and the other's loss."""

from normal_play import normal_play
from engine.players.maniller import EST, maniller_final
from engine.search.alphabeta import Search, Rules
from tools.fit_estimate import SIZE, patterns


def trick_starts(count):
    """(hands, leader, tricks won) at trick starts of games between normal players, 2 to 9 cards a hand."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        for g in normal_play("maniller", seed):
            if not g.trick and 2 <= len(g.hands[0]) <= 9:
                out.append(([g.hands[0][:], g.hands[1][:]], g.leader, g.tricks[:]))
    return out[:count]


def estimate(hands, me, leader, tme):
    s = Search(Rules(final=maniller_final(10, tme), last=5, est=EST), 9)
    s.setup(hands, me, leader, -1, tme)
    return s.estimate()


def test_the_table_has_a_weight_for_every_pattern_and_every_count_of_cards_left():
    assert len(EST) == SIZE


def test_the_search_reads_each_suits_pattern_as_the_table_was_learned():
    for hands, leader, tricks in trick_starts(40):
        left = len(hands[leader])
        y = EST[512 + left] - 128
        for p in patterns(hands[leader], hands[1 - leader]):
            y += EST[p] - 128
        tme = tricks[leader]
        assert estimate(hands, leader, leader, tme) == maniller_final(10, 0)[1] + 2 * (tme - 1) + (y + 4) // 8


def test_what_the_leader_is_reckoned_to_gain_the_other_is_reckoned_to_lose():
    for hands, leader, tricks in trick_starts(40):
        left = len(hands[0])
        mine = estimate(hands, leader, leader, 5) - (maniller_final(10, 0)[1] + 8)   # 2 * tricks + last, eighths rounded
        other = estimate(hands, 1 - leader, leader, 5) - (maniller_final(10, 0)[1] + 8)
        assert abs(mine + other - 2 * left) <= 1
