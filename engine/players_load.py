"""Loading the computer players: imported when engine.players is and at a game's first decision, then dropped
(engine.players._load)."""


def load(own, level):
    """Import the search (`own` None) or the game's player (`own`: its modules) one module at a time,
    collecting in between, the biggest compilations first; then, at a game's first decision, allocate the
    search and its work arrays (engine.search.searcher) for the level (easy: none, it searches nothing): the device
    (and MicroPython in a small heap) compiles a module only with some heap free for a moment, and arrays
    allocated before would split it. The greedy card (engine.players_greedy) is loaded for `easy` only: the
    others need it only if a search finds nothing."""
    import gc
    from engine.players import BUDGET
    if own is None:
        _intern(False)
        mods = ("search_run", "search_gen", "search_make", "search")
    else:
        if "players_pinochle" in own:
            _intern(True)
        mods = (["players_greedy"] if level == "easy" else []) + own
    for m in mods:
        gc.collect()
        __import__("engine." + m)
    gc.collect()
    if own is not None and level != "easy":  # easy searches nothing (its arrays are allocated if ever it does)
        import sys
        from engine.search import searcher, Rules
        bits = getattr(sys.modules["engine." + own[-1]], "TT_BITS", BUDGET)[level]  # the player's own, if any
        searcher(Rules(), bits if type(bits) is int else bits[2])  # the search object and its work arrays


def _intern(table):
    """Make every card name a MicroPython qstr (an attribute name is one): a card name made afterwards (engine.cards
    card_name: "A" + "S") is then that one interned copy, and the names in the views and states the players read
    take no heap of their own (a few KB a view). So are the moves that play them ("play AS"): the legal moves of a
    view or state are mostly these. With `table` (Pinochle's player, at its first decision) only Pinochle's
    "play AS*" from the table, 9 to A: no other game has them (a name is kept for good)."""
    from engine.cards import SUITS, RANK_CHARS
    for s in SUITS:
        for i in range(9 if table else 2, 15):
            c = RANK_CHARS[i] + s
            if table:
                hasattr(_intern, "play " + c + "*")
            else:
                hasattr(_intern, c)
                hasattr(_intern, "play " + c)
