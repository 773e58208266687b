"""A toy game defined only in the tests, to prove that one registry entry is all a game needs besides its rules:
Sixes, twelve cards (queens, kings and aces), six each, follow suit, no trumps, a point a trick, to the target.

    from engine.rules import registry
    registry.register(toy_game.entry())

Its rules class is this module's (the entry names it as any game's: "toy_game Sixes"); it has no computer player,
so the app offers it in pass and play only.
"""
from engine.core.cards import deck_of, QUEEN, ACE
from engine.rules.plaintricks import PlainTricks
from engine.rules.registry import Game, POSITIVE


class Sixes(PlainTricks):
    NAME = "sixes"
    HAND = 6

    def full_deck(self):
        return deck_of(range(QUEEN, ACE + 1))

    def deal_parts(self):
        """A point a trick."""
        return [("Tricks", self.tricks[0], self.tricks[1])]


def entry():
    """Sixes' registry entry: a target of 7 points by default (two deals at least; the menu offers 4, 7 or 10), pass and play only."""
    return Game("sixes", "Sixes", "toy_game Sixes", 12, (("target", "Target", (POSITIVE, 7), (4, 7, 10)),))
