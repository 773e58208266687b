"""The learned estimates (Rules.est: engine.players.maniller's; engine.search.top_estimate with Spades' and
Pinochle's tables): the search reads each suit's pattern as tools/fit_estimate.py learned it, and the value is one
side's gain and the other's loss."""

from normal_play import normal_play
from engine.players.maniller import EST, CARDS_LEFT, SUMMARY, maniller_final, maniller_estimate
from engine.players.spades_estimate import EST as SPADES_EST
from engine.players.pinochle_estimate import EST as PINOCHLE_EST
from engine.search.alphabeta import Search, Rules
from engine.search.top_estimate import top_estimate
from tools.fit_estimate import GAMES, maniller_entries, top_entries


def trick_starts(game, count, most):
    """(hands, leader, tricks won, spades broken) at trick starts of games between normal players, 2 to `most`
    cards a hand."""
    out = []
    seed = 0
    while len(out) < count:
        seed += 1
        for g in normal_play(game, seed):
            if not g.trick and 2 <= len(g.hands[0]) <= most:
                out.append(([g.hands[0][:], g.hands[1][:]], g.leader, g.tricks[:], getattr(g, "broken", False)))
    return out[:count]


def estimate(rules, hands, me, leader, tme, broken=False):
    s = Search(rules, 9)
    s.setup(hands, me, leader, -1, tme, broken)
    return s.estimate()


def test_the_maniller_table_has_a_weight_for_every_pattern_at_every_stage_every_pair_and_count_of_cards_left():
    assert len(EST) == GAMES["maniller"].size


def test_maniller_search_reads_each_suits_pattern_and_each_pair_of_suits_as_the_table_was_learned():
    for hands, leader, tricks, _ in trick_starts("maniller", 60, 9):
        left = len(hands[leader])
        y = EST[CARDS_LEFT + left] - 128
        for p in maniller_entries(hands[leader], hands[1 - leader], -1):
            y += EST[p] - 128
        tme = tricks[leader]
        rules = Rules(final=maniller_final(10), last=5, est=maniller_estimate)
        assert estimate(rules, hands, leader, leader, tme) == maniller_final(10)[1] + 2 * (tme - 1) + (y + 4) // 8


def pattern(leaders, others):
    """A Maniller suit's pattern from the ranks each holds: 1, then a bit per card from the lowest up (1: the
    leader's)."""
    pid = 1
    for r in sorted(leaders + others):
        pid = pid + pid + (1 if r in leaders else 0)
    return pid


def test_a_maniller_suits_summary_says_who_holds_its_top_card_and_who_holds_more_of_it():
    A, K, Q, J, N, E, S = 14, 13, 12, 11, 9, 8, 7
    assert SUMMARY[pattern([], [])] == 0  # no card of the suit held
    assert SUMMARY[pattern([A], [S, E])] == 1 + 3 + 0  # the leader's top card, fewer cards
    assert SUMMARY[pattern([S, A], [E, N])] == 1 + 3 + 1  # the leader's top card, as many
    assert SUMMARY[pattern([S], [A])] == 1 + 0 + 1  # the other's top card, as many
    assert SUMMARY[pattern([K, Q, J], [A])] == 1 + 0 + 2  # the other's top card, the leader more
    assert all(1 <= SUMMARY[p] <= 6 for p in range(2, 512))


def test_in_maniller_what_the_leader_is_reckoned_to_gain_the_other_is_reckoned_to_lose():
    rules = Rules(final=maniller_final(10), last=5, est=maniller_estimate)
    for hands, leader, tricks, _ in trick_starts("maniller", 40, 9):
        left = len(hands[0])
        mine = estimate(rules, hands, leader, leader, 5) - (maniller_final(10)[1] + 8)  # 2 * tricks + last
        other = estimate(rules, hands, 1 - leader, leader, 5) - (maniller_final(10)[1] + 8)
        assert abs(mine + other - 2 * left) <= 1


def test_the_spades_table_has_a_weight_for_every_entry_and_every_count_of_cards_left():
    assert len(SPADES_EST) == GAMES["spades"].size


def spades_tricks(hands, leader):
    """The leader's tricks to come in eighths as the table has them (tools.fit_estimate's reading of a position)."""
    y = SPADES_EST[1024 + len(hands[leader])] - 128
    for e in top_entries(hands[leader], hands[1 - leader], 0):
        y += SPADES_EST[e] - 128
    return min(max(y, 0), 8 * len(hands[leader]))


def test_spades_search_reads_each_suits_entry_as_the_table_was_learned():
    eighths = Rules(trump=0, final=[8 * t for t in range(14)], trump_lead=True, est=top_estimate, table=SPADES_EST)
    for hands, leader, tricks, broken in trick_starts("spades", 60, 12):
        tme = tricks[leader]
        assert estimate(eighths, hands, leader, leader, tme, broken) == 8 * tme + spades_tricks(hands, leader)


def test_in_spades_what_the_leader_is_reckoned_to_win_the_other_is_reckoned_to_lose():
    eighths = Rules(trump=0, final=[8 * t for t in range(14)], trump_lead=True, est=top_estimate, table=SPADES_EST)
    for hands, leader, tricks, broken in trick_starts("spades", 60, 12):
        mine = estimate(eighths, hands, leader, leader, 0, broken)
        other = estimate(eighths, hands, 1 - leader, leader, 0, broken)
        assert mine + other == 8 * len(hands[0])


def test_a_spades_estimate_between_two_whole_tricks_is_read_off_the_score_between_them():
    """A bid of 5 made or set: 4.5 tricks are worth halfway between the set and the bid made."""
    final = [-50 if t < 5 else 50 + t - 5 for t in range(14)]
    rules = Rules(trump=0, final=final, trump_lead=True, est=top_estimate, table=SPADES_EST)
    for hands, leader, tricks, broken in trick_starts("spades", 60, 12):
        y = spades_tricks(hands, leader)
        lo, part = divmod(y, 8)
        want = final[lo] if part == 0 else (final[lo] * (8 - part) + final[lo + 1] * part) >> 3
        assert estimate(rules, hands, leader, leader, 0, broken) == want


def pinochle_starts(count, counting=None):
    """(the phase-2 search's rules, [the leader's cards, the other's] as search cards) at `count` phase-2 trick
    starts of games between easy players, one at a time (the player's Rules are set anew for each)."""
    from engine import games, players
    from engine.players.pinochle_phase2 import phase2_position
    seed = 0
    while True:
        seed += 1
        g = games.new_game("pinochle", seed=seed, options={"counting": counting} if counting else None)
        n = 0
        while g.phase not in ("deal_over", "game_over"):
            if g.stage == 2 and g.phase == "play" and not g.trick:
                v = g.seat(g.leader)
                hands, _, rules = phase2_position(v)
                yield rules, [hands[g.leader], hands[1 - g.leader]]
                count -= 1
                if count == 0:
                    return
            n += 1
            g.move(players.choose(g.seat(g.to_move), "easy", seed * 100 + n))


def test_the_pinochle_table_has_a_weight_for_every_entry_and_every_count_of_cards_left():
    assert len(PINOCHLE_EST) == GAMES["pinochle"].size


def test_pinochle_phase_two_reads_each_suits_entry_as_the_table_was_learned():
    """The leader's points to come less the other's: the sum of its entries."""
    for rules, hands in pinochle_starts(40):
        assert rules.est.__name__ == "top_estimate" and rules.table == PINOCHLE_EST  # (the module may be loaded anew)
        y = PINOCHLE_EST[1024 + len(hands[0])] - 128
        for e in top_entries(hands[0], hands[1], rules.trump):
            y += PINOCHLE_EST[e] - 128
        assert estimate(rules, hands, 0, 0, 0) == y


def test_in_pinochle_what_the_leader_is_reckoned_to_take_the_other_is_reckoned_to_lose():
    for rules, hands in pinochle_starts(40):
        assert estimate(rules, hands, 0, 0, 0) == -estimate(rules, hands, 1, 0, 0)


def test_pinochle_under_a_counting_the_table_was_not_learned_for_reckons_sure_tricks_and_half_the_rest():
    for counting in ("10-10-5-5", "aces-tens-kings"):
        for rules, _ in pinochle_starts(3, counting):
            assert rules.est is None


def test_pinochle_phase_two_reads_the_table_from_a_view_read_from_json_too():
    """A view through JSON (the referee's, the benches') has its counters as a list."""
    import json
    from engine import games, players
    from engine.players import pinochle_phase2
    g = games.new_game("pinochle", seed=1)
    n = 0
    while not (g.stage == 2 and g.phase == "play"):
        n += 1
        g.move(players.choose(g.seat(g.to_move), "easy", n))
    v = json.loads(json.dumps(g.seat(g.to_move)))
    pinochle_phase2._RULES[:] = []
    rules = pinochle_phase2.phase2_position(v)[2]
    assert rules.est.__name__ == "top_estimate" and rules.table == PINOCHLE_EST
