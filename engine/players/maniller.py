"""Card play for Maniller (hidden cards: layouts of them drawn and searched)."""

from engine.search.belief import Belief, trick_players, voids_from, played_low
from engine.core.cards import deck_of
from engine.rules.maniller import LAST_TRICK, MANILLED
from engine.search.play import search_play
from engine.core.rng import Rng
from engine.search.alphabeta import Rules


# layouts drawn by level, BUDGET's nodes spread over them: many shallow searches of the hidden cards beat a few
# deep ones (tools/arena.py, 1000 duplicate deals, normal's 900 nodes: 12 layouts won 57.7% of deals against 4, 8
# won 55.3% against 4, 16 won 52.9% against 12 at 7% more time, 32 won 47.5% against 16; hard's 2700 nodes in 8
# layouts won 46.0% against normal's 12, in 24 48.5%, in 36 53.4%; 30 fit its time)
LAYOUTS = {"normal": 12, "hard": 30}
# hard by the cards in its hand: from 5 down layouts solved exactly while the nodes last (engine.search.solve_play: 30
# layouts cut short at 6 cards or fewer, the exact tries mostly failed, leaving depth 1); 6 and 7: 15 layouts
# searched deeper; 8 to 10: 40 shallow ones. Against normal, 1000 duplicate deals: 56.6% of deals, +1.19 points
# a deal with 50 at 8 to 10 (30 throughout: 49.2%, +0.08; the endgame and 15 alone: 53.2%, +0.74); 400 games:
# 66.5% won with 50, 65.8% with 40, whose p95 is 2.81 device-seconds (50: 3.08, over hard's 3.0)
HARD = b"\x1e\x1e\x1e\x1e\x1e\x1e\x0f\x0f\x28\x28\x28"
SOLVE = 5
# the estimate's table (maniller_estimate: a weight for each suit's pattern of who holds its cards,
# and one for the cards left), learned by tools/fit_estimate.py from 32,000 positions of 4000 hard games, each
# solved exactly: off by 2.63 points (rms) on 8000 held out, where the plain estimate is off by 4.60. Against the
# same level without it, 1000 duplicate deals: normal +1.12 +- 0.28 points a deal (55.2% of deals), hard
# +0.69 +- 0.26 (53.8%)
EST = (
    b'\x80\x87\x90\x88\x99\xa1l\x8b\x9a\xa8t\x9cu\xa0a\x87\x9f\xabz\xaby\xa8v\x95{\x9e^\x97^\x98`\x84'
    b'\xa3\xb2{\xb2z\xaf}\xa3}\xa0g\xa6d\x9er\x92{\xa1f\xa6d\x9fq\x92d\x91V\x90W\x93]\x81'
    b'\xa9\xbb|\xb6x\xb1\x7f\xb3x\xa7m\xafh\xab\x7f\x9eu\xa1k\xa9h\xa8m\xa0g\xa1_\xa4a\x94k\x8a'
    b'\x80\xa6g\xa3e\xa3f\x9ff\x9aX\x9fX\x96m\x8dg\x90W\x9eR\x91l\x8bQ\x8aH\x87O\x94Y\x83'
    b'\x80\xb9\x80\xbdy\xa5\x84\xbfh\x99u\xabo\xbb\x86\xb4\x80\xa9_\xaeo\xbco\xa8\x80\x9dh\x9bj\xa0y\x9d'
    b'\x80\xaeu\x99p\xa5o\x9ej\x9db\xa8T\xa4y\x95u\x91S\xa7X\xa4e\x95W\x99[\x91q\x89m~'
    b'j\x93v\x92j\xa5k\xaff\x9dZ\xa0W\xa7|\x8a_\x97^\x97Z\xaab\x98S\x92T\x93S}c~'
    b'~\x99j\xa3W\x96b\x91V\x99X\x99R\x8bp\x86R\x82I\x99R\x85gxNuJ\x88K\x8dDy'
    b'\x80\x80v\x80\x80\x80\x80\xc5s\x80\x80\x9f\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\xbdn\x9f\x80\xa3\x80\x95'
    b'\x80\x80\x80\x80~\x80\x80\x80n\x80\x80\x80\x80\x80{\x93\x80\x80\x80\x80\x80\xa9^\x80\x80\x80s\x80\x80\x8dq\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x9c\x80\x85\x80\x80\x80\x80\x80\x80\x80\x80\x80\x99d\x80\x80\x80\x80\x80z\x80'
    b't\x86\x80\x80\x80\x96b\x80\x80\x80Z\x80\x80\x98\x80\x80\x80\x8fc\x80\x80\x80g\x80\x80\x80w\x80\x80\x8f\x80\x80'
    b'\x80\x80f\x80\x80\x80\x80\x80\x80\x80e\x80\x80\x80\x80\x80e\x80\x80\x80\x80\xab\x80\x80e\x82g\x80b\x92}\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\xaal\x80\x80\x80e\x8a\x80\x8b\x80\x80'
    b'\x80\x82\x80\x9b\x80\x80\x80\x80\x80\x9b\x80\x80W\x80~\x80\x80\x80\x80\x80\x80\x80\x80\x84\x80\x80]\x80Q\x80\x80\x80'
    b'\x80\x80\x80\x80N\x80\x80\x8cd\x80\x80\x80d\x80\x80\x80\x80\x8a[\x80w\x80\x80\x80\x80\x80d\x87\x80\x80\x80\x80'
    b'\x80\x80|\x7f\x85\x8c\x94\x9d\xa8\xb4\x80'
)
# levels whose belief reads the other's cards played second (engine.search.belief.played_low): hard with them
# against hard without, 1000 duplicate deals, won 52.4% of deals (CI 50.2-54.6%), +0.31 +- 0.22 points a deal;
# normal with them against normal without 50.8% (CI 48.6-53.0%), -0.02 +- 0.25: left without
READS = {"hard": True}


def maniller_estimate(self):
    """Value of the search's trick-start position (Rules.est) from EST, learned on exact solves: for the player on
    lead, twice its tricks still to come plus 5 if it wins the last trick, less 5 if not, as the sum of an entry
    for each suit's pattern (who holds its cards, lowest first) and one for the cards left; in eighths, stored
    + 128 (final[] two points a trick; being manilled is left to the search)."""
    H = self.H
    ld = self.leader * 4
    od = 4 - ld
    left = self.n[self.leader]
    est = EST
    y = est[512 + left] - 128
    for s in (0, 1, 2, 3):
        m = H[ld + s]
        both = m | H[od + s]
        pid = 1
        while both:
            b = both & -both
            both ^= b
            pid = pid + pid + (1 if m & b else 0)
        y += est[pid] - 128
    if self.me != self.leader:
        y = 16 * left - y
    return self.acc + self.r.final[1] + 2 * (self.tme - 1) + (y + 4) // 8


def maniller_final(n, tme_now):
    """My score minus the other's by my final trick count (engine.rules.maniller's: a point a trick, MANILLED for none;
    the last-trick bonus is the search's `last`)."""
    out = []
    for t in range(n + 1):
        mine = t if t else MANILLED
        other = n - t if n - t else MANILLED
        out.append(mine - other)
    return out


def maniller_position(view, lead, tme, reads=False, est=None):
    """(my cards, what I know of the others, the search's rules: the deal's score, `est` its estimate) of a
    Maniller card decision; with `reads`, the belief also reads the other's cards played second (played_low)."""
    mine = view["hand"]
    played = view["played"]
    first = 1 - view["dealer"]
    seen = mine + played + ([lead] if lead >= 0 else [])
    voids = voids_from(trick_players(played, first, None), view["player"] ^ 1)
    barred = played_low(trick_players(played, first, None), view["player"] ^ 1) if reads else None
    belief = Belief(deck_of(range(7, 15)), seen, view["opponent_cards"], voids, barred)
    return mine, belief, Rules(final=maniller_final(10, tme), last=LAST_TRICK, est=est)


def choose_maniller(view, level, seed):
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
    mine, belief, rules = maniller_position(view, lead, tme, READS.get(level, False), maniller_estimate)
    m = None
    if hard and len(mine) <= SOLVE and len(legal) > 1:
        from engine.search.solve_play import solve_play  # loaded by hard's first endgame
        m = solve_play(level, rng, rules, mine, me, leader, lead, tme, legal, belief, HARD[len(mine)])
    if m is None:
        m = search_play(level, rng, rules, mine, me, leader, lead, tme, legal, belief=belief,
                        samples=HARD[len(mine)] if hard else LAYOUTS.get(level, 0))
    if m is not None:
        return m
    from engine.players.greedy import greedy_card  # not loaded unless needed
    return greedy_card(legal, lead, -1)
