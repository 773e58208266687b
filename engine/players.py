"""Computer players: `choose(view, level, seed) -> move int` for every game, from one seat's view only.

Levels: easy (plausible, beatable), normal (the device default), hard (the strongest the device affords) and
reference (desktop only: measures the others, gives hints in the simulator). Work is counted in search nodes and
samples, never in time, and every random choice comes from engine.rng.Rng(seed): the same view, level and seed
always give the same move. The view must carry `played` (the cards of the deal's completed tricks, in order).

Card play: Double Emperor is searched as it stands (perfect information); Maniller, Spades and Pinochle draw
layouts of the unseen cards consistent with the view (engine.belief) and search each (engine.search), adding up
the values of the moves. Each game's own decisions (Spades draw and bids, Pinochle melds and draws) live in
engine/players_<game>.py, imported only when that game is played.
"""

from engine.cards import parse_card

LEVELS = ("easy", "normal", "hard", "reference")

# level -> (search nodes per decision, layouts drawn when cards are hidden, table bits)
BUDGET = {"easy": (250, 2, 7), "normal": (900, 4, 8), "hard": (2700, 6, 9), "reference": (80000, 24, 13)}
EXACT_AT = {"easy": 3, "normal": 5, "hard": 6, "reference": 13}  # solve to the end from this many cards a hand

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


def legal_moves(view, game=None):
    out = [parse_move(t, game) for t in view["legal"]]
    out.sort()
    return out


OWN = {"spades": ("players_spades_bid", "players_spades"), "pinochle": ("players_pinochle",)}
TRICKS = ("players_tricks",)


def _load(own, bits):
    """Import the search and the game's player (`own`: its modules) one module at a time, collecting in
    between, the biggest compilations first, then allocate the search's work arrays: the device (and
    MicroPython in a small heap) compiles a module only with some heap free for a moment."""
    import gc
    import sys
    if "engine." + own[-1] in sys.modules:
        return
    for m in ("search_work", "search_run", "search_store", "search_suit", "search_gen", "search_est", "search_make", "search", "search_play", "belief",
              "players_greedy") + own:
        gc.collect()
        __import__("engine." + m)
    gc.collect()
    from engine.search_work import work
    work(bits)


def choose(view, level, seed):
    if level not in BUDGET:
        raise ValueError("unknown level %r" % level)
    name = view["game"]
    _load(OWN.get(name, TRICKS),
          BUDGET["normal" if level == "easy" else level][2])  # easy does not search
    if name == "double_emperor":
        from engine.players_tricks import choose_de
        return choose_de(view, level, seed)
    if name == "maniller":
        from engine.players_tricks import choose_maniller
        return choose_maniller(view, level, seed)
    if name == "spades":
        from engine.players_spades import choose_spades
        return choose_spades(view, level, seed)
    if name == "pinochle":
        from engine.players_pinochle import choose_pinochle
        return choose_pinochle(view, level, seed)
    raise ValueError("no computer player for %r" % name)
