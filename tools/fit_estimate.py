"""Learn Maniller's estimate table (engine.players.maniller.EST, read by engine.search.make.table_estimate).

    pypy3 tools/fit_estimate.py --data est.jsonl --games 4000 [--first 0] [--jobs 2]   # positions, solved
    python3 tools/fit_estimate.py --fit est.jsonl [more.jsonl ...]                     # prints the table

The positions are the trick starts (2 to 9 cards a hand) of games between two `hard` players, every card known,
each solved exactly for the player on lead: twice its tricks still to come, plus 5 if it wins the last trick
and less 5 if not (Rules with final[] two points a trick and last=5). The fit is a ridge regression of that value on
one weight for each suit's pattern (who holds the suit's cards, lowest first, after a leading 1 bit: 512
patterns of up to 8 cards) and one for the cards left; --fit prints the holdout's error beside the search's plain
estimate (sure tricks and half the rest) and the table, each weight in eighths + 128, as the bytes literal
engine/players/maniller.py keeps. PyPy makes the positions many times faster than CPython (the same solves).
"""

import argparse
import json
import multiprocessing
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import games, players  # noqa: E402
from engine.search.alphabeta import Search, Rules, EXACT, INF  # noqa: E402
from engine.search.run import arrays  # noqa: E402

PATTERNS = 512
SIZE = PATTERNS + 11  # and the cards left, 0 to 10
RIDGE = 1.0


def positions(first, last):
    """[cards a hand, the exact value for the leader, the leader's cards, the other's] of games first..last-1."""
    from engine.players import maniller
    maniller.EST = None  # the games as hard played them when the table was made from them: without it
    w = arrays(16)
    rules = Rules(final=[2 * t for t in range(11)], last=5)
    out = []
    for i in range(first, last):
        g = games.new_game("maniller", seed=9173 * i + 11, dealer=i % 2)
        n = 0
        while g.phase == "play":
            left = len(g.hands[g.to_move])
            if not g.trick and 2 <= left <= 9:
                lead = g.leader
                s = Search(rules, 2)
                s.use(w)
                s.setup([g.hands[0], g.hands[1]], lead, lead, -1, 0)
                out.append([left, s.run(-INF, INF, EXACT, 10 ** 12), g.hands[lead][:], g.hands[1 - lead][:]])
            g.move(players.choose(g.seat(g.to_move), "hard", i * 7 + n))
            n += 1
    return out


def patterns(mine, other):
    """Each suit's pattern as table_estimate reads it: 1, then a bit per card of the suit from the lowest up (1:
    the leader's)."""
    out = []
    for s in range(4):
        held = sorted([(c & 15, 1) for c in mine if c >> 4 == s] + [(c & 15, 0) for c in other if c >> 4 == s])
        pid = 1
        for _, own in held:
            pid = pid + pid + own
        out.append(pid)
    return out


def features(row):
    x = {PATTERNS + row[0]: 1}
    for p in patterns(row[2], row[3]):
        x[p] = x.get(p, 0) + 1
    return x


def fit(rows, ridge=RIDGE):
    """Weights minimising the squared error plus ridge * their squares (the normal equations, by elimination)."""
    a = [[0.0] * (SIZE + 1) for _ in range(SIZE)]
    for row in rows:
        x = features(row)
        for i, vi in x.items():
            ai = a[i]
            ai[SIZE] += vi * row[1]
            for j, vj in x.items():
                ai[j] += vi * vj
    for i in range(SIZE):
        a[i][i] += ridge
    for c in range(SIZE):
        pivot = a[c]
        for r in range(c + 1, SIZE):
            k = a[r][c] / pivot[c]
            if k:
                ar = a[r]
                for j in range(c, SIZE + 1):
                    ar[j] -= k * pivot[j]
    w = [0.0] * SIZE
    for i in range(SIZE - 1, -1, -1):
        w[i] = (a[i][SIZE] - sum(a[i][j] * w[j] for j in range(i + 1, SIZE))) / a[i][i]
    return w


def predict(w, row):
    return sum(w[i] * v for i, v in features(row).items())


def plain(row):
    """The search's own estimate of the same value (engine.search.make.estimate): sure tricks and half the rest."""
    left, _, mine, other = row
    a = b = 0
    for s in range(4):
        m = sum(1 << (c & 15) for c in mine if c >> 4 == s)
        o = sum(1 << (c & 15) for c in other if c >> 4 == s)
        if m > o:
            a += bin(m & ~((1 << o.bit_length()) - 1)).count("1")
        elif o:
            b += bin(o & ~((1 << m.bit_length()) - 1)).count("1")
    t = 2 * a * left // (a + b) if a + b > left else a - b + left
    return t + 5 * (t - left) / left


def table(w):
    """The weights as engine/players/maniller.py keeps them: eighths + 128, in bytes."""
    return bytes(max(0, min(255, int(round(8 * x)) + 128)) for x in w)


def _positions(args):
    return positions(*args)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--data", help="write the positions of --games games to this file (JSON lines)")
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--fit", nargs="+", metavar="FILE", help="fit the table to these files' positions")
    o = ap.parse_args(argv)
    if o.data:
        step = 50
        chunks = [(i, min(i + step, o.first + o.games)) for i in range(o.first, o.first + o.games, step)]
        pool = multiprocessing.Pool(o.jobs)
        with open(o.data, "w") as f:
            for rows in pool.imap(_positions, chunks):
                for row in rows:
                    f.write(json.dumps(row) + "\n")
                f.flush()
        pool.close()
    if o.fit:
        rows = [json.loads(line) for path in o.fit for line in open(path) if line.strip()]
        train = [r for i, r in enumerate(rows) if (i // 8) % 4]
        test = [r for i, r in enumerate(rows) if (i // 8) % 4 == 0]
        w = fit(train)
        for name, f in (("plain estimate", plain), ("table", lambda r: predict(w, r))):
            err = [(f(r) - r[1]) ** 2 for r in test]
            print("%s: rms error %.2f points over %d held-out positions" % (name, (sum(err) / len(err)) ** 0.5, len(err)))
        t = table(fit(rows))
        print("EST = (")
        for i in range(0, len(t), 32):
            print("    %r" % t[i:i + 32])
        print(")")


if __name__ == "__main__":
    main()
