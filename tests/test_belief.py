"""What a seat reads of the other's hand (engine.search.belief): what its cards played second say (played_low),
read by Maniller's hard player, never by the reference."""

from engine import games, players
from engine.core.cards import parse_card
from engine.core.rng import Rng
from engine.players.maniller import maniller_position
from engine.search.belief import Belief, played_low, trick_players


def C(text):
    return parse_card(text)


def rank_bits(*ranks):
    out = 0
    for r in ranks:
        out |= 1 << r
    return out


def test_a_card_that_won_second_says_no_cheaper_winner_was_held():
    # player 0 leads the 8 of hearts, player 1 takes it with the queen: it held no 9, 10 or jack of hearts
    tricks = trick_players([C("8H"), C("QH")], 0, None)
    barred = played_low(tricks, 1)
    assert barred[C("8H") >> 4] == rank_bits(9, 10, 11)
    assert sum(barred) == barred[C("8H") >> 4]


def test_a_card_that_lost_second_says_nothing_lower_of_its_suit_was_held():
    # followed low, then discarded: nothing below the 10 of hearts, nothing below the 9 of clubs
    tricks = trick_players([C("KH"), C("TH"), C("AS"), C("9C")], 0, None)
    barred = played_low(tricks, 1)
    assert barred[C("TH") >> 4] == rank_bits(*range(10))
    assert barred[C("9C") >> 4] == rank_bits(*range(9))


def test_a_spade_that_trumped_a_side_suit_says_no_lower_spade_was_held():
    tricks = trick_players([C("KH"), C("6S")], 0, C("2S") >> 4)
    barred = played_low(tricks, 1)
    assert barred[C("6S") >> 4] == rank_bits(*range(6))
    assert barred[C("KH") >> 4] == 0


def test_a_lead_says_nothing():
    tricks = trick_players([C("8H"), C("QH")], 0, None)
    assert played_low(tricks, 0) == [0, 0, 0, 0]


def test_layouts_hold_no_barred_card_while_enough_cards_are_left():
    deck = [C(x) for x in ("7H", "8H", "9H", "TH", "7C", "8C")]
    barred = [0, 0, 0, 0]
    barred[C("7H") >> 4] = rank_bits(7, 8)
    b = Belief(deck, [], 3, 0, barred)
    for seed in range(20):
        assert not set(b.sample(Rng(seed))) & {C("7H"), C("8H")}


def test_a_player_who_did_not_play_as_read_still_gets_layouts_of_its_hand_size():
    deck = [C(x) for x in ("7H", "8H", "9H", "TH")]
    barred = [0, 0, 0, 0]
    barred[C("7H") >> 4] = rank_bits(7, 8, 9)
    b = Belief(deck, [], 2, 0, barred)  # only one card left unbarred: the voids alone are used
    assert len(b.sample(Rng(1))) == 2


def test_maniller_hard_reads_the_plays_and_the_reference_does_not():
    from tools.reference import hidden_position
    g = games.new_game("maniller", seed=5)
    n = 0
    read = 0
    while g.phase != "deal_over":
        view = g.seat(g.to_move)
        lead = view["trick"][0] if view["trick"] else -1
        plain = maniller_position(view, lead)[1].allowed
        assert hidden_position(view)[6].allowed == plain
        reads = maniller_position(view, lead, True)[1].allowed
        assert set(reads) <= set(plain) and not set(reads) & set(g.hands[g.to_move])
        assert set(g.hands[1 - g.to_move]) <= set(reads)  # hard and normal play as read: none of its cards barred
        read += len(reads) < len(plain)
        g.move(players.choose(view, "hard", n))
        n += 1
    assert read


def test_spades_belief_reads_the_play_as_the_rules_allow_it():
    """What a Spades seat reads of the other's hand from the play (engine.players.spades.DrawnBelief: the suits it
    did not follow, a spade led before they were broken) and whether spades are broken, at every card of random
    games: the other's real hand is always among the cards it may hold, and broken is the rules' own."""
    from engine.players.spades import DrawnBelief
    from engine.playout import random_move
    rng = Rng(4)
    checked = 0
    for seed in range(1, 13):
        g = games.new_game("spades", seed=seed, dealer=seed % 2)
        while g.phase != "deal_over":
            if g.phase == "play":
                view = g.seat(g.to_move)
                belief = DrawnBelief(view, view["trick"][0] if view["trick"] else -1)
                assert belief.broken == g.broken
                assert set(g.hands[1 - g.to_move]) <= set(belief.allowed)
                checked += 1
            g.move(random_move(g, rng))
    assert checked > 200


def test_the_players_count_the_unseen_cards_of_the_rules_deck():
    """A hidden-card player's belief, at a deal's first card: its own hand and the unseen cards are the rules' deck
    (Spades: less the seat's own discards, which it has seen)."""
    from engine.players.spades import DrawnBelief
    for name in ("maniller", "spades"):
        g = games.new_game(name, seed=3)
        while g.phase != "play":
            g.move(g.legal()[0])
        view = g.seat(g.to_move)
        if name == "spades":
            belief = DrawnBelief(view, -1)
        else:
            belief = maniller_position(view, -1)[1]
        assert sorted(list(belief.unseen) + view["hand"] + view.get("discards", [])) == sorted(g.full_deck())
