"""Learn a game's estimate table (Rules.est): Maniller's (engine.players.maniller.EST), Spades' and Pinochle's
(engine.players.spades_estimate.EST, engine.players.pinochle_estimate.EST).

    pypy3 tools/fit_estimate.py --game maniller --data est.jsonl --games 8000 [--first 0] [--jobs 2]   # positions
    pypy3 tools/fit_estimate.py --game spades --data sp.jsonl --games 4000 --first 100
    pypy3 tools/fit_estimate.py --game spades --fit sp.jsonl [more.jsonl ...]                         # the table
    pypy3 tools/fit_estimate.py --game pinochle --data pn.jsonl --games 6000    # then --fit pn.jsonl

The positions are trick starts with every card known, each solved exactly for the player on lead, and the fit a
ridge regression of that value on one weight for each suit's pattern (Maniller's also for each pair of suits) and
one for the cards left. --fit prints the holdout's error (a quarter of the positions) beside the search's plain
estimate (sure tricks and half the rest) and the table fitted to them all, each weight + 128 (in eighths;
Pinochle's in points), as the bytes literal the game's module keeps. PyPy makes the positions and the fit many
times faster than CPython (the same solves, the same table).
- Maniller: 2 to 9 cards a hand, of games between two `hard` players (without the table: as they played when
  it was made); the value twice the leader's tricks still to come, plus 5 if it wins the last trick, less 5 if
  not; a suit's pattern is who holds its cards, lowest first, after a leading 1 bit (512 patterns of up to 8
  cards), weighed apart at 2-3, 4-6 and 7-10 cards a hand, and each pair of suits is summed up by who holds
  each one's top card and which player holds more of it (maniller_estimate).
- Spades: 2 to 12 cards a hand, of deals between two `normal` players (without the table); the value the
  leader's tricks still to come; a suit's pattern is who holds its 4 highest cards and how many more each holds
  (0 to 3 or more), spades apart from the other suits (engine.search.top_estimate).
- Pinochle: phase 2 from 2 to 11 cards a hand (search cards: both copies of a card apart), of deals between two
  `hard` players (without the table), counting 11-10-4-3-2; the value the counters and the last trick's 10 the
  leader takes from here less the other's; each suit's pattern as in Spades, trumps apart.
"""

import argparse
import json
import multiprocessing
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import games  # noqa: E402
from engine.players import maniller  # noqa: E402
from engine.search.alphabeta import Search, Rules, EXACT, INF  # noqa: E402
from engine.search.run import arrays  # noqa: E402

RIDGE = 1.0


def solved(rules, w, hands, broken):
    """The exact value for the leader of a trick start where it holds hands[0] and the other hands[1]."""
    s = Search(rules, 2)
    s.use(w)
    s.setup(hands, 0, 0, -1, 0, broken)
    return s.run(-INF, INF, EXACT, 10 ** 12)


def positions(game, choose, seed, position, bits, first, last):
    """[cards a hand, the exact value for the leader, the leader's cards, the other's, trumps] at the trick starts
    of games first..last-1 (game i from seed(i), one deal) between two players choosing by choose(view, seed), where
    position(g) gives (the search's rules, [the leader's cards, the other's], trumps broken) or None."""
    w = arrays(bits)
    out = []
    for i in range(first, last):
        g = games.new_game(game, seed=seed(i), dealer=i % 2)
        n = 0
        while g.phase not in ("deal_over", "game_over"):
            p = position(g) if not g.trick else None
            if p is not None:
                rules, hands, broken = p
                out.append([len(hands[0]), solved(rules, w, hands, broken), hands[0], hands[1], rules.trump])
            g.move(choose(g.seat(g.to_move), i * 7 + n))
            n += 1
    return out


def dealt_position(rules, most):
    """position() of a game whose cards the search takes as they are, from 2 to `most` cards a hand."""
    def position(g):
        if g.phase == "play" and 2 <= len(g.hands[g.leader]) <= most:
            return rules, [g.hands[g.leader][:], g.hands[1 - g.leader][:]], getattr(g, "broken", False)
        return None
    return position


def maniller_positions(first, last):
    def choose(view, seed):  # the games as hard played them when the table was made from them
        return maniller.choose_maniller(view, "hard", seed, learned=False)

    return positions("maniller", choose, lambda i: 9173 * i + 11,
                     dealt_position(Rules(final=[2 * t for t in range(11)], last=5), 9), 16, first, last)


def spades_positions(first, last):
    from engine.players import spades

    def choose(view, seed):  # the deals as normal played them when the table was made from them
        return spades.choose_spades(view, "normal", seed, learned=False)

    return positions("spades", choose, lambda i: 7919 * i + 5,
                     dealt_position(Rules(trump=0, final=list(range(14)), trump_lead=True), 12), 18, first, last)


def pinochle_positions(first, last):
    from engine.players import pinochle, pinochle_phase2

    def position(g):  # phase 2: the stock is empty, every card known (pinochle_phase2.phase2_position)
        if g.stage != 2 or g.phase != "play" or len(g.hands[g.leader]) < 2:
            return None
        v = g.seat(g.leader)
        hands, _, rules = pinochle_phase2.phase2_position(v)
        return rules, [hands[g.leader], hands[1 - g.leader]], False

    def choose(view, seed):  # the deals as hard played them when the table was made from them
        return pinochle.choose_pinochle(view, "hard", seed, learned=False)

    return positions("pinochle", choose, lambda i: 7717 * i + 3, position, 18, first, last)


def maniller_entries(mine, other, trump):
    """The entries maniller_estimate reads: each suit's pattern (1, then a bit per card of the suit from the lowest
    up, 1: the leader's) at the stage of the deal, then each two suits' summaries (maniller.SUMMARY)."""
    out = []
    for s in range(4):
        held = sorted([(c & 15, 1) for c in mine if c >> 4 == s] + [(c & 15, 0) for c in other if c >> 4 == s])
        pid = 1
        for _, own in held:
            pid = pid + pid + own
        out.append(pid)
    pairs = [maniller.PAIRS + 8 * maniller.SUMMARY[out[i]] + maniller.SUMMARY[out[j]]
             for i in range(4) for j in range(i + 1, 4)]
    return [maniller.STAGE[len(mine)] + pid for pid in out] + pairs


def top_entries(mine, other, trump):
    """Each suit's entry as spades_estimate reads it: the pattern of its 4 highest cards (1, then a bit per card
    from the highest down, 1: the leader's) times 16, plus the leader's further cards (at most 3) times 4 and the
    other's (at most 3); trumps at 0, the other suits at 512."""
    out = []
    for s in range(4):
        held = sorted([(c & 15, 1) for c in mine if c >> 4 == s] + [(c & 15, 0) for c in other if c >> 4 == s],
                      reverse=True)
        pid = 1
        for _, own in held[:4]:
            pid = pid + pid + own
        more = [0, 0]  # the other's further cards, the leader's
        for _, own in held[4:]:
            more[own] += 1
        out.append((0 if s == trump else 512) + pid * 16 + min(more[1], 3) * 4 + min(more[0], 3))
    return out


def plain_tricks(left, mine, other):
    """The search's plain estimate (engine.search.make.estimate) of the leader's tricks: sure ones and half the
    rest, with no regard for trumps."""
    a = b = 0
    for s in range(4):
        m = sum(1 << (c & 15) for c in mine if c >> 4 == s)
        o = sum(1 << (c & 15) for c in other if c >> 4 == s)
        if m > o:
            a += bin(m & ~((1 << o.bit_length()) - 1)).count("1")
        elif o:
            b += bin(o & ~((1 << m.bit_length()) - 1)).count("1")
    t = 2 * a * left // (a + b) if a + b > left else a - b + left
    return t / 2


class Table:
    """A game's table: an entry for each suit (entries(leader's cards, other's, trumps) gives their places), then
    one for each count of cards a hand from place `left_at`, each weight kept in 1/unit; positions(first, last)
    makes its rows, plain(row) is the search's own estimate of the same value."""

    def __init__(self, entries, left_at, most, positions, plain, unit=8):
        self.entries = entries
        self.unit = unit
        self.left_at = left_at
        self.size = left_at + most + 1
        self.positions = positions
        self.plain = plain

    def features(self, row):
        x = {self.left_at + row[0]: 1}
        for p in self.entries(row[2], row[3], row[4]):
            x[p] = x.get(p, 0) + 1
        return x


def maniller_plain(row):
    t = 2 * plain_tricks(row[0], row[2], row[3])
    return t + 5 * (t - row[0]) / row[0]


def pinochle_plain(row):
    """The leader's points less the other's: the cards' counters and the last trick's shared as the tricks (the
    counting the table is learned for; the search's card levels as engine.players.pinochle_phase2 numbers them)."""
    from engine.players.pinochle_phase2 import COUNTERS, LEARNED, LAST_TRICK, external
    tot = sum(COUNTERS[LEARNED][(external(c) & 15) - 9] for c in row[2] + row[3]) + LAST_TRICK
    return tot * (2 * plain_tricks(row[0], row[2], row[3]) - row[0]) / row[0]

GAMES = {"maniller": Table(maniller_entries, maniller.CARDS_LEFT, 10, maniller_positions, maniller_plain),
         "spades": Table(top_entries, 1024, 13, spades_positions, lambda row: plain_tricks(row[0], row[2], row[3])),
         "pinochle": Table(top_entries, 1024, 12, pinochle_positions, pinochle_plain, 1)}


def fit(game, rows, ridge=RIDGE):
    """Weights minimising the squared error plus ridge * their squares (the normal equations, by elimination)."""
    size = game.size
    a = [[0.0] * (size + 1) for _ in range(size)]
    for row in rows:
        x = game.features(row)
        for i, vi in x.items():
            ai = a[i]
            ai[size] += vi * row[1]
            for j, vj in x.items():
                ai[j] += vi * vj
    for i in range(size):
        a[i][i] += ridge
    for c in range(size):
        pivot = a[c]
        for r in range(c + 1, size):
            k = a[r][c] / pivot[c]
            if k:
                ar = a[r]
                for j in range(c, size + 1):
                    ar[j] -= k * pivot[j]
    w = [0.0] * size
    for i in range(size - 1, -1, -1):
        w[i] = (a[i][size] - sum(a[i][j] * w[j] for j in range(i + 1, size))) / a[i][i]
    return w


def predict(game, w, row):
    return sum(w[i] * v for i, v in game.features(row).items())


def table(w, unit):
    """The weights as the game's module keeps them: in 1/unit, + 128, in bytes."""
    return bytes(max(0, min(255, int(round(unit * x)) + 128)) for x in w)


def _positions(args):
    return GAMES[args[0]].positions(*args[1:])


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True, choices=sorted(GAMES))
    ap.add_argument("--data", help="write the positions of --games games to this file (JSON lines)")
    ap.add_argument("--games", type=int, default=4000)
    ap.add_argument("--first", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--fit", nargs="+", metavar="FILE", help="fit the table to these files' positions")
    o = ap.parse_args(argv)
    game = GAMES[o.game]
    if o.data:
        step = 50
        chunks = [(o.game, i, min(i + step, o.first + o.games)) for i in range(o.first, o.first + o.games, step)]
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
        w = fit(game, train)
        for name, f in (("plain estimate", game.plain), ("table", lambda r: predict(game, w, r))):
            err = [(f(r) - r[1]) ** 2 for r in test]
            print("%s: rms error %.2f over %d held-out positions" % (name, (sum(err) / len(err)) ** 0.5, len(err)))
        t = table(fit(game, rows), game.unit)
        print("EST = (")
        line = b""
        for x in t:
            if len(repr(line + bytes([x]))) > 112:  # lines within the 120 columns of the code
                print("    %r" % line)
                line = b""
            line += bytes([x])
        print("    %r" % line)
        print(")")


if __name__ == "__main__":
    main()
