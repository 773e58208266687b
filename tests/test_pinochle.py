"""Two-handed Pinochle, RULES.md section 3 and PROTOCOL.md: one test per rule and ruling.

Player 0 is elder (player 1 deals). Most deals give the dealer only cards that cannot win a trick against
elder's leads (no trumps, nothing higher in elder's suits), so that elder wins every trick and melds.
"""

import os
import subprocess
import sys

import pytest

from decks import cards, alternate, complete, moves, hand, legal
from engine import games
from engine.core.cards import card_name
from engine.core.moves import MELD
from engine.rules.pinochle_melds import CARDS, DOUBLE, canonical
from engine.core.rng import Rng
from micropython_lane import ENGINE_BUDGET, core_exe  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FULL = games.new_game("pinochle").full_deck()
LOW = "9S 9S JS JS 9D 9D JD JD 9C 9C JC JC"  # the dealer's cards in most deals: no trump, nothing high
PIN = "JD JD QS QS AH AH TH TH KH KH 9C 9C"
PIN_DEALER = "9S 9S JS JS 9D 9D TD TD JC JC AC AC"


def deal(elder, dealer=LOW, trump="TH", stock="", **kw):
    """Elder (0) is dealt `elder`, the dealer (1) `dealer`; `trump` is turned up; `stock` lies on top of the
    stock, top first; the rest of the stock follows in deck order."""
    deck = complete(alternate(elder, dealer) + cards(trump) + cards(stock), "pinochle")
    return games.new_game("pinochle", deck=deck, **kw)


def can(g, text):
    return g.parse_move(text) in g.legal()


def gain(g, *texts):
    """Make the moves; what they added to the mover's score."""
    p = g.to_move
    before = g.scores[p]
    moves(g, *texts)
    return g.scores[p] - before


def melds_of(g):
    return [m for m in legal(g) if m.startswith("meld")]


def table(g, p=0):
    return g.state()["melds"][p]


# ----- deck, deal, trumps -----

def test_deck_is_two_each_of_a_10_k_q_j_9_in_four_suits():
    assert len(FULL) == 48
    for c in set(FULL):
        assert FULL.count(c) == 2
    assert sorted({c & 15 for c in FULL}) == [9, 10, 11, 12, 13, 14]


def test_deal_twelve_each_one_at_a_time_elder_first_then_the_trump_card_and_the_stock():
    elder = "AS TS KS QS JS 9S AH TH KH QH JH 9H"
    dealer = "AD TD KD QD JD 9D AC TC KC QC JC 9C"
    g = deal(elder, dealer, trump="KH", stock="QH AS")
    assert hand(g, 0) == elder and hand(g, 1) == dealer
    s = g.state()
    assert s["trump"] == "H" and s["trump_card"] == "KH" and s["stock"] == 24 and g.trump == 1
    assert s["to_move"] == 0 and s["leader"] == 0 and s["phase"] == "play"
    moves(g, "play 9S", "play 9D")  # elder wins: the winner draws deck[25], the loser deck[26]
    assert "QH" in hand(g, 0).split() and hand(g, 1).split().count("AS") == 1
    assert g.state()["stock"] == 22


def test_the_dealer_alternates_and_elder_leads_every_deal():
    g = games.new_game("pinochle", seed=5)
    assert g.dealer == 1 and g.to_move == 0
    play_out(g, Rng(1))
    assert g.phase == "deal_over"
    g.next_deal()
    assert g.dealer == 0 and g.to_move == 1 and g.leader == 1


def test_a_turned_up_nine_dix_scores_ten_for_the_dealer_at_once():
    g = deal("AS AS AH AH AD AD AC AC TS TS TD TD", trump="9H")
    s = g.state()
    assert s["scores"] == [0, 10] and s["deal_scores"] == [0, 10] and s["meld_points"] == [0, 10]
    g2 = games.new_game("pinochle", deck=g.deck, dealer=0)
    assert g2.state()["meld_points"] == [10, 0]


@pytest.mark.parametrize("low, high", [("TS", "AS"), ("KS", "TS"), ("QS", "KS"), ("JS", "QS"), ("9S", "JS")])
def test_rank_a_10_k_q_j_9(low, high):
    rest = "AH AH AD AD AC AC TD TD KH KH QH"
    g = deal(low + " " + rest, high + " 9D 9D JD JD 9C 9C JC JC QD QD KD")
    moves(g, "play " + low, "play " + high)
    assert g.last_winner == 1
    g = deal(high + " " + rest, low + " 9D 9D JD JD 9C 9C JC JC QD QD KD")
    moves(g, "play " + high, "play " + low)
    assert g.last_winner == 0


def test_identical_cards_the_first_played_wins():
    g = deal("AS AH AH AD AD AC AC TD TD KH KH QH", "AS 9S JS JS 9D 9D JD JD 9C 9C JC JC")
    moves(g, "play AS", "play AS")
    assert g.last_winner == 0


def test_phase_one_the_second_player_may_play_any_card():
    g = deal("AS AS AH AH AD AD AC AC TS TS TD TD")
    moves(g, "play AS")
    assert legal(g) == sorted(set("play " + c for c in LOW.split()))


def test_phase_one_a_trump_wins_else_the_higher_card_of_the_led_suit_else_the_lead():
    g = deal("KS QS 9S 9S AH AD AD AC AC TS TD TD", "9H AS JS JS 9D 9D JD JD 9C 9C JC JC")
    moves(g, "play KS", "play 9H")
    assert g.last_winner == 1  # trumped
    moves(g, "play AS", "play 9S")
    assert g.last_winner == 1  # followed lower
    moves(g, "play JS", "play 9S")
    assert g.last_winner == 1  # the lead wins against a lower card of its suit
    g = deal("KS QS 9S 9S AH AD AD AC AC TS TD TD", "9H AS JS JS 9D 9D JD JD 9C 9C JC JC")
    moves(g, "play KS", "play 9D")
    assert g.last_winner == 0  # off suit, not a trump: the lead wins


# ----- the meld turn -----

def test_the_trick_winner_draws_then_may_meld_then_leads():
    g = deal("KS QS AS AS AD AD AC AC TS TS TD TD")
    moves(g, "play AS", "play 9C")
    s = g.state()
    assert s["phase"] == "meld" and s["to_move"] == 0 and s["leader"] == 0
    assert melds_of(g) == ["meld KS QS"]
    assert "play KS" in s["legal"] and "play AS" in s["legal"]


def test_phase_is_play_when_no_meld_is_legal():
    g = deal("AS AS AH AH AD AD TC TC TS TS TD TD")
    moves(g, "play AS", "play 9C")
    assert g.phase == "play" and g.to_move == 0 and not melds_of(g)


def test_the_loser_of_a_trick_never_melds():
    g = deal("AS AS AH AH AD AD AC AC TS TS TD TD", "KS QS JS JS 9D 9D JD JD 9C 9C JC JC")
    moves(g, "play AS")
    assert not melds_of(g)  # 1 holds a marriage
    moves(g, "play JS", "play AD")
    assert g.to_move == 1 and not melds_of(g)


def test_one_meld_per_trick_won():
    g = deal("KS QS KD QD AS AS AC AC TS TS TD TD")
    moves(g, "play AS", "play 9C")
    assert gain(g, "meld KS QS") == 20
    assert g.phase == "play" and not melds_of(g)
    with pytest.raises(ValueError):
        moves(g, "meld KD QD")
    moves(g, "play AC", "play 9C")
    assert gain(g, "meld KD QD") == 20


def test_melded_cards_stay_on_the_table_and_may_be_led_from_it():
    g = deal("KS QS AS AS AD AD AC AC TS TS TD TD")
    moves(g, "play AS", "play 9C", "meld KS QS")
    s = g.view(0)
    assert s["melds"] == [["KS", "QS"], []] and "KS" not in s["hand"] and s["opponent_cards"] == 12
    assert g.view(1)["opponent_cards"] == 12
    assert "play KS*" in s["legal"] and "play KS" not in s["legal"]
    moves(g, "play KS*", "play 9S")
    assert table(g) == ["QS"] and g.last_trick == cards("KS 9S")


def test_the_second_player_may_play_a_card_from_the_table():
    g = deal("9D 9D 9C 9C JC JC 9S JS JS TD TD AC", "KS QS AS AS AD AD KC AH AH KH KH QD")
    moves(g, "play 9D", "play AD", "meld KS QS", "play KC", "play AC", "play 9C")
    assert "play QS*" in legal(g)
    moves(g, "play QS*")  # a table card played second
    assert g.last_trick == cards("9C QS") and table(g, 1) == ["KS"] and g.last_winner == 0


# ----- meld values, singly and doubled -----

# (meld, points, elder's hand holding both copies, two leads)
SINGLE = [
    ("meld AH JH KH QH TH", 150, "AH AH TH TH KH KH QH QH JH JH 9H AS", ("AS", "9H")),
    ("meld KH QH", 40, "KH KH QH QH AS AS AC AC AD AD TS TS", ("AS", "AS")),
    ("meld KS QS", 20, "KS KS QS QS AH AH AC AC AD AD TC TC", ("AH", "AH")),
    ("meld AC AD AH AS", 100, "AS AS AH AH AD AD AC AC TH TH KH KH", ("TH", "TH")),
    ("meld KC KD KH KS", 80, "KS KS KH KH KD KD KC KC AH AH TH TH", ("AH", "AH")),
    ("meld QC QD QH QS", 60, "QS QS QH QH QD QD QC QC AH AH TH TH", ("AH", "AH")),
    ("meld JC JD JH JS", 40, "JS JS JH JH JD JD JC JC AH AH TH TH", ("AH", "AH")),
    ("meld JD QS", 40, "JD JD QS QS AH AH TH TH KH KH 9C 9C", ("AH", "AH")),
    ("meld 9H", 10, "9H 9H AH AH TH TH KS KS QS QS AC AC", ("AH", "AH")),
]


def single_deal(elder):
    """`elder` against a dealer of twelve non-trump cards elder does not hold, hearts trumps."""
    rest = [c for c in FULL]
    for c in cards(elder):
        rest.remove(c)
    hearts = [c for c in rest if c >> 4 == 1]
    trump = [c for c in hearts if c & 15 != 9] or hearts
    low = [c for c in rest if c >> 4 != 1][:12]
    return deal(elder, " ".join(card_name(c) for c in low), card_name(trump[0]))


@pytest.mark.parametrize("meld, points, elder, leads", SINGLE)
def test_every_meld_scores_its_value_and_twice_from_different_cards(meld, points, elder, leads):
    g = single_deal(elder)
    moves(g, "play " + leads[0])
    moves(g, "play " + card_name(g.legal()[0]))
    assert g.last_winner == 0
    assert g.meld_points_of(g.parse_move(meld)) == points
    assert gain(g, meld) == points
    moves(g, "play " + leads[1])
    moves(g, "play " + card_name(g.legal()[0]))
    assert g.last_winner == 0 and can(g, meld)
    assert gain(g, meld) == points
    assert g.state()["meld_points"][0] == 2 * points


@pytest.mark.parametrize("meld, kind, detail", [
    ("meld AH JH KH QH TH", "RUN", ("suit", "H")), ("meld KS QS", "MARRIAGE", ("suit", "S")),
    ("meld AC AD AH AS", "AROUND", ("rank", 14)), ("meld JC JD JH JS", "AROUND", ("rank", 11)),
    ("meld JD QS", "PINOCHLE", None), ("meld JD JD QS QS", "DOUBLE", None), ("meld 9D", "DIX", ("suit", "D"))])
def test_a_melds_kind_is_read_from_its_move(meld, kind, detail):
    """pinochle_melds.meld_kind, for a table that names melds: the kind and the code that tells its suit or rank."""
    from engine.rules import pinochle_melds
    got, code = pinochle_melds.meld_kind(games.new_game("pinochle").parse_move(meld))
    assert got == getattr(pinochle_melds, kind)
    if detail and detail[0] == "suit":
        assert "SHDC"[code - got] == detail[1]
    elif detail:
        assert CARDS[code][0] & 15 == detail[1]


def test_double_pinochle_scores_300():
    g = deal(PIN, PIN_DEALER, "QH")
    moves(g, "play AH", "play 9S")
    assert g.meld_points_of(g.parse_move("meld JD JD QS QS")) == 300
    assert gain(g, "meld JD JD QS QS") == 300


def test_an_around_is_exactly_four_cards():
    g = single_deal("AS AS AH AH AD AD AC AC TH TH KH KH")
    with pytest.raises(ValueError):
        g.parse_move("meld AS AS AH AH AD AD AC AC")
    with pytest.raises(ValueError):
        g.parse_move("meld AS AH AD")


def test_a_run_and_a_royal_marriage_only_in_trumps():
    g = single_deal("AS TS KS QS JS KD QD AC AC AD TD TD")  # hearts trumps
    moves(g, "play AC", "play 9D")
    assert not can(g, "meld AS JS KS QS TS")
    assert g.meld_points_of(g.parse_move("meld KS QS")) == 20
    assert g.meld_points_of(g.parse_move("meld AS JS KS QS TS")) == 0


# ----- the seed's examples: re-using table cards -----

SPADES = "KS KS QS QS KH KD KC QH QD QC JD AD"  # a spades marriage, then kings, queens, a pinochle
NO_JD = "9S 9S JS JS 9D 9D TD TD 9C 9C JC JC"


def spades_marriage():
    g = deal(SPADES, NO_JD, stock="AC AH AC AH AS TC AS")
    moves(g, "play AD", "play 9C", "meld KS QS", "play AC", "play 9C")
    return g


def test_a_marriage_king_may_go_into_kings_around():
    g = spades_marriage()
    assert g.meld_points_of(g.parse_move("meld KC KD KH KS*")) == 80
    assert gain(g, "meld KC KD KH KS*") == 80
    assert table(g) == ["KC", "KD", "KH", "KS", "QS"]


def test_a_marriage_queen_may_go_into_queens_around():
    g = spades_marriage()
    assert gain(g, "meld QC QD QH QS*") == 60


def test_a_marriage_queen_may_go_into_a_pinochle():
    g = spades_marriage()
    assert gain(g, "meld JD QS*") == 40


def test_a_marriage_card_never_goes_into_a_second_marriage():
    g = spades_marriage()
    assert not can(g, "meld KS QS*") and not can(g, "meld KS* QS")
    assert g.meld_points_of(g.parse_move("meld KS QS*")) == 0
    assert can(g, "meld KS QS")  # the other king and queen: a second marriage of different cards


def test_one_table_card_may_serve_three_classes():
    g = spades_marriage()
    assert gain(g, "meld KC KD KH KS*") == 80
    moves(g, "play AC", "play 9S")
    assert gain(g, "meld QC QD QH QS*") == 60
    moves(g, "play AS", "play 9S")
    assert gain(g, "meld JD QS*") == 40
    assert g.state()["meld_points"] == [200, 0]


def test_a_card_is_never_used_twice_in_the_same_class():
    g = deal("AS AH AD AC AS AH AD AC TH TH KH KH", trump="QH")
    moves(g, "play TH", "play 9C", "meld AC AD AH AS", "play KH", "play 9C")
    assert not can(g, "meld AC AD* AH AS") and not can(g, "meld AC* AD AH AS")
    assert can(g, "meld AC AD AH AS")


def test_every_meld_puts_a_new_card_from_the_hand_on_the_table():
    g = deal("KH KS KD KC QH QS QD QC AS AS AC AC", stock="AD TD AD")
    moves(g, "play AS", "play 9C", "meld KC KD KH KS", "play AS", "play 9C", "meld QC QD QH QS")
    moves(g, "play AC", "play 9S")
    assert not can(g, "meld KH* QH*") and not can(g, "meld KS* QS*")
    assert g.meld_points_of(g.parse_move("meld KH* QH*")) == 0


def test_royal_marriage_then_the_run_adds_110():
    g = deal("KH QH AH TH JH AS AS AC AC AD 9D 9D", "9S 9S JS JS 9C 9C JC JC QD QD KD KD", trump="JH")
    moves(g, "play AS", "play 9S")
    assert gain(g, "meld KH QH") == 40
    moves(g, "play AS", "play 9S")
    assert g.meld_points_of(g.parse_move("meld AH JH KH* QH* TH")) == 110
    assert gain(g, "meld AH JH KH* QH* TH") == 110
    assert g.state()["meld_points"] == [150, 0] and table(g) == ["AH", "JH", "KH", "QH", "TH"]


def test_the_run_extension_may_take_table_cards_of_other_classes():
    g = deal("KH QH AH TH JH AS AD AC AS AC AD TS", trump="JH")
    moves(g, "play AS", "play 9S", "meld KH QH", "play AC", "play 9C", "meld AC AD AH AS")
    moves(g, "play AD", "play 9D")
    assert gain(g, "meld AH* JH KH* QH* TH") == 110


def test_the_run_extension_only_while_both_royal_marriage_cards_are_on_the_table():
    g = deal("KH KH QH QH AH TH JH AS AS AC AC AD", trump="JH")
    moves(g, "play AS", "play 9S", "meld KH QH", "play KH*", "play 9S")
    assert not can(g, "meld AH JH KH QH* TH")  # the queen was in a marriage: only the extension re-uses it
    assert gain(g, "meld AH JH KH QH TH") == 150  # a run of other cards


def test_a_runs_king_and_queen_never_make_a_royal_marriage():
    g = deal("AH TH KH QH JH KH QH AS AS AC AC AD", trump="JH")
    moves(g, "play AS", "play 9S")
    assert gain(g, "meld AH JH KH QH TH") == 150
    moves(g, "play AS", "play 9S")
    assert not can(g, "meld KH QH*") and not can(g, "meld KH* QH")
    assert can(g, "meld KH QH")


def test_a_run_of_table_kings_and_queens_from_other_classes_scores_150():
    g = deal("KH KS KD KC QH QS QD QC AS AD AC AD", stock="AH TS TH TS JH")
    moves(g, "play AS", "play 9C", "meld KC KD KH KS", "play AD", "play 9C", "meld QC QD QH QS")
    moves(g, "play AC", "play 9S")
    assert gain(g, "meld AH JH KH* QH* TH") == 150


def test_pinochle_then_double_pinochle_adds_260():
    g = deal(PIN, PIN_DEALER, "QH")
    moves(g, "play AH", "play 9S")
    assert gain(g, "meld JD QS") == 40
    moves(g, "play AH", "play 9S")
    assert g.meld_points_of(g.parse_move("meld JD JD* QS QS*")) == 260
    assert gain(g, "meld JD JD* QS QS*") == 260
    assert g.state()["meld_points"] == [300, 0]


def test_a_second_pinochle_after_the_first_was_broken_scores_40():
    g = deal(PIN, PIN_DEALER, "QH")
    moves(g, "play AH", "play 9S", "meld JD QS", "play QS*", "play 9D")
    assert not can(g, "meld JD* QS")  # the first pinochle's jack is spent on pinochles
    assert gain(g, "meld JD QS") == 40


def test_a_second_pinochle_of_other_cards_while_the_first_is_down_scores_40():
    g = deal(PIN, PIN_DEALER, "QH")
    moves(g, "play AH", "play 9S", "meld JD QS", "play AH", "play 9S")
    assert g.meld_points_of(g.parse_move("meld JD QS")) == 40
    assert gain(g, "meld JD QS") == 40
    moves(g, "play TH", "play 9D")
    assert not can(g, "meld JD* JD* QS* QS*")  # all four down and spent on pinochles: no double pinochle


def test_double_pinochle_may_use_table_cards_of_other_classes_for_300():
    g = deal("KS QS QS JD JD AH AH TH TH KH 9C 9C", PIN_DEALER, "QH")
    moves(g, "play AH", "play 9S", "meld KS QS", "play AH", "play 9S")
    assert gain(g, "meld JD JD QS QS*") == 300


def test_the_pinochle_extension_may_take_the_other_jack_from_an_around():
    g = deal("JD JD QS QS JS JH JC AH AH TH TH KH", "9S 9S TS TS 9D 9D TD TD 9C 9C AC AC", "QH")
    moves(g, "play AH", "play 9S", "meld JC JD JH JS", "play AH", "play 9S", "meld JD QS")
    moves(g, "play TH", "play 9D")
    assert gain(g, "meld JD* JD* QS QS*") == 260


# ----- the dix -----

DIX_HAND = "9H QH AS AS AC AC AD AD TS TS TD TD"


def test_the_first_dix_is_exchanged_for_the_trump_card():
    g = deal(DIX_HAND, trump="KH")
    moves(g, "play AS", "play 9S")
    assert g.phase == "meld" and melds_of(g) == ["meld 9H"]
    assert gain(g, "meld 9H") == 10
    s = g.view(0)
    assert s["trump_card"] == "9H" and s["stock"] == 22 and "KH" in s["hand"] and "9H" not in s["hand"]
    assert s["melds"] == [[], []] and s["meld_points"] == [10, 0]


def test_the_card_taken_in_the_exchange_may_be_melded_at_once():
    g = deal(DIX_HAND, trump="KH")
    moves(g, "play AS", "play 9S", "meld 9H")
    assert g.phase == "meld" and melds_of(g) == ["meld KH QH"]
    assert gain(g, "meld KH QH") == 40


def test_a_dix_may_follow_the_turns_meld():
    g = deal("9H KH QH AS AS AC AC AD AD TS TS TD", trump="JH")
    moves(g, "play AS", "play 9S", "meld KH QH")
    assert g.phase == "meld" and melds_of(g) == ["meld 9H"]
    assert gain(g, "meld 9H") == 10
    assert g.phase == "play"


def test_never_two_dixes_in_one_turn():
    g = deal("9H 9H AS AS AC AC AD AD TS TS TD TD", trump="KH")
    moves(g, "play AS", "play 9S", "meld 9H")
    assert not can(g, "meld 9H") and g.phase == "play"
    moves(g, "play AS", "play 9S")
    assert gain(g, "meld 9H") == 10  # a later dix goes onto the table like any meld
    assert table(g) == ["9H"] and g.state()["trump_card"] == "9H"


def test_the_dix_exchange_even_with_the_other_dix():
    g = deal(DIX_HAND, trump="9H")
    assert g.scores == [0, 10]
    moves(g, "play AS", "play 9S")
    assert gain(g, "meld 9H") == 10
    assert g.state()["trump_card"] == "9H" and hand(g, 0).split().count("9H") == 1


def test_the_turned_up_dix_never_scores_again():
    g = deal(DIX_HAND, trump="9H")
    moves(g, "play AS", "play 9S", "meld 9H", "play AS", "play 9S")
    assert not can(g, "meld 9H")  # the 9 taken in the exchange is the dealer's dix
    assert g.meld_points_of(g.parse_move("meld 9H")) == 0


def test_the_dix_is_the_nine_of_trumps_from_the_hand():
    g = deal("9S 9H AS AS AC AC AD AD TS TS TD TD", "JS JS 9D 9D JD JD 9C 9C JC JC QD QD", trump="KH")
    moves(g, "play AS", "play 9C")
    assert not can(g, "meld 9S") and can(g, "meld 9H")
    moves(g, "meld 9H", "play AS", "play 9C")
    assert not can(g, "meld 9H*")


# ----- the last two cards and phase 2 -----

JUNK = ("AS AS AH AH AD AD AC AC TS TS TD TD", "9S 9S JS JS 9D 9D JD JD 9C 9C JC JC")
JUNK_NAMES = (set(JUNK[0].split()), set(JUNK[1].split()))


def through_stock(keep0, keep1, last, trump, melds=(), **kw):
    """Hearts trumps; each player holds its eleven `keep` cards and one card of junk, and each trick elder
    (0) leads its junk and wins it, the dealer throwing its junk, and both draw more junk; `last` is the face-
    down card left on the trump card. Elder makes `melds` (in order) when legal. Stops at the last two cards."""
    j0, j1 = cards(JUNK[0]), cards(JUNK[1])
    stock = []
    for k in range(1, 12):
        stock += [j0[k], j1[k]]
    deck = alternate(keep0 + " " + JUNK[0][:2], keep1 + " " + JUNK[1][:2]) + cards(trump) + stock + cards(last)
    assert sorted(deck) == sorted(FULL)
    g = games.new_game("pinochle", deck=deck, **kw)
    todo = list(melds)
    while g.phase != "draw":
        while todo and g.to_move == 0 and can(g, todo[0]):
            moves(g, todo.pop(0))
        p = g.to_move
        g.move([c for c in g.hands[p] if card_name(c) in JUNK_NAMES[p]][0])
    assert g.last_winner == 0 and g.tricks == [12, 0] and not todo
    return g


KEEP0 = "KH QH JH 9H KS KS QS QS KD KD KC"
KEEP1 = "TH KH QH JH 9H QD QD QC QC TC KC"


def test_the_last_two_cards_the_trick_winner_chooses():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    s = g.state()
    assert s["phase"] == "draw" and s["to_move"] == 0 and s["leader"] == 0 and s["stock"] == 2
    assert s["legal"] == ["take stock", "take trump"] and s["trump_card"] == "TH"
    moves(g, "take stock")
    assert "TC" in hand(g, 0).split() and hand(g, 1).split().count("TH") == 2
    s = g.state()
    assert s["stock"] == 0 and s["trump_card"] is None and s["to_move"] == 0


def test_take_trump_gives_the_winner_the_face_up_card():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    moves(g, "take trump")
    assert "TH" in hand(g, 0).split() and hand(g, 1).split().count("TC") == 2


def test_the_winner_may_still_meld_after_the_last_draw():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", melds=["meld KS QS"])
    moves(g, "take stock")
    assert g.phase == "meld" and can(g, "meld KH QH") and can(g, "meld KC KD KH KS*")
    assert gain(g, "meld KC KD KH KS*") == 80


def test_after_the_last_draw_leads_are_written_without_a_star():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", melds=["meld KS QS"])
    moves(g, "take stock")
    s = g.state()
    assert table(g) == ["KS", "QS"] and not any(m.endswith("*") for m in s["legal"] if m.startswith("play"))
    assert "play KS" in s["legal"] and "play QS" in s["legal"]
    with pytest.raises(ValueError):
        moves(g, "play KS*")


def test_phase_two_the_melds_go_back_to_the_hands_and_the_last_winner_leads():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", melds=["meld KS QS"])
    moves(g, "take stock", "play KD")
    s = g.view(0)
    assert s["melds"] == [[], []] and s["hand"].count("KS") == 2 and s["hand"].count("QS") == 2
    assert len(s["hand"]) == 11 and s["opponent_cards"] == 12 and s["stock"] == 0


def test_phase_two_must_follow_and_beat_if_able():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    moves(g, "take stock", "play KC")
    assert legal(g) == ["play TC"]  # the K of clubs is held too, but an identical card does not beat


def test_phase_two_must_follow_when_unable_to_beat():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    moves(g, "take stock", "play KD")
    assert legal(g) == ["play QD"]


def test_phase_two_an_identical_card_does_not_beat_and_the_lead_wins():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", options={"must_win": "trumps"})
    moves(g, "take stock", "play KC", "play KC")
    assert g.last_winner == 0


def test_phase_two_void_must_trump():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    moves(g, "take stock", "play KS")
    assert legal(g) == ["play 9H", "play JH", "play KH", "play QH", "play TH"]


def test_phase_two_in_trumps_must_beat():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    moves(g, "take stock", "play 9H")
    assert legal(g) == ["play JH", "play KH", "play QH", "play TH"]


def test_phase_two_void_in_the_suit_and_in_trumps_any_card():
    keep0 = "KH KH QH QH JH JH 9H 9H TH KS KS"
    keep1 = "QS QS KD KD QD QD KC KC QC QC TC"
    g = through_stock(keep0, keep1, "TC", "TH")
    moves(g, "take trump")
    assert hand(g, 0).split().count("TH") == 2 and "H" not in "".join(c[1] for c in hand(g, 1).split())
    moves(g, "play KH")
    assert legal(g) == sorted(set("play " + c for c in hand(g, 1).split()))


def test_option_must_win_trumps_no_need_to_beat_a_plain_suit():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", options={"must_win": "trumps"})
    moves(g, "take stock", "play KC")
    assert legal(g) == ["play KC", "play QC", "play TC"]


def test_option_must_win_trumps_still_beats_in_trumps():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", options={"must_win": "trumps"})
    moves(g, "take stock", "play 9H")
    assert legal(g) == ["play JH", "play KH", "play QH", "play TH"]


def test_option_must_win_trumps_still_trumps_when_void():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", options={"must_win": "trumps"})
    moves(g, "take stock", "play KS")
    assert legal(g) == ["play 9H", "play JH", "play KH", "play QH", "play TH"]


def test_no_melding_in_phase_two():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    moves(g, "take stock", "play JH", "play TH")  # 1 wins and leads
    assert g.to_move == 1 and not any(m >= MELD for m in g.legal()) and g.phase == "play"
    moves(g, "play QD", "play KD")
    assert g.to_move == 0 and not any(m >= MELD for m in g.legal())


def test_the_exchanged_dix_drawn_at_the_end_never_scores_again():
    g = through_stock("KH QH JH 9H KS KS QS QS KD KD KC", "TH QH JH 9H QD QD QC QC TC KC TC", "TH", "KH",
                      melds=["meld 9H"])
    assert g.state()["trump_card"] == "9H" and g.meld_points == [10, 0]
    moves(g, "take trump")
    assert "9H" in hand(g, 0).split() and not can(g, "meld 9H")


def test_of_two_nines_of_trumps_in_the_hand_the_one_that_has_not_scored_melds():
    # elder keeps a 9H and takes the dealer's turned-up dix at the end: one dix to meld, from the hand
    g = through_stock("KH QH JH 9H KS KS QS QS KD KD KC", "TH KH QH JH TH QD QD QC QC TC KC", "TC", "9H")
    assert g.scores == [0, 10]
    moves(g, "take trump")
    assert hand(g, 0).split().count("9H") == 2 and g.phase == "meld"
    assert gain(g, "meld 9H") == 10
    assert table(g) == ["9H"] and hand(g, 0).split().count("9H") == 1
    assert g.fresh9 == [0, 0]


# ----- copies of identical table cards -----

def test_a_meld_uses_the_table_copy_that_scores_more():
    # KH QH a royal marriage; the other KH in kings around and QH in queens around: the run scores 150
    # with those, not 110 as the marriage's extension
    g = deal("KH KH QH QH KS KD KC QS QD QC AS AD", stock="AH TS TH TD JH TC")
    moves(g, "play AS", "play 9C", "meld KH QH", "play AD", "play 9C", "meld KC KD KH KS")
    moves(g, "play KS*", "play 9S", "meld QC QD QH QS", "play KD*", "play 9D")
    assert g.meld_points_of(g.parse_move("meld AH JH KH* QH* TH")) == 150
    assert gain(g, "meld AH JH KH* QH* TH") == 150


def test_playing_one_of_two_table_copies_plays_the_one_in_more_classes():
    # KH a: royal marriage and kings around (2 classes); KH b: a second royal marriage (1 class).
    g = deal("KH KH QH QH KS KS KD KD KC KC AS AD", stock="AC TS AC TS AS")
    moves(g, "play AS", "play 9C", "meld KH QH", "play AD", "play 9C", "meld KC KD KH* KS")
    moves(g, "play AC", "play 9S", "meld KH QH", "play KH*", "play 9S")
    assert can(g, "meld KC KD KH* KS")  # the KH left is b, never in an around


def test_of_two_table_copies_in_as_many_classes_the_one_melded_first_goes():
    g = deal("KH KH QH KS KD KC AH TH JH AS AD AC", trump="JH")
    moves(g, "play AS", "play 9C", "meld KH QH", "play AD", "play 9C", "meld KC KD KH KS")
    moves(g, "play KH*", "play 9S")  # the royal marriage's king goes
    assert not can(g, "meld AH JH KH* QH* TH")


def test_a_meld_naming_one_of_two_table_copies_uses_the_one_in_more_classes_else_melded_first():
    g = deal("KS QS QS QH QD QC JD AH AH TH TH KH", NO_JD, "JH")
    moves(g, "play AH", "play 9C", "meld KS QS", "play AH", "play 9C", "meld QC QD QH QS")
    moves(g, "play TH", "play 9D")
    assert gain(g, "meld JD QS*") == 40
    qs = [e for e in g.tab[0] if card_name(e[0]) == "QS"]
    assert sorted(e[1] for e in qs) == [2, 1 | 4]  # the marriage's queen (melded first) took the pinochle


# ----- counters and scores -----

def play_out(g, rng, meld_bias=False):
    while g.phase not in ("deal_over", "game_over"):
        ms = g.legal()
        mm = [m for m in ms if m >= MELD]
        if meld_bias and mm and rng.below(2):
            g.move(mm[rng.below(len(mm))])
        else:
            g.move(ms[rng.below(len(ms))])
    return g


@pytest.mark.parametrize("counting", ["11-10-4-3-2", "10-10-5-5", "aces-tens-kings"])
def test_counters_and_the_last_trick_make_250_in_every_counting(counting):
    for seed in range(20):
        g = play_out(games.new_game("pinochle", {"counting": counting}, seed=seed), Rng(seed))
        s = g.state()
        assert sum(s["taken"]) == 240 and sum(s["deal_scores"]) - sum(s["meld_points"]) == 250
        w = s["last_winner"]
        for p in (0, 1):
            assert s["deal_scores"][p] == s["meld_points"][p] + s["taken"][p] + (10 if p == w else 0)


@pytest.mark.parametrize("counting, points", [("11-10-4-3-2", (21, 7, 2)), ("10-10-5-5", (20, 10, 0)),
                                              ("aces-tens-kings", (20, 10, 0))])
def test_card_counters(counting, points):
    g = deal("AS KH JH 9S AH AD AD AC AC TD TD QS", "TS QH 9H JS 9D 9D JD JD 9C 9C JC JC",
             options={"counting": counting})
    moves(g, "play AS", "play TS")
    assert g.taken == [points[0], 0]
    moves(g, "play KH", "play QH")
    assert g.taken == [points[0] + points[1], 0]
    moves(g, "play JH", "play 9H")
    assert g.taken == [sum(points), 0]


def test_meld_points_count_at_once_but_the_game_ends_only_after_the_deal():
    g = deal("KS QS AS AS AD AD AC AC TS TS TD TD", options={"target": 1000})
    g.scores, g.start_scores = [990, 0], [990, 0]
    moves(g, "play AS", "play 9C", "meld KS QS")
    assert g.scores == [1010, 0] and g.deal_scores == [20, 0] and g.phase == "play" and g.winner is None
    play_out(g, Rng(3))
    assert g.phase == "game_over" and g.winner == 0


def test_when_both_reach_the_target_the_higher_total_wins_and_a_tie_deals_again():
    for seed in range(6):
        g = games.new_game("pinochle", {"target": 1500}, seed=seed)
        g.scores, g.start_scores = [1500, 1500], [1500, 1500]
        play_out(g, Rng(seed))
        s = g.scores
        assert g.phase == ("deal_over" if s[0] == s[1] else "game_over")
        assert g.winner == (None if s[0] == s[1] else (0 if s[0] > s[1] else 1))
    g = games.new_game("pinochle", seed=1)
    g.scores = [1200, 1200]
    g.end_deal([0, 0])
    assert g.phase == "deal_over" and g.winner is None


@pytest.mark.parametrize("target", [1000, 1200, 1500])
def test_target_option(target):
    assert games.new_game("pinochle", {"target": target}).target == target


# ----- undo -----

def test_undo_a_meld_and_a_lead():
    g = deal("KS QS AS AS AD AD AC AC TS TS TD TD")
    moves(g, "play AS", "play 9C")
    before = g.state()
    moves(g, "meld KS QS")
    g.undo()
    assert g.state() == before
    moves(g, "meld KS QS", "play KS*")
    g.undo()
    g.undo()
    assert g.state() == before


def test_undo_refuses_a_phase_one_play_that_completed_a_trick():
    g = deal("KS QS AS AS AD AD AC AC TS TS TD TD")
    moves(g, "play AS")
    assert g.can_undo()
    moves(g, "play 9C")
    with pytest.raises(ValueError, match="turned up"):
        g.undo()


def test_undo_refuses_the_last_two_cards_choice_and_the_trick_before_it():
    g = through_stock(KEEP0, KEEP1, "TC", "TH")
    assert not g.can_undo()
    moves(g, "take trump")
    assert not g.can_undo()


def test_undo_takes_back_a_dix_exchange():
    g = deal(DIX_HAND, trump="KH")
    moves(g, "play AS", "play 9S")
    before, v0, v1 = g.state(), g.view(0), g.view(1)
    moves(g, "meld 9H")
    g.undo()
    assert g.state() == before and g.view(0) == v0 and g.view(1) == v1


def test_undo_takes_back_phase_two_plays_but_not_a_finished_deal():
    g = through_stock(KEEP0, KEEP1, "TC", "TH", melds=["meld KS QS"])
    moves(g, "take stock")
    before, v0 = g.state(), g.view(0)
    moves(g, "play KD", "play QD")
    g.undo()
    g.undo()
    assert g.state() == before and g.view(0) == v0
    play_out(g, Rng(0))
    assert not g.can_undo()


# ----- text -----

@pytest.mark.parametrize("text, canonical_text", [
    ("meld 10h kh* qh* jh ah", "meld AH JH KH* QH* TH"),
    ("MELD  qs* jd jd*  qs", "meld JD JD* QS QS*"),
    ("meld as ac ah ad", "meld AC AD AH AS"),
    ("meld 9d", "meld 9D"),
    ("meld QS kS", "meld KS QS"),
    ("play ks*", "play KS*"),
    ("take  Stock", "take stock"),
    ("TAKE trump", "take trump"),
])
def test_moves_are_read_loosely_and_written_canonically(text, canonical_text):
    g = games.new_game("pinochle")
    assert g.move_name(g.parse_move(text)) == canonical_text


@pytest.mark.parametrize("text", ["meld", "meld KH", "meld KH JH", "meld KH QS", "meld JD JD QS",
                                  "meld AS AH AD AC AS", "meld KH* QX", "meld *", "meld 9H 9H"])
def test_a_malformed_meld_is_refused(text):
    with pytest.raises(ValueError):
        games.new_game("pinochle").parse_move(text)


def test_every_meld_move_round_trips_and_identical_cards_write_plain_before_starred():
    g = games.new_game("pinochle")
    n = 0
    for code in range(len(CARDS)):
        for mask in range(1 << len(CARDS[code])):
            m = MELD + code * 32 + mask
            if code == DOUBLE and not canonical(mask):
                with pytest.raises(ValueError):
                    g.meld_name(m)
                continue
            text = g.meld_name(m)
            words = text.split()[1:]
            assert words == sorted(words) and g.parse_move(text) == m
            assert g.parse_move(" ".join(["meld"] + words[::-1]).lower()) == m
            n += 1
    assert n > 100
    assert g.meld_name(g.parse_move("meld JD* JD QS QS")) == "meld JD JD* QS QS"
    for bad in (MELD - 1, MELD + 18 * 32, MELD + 9 * 32 + 16, MELD + DOUBLE * 32 + 1):
        with pytest.raises(ValueError):
            g.meld_name(bad)


def test_state_keys_and_views():
    g = deal("KS QS AS AS AD AD AC AC TS TS TD TD", trump="KH")
    s = g.state()
    assert s["game"] == "pinochle" and s["trump"] == "H" and s["trump_card"] == "KH" and s["stock"] == 24
    assert s["melds"] == [[], []] and s["meld_points"] == [0, 0] and s["taken"] == [0, 0]
    moves(g, "play AS", "play 9C", "meld KS QS")
    v1 = g.view(1)
    assert "legal" not in v1 and v1["melds"] == [["KS", "QS"], []] and v1["opponent_cards"] == 12
    assert len(v1["hand"]) == 12 and v1["player"] == 1 and v1["meld_points"] == [20, 0]
    v0 = g.view(0)
    assert len(v0["hand"]) == 10 and v0["legal"] == g.state()["legal"] and "KS" not in v0["hand"]
    moves(g, "play AS", "play 9C")
    assert g.state()["taken"] == [22, 0]


def test_hand_is_sorted_by_suit_then_a_10_k_q_j_9():
    g = single_deal("JS QS KS TS AS AH 9H AD 9D AC KC QC")
    assert g.view(0)["hand"] == "AS TS KS QS JS AH 9H AD 9D AC KC QC".split()


# ----- random games -----

def accounted(g):
    """Every card, where it is: hands, tables, stock (trump card included), the trick, the tricks taken."""
    out = list(g.hands[0]) + g.hands[1] + [e[0] for e in g.tab[0]] + [e[0] for e in g.tab[1]]
    out += g.deck[g.sp:48] + ([g.trump_card] if g.trump_card is not None else [])
    out += g.trick + g.played
    return sorted(out)


def holdings(g, p):
    return sorted(g.hands[p] + [e[0] for e in g.tab[p]])


@pytest.mark.parametrize("seed", range(12))
def test_random_games_keep_every_card_accounted_for_scores_adding_up_and_undo_exact(seed):
    opts = {"counting": ("11-10-4-3-2", "10-10-5-5", "aces-tens-kings")[seed % 3],
            "must_win": ("always", "trumps")[seed % 2], "target": 1000}
    g = games.new_game("pinochle", opts, seed=seed)
    rng = Rng(seed)
    full = sorted(FULL)
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
        start = g.start_scores
        while g.phase not in ("deal_over", "game_over"):
            assert accounted(g) == full
            ms = g.legal()
            assert len(set(ms)) == len(ms) and g.state()["legal"] == sorted(g.move_name(m) for m in ms)
            for m in ms:
                assert g.parse_move(g.move_name(m)) == m
            mm = [m for m in ms if m >= MELD]
            m = mm[rng.below(len(mm))] if mm and rng.below(2) else ms[rng.below(len(ms))]
            p = g.to_move
            had = holdings(g, p)
            exchange = g.original and m >= MELD + 14 * 32
            tc = g.trump_card
            before = (g.state(), g.view(0), g.view(1))
            g.move(m)
            if m >= MELD:  # melds only of cards one holds: they stay the melder's
                if exchange:
                    had.remove(g.trump_card)
                    had = sorted(had + [tc])
                assert holdings(g, p) == had
            if g.can_undo():
                after = g.state()
                g.undo()
                assert (g.state(), g.view(0), g.view(1)) == before
                g.move(m)
                assert g.state() == after
            for q in (0, 1):
                assert g.scores[q] == start[q] + g.deal_scores[q]
                assert g.deal_scores[q] == g.meld_points[q] + (g.taken[q] + (10 if q == g.last_winner else 0)
                                                               if g.phase in ("deal_over", "game_over") else 0)
        assert accounted(g) == full and sum(g.taken) == 240
    assert g.winner == (0 if g.scores[0] > g.scores[1] else 1) and max(g.scores) >= 1000


MP_SCRIPT = """
import gc
gc.collect()
import engine.rules.pinochle
gc.collect()
from engine import games
from engine.core.rng import Rng
full = sorted(games.new_game("pinochle").full_deck())
for seed in range(3):
    g = games.new_game("pinochle", {"counting": ("11-10-4-3-2", "10-10-5-5", "aces-tens-kings")[seed]}, 1, seed)
    rng = Rng(seed)
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
        while g.phase != "deal_over" and g.phase != "game_over":
            ms = g.legal()
            mm = [m for m in ms if m >= 256]
            g.move(mm[rng.below(len(mm))] if mm and rng.below(2) else ms[rng.below(len(ms))])
            cs = g.hands[0] + g.hands[1] + [e[0] for e in g.tab[0]] + [e[0] for e in g.tab[1]] + g.trick
            cs += g.played + g.deck[g.sp:48] + ([g.trump_card] if g.trump_card is not None else [])
            assert sorted(cs) == full
        assert sum(g.taken) == 240
        for p in (0, 1):
            assert g.deal_scores[p] == g.meld_points[p] + g.taken[p] + (10 if p == g.last_winner else 0)
    gc.collect()
    print("game", seed, g.deal, g.scores, g.winner, gc.mem_free())
print("ok")
"""


@pytest.mark.lane
def test_circuitpython_plays_complete_random_games_within_the_engines_budget(tmp_path):
    exe = core_exe()
    script = tmp_path / "pinochle_mp.py"
    script.write_text(MP_SCRIPT)
    env = dict(os.environ, MICROPYPATH=ROOT)
    out = subprocess.run([exe, "-X", "heapsize=" + ENGINE_BUDGET, str(script)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=300)
    assert out.returncode == 0 and out.stdout.splitlines()[-1] == "ok", out.stdout + out.stderr


@pytest.mark.lane
def test_circuitpython_and_cpython_agree_on_a_game():
    exe = core_exe()
    code = ("from engine import games\nfrom engine.core.rng import Rng\n"
            "g = games.new_game('pinochle', None, 1, 11)\nr = Rng(4)\n"
            "while g.phase != 'deal_over' and g.phase != 'game_over':\n"
            "    ms = g.legal()\n    g.move(ms[r.below(len(ms))])\n"
            "print(g.scores, g.taken, g.meld_points, [g.move_name(m) for m in g.moves])\n")
    env = dict(os.environ, MICROPYPATH=ROOT)
    mp = subprocess.run([exe, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    cp = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert mp.returncode == 0 and mp.stdout == cp.stdout, mp.stderr + cp.stderr
