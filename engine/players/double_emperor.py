"""Card play for Double Emperor (perfect information: searched as it stands, by engine.players.double_emperor_search at
normal and hard).

The target changes no card: with both hands known, a card that takes the most card points against the other's
best play is also a best card for the game, for more points never lose a game that fewer would win (the search's
best move stays best when its values are reweighed in the same order). Where cards are hidden a deal's ends are
summed over layouts, and there the players weigh them by the game (engine.players.to_target).
"""

from engine.players.double_emperor_search import de_search
from engine.rules.double_emperor import CARD_POINTS
from engine.core.rng import Rng


def choose_de(view, level, seed):
    leader = view["leader"]
    trick = view["trick"]
    lead = trick[0] if trick else -1
    if level == "easy":
        from engine.players.greedy import easy_card  # loaded for easy, else only if a search finds nothing
        return easy_card(Rng(seed), view["legal"], lead, -1, CARD_POINTS)
    if len(view["legal"]) == 1:
        return view["legal"][0]
    me = view["player"]
    hands = [None, None]
    hands[me] = view["hand"]
    hands[1 - me] = view["opponent_hand"]
    m = de_search(level, hands, me, leader, lead)
    if m >= 0:
        return m
    from engine.players.greedy import greedy_card  # not loaded unless needed
    return greedy_card(view["legal"], lead, -1, pts=CARD_POINTS)
