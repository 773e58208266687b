"""How often a computer player's card is an exact best play: its move against the optimal moves of an unbounded
exact solve, at the perfect-information decisions of real games; and the fit of Double Emperor's leaf values.

    python3 tools/exact_check.py --game pinochle --level normal --deals 200
    python3 tools/exact_check.py --game double_emperor --level hard --deals 1000 [--jobs 2]
    python3 tools/exact_check.py --game pinochle --level hard --deals 1000 --option must_win=trumps
    python3 tools/exact_check.py --fit-de [--deals 4500]

Games are played by the level in both seats (--opponent LEVEL for the second seat, whose moves are then not
checked), on CPython, from game seed 1 (each job of --jobs its own block of seeds), under the default options but
those --option NAME=VALUE (repeatable) sets, as tools/play.py does. Checked decisions: Pinochle's
phase 2 (stock empty: every unseen card is in the other hand) and every Double Emperor card, each with more than
one legal card (a forced card always agrees; it is not counted).

The exact solve is this module's own (Solver: alpha-beta with a table of bounds, no node limit, kept through the
deal; it shares no code with engine.search.alphabeta). The value of a position is the mover's card points (Pinochle: and
the last trick's 10) minus the other's, from there to the end of the deal, under perfect play by both; the
points of a deal are fixed, so this maximises the mover's own. A card is optimal when its value equals the best
(any optimal card counts). Printed: agreement by the cards in the mover's hand, overall, and with 6 cards or
fewer.

--fit-de plays deals (random, optimal and mixed play), solves every trick start exactly and fits the value
table of engine/players/double_emperor_search.py (a suit-pattern model, see there) by least squares (Adam, plain Python); it
prints the held-out error and the constants to paste into engine/players/double_emperor_search.py (the ones there are this
command's, as it is: --deals 4500, about 7 minutes).
"""

import argparse
import math
import multiprocessing
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine import games, players  # noqa: E402
from engine.core.moves import TAKE_TRUMP, MELD  # noqa: E402
from engine.core.rng import Rng  # noqa: E402
from engine.rules.double_emperor import CARD_POINTS  # noqa: E402
from engine.rules.pinochle import POWER, COUNTERS, LAST_TRICK  # noqa: E402
from tools import reference  # noqa: E402
from tools.options import add_option_argument, checked_options  # noqa: E402

reference.register()  # here, not in main(): the pool's processes import this module too

sys.setrecursionlimit(10000)
NONE = 10 ** 6


class Solver:
    """Exact values of two-handed trick play with every card known. Cards are indices 0..n-1 sorted by suit then
    power (identical cards adjacent); a hand is a bitmask of them. value(h0, h1, leader, lead): player 0's points
    minus player 1's from the position to the end of the deal (lead: the index of the card led to the current
    trick, or -1). must: 0 follow suit; 1 also beat if able, else trump if able (Pinochle phase 2); 2 the same but
    beat only when trumps are led. last: the last trick's bonus. The table (bounds of trick-start positions) is
    kept from one call to the next."""

    def __init__(self, suits, powers, points, trump=-1, must=0, last=0):
        n = len(suits)
        if any((suits[i], powers[i]) > (suits[i + 1], powers[i + 1]) for i in range(n - 1)):
            raise ValueError("cards not sorted by suit and power")
        self.suit, self.power, self.pts = suits, powers, points
        self.trump, self.must, self.last = trump, must, last
        self.tt = {}
        self.smask = [sum(1 << i for i in range(n) if suits[i] == s) for s in range(4)]
        self.tmask = self.smask[trump] if trump >= 0 else 0
        # per card: the cards of its suit above it in power; the identical cards before it
        self.above = [sum(1 << j for j in range(n) if suits[j] == suits[i] and powers[j] > powers[i])
                      for i in range(n)]
        self.twin = [sum(1 << j for j in range(i) if suits[j] == suits[i] and powers[j] == powers[i])
                     for i in range(n)]

    def reps(self, h):
        """The cards of h, one of each identical kind, in index order."""
        out = []
        x = h
        while x:
            b = x & -x
            x ^= b
            i = b.bit_length() - 1
            if not h & self.twin[i]:
                out.append(i)
        return out

    def leads(self, h, o):
        """The leader's cards in search order: sure winners first (the most points first), then cards above
        all the other's of their suit, then the rest (the fewest points first)."""
        a, b, c = [], [], []
        for i in self.reps(h):
            s = self.suit[i]
            os_ = o & self.smask[s]
            safe = s == self.trump or not o & self.tmask
            if not os_ and safe:
                a.append(i)
            elif not os_ & self.above[i] and (os_ or safe):
                b.append(i)
            else:
                c.append(i)
        pts = self.pts
        a.sort(key=lambda i: -pts[i])
        b.sort(key=lambda i: -pts[i])
        c.sort(key=lambda i: pts[i])
        return a + b + c

    def follows(self, h, a):
        """The cards of h that may be played to the led card a: winners (the cheapest first), then losers (the
        fewest points first)."""
        s = self.suit[a]
        same = h & self.smask[s]
        pts = self.pts
        if same:
            above = same & self.above[a]
            if above and self.must and (self.must == 1 or s == self.trump):
                return self.reps(above)
            return self.reps(above) + sorted(self.reps(same & ~above), key=lambda i: pts[i])
        if h & self.tmask and s != self.trump:
            if self.must:
                return self.reps(h & self.tmask)
            return self.reps(h & self.tmask) + sorted(self.reps(h & ~self.tmask), key=lambda i: pts[i])
        return sorted(self.reps(h), key=lambda i: pts[i])

    def value(self, h0, h1, leader, lead=-1, alpha=-NONE, beta=NONE):
        if lead >= 0:
            return self._follow(h0, h1, leader, lead, alpha, beta)
        return self._start(h0, h1, leader, alpha, beta)

    def after(self, h0, h1, leader, lead, c, alpha=-NONE, beta=NONE):
        """The value once the player to move has played card c."""
        if lead < 0:
            if leader == 0:
                return self._follow(h0 ^ (1 << c), h1, 0, c, alpha, beta)
            return self._follow(h0, h1 ^ (1 << c), 1, c, alpha, beta)
        if leader == 0:
            h1 ^= 1 << c
        else:
            h0 ^= 1 << c
        w, p = self.trick(lead, c, leader, h0 | h1)
        q = p if w == 0 else -p
        return self._start(h0, h1, w, alpha - q, beta - q) + q

    def trick(self, a, c, leader, rest):
        """(winner, points) of the trick: a led by `leader`, c played to it; rest: the cards still in hands."""
        sc = self.suit[c]
        win = self.power[c] > self.power[a] if sc == self.suit[a] else sc == self.trump
        return (1 - leader if win else leader), self.pts[a] + self.pts[c] + (0 if rest else self.last)

    def _start(self, h0, h1, leader, alpha, beta):
        if not h0 and not h1:
            return 0
        key = (h0, h1, leader)
        e = self.tt.get(key)
        lo, hi = -NONE, NONE
        if e is not None:
            lo, hi = e
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        a0, b0 = alpha, beta
        if leader == 0:
            best = -NONE
            for c in self.leads(h0, h1):
                v = self._follow(h0 ^ (1 << c), h1, 0, c, alpha, beta)
                if v > best:
                    best = v
                    alpha = max(alpha, v)
                    if alpha >= beta:
                        break
        else:
            best = NONE
            for c in self.leads(h1, h0):
                v = self._follow(h0, h1 ^ (1 << c), 1, c, alpha, beta)
                if v < best:
                    best = v
                    beta = min(beta, v)
                    if alpha >= beta:
                        break
        if best <= a0:
            hi = min(hi, best)
        elif best >= b0:
            lo = max(lo, best)
        else:
            lo = hi = best
        self.tt[key] = (lo, hi)
        return best

    def _follow(self, h0, h1, leader, a, alpha, beta):
        """The value once `leader` has led card a (already out of its hand)."""
        f = 1 - leader
        best = -NONE if f == 0 else NONE
        for c in self.follows(h0 if f == 0 else h1, a):
            n0 = h0 ^ (1 << c) if f == 0 else h0
            n1 = h1 ^ (1 << c) if f == 1 else h1
            w, p = self.trick(a, c, leader, n0 | n1)
            q = p if w == 0 else -p
            v = self._start(n0, n1, w, alpha - q, beta - q) + q
            if f == 0:
                if v > best:
                    best = v
                    alpha = max(alpha, v)
            elif v < best:
                best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        return best

    def optimal(self, h0, h1, leader, lead, mover, moves):
        """(the position's value for player 0, the optimal ones of `moves`: cards of the player to move)."""
        v = self.value(h0, h1, leader, lead)
        best = []
        for c in moves:
            if mover == 0:
                ok = self.after(h0, h1, leader, lead, c, v - 1, v) >= v
            else:
                ok = self.after(h0, h1, leader, lead, c, v, v + 1) <= v
            if ok:
                best.append(c)
        if not best:
            raise AssertionError("no card reaches the position's value")
        return v, best


# ----- the games' positions as the solver's: cards sorted by suit and power, hands as masks
class Deal:
    """One deal's cards for the solver: `cards` (external ints, sorted), a Solver, and the masks of a game."""

    def __init__(self, cards, power, points, trump=-1, must=0, last=0):
        self.cards = sorted(cards, key=lambda c: (c >> 4, power[c & 15]))
        self.solver = Solver([c >> 4 for c in self.cards], [power[c & 15] for c in self.cards],
                             [points[c & 15] for c in self.cards], trump, must, last)

    def position(self, hands, lead):
        """(mask of player 0, mask of player 1, index of the led card or -1): each card one of its indices."""
        used = 0
        out = []
        for cs in ([lead] if lead >= 0 else [], hands[0], hands[1]):
            m = 0
            for c in cs:
                i = self.index(c, used)
                used |= 1 << i
                m |= 1 << i
            out.append(m)
        lead_i = out[0].bit_length() - 1 if lead >= 0 else -1
        return out[1], out[2], lead_i

    def index(self, c, used):
        for i in range(len(self.cards)):
            if self.cards[i] == c and not used >> i & 1:
                return i
        raise ValueError("card %d not in the deal" % c)

    def check(self, g, moves):
        """{card: optimal?} for the cards `moves` of the player to move in game g."""
        p = g.to_move
        hands = [in_hand(g, 0), in_hand(g, 1)]
        lead = g.trick[0] if g.trick else -1
        h0, h1, li = self.position(hands, lead)
        own = h0 if p == 0 else h1
        idx = {}
        for c in set(moves):
            idx[c] = self.index(c, ~own)
        v, best = self.solver.optimal(h0, h1, g.leader, li, p, sorted(set(idx.values())))
        return dict((c, idx[c] in best) for c in idx)


def in_hand(g, p):
    """Player p's cards (Pinochle: with its melds on the table)."""
    return list(g.hands[p]) + ([e[0] for e in g.tab[p]] if g.NAME == "pinochle" else [])


def de_deal(g):
    return Deal(in_hand(g, 0) + in_hand(g, 1) + list(g.trick), range(16), CARD_POINTS)


def pinochle_deal(g):
    pts = [0] * 9 + list(COUNTERS[g.options["counting"]]) + [0]
    must = 2 if g.options["must_win"] == "trumps" else 1
    return Deal(in_hand(g, 0) + in_hand(g, 1) + list(g.trick), POWER, pts, g.trump, must, LAST_TRICK)


def pinochle_phase2(g, view):
    """Is this a phase-2 card decision (as engine.players.pinochle tells it) with a choice of cards?"""
    legal = g.legal()
    return (view["stock"] == 0 and TAKE_TRUMP not in legal and max(legal) < MELD and
            len(set(m & 63 for m in legal)) > 1)


def play_deals(args):
    """Play games of `game` from seed `first` until `deals` deals; check each perfect-information decision of
    the checked level. Returns ({cards in the mover's hand: [optimal, checked]}, deals played)."""
    game, level, opponent, first, deals, limit, options = args
    out = {}
    done = 0
    gseed = first
    checked = 0
    while done < deals and (not limit or checked < limit):
        g = games.new_game(game, options, seed=gseed)
        n = 0
        deal = None
        while g.phase != "game_over" and done < deals and (not limit or checked < limit):
            if g.phase == "deal_over":
                g.next_deal()
                done += 1
                deal = None
                continue
            n += 1
            p = g.to_move
            view = g.seat(p)
            lv = level if p == 0 else opponent
            m = players.choose(view, lv, gseed * 1000 + n)
            if (p == 0 or opponent == level) and len(set(x & 63 for x in g.legal())) > 1:
                if game == "double_emperor" or pinochle_phase2(g, view):
                    if deal is None:
                        deal = de_deal(g) if game == "double_emperor" else pinochle_deal(g)
                    ok = deal.check(g, [x & 63 for x in g.legal()])[m & 63]
                    e = out.setdefault(len(in_hand(g, p)), [0, 0])
                    e[0] += ok
                    e[1] += 1
                    checked += 1
            g.move(m)
        if g.phase == "game_over":
            done += 1
        gseed += 1
    return out, done


# ----- the fit of Double Emperor's leaf values (engine/players/double_emperor_search.py)
T3 = [sum(3 ** i for i in range(5) if m >> i & 1) for m in range(32)]  # ranks 10..A as bits 0..4


def de_samples(deals, seed):
    """Trick-start positions of `deals` deals played at random, optimally or half and half, each with its exact
    value: (the 4 suits' patterns from the leader's side, cards a hand, value for the leader)."""
    rng = Rng(seed)
    out = []
    for d in range(deals):
        g = games.new_game("double_emperor", seed=seed * 100000 + d)
        deal = de_deal(g)
        s = deal.solver
        mode = d % 3  # random, optimal, mixed
        while g.phase == "play":
            hands = [in_hand(g, 0), in_hand(g, 1)]
            lead = g.trick[0] if g.trick else -1
            h0, h1, li = deal.position(hands, lead)
            if lead < 0:
                L = g.leader
                v = s.value(h0, h1, L)
                pat = []
                for su in range(4):
                    ml = mf = 0
                    for c in hands[L]:
                        if c >> 4 == su:
                            ml |= 1 << ((c & 15) - 10)
                    for c in hands[1 - L]:
                        if c >> 4 == su:
                            mf |= 1 << ((c & 15) - 10)
                    pat.append(T3[ml] + 2 * T3[mf])
                out.append((pat, len(hands[L]), v if L == 0 else -v))
            legal = sorted(set(g.legal()))
            if mode == 0 or (mode == 2 and rng.below(2)):
                m = legal[rng.below(len(legal))]
            else:
                ok = deal.check(g, legal)
                best = [c for c in legal if ok[c]]
                m = best[rng.below(len(best))]
            g.move(m)
    return out


def de_predict(model, pat, n):
    W, B, E, c, u = model
    v = W[pat[0]] + W[pat[1]] + W[pat[2]] + W[pat[3]] + B[n]
    for k in range(len(c)):
        h = c[k] + E[pat[0]][k] + E[pat[1]][k] + E[pat[2]][k] + E[pat[3]][k]
        if h > 0:
            v += u[k] * h
    return v


def de_fit(samples, K=8, epochs=40, lr=0.01, seed=1):
    """Least squares (Adam, batches of 128, the rate lowered at half and three quarters) of
    value = sum_s W[p_s] + B[n] + sum_k u_k max(0, c_k + sum_s E[p_s][k])."""
    rng = Rng(seed)

    def small():
        return (rng.below(20001) - 10000) / 10000.0 * 0.17

    W, B = [0.0] * 243, [0.0] * 11
    E = [[small() for _ in range(K)] for _ in range(243)]
    c, u = [0.0] * K, [small() for _ in range(K)]
    rows = [W, B, c, u] + E
    mom = [[0.0] * len(r) for r in rows]
    var = [[0.0] * len(r) for r in rows]
    order = list(range(len(samples)))
    t = 0
    for ep in range(epochs):
        rate = lr * (0.3 if ep >= epochs * 3 // 4 else 0.6 if ep >= epochs // 2 else 1.0)
        rng.shuffle(order)
        for i in range(0, len(order), 128):
            batch = order[i:i + 128]
            grads = [[0.0] * len(r) for r in rows]
            gW, gB, gc, gu = grads[0], grads[1], grads[2], grads[3]
            sc = 2.0 / len(batch)
            for j in batch:
                pat, n, y = samples[j]
                h = c[:]
                for p in pat:
                    e = E[p]
                    for k in range(K):
                        h[k] += e[k]
                pred = W[pat[0]] + W[pat[1]] + W[pat[2]] + W[pat[3]] + B[n]
                for k in range(K):
                    if h[k] > 0:
                        pred += u[k] * h[k]
                g = sc * (pred - y)
                gB[n] += g
                gh = [0.0] * K
                for k in range(K):
                    if h[k] > 0:
                        gu[k] += g * h[k]
                        gh[k] = g * u[k]
                        gc[k] += gh[k]
                for p in pat:
                    gW[p] += g
                    ge = grads[4 + p]
                    for k in range(K):
                        ge[k] += gh[k]
            t += 1
            c1, c2 = 1 - 0.9 ** t, 1 - 0.999 ** t
            for r, m, v, gr in zip(rows, mom, var, grads):
                for k in range(len(r)):
                    gk = gr[k]
                    m[k] = 0.9 * m[k] + 0.1 * gk
                    v[k] = 0.999 * v[k] + 0.001 * gk * gk
                    r[k] -= rate * (m[k] / c1) / (math.sqrt(v[k] / c2) + 1e-8)
    return W, B, E, c, u


def de_table(model):
    """The model as engine/players/double_emperor_search.py's constants: _NET (the patterns' values in half points + 128, then
    each of the K features x16 + 128: one bytes object each, indexed by pattern) and _CUB (c x16 + 128, u x16 + 128,
    then B per cards a hand in half points + 128)."""
    W, B, E, c, u = model

    def byte(x):
        return max(0, min(255, 128 + int(round(x))))

    # _NET: one bytes object per feature (the values, then each of the K features), each indexed by pattern
    net = [[byte(2 * W[p]) for p in range(243)]] + [[byte(16 * E[p][k]) for p in range(243)] for k in range(len(c))]
    cub = [byte(16 * x) for x in c] + [byte(16 * x) for x in u] + [byte(2 * x) for x in B]
    out = "_K = %d\n" % len(c)
    for name, rows in (("_NET", net), ("_CUB", [cub])):
        out += name + " = (\n"
        for data in rows:
            n = 27 if name == "_NET" else 30  # _NET: a feature's 243 bytes in 9 lines
            out += "".join("    %r\n" % bytes(data[i:i + n]) for i in range(0, len(data), n))
            if name == "_NET":
                out = out[:-1] + ",\n"
        out += ")\n"
    return out


def fit_main(deals, jobs):
    t = time.time()
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            parts = pool.starmap(de_samples, [((deals + jobs - 1 - j) // jobs, 1 + j) for j in range(jobs)])
    else:
        parts = [de_samples(deals, 1)]
    samples = [x for p in parts for x in p]
    rng = Rng(7)
    rng.shuffle(samples)
    test, train = samples[::5], [x for i, x in enumerate(samples) if i % 5]
    print("# %d positions from %d deals solved in %.0f s" % (len(samples), deals, time.time() - t))
    model = de_fit(train)
    err = math.sqrt(sum((de_predict(model, p, n) - y) ** 2 for p, n, y in test) / len(test))
    sd = math.sqrt(sum(y * y for p, n, y in test) / len(test))
    print("# held-out error %.2f points (the values' root mean square %.2f); %.0f s in all"
          % (err, sd, time.time() - t))
    print(de_table(model), end="")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--game", default="pinochle", choices=("pinochle", "double_emperor"))
    ap.add_argument("--level", default="normal")
    ap.add_argument("--opponent", default=None, help="the second seat's level (default: the same)")
    ap.add_argument("--deals", type=int, default=0)
    ap.add_argument("--positions", type=int, default=0, help="stop after this many checked decisions")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--fit-de", action="store_true", help="fit engine/players/double_emperor_search.py's leaf values")
    add_option_argument(ap)
    a = ap.parse_args(argv)
    a.options = checked_options(ap, a.game, a.option)
    if a.fit_de:
        fit_main(a.deals or 4500, a.jobs)
        return
    deals = a.deals or (10 ** 9 if a.positions else 100)
    opp = a.opponent or a.level
    t = time.time()
    if a.jobs > 1:
        # each job its own block of game seeds (10**4 apart)
        per = (deals + a.jobs - 1) // a.jobs
        jobs = [(a.game, a.level, opp, 1 + j * 10000, min(per, deals - j * per), a.positions // a.jobs, a.options)
                for j in range(a.jobs)]
        with multiprocessing.Pool(a.jobs) as pool:
            res = pool.map(play_deals, jobs)
    else:
        res = [play_deals((a.game, a.level, opp, 1, deals, a.positions, a.options))]
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
    shown = " ".join("%s=%s" % (k, v) for k, v in sorted(a.options.items()))
    print("%s%s, %s against %s (%s checked): %d deals, %.0f s" % (a.game, " (%s)" % shown if shown else "", a.level,
                                                                  opp, "both seats" if opp == a.level else "seat 0",
                                                                  ndeals, secs))
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
