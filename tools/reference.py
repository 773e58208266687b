"""The `reference` computer player: the yardstick the device's levels are measured against (desktop only: tools/
is never deployed and the device's menus offer easy, normal and hard; the desktop's tools offer this level
through engine.players with register()).

It is the standard strong player of trick-taking games, perfect-information Monte Carlo with exact solves, with
no budget of work: every solve goes to the end of the deal, however many nodes it takes.
- Card play with hidden cards (Maniller, Spades): LAYOUTS layouts of the unseen cards, drawn consistently with the
  seat's view by the device players' own beliefs (cards seen, hand sizes, the suits the opponent has shown void
  in; in Spades also a spade led before they were broken, and the draw's weights: spades and honours likelier in
  the other hand, as a seat drawing for tricks keeps them). Each is solved exactly by the engine's search
  (engine.search.alphabeta: alpha-beta with its table and move order, no node limit) for the deal's score difference as
  RULES.md counts it: Maniller a point a trick, 5 for the last, -5 if manilled; Spades the bids made or set, Nil,
  overtricks and the 100 lost when this deal's bags reach ten (engine.rules.spades's own scoring). The card whose class
  has the best total over the layouts is played.
- Every card known (Double Emperor; Pinochle's phase 2, where the other holds every card not seen): one exact
  solve. Double Emperor's solve maximises card points: its round score (the winner adds their points) rises with
  them, so the same cards are best for both.
- Everything else is hard's (the best logic the engine had when the reference was fixed): Spades' draw (keeping
  side queens, engine.players.spades_nil at level "reference": hard's before it gave them up), Pinochle's
  melds, its last-two choice and its phase-1 cards (engine.players.pinochle at level "reference": hard's phase 1
  before it played the last trick by how the deal may end, engine.players.pinochle_last); and the Spades bid of
  engine.players.spades_bid at its `reference` sampling (96 hands).
  Pinochle's phase 1 is not sampled: a layout there is the other hand and the stock's order, each card would be
  played to the stock's end and phase 2 then solved, and a decision would cost 40 layouts times its cards times a
  12-card solve (1 to 10 s each here): many minutes; and the view does not say which meld classes each table card
  has been in, which the melds still to come depend on.
"""

from engine import players
from engine.core.moves import PLAY, TAKE_TRUMP
from engine.core.rng import Rng
from engine.search.alphabeta import Search, EXACT
from engine.search.play import add_values, best_total
from engine.search.run import arrays

LAYOUTS = 40  # layouts of the hidden cards a card decision solves (the issue: at least 40)
NO_LIMIT = 10 ** 15  # nodes: a solve always finishes
_ARRAYS = {}  # table bits -> this module's own work arrays for the search (the device's are engine.search.run.work's)


def solver(rules, cards, search=Search):
    """The engine's search (or DESearch) for `rules` with a desktop-sized table for `cards` cards a hand: 2**18
    entries from 9 cards (a 13-card Spades solve takes 1/3 to 1/2 of the nodes it takes with 2**15, a 12-card
    Pinochle one 1/2 to 1/3, a 10-card Maniller one as many), 2**15 below (setup clears it, 1 ms per 2**15)."""
    bits = 18 if cards > 8 else 15
    s = search(rules, 2)  # (its own arrays: the smallest set of the device's)
    w = _ARRAYS.get(bits)
    if w is None:
        w = _ARRAYS[bits] = arrays(bits)
    s.use(w)
    return s


def hidden_position(view):
    """(rules, my cards, leader, card led or -1, my tricks, spades broken, belief of the unseen cards) of a Maniller
    or Spades card decision; the rules' value is my deal score less the other's."""
    me = view["player"]
    trick = view["trick"]
    lead = trick[0] if trick else -1
    tme = view["tricks"][me]
    if view["game"] == "spades":
        from engine.players.spades import DrawnBelief, spades_rules
        belief = DrawnBelief(view, lead)
        rules = spades_rules(view, learned=False, bag_cost=0)  # (an exact solve estimates nothing)
        return rules, belief.mine, view["leader"], lead, tme, belief.broken, belief
    from engine.players.maniller import maniller_position
    mine, belief, rules = maniller_position(view, lead)
    return rules, mine, view["leader"], lead, tme, False, belief


def layout_values(s, pos, me, opp, legal):
    """{legal card: its exact value} in position `pos` (hidden_position) when the other holds `opp`, solved by
    search `s` (solver): each class of the mover's equivalent cards searched to the end of the deal (in a deal that
    may end the game, weighed by who wins it: Rules.worth)."""
    rules, mine, leader, lead, tme, broken, _ = pos
    hands = [None, None]
    hands[me] = mine
    hands[1 - me] = opp
    s.setup(hands, me, leader, lead, tme, broken)
    out = {}
    for c in legal:
        out[c] = 0
    add_values(out, legal, s.values(EXACT, NO_LIMIT), rules.worth)
    return out


def sampled_card(view, rng, legal):
    """The legal card of the best total value over LAYOUTS layouts of the unseen cards, each solved exactly."""
    pos = hidden_position(view)
    me = view["player"]
    s = solver(pos[0], len(pos[1]))
    total = {}
    for c in legal:
        total[c] = 0
    for _ in range(LAYOUTS):
        vals = layout_values(s, pos, me, pos[6].sample(rng), legal)
        for c in legal:
            total[c] += vals[c]
    return best_total(legal, total)


def double_emperor_card(view):
    """Both hands are known: one solve to the end for the card points (engine.players.double_emperor_search's DESearch)."""
    from engine.players.double_emperor_search import DESearch, _RULES
    me = view["player"]
    hands = [None, None]
    hands[me] = view["hand"]
    hands[1 - me] = view["opponent_hand"]
    trick = view["trick"]
    s = solver(_RULES, len(hands[me]), DESearch)
    s.setup(hands, me, view["leader"], trick[0] if trick else -1, 0)
    return s.best(EXACT, NO_LIMIT)


def pinochle_move(view, seed):
    """Phase 2's cards by one exact solve (the other holds every card not seen); the rest as hard plays it."""
    from engine.players.pinochle import choose_pinochle, best_meld
    from engine.players.pinochle_phase2 import phase2_position, external
    legal = view["legal"]
    if len(legal) == 1 or view["stock"] or TAKE_TRUMP in legal or best_meld(view) >= 0:
        return choose_pinochle(view, "reference", seed)
    me = view["player"]
    hands, ilead, rules = phase2_position(view)
    s = solver(rules, len(hands[me]))
    s.setup(hands, me, view["leader"], ilead, 0)
    c = external(s.best(EXACT, NO_LIMIT))
    for x in legal:
        if x & 63 == c:
            return x


def choose(view, level, seed):
    """The reference's move for the seat of `view` (`level` is "reference"; the same view and seed, the same move)."""
    game = view["game"]
    if game == "pinochle":
        return pinochle_move(view, seed)
    if game == "spades" and view["phase"] != PLAY:
        from engine.players.spades import choose_spades
        return choose_spades(view, "reference", seed)
    legal = view["legal"]
    if len(legal) == 1:
        return legal[0]
    if game == "double_emperor":
        return double_emperor_card(view)
    return sampled_card(view, Rng(seed), legal)


def register():
    """Offer this player as engine.players' level `reference` (the arena, the terminal table and the referee on
    CPython call this as they start)."""
    players.add_level("reference", choose)
