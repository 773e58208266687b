"""Double Emperor, RULES.md section 1: one test per rule and ruling."""

import pytest

from decks import alternate, moves, hand, legal
from engine import games
from engine.rules.double_emperor import CARD_POINTS

ELDER = "AS KS QS JS TS AH KH QH JH TH"
DEALER = "AD KD QD JD TD AC KC QC JC TC"


def new(elder=ELDER, dealer=DEALER, **kw):
    return games.new_game("double_emperor", deck=alternate(elder, dealer), **kw)


def test_deck_is_a_k_q_j_10_of_each_suit():
    deck = games.new_game("double_emperor").full_deck()
    assert len(deck) == 20 and len(set(deck)) == 20
    assert sorted({c & 15 for c in deck}) == [10, 11, 12, 13, 14]


def test_deal_ten_each_one_at_a_time_elder_first():
    g = new()
    assert hand(g, 0) == "AS KS QS JS TS AH KH QH JH TH"
    assert hand(g, 1) == "AD KD QD JD TD AC KC QC JC TC"


def test_each_player_knows_the_other_hand():
    v = new().view(0)
    assert v["opponent_hand"] == "AD KD QD JD TD AC KC QC JC TC".split()


def test_player_0_leads_the_first_round():
    g = games.new_game("double_emperor", seed=1)
    assert g.dealer == 1 and g.to_move == 0 and g.leader == 0


def test_rank_ace_high_and_ten_lowest():
    g = new("TS AH KH QH JH TH AD KD QD JD", "AS KS QS JS TD AC KC QC JC TC")
    moves(g, "play TS", "play JS")
    assert g.last_winner == 1


def test_must_follow_suit_when_able():
    g = new("AS KH QH JH TH AD KD QD JD TD", "KS QS AH AC KC QC JC TC JS TS")
    moves(g, "play KH")
    assert legal(g) == ["play AH"]


def test_any_card_when_void_in_the_led_suit():
    g = new()
    moves(g, "play AS")
    assert len(legal(g)) == 10


def test_no_trumps_an_off_suit_card_never_wins():
    g = new()
    moves(g, "play JS", "play AD")
    assert g.last_winner == 0


def test_winner_of_a_trick_leads_the_next():
    g = new("TS AH KH QH JH TH AD KD QD JD", "AS KS QS JS TD AC KC QC JC TC")
    moves(g, "play TS", "play AS")
    assert g.to_move == 1 and g.leader == 1


def test_card_points_a4_k3_q2_j1_ten10_total_80():
    assert [CARD_POINTS[r] for r in (14, 13, 12, 11, 10)] == [4, 3, 2, 1, 10]
    assert sum(CARD_POINTS[c & 15] for c in games.new_game("double_emperor").full_deck()) == 80


def play_out(g):
    while g.phase == "play":
        g.move(g.legal()[0])
    return g


def test_round_winner_adds_all_card_points_taken_and_loser_nothing():
    g = new("AS KS QS JS TS AH KH QH JH QD", "AD KD JD TD TH AC KC QC JC TC")
    moves(g, *["play %s" % c for c in "AS AC KS KC QS QC JS JC TS TC AH TH KH JD QH TD JH KD".split()])
    moves(g, "play QD", "play AD")
    assert g.last_winner == 1 and g.taken == [74, 6]
    assert g.scores == [74, 0] and g.deal_scores == [74, 0] and g.phase == "deal_over"


def test_a_40_40_tie_scores_nothing():
    g = play_out(new("KC KD AC QS JD JC AD TH AS JS", "QH AH TC KS QD TS JH TD KH QC"))
    assert g.taken == [40, 40] and g.scores == [0, 0] and g.phase == "deal_over"


def test_game_ends_when_a_player_reaches_the_target_of_100():
    g = games.new_game("double_emperor", deck=alternate(ELDER, DEALER))
    assert g.target == 100
    play_out(g)  # the elder holds spades and hearts and wins every trick: 80
    assert g.phase == "deal_over" and g.scores == [80, 0]
    g.next_deal(alternate(ELDER, DEALER))  # now player 1 is elder and takes 80
    play_out(g)
    assert g.scores == [80, 80] and g.phase == "deal_over"
    g.next_deal(alternate(ELDER, DEALER))
    play_out(g)
    assert g.scores == [160, 80] and g.phase == "game_over" and g.winner == 0


def test_target_option():
    g = new(options={"target": 80})
    play_out(g)
    assert g.phase == "game_over" and g.winner == 0


def test_first_lead_alternates_each_round_with_the_dealer():
    g = play_out(new())
    g.next_deal()
    assert g.dealer == 0 and g.to_move == 1 and g.leader == 1


@pytest.mark.parametrize("target", [0, -5, True, 1.5, "100"])
def test_target_must_be_a_positive_integer(target):
    with pytest.raises(ValueError):
        games.new_game("double_emperor", {"target": target})
