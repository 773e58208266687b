"""Computer players: `choose(view, level, seed) -> move int` for every game, from one seat's view only.

Levels: easy (plausible, beatable), normal (the device default) and hard (the strongest the device affords); the
desktop's tools add `reference` (tools/reference.py: it measures the others, with no budget of work) with
add_level. Work is counted in search nodes and samples, never in time, and every random choice comes from
engine.core.rng.Rng(seed): the same view, level and seed always give the same move. The view is the seat's integer
view (TrickGame.seat: card and move ints, `played` the cards of the deal's completed tricks in order, the options in
play, the target among them, and the deal's number), never the game's state. A deal that may end the game is
weighed by who wins it before its points (game_result, to_target).

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


def game_result(view, mine, theirs, ends):
    """How the game stands if the deal ends with `mine` points added to the seat's total and `theirs` to the
    other's: 1 the seat has won, -1 it has lost, 0 the game goes on. `ends` is the rules' own test (the game
    class's `ends`: the target, or Maniller's number of deals)."""
    me = view["player"]
    a = view["scores"][me] + mine
    b = view["scores"][1 - me] + theirs
    if not ends([a, b] if me == 0 else [b, a], view["deal"], view["options"]):
        return 0
    return 1 if a > b else -1


def to_target(values, results, view, cap=0):
    """The values of a deal's ends (points, my deal score less the other's) as a game played to its target weighs
    them, when one of them ends the game (results[i], game_result's, not 0): an end that leaves the game going is
    worth the lead it leaves me (the lead the deal starts with, plus its value; within `cap`, the most a value may
    be, if given), one that wins the game a point more than the best of those, one that loses it as much less. So
    ending the game as its winner comes before any lead, and losing it after. In place; False (values unchanged)
    when no end of the deal ends the game."""
    ends = False
    for r in results:
        if r:
            ends = True
    if not ends:
        return False
    me = view["player"]
    lead = view["scores"][me] - view["scores"][1 - me]
    most = 0
    for i in range(len(values)):
        if not results[i]:
            v = lead + values[i]
            if cap and v >= cap:
                v = cap - 1
            elif cap and v <= -cap:
                v = 1 - cap
            values[i] = v
            if v > most:
                most = v
            elif -v > most:
                most = -v
    for i in range(len(values)):
        if results[i]:
            values[i] = (most + 1) * results[i]
    return True


def choose(view, level, seed):
    return player(view["game"], level)(view, level, seed)
