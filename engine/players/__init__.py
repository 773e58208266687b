"""Computer players: `choose(view, level, seed) -> move int` for every game, from one seat's view only.

Levels: easy (plausible, beatable), normal (the device default) and hard (the strongest the device affords); the
desktop's tools add `reference` (tools/reference.py: it measures the others, with no budget of work) with
add_level. Work is counted in search nodes and samples, never in time, and every random choice comes from
engine.core.rng.Rng(seed): the same view, level and seed always give the same move. The view is the seat's integer
view (TrickGame.seat: card and move ints, `played` the cards of the deal's completed tricks in order, the options in
play, the target among them, and the deal's number), never the game's state. Spades' and Maniller's weigh a
deal that may end the game by who wins it (engine.players.target).

Card play: Double Emperor is searched as it stands (perfect information); Maniller, Spades and Pinochle draw
layouts of the unseen cards consistent with the view (engine.search.belief) and search each
(engine.search.alphabeta), adding up the values of the moves. Each game's player is the module its registry entry
names (engine/players/<game>.py, with its own decisions: Spades' draw and bids, Pinochle's melds and draws),
imported only when that game is played.
"""

import sys

from engine.rules.registry import entry

LEVELS = ("easy", "normal", "hard")  # the device's
ADDED = {}  # the levels add_level offers besides: name -> its choosing function

# the device's levels -> (search nodes per decision, layouts drawn when cards are hidden, table bits)
BUDGET = {"easy": (250, 2, 7), "normal": (900, 4, 8), "hard": (2700, 6, 9)}
EXACT_AT = {"easy": 3, "normal": 5, "hard": 6}  # solve to the end from this many cards a hand

# the search's modules: every game's player but Pinochle's imports them with its own (Pinochle's, for its phase 2)
SEARCH = ("engine.search.run", "engine.search.gen", "engine.search.make", "engine.search.alphabeta")


def add_level(name, choose):
    """Offer level `name`, chosen by choose(view, level, seed) in every game (the desktop's tools offer
    tools/reference.py's `reference`: the device has LEVELS only)."""
    ADDED[name] = choose


def player(game, level):
    """The function that chooses for `game` at `level` (f(view, level, seed) -> move), its modules imported (the app
    keeps them for the whole game)."""
    if level in ADDED:
        return ADDED[level]
    if level not in BUDGET:
        raise ValueError("unknown level %r" % level)
    named = entry(game).players
    if named is None:
        raise ValueError("no computer player for %r" % game)
    module, function = named.split()
    __import__(module)
    return getattr(sys.modules[module], function)


def tables(game):
    """The modules of `game`'s player's learned tables (its TABLES): data the app keeps for the whole game."""
    return getattr(sys.modules[entry(game).players.split()[0]], "TABLES", ())


def allocate_work(game, level, kept=None):
    """The big blocks of `game`'s player at `level`, taken now (the app takes them as a game opens, while the heap is
    in few pieces: a decision that allocated them later found no 2K block in a heap in pieces): its learned tables
    (the modules its TABLES names, imported) and the search's work arrays, of the player's size (its TT_BITS) or
    the level's; `kept`: the arrays an earlier call returned, handed back once the search's modules are loaded again.
    Returns the arrays (None: easy searches nothing)."""
    for name in tables(game):
        __import__(name)
    if level == "easy":
        return None
    bits = getattr(sys.modules[entry(game).players.split()[0]], "TT_BITS", None)
    return sys.modules["engine.search.run"].work(bits[level] if bits else BUDGET[level][2], kept)


def choose(view, level, seed):
    return player(view["game"], level)(view, level, seed)
