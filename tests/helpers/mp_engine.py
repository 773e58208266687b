"""Device lane: complete random games of one game under a capped heap.

    build/circuitpython/micropython -X heapsize=56K tests/helpers/mp_engine.py GAME [GAMES]

One game a run, as the device and the referee hold one game at a time. Fails on any exception
(MemoryError included) and when the heap in use after the last game is higher than after the first.
Prints what it measured and '1 passed, 0 failed' or '0 passed, 1 failed'.
"""

import gc
import sys

from engine import playout


def run(name, count):
    first = None
    for seed in range(count):
        playout.random_game(name, seed)
        gc.collect()
        if first is None:
            first = gc.mem_alloc()
    last = gc.mem_alloc()
    print("%s %d games: heap in use after the first %d, after the last %d" % (name, count, first, last))
    return last <= first


try:
    gc.collect()
    __import__("engine.rules." + sys.argv[1])  # compile the game's module before any game takes heap
    gc.collect()
    ok = run(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 1000)
except Exception as e:  # noqa: BLE001 - the lane reports any failure
    print("FAIL", repr(e))
    ok = False
print("%d passed, %d failed" % (1 if ok else 0, 0 if ok else 1))
