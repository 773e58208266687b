"""Digests of whole games between computer players: one line per game and level, to show that a change of code
left every move the same.

    python3 tools/digests.py [--seeds N] [--levels easy,normal,hard] [--games spades,...]

Each game is played to its end with both seats at the level, from deal seeds 1..N, and the digest is a SHA-1 of
every game's binary record (engine.record: every deal's deck and moves). Compare the lines before and after.
"""

import argparse
import hashlib
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import games, players  # noqa: E402
from engine import record
from engine.rules import registry


def whole_game(name, level, seed):
    """A game between two computers at `level` from deal seed `seed`, to its end; returns the game."""
    g = games.new_game(name, seed=seed, dealer=seed % 2)
    n = 0
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
            continue
        n += 1
        g.move(players.choose(g.seat(g.to_move), level, seed * 7919 + n))
    return g


def digest(name, level, seeds):
    h = hashlib.sha1()
    deals = 0
    for seed in range(1, seeds + 1):
        g = whole_game(name, level, seed)
        h.update(bytes(record.to_bytes(g)))
        deals += g.deal
    return h.hexdigest()[:16], deals


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--seeds", type=int, default=3)
    ap.add_argument("--levels", default="easy,normal,hard")
    ap.add_argument("--games", default=",".join(registry.names()))
    o = ap.parse_args(argv)
    for name in o.games.split(","):
        for level in o.levels.split(","):
            d, deals = digest(name, level, o.seeds)
            print("%-15s %-7s %s  (%d games, %d deals)" % (name, level, d, o.seeds, deals), flush=True)


if __name__ == "__main__":
    main()
