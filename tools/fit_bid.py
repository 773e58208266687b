"""Fit Spades `hard`'s bid (engine.players.spades_bid: TABLE_LEADS, TABLE_FOLLOWS, TABLE_SLOPE) to the tricks
hands take in play.

    pypy3 tools/fit_bid.py [--deals 8000] [--first 50000] [--jobs 2]

Deals between two `normal` players; at each seat's bid the hand is valued as spades_eval.evaluate values it (48
hands the opponent may hold: the quick count, and the learned table's eighths for the seat on lead), and when the
deal is over the tricks it took are the answer (Nil bids, and bids made facing a Nil, left out). Least squares gives
the tricks by the table (an intercept on lead, one following, a slope shared with its sign turned) and, to
compare, by the count (the line BID_AT stands on); the errors are printed (rms, in tricks).
"""

import argparse
import math
import multiprocessing
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import games, players  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.players.spades_eval import evaluate  # noqa: E402
from tools.fit_estimate import fit, predict  # noqa: E402


def deal(i):
    """[(leads, table eighths, count tenths, tricks taken)] of deal i's bids, but Nils and bids facing one."""
    g = games.new_game("spades", seed=1000003 * i + 17, dealer=i % 2)
    seen = {}
    k = 0
    while g.phase != "deal_over":
        v = g.seat(g.to_move)
        if g.phase == "bid":
            p = v["player"]
            leads = p != v["dealer"]
            e, t, _ = evaluate(v["hand"], v["discards"], Rng(i * 31 + p), 48, leads)
            if v["bids"][1 - p] != 0:
                seen[p] = (leads, t, e)
        g.move(players.choose(v, "normal", i * 7919 + k))
        k += 1
    return [seen[p] + (g.tricks[p],) for p in seen if g.bids[p]]


class Line:
    """A straight line for fit_estimate.fit: each row (its features by index, the tricks taken)."""

    def __init__(self, size):
        self.size = size

    @staticmethod
    def features(row):
        return row[0]


def least_squares(X, y):
    """Weights and rms error of y by the rows of X (fit_estimate.fit with no ridge)."""
    line = Line(len(X[0]))
    rows = [(dict(enumerate(x)), v) for x, v in zip(X, y)]
    w = fit(line, rows, 0)
    err = sum((predict(line, w, row) - row[1]) ** 2 for row in rows)
    return w, math.sqrt(err / len(rows))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--deals", type=int, default=8000)
    ap.add_argument("--first", type=int, default=50000)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    o = ap.parse_args(argv)
    rows = []
    with multiprocessing.Pool(o.jobs) as pool:
        for r in pool.imap(deal, range(o.first, o.first + o.deals), chunksize=4):
            rows.extend(r)
    won = [r[3] for r in rows]
    w, rms = least_squares([(1.0 if r[0] else 0.0, 0.0 if r[0] else 1.0, (r[1] if r[0] else -r[1]) / 8)
                            for r in rows], won)
    print("%d hands. By the table: off by %.3f tricks (rms)" % (len(rows), rms))
    print("TABLE_LEADS = %d\nTABLE_FOLLOWS = %d\nTABLE_SLOPE = %d" % (round(1000 * w[0]), round(1000 * w[1]),
                                                                    round(1000 * w[2] / 8)))
    w, rms = least_squares([(1.0, r[2] / 10) for r in rows], won)
    print("By the count: tricks %.3f + %.3f of it, off by %.3f (rms)" % (w[0], w[1], rms))


if __name__ == "__main__":
    main()
