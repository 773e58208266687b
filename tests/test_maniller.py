"""Maniller, RULES.md section 4: one test per rule and ruling."""

from decks import alternate, cards, complete, moves, hand, legal
from engine import games
from engine.rules.maniller import draw_for_dealer

ELDER = "AS KS QS JS TS 9S 8S 7S AH KH"
DEALER = "AD KD QD JD TD 9D 8D 7D AC KC"


LOW = "9H 8H 7H 9C 8C 7C 9D 8D 7D 9S"  # every card of LOW is beaten by the card of HIGH in its place
HIGH = "AH KH QH AC KC QC AD KD QD AS"


def deck(elder, dealer):
    return complete(alternate(elder, dealer), "maniller")


def new(elder=ELDER, dealer=DEALER, **kw):
    return games.new_game("maniller", deck=deck(elder, dealer), **kw)


def play_out(g):
    while g.phase == "play":
        g.move(g.legal()[0])
    return g


def test_deck_is_seven_to_ace_32_cards():
    deck = games.new_game("maniller").full_deck()
    assert len(set(deck)) == 32 and sorted({c & 15 for c in deck}) == list(range(7, 15))


def test_deal_ten_each_one_at_a_time_and_twelve_cards_play_no_part():
    g = new()
    assert hand(g, 0) == ELDER and hand(g, 1) == DEALER
    assert "opponent_hand" not in g.view(0)
    assert g.view(0)["opponent_cards"] == 10


def test_elder_leads_the_first_trick():
    g = games.new_game("maniller", dealer=0, seed=4)
    assert g.to_move == 1 and g.leader == 1


def test_follow_suit_if_able_else_any_card():
    g = new("AS KH QH JH TH 9H 8H 7H QC JC", "KS AH AD KD QD JD TD 9D 8D 7D")
    moves(g, "play KH")
    assert legal(g) == ["play AH"]
    moves(g, "play AH", "play AD")
    assert len(legal(g)) == 9


def test_no_trumps_the_higher_card_of_the_led_suit_wins():
    g = new()
    moves(g, "play 7S", "play AD")
    assert g.last_winner == 0 and g.to_move == 0


def test_one_point_a_trick_and_five_for_the_last():
    g = new("AS KS QS JS TS 9S 8S 7S AH 7C", "AD KD QD JD TD 9D 8D 7D AC KC")
    moves(g, *["play %s" % c for c in "AS AD KS KD QS QD JS JD TS TD 9S 9D 8S 8D 7S 7D AH KC".split()])
    moves(g, "play 7C", "play AC")
    assert g.tricks == [9, 1] and g.scores == [9, 6] and g.last_winner == 1


def test_a_player_with_no_trick_is_manilled_15_to_minus_5():
    g = play_out(new())  # the elder's spades and hearts win every trick
    assert g.tricks == [10, 0] and g.scores == [15, -5] and g.deal_scores == [15, -5]


def test_game_to_50():
    g = new()
    for deal in range(3):
        play_out(g)  # player 0 wins every trick of every deal, as elder and as dealer
        assert g.phase == "deal_over"
        g.next_deal(deck(LOW, HIGH) if g.dealer == 1 else deck(ELDER, DEALER))
    assert g.scores == [45, -15]
    play_out(g)
    assert g.scores == [60, -20] and g.phase == "game_over" and g.winner == 0


def test_game_to_target_ends_with_the_higher_total():
    g = new(options={"target": 15})
    play_out(g)
    assert g.phase == "game_over" and g.winner == 0


def test_fixed_number_of_deals_ignores_the_target():
    g = new(options={"target": 1000, "deals": 1})
    play_out(g)
    assert g.scores == [15, -5] and g.phase == "game_over" and g.winner == 0


def test_exact_tie_after_the_fixed_deals_plays_another_deal():
    g = new(options={"deals": 2})
    play_out(g)
    g.next_deal(deck(ELDER, DEALER))  # player 1 is elder now and shuts player 0 out
    play_out(g)
    assert g.scores == [10, 10] and g.phase == "deal_over"
    g.next_deal(deck(ELDER, DEALER))
    play_out(g)
    assert g.phase == "game_over" and g.winner == 0


class FixedDeck:
    """A stand-in generator whose shuffle leaves the deck in a given order."""

    def __init__(self, order):
        self.order = order

    def shuffle(self, deck):
        deck[:] = cards(self.order) + [c for c in deck if c not in cards(self.order)]


def test_the_higher_draw_deals_first_and_suits_do_not_count():
    assert draw_for_dealer(FixedDeck("KS AC"))[0] == 1
    assert draw_for_dealer(FixedDeck("9D 8H"))[0] == 0


def test_equal_ranks_draw_again():
    dealer, draws = draw_for_dealer(FixedDeck("QS QH 7C TD"))
    assert dealer == 1 and len(draws) == 2
