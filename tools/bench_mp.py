"""The device core's side of tools/bench.py: times random deals and games of one game.

    build/circuitpython/micropython -X heapsize=80K tools/bench_mp.py GAME DEALS GAMES

Prints one line of `key=value` words: microseconds per deal (mean and p95), per legal-move listing
(p95, and p95 of Pinochle's meld turns), per complete game, and the heap in use with a game in progress.
"""

import gc
import sys
import time

from array import array

from engine import games
from engine import playout
from engine.core.rng import Rng


class Histogram:
    """Counts of timings in buckets `width` microseconds wide (the last open-ended): a mean and a p95 in 1 KB."""

    def __init__(self, width):
        self.counts = array("H", bytearray(1024))  # MicroPython copies the buffer: 512 counts
        self.width = width
        self.n = 0
        self.total = 0

    def add(self, us):
        self.counts[min(us // self.width, 511)] += 1
        self.n += 1
        self.total += us

    def mean(self):
        return self.total // self.n if self.n else 0

    def p95(self):
        """The upper edge of the bucket holding the 95th percentile (0 when nothing was timed)."""
        need = (self.n * 95 + 99) // 100
        seen = 0
        for i in range(512):
            seen += self.counts[i]
            if need and seen >= need:
                return (i + 1) * self.width
        return 0


def main():
    name = sys.argv[1]
    deals, count = int(sys.argv[2]), int(sys.argv[3])
    gc.collect()
    __import__("engine.rules." + name)
    gc.collect()
    rng = Rng(1)
    per_deal = Histogram(16)
    per_legal = Histogram(2)
    per_meld_turn = Histogram(2)
    g = games.new_game(name, None, 1, 7)
    for _ in range(deals):
        if g.phase == "game_over":
            g = games.new_game(name, None, 1, rng.below(100000))
        t0 = time.ticks_us()
        while g.phase != "deal_over" and g.phase != "game_over":
            t = time.ticks_us()
            legal = g.legal()
            dt = time.ticks_diff(time.ticks_us(), t)
            per_legal.add(dt)
            if g.phase == "meld":
                per_meld_turn.add(dt)
            if g.phase == "bid":
                m = playout.rough_bid(g.hands[g.to_move])
            else:
                m = legal[rng.below(len(legal))]
            g.move(m)
        per_deal.add(time.ticks_diff(time.ticks_us(), t0))
        if g.phase == "deal_over":
            g.next_deal()
    gc.collect()
    in_use = gc.mem_alloc()  # with a game in progress
    g = None
    gc.collect()
    t0 = time.ticks_us()
    for seed in range(count):
        playout.random_game(name, seed)
    per_game = time.ticks_diff(time.ticks_us(), t0) / count
    print("deal_mean=%d deal_p95=%d legal_p95=%d meld_turn_p95=%d game_mean=%d in_use=%d" % (
        per_deal.mean(), per_deal.p95(), per_legal.p95(),
        per_meld_turn.p95(), per_game,
        in_use))


main()
