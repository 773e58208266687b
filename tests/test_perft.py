"""Each rule once: the search's copy of trick play (engine.search.gen's moves: following, trumping, Pinochle's must
win, Spades' trump lead; engine.search.make's trick winner, next leader and broken trumps) against the rules
classes, by perft: the number of legal move sequences a few plies deep from many positions of random games,
counted through the rules (legal(), move(), undo()) and through the search set up as each game's player sets it
up (its classes of equivalent cards expanded back to cards, make(), unmake()), equal.

Pinochle's phase 1 has no second generator to count (no player searches it: each values the view's legal moves)."""

import pytest

from engine import games
from engine.core.moves import PLAY, DEAL_OVER, GAME_OVER
from engine.core.rng import Rng
from engine.playout import random_move
from engine.search.alphabeta import Search

POSITIONS = 40  # of each game (and Pinochle's options)
DEPTH = 5  # plies (cards played) counted from each


# ----- through the rules
def rules_perft(g, depth):
    """The move sequences of `depth` moves, or fewer where the deal ends, from game g: its legal moves, each made
    and taken back (a deal's last card, which the table never takes back, ends a sequence without being made)."""
    moves = sorted(set(g.legal()))
    if depth == 1:
        return len(moves)
    if sum(len(h) for h in g.hands) == 1:
        return 1
    n = 0
    for m in moves:
        g.move(m)
        n += rules_perft(g, depth - 1)
        g.undo()
    return n


# ----- through the search
def equivalent(s, rep):
    """The mover's cards the search's move `rep` stands for (engine.search.alphabeta: adjacent cards of one hand,
    equal points, no card of the other hand or of the trick of a rank between theirs, ranks compared as the
    search compares them: level >> Rules.sh)."""
    p = s.tomove
    sh = s.r.sh
    suit = rep >> 4
    mine = s.H[p * 4 + suit]
    other = s.H[(1 - p) * 4 + suit]
    if s.lead >= 0 and s.lead >> 4 == suit:
        other |= 1 << (s.lead & 15)
    rank_of_other = set(lv >> sh for lv in range(16) if other >> lv & 1)
    out = [rep]
    top = rep & 15
    for lv in range(top - 1, -1, -1):
        if mine >> lv & 1:
            if s.r.pts[lv] != s.r.pts[top] or rank_of_other & set(range(lv >> sh, (top >> sh) + 1)):
                break
            out.append((suit << 4) + lv)
            top = lv
    return out


def search_moves(s, card_of):
    """{the rules' move: a search card that makes it} of the search's generated moves, expanded."""
    out = [0] * 16
    n = s.gen(out, 0, -1)
    moves = {}
    for rep in out[:n]:
        for c in equivalent(s, rep):
            moves.setdefault(card_of(c), c)
    return moves


def search_perft(s, depth, card_of):
    moves = search_moves(s, card_of)
    if depth == 1:
        return len(moves)
    if s.n[0] + s.n[1] == 1:
        return 1
    n = 0
    for m in sorted(moves):
        c = moves[m]
        undo = (s.lead, s.leader, s.acc, s.tme, s.broken)
        s.make(c)
        n += search_perft(s, depth - 1, card_of)
        s.unmake(c, *undo)
    return n


def plain(c):
    return c


# ----- each game's search, as its player sets it up
def double_emperor_search(g, view, lead):
    from engine.players.double_emperor_search import DESearch, _RULES
    hands = [None, None]
    hands[view["player"]] = view["hand"]
    hands[1 - view["player"]] = view["opponent_hand"]
    s = DESearch(_RULES, 6)
    s.setup(hands, view["player"], view["leader"], lead, 0)
    return s, plain


def maniller_search(g, view, lead):
    from engine.players.maniller import maniller_position
    rules = maniller_position(view, lead)[2]
    s = Search(rules, 6)
    s.setup([g.hands[0][:], g.hands[1][:]], view["player"], view["leader"], lead, view["tricks"][view["player"]])
    return s, plain


def spades_search(g, view, lead):
    from engine.players.spades import DrawnBelief, spades_rules
    s = Search(spades_rules(view, bag_cost=0), 6)  # (a bag at no later cost: the deal's score as the rules count)
    s.setup([g.hands[0][:], g.hands[1][:]], view["player"], view["leader"], lead, view["tricks"][view["player"]],
            DrawnBelief(view, lead).broken)
    return s, plain


def pinochle_search(g, view, lead):
    from engine.players.pinochle_phase2 import phase2_position, external
    hands, ilead, rules = phase2_position(view)  # the other holds every card not seen: its hand in phase 2
    s = Search(rules, 6)
    s.setup(hands, view["player"], view["leader"], ilead, 0)
    return s, external


SEARCH = {"double_emperor": double_emperor_search, "maniller": maniller_search, "spades": spades_search,
          "pinochle": pinochle_search}


def card_play(g):
    """Is game g at a card of the play its player searches (Pinochle: phase 2, no meld to make)?"""
    if g.phase != PLAY:
        return False
    return g.NAME != "pinochle" or (g.stage == 2 and not g.tab[0] and not g.tab[1])


def positions(name, count, options=None, seed=1, most=None):
    """`count` card-play positions of random games of `name` (random legal moves; Spades' bids by rough count),
    each at a random point of its deal's card play; with `most`, where the mover first holds 1 to `most` cards (drawn
    at random for each game)."""
    rng = Rng(seed)
    out = []
    k = 0
    while len(out) < count:
        k += 1
        g = games.new_game(name, options, seed=seed * 1000 + k, dealer=k % 2)
        if most:
            cards, skip = 1 + rng.below(most), 0
        else:
            cards, skip = 99, rng.below(16)
        while g.phase not in (DEAL_OVER, GAME_OVER):
            if card_play(g) and len(g.hands[g.to_move]) <= cards:
                if skip == 0:
                    out.append(g)
                    break
                skip -= 1
            g.move(random_move(g, rng))
    return out


def both_counts(g):
    view = g.seat(g.to_move)
    lead = g.trick[0] if g.trick else -1
    s, card_of = SEARCH[g.NAME](g, view, lead)
    return rules_perft(g, DEPTH), search_perft(s, DEPTH, card_of)


@pytest.mark.parametrize("name,options", [
    ("double_emperor", None), ("maniller", None), ("spades", None), ("pinochle", None),
    ("pinochle", {"counting": "10-10-5-5"}), ("pinochle", {"must_win": "trumps", "counting": "aces-tens-kings"})])
def test_the_search_generates_the_rules_moves(name, options):
    """(Pinochle's counting changes no move but the search's classes, which the count expands.)"""
    total = 0
    for g in positions(name, POSITIONS, options):
        by_rules, by_search = both_counts(g)
        assert by_rules == by_search, (g.seat(g.to_move), by_rules, by_search)
        total += by_rules
    assert total > POSITIONS * 20  # (positions with a choice: not all forced)


def test_a_class_never_holds_a_card_the_rules_forbid_or_misses_one_they_allow():
    """The expansion itself: a generator that drops a legal card, or stands one class for a card that loses to the
    trick's card and one that beats it, counts otherwise than the rules."""
    g = positions("pinochle", 1, {"must_win": "trumps"})[0]
    view = g.seat(g.to_move)
    s, card_of = pinochle_search(g, view, g.trick[0] if g.trick else -1)
    right = search_moves(s, card_of)
    s.gen = lambda out, first, best: Search.gen(s, out, first, best) - 1  # one class fewer
    assert search_moves(s, card_of) != right
