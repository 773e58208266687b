"""One entry per game: everything the engine, the front end, the tools and the tests know of a game by its name.

A fifth game is its rules module (a TrickGame subclass), its computer player's modules and one `Game` entry in
ENTRIES (or passed to `register`, as the tests' toy game is). Nothing else lists the games or asks for one by name.
An entry holds names, tables and texts only: its rules and players are imported when a game of it starts.
"""

POSITIVE = "a positive integer"   # an option's allowed value standing for any integer above 0


class Game:
    """A game's description.

    name: PROTOCOL.md's name; title: the menus'; rules: "module Class" of its TrickGame; deck: its cards.
    options: (key, label, allowed, menu choices) each: `allowed` as PROTOCOL.md accepts them, the default first
    (or POSITIVE and the default); a binary record stores a choice's index in it (engine.record), so its order
    never changes. `choices` are the setup menu's values in their natural order.
    players: "module function" of the computer player (engine.players): its module, which imports what else it
    needs, and the function in it that chooses; or None: pass and play only.
    status: (label, attribute) of the figure the table shows beside the trick (the game's per-seat list), or None;
    bids: the game bids (score sheet's "Bid/won" row, the status figure read as bids, Nil for 0); bags: the sheet's
    "Bags" row; taken: the sheet's label of what the tricks count before the deal's end, or None; discards: the
    game menu's "My discards"; stock_out: the status line once the stock is empty (None: none); draw_for_dealer:
    each player draws a card for the first deal's dealer (RULES.md).
    number: its place in the registry, a binary record's byte 1 and a saved game's (set when registered).
    """

    def __init__(self, name, title, rules, deck, options, players=None, status=None, bids=False, bags=False,
                 taken=None, discards=False, stock_out=None, draw_for_dealer=False):
        self.name = name
        self.title = title
        self.rules = rules
        self.deck = deck
        self.options = options
        self.players = players
        self.status = status
        self.bids = bids
        self.bags = bags
        self.taken = taken
        self.discards = discards
        self.stock_out = stock_out
        self.draw_for_dealer = draw_for_dealer
        self.number = None


ENTRIES = []


def register(game):
    """Add a game: its number is the next one. Refused for a name already registered."""
    for e in ENTRIES:
        if e.name == game.name:
            raise ValueError("game %r is registered already" % game.name)
    game.number = len(ENTRIES)
    ENTRIES.append(game)
    return game


def names():
    """The games' names in number order."""
    return tuple(e.name for e in ENTRIES)


def entry(name):
    """The entry of the game called `name`; ValueError naming the games otherwise."""
    for e in ENTRIES:
        if e.name == name:
            return e
    raise ValueError("unknown game %r (games: %s)" % (name, ", ".join(names())))


def default_value(allowed):
    """An option's default: the first allowed value, or the one after POSITIVE."""
    return allowed[1] if allowed[0] == POSITIVE else allowed[0]


def default_choice(option):
    """The index of an option's default among its menu choices."""
    d = default_value(option[2])
    choices = option[3]
    for i in range(len(choices)):
        if choices[i] == d and type(choices[i]) is type(d):
            return i
    raise ValueError("option %s: the default is not a menu choice" % option[0])


register(Game("double_emperor", "Double Emperor", "engine.rules.double_emperor DoubleEmperor", 20,
              (("target", "Target", (POSITIVE, 100), (50, 100, 150, 200)),),
              "engine.players.double_emperor choose_de", status=("Pts", "taken"), taken="Card pts"))
register(Game("spades", "Spades", "engine.rules.spades Spades", 52,
              (("target", "Target", (POSITIVE, 300), (100, 200, 300, 500)),
               ("nil_bags", "Nil bags", (False, True), (False, True))),
              "engine.players.spades choose_spades",
              status=("Bid", "bids"), bids=True, bags=True, discards=True))
register(Game("pinochle", "Pinochle", "engine.rules.pinochle Pinochle", 48,
              (("target", "Target", (1200, 1000, 1500), (1000, 1200, 1500)),
               ("must_win", "Must win", ("always", "trumps"), ("always", "trumps")),
               ("counting", "Count", ("11-10-4-3-2", "10-10-5-5", "aces-tens-kings"),
                ("11-10-4-3-2", "10-10-5-5", "aces-tens-kings"))),
              "engine.players.pinochle choose_pinochle", status=("Mld", "meld_points"), taken="Counters",
              stock_out="Phase 2"))
register(Game("maniller", "Maniller", "engine.rules.maniller Maniller", 32,
              (("target", "Target", (POSITIVE, 50), (30, 50, 100)),
               ("deals", "Deals", (None, POSITIVE), (None, 3, 5, 10))),
              "engine.players.maniller choose_maniller", draw_for_dealer=True))
