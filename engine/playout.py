"""Random legal play, for playout tests, the bench and the MicroPython lane.

Spades bids are not random: random bids lose points every deal and a game would never reach its target.
The playout bids its spades plus its other aces and kings (at least 1), which ends games in about ten deals.
"""

from engine import games
from engine.core.rng import Rng
from engine.core.trickgame import BID, DEAL_OVER, GAME_OVER


def rough_bid(hand):
    n = 0
    for c in hand:
        if c >> 4 == 0 or (c & 15) >= 13:
            n += 1
    return BID + max(1, min(13, n))


def random_move(game, rng):
    legal = game.legal()
    if game.phase == "bid":
        return rough_bid(game.hands[game.to_move])
    return legal[rng.below(len(legal))]


def play_deal(game, rng):
    """Play the current deal to its end with random legal moves; returns the number of moves."""
    n = 0
    while game.phase != DEAL_OVER and game.phase != GAME_OVER:
        game.move(random_move(game, rng))
        n += 1
    return n


def random_game(name, seed, options=None, max_deals=200):
    """A complete game of random legal moves from `seed` (ValueError if it runs past max_deals)."""
    game = games.new_game(name, options, 1, seed)
    rng = Rng(seed + 1)
    while True:
        play_deal(game, rng)
        if game.phase == GAME_OVER:
            return game
        if game.deal >= max_deals:
            raise ValueError("no winner after %d deals" % max_deals)
        game.next_deal()
