"""The Spades computer player's own decisions, as rules of thumb a player would state: when to bid Nil, how a
Nil bidder plays, and the hand evaluation behind the bids."""

import pytest

from decks import cards, moves, spades_stock
from engine import games, players
from engine.players_spades_eval import by_suit, duel, nil_safe
from engine.rng import Rng

LOW = "5H 4H 3H 2H 5D 4D 3D 2D 6C 5C 4C 3C 2C"  # no spade, the four lowest of each side suit


def dealt(hand0, hand1, dealer=1):
    """Both hands drawn (player 0 elder when player 1 deals): the deal at its bids."""
    g = games.new_game("spades", deck=spades_stock(hand0, hand1), dealer=dealer)
    for _ in range(26):
        moves(g, "keep")
    assert g.phase == "bid"
    return g


def spread(n, first=0):
    """n hands drawn at random (both seats keeping a random card each turn), with their seats' views."""
    out = []
    for i in range(first, first + n):
        g = games.new_game("spades", seed=500 + i, dealer=i % 2)
        r = Rng(i)
        while g.phase == "draw":
            g.move(128 + r.below(2))
        out.append(g)
    return out


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_clear_nil_hand_is_bid_nil(level):
    """No spade and the lowest cards of every suit: whatever the opponent leads, a lower card follows."""
    g = dealt(LOW, "AS KS QS JS TS AH KH QH AD KD QD AC KC")
    for seed in range(3):
        assert g.move_name(players.choose(g.view(0), level, seed)) == "bid 0"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_hand_with_the_ace_of_spades_is_never_bid_nil(level):
    g = dealt("AS " + " ".join(LOW.split()[1:]), "KS QS JS TS 9S AH KH QH AD KD QD AC KC")
    assert g.move_name(players.choose(g.view(0), level, 1)) != "bid 0"
    for g in spread(30):
        p = g.to_move
        if "AS" in g.view(p)["hand"]:
            assert g.move_name(players.choose(g.view(p), level, 2)) != "bid 0"


def test_a_nil_needs_fewer_spades_than_the_opponent_and_each_card_under_theirs():
    low = by_suit(cards("2S 3H"))
    assert nil_safe(low, by_suit(cards("3S 4H")))
    assert not nil_safe(low, by_suit(cards("4H")))  # no spade to play under: the 2S must ruff at the end
    assert not nil_safe(low, by_suit(cards("3S 2H")))  # the 2H led: the 3H wins
    assert not nil_safe(by_suit(cards("AS")), by_suit(cards("KS QS")))


def test_the_trick_count_gives_top_cards_and_ruffs_to_their_holder():
    top = by_suit(cards("AS KS QS AH KH QH JH AD KD QD AC KC QC"))
    assert duel(top, by_suit(cards("JS TS 9S TH 9H 8H 7H JD TD 9D JC TC 9C"))) == (13, 0)
    # a void in hearts with spades to ruff them outweighs all the hearts
    a, b = duel(by_suit(cards("AS KS QS JS TS AD KD QD JD AC KC QC JC")),
                by_suit(cards("2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H")))
    assert a > b
    a2, b2 = duel(by_suit(cards("AS 2D 3D 4D 5D 6D 7D 8D 2C 3C 4C 5C 6C")),
                  by_suit(cards("2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H")))
    assert a2 * (a + b) < a * (a2 + b2)  # a smaller share with small side cards and one spade


def test_strong_hands_bid_more_than_weak_ones():
    strong = dealt("AS KS QS JS TS 9S AH KH AD KD AC KC QC", LOW)
    weak = dealt("7S 6H 7H 8H 9H 6D 7D 8D 9D 7C 8C 9C TC", "AS KS QS JS TS 9S AH KH AD KD AC KC QC")
    bs = int(strong.move_name(players.choose(strong.view(0), "normal", 0)).split()[1])
    bw = int(weak.move_name(players.choose(weak.view(0), "normal", 0)).split()[1])
    assert bs >= 9 and 1 <= bw <= 3


NIL0 = "KH 8H 3H TD 9D 7D 6D 5D 4D 3D 2D 3C 2C"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_against_a_nil_the_dealer_bids_for_most_of_the_tricks(level):
    """A Nil bidder ducks every trick it can: its opponent wins most of them, and bags the ones it did not bid."""
    weak = "7S 6H 7H 8H 9H 6D 7D 8D 9D 7C 8C 9C TC"
    g = dealt(LOW, weak)
    moves(g, "bid 0")
    assert int(g.move_name(players.choose(g.view(1), level, 0)).split()[1]) >= 8
    g = dealt("AS KS QS JS TS AH KH QH AD KD QD AC KC", weak)
    moves(g, "bid 5")
    assert int(g.move_name(players.choose(g.view(1), level, 0)).split()[1]) <= 5


def nil_deal(opp="AS KS QS JS TS 9S AH QH 9H AC KC QC JC"):
    """Player 0 bids Nil and leads; player 1 (dealer) bids 6 and wins the first trick with the JC."""
    g = dealt(NIL0, opp)
    moves(g, "bid 0", "bid 6")
    # the lowest card, and of the two deuces the club: more clubs than diamonds are out, so the opponent
    # likelier has one to play over it
    assert g.move_name(players.choose(g.view(0), "normal", 0)) == "play 2C"
    moves(g, "play 2C", "play JC")
    return g


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_nil_bidder_ducks_under_the_lead_keeping_its_low_cards(level):
    g = nil_deal()
    moves(g, "play 9H")
    assert g.move_name(players.choose(g.view(0), level, 3)) == "play 8H"  # not the 3H: kept for a low lead


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_nil_bidder_void_in_the_suit_led_throws_its_most_exposed_card(level):
    g = nil_deal()
    moves(g, "play QC", "play 3C", "play KC")
    # void in clubs: the KH goes (six hearts below it are out and only two of its own cover it); a
    # diamond would do nothing (all but two diamonds are in its hand or its discards)
    assert g.move_name(players.choose(g.view(0), level, 4)) == "play KH"


def test_a_nil_that_must_win_a_trick_plays_on_by_the_search():
    g = nil_deal("AS KS QS JS TS 9S AH QH 2H AC KC QC JC")
    moves(g, "play 2H")  # every heart of player 0 is higher
    m = players.choose(g.view(0), "normal", 5)
    assert g.move_name(m) in ("play KH", "play 8H", "play 3H")
    g.move(m)
    assert g.tricks[0] == 1
    assert g.move_name(players.choose(g.view(0), "normal", 6)) in g.view(0)["legal"]
