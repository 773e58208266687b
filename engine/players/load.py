"""Loading the computer players: imported at a game's first decision (and for Pinochle's phase 2), then dropped
(engine.players._load)."""

SEARCH = ("engine.search.run", "engine.search.gen", "engine.search.make", "engine.search.alphabeta")


def load(own, level):
    """Import the game's player (`own`: its modules) with the search, or the search alone (`own` None: Pinochle's
    phase 2), one module at a time, collecting in between, the biggest compilations first; then, at a game's first
    decision, allocate the search and its work arrays (engine.search.alphabeta.searcher) for the level (easy: none, it
    searches nothing): the device (and MicroPython in a small heap) compiles a module only with some heap free for
    a moment, and arrays allocated before would split it. The greedy card (engine.players.greedy) is loaded for
    `easy` only: the others need it only if a search finds nothing.
    engine.players' own import (`own` None) loads the search first, but in a Pinochle game (its module loaded,
    not its player yet): Pinochle's player searches only in phase 2, and its phase 1 keeps the search's modules
    and arrays out of the heap (the app loads them before a phase-2 decision's view and forgets them after it,
    cardtable.table.table; engine.players.pinochle.phase2_card loads them if they are not loaded). Each other game's
    player loads the search with its own modules if it is not loaded (the app forgets both after each decision)."""
    import gc
    import sys
    if own is None:
        if "engine.players.pinochle" not in sys.modules:   # engine.players' import
            if "engine.rules.pinochle" in sys.modules:
                return   # in a Pinochle game: its player loads the search for phase 2
            _intern(False)
        mods = SEARCH
    else:
        pin = "engine.players.pinochle" in own
        if pin:
            _intern(True)
        mods = (["engine.players.greedy"] if level == "easy" else []) + ([] if pin else list(SEARCH)) + own
    for m in mods:
        gc.collect()
        __import__(m)
    gc.collect()
    if own is None:   # Pinochle's phase 2
        own = ["engine.players.pinochle"]
        pin = False
    if level is not None and level != "easy" and not pin:  # easy searches nothing (its arrays are allocated if
        # ever it does); Pinochle's for its phase 2
        from engine.players import BUDGET
        from engine.search.alphabeta import searcher, Rules
        bits = getattr(sys.modules[own[-1]], "TT_BITS", BUDGET)[level]  # the player's own, if any
        searcher(Rules(), bits if type(bits) is int else bits[2])  # the search object and its work arrays


def _intern(pin):
    """Make every card name a MicroPython qstr (an attribute name is one): a card name made afterwards (engine.core.cards
    card_name: "A" + "S") is then that one interned copy, and the names in the views and states the players read
    take no heap of their own (a few KB a view). With `pin` (Pinochle's player, whose game has only the cards 9 to
    A) its names only (a name is kept for good: none of another game's). The moves that play them ("play AS") are
    not interned: measured with tools/bench_app.py, interning them too changed no case's need, or added 1K, and
    each name costs a qstr (MicroPython's pools of names grow in doubling steps: 640 entries, about 7K, at the
    621st)."""
    from engine.core.cards import SUITS, RANK_CHARS
    for s in SUITS:
        for i in range(9 if pin else 2, 15):
            hasattr(_intern, RANK_CHARS[i] + s)
