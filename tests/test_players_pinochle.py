"""Pinochle's computer players: phase 1 (engine.players.pinochle_phase1), normal's moves as measured, phase 2's search."""
import copy
import subprocess
import sys

import pytest

from engine import games, players
from decks import alternate, cards as card_list, complete, moves
from engine.core.cards import parse_card, TABLE
from engine.core.moves import MELD, TAKE_STOCK, TAKE_TRUMP
from engine.rules.pinochle import COUNTERS
from engine.players.pinochle import P1_STRENGTH
from engine.players.pinochle_phase1 import choose_p1
from micropython_lane import ENGINE_BUDGET, core_exe, ROOT
from tools import reference

reference.register()

S, H, D, C = range(4)
NORMAL = P1_STRENGTH["normal"]  # the % at which normal counts a card's strength kept for phase 2
DEFAULTS = games.check_options("pinochle", None)  # the options of a view made here


def cards(names):
    return [parse_card(t) for t in names]


def view(hand, trick=(), stock=20, played=(), mine=(), theirs=(), trump="H", trump_card="9H", opp=None):
    """Seat 0's integer view (TrickGame.seat) of a phase-1 card decision, the cards given by name."""
    hand = cards(hand.split())
    legal = sorted(set(hand + [c | TABLE for c in cards(mine)]))
    return {"hand": hand, "trick": cards(trick), "stock": stock, "played": cards(played),
            "melds": [cards(mine), cards(theirs)], "trump": "SHDC".find(trump), "trump_card": parse_card(trump_card),
            "counters": COUNTERS["11-10-4-3-2"], "player": 0, "legal": legal, "options": DEFAULTS,
            "opponent_cards": opp if opp is not None else len(hand) + len(mine) - len(trick)}


def p1(v, strength=100):
    """The card of phase 1 with a card's strength kept for phase 2 counting at `strength`% (hard's 100)."""
    legal = v["legal"]
    m = choose_p1(v, legal, v["trump"], 0, strength)
    assert m in legal
    return m & 63


def test_normal_plays_as_measured():
    """Normal's moves as docs/players.md measured them (a change must be measured again): four deals of normal
    against itself (a digest of the moves, the moves and the scores)."""
    got = []
    for seed in (1, 2, 3, 4):
        g = games.new_game("pinochle", seed=seed, dealer=seed % 2)
        n = h = 0
        while g.phase not in ("deal_over", "game_over"):
            n += 1
            m = players.choose(g.seat(g.to_move), "normal", seed * 1000 + n)
            h = (h * 131 + m) % 1000000007
            g.move(m)
        got.append((n, h, g.scores[:]))
    assert got == [(55, 991074548, [265, 185]), (59, 902935410, [415, 255]), (59, 217284249, [309, 581]),
                   (59, 480788846, [497, 433])]


def test_both_levels_keep_a_marriage_and_throw_a_loser_on_a_cheap_lead():
    # the other leads the J of spades: greedy wins it with the Q (the cheapest winner), breaking the marriage
    v = view("KS QS 9C JC AC TD 9S KD QH JH TC 9D", trick=["JS"])
    for strength in (100, NORMAL, 0):
        assert p1(v, strength) not in (parse_card("KS"), parse_card("QS"))


def test_both_levels_win_with_a_card_that_keeps_the_meld_they_then_make():
    # with the J of diamonds too: winning with the K lets it meld the pinochle (J of diamonds, Q of spades),
    # winning with the Q (greedy's cheapest winner) would not; without a trump's strength kept counting, the
    # lowest trump wins
    v = view("KS QS 9C JD AC TD 9S KD QH JH TC 9D", trick=["JS"])
    for strength in (100, NORMAL):
        assert p1(v, strength) == parse_card("KS")
    assert p1(v, 0) == parse_card("JH")


def test_both_levels_win_a_trick_that_lets_them_meld():
    # the royal marriage in the hand (40): winning the J of clubs with the A lets it be melded
    v = view("KH QH AC 9S 9D JS QD KC TS 9C JD QC", trick=["JC"])
    for strength in (100, NORMAL, 0):
        assert p1(v, strength) == parse_card("AC")


def test_both_levels_keep_their_trumps_as_the_stock_ends_and_a_player_counting_only_melds_does_not():
    # two cards left in the stock: trumping a 9 with the A of trumps gives it up for phase 2; hard counts the
    # strength a card keeps for phase 2 in full, normal at half
    v = view("AH TH 9S JC QD KC TS JD 9C TC QC KD", trick=["9D"], stock=2)
    for strength in (100, NORMAL):
        assert p1(v, strength) not in (parse_card("AH"), parse_card("TH"))
    assert p1(v, 0) >> 4 == H


def test_hard_leads_a_card_that_makes_no_meld():
    # the lead: neither a card of the aces nor of the marriage, nor a trump
    v = view("AS AH AD AC KS QS 9D JC 9S JS QD TD")
    c = p1(v)
    assert c >> 4 != H and c not in (parse_card("KS"), parse_card("QS")) and c & 15 != 14


def test_of_the_same_card_hard_plays_the_one_on_its_table():
    v = view("KS 9C JD TD 9S QD 9D JC TC", trick=["AS"], mine=("KS", "QS", "QH"))
    m = choose_p1(v, v["legal"], H, 0)
    if m & 63 == parse_card("KS"):
        assert m & TABLE


@pytest.mark.lane
def test_a_whole_game_of_hard_players_within_the_engines_budget_on_circuitpython(mpy_tree):
    """Whole games between hard players run within the engine's budget on the device's core, precompiled, and are
    the games CPython plays."""
    args = ["tests/helpers/mp_bots.py", "pinochle", "hard", "1"]
    mp = subprocess.run([core_exe(), "-X", "heapsize=" + ENGINE_BUDGET] + args, cwd=mpy_tree, capture_output=True,
                        text=True, timeout=300)
    assert mp.returncode == 0, mp.stdout + mp.stderr
    cp = subprocess.run([sys.executable] + args, cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert cp.returncode == 0, cp.stdout + cp.stderr
    assert mp.stdout.split(" most=")[0] == cp.stdout.split(" most=")[0]


def made_gain(g, m):
    """What making meld m adds to its maker's score (on a copy of g)."""
    h = copy.deepcopy(g)
    p = h.to_move
    before = h.scores[p]
    h.move(m)
    return h.scores[p] - before


def melds_valued(g):
    """(meld, the seat view's value for it) of every legal meld of the player to move."""
    v = g.seat(g.to_move)
    return [(m, x) for m, x in zip(v["legal"], v["meld_values"]) if m >= MELD]


def dealt(elder, dealer, trump):
    return games.new_game("pinochle", deck=complete(alternate(elder, dealer) + card_list(trump), "pinochle"))


def test_the_player_values_a_meld_at_the_points_the_rules_score_for_it():
    """The computer melds by the seat view's meld_values (engine.rules.pinochle's own scoring, no copy of it): an
    extended run is worth 110, a double pinochle that extends a pinochle 260, and every meld of whole games what
    making it scores."""
    g = dealt("KH QH AH TH JH AS AS AC AC AD 9D 9D", "9S 9S JS JS 9C 9C JC JC QD QD KD KD", "JH")
    moves(g, "play AS", "play 9S", "meld KH QH", "play AS", "play 9S")
    assert (g.parse_move("meld AH JH KH* QH* TH"), 110) in melds_valued(g)
    g = dealt("JD JD QS QS AH AH TH TH KH KH 9C 9C", "9S 9S JS JS 9D 9D TD TD JC JC AC AC", "QH")
    moves(g, "play AH", "play 9S", "meld JD QS", "play AH", "play 9S")
    assert (g.parse_move("meld JD JD* QS QS*"), 260) in melds_valued(g)
    checked = 0
    for seed in range(1, 5):
        g = games.new_game("pinochle", seed=seed)
        n = 0
        while g.phase not in ("deal_over", "game_over"):
            n += 1
            for m, x in melds_valued(g):
                assert made_gain(g, m) == x
                checked += 1
            g.move(players.choose(g.seat(g.to_move), "normal", n))
    assert checked >= 20


def test_phase_two_searches_with_the_games_own_counters():
    """The phase-2 search's points by search level (a table the player derives) are the game's counters of the
    card at that level, for every counting option."""
    from engine.players.pinochle_phase2 import internal, phase2_position
    for counting in COUNTERS:
        g = games.new_game("pinochle", seed=3, options={"counting": counting})
        v = g.seat(g.to_move)
        rules = phase2_position(v)[2]
        for c in set(FULL_DECK):
            for level in internal([c, c]):  # (both copies)
                assert rules.pts[level & 15] == COUNTERS[counting][(c & 15) - 9]


FULL_DECK = games.new_game("pinochle").full_deck()


def test_both_levels_solve_phase_two_from_six_cards_a_hand_with_no_node_limit(monkeypatch):
    """Issue 17: from 6 cards a hand, normal's and hard's phase-2 card comes from a solve that no node budget cuts
    short."""
    from test_players_exact import positions
    from engine.search import alphabeta
    from engine.players import pinochle_phase2 as P
    calls = []
    best = alphabeta.Search.best

    def recorded(self, depth, limit):
        calls.append((depth, limit))
        return best(self, depth, limit)
    monkeypatch.setattr(alphabeta.Search, "best", recorded)
    for g in positions("pinochle", 6, 8, level="normal"):
        for level in ("normal", "hard"):
            del calls[:]
            players.choose(g.seat(g.to_move), level, 5)
            assert calls == [(alphabeta.EXACT, P.NO_LIMIT)]   # one solve, to the end, never stopped


# ----- hard's last trick of phase 1 and its two cards (engine.players.pinochle_last)

def last_view(hand, theirs, down, trump_card, trick="", their_table="", take=False):
    """Seat 0's view at phase 1's last trick (trumps hearts; the other holds `theirs` and `their_table`, `down` is
    the face-down card): every card not named was played. take: the trick is over and seat 0 won it."""
    named = cards((hand + " " + theirs + " " + their_table + " " + down + " " + trump_card + " " + trick).split())
    played = [c for c in FULL_DECK]
    for c in named:
        played.remove(c)
    h = cards(hand.split())
    legal = [TAKE_STOCK, TAKE_TRUMP] if take else sorted(set(h))
    return {"game": "pinochle", "hand": h, "trick": cards(trick.split()), "stock": 2, "played": played,
            "melds": [[], cards(their_table.split())], "trump": H, "trump_card": parse_card(trump_card),
            "counters": COUNTERS["11-10-4-3-2"], "player": 0, "leader": 1 if trick else 0, "legal": legal,
            "options": DEFAULTS, "meld_values": [0] * len(legal)}


def test_hard_takes_the_face_down_card_rather_than_a_nine_of_trumps_when_every_card_not_seen_is_better():
    v = last_view("KC QC JC 9C KD QD 9D JD 9S JS QS", "AS TS AD TD AC TC KS KH AH TH QH", "KD", "9H", take=True)
    assert players.choose(v, "hard", 1) == TAKE_STOCK


def test_hard_takes_the_ace_of_trumps_turned_up():
    v = last_view("KC QC JC TC KD QD 9D JD KS JS QS", "9S 9C JH QH KH JC QC AC QD JD 9D", "JS", "AH", take=True)
    assert players.choose(v, "hard", 1) == TAKE_TRUMP


def test_hard_leads_a_sure_winner_to_the_last_trick_to_meld_its_marriage_and_lead_phase_two():
    # the AH is the only one left; the KS QS marriage is melded only by the trick's winner
    v = last_view("AH KS QS 9S JS QD JD 9D TS TD QC 9C", "TH JH AS KD AD KC JC TC AC KH QH", "9H", "JH")
    assert players.choose(v, "hard", 1) == parse_card("AH")
    # the reference plays phase 1 as hard did before (it stays fixed): valued card by card, it keeps the AH
    assert players.choose(v, "reference", 1) == p1(v)
    assert p1(v) != parse_card("AH")


def test_normal_plays_the_last_trick_by_its_card_values():
    lead = last_view("AH KS QS 9S JS QD JD 9D TS TD QC 9C", "TH JH AS KD AD KC JC TC AC KH QH", "9H", "JH")
    assert players.choose(lead, "normal", 1) == p1(lead, NORMAL)
    follow = last_view("AH KS QS 9S JS QD JD 9D TS TD QC TC", "TH JH AS KD AD KC JC TC AC KH QH", "9H", "JH",
                       trick="9C")
    assert players.choose(follow, "normal", 1) == p1(follow, NORMAL)


def test_hard_wins_the_last_trick_with_a_card_that_keeps_its_royal_marriage():
    v = last_view("KH QH AC 9S JS QD JD 9D KS TS TD QC", "AH TH JH 9H AS QS AD KD KC JC TC", "9H", "JH", trick="9C")
    assert players.choose(v, "hard", 1) in (parse_card("AC"), parse_card("QC"))


def test_the_face_down_card_is_any_card_not_seen_as_often_as_its_copies_left():
    from engine.players.pinochle_last import Ending
    v = last_view("KH QH AC 9S JS QD JD 9D KS TS TD QC", "AH TH JH AS QS AD KD KC JC TC", "9H",
                  "JH", their_table="AS")
    e = Ending(v, None)
    assert sorted(e.layouts) == sorted(set(cards("AH TH JH 9H AS QS AD KD KC JC TC".split())))
    assert e.hidden[parse_card("AS")] == 1 and e.oth[parse_card("AS")] == 2  # the other's table is its own
    assert sum(e.hidden) == 11 and sum(e.oth) == 12


# ----- the options in play (the view's `options`): each changes a phase-2 decision as the rules say

def phase2_decision(seed, options):
    """(the game under the default options, the same game under `options`) at the first phase-2 decision with 4
    cards or fewer in the mover's hand and a choice of cards, of game `seed` played by normal under the defaults
    (its moves are legal under the other options too: must_win "trumps" allows more, a counting changes no move's
    legality)."""
    g = games.new_game("pinochle", seed=seed)
    n = 0
    while not (g.stage == 2 and len(g.hands[g.to_move]) <= 4 and len(set(m & 63 for m in g.legal())) > 1):
        n += 1
        g.move(players.choose(g.seat(g.to_move), "normal", seed * 100 + n))
    h = games.new_game("pinochle", options=options, seed=seed)
    for m in g.moves:
        h.move(m)
    return g, h


@pytest.mark.parametrize("seed,options", [(11, {"must_win": "trumps"}), (55, {"must_win": "trumps"}),
                                          (28, {"counting": "aces-tens-kings"})])
def test_hard_plays_phase_two_by_the_options_in_play(seed, options):
    """The same cards under the default options and under another: hard's card is an exact best play under each
    (plain minimax over the game's own moves and scores), and the default's card is not one under the other."""
    from test_players_exact import brute_optimal
    g, h = phase2_decision(seed, options)
    by_default = players.choose(g.seat(g.to_move), "hard", 5) & 63
    by_option = players.choose(h.seat(h.to_move), "hard", 5) & 63
    assert by_default in brute_optimal(g)
    assert by_option in brute_optimal(h)
    assert by_default not in brute_optimal(h)


@pytest.mark.parametrize("counting,must_win,cards,lead", [
    ("aces-tens-kings", "trumps", "TH TH AH KS QD 9S", True),
    ("10-10-5-5", "always", "TD AD KS QS AD 9S", False)])
def test_the_search_keeps_apart_two_cards_the_other_copy_of_one_tells_apart(counting, must_win, cards, lead):
    """Phase 2 under a counting where a ten and an ace count alike. Following the first copy of the ten of hearts
    led (must_win "trumps": no duty to beat it), the other copy loses (the first played wins) and the ace beats it;
    leading, the ten of diamonds must be beaten by the other's ace (must_win "always") and the ace not. The search
    (engine.search.gen) stood each pair for one class (nothing of the other's between their levels, equal
    points) and never searched the ten: a perft and a brute force against the rules found it
    (tests/test_perft.py, tests/test_players.py)."""
    from engine.search.alphabeta import Search, EXACT
    from engine.players.pinochle_phase2 import internal, phase2_rules
    view = {"counters": COUNTERS[counting], "trump": S, "options": {"must_win": must_win}}
    a, b, c, d, e, f = internal(card_list(cards))
    s = Search(phase2_rules(view, learned=False), 6)
    if lead:  # player 0 has led a; player 1 follows with b, c or f
        s.setup([[d, e], [b, c, f]], 1, 0, a, 0)
        ten, ace = b, c
    else:  # player 0 leads a, b or c; player 1 holds the other ace
        s.setup([[a, b, c], [d, e, f]], 0, 0, -1, 0)
        ten, ace = a, b
    values = s.values(EXACT, 10 ** 6)
    assert ten in values and ace in values and values[ten] != values[ace]
