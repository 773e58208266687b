"""The app's flow: the screens in turn, the table, the saves; the part of the app that stays loaded.

Pure logic: App consumes button codes (`press`) and time (`tick`) and tells a view what to show:
view.menu(title, lines, sel, footer), view.text(title, lines, footer), view.sheet(title, rows, footer),
view.table(table), view.busy(on), view.configure(prefs). The displayio view is cardtable.device.view; tests use a stub.
Sounds go to a sound object (cardtable.device.sound) through `cue`, or nowhere. The engine's `games` module is passed in,
so nothing here touches hardware.

Memory: only this module stays loaded. cardtable.table.begin opens a game (new or saved) and is dropped once it is
shown. The menus, preferences, statistics and rules pages (cardtable.menus.screens, menus, keep, stats) are loaded while
one of them is up and dropped when the table is shown; the table's modules (cardtable.table.table; words and tablekeys
but while the computer chooses), the computer players' and the game's while a game is on, all dropped when the
main menu comes back; the score sheet (cardtable.table.sheets) and engine.core.record (for a game's first save: the next
ones add the new moves to the record's start) for the moment they are used. `use` loads a module, `drop` forgets
it so that its code is collected; nothing else holds a dropped module (the view and the harnesses keep no table
or game either).

Saves (a Keeper over a save.Store, when one is given): the settings when the preferences change or a game
starts; the game in progress when it starts, at the end of each trick, when a Spades draw or bidding phase ends,
and on "Save and quit" (see Table.apply); the statistics when a game ends (the saved game is then cleared).
Each save rewrites the whole 8 KB nvm on the device: never after every card.
"""
import gc
import sys

try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

_MENU = const(1)
_TEXT = const(2)
_SHEET = const(3)
_TABLE = const(4)
_STATS = const(5)
_ENDED = const(6)     # the game is over: the main menu opens at the next tick
GAME_VERSION = const(1)
# the screens' modules: loaded while a menu, a text page or the statistics are up
# the page for a Python stack too small: the line tools/deploy.py writes to settings.toml (26 characters a line)
STACK_HELP = ("The computer ran out of", "Python stack. On the", "CIRCUITPY drive, put in", "settings.toml the line",
              "", "CIRCUITPY_PYSTACK_SIZE", "  = 4096", "", "(one line), then restart.", "Your game is saved:",
              "Continue goes on with it.")
UI = ("cardtable.menus.screens", "cardtable.menus.menus", "cardtable.menus.keep", "cardtable.menus.stats")


def use(name):
    """Module `name` ("cardtable.table.sheets"), imported now when it is not loaded (after a collection)."""
    m = sys.modules.get(name)
    if m is None:
        gc.collect()
        __import__(name)
        m = sys.modules[name]
    return m


def drop(names):
    """Forget the modules `names`: their code is collected once nothing uses it (`use` loads them again)."""
    for name in names:
        if sys.modules.pop(name, None) is not None:
            i = name.rfind(".")
            parent = sys.modules.get(name[:i])
            try:
                delattr(parent, name[i + 1:])
            except AttributeError:
                pass


class Keeper:
    """What the app keeps across a power-off, as the bytes it saves (cardtable.menus.keep reads them at start-up):
    settings, statistics (stats.Stats.encode) and the game in progress (b"": none). store: a save.Store, or None.
    `notice` is one short line for the main menu when something could not be read or saved."""

    def __init__(self, store):
        self.store = store
        self.settings = b""
        self.stats = b""
        self.game = b""
        self.notice = ""
        self.size = 0           # payload bytes of the last save, and of the biggest
        self.biggest = 0
        self.writes = 0
        self.too_long = False   # the game in play no longer fits a slot: not saved again (cardtable.table.begin clears it)

    def save(self):
        """Write settings, statistics and game; True when written (cardtable.table.flow.write)."""
        return use("cardtable.table.flow").write(self)


class App:
    """The whole app. view: a view object; games: engine.games (dropped while a game is on: the caller must not
    keep it); seed: the first game's shuffle seed."""

    def __init__(self, view, games, assets="/assets", seed=1, prefs=None, sound=None, store=None):
        self.view = view
        self.games = games
        self.assets = assets
        self.seed = seed
        self.sound = sound
        self.prefs = {"auto": 1, "speed": 1, "four": 0, "sound": 0}
        self.opp = 1          # the last opponent chosen (menus.OPPONENTS index) and each game's options
        self.opts = None
        self.keep = Keeper(store)
        self.table = None
        self.menu = None
        self.screen = 0
        self.page = None      # a text page: [title, lines, first line shown]
        self.back = None      # where a text page or the preferences go back to
        self.game = "double_emperor"
        self.stats_at = 0
        self.start_opts = None   # the rule options of the game to start (screens.start_game, begin.start_game)
        self.deal_no = None      # the next game's first deal number, chosen in its setup (None: a random one)
        self.pending = None      # "start" or "continue": the game to open at the next tick
        self.back_menu = None    # the setup menu under its rules page
        self.base = tuple(sys.modules)   # what stays loaded: the rest is dropped at the main menu
        self.ui().start(self, prefs)
        view.configure(self.prefs)
        self.open_main()

    def ui(self):
        """cardtable.menus.screens: the menus' side of the app, loaded while it is needed."""
        return use("cardtable.menus.screens")

    # ----- screens -----
    def open_main(self):
        """The main menu; everything a game loaded is dropped."""
        self.table = None
        self.menu = None
        base = self.base
        drop([n for n in sys.modules if n not in base and n not in UI
              and (n.startswith("cardtable.") or n.startswith("engine."))])
        gc.collect()
        ui = self.ui()   # the screens first, the biggest: the most heap free for them
        self.games = use("engine.games")   # (not kept while a game is on: cardtable.table.begin drops it)
        ui.open_main(self)

    def open_game_menu(self):
        self.ui().open_game_menu(self)

    def act(self, key):
        """What a menu asked of the table, once the menus' code has returned: "start" (the setup's game),
        "continue" (the saved game), or from the game menu "resume", "hint", "undo", "last", "discards", "sheet"
        (cardtable.table.keys.from_menu)."""
        if key == "start" or key == "continue":
            self.pending = key   # at the next tick, when no frame of the menus' code is left on the stack
            return
        use("cardtable.table.keys").from_menu(self, key)

    # ----- the game (opened by cardtable.table.begin) -----
    def resume(self):
        self.menu = None
        self.page = None
        drop(UI)
        self.screen = _TABLE
        t = self.table
        t.shown = 0
        t.dirty = True

    def game_ended(self, t):
        """Hook at the end of each deal (statistics and saves can be recorded here)."""
        pass

    # ----- saves (cardtable.table.flow) -----
    def save_game(self, t, always=False):
        """Save game t as it stands now (cardtable.table.flow.save_game)."""
        use("cardtable.table.flow").save_game(self, t, always)

    # ----- input and time: a press or a tick may run the computer's search (no frame added: its Python stack) -----
    def press(self, code, now=0):
        try:
            s = self.screen
            if s == _TABLE:
                self.table.press(code, now)
            elif s == _SHEET:
                self.resume()
            elif s:
                key = self.ui().press(self, code)
                if key:
                    self.act(key)
        except RuntimeError as e:
            self.out_of_stack(e)

    def step(self, inp, now):
        """One turn of the main loop, the device's and the simulator's: a button if pressed, then the clock."""
        code = inp.poll(now)
        if code:
            self.press(code, now)
        self.tick(now)

    def out_of_stack(self, e):
        """The computer's search ran out of Python stack (settings.toml lacks deploy's line, and the board's default
        is too small): a page says which line mends it, over the main menu; the game saved at its last trick is
        there to continue. Any other RuntimeError is raised again."""
        if "pystack" not in str(e):
            raise e
        self.open_main()
        self.ui().open_page(self, "Python stack too small", STACK_HELP, "main")

    def tick(self, now):
        try:
            if self.sound is not None:
                self.sound.tick(now)
            if self.screen == _ENDED:   # no frame of the table's code is left: all of the game is dropped
                self.open_main()
            if self.pending:   # a new game or the saved one: cardtable.table.begin, for the moment it takes
                key = self.pending
                self.pending = None
                drop(UI)   # first: begin and the table take the heap the screens had
                begin = use("cardtable.table.begin")
                if key == "start":
                    begin.start_game(self)
                else:
                    begin.continue_game(self)
                begin = None
                drop(("cardtable.table.begin",))
            if self.screen == _TABLE:
                self.table.tick(now)
        except RuntimeError as e:
            self.out_of_stack(e)

    def cue(self, kind, now):
        """Play sound `kind` (cardtable.device.sound.CLICK, ...) when there is a speaker and the preference is on."""
        if self.sound is not None and self.prefs["sound"]:
            self.sound.play(kind, now)

    def idle(self):
        """True when nothing will happen until a button is pressed (tests run the clock until then)."""
        t = self.table
        if self.screen != _TABLE:
            return not self.pending and self.screen != _ENDED
        return t.state in (0, 5, 6) and (t.turn or t.state != 0) and not t.dirty
