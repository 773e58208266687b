"""Matches between two computer players on duplicate deals: each deal is played twice with the seats swapped.

    python3 tools/arena.py --game spades --a normal --b greedy --deals 1000
    python3 tools/arena.py --game maniller --a hard --b normal --deals 1000 --games   # whole games instead
    python3 tools/arena.py --game pinochle --a reference --b hard --deals 1000 --option must_win=trumps

Players: the engine's levels (easy, normal, hard, reference), `random` (any legal move), `greedy` (win the
trick as cheaply as possible, else throw the lowest; Spades: keep spades and high cards, bid sure tricks) and,
for Spades, `nilseek` (normal with a draw keeping low cards: Nil hands, to measure normal's Nil bids):

    python3 tools/arena.py --game spades --a nilseek --b normal --deals 1000

and `blind`, `hard` with the target (and Maniller's number of deals) out of its sight.

A unit (a deal, or with --games a whole game to the target) is won by the player who scores more in it (a game:
by its winner); a tie counts half. With --games, --start LOW,HIGH begins each game at totals drawn from LOW..HIGH,
so that most are decided by how the players play to the target:

    python3 tools/arena.py --game maniller --a hard --b normal --deals 1000 --games --start 35,49

Printed: units won by A and duplicate pairs won by A (by the points of both plays), each with a 95%
confidence interval (Wilson); points per deal of each player and A's lead, each with its 95% interval (the
duplicate pair as the sample); the CPU seconds each player took a deal and a move; and per game the counts the
issue's targets need (Spades bids made and Nil bids made, of each player and in self-play of both). Uses every
core unless --workers says otherwise; --option NAME=VALUE (repeatable) sets a game option as tools/play.py does,
the others at their defaults; --progress N prints the match so far every N pairs (long runs in the background);
--save keeps each pair's result, and --merge reports disjoint runs (--first) as one:

    python3 tools/arena.py --game maniller --a reference --b hard --deals 1000 --workers 1 --progress 50
    python3 tools/arena.py --game spades --a reference --b hard --first 0 --deals 50 --save s1.jsonl
    python3 tools/arena.py --game spades --a reference --b hard --first 50 --deals 50 --save s2.jsonl
    python3 tools/arena.py --game spades --a reference --b hard --merge s1.jsonl s2.jsonl

PyPy runs the same code 9 to 20 times faster with the same moves (Debian's pypy3; 24 Maniller reference pairs gave
the same results as CPython's): `pypy3 tools/arena.py ...` for the long matches against the reference. Its CPU
seconds are PyPy's, not CPython's.
"""

import argparse
import json
import math
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import games, players  # noqa: E402
from engine.rules import registry  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.core.moves import KEEP, DISCARD, BID, DRAW, BID_PHASE, DEAL_OVER, GAME_OVER  # noqa: E402
from tools import reference  # noqa: E402
from tools.options import add_option_argument, checked_options  # noqa: E402

reference.register()  # here, not in main(): the pool's processes import this module too


def random_move(g, rng):
    legal = sorted(g.legal())
    return legal[rng.below(len(legal))]


def greedy_move(g, rng):
    """The baseline: plays and draws by the face value of the cards only."""
    p = g.to_move
    legal = sorted(g.legal())
    name = g.NAME
    if name == "pinochle":
        from engine.players.pinochle import greedy_pinochle
        return greedy_pinochle(g.seat(p))
    if g.phase == DRAW and name == "spades":
        top = g.seat(p)["top"]
        return KEEP if top >> 4 == 0 or top & 15 >= 12 else DISCARD
    if g.phase == BID_PHASE:
        hand = g.hands[p]
        sure = 0
        for c in hand:
            if c & 15 == 14 or (c >> 4 == 0 and c & 15 >= 13):
                sure += 1
        return BID + max(1, sure)
    lead = g.trick[0] if g.trick else -1
    pts = None
    if name == "double_emperor":
        from engine.rules.double_emperor import CARD_POINTS
        pts = CARD_POINTS
    from engine.players.greedy import greedy_card
    return greedy_card(legal, lead, g.trump, g.POWER, pts)  # (the game's trumps: None where it has none)


def nil_seeker(g, seed):
    """`normal` with a Spades draw that keeps low cards (a side card up to 9, a spade up to 6) and gives the
    others up: hands fit for a Nil, to measure the Nil bids and play of `normal` against `normal`."""
    if g.phase == DRAW:
        top = g.seat(g.to_move)["top"]
        return KEEP if top & 15 <= (6 if top >> 4 == 0 else 9) else DISCARD
    return players.choose(g.seat(g.to_move), "normal", seed)


def blind_to_the_target(g, seed):
    """`hard` with the target out of its sight (the view's target out of reach, Maniller's deals unbounded): what
    playing to the target brings `hard`, measured against it."""
    view = g.seat(g.to_move)
    view["options"] = dict(view["options"], target=10 ** 6, deals=None)
    return players.choose(view, "hard", seed)


MEASURING = ("random", "greedy", "nilseek", "blind")  # the players this tool adds to the engine's levels


def move_for(who, g, seed):
    if who == "blind":
        return blind_to_the_target(g, seed)
    if who == "nilseek":
        return nil_seeker(g, seed)
    if who == "random":
        return random_move(g, Rng(seed))
    if who == "greedy":
        return greedy_move(g, Rng(seed))
    return players.choose(g.seat(g.to_move), who, seed)


def play_unit(args):
    """Play deal (or game) number i twice, seats swapped. Returns per play: (A's points, B's points, deals, Spades
    bids made, CPU seconds A and B took and their moves, A's share of the unit's win: 1, 0.5 or 0)."""
    game, a, b, i, whole, options, start = args
    out = []
    begin = [0, 0]
    if start:  # both totals drawn from start's range, the same for both plays
        r = Rng(7919 * i + 1)
        begin = [start[0] + r.below(start[1] - start[0] + 1) for _ in (0, 1)]
    for swap in (0, 1):
        seats = (b, a) if swap else (a, b)
        g = games.new_game(game, options, seed=1000003 * i + 17, dealer=i % 2)
        g.scores = begin[:]
        bids = []
        nmoves = 0
        spent = [0.0, 0.0, 0, 0]  # CPU seconds A and B took to choose, and their moves
        while True:
            if g.phase == DEAL_OVER:
                if game == "spades":
                    bids.append((g.bids[:], g.tricks[:]))
                if not whole:
                    break
                g.next_deal()
                continue
            if g.phase == GAME_OVER:
                if game == "spades":
                    bids.append((g.bids[:], g.tricks[:]))
                break
            nmoves += 1
            t = time.process_time()
            m = move_for(seats[g.to_move], g, i * 7919 + nmoves * 31 + swap)
            spent[g.to_move ^ swap] += time.process_time() - t
            spent[2 + (g.to_move ^ swap)] += 1
            g.move(m)
        sa = (g.scores[1] - begin[1]) if swap else (g.scores[0] - begin[0])
        sb = (g.scores[0] - begin[0]) if swap else (g.scores[1] - begin[1])
        made = [0] * 8  # A's bids made, bids, nils made, nils; then the same for B
        for bd, tr in bids:
            for who in (0, 1):
                p = 1 - who if swap else who
                k = 4 * who
                if bd[p] is None:
                    continue
                if bd[p] == 0:
                    made[k + 3] += 1
                    made[k + 2] += tr[p] == 0
                else:
                    made[k + 1] += 1
                    made[k] += tr[p] >= bd[p]
        if g.winner is None:  # a deal: won by the more points
            won = 1.0 if sa > sb else 0.5 if sa == sb else 0.0
        else:  # a game: by its winner (from --start's totals, not always the one who scored more)
            won = 1.0 if g.winner == (1 if swap else 0) else 0.0
        out.append((sa, sb, g.deal, made, spent, won))
    return out


def wilson(k, n, z=1.96):
    if n == 0:
        return 0.0, 0.0
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return c - h, c + h


def per_deal(xs, ds, z=1.96):
    """(sum xs / sum ds, the half-width of its 95% interval): points per deal with the duplicate pair as the
    sample (xs its points, ds its deals; the delta method's variance of a ratio)."""
    n = len(xs)
    r = sum(xs) / sum(ds)
    if n < 2:
        return r, float("inf")
    dbar = sum(ds) / n
    var = sum((x - r * d) ** 2 for x, d in zip(xs, ds)) / (n - 1)
    return r, z * math.sqrt(var / n) / dbar


def report(o, results, seconds):
    """Print the match so far: `results` are play_unit's, one a duplicate pair."""
    won = 0.0
    n = 0
    deals = 0
    made = [0] * 8
    pair_won = 0.0
    pa, pb, pd, nd = [], [], [], []  # per pair: A's points, B's, A's less B's, deals
    cpu = [0.0, 0.0, 0, 0]
    swept = [0, 0, 0]  # pairs whose both units A won, B won, each one
    for pair in results:
        diff = 0
        pa.append(0)
        pb.append(0)
        nd.append(0)
        for sa, sb, k, mk, sp, w in pair:
            for j in range(4):
                cpu[j] += sp[j]
            n += 1
            won += w
            pa[-1] += sa
            pb[-1] += sb
            nd[-1] += k
            deals += k
            diff += sa - sb
            for i in range(8):
                made[i] += mk[i]
        pd.append(diff)
        pair_won += 1.0 if diff > 0 else 0.5 if diff == 0 else 0.0
        both = sum(play[5] for play in pair)
        swept[0 if both == 2 else 1 if both == 0 else 2] += 1
    unit = "games" if o.games else "deals"
    lo, hi = wilson(won, n)
    shown = " ".join("%s=%s" % (k, v) for k, v in sorted(o.options.items()))
    print("%s%s: %s (A) vs %s (B), %d duplicate %s (%d played, %d deals)%s"
          % (o.game, " (%s)" % shown if shown else "", o.a, o.b, len(results), unit, n, deals,
             ", %.0f s" % seconds if seconds is not None else ""))
    print("A won %.1f of %d %s = %.1f%% (95%% CI %.1f%%..%.1f%%)" % (won, n, unit, 100.0 * won / n, 100 * lo, 100 * hi))
    lo2, hi2 = wilson(pair_won, len(results))
    print("A won %.1f of %d duplicate pairs (sum of both plays) = %.1f%% (95%% CI %.1f%%..%.1f%%)"
          % (pair_won, len(results), 100.0 * pair_won / len(results), 100 * lo2, 100 * hi2))
    if o.games:  # the same deals both ways: a pair one player won both ways tells the players apart
        lo3, hi3 = wilson(swept[0], swept[0] + swept[1])
        decided = max(1, swept[0] + swept[1])
        print("pairs of games: A won both %d, B won both %d, one each %d: A %.1f%% of the pairs won both ways "
              "(95%% CI %.1f%%..%.1f%%)" % (swept[0], swept[1], swept[2], 100.0 * swept[0] / decided,
                                           100 * lo3, 100 * hi3))
    print("points per deal (95%% CI by duplicate pair): A %.2f +- %.2f, B %.2f +- %.2f, A - B %.2f +- %.2f"
          % (per_deal(pa, nd) + per_deal(pb, nd) + per_deal(pd, nd)))
    print("CPU seconds a deal: A %.2f, B %.2f; a move (forced ones too): A %.3f, B %.3f"
          % (cpu[0] / deals, cpu[1] / deals, cpu[0] / max(1, cpu[2]), cpu[1] / max(1, cpu[3])))
    if o.game == "spades":
        rows = [("A's", made[:4]), ("B's", made[4:])]
        if o.a == o.b:  # self-play: both seats are the same player
            rows.append(("both players'", [made[k] + made[k + 4] for k in range(4)]))
        for who, m in rows:
            print("%s bids made: %d/%d (%.1f%%); Nil made: %d/%d (%.1f%%); Nil bid in %.1f%% of bids"
                  % (who, m[0], m[1], 100.0 * m[0] / max(1, m[1]), m[2], m[3], 100.0 * m[2] / max(1, m[3]),
                     100.0 * m[3] / max(1, m[1] + m[3])))
    sys.stdout.flush()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--game", required=True, choices=registry.names())
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--deals", type=int, default=200, help="duplicate deals (or games with --games)")
    ap.add_argument("--games", action="store_true", help="whole games to the target instead of single deals")
    ap.add_argument("--start", metavar="LOW,HIGH", help="with --games: each game starts with both totals drawn from "
                    "LOW..HIGH (near the target: games decided by how the players play to it)")
    ap.add_argument("--first", type=int, default=0, help="number of the first deal (for disjoint runs)")
    ap.add_argument("--workers", type=int, default=os.cpu_count() or 1, help="processes (default: every core)")
    ap.add_argument("--progress", type=int, default=0, help="print the match so far every N duplicate pairs")
    ap.add_argument("--save", help="append each duplicate pair's result to this file (a JSON line each)")
    ap.add_argument("--merge", nargs="+", metavar="FILE", help="play nothing: report the pairs --save kept")
    add_option_argument(ap)
    o = ap.parse_args(argv)
    o.options = checked_options(ap, o.game, o.option)
    for who in (o.a, o.b):
        if who not in players.LEVELS and who not in players.ADDED and who not in MEASURING:
            ap.error("unknown player %r" % who)
    t0 = time.time()
    if o.merge:
        results = []
        for path in o.merge:
            with open(path) as f:
                results += [json.loads(line)["plays"] for line in f if line.strip()]
        report(o, results, None)
        return
    start = [int(x) for x in o.start.split(",")] if o.start else None
    if start and not o.games:
        ap.error("--start is for whole games (--games)")
    jobs = [(o.game, o.a, o.b, i, o.games, o.options, start) for i in range(o.first, o.first + o.deals)]
    results = []
    pool = multiprocessing.Pool(o.workers) if o.workers > 1 else None
    for i, r in enumerate(pool.imap(play_unit, jobs) if pool else map(play_unit, jobs)):
        results.append(r)
        if o.save:
            with open(o.save, "a") as f:
                f.write(json.dumps({"game": o.game, "options": o.options, "a": o.a, "b": o.b, "unit": o.first + i,
                                    "plays": r}) + "\n")
        if o.progress and len(results) % o.progress == 0 and len(results) < len(jobs):
            report(o, results, time.time() - t0)
            print()
    if pool:
        pool.close()
    report(o, results, time.time() - t0)


if __name__ == "__main__":
    main()
