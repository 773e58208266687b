"""Start a game by name, with options checked against PROTOCOL.md."""

import gc

NAMES = ("double_emperor", "spades", "pinochle", "maniller")  # also the game's number in a binary record
LEVELS = ("easy", "normal", "hard", "reference")  # the computer players' levels (engine.players)
DECK_SIZES = {"double_emperor": 20, "spades": 52, "pinochle": 48, "maniller": 32}

# Allowed values of each option: a tuple of choices (the first is the default), or a kind and its default.
POSITIVE = "a positive integer"
OPTION_VALUES = {
    ("double_emperor", "target"): (POSITIVE, 100),
    ("spades", "target"): (POSITIVE, 300),
    ("spades", "nil_bags"): (False, True),
    ("pinochle", "target"): (1200, 1000, 1500),
    ("pinochle", "must_win"): ("always", "trumps"),
    ("pinochle", "counting"): ("11-10-4-3-2", "10-10-5-5", "aces-tens-kings"),
    ("maniller", "target"): (POSITIVE, 50),
    ("maniller", "deals"): (None, POSITIVE),
}

# Each game's module and class, imported only when a game of it starts: the device compiles little at a time.
CLASSES = {"double_emperor": "DoubleEmperor", "spades": "Spades", "pinochle": "Pinochle", "maniller": "Maniller"}


def game_class(name):
    gc.collect()  # compiling a module from source wants a large free block for a moment
    __import__("engine.trickgame")  # the base of every game: compiled apart, not inside the game's module
    gc.collect()
    module = __import__("engine." + name).__dict__[name]
    return getattr(module, CLASSES[name])


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


def default_value(allowed):
    a = allowed[0]
    return allowed[1] if a == POSITIVE else a


def check_options(game, given):
    """All of the game's options, defaults filled in; ValueError naming an unknown option or bad value."""
    if game not in CLASSES:
        raise ValueError("unknown game %r (games: %s)" % (game, ", ".join(NAMES)))
    given = given or {}
    for name in given:
        if (game, name) not in OPTION_VALUES:
            raise ValueError("%s has no option %r" % (game, name))
    out = {}
    for (g, name), allowed in OPTION_VALUES.items():
        if g != game:
            continue
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
