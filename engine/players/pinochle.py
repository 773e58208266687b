"""Two-handed Pinochle: melds (the biggest first), the draw choice, phase-1 play by each card's value
(engine.players.pinochle_phase1; easy: greedy; the last trick and the draw choice by how the deal may end,
engine.players.pinochle_last, but normal's lead), and phase 2 (stock empty: every unseen card is in the other
hand, as the view's `played` tells) searched with both hands known: solved to the end from 6 cards a hand with no
node limit, at 7 (hard) within twice its nodes, before that as deep as the level's nodes allow (an exact solve
from 12 cards a hand takes 10**5 to 10**7 nodes of this search, 100 to 10,000 device-seconds: out of reach), a
position searched no further valued by a table learned on exact solves (engine.players.pinochle_estimate; under
the countings it was not learned for, by sure tricks and half the rest of the points). A
solve from 6 cards took at most 10,821 nodes in 266 solves of 150 deals, p95 3,468. Measured with
tools/exact_check.py --deals 1000 (with the learned estimate): the phase-2 card is an exact best play in every
decision from 6 cards a hand or fewer at both levels; from 12 down to 7 cards in 92.4, 88.6, 90.1, 90.9, 91.3,
94.9% of hard's decisions with a choice (95.3% of all) and in 89.6, 86.8, 86.4, 86.8, 88.7, 89.9% of normal's
(93.4% of all).

Needs from the view: `played` (all cards of the deal's completed tricks) and `counters` (the counting option's
card points). The must_win option is not in the view: the default is assumed (see the report on issue 4) unless
the legal moves show the other rule.
"""

from engine.rules.pinochle import POWER, LAST_TRICK, COUNTERS
from engine.players.greedy import greedy_card
from engine.players import BUDGET
from engine.core.moves import TAKE_TRUMP, MELD
from engine.core.rng import Rng

# phase 2, by level: the share (%) of BUDGET's nodes searched (its nodes cost more, bench_players.py); the cards a
# hand from which it solves to the end of the deal, within SOLVE times those nodes; and the cards a hand from which
# that solve has no node limit (every such decision is an exact best play)
P2 = {"normal": (60, 6, 6), "hard": (80, 7, 6)}
SOLVE = 2
NO_LIMIT = 1 << 29   # nodes: a solve never stopped (a small int on the device)
# the search table's size (2**bits entries), by level: smaller than BUDGET's, for whole games in the engine's 56K
# on the CircuitPython core (engine.players.allocate_work allocates it as the game opens); phase 2's positions are
# few, and its exact play did not change. Normal's was 2**7 until its phase 1 counted half a card's strength: its
# whole games through the referee then needed 57K (tests/test_referee.py), 56K with 2**6
TT_BITS = {"normal": 6, "hard": 6}
# phase 2's search values a position it searches no further by a table learned for this counting
# (engine.players.pinochle_estimate), under the others by sure tricks and half the rest
LEARNED = "11-10-4-3-2"
# phase 1 valued card by card (engine.players.pinochle_phase1), by level: the % at which a card's strength kept for
# phase 2 counts. Normal at 0, 25, 50 and 100: the reference won 55.9, 52.8, 50.3 and 51.2% of 1000 duplicate
# deals against it, and hard 66.9% of 1600, 60.9, 61.2 and 59.9% of 800 games (docs/players.md)
P1_STRENGTH = {"normal": 50, "hard": 100, "reference": 100}
# the levels that play phase 1's last trick, and choose between its two cards, by how the deal may end
# (engine.players.pinochle_last). Normal following it so and choosing so (leading it by its card values) scored
# 45.6% of 1,000 duplicate deals against the reference (44.1% without; both with no strength in phase 1), but its
# whole games through the referee then needed 58K of the 56K (docs/players.md)
ENDING = ("hard",)


def best_meld(view):
    """The legal meld that scores most (the first of equals), or -1: the rules' points (the view's meld_values)."""
    legal = view["legal"]
    values = view["meld_values"]
    best = -1
    for i in range(len(legal)):
        if legal[i] >= MELD and (best < 0 or values[i] > values[best]):
            best = i
    return legal[best] if best >= 0 else -1


def greedy_pinochle(view):
    """The arena's baseline: the biggest meld, take the trump card, win tricks cheaply else throw the lowest."""
    legal = view["legal"]
    trump = view["trump"]
    m = best_meld(view)
    if m >= 0:
        return m
    if TAKE_TRUMP in legal:
        return TAKE_TRUMP
    trick = view["trick"]
    lead = trick[0] if trick else -1
    cards = [c & 63 for c in legal]
    pts = [0] * 15  # by rank
    pts[9:] = view["counters"]
    c = greedy_card(cards, lead, trump, POWER, pts)
    for x in legal:
        if x & 63 == c:
            return x
    return legal[0]


LEVEL = [0] * 15  # by rank: the search's level of a card's first copy (its second is one above)
for _r in range(9, 15):
    LEVEL[_r] = POWER[_r] * 2


def internal(cards):
    """Pinochle cards -> search cards: level = power * 2 + copy (two copies on adjacent levels, 2 to 13)."""
    seen = bytearray(64)  # copies of each card numbered so far (no dict: a small heap splits less)
    out = [0] * len(cards)
    for i in range(len(cards)):
        c = cards[i]
        k = seen[c]
        seen[c] = k + 1
        out[i] = (c & 0x30) + LEVEL[c & 15] + k
    return out


def external(ic):
    lv = ic & 15
    p = (lv - 2) // 2 + 1
    for r in (9, 10, 11, 12, 13, 14):
        if POWER[r] == p:
            return (ic & 0x30) + r
    return -1


def phase2_position(view, learned=True):
    """(both hands and the card led, as search cards; the search's rules: phase2_rules) of a phase-2 card decision:
    the other holds every card not seen."""
    me = view["player"]
    mine = view["hand"] + view["melds"][me]
    trick = view["trick"]
    lead = trick[0] if trick else -1
    # the other's cards: the copies not seen (in card order), counted in 64 bytes (no list of the deck: the
    # device's heap is in small pieces by now)
    left = bytearray(64)
    for c in range(64):
        if c & 15 >= 9 and c & 15 <= 14:
            left[c] = 2
    for c in mine:
        left[c] -= 1
    for c in view["played"]:
        left[c] -= 1
    k = 1 if lead >= 0 else 0
    if k:
        left[lead] -= 1
    # one numbering of copies for every card in play: the trick's card first, then mine, then the other's
    allc = [lead] * (k + len(mine) + sum(left))
    i = k
    for c in mine:
        allc[i] = c
        i += 1
    for c in range(64):
        for _ in range(left[c]):
            allc[i] = c
            i += 1
    ic = internal(allc)
    ilead = ic[0] if lead >= 0 else -1
    hands = [None, None]
    hands[me] = ic[k:k + len(mine)]
    hands[1 - me] = ic[k + len(mine):]
    must = 1
    trump = view["trump"]
    if lead >= 0 and lead >> 4 != trump:
        # the legal moves show the rule when a lower card of the led suit is allowed beside a higher one
        same = [m & 63 for m in view["legal"] if (m & 63) >> 4 == lead >> 4]
        if same and min(POWER[c & 15] for c in same) < POWER[lead & 15] < max(POWER[c & 15] for c in same):
            must = 2
    return hands, ilead, phase2_rules(view, must, learned)


def phase2_rules(view, must, learned=True):
    """The search's rules for phase 2 (engine.search.alphabeta.Rules): the view's counting (its counters) and `must`
    (Rules.must); with `learned`, a position searched no further valued by the table learned
    for the counting where there is one (LEARNED), else by sure tricks and half the rest (the deals it was learned
    from were played so: tools/fit_estimate.py). The same object every decision, set anew, so that nothing is
    allocated mid-decision."""
    counters = view["counters"]
    learned = learned and tuple(counters) == COUNTERS[LEARNED]  # (a view read from JSON has a list)
    if _RULES and _RULES[0].counters == counters and (_RULES[0].est is not None) == learned:
        rules = _RULES[0]
    else:
        from engine.search.run import Rules
        pts = [0] * 16  # by search level: the counters of the card at that level
        for lv in range(2, 14):
            pts[lv] = counters[external(lv) - 9]
        est = table = None
        if learned:
            from engine.search.top_estimate import top_estimate as est
            from engine.players.pinochle_estimate import EST as table
        rules = Rules(pts=pts, last=LAST_TRICK, sh=1, est=est, table=table)
        rules.counters = counters
        _RULES[:] = [rules]
    rules.trump = view["trump"]
    rules.must = must
    return rules


def phase2_card(view, legal, level, learned=True):
    """Exact search with both hands known: the other holds every card not seen."""
    from engine.search.alphabeta import searcher, EXACT
    me = view["player"]
    hands, ilead, rules = phase2_position(view, learned)
    share, exact_at, sure_at = P2[level]
    nodes = BUDGET[level][0] * share // 100
    s = searcher(rules, TT_BITS[level])
    s.setup(hands, me, view["leader"], ilead, 0)
    m = -1
    n = len(hands[me])
    if n <= sure_at:
        m = s.best(EXACT, NO_LIMIT)
    elif n <= exact_at:
        m = s.best(EXACT, nodes * SOLVE)
        s.aborted = False
        nodes //= 2  # if not: a shallower search, with what the table learned
    if m < 0:  # the deepest search that fits, a trick deeper at a time (the last one exact)
        start = s.nodes
        d = 1
        while True:
            dd = EXACT if d >= s.tricks_left else d
            x = s.best(dd, start + nodes)
            s.aborted = False
            if x < 0:
                break
            m = x
            if dd == EXACT:
                break
            d += 1
    if m < 0:  # never seen: a trick deeper fits any level's nodes
        return greedy_pinochle(view)
    c = external(m)
    for x in legal:
        if x & 63 == c:
            return x
    return legal[0]


_RULES = []  # phase 2's Rules (engine.search.alphabeta), kept from one decision to the next


def choose_pinochle(view, level, seed, learned=True):
    """Pinochle's move; `learned` False values phase 2's positions searched no further by sure tricks and half the
    rest, not by the learned table (as the deals it was learned from were played: tools/fit_estimate.py)."""
    rng = Rng(seed)
    legal = view["legal"]
    if len(legal) == 1:
        return legal[0]
    trump = view["trump"]
    me = view["player"]
    if level == "easy" and rng.below(100) < 20:
        return legal[rng.below(len(legal))]
    if view["stock"] == 0 and level != "easy" and TAKE_TRUMP not in legal and best_meld(view) < 0:
        return phase2_card(view, legal, level, learned)
    # phase 1: the biggest meld, the trump card, then each card valued (engine.players.pinochle_phase1); the last
    # trick and the choice of its two cards by how the deal may end (engine.players.pinochle_last)
    if level in ENDING and best_meld(view) < 0 and (TAKE_TRUMP in legal or view["stock"] == 2):
        rules = phase2_rules(view, 1, learned)
        from engine.players.pinochle_last import last_card, take_choice
        return take_choice(view, rules, LEVEL) if TAKE_TRUMP in legal else last_card(view, legal, rules, LEVEL)
    if level in P1_STRENGTH and TAKE_TRUMP not in legal and best_meld(view) < 0:
        from engine.players.pinochle_phase1 import choose_p1
        return choose_p1(view, legal, trump, me, P1_STRENGTH[level])
    return greedy_pinochle(view)


