"""Start a game by name, with options checked against PROTOCOL.md, and draw for its first dealer."""

import gc
import sys

from engine.rules.registry import entry, default_value, POSITIVE


def rules_module(name):
    """The module of the rules of the game called `name`, imported."""
    gc.collect()  # compiling a module from source wants a large free block for a moment
    __import__("engine.core.trickgame")  # the base of every game: compiled apart, not inside the game's module
    gc.collect()
    module = entry(name).rules.split()[0]
    __import__(module)
    return sys.modules[module]


def game_class(name):
    return getattr(rules_module(name), entry(name).rules.split()[1])


def first_dealer(name, number):
    """(dealer, draws) of the draw for the first dealer (RULES.md) of a game of `name` whose entry says
    draw_for_dealer, from deal number `number` (engine.core.deals): its rules module's draw_for_dealer, shuffled
    apart from every deal's, so that the cards drawn tell nothing of where the first deal's go."""
    from engine.core.deals import DEAL_NUMBERS  # (here: the menus hold this module and need neither)
    from engine.core.rng import Rng
    return rules_module(name).draw_for_dealer(Rng(number + DEAL_NUMBERS))


def is_int(v):
    return type(v) is int  # a JSON true is not 1


def option_allowed(allowed, value):
    for a in allowed:
        if a == POSITIVE:
            if is_int(value) and value > 0:
                return True
        elif value == a and type(value) is type(a):
            return True
    return False


def check_options(game, given):
    """All of the game's options, defaults filled in; ValueError naming an unknown option or bad value."""
    options = entry(game).options
    given = given or {}
    for name in given:
        if not [o for o in options if o[0] == name]:
            raise ValueError("%s has no option %r" % (game, name))
    out = {}
    for name, label, allowed, choices in options:
        value = given.get(name)
        if value is None:
            out[name] = default_value(allowed)
        elif option_allowed(allowed, value):
            out[name] = value
        else:
            shown = ", ".join("null" if a is None else str(a) for a in allowed)
            raise ValueError("%s option %s cannot be %r (allowed: %s)" % (game, name, value, shown))
    return out


def new_game(name, options=None, dealer=1, seed=0, deck=None):
    """A game of `name` at its first deal. `deck` deals the first deal explicitly; else `seed` shuffles."""
    opts = check_options(name, options)
    if dealer not in (0, 1) or not is_int(dealer):
        raise ValueError("dealer must be 0 or 1")
    if not is_int(seed):
        raise ValueError("seed must be an integer")
    return game_class(name)(opts, dealer, seed, deck)
