"""Card play for the plain-trick games: Double Emperor (perfect information) and Maniller (hidden cards)."""

from engine.belief import Belief, cards_of, trick_players, voids_from
from engine.cards import deck_of
from engine.players import legal_moves
from engine.players_greedy import greedy_card
from engine.search_play import search_play
from engine.rng import Rng
from engine.search import Rules

DE_POINTS = [0] * 10 + [10, 1, 2, 3, 4, 0]  # indexed by rank: 10 scores 10, J 1, Q 2, K 3, A 4


def trick_state(view):
    """(leader, lead card or -1, my tricks) of the view's current trick."""
    trick = view["trick"]
    lead = cards_of(trick)[0] if trick else -1
    return view["leader"], lead, view["tricks"][view["player"]]


def easy_card(rng, legal, lead, trump, pts=None):
    """Easy: mostly greedy, sometimes any legal card."""
    if rng.below(100) < 20:
        return legal[rng.below(len(legal))]
    return greedy_card(legal, lead, trump, None, pts)


def choose_de(view, level, seed):
    rng = Rng(seed)
    legal = legal_moves(view)
    leader, lead, tme = trick_state(view)
    if level == "easy":
        return easy_card(rng, legal, lead, -1, DE_POINTS)
    rules = Rules(pts=DE_POINTS)
    me = view["player"]
    m = search_play(level, rng, rules, cards_of(view["hand"]), me, leader, lead, tme, legal,
                    opp=cards_of(view["opponent_hand"]), scale=85)
    return m if m is not None else greedy_card(legal, lead, -1, None, DE_POINTS)


def maniller_final(n, tme_now):
    """My score minus the other's by my final trick count (the last-trick bonus is the search's `last`)."""
    out = []
    for t in range(n + 1):
        mine = t if t else -5
        other = n - t if n - t else -5
        out.append(mine - other)
    return out


def choose_maniller(view, level, seed):
    rng = Rng(seed)
    legal = legal_moves(view)
    leader, lead, tme = trick_state(view)
    if level == "easy":
        return easy_card(rng, legal, lead, -1)
    me = view["player"]
    mine = cards_of(view["hand"])
    played = cards_of(view["played"])
    tricks = trick_players(played, 1 - view["dealer"], None)
    seen = mine + played + ([lead] if lead >= 0 else [])
    voids = voids_from(tricks, 1 - me)
    belief = Belief(deck_of(range(7, 15)), seen, view["opponent_cards"], voids)
    rules = Rules(final=maniller_final(10, tme), last=5)
    m = search_play(level, rng, rules, mine, me, leader, lead, tme, legal, belief=belief)
    return m if m is not None else greedy_card(legal, lead, -1)
