"""How often a computer player's card is an exact best play: its move against the optimal moves of an unbounded
exact solve, at the perfect-information decisions of real games.

    python3 tools/exact_check.py --game pinochle --level normal --positions 500
    python3 tools/exact_check.py --game double_emperor --level hard --deals 1000 [--jobs 2]

Games are played by the level in both seats (--opponent LEVEL for the second seat), on CPython, seeds from 1.
Checked decisions: Pinochle's phase 2 (stock empty: every unseen card is in the other hand) and every Double
Emperor card, each with more than one legal move (a forced move always agrees; it is not counted).
The exact solve: the engine's own search (engine.search) with no node limit and a 2**20-entry table kept through
the deal, from the true position; the value is the mover's card points (Pinochle: and the last trick's 10) minus
the other's, from here to the end of the deal, under perfect play by both (the other's points are the rest, so
this maximises the mover's own). A move is optimal when its value equals the best (any optimal move counts).
Printed: agreement overall and by the cards in the mover's hand, and the decisions checked.
"""

import argparse
import multiprocessing
import os
import sys
import time
from array import array

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import games, players  # noqa: E402
from engine.search import Search, Rules, EXACT, INF  # noqa: E402

LIMIT = 10 ** 15  # nodes: no limit
DE_POINTS = [0] * 10 + [10, 1, 2, 3, 4, 0]
POWER = (0,) * 9 + (1, 5, 2, 3, 4, 6)  # Pinochle, by rank: A > T > K > Q > J > 9
COUNTERS = {"11-10-4-3-2": (0, 10, 2, 3, 4, 11), "10-10-5-5": (0, 10, 0, 5, 5, 10),
            "aces-tens-kings": (0, 10, 0, 0, 10, 10)}


class Exact:
    """The engine's search with arrays of its own (a big table, 4-byte plies' values, keys up to 62 bits), kept
    from one decision of a deal to the next: card bits (`index`: internal card -> bit) are fixed for the deal,
    values are always from player 0's side (`me` = 0), so every table entry stays true."""

    def __init__(self, rules, index, bits=20):
        s = Search.__new__(Search)
        s.r = rules
        s.haspts = max(rules.pts) > 0
        size = 1 << bits
        s.ttmask = size - 1
        s.ttbits = bits
        s.nodes = 0
        s.aborted = False
        s.tt0 = array("q", bytes(8 * size))
        s.tt1 = array("q", [-1]) * size
        s.ttv = array("q", bytes(8 * size))
        s.mv = bytearray(28 * 16)
        s.st = [array("i", range(28)) for _ in range(15)]
        s.H = array("i", range(8))
        s.idx = array("q", bytes(8 * 64))
        for c, b in index.items():
            s.idx[c] = 1 << b
        if len(index) > 26:
            raise ValueError("more than 26 cards: the table's key has 26 bits for them")
        s.n = [0, 0]
        s.k = [0, 0]
        s.me = s.leader = s.lead = s.tomove = s.tme = s.acc = s.broken = s.tricks_left = 0
        self.s = s

    def load(self, hands, leader, lead):
        s = self.s
        for i in range(8):
            s.H[i] = 0
        for p in (0, 1):
            s.k[p] = 0
            for c in hands[p]:
                s.H[p * 4 + (c >> 4)] |= 1 << (c & 15)
                s.k[p] |= s.idx[c]
            s.n[p] = len(hands[p])
        s.me = 0
        s.leader = leader
        s.lead = lead
        s.tomove = leader if lead < 0 else 1 - leader
        s.tme = s.acc = s.broken = 0
        s.tricks_left = (s.n[0] + s.n[1] + (1 if lead >= 0 else 0)) // 2

    def optimal(self, moves):
        """(value for player 0, the optimal ones of `moves`: the mover's cards) of the loaded position."""
        s = self.s
        v = s.run(-INF, INF, EXACT, LIMIT)
        mover = s.tomove
        best = []
        for m in moves:
            save = (s.lead, s.leader, s.acc, s.tme, s.broken)
            s.make(m)
            if mover == 0:
                ok = s.run(v - 1, v, EXACT, LIMIT) >= v
            else:
                ok = s.run(v, v + 1, EXACT, LIMIT) <= v
            s.unmake(m, *save)
            if ok:
                best.append(m)
        assert best, "no move reaches the position's value"
        return v, best


# ----- Pinochle: internal cards (level = power * 2 + copy + 2, as engine.players_pinochle) -----
def level_of(c):
    return (POWER[c & 15] - 1) * 2 + 2


def pinochle_index(g):
    """Internal card -> bit for the cards in the hands when phase 2 starts (every card still in play)."""
    cards = sorted(g.hands[0] + [e[0] for e in g.tab[0]] + g.hands[1] + [e[0] for e in g.tab[1]] + g.trick)
    out = {}
    seen = {}
    for c in cards:
        k = seen.get(c, 0)
        seen[c] = k + 1
        out[(c & 0x30) + level_of(c) + k] = len(out)
    return out


def pinochle_position(g):
    """(hands, leader, lead) in internal cards: of two copies of a card still in play the lower levels, the
    trick's card first, then player 0's, then player 1's (a function of the position alone)."""
    lead = g.trick[0] if g.trick else -1
    h = [g.hands[p] + [e[0] for e in g.tab[p]] for p in (0, 1)]
    seen = {}

    def one(c):
        k = seen.get(c, 0)
        seen[c] = k + 1
        return (c & 0x30) + level_of(c) + k

    il = one(lead) if lead >= 0 else -1
    hands = [[one(c) for c in h[0]], [one(c) for c in h[1]]]
    return hands, g.leader, il


def pinochle_rules(g):
    cnt = COUNTERS[g.options.get("counting", "11-10-4-3-2")]
    pts = [0] * 16
    for r in range(9, 15):
        lv = level_of(r)
        pts[lv] = pts[lv + 1] = cnt[r - 9]
    must = 2 if g.options.get("must_win") == "trumps" else 1
    return Rules(trump=g.trump, pts=pts, last=10, sh=1, must=must)


def pinochle_phase2(g, view):
    """Is this a phase-2 card decision (as engine.players_pinochle tells it) with a choice?"""
    legal = g.legal()
    return (view["stock"] == 0 and players.TAKE_TRUMP not in legal and max(legal) < 256 and len(set(
        m & 63 for m in legal)) > 1)


def pinochle_check(ex, g, m):
    """Is the player's move m optimal? (and the cards in the mover's hand)"""
    hands, leader, lead = pinochle_position(g)
    ex.load(hands, leader, lead)
    p = g.to_move
    mine = hands[p]
    own = {}
    for ic in mine:
        own.setdefault(ext_of(ic), ic)
    moves = sorted(set(own[x & 63] for x in g.legal()))
    v, best = ex.optimal(moves)
    return own[m & 63] in best, len(mine)


def ext_of(ic):
    lv = ic & 15
    for r in range(9, 15):
        if level_of(r) == lv & 14:
            return (ic & 0x30) + r
    raise ValueError(ic)


def de_index():
    return dict(((s * 16 + r), s * 5 + r - 10) for s in range(4) for r in range(10, 15))


def de_check(ex, g, m):
    lead = g.trick[0] if g.trick else -1
    ex.load([list(g.hands[0]), list(g.hands[1])], g.leader, lead)
    v, best = ex.optimal(sorted(set(g.legal())))
    return m in best, len(g.hands[g.to_move])


def play_deals(args):
    """Play games of `game` from seed `first`, `deals` deals in all; check each perfect-information decision.
    Returns {cards in the mover's hand: [agreed, checked]} and the number of deals."""
    game, level, opponent, first, deals, limit = args
    out = {}
    done = 0
    gseed = first
    checked = 0
    while done < deals and (not limit or checked < limit):
        g = games.new_game(game, seed=gseed)
        n = 0
        ex = None
        while g.phase != "game_over" and done < deals and (not limit or checked < limit):
            if g.phase == "deal_over":
                g.next_deal()
                done += 1
                ex = None
                continue
            n += 1
            p = g.to_move
            view = g.view(p)
            lv = level if p == 0 else opponent
            m = players.choose(view, lv, gseed * 1000 + n)
            if lv == level and len(set(g.legal())) > 1:
                if game == "double_emperor":
                    if ex is None:
                        ex = Exact(Rules(pts=DE_POINTS), de_index())
                    ok, cards = de_check(ex, g, m)
                elif pinochle_phase2(g, view):
                    if ex is None:
                        ex = Exact(pinochle_rules(g), pinochle_index(g))
                    ok, cards = pinochle_check(ex, g, m)
                else:
                    cards = None
                if cards is not None:
                    e = out.setdefault(cards, [0, 0])
                    e[0] += ok
                    e[1] += 1
                    checked += 1
            g.move(m)
        if g.phase == "game_over":
            done += 1
        gseed += 1
    return out, done


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="pinochle", choices=("pinochle", "double_emperor"))
    ap.add_argument("--level", default="normal")
    ap.add_argument("--opponent", default=None, help="the second seat's level (default: the same)")
    ap.add_argument("--deals", type=int, default=0)
    ap.add_argument("--positions", type=int, default=0, help="stop after this many checked decisions")
    ap.add_argument("--jobs", type=int, default=1)
    a = ap.parse_args(argv)
    deals = a.deals or 10 ** 9
    if not a.deals and not a.positions:
        deals = 100
    opp = a.opponent or a.level
    t = time.time()
    if a.jobs > 1 and a.deals:
        # each job its own block of game seeds (a game of Double Emperor has a few deals; 10**4 seeds apart)
        per = (deals + a.jobs - 1) // a.jobs
        jobs = [(a.game, a.level, opp, 1 + j * 10000, min(per, deals - j * per), a.positions // a.jobs)
                for j in range(a.jobs)]
        with multiprocessing.Pool(a.jobs) as pool:
            res = pool.map(play_deals, jobs)
    else:
        res = [play_deals((a.game, a.level, opp, 1, deals, a.positions))]
    table = {}
    ndeals = 0
    for r, d in res:
        ndeals += d
        for k, (x, y) in r.items():
            e = table.setdefault(k, [0, 0])
            e[0] += x
            e[1] += y
    report(a, opp, table, ndeals, time.time() - t)


def report(a, opp, table, ndeals, secs):
    print("%s, %s against %s (its moves checked): %d deals, %.0f s" % (a.game, a.level, opp, ndeals, secs))
    print("%6s %8s %8s %8s" % ("cards", "checked", "optimal", "agree"))
    tot = [0, 0]
    small = [0, 0]
    for k in sorted(table, reverse=True):
        x, y = table[k]
        print("%6d %8d %8d %7.2f%%" % (k, y, x, 100.0 * x / y))
        tot[0] += x
        tot[1] += y
        if k <= 6:
            small[0] += x
            small[1] += y
    if tot[1]:
        print("all decisions with a choice: %d of %d optimal, %.2f%%" % (tot[0], tot[1], 100.0 * tot[0] / tot[1]))
    if small[1]:
        print("with 6 cards or fewer in the hand: %d of %d, %.2f%%" % (small[0], small[1],
                                                                     100.0 * small[0] / small[1]))


if __name__ == "__main__":
    main()
