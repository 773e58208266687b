"""Two-handed Spades, RULES.md section 2: one test per rule and ruling."""

import pytest

from decks import moves, spades_stock, hand, legal, named
from engine import games
from engine.rules.spades import carry_bags, score_bid

ALL = games.new_game("spades").full_deck()


def dealt(hand0, hand1, **kw):
    g = games.new_game("spades", deck=spades_stock(hand0, hand1), **kw)
    for _ in range(26):
        moves(g, "keep")
    return g


SPADE_HAND = "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
HEARTS_CLUBS = "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H"
MIXED0 = "AS KS 2S AH KH QH AD KD QD AC KC QC JC"
MIXED1 = "QS JS TS JH TH 9H JD TD 9D TC 9C 8C 7C"


def test_keep_takes_the_top_card_and_discards_the_next():
    g = games.new_game("spades", deck=ALL)
    assert g.view(0)["top"] == "2S"
    moves(g, "keep")
    assert hand(g, 0) == "2S" and g.view(0)["discards"] == ["3S"]


def test_discard_throws_the_top_card_and_takes_the_next():
    g = games.new_game("spades", deck=ALL)
    moves(g, "discard")
    assert hand(g, 0) == "3S" and g.view(0)["discards"] == ["2S"]


def test_elder_draws_first_and_the_players_alternate():
    g = games.new_game("spades", deck=ALL)
    assert g.phase == "draw" and g.to_move == 0
    moves(g, "keep")
    assert g.to_move == 1 and g.view(1)["top"] == "4S"


def test_after_26_turns_each_holds_13_and_26_lie_discarded():
    g = dealt(SPADE_HAND, HEARTS_CLUBS)
    assert hand(g, 0) == SPADE_HAND and hand(g, 1) == HEARTS_CLUBS
    assert len(g.discards[0]) == len(g.discards[1]) == 13 and g.phase == "bid"


def test_a_player_sees_only_their_own_discards_and_the_top_only_on_their_turn():
    g = games.new_game("spades", deck=ALL)
    moves(g, "keep")
    v0, v1 = g.view(0), g.view(1)
    assert v0["discards"] == ["3S"] and v1["discards"] == []
    assert "top" not in v0 and v1["top"] == "4S"
    assert "3S" not in str(v1) and "5S" not in str(v0)


def test_draw_moves_cannot_be_undone():
    g = games.new_game("spades", deck=ALL)
    moves(g, "discard")
    assert not g.can_undo()
    with pytest.raises(ValueError):
        g.undo()


def test_elder_bids_first_then_the_dealer_any_number_0_to_13():
    g = dealt(MIXED0, MIXED1)
    assert g.to_move == 0 and legal(g) == sorted("bid %d" % n for n in range(14))
    moves(g, "bid 5")
    assert g.to_move == 1 and g.phase == "bid"
    moves(g, "bid nil")
    assert g.bids == [5, 0] and g.phase == "play" and g.to_move == 0 and g.leader == 0


def test_bids_can_be_undone():
    g = dealt(MIXED0, MIXED1)
    moves(g, "bid 5")
    g.undo()
    assert g.bids == [None, None] and g.to_move == 0


def test_follow_suit_if_able():
    g = dealt(MIXED0, MIXED1)
    moves(g, "bid 5", "bid 4", "play AH")
    assert legal(g) == ["play 9H", "play JH", "play TH"]


def test_spades_cannot_be_led_before_they_are_broken():
    g = dealt(MIXED0, MIXED1)
    moves(g, "bid 5", "bid 4")
    assert not any(m.endswith("S") for m in legal(g))


def test_spades_may_be_led_from_a_hand_of_only_spades():
    g = dealt(SPADE_HAND, HEARTS_CLUBS)
    moves(g, "bid 13", "bid 0")
    assert len(legal(g)) == 13


def test_a_spade_played_on_another_suit_breaks_spades():
    g = dealt("AS KS QS AH KH QH AD KD QD AC KC QC 2S", "JS TS 9S 8S 7S 6S JD TD 9D JC TC 9C 8C")
    moves(g, "bid 9", "bid 3", "play AH", "play 6S")
    assert g.last_winner == 1 and g.broken
    assert "play 7S" in legal(g)


def test_leading_from_a_hand_of_only_spades_breaks_spades():
    g = dealt(SPADE_HAND, HEARTS_CLUBS)
    moves(g, "bid 13", "bid 0", "play 2S", "play 2H")
    assert g.broken


def test_the_highest_spade_wins_else_the_highest_of_the_led_suit():
    g = dealt(MIXED0, MIXED1)
    moves(g, "bid 5", "bid 4", "play AD", "play 9D")
    assert g.last_winner == 0
    g = dealt("AS KS QS AH KH QH AD KD QD AC KC QC 2S", "JS TS 9S 8S 7S 6S JD TD 9D JC TC 9C 8C")
    moves(g, "bid 9", "bid 3", "play AH", "play 6S")
    assert g.last_winner == 1 and g.to_move == 1


def test_bid_made_scores_ten_a_trick_plus_one_a_bag():
    assert score_bid(4, 6, False) == (42, 2)


def test_bid_failed_loses_ten_a_trick_bid():
    assert score_bid(5, 4, False) == (-50, 0)


def test_nil_made_scores_100_and_failed_loses_100():
    assert score_bid(0, 0, False) == (100, 0)
    assert score_bid(0, 3, False) == (-100, 0)


def test_failed_nil_tricks_are_not_bags_unless_the_option_is_on():
    assert score_bid(0, 3, True) == (-100, 3)


def test_ten_bags_cost_100_and_the_excess_carries():
    assert carry_bags(8, 1) == (9, 0)
    assert carry_bags(8, 2) == (0, -100)
    assert carry_bags(9, 13) == (2, -200)


def test_a_whole_deal_scores_bids_nil_and_bags():
    g = dealt(SPADE_HAND, HEARTS_CLUBS, options={"nil_bags": True})
    moves(g, "bid 10", "bid 0")
    while g.phase == "play":
        g.move(g.legal()[0])
    assert g.tricks == [13, 0] and g.scores == [103, 100] and g.bags == [3, 0]
    g2 = dealt(HEARTS_CLUBS, SPADE_HAND, options={"nil_bags": True})
    moves(g2, "bid 0", "bid 1")
    while g2.phase == "play":
        g2.move(g2.legal()[0])
    assert g2.tricks == [0, 13] and g2.scores == [100, 22 - 100] and g2.bags == [0, 2]


def test_first_to_300_wins_and_when_both_reach_it_the_higher_total():
    g = dealt(MIXED0, MIXED1)
    g.scores = [310, 305]
    g.end_deal([0, 0])
    assert g.phase == "game_over" and g.winner == 0


def test_an_exact_tie_at_the_target_plays_another_deal():
    g = dealt(MIXED0, MIXED1)
    g.scores = [300, 300]
    g.end_deal([0, 0])
    assert g.phase == "deal_over" and g.winner is None


def test_bids_and_bags_are_in_the_state_and_bids_reset_next_deal():
    g = dealt(SPADE_HAND, HEARTS_CLUBS)
    moves(g, "bid 10", "bid 0")
    while g.phase == "play":
        g.move(g.legal()[0])
    s = g.state()
    assert s["bids"] == [10, 0] and s["bags"] == [3, 0] and s["phase"] == "deal_over"
    g.next_deal()
    assert g.state()["bids"] == [None, None] and g.state()["bags"] == [3, 0] and g.dealer == 0 and g.to_move == 1


def test_discards_keep_the_order_discarded():
    g = games.new_game("spades", deck=ALL)
    moves(g, "keep", "keep", "discard")
    assert g.view(0)["discards"] == ["3S", "6S"] and named(g.hands[0]) == ["7S", "2S"]
