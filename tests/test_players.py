"""Computer players: exact search against brute force, determinism, never cheating, always legal, and a whole
game of each game with `normal` players on the device's core (CircuitPython) in a small heap."""

import copy
import os
import subprocess

import pytest

from engine import games, players
from engine.rules import registry
from engine.core.rng import Rng
from engine.rules.double_emperor import CARD_POINTS
from engine.search.alphabeta import Search, Rules, EXACT, INF
from test_perft import SEARCH, equivalent, positions
from micropython_lane import core_exe  # noqa: E402
from tools import reference

reference.register()

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
AVAILABLE = [n for n in registry.names() if os.path.exists(os.path.join(ROOT, "engine", "rules", n + ".py"))]
HIDDEN = [n for n in ("spades", "maniller") if n in AVAILABLE]


# ----- the exact search -----
def margin(g, me):
    """What the search counts for `me` less the other, as the game itself scores it: at the deal's end its deal
    scores (Double Emperor: the card points, which its search maximises), before it the part already fixed
    (Pinochle: the melds and the counters taken)."""
    if g.NAME == "double_emperor":
        return g.taken[me] - g.taken[1 - me]
    if g.phase in ("deal_over", "game_over"):
        return g.deal_scores[me] - g.deal_scores[1 - me]
    if g.NAME == "pinochle":
        return g.meld_points[me] - g.meld_points[1 - me] + g.taken[me] - g.taken[1 - me]
    return 0


def brute(g, me):
    """`me`'s margin at the deal's end under perfect play by both: plain minimax over the game's own legal moves,
    each made on a copy (no table, no classes): the reference for the search."""
    if g.phase in ("deal_over", "game_over"):
        return margin(g, me)
    vals = []
    for m in sorted(set(g.legal())):
        h = copy.deepcopy(g)
        h.move(m)
        vals.append(brute(h, me))
    return max(vals) if g.to_move == me else min(vals)


@pytest.mark.parametrize("name,options", [
    ("double_emperor", None), ("maniller", None), ("spades", None), ("spades", {"nil_bags": True}),
    ("pinochle", None), ("pinochle", {"must_win": "trumps"}), ("pinochle", {"counting": "10-10-5-5"}),
    ("pinochle", {"must_win": "trumps", "counting": "aces-tens-kings"})])
def test_exact_search_equals_brute_force_over_the_game_itself(name, options):
    """Set up as each game's player sets it up (tests/test_perft.py; Spades' bags at no later cost), the search's
    exact value of every move, and of every card each move stands for, is the margin plain minimax over the game
    finds after it; and the position's value the best of them."""
    for g in positions(name, 40, options, 11, most=4):
        me = g.to_move
        view = g.seat(me)
        s, card_of = SEARCH[name](g, view, g.trick[0] if g.trick else -1)  # (a table of 2**6: collisions happen)
        fixed = margin(g, me)
        want = {}
        for m in sorted(set(g.legal())):
            h = copy.deepcopy(g)
            h.move(m)
            want[m] = brute(h, me) - fixed
        vals = s.values(EXACT, 10 ** 9)
        stood_for = set()
        for rep in vals:
            for c in equivalent(s, rep):
                assert vals[rep] == want[card_of(c)], (view, card_of(c), vals, want)
                stood_for.add(card_of(c))
        assert stood_for == set(want)
        assert s.run(-INF, INF, EXACT, 10 ** 9) == max(want.values())  # (the mover is `me`)
        assert s.run(-INF, INF, EXACT, 10 ** 9) == max(want.values())  # again, through the table
        assert vals[s.best(EXACT, 10 ** 9)] == max(want.values())


def random_spades_position(rng, n):
    """Random Spades hands of n cards each, and the search's rules with a random value of each final trick count."""
    deck = [s * 16 + r for s in range(4) for r in range(2, 15)]
    r = Rules(trump=0, final=[rng.below(101) - 50 for _ in range(n + 1)], trump_lead=True)
    rng.shuffle(deck)
    return r, [deck[:n], deck[n:2 * n]]


def test_search_stops_at_its_node_limit_and_restores_the_position():
    rng = Rng(5)
    r, h = random_spades_position(rng, 10)
    s = Search(r, 8)
    s.setup(h, 0, 0, -1, 0)
    before = (s.H[:], s.k[:], s.n[:], s.lead, s.leader, s.tomove, s.acc, s.tme)
    s.run(-INF, INF, EXACT, 300)
    assert s.aborted and s.nodes == 301
    assert (s.H[:], s.k[:], s.n[:], s.lead, s.leader, s.tomove, s.acc, s.tme) == before


class Dealt:
    """A belief that deals the unseen cards at random (all search_play asks of one)."""

    def __init__(self, unseen, n):
        self.unseen = unseen
        self.n = n

    def sample(self, rng):
        pool = self.unseen[:]
        rng.shuffle(pool)
        return pool[:self.n]


def test_a_pooled_search_leaves_no_more_than_its_nodes_and_wastes_few_on_depths_it_cannot_finish(monkeypatch):
    from engine.search import play as sp
    spent = {}
    kind = type(sp.searcher(Rules(), 8))  # the players' one Search
    values = kind.values

    def counted(self, depth, limit, moves=None):
        before = self.nodes
        v = values(self, depth, limit, moves)
        spent["done" if v is not None else "wasted"] += self.nodes - before
        return v

    monkeypatch.setattr(kind, "values", counted)
    nodes, layouts, _ = players.BUDGET["normal"]
    for pool in (False, True):
        spent["done"] = spent["wasted"] = 0
        rng = Rng(3)
        for _ in range(12):
            r, h = random_spades_position(rng, 10)
            deck = [s * 16 + v for s in range(4) for v in range(2, 15)]
            unseen = [c for c in deck if c not in h[0]]
            start = spent["done"] + spent["wasted"]
            assert sp.search_play(players.BUDGET["normal"], players.EXACT_AT["normal"], rng, r, h[0], 0, 0, -1, 0, sorted(h[0]), Dealt(unseen, 10),
                                  broken=True, samples=layouts, pool=pool) in h[0]
            assert spent["done"] + spent["wasted"] - start <= nodes + layouts
        if pool:
            assert spent["wasted"] * 2 < wasted_alone
            assert spent["done"] > done_alone
        done_alone, wasted_alone = spent["done"], spent["wasted"]


# ----- playing -----
@pytest.fixture
def cheap(monkeypatch):
    """Every level at a small budget, so that whole games are quick (the reference solves two layouts)."""
    monkeypatch.setitem(players.BUDGET, "hard", (600, 3, 7))
    monkeypatch.setattr(reference, "LAYOUTS", 2)


def play_to(g, until, levels, seed):
    """Play g with players.choose until until(g) or the deal is over; return the moves made."""
    n = 0
    while g.phase not in ("deal_over", "game_over") and not until(g):
        n += 1
        g.move(players.choose(g.seat(g.to_move), levels[g.to_move], seed + n))
    return n


@pytest.mark.parametrize("name", AVAILABLE)
def test_every_level_always_plays_legal_moves(name, cheap):
    for i, level in enumerate(players.LEVELS + ("reference",)):
        g = games.new_game(name, seed=40 + i)
        for _ in range(2):  # two deals
            n = 0
            while g.phase not in ("deal_over", "game_over"):
                n += 1
                view = g.seat(g.to_move)
                m = players.choose(view, level, n)
                assert m in g.legal()
                assert m in view["legal"]
                g.move(m)
            if g.phase == "game_over":
                break
            g.next_deal()


@pytest.mark.parametrize("name", AVAILABLE)
def test_same_view_level_and_seed_same_move(name, cheap):
    g = games.new_game(name, seed=3)
    n = 0
    while g.phase not in ("deal_over", "game_over"):
        n += 1
        view = g.seat(g.to_move)
        for level in ("normal", "hard"):
            a = players.choose(view, level, 77 + n)
            b = players.choose(g.seat(g.to_move), level, 77 + n)
            assert a == b
        g.move(players.choose(view, "normal", n))


def test_unknown_level_is_refused():
    g = games.new_game("maniller", seed=1)
    with pytest.raises(ValueError):
        players.choose(g.seat(g.to_move), "grandmaster", 0)
    assert players.LEVELS == ("easy", "normal", "hard")  # the device's
    assert players.ADDED == {"reference": reference.choose}  # and the one the desktop adds


@pytest.mark.parametrize("name", AVAILABLE)
def test_the_seat_view_carries_the_options_in_play_and_the_target(name):
    options = dict((o[0], o[3][-1]) for o in registry.entry(name).options)  # each option's last menu choice
    g = games.new_game(name, options=options, seed=2)
    for p in (0, 1):
        assert g.seat(p)["options"] == options and g.seat(p)["options"]["target"] == options["target"]


def unseen_positions(g, p):
    """Deck positions whose cards seat p has not seen (the others' hands, unused cards, unseen stock)."""
    view = g.seat(p)
    seen = set(view["hand"] + view["played"] + view["trick"] + view.get("discards", []))
    if "top" in view:
        seen.add(view["top"])
    return [i for i, c in enumerate(g.deck) if c not in seen]


@pytest.mark.parametrize("name", HIDDEN)
def test_reshuffling_what_a_seat_cannot_see_never_changes_its_choice(name):
    """Two games from different explicit decks that show seat p the same view: p chooses the same."""
    rng = Rng(21)
    checked = 0
    for k in range(8):
        g = games.new_game(name, seed=100 + k, dealer=k % 2)
        deck = list(g.deck)
        stop = 5 + rng.below(40)
        n = play_to(g, lambda x: len(x.moves) >= stop, ("easy", "easy"), k * 100)
        if g.phase in ("deal_over", "game_over"):
            continue
        p = g.to_move
        pos = unseen_positions(g, p)
        cards = [deck[i] for i in pos]
        rng.shuffle(cards)
        deck2 = list(deck)
        for i, c in zip(pos, cards):
            deck2[i] = c
        assert deck2 != deck
        g2 = games.new_game(name, deck=deck2, dealer=k % 2)
        for m in g.moves:
            g2.move(m)
        v1, v2 = g.seat(p), g2.seat(p)
        assert v1 == v2, (n, v1, v2)
        for level in ("easy", "normal", "hard"):
            for seed in (0, 1):
                assert players.choose(v1, level, seed) == players.choose(v2, level, seed)
        checked += 1
    assert checked >= 4


def test_double_emperor_hard_solves_small_hands_exactly():
    """With six cards a hand or fewer, `hard` makes a card-point-maximising move (against a full solve)."""
    from engine.core.cards import parse_card
    rng = Rng(8)
    for k in range(6):
        g = games.new_game("double_emperor", seed=200 + k)
        play_to(g, lambda x: len(x.hands[x.to_move]) <= 4 + k % 3 and not x.trick, ("easy", "easy"), k)
        while g.phase == "play":
            p = g.to_move
            view = g.seat(p)
            m = players.choose(view, "hard", rng.below(1000))
            hands = [list(g.hands[0]), list(g.hands[1])]
            lead = g.trick[0] if g.trick else -1
            s = Search(Rules(pts=CARD_POINTS), 12)
            s.setup(hands, p, g.leader, lead, 0)
            vals = s.values(EXACT, 10 ** 9, sorted(g.legal()))
            assert vals[m] == max(vals.values()), (view, m, vals)
            g.move(m)
            assert parse_card  # noqa


MP_GAMES = r"""
import gc, sys
name = sys.argv[1]
from engine import games
opts = {"spades": {"target": 100}, "double_emperor": {"target": 60}, "maniller": {"target": 20},
        "pinochle": {"target": 1000}}.get(name)
g = games.new_game(name, options=opts, seed=5)
gc.collect()
from engine import players  # the game first, then the players (which compile the search), as the referee does
n = 0
while g.phase != "game_over":
    if g.phase == "deal_over":
        g.next_deal()
        continue
    n += 1
    gc.collect()  # as the referee does before each bot command
    m = players.choose(g.seat(g.to_move), "normal", n)
    g.move(m)
    if n > 3000:
        raise SystemExit("too long")
print("ok", name, "moves", n, "deals", g.deal, "scores", g.scores)
"""


# Compiled from source (cwd the repository, as after `deploy.py --source-files`), whole games need the engine's
# budget plus what compiling takes: each game is held to what it needs now plus a margin (measured in 1K steps).
HEAP = {"double_emperor": "56K", "maniller": "56K", "spades": "62K", "pinochle": "64K"}   # needs 47K, 42K, 56K, 59K


@pytest.mark.lane
@pytest.mark.parametrize("name", AVAILABLE)
def test_a_whole_game_with_normal_players_compiled_from_source_on_circuitpython(name, tmp_path):
    exe = core_exe()
    script = tmp_path / "mp_players.py"
    script.write_text(MP_GAMES)
    env = dict(os.environ, MICROPYPATH=ROOT)
    out = subprocess.run([exe, "-X", "heapsize=" + HEAP[name], str(script), name], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert out.stdout.startswith("ok " + name), out.stdout + out.stderr
