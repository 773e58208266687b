"""The reference player (tools/reference.py): each layout solved as plain minimax over the game itself scores it,
exact play where every card is known, and never on the device."""

import copy
import os

import pytest

from engine import games, players
from engine.core.rng import Rng
from test_players import brute  # (Maniller's and Spades' margin: the deal scores)
from test_players_exact import positions, brute_optimal
from tools import deploy, reference

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
reference.register()


def late_card_decision(name, seed, cards):
    """A game of `name` played by easy until the mover holds `cards` cards or fewer and has a choice of cards.
    Spades: its bids and bags set at random (Nil among them, and bags near ten), as its scoring is what is solved."""
    rng = Rng(seed)
    g = games.new_game(name, seed=seed, dealer=seed % 2)
    n = 0
    while True:
        if g.phase == "play" and len(g.hands[g.to_move]) <= cards and len(set(g.legal())) > 1:
            return g
        if name == "spades" and g.phase == "play" and not g.played and not g.trick:
            g.bids = [rng.below(6), rng.below(6)]
            g.bags = [rng.below(10), 7 + rng.below(3)]
            g.carry = g.bags[:]   # the bags carried into the deal, which its scoring counts from
        n += 1
        g.move(players.choose(g.seat(g.to_move), "easy", seed * 100 + n))


@pytest.mark.parametrize("name", ["maniller", "spades"])
def test_each_layout_is_solved_to_the_deal_score_that_plain_minimax_over_the_game_finds(name):
    """With the opponent's real hand as the layout, every legal card's value is the deal score difference (the
    game's own scoring) that plain minimax finds after playing it."""
    checked = 0
    for seed in range(1, 13):
        g = late_card_decision(name, seed, 4)
        me = g.to_move
        view = g.seat(me)
        legal = view["legal"]
        pos = reference.hidden_position(view)
        s = reference.solver(pos[0], len(pos[1]))
        got = reference.layout_values(s, pos, me, list(g.hands[1 - me]), legal)
        for c in legal:
            h = copy.deepcopy(g)
            h.move(c)
            assert got[c] == brute(h, me), (view, c)
            checked += 1
    assert checked >= 30


@pytest.mark.parametrize("name,cards", [("double_emperor", 4), ("pinochle", 5)])
def test_where_every_card_is_known_the_reference_plays_an_exact_best_card(name, cards):
    """Double Emperor, and Pinochle's phase 2 (the other holds every card not seen): against plain minimax."""
    checked = 0
    for g in positions(name, cards, 6, level="normal"):
        while g.phase == "play":
            view = g.seat(g.to_move)
            m = players.choose(view, "reference", 3)
            if len(set(x & 63 for x in g.legal())) > 1:
                assert m & 63 in brute_optimal(g), (view, m)
                checked += 1
            g.move(m)
    assert checked >= 20


def test_the_reference_samples_at_least_40_layouts_and_repeats_itself():
    g = late_card_decision("maniller", 5, 6)
    view = g.seat(g.to_move)
    assert reference.LAYOUTS >= 40
    assert players.choose(view, "reference", 9) == players.choose(g.seat(g.to_move), "reference", 9)


def test_the_device_never_gets_the_reference():
    """Only engine/, lib/ and assets/ are deployed, and the app offers easy, normal and hard."""
    from cardtable.table.begin import LEVELS
    assert LEVELS == ("easy", "normal", "hard")
    assert not [d for s, d in deploy.repo_files(ROOT) if "reference" in d]
