"""Computer players: `choose(view, level, seed) -> move int` for every game, from one seat's view only.

Levels: easy (plausible, beatable), normal (the device default), hard (the strongest the device affords) and
reference (desktop only, tools/reference.py: measures the others, with no budget of work). Work is counted in
search nodes and samples, never in time, and every random choice comes from engine.core.rng.Rng(seed): the same view,
level and seed always give the same move. The view is the seat's integer view (TrickGame.seat: card and move ints,
`played` the cards of the deal's completed tricks in order), never the game's state.

Card play: Double Emperor is searched as it stands (perfect information); Maniller, Spades and Pinochle draw
layouts of the unseen cards consistent with the view (engine.search.belief) and search each (engine.search.alphabeta), adding up
the values of the moves. Each game's own decisions (Spades draw and bids, Pinochle melds and draws) live in
engine/players_<game>.py, imported only when that game is played.
"""

import sys

from engine.rules.registry import entry

LEVELS = ("easy", "normal", "hard", "reference")

# the device's levels -> (search nodes per decision, layouts drawn when cards are hidden, table bits)
BUDGET = {"easy": (250, 2, 7), "normal": (900, 4, 8), "hard": (2700, 6, 9)}
EXACT_AT = {"easy": 3, "normal": 5, "hard": 6}  # solve to the end from this many cards a hand

# the moves of engine.core.moves and engine.core.cards (not imported: the referee drops engine.core.moves while the players play)
KEEP = 128
DISCARD = 129
BID = 130
TAKE_STOCK = 144
TAKE_TRUMP = 145
TABLE = 64




def forget(name):
    """Forget module `name` (MicroPython: its code is collected once nothing uses it; imported again when needed)."""
    if sys.modules.pop(name, None) is not None:
        parent, _, leaf = name.rpartition(".")
        if hasattr(sys.modules[parent], leaf):
            delattr(sys.modules[parent], leaf)


def _load(own, level):
    """Load the game's player (`own`: its modules) or the search (None) once: engine.players.load, itself
    forgotten once done."""
    __import__("engine.players.load")
    m = sys.modules["engine.players.load"]
    forget("engine.players.load")
    m.load(own, level)


def player(game, level):
    """The function that chooses for `game` at `level` (f(view, level, seed) -> move), its modules loaded the first
    time: called before the view is built, the first decision loads them (and allocates the search's arrays)
    with the view's heap still free. `reference` is tools/reference.py's (desktop only: not on the device)."""
    if level == "reference":
        return __import__("tools.reference").reference.choose
    if level not in BUDGET:
        raise ValueError("unknown level %r" % level)
    w = entry(game).players   # its modules, then the function of the last one that chooses (engine.rules.registry)
    if w is None:
        raise ValueError("no computer player for %r" % game)
    w = w.split()
    mod = w[-2]
    if mod not in sys.modules:
        _load(w[:-1], level)
    return getattr(sys.modules[mod], w[-1])


def choose(view, level, seed):
    return player(view["game"], level)(view, level, seed)


# the search is loaded with this module, before any view is built: its compilations get the most heap
_load(None, None)
