"""Games between two `normal` players, for tests that need positions from real play."""

from engine import games, players


def normal_play(name, seed):
    """A game of `name` (number `seed`) between normal players: the game before each move, while cards are played
    (a generator: the caller may stop at any position, and the game stays there); Spades' draw and bids are made
    first."""
    g = games.new_game(name, seed=seed)
    n = 0
    while g.phase in ("draw", "bid"):  # Spades' draw and bids come before the cards
        n += 1
        g.move(players.choose(g.seat(g.to_move), "normal", seed * 100 + n))
    while g.phase == "play":
        n += 1
        yield g
        g.move(players.choose(g.seat(g.to_move), "normal", seed * 100 + n))
