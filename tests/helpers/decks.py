"""Build explicit decks from named hands, so that rule tests read like the rules."""

from engine import games
from engine.core.cards import parse_card, card_name


def cards(text):
    return [parse_card(t) for t in text.split()]


def alternate(elder, dealer, rest=""):
    """A deck dealing `elder` and `dealer` one card at a time, elder first, then the rest (PROTOCOL.md)."""
    e, d = cards(elder), cards(dealer)
    deck = []
    for a, b in zip(e, d):
        deck += [a, b]
    return deck + cards(rest)


def complete(deck, game):
    """`deck` followed by the game's remaining cards in deck order."""
    full = games.new_game(game, seed=0).full_deck()
    for c in deck:
        full.remove(c)
    return deck + full


def moves(g, *texts):
    for t in texts:
        g.move(g.parse_move(t))
    return g


def hand(g, p):
    return " ".join(g.sorted_names(g.hands[p]))


def legal(g):
    return sorted(g.move_name(m) for m in g.legal())


def named(cs):
    return [card_name(c) for c in cs]


def spades_stock(hand0, hand1):
    """A Spades stock from which, when both players always keep, player 0 gets hand0 and player 1 hand1."""
    h0, h1 = cards(hand0), cards(hand1)
    junk = [c for c in games.new_game("spades").full_deck() if c not in h0 and c not in h1]
    stock = []
    for i in range(13):
        stock += [h0[i], junk[2 * i], h1[i], junk[2 * i + 1]]
    return stock
