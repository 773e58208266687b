"""Two-handed Pinochle's phase 2 (stock empty: every unseen card is in the other hand, as the view's `played`
tells): searched with both hands known, solved to the end from a few cards a hand (P2), before that as deep as
the level's nodes allow (a whole phase 2 is far out of their reach), a position searched no further valued by a
table learned on exact solves where one was learned for the counting (engine.players.pinochle_estimate), else by
sure tricks and half the rest of the points. The search's cards are numbered here (LEVEL, internal, external). A
module of its own, loaded by the first decision that needs it (phase 2, or hard's last phase-1 trick: its ending
values phase 2's start by the same rules): phase 1 keeps none of it in the heap. How exact its play is:
docs/players.md.
"""

from engine.rules.pinochle import POWER, LAST_TRICK, COUNTERS
from engine.players import BUDGET
from engine.search.alphabeta import searcher, Rules, EXACT

# phase 2, by level: the share (%) of BUDGET's nodes searched (its nodes cost more, bench_players.py); the cards a
# hand from which it solves to the end of the deal, within SOLVE times those nodes; and the cards a hand from which
# that solve has no node limit (every such decision is an exact best play)
P2 = {"normal": (60, 6, 6), "hard": (80, 7, 6)}
SOLVE = 2
NO_LIMIT = 1 << 29   # nodes: a solve never stopped (a small int on the device)
# phase 2's search values a position it searches no further by a table learned for this counting
# (engine.players.pinochle_estimate), under the others by sure tricks and half the rest
LEARNED = "11-10-4-3-2"
# the must_win option -> the search's rule of a card played second (engine.search.run.Rules.must)
MUST = {"always": 1, "trumps": 2}
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
    return hands, ilead, phase2_rules(view, learned)


def phase2_rules(view, learned=True):
    """The search's rules for phase 2 (engine.search.alphabeta.Rules) under the view's options: its counting (the
    view's counters) and must_win (MUST); with `learned`, a position searched no further valued by the table learned
    for the counting where there is one (LEARNED), else by sure tricks and half the rest (the deals it was learned
    from were played so: tools/fit_estimate.py). The same object every decision, set anew, so that nothing is
    allocated mid-decision."""
    counters = view["counters"]
    learned = learned and tuple(counters) == COUNTERS[LEARNED]  # (a view read from JSON has a list)
    if _RULES and _RULES[0].counters == counters and (_RULES[0].est is not None) == learned:
        rules = _RULES[0]
    else:
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
    rules.must = MUST[view["options"]["must_win"]]
    return rules


def phase2_card(view, legal, level, bits, learned=True):
    """The card of a phase-2 decision at `level` (its search table of 2**bits entries) by a search with both hands
    known, the other holding every card not seen; -1 if the search found none."""
    me = view["player"]
    hands, ilead, rules = phase2_position(view, learned)
    share, exact_at, sure_at = P2[level]
    nodes = BUDGET[level][0] * share // 100
    s = searcher(rules, bits)
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
        return -1
    c = external(m)
    for x in legal:
        if x & 63 == c:
            return x
    return legal[0]


_RULES = []  # phase 2's Rules (engine.search.alphabeta), kept from one decision to the next
