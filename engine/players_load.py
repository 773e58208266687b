"""Loading the computer players: imported when engine.players is and at a game's first decision, then dropped
(engine.players._load)."""


def load(own, level):
    """Import the search (`own` None) or the game's player (`own`: its modules) one module at a time,
    collecting in between, the biggest compilations first; then allocate the search's work arrays: the device
    (and MicroPython in a small heap) compiles a module only with some heap free for a moment. The greedy card
    (engine.players_greedy) is loaded for `easy` only: the others need it only if a search finds nothing."""
    import gc
    from engine.players import BUDGET
    if own is None:
        mods = ("search_work", "search_run", "search_make", "search_suit", "search_gen", "search_est", "search_root",
                "search", "search_play")
    else:
        mods = (("players_greedy",) if level == "easy" else ()) + own
    for m in mods:
        gc.collect()
        __import__("engine." + m)
    gc.collect()
    if own is not None:
        from engine.search import searcher, Rules
        searcher(Rules(), BUDGET["normal" if level == "easy" else level][2])  # the work arrays, after compiling
