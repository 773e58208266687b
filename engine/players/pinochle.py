"""Two-handed Pinochle: melds (the biggest first), the draw choice, phase-1 play by each card's value
(engine.players.pinochle_phase1; easy: greedy; the last trick and the draw choice by how the deal may end,
engine.players.pinochle_last, but normal's lead), and phase 2 searched with both hands known
(engine.players.pinochle_phase2).

Needs from the view: `played` (all cards of the deal's completed tricks), `counters` (the counting option's card
points) and the must_win option.

The target changes no card: phase 2, both hands known, needs no weighing of the deal's ends by who wins the game
(engine.players.double_emperor says why), and weighing the ends of the last phase-1 trick so won no game more
(docs/players.md); the other phase-1 decisions value cards, not the ends of the deal.
"""

from engine.rules.pinochle import POWER
from engine.core.moves import TAKE_TRUMP, MELD
from engine.core.rng import Rng

TABLES = ("engine.players.pinochle_estimate",)   # its learned table: loaded with the player, kept for the game

# phase 2's search table's size (2**bits entries), by level: smaller than BUDGET's, for whole games in the engine's
# 56K on the CircuitPython core (engine.players.allocate_work allocates it as the game opens); phase 2's positions
# are few, and its exact play did not change with it (docs/players.md)
TT_BITS = {"normal": 6, "hard": 6}
# phase 1 valued card by card (engine.players.pinochle_phase1), by level: the % at which a card's strength kept for
# phase 2 counts. Normal's half keeps it near the reference and apart from hard (docs/players.md)
P1_STRENGTH = {"normal": 50, "hard": 100, "reference": 100}
# the levels that play phase 1's last trick, and choose between its two cards, by how the deal may end
# (engine.players.pinochle_last): not normal, whose whole games through the referee would not fit the engine's 56K
# with that module beside phase 2's search (docs/players.md)
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
    from engine.players.greedy import greedy_card  # loaded for easy, else only if nothing else chose
    c = greedy_card(cards, lead, trump, POWER, pts)
    for x in legal:
        if x & 63 == c:
            return x
    return legal[0]


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
        from engine.players.pinochle_phase2 import phase2_card
        m = phase2_card(view, legal, level, TT_BITS[level], learned)
        return m if m >= 0 else greedy_pinochle(view)
    # phase 1: the biggest meld, the trump card, then each card valued (engine.players.pinochle_phase1); the last
    # trick and the choice of its two cards by how the deal may end (engine.players.pinochle_last)
    if level in ENDING and best_meld(view) < 0 and (TAKE_TRUMP in legal or view["stock"] == 2):
        from engine.players.pinochle_phase2 import phase2_rules
        rules = phase2_rules(view, learned)
        from engine.players.pinochle_last import last_card, take_choice
        return take_choice(view, rules) if TAKE_TRUMP in legal else last_card(view, legal, rules)
    if level in P1_STRENGTH and TAKE_TRUMP not in legal and best_meld(view) < 0:
        from engine.players.pinochle_phase1 import choose_p1
        return choose_p1(view, legal, trump, me, P1_STRENGTH[level])
    return greedy_pinochle(view)


