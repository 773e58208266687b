"""Card play for Maniller (hidden cards: layouts of them drawn and searched; in a deal that may end the game, to the
target or the last of a number of deals, each layout's value weighed by who wins it: deal_worth)."""

from engine.search.play import search_play
from engine.search.belief import Belief, trick_players, voids_from, played_low
from engine.core.cards import deck_of
from engine.rules.maniller import Maniller, LAST_TRICK, manilled
from engine.core.rng import Rng
from engine.search.alphabeta import Rules
from engine.players import BUDGET, EXACT_AT, game_result, to_target
from engine.players.maniller_estimate import EST, SUMMARY, STAGE, PAIRS, CARDS_LEFT

TABLES = ("engine.players.maniller_estimate",)   # its learned table: loaded with the player, kept for the game


# layouts drawn by level, BUDGET's nodes spread over them: many shallow searches of the hidden cards play better
# than a few deep ones (docs/players.md)
LAYOUTS = {"normal": 12, "hard": 30}
# hard's layouts by the cards in its hand (a byte each, 0 to 10): from SOLVE cards down they are solved exactly
# while the nodes last (engine.search.solve_play: layouts cut short there rarely finished a solve), at 6 and 7 15
# searched deeper, at 8 to 10 40 shallow ones; 40, not more, for hard's time (docs/players.md)
HARD = b"\x1e\x1e\x1e\x1e\x1e\x1e\x0f\x0f\x28\x28\x28"
SOLVE = 5
# levels whose belief reads the other's cards played second (engine.search.belief.played_low): normal gained
# nothing by it (docs/players.md)
READS = {"hard": True}


def maniller_estimate(self):
    """Value of the search's trick-start position (Rules.est) from EST, learned on exact solves: for the player on
    lead, twice its tricks still to come plus 5 if it wins the last trick, less 5 if not, as the sum of an entry
    for each suit's pattern (who holds its cards, lowest first) at this stage of the deal, one for each two suits'
    summaries and one for the cards left; in eighths, stored + 128 (final[] two points a trick; being manilled is
    left to the search)."""
    H = self.H
    ld = self.leader * 4
    od = 4 - ld
    left = self.n[self.leader]
    est = EST
    stage = STAGE[left]
    y = est[CARDS_LEFT + left] - 7 * 128  # the six pairs below are added without taking their 128 off each
    seen = 0  # the suits' summaries so far, 3 bits each
    for s in (0, 1, 2, 3):
        m = H[ld + s]
        both = m | H[od + s]
        pid = 1
        while both:
            b = both & -both
            both ^= b
            pid = pid + pid + (1 if m & b else 0)
        y += est[stage + pid] - 128
        seen = seen * 8 + SUMMARY[pid]
    z1 = seen >> 6 & 7
    z2 = seen >> 3 & 7
    z3 = seen & 7
    a = PAIRS + 8 * (seen >> 9)
    b = PAIRS + 8 * z1
    c = PAIRS + 8 * z2
    y += est[a + z1] + est[a + z2] + est[a + z3] + est[b + z2] + est[b + z3] + est[c + z3]
    if self.me != self.leader:
        y = 16 * left - y
    return self.acc + self.r.final[1] + 2 * (self.tme - 1) + (y + 4) // 8


def maniller_final(n):
    """My deal score minus the other's by my final trick count, of n tricks (engine.rules.maniller's: a point a trick,
    manilled for none; the last trick's bonus is the search's `last`)."""
    out = []
    for t in range(n + 1):
        out.append(t + manilled(t) - (n - t) - manilled(n - t))
    return out


SHUT_OUT = 10 + LAST_TRICK - manilled(0)  # a deal's score, mine less the other's, when one player won every trick


def deal_worth(view):
    """Rules.worth for a deal that may end the game, else None: a layout's value is a whole deal's score, mine less
    the other's, d; the deal's 10 + LAST_TRICK points are shared (a shut-out's are 15 to -5), so d tells each
    player's score, and an end of the deal that ends the game is a win's or a loss's worth (to_target)."""
    share = 10 + LAST_TRICK
    values = []  # by d + SHUT_OUT
    results = []
    for d in range(-SHUT_OUT, SHUT_OUT + 1):
        values.append(d)
        mine = (share + d) // 2 if -SHUT_OUT < d < SHUT_OUT else (share if d > 0 else manilled(0))
        results.append(game_result(view, mine, mine - d, Maniller.ends))
    if not to_target(values, results, view):
        return None

    def worth(d):
        return values[SHUT_OUT + (-SHUT_OUT if d < -SHUT_OUT else SHUT_OUT if d > SHUT_OUT else d)]
    return worth


def maniller_position(view, lead, reads=False, est=None):
    """(my cards, what I know of the others, the search's rules: the deal's score, `est` its estimate, what a deal
    is worth under the game's end) of a Maniller card decision; with `reads`, the belief also reads the other's
    cards played second (played_low)."""
    mine = view["hand"]
    played = view["played"]
    first = 1 - view["dealer"]
    seen = mine + played + ([lead] if lead >= 0 else [])
    voids = voids_from(trick_players(played, first, None), view["player"] ^ 1)
    barred = played_low(trick_players(played, first, None), view["player"] ^ 1) if reads else None
    belief = Belief(deck_of(range(7, 15)), seen, view["opponent_cards"], voids, barred)
    return mine, belief, Rules(final=maniller_final(10), last=LAST_TRICK, est=est, worth=deal_worth(view))


def choose_maniller(view, level, seed, learned=True):
    """Maniller's card; `learned` False values a position searched no further by the plain estimate, not by EST (as
    the games it was learned from were played: tools/fit_estimate.py)."""
    rng = Rng(seed)
    legal = view["legal"]
    leader = view["leader"]
    trick = view["trick"]
    lead = trick[0] if trick else -1
    tme = view["tricks"][view["player"]]
    if level == "easy":
        from engine.players.greedy import easy_card  # loaded for easy, else only if a search finds nothing
        return easy_card(rng, legal, lead, -1)
    me = view["player"]
    hard = level == "hard"
    mine, belief, rules = maniller_position(view, lead, READS.get(level, False),
                                            maniller_estimate if learned else None)
    m = None
    if hard and len(mine) <= SOLVE and len(legal) > 1:
        from engine.search.solve_play import solve_play  # loaded by hard's first endgame
        m = solve_play(BUDGET[level], rng, rules, mine, me, leader, lead, tme, legal, belief, HARD[len(mine)])
    if m is None:
        m = search_play(BUDGET[level], EXACT_AT[level], rng, rules, mine, me, leader, lead, tme, legal, belief,
                        samples=HARD[len(mine)] if hard else LAYOUTS.get(level, 0))
    if m is not None:
        return m
    from engine.players.greedy import greedy_card  # not loaded unless needed
    return greedy_card(legal, lead, -1)
