"""Which modules are loaded when: the app's one residency plan, and the one place that loads and forgets modules.

The device's heap holds the menus or a game, not both. What stays loaded from start-up to power-off is what was
loaded before the App was made (cardtable.app, the save store, the view; `Residency.base`), but engine.games (the
App's `games`: at the menus and while a game opens only). Besides:
  at the menus       MENUS
  opening a game     OPENING (engine.record until the game is made), then the table's
  at the table       TABLE, the game's rules module, and against the computer (or at a pass-and-play game's first
                     hint) engine.players with the game's player and the search: kept for the whole game, so that
                     a decision loads nothing; under a score sheet and at the game's end they go
                     (Residency.forget_players), and the next decision loads them again; what one decision
                     loaded for itself goes when it returns (Residency.decision_over)
  a score sheet      SCORES: from a deal's end (or the sheet over the table) to the next deal (or the table back),
                     in the place of the computer's player and the search
  the game menu      MENUS over the table, forgotten when the table comes back
  reading the saves  cardtable.device.save_scan, for the start-up's load and a new store's first save
                     (cardtable.device.save)
Residency changes at those moments only (App.open_main, App.open_game, App.ui, App.resume; the table's score sheet
and game end). A module is forgotten by taking it out of sys.modules (and its package): its code is collected once
nothing uses it.
"""
import gc
import sys

MENUS = ("cardtable.menus.screens", "cardtable.menus.menus", "cardtable.menus.keep", "cardtable.menus.stats",
         "engine.games")
TABLE = ("cardtable.table.table",)   # with what it imports: its mix-ins and texts
SCORES = ("cardtable.table.sheets", "engine.core.deals", "cardtable.menus.stats")   # a sheet, the next deal, the end
OPENING = ("cardtable.table.begin", "engine.record", "engine.games")   # while a game opens, forgotten once shown


def forget(name):
    """Take module `name` out of sys.modules and its package."""
    if sys.modules.pop(name, None) is not None:
        i = name.rfind(".")
        parent = sys.modules.get(name[:i])
        if parent is not None and hasattr(parent, name[i + 1:]):
            delattr(parent, name[i + 1:])


def _searching(name):
    """A module of the computer's players or of the search."""
    return name.startswith("engine.players") or name.startswith("engine.search")


def load(name):
    """Module `name`, imported if it is not loaded."""
    m = sys.modules.get(name)
    if m is None:
        __import__(name)
        m = sys.modules[name]
    return m


class Residency:
    """The app's modules at each moment: made with the App, after what stays loaded."""

    def __init__(self):
        self.base = set(n for n in sys.modules if n != "engine.games")
        self.searching = set()   # the player's and the search's modules as a decision first needs them
        self.tables = set()      # the player's learned tables' modules, and the search's work arrays: the game's
        self.work = None
        self.at_table = ()   # the table's own modules (the game menu's and the opening's that are not go after them)

    def keep_only(self, kept):
        """Forget every module of the app and the engine but `kept`."""
        for name in [n for n in sys.modules if n not in kept and n.split(".")[0] in ("cardtable", "engine")]:
            forget(name)
        gc.collect()

    def forget_but_the_tables(self, names):
        for name in names:
            if name not in self.at_table:
                forget(name)
        gc.collect()

    def menus(self):
        """The main menu: everything a game loaded is forgotten; the menus' modules loaded."""
        self.at_table = ()
        self.work = None
        self.tables = set()
        self.keep_only(self.base.union(MENUS))
        for name in MENUS:
            load(name)

    def opening(self):
        """A game opens: the menus' modules are forgotten; cardtable.table.begin (returned), engine.record and
        engine.games loaded."""
        self.keep_only(self.base.union(OPENING))
        for name in OPENING:
            load(name)
        return sys.modules["cardtable.table.begin"]

    def table(self, game, level):
        """Once the game is made: engine.record and engine.games forgotten; against the computer at `level`
        (None: pass and play) its player, the search and its work arrays loaded first (the biggest blocks, in the
        heap in fewest pieces), then the table's modules. Returns the Table class, game `game`'s registry entry
        and the computer's player (None: pass and play)."""
        forget("engine.record")
        forget("engine.games")
        gc.collect()
        e = load("engine.rules.registry").entry(game)
        choose = None if level is None else self.players(game, level)
        for name in TABLE:
            load(name)
        self.at_table = set(n for n in sys.modules if n not in OPENING + SCORES)
        return sys.modules["cardtable.table.table"].Table, e, choose

    def opened(self):
        """The game is open: what only opening it needed is forgotten."""
        self.forget_but_the_tables(OPENING + SCORES)

    def scores_done(self):
        """The next deal is dealt: the score sheet's modules are forgotten."""
        self.forget_but_the_tables(SCORES)

    def players(self, game, level):
        """The function that chooses for `game` (engine.players.player), loaded with its modules and the search until
        something covers the table (forget_players); its big blocks (learned tables, the search's work arrays) are
        taken the first time and kept until the game ends."""
        players = load("engine.players")
        for name in players.SEARCH:   # (Pinochle's player, left to itself, imports it in phase 2)
            load(name)
        f = players.player(game, level)
        self.work = players.allocate_work(game, level, self.work)
        self.tables = set(players.tables(game))
        self.searching = set(n for n in sys.modules if _searching(n))
        return f

    def forget_players(self, game_over=False):
        """A score sheet or the game menu covers the table: the computer's player and the search go, so that what
        covers it has their room (their tables and work arrays stay: taken again in a heap in pieces, they might
        not fit); the next decision loads them again (about 0.05 device-seconds: docs/memory.md). game_over: the
        tables and arrays go too."""
        gone = [n for n in sys.modules if _searching(n) and (game_over or n not in self.tables)]
        for name in gone:
            forget(name)
        if game_over:
            self.work = None
            self.tables = set()
        self.at_table = set(n for n in self.at_table if n not in gone)
        gc.collect()

    def decision_over(self):
        """The computer's decision (or a hint) returned: the player's modules it loaded for itself (Spades' bid or
        draw, Pinochle's phase 1, its ending or phase 2, a fallback) go, so that they are not in the heap beside the
        next decision's own (Pinochle's ending beside its phase 1); the next decision loads what it needs."""
        gone = [n for n in sys.modules if _searching(n) and n not in self.searching]
        for name in gone:
            forget(name)
        if gone:
            gc.collect()

    def back_to_table(self):
        """The game menu or a score sheet over the table is gone: their modules are forgotten."""
        self.forget_but_the_tables(MENUS + SCORES)
