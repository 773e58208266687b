"""Card play for Maniller (hidden cards: layouts of them drawn and searched)."""

from engine.search.play import search_play
from engine.search.belief import Belief, trick_players, voids_from, played_low
from engine.core.cards import deck_of
from engine.rules.maniller import LAST_TRICK, manilled
from engine.core.rng import Rng
from engine.search.alphabeta import Rules
from engine.players import BUDGET, EXACT_AT


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
# the estimate's table (maniller_estimate), learned by tools/fit_estimate.py from 64,000 positions of 8000 hard
# games (played without it), each solved exactly: off by 2.02 points (rms) on the 16,000 held out (1.94 at 8
# cards), where one weight a pattern for the whole deal was off by 2.63 (2.53) and the plain estimate by 4.60.
# One pattern table against the plain estimate, 1000 duplicate deals: normal +1.12 +- 0.28 points a deal, hard
# +0.69 +- 0.26; these weights against that table, 2000: normal +0.42 +- 0.18, hard +0.25 +- 0.17 (a weight a
# pattern at each stage without the pairs: normal +0.15 +- 0.18, hard +0.21 +- 0.17; docs/players.md)
STAGE = (0, 0, 0, 0, 512, 512, 512, 1024, 1024, 1024, 1024)  # where a suit pattern's weights are, by cards a hand
PAIRS = 1536  # a weight for each two suits' summaries (SUMMARY), the lower suit's times 8 plus the higher's
CARDS_LEFT = 1600  # one for each count of cards a hand


def summaries():
    """A suit's summary by its pattern: 0 if no card of it is held, else 1, + 3 if the leader holds its top card,
    + 0, 1 or 2 as the leader holds fewer of it than the other, as many or more."""
    out = bytearray(512)
    for pid in range(2, 512):
        more = 0
        p = pid
        while p > 1:
            more += 1 if p & 1 else -1
            p >>= 1
        out[pid] = 1 + 3 * (pid & 1) + (0 if more < 0 else (1 if more == 0 else 2))
    return out


SUMMARY = summaries()
EST = (
    b'\x80\x81\x9f[\xa5y|v\xae\x84w\x86z\x86i\x93\x80\x81g\x8fh\x81\x80\x96h\x81m\x97m\x97a\x80\x80\x80\x80\x97\x80'
    b'\x89\x7f\x95\x80\x88o\x9ap{w\x80\x80\x89o\x99o{x\x80p{g\x80g\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x99\x80'
    b'\x80\x80\x80\x80\x92\x85\x80\x80\x80\x80\x80\x80\x90}\x80\x80\x90|\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x8e\x80\x80\x80\x84|\x80}\x80\x80\x80\x80\x84{\x80o\x80\x80\x80q\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x84\x9eY\x9em\x8dc\xa0x\x89r\x88s\x84n\xa6}\x85\x84\x86~\x95|\x85u|~{~\x7f|\xb1\x88\x80\x8d\x80'
    b'\x87\x92\x88\x80}x\x8at{\x8c\x8c\x80\x80y\x8bv}\x8e\x8ewop\x90q\x92{\x8f\xad\x92\x80\x90x\x83\x8a\x91v\x85s'
    b'\x8c\x81\x88\x9b\x97t\x82n\x84k\x8a\x86\x8er\x85{\x95}\x80\x80\x80w\x84v{s\x82\x86\x95s\x80u\x93lx\x8b\x81qus'
    b'\x8bp{\x83\x80nse\x80h\x9ff\x9b\x80\x80\x80\x87\x80\x80\x80\x99\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x8e\x80\x95\x80\x80\x80\x80\x80w\x80\x8f\x80\x80l\x80\x80\x80\x80\x80\x80{\x80\x80\x80\x91\x89\x80p'
    b'\x80i\x80tq\x80\x89s\x80\x80\x80\x80\x80\x80\x80\x80\x80o\x80\x80\x8e\x80\x94n\x80\x88\x8c\x80\x80\x80\x80u'
    b'\x80p\x80\x80\x90\x80\x80i\x80\x82\x80l\x80\x80\x80\x80|\x84\x80f\x8a\x80\x80x\x80\x80\x80r\x80\x90\x80nxq'
    b'\x80\x80\x80\x80\x80Z\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x9d\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80\x8d'
    b'\xa4^\xa0l\x99d\x9eq\x93m\x93n\x92j\x9es\x8f{\x8ew\x9fs\x8fl\x8bs\x87s\x90r\xa0w\x89\x85\x88\x80\x99{\x8ar'
    b'\x86~\x81v\x97x\x89r\x85|\x81u\x98y\x81g\x7fw}y\x8fy\xa7}\x86\x88\x81\x82\x94\x8b\x7fu\x82\x88}\x83\xa5\x82'
    b'\x80s\x82\x85~\x81\x91\x83~v\x87\x82\x87w\x96~\x86v\x81}}}\x8e\x82}u\x7f\x81{x\x96\x80}k}\x81zv\x98|yjx|x\x7f'
    b'\x8a\x83\xb5\x88\x83\x89\x80\x84\x93\x97nj{\x8e\x80\x8e\x9f\x96\x80rt\x87{\x8c\x8d\x87\x85~\x85\x83\x87~\x9b'
    b'\x86yy~\x81z\x82\x90\x88x|t\x86{\x7f\x9f\x86\x81ly\x82w}\x86\x84qw}\x84\x81w\x9a~qd\x83zy\x84\x88\x8fx}z\x81{'
    b'\x81\x9f\x82wrv{v\x8a\x85\x88uv~\x88~r\x94}\x80xx~u|\x8c}qsy\x86g}\x90\x85r`v\x85oy\x99zlkn\x80m\x8az\x85\x80'
    b'\x80w\x80\x80\x80\x80\x99t\x80|\x82\x80\x80\x80\x80\x81\x80\x80\x8c\x80\x80\x80\x80\x80\x88\x81\x92\x80\x85'
    b'\x93\x90\x80\x80t\x80\x84\x80\x93\x80v\x80\x80\x89\x80\x80\x8b\x86\x80\x80\x80\x80\x80\x8a}\x80\x80}\x84\x7f~'
    b'\x83\x99\x80\x80\x80\x84\x80}~\x80\x80\x80\x80\x80\x8d\x80}\x98\x80}\x80m\x80\x80\x80\x80\x87mo\x80\x80\x87'
    b'\x80\x88\x80\x7fx\x80\x89\x80\x84}\x80\x80xl\x80\x80\x85\x80{|zs\x80\x80\x80\x80\x80\x80\x80\x7f\x80\x80\x87'
    b'\x80\x80\x80\x80p\x86\x80\x80\x80\x88\x80\x82z\x80\x80\x80\x8dzq\x80u\x80\x80\x8e\x80\x86tw\x81|}\x80\x94\x80'
    b'\x80t\x80\x80\x80\x80\x82\x81\x80\x80\x80\x80\x80\x84\x80\x80\x80\x80y\x80\x80\x8c\x83\x7f\x80\x80u\x81\x80{'
    b'\x80\x85\x80f\x80\x83\x80\x80\x80\x80r\x83\x80\x80m\x87\x9d\x94\x80\x80x\x80\x80\x80\x80\x8bni\x82\x80n\x80'
    b'\x80\x80\x80\x80x\x80o\x86~\x8f~\x80\x80\x8a\x80\x80\x80\x9b\x80uz\x80\x80\x86\x90\x80p\x80s\x88f\x80\x80\x80'
    b'\x7fuz{\x8c\x91\x95\x80uoor\x88\x8a\x88\x80zotp\x86\x8a\x84\x80{rpf\x8d\x90\x88\x80\x8c\x88\x86\x8d\x9e\x9c'
    b'\xa0\x80\x91\x8a\x8a\x90\x9b\x9c\xa2\x80\x95\x89\x84\x87\xa1\xa2\xa7\x80\x80\x80\x80\x80\x80\x80\x80\x80\x80'
    b'\x80\x82~\x83\x86\x89\x87\x8e\x95\x80'
)
# levels whose belief reads the other's cards played second (engine.search.belief.played_low): hard with them
# against hard without, 1000 duplicate deals, won 52.4% of deals (CI 50.2-54.6%), +0.31 +- 0.22 points a deal;
# normal with them against normal without 50.8% (CI 48.6-53.0%), -0.02 +- 0.25: left without
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


def maniller_position(view, lead, reads=False, est=None):
    """(my cards, what I know of the others, the search's rules: the deal's score, `est` its estimate) of a
    Maniller card decision; with `reads`, the belief also reads the other's cards played second (played_low)."""
    mine = view["hand"]
    played = view["played"]
    first = 1 - view["dealer"]
    seen = mine + played + ([lead] if lead >= 0 else [])
    voids = voids_from(trick_players(played, first, None), view["player"] ^ 1)
    barred = played_low(trick_players(played, first, None), view["player"] ^ 1) if reads else None
    belief = Belief(deck_of(range(7, 15)), seen, view["opponent_cards"], voids, barred)
    return mine, belief, Rules(final=maniller_final(10), last=LAST_TRICK, est=est)


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
