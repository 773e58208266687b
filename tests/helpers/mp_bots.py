"""Device lane: whole games between computer players, each seat choosing from its own view.

    build/circuitpython/micropython -X heapsize=56K tests/helpers/mp_bots.py GAME [LEVEL] [SEED] [TARGET]

Run it from the repository root (compiling from source) or, as the device runs after `tools/deploy.py`,
from the precompiled tree (`python3 tools/mpy_tree.py`, then the same command with cwd build/mpy); CPython runs
it too (`python3 tests/helpers/mp_bots.py ...`) and prints the same game. LEVEL defaults to normal, SEED to 1, TARGET to
the game's own. As the referee does: the game is made first, engine.games and engine.core.moves are dropped, then the
players are loaded at the first decision (before its view is built), and the heap is collected before each decision. Prints the game's
result: `ok GAME LEVEL moves N deals D scores [A, B] most=BYTES`, where most is the most heap in use when a
decision starts (after the collection: the game, the modules, the players; 0 on CPython).
"""
import sys

sys.path.insert(0, ".")

import gc  # noqa: E402


def drop(name):
    """Forget module `name` as the referee does (tools/referee.py): not on CPython."""
    if sys.implementation.name != "cpython" and name in sys.modules:
        del sys.modules[name]
        parent, _, leaf = name.rpartition(".")
        delattr(sys.modules[parent], leaf)


def main(argv):
    name = argv[1]
    level = argv[2] if len(argv) > 2 else "normal"
    seed = int(argv[3]) if len(argv) > 3 else 1
    opts = {"target": int(argv[4])} if len(argv) > 4 else None
    from engine import games
    g = games.new_game(name, opts, 1, seed)
    games = None
    drop("engine.games")
    drop("engine.core.moves")
    gc.collect()
    from engine import players
    mp = sys.implementation.name != "cpython"
    n = most = 0
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
            continue
        gc.collect()
        if mp and gc.mem_alloc() > most:
            most = gc.mem_alloc()
        g.move(players.player(name, level)(g.seat(g.to_move), level, n))  # the player, then the view
        n += 1
    print("ok %s %s moves %d deals %d scores %s most=%d" % (name, level, n, g.deal, g.scores, most))


main(sys.argv)
