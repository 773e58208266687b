"""The Spades computer player's own decisions, as rules of thumb a player would state: when to bid Nil, how a
Nil bidder plays, and the hand evaluation behind the bids."""

import pytest

from decks import cards, moves, spades_stock
from engine import games, players
from engine.players.spades_eval import FirstTrick, by_suit, duel, nil_safe
from engine.players.spades_estimate import EST
from engine.rules.spades import SPADES
from engine.core.moves import BID, KEEP
from engine.search.alphabeta import Rules, searcher
from engine.search.top_estimate import top_estimate
from engine.core.rng import Rng

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
        assert g.move_name(players.choose(g.seat(0), level, seed)) == "bid 0"


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_hand_with_the_ace_of_spades_is_never_bid_nil(level):
    g = dealt("AS " + " ".join(LOW.split()[1:]), "KS QS JS TS 9S AH KH QH AD KD QD AC KC")
    assert g.move_name(players.choose(g.seat(0), level, 1)) != "bid 0"
    for g in spread(30):
        p = g.to_move
        if "AS" in g.view(p)["hand"]:
            assert g.move_name(players.choose(g.seat(p), level, 2)) != "bid 0"


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


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_strong_hands_bid_more_than_weak_ones(level):
    strong = dealt("AS KS QS JS TS 9S AH KH AD KD AC KC QC", LOW)
    weak = dealt("7S 6H 7H 8H 9H 6D 7D 8D 9D 7C 8C 9C TC", "AS KS QS JS TS 9S AH KH AD KD AC KC QC")
    bs = int(strong.move_name(players.choose(strong.seat(0), level, 0)).split()[1])
    bw = int(weak.move_name(players.choose(weak.seat(0), level, 0)).split()[1])
    assert bs >= 9 and 1 <= bw <= 3


def test_hards_bid_reads_the_hands_as_the_search_reads_the_first_trick():
    """The learned table behind `hard`'s bid is the search's own estimate, of the deal as its first trick starts."""
    mine = cards("AS KS 4S AH 3H 2H QD 9D 5D 4C 3C 2C 7S")
    other = cards("QS JS 2S KH QH JH AD KD 2D AC KC QC 3S")
    rules = Rules(trump=SPADES, trump_lead=True, est=top_estimate, table=EST)
    for leads in (True, False):
        first = FirstTrick()
        for who, hand in ((0 if leads else 4, mine), (4 if leads else 0, other)):
            for c in hand:
                first.H[who + (c >> 4)] |= 1 << (c & 15)
        search = searcher(rules, 6)
        search.setup([mine, other], 0, 0 if leads else 1, -1, 0)
        assert top_estimate(first) == (1 if leads else -1) * top_estimate(search)


NIL0 = "KH 8H 3H TD 9D 7D 6D 5D 4D 3D 2D 3C 2C"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_against_a_nil_the_dealer_bids_for_most_of_the_tricks(level):
    """A Nil bidder ducks every trick it can: its opponent wins most of them, and bags the ones it did not bid."""
    weak = "7S 6H 7H 8H 9H 6D 7D 8D 9D 7C 8C 9C TC"
    g = dealt(LOW, weak)
    moves(g, "bid 0")
    assert int(g.move_name(players.choose(g.seat(1), level, 0)).split()[1]) >= 8
    g = dealt("AS KS QS JS TS AH KH QH AD KD QD AC KC", weak)
    moves(g, "bid 5")
    assert int(g.move_name(players.choose(g.seat(1), level, 0)).split()[1]) <= 5


def nil_deal(opp="AS KS QS JS TS 9S AH QH 9H AC KC QC JC"):
    """Player 0 bids Nil and leads; player 1 (dealer) bids 6 and wins the first trick with the JC."""
    g = dealt(NIL0, opp)
    moves(g, "bid 0", "bid 6")
    # the lowest card, and of the two deuces the club: more clubs than diamonds are out, so the opponent
    # likelier has one to play over it
    assert g.move_name(players.choose(g.seat(0), "normal", 0)) == "play 2C"
    moves(g, "play 2C", "play JC")
    return g


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_nil_bidder_ducks_under_the_lead_keeping_its_low_cards(level):
    g = nil_deal()
    moves(g, "play 9H")
    assert g.move_name(players.choose(g.seat(0), level, 3)) == "play 8H"  # not the 3H: kept for a low lead


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_nil_bidder_void_in_the_suit_led_throws_its_most_exposed_card(level):
    g = nil_deal()
    moves(g, "play QC", "play 3C", "play KC")
    # void in clubs: the KH goes (six hearts below it are out and only two of its own cover it); a
    # diamond would do nothing (all but two diamonds are in its hand or its discards)
    assert g.move_name(players.choose(g.seat(0), level, 4)) == "play KH"


def test_a_nil_that_must_win_a_trick_plays_on_by_the_search():
    g = nil_deal("AS KS QS JS TS 9S AH QH 2H AC KC QC JC")
    moves(g, "play 2H")  # every heart of player 0 is higher
    m = players.choose(g.seat(0), "normal", 5)
    assert g.move_name(m) in ("play KH", "play 8H", "play 3H")
    g.move(m)
    assert g.tricks[0] == 1
    assert g.move_name(players.choose(g.seat(0), "normal", 6)) in g.view(0)["legal"]


def draw_of(hand, top, level="normal"):
    """The draw's choice for a hand (card names) with `top` on the stock."""
    from engine.core.cards import parse_card
    from engine.players.spades import choose_spades
    m = choose_spades({"phase": "draw", "hand": [parse_card(t) for t in hand.split()], "top": parse_card(top)}, level, 0)
    return "keep" if m == KEEP else "discard"


def test_the_draw_keeps_spades_and_honours_and_gives_up_low_cards():
    hand = "AS 9S KH 7H QD 4D 3C"
    assert [draw_of(hand, t) for t in ("2S", "QH", "AC", "9D", "JC")] == ["keep", "keep", "keep", "discard",
                                                                             "discard"]


def test_hard_gives_up_a_side_queen_for_the_blind_card_and_the_reference_keeps_it():
    hand = "AS 9S KH 7H QD 4D 3C"
    assert [draw_of(hand, t, "hard") for t in ("2S", "QH", "KC", "AD", "JC")] == ["keep", "discard", "keep", "keep",
                                                                                 "discard"]
    assert draw_of(hand, "QH", "reference") == "keep"


LOWISH = "4S 2S KH 7H 5H 3H 8D 2D"  # eight cards, no spade above the 4, one honour


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_low_hand_late_in_the_draw_turns_to_a_nil_keeping_low_cards(level):
    assert [draw_of(LOWISH, t, level) for t in ("9C", "3S", "QH", "5S", "JD")] == ["keep", "keep", "discard",
                                                                                   "discard", "discard"]


def test_the_nil_plan_is_not_taken_early_with_a_high_spade_or_many_honours_or_at_easy():
    assert draw_of("4S 2S KH 7H 5H 3H 8D", "9C") == "discard"  # seven cards: too early to tell
    assert draw_of("6S 2S KH 7H 5H 3H 8D 2D", "9C") == "discard"  # a spade above the 4
    assert draw_of("4S 2S KH AH QH 3H 8D 2D", "9C") == "discard"  # three honours
    assert draw_of(LOWISH, "9C", "easy") == "discard"


def test_a_nil_bidder_never_wins_a_trick_it_can_duck():
    """In deals where one seat bids Nil whatever its hand, whenever it follows suit with a card under the one
    led it plays one, and when void it never ruffs with a spade while it holds another suit."""
    from decks import named
    checked = 0
    for i in range(20):
        g = games.new_game("spades", seed=900 + i, dealer=i % 2)
        while g.phase == "draw":
            g.move(players.choose(g.seat(g.to_move), "normal", i))
        nil = g.to_move
        moves(g, "bid 0")
        g.move(players.choose(g.seat(g.to_move), "normal", i))
        n = 0
        while g.phase == "play" and g.tricks[nil] == 0:
            n += 1
            m = players.choose(g.seat(g.to_move), "normal", n)
            if g.to_move == nil and g.trick:
                lead = g.trick[0]
                legal = g.legal()
                under = [c for c in legal if c >> 4 == lead >> 4 and c & 15 < lead & 15]
                if under:
                    assert m in under, (named([lead]), named(legal), named([m]))
                    checked += 1
                elif all(c >> 4 != lead >> 4 for c in legal) and any(c >> 4 != 0 for c in legal):
                    assert m >> 4 != 0, (named([lead]), named(legal), named([m]))
            g.move(m)
    assert checked > 20


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_low_hand_is_bid_nil_though_some_of_the_opponents_hands_would_set_it(level):
    """Two low spades and no side card above the 10: a third of the hands the opponent may hold could set the
    Nil if it saw this hand, yet in play such Nils (a Nil test of 60 to 70%) were made 60% of the time and
    scored more than the bid of a trick or two."""
    g = dealt("3S 2S 8H 6H 9D 5D 4D 2D TC 9C 6C 4C 3C", "AS QS TS 8S 7S QH JH 4H TD AC KC QC JC")
    for seed in range(3):
        assert g.move_name(players.choose(g.seat(0), level, seed)) == "bid 0"


def last_two_tricks(nil_bags):
    """Seat 1's view as the deal's 12th trick is led: player 0 bid Nil and has won 9 tricks (its Nil lost, no bags
    carried), seat 1 bid 4 and has won 2. Player 0 leads the 5H; seat 1 holds the 6H and the 4H, and every spade
    and heart but these three has been seen, so player 0's last card is a diamond or a club: the 6H wins both
    tricks left (seat 1 makes its bid, player 0 stays at 9 tricks), the 4H gives both to player 0 (seat 1 is
    set, player 0 takes 11)."""
    played = cards("3H 2H 8H 9H 2S 3S 5S 4S 7S 6S 9S 8S JS TS KS QS TH JH 2D 3D 5D 4D")
    return {"game": "spades", "phase": "play", "player": 1, "dealer": 1, "leader": 0, "scores": [0, 0],
            "tricks": [9, 2], "hand": cards("6H 4H"), "trick": cards("5H"), "played": played, "opponent_cards": 1,
            "legal": sorted(cards("6H 4H")), "bids": [0, 4], "bags": [0, 0],
            "discards": cards("AS 7H QH KH AH 6D 7D 8D 9D 2C 3C 4C 5C"),
            "options": {"target": 300, "nil_bags": nil_bags}, "deal": 1}


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_with_nil_bags_a_failed_nil_is_given_the_tricks_that_bring_its_bags_to_ten(level):
    """Without Nil bags seat 1 wins both tricks: its bid made (+40) against set (-40). With them (RULES.md: a
    failed Nil's tricks are its bags), the two tricks take player 0 to 11 bags and cost it 100: seat 1 gives them
    up, and its own bid with them."""
    assert players.choose(last_two_tricks(False), level, 1) == cards("6H")[0]
    assert players.choose(last_two_tricks(True), level, 1) == cards("4H")[0]


def test_the_players_deal_score_is_the_rules_under_either_nil_bags():
    """bid_score without a bag's later cost is the deal's points as engine.rules.spades counts them."""
    from engine.players.spades import bid_score
    for nil in (False, True):
        g = games.new_game("spades", options={"nil_bags": nil}, seed=1)
        for bid in range(14):
            for won in range(14):
                for bags in (0, 4, 9):
                    g.bids = [bid, 1]
                    g.tricks = [won, 13 - won]
                    g.carry = [bags, 0]
                    assert bid_score(bid, won, bags, nil, 0) == g.deal_points()[0], (nil, bid, won, bags)


# ----- playing to the target (RULES.md: the first to reach it wins; both past it, the higher; a tie plays on)

@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bid_that_wins_the_game_whenever_it_is_made_is_enough(level):
    """Elder at 280 against 100 would bid 5 for points. With the target at 300 the least bid that wins the game
    whenever it is made, whatever the other bids, is enough: 4, not 2, for a bid of 2 that took all 13 tricks
    would carry 11 bags and lose 100. With the target at 500 no bid ends the game: 5."""
    g = dealt("AS KS QS 5S AH KH 4H 3D 2D 5C 4C 3C 2C", "JS TS 9S 8S QH JH TH AD KD QD AC KC QC")
    g.scores = [280, 100]
    for target, bid in ((300, "bid 4"), (500, "bid 5")):
        g.options = dict(g.options, target=target)
        assert g.move_name(players.choose(g.seat(0), level, 1)) == bid


def test_a_bid_that_cannot_win_the_game_stays_as_it_was():
    """The bid is lowered only when a lower one wins outright: at 280 all, whatever elder bids the other may reach
    the target higher, so its bid for points stands."""
    from engine.players.spades_bid import enough
    view = {"player": 0, "scores": [280, 280], "bags": [0, 0], "bids": [None, None], "deal": 4,
            "options": {"target": 300, "nil_bags": False}}
    assert enough(view, BID + 5) == BID + 5


def one_trick_wins(target):
    """Seat 1's view as it leads to the 12th trick of a deal at 260 (player 0) to 270 (seat 1): its 5 made with 6
    tricks, player 0 at 5 of its 6. One trick more wins seat 1 the game at 300 (322 to 320); none ties it at 321
    (another deal); both set player 0 (-60)."""
    g = games.new_game("spades", seed=24, dealer=0, options={"target": target, "nil_bags": False})
    g.scores = [260, 270]
    moves(g, *("discard discard keep keep discard discard discard keep keep keep discard keep discard discard discard "
               "discard discard discard keep discard discard discard keep keep keep keep").split())
    moves(g, "bid 5", "bid 6", *("play " + c for c in "KD AD QD 2S 4C 9C KC JC 9S QS AH 4H 8H KH AC 4S 9H 5H 3H 6S "
                                                       "TS AS".split()))
    assert g.to_move == 1 and g.tricks == [5, 6] and g.bids == [6, 5]
    return g


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_trick_that_wins_the_game_comes_before_setting_the_other(level):
    """Playing for points seat 1 leads its 5S, after both tricks (player 0 set, 120 points apart); with the game
    won by one trick more at 300 it leads the TH, which wins one trick more in more of the layouts it draws. At 500
    nothing ends the game: the 5S again."""
    for target, card in ((300, "play TH"), (500, "play 5S")):
        g = one_trick_wins(target)
        assert g.move_name(players.choose(g.seat(1), level, 1)) == card
