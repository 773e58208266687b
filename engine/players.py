"""Computer players: `choose(view, level, seed) -> move int` for every game, from one seat's view only.

Levels: easy (plausible, beatable), normal (the device default), hard (the strongest the device affords) and
reference (desktop only, tools/reference.py: measures the others, with no budget of work). Work is counted in
search nodes and samples, never in time, and every random choice comes from engine.rng.Rng(seed): the same view,
level and seed always give the same move. The view must carry `played` (the cards of the deal's completed tricks,
in order).

Card play: Double Emperor is searched as it stands (perfect information); Maniller, Spades and Pinochle draw
layouts of the unseen cards consistent with the view (engine.belief) and search each (engine.search), adding up
the values of the moves. Each game's own decisions (Spades draw and bids, Pinochle melds and draws) live in
engine/players_<game>.py, imported only when that game is played.
"""

import sys

from engine.cards import parse_card

LEVELS = ("easy", "normal", "hard", "reference")

# the device's levels -> (search nodes per decision, layouts drawn when cards are hidden, table bits)
BUDGET = {"easy": (250, 2, 7), "normal": (900, 4, 8), "hard": (2700, 6, 9)}
EXACT_AT = {"easy": 3, "normal": 5, "hard": 6}  # solve to the end from this many cards a hand

# the moves of engine.moves and engine.cards (not imported: the referee drops engine.moves while the players play)
KEEP = 128
DISCARD = 129
BID = 130
TAKE_STOCK = 144
TAKE_TRUMP = 145
TABLE = 64


def parse_move(text, game=None):
    """PROTOCOL.md move text -> move int (melds through the game's own parser)."""
    w = text.split()
    v = w[0]
    if v == "play":
        c = w[1]
        return parse_card(c[:-1]) | TABLE if c.endswith("*") else parse_card(c)
    if v == "keep":
        return KEEP
    if v == "discard":
        return DISCARD
    if v == "bid":
        return BID + int(w[1])
    if v == "take":
        return TAKE_STOCK if w[1] == "stock" else TAKE_TRUMP
    return game.parse_move(text)


def cards_of(names):
    return [parse_card(t) for t in names]


def legal_moves(view, game=None):
    out = [parse_move(t, game) for t in view["legal"]]
    out.sort()
    return out


# each game's player: its modules, then the function of the last one that chooses (Pinochle's imports the search,
# SEARCH, for its phase 2 only)
PLAYERS = {"double_emperor": "players_de_search players_de choose_de",
           "maniller": "search_play belief players_de players_tricks choose_maniller",
           "spades": "search_play belief players_spades choose_spades",
           "pinochle": "players_greedy players_pinochle choose_pinochle"}
SEARCH = ("search_run", "search_gen", "search_make", "search")


def player(game, level):
    """The function that chooses for `game` at `level` (f(view, level, seed) -> move), its modules and the search's
    loaded (the app keeps them for the whole game). `reference` is tools/reference.py's (desktop only: not on the
    device)."""
    if level == "reference":
        return __import__("tools.reference").reference.choose
    if level not in BUDGET:
        raise ValueError("unknown level %r" % level)
    w = PLAYERS.get(game)
    if w is None:
        raise ValueError("no computer player for %r" % game)
    w = w.split()
    for m in w[:-1]:
        __import__("engine." + m)
    return getattr(sys.modules["engine." + w[-2]], w[-1])


def allocate_work(game, level):
    """Allocate the search's work arrays for `game`'s player at `level` now (the app, as a game opens: while the
    heap is in few pieces, a decision that allocates them found no 2K block in a heap in pieces): the player's
    size (its TT_BITS) or the level's. Easy searches nothing."""
    if level != "easy":
        bits = getattr(sys.modules["engine." + PLAYERS[game].split()[-2]], "TT_BITS", None)
        sys.modules["engine.search_run"].work(bits[level] if bits else BUDGET[level][2])


def choose(view, level, seed):
    return player(view["game"], level)(view, level, seed)
