"""The app's flow: the screens in turn, the table, the saves; the part of the app that stays loaded.

Pure logic: App consumes button codes (`press`) and time (`tick`) and tells a view what to show:
view.menu(title, lines, sel, footer), view.text(title, lines, footer), view.sheet(title, rows, footer),
view.table(table), view.busy(on), view.configure(prefs), view.dim(on). The displayio view is cardtable.device.view;
tests use a stub.
Sounds go to a sound object (cardtable.device.sound) through `cue`, or nowhere. The engine's `games` module is passed in,
and the battery's voltage as a function (cardtable.device.run.make_battery), so nothing here touches hardware.

Memory: which modules are loaded at the menus, at the table and over it is cardtable.resident's plan; the App
changes it at those moments only (open_main, open_game, ui, resume). Nothing else holds the
modules it forgets (the view and the harnesses keep no table or game either).

Saves (a Keeper over a save.Store, when one is given): the settings when the preferences change or a game
starts; the game in progress when it starts, at the end of each trick, when a Spades draw or bidding phase ends,
and on "Save and quit" (see Table.apply); the statistics when a game ends (the saved game is then cleared).
Each save rewrites the whole 8 KB nvm on the device: never after every card.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.resident import Residency, load
from cardtable.states import SHEET, AT_TABLE, ENDED, WAITING, IDLE

_TICKS = const(0x1FFFFFFF)   # ticks wrap at 2**29: (now - then) & _TICKS is the time between (cardtable.device.buttons)
DIM_MS = (30000, 60000, 120000, 300000, 0)   # the screen dims after so long without a key, by preference (0: never)
# the page for a Python stack too small: the line tools/deploy.py writes to settings.toml (26 characters a line)
STACK_HELP = ("The computer ran out of", "Python stack. On the", "CIRCUITPY drive, put in", "settings.toml the line",
              "", "CIRCUITPY_PYSTACK_SIZE", "  = 4096", "", "(one line), then restart.", "Your game is saved:",
              "Continue goes on with it.")


class Keeper:
    """What the app keeps across a power-off, as the bytes it saves (cardtable.menus.keep reads them at start-up):
    settings, statistics (stats.Stats.encode) and the game in progress (`saved`; b"": none). store: a save.Store,
    or None.
    `notice` is one short line for the main menu when something could not be read or saved."""

    def __init__(self, store):
        self.store = store
        self.settings = b""
        self.stats = b""
        self.saved = b""
        self.notice = ""
        self.size = 0           # payload bytes of the last save, and of the biggest
        self.biggest = 0
        self.writes = 0
        self.too_long = False   # the game in play no longer fits a slot: not saved again (cardtable.table.begin clears it)

    def save(self, saved=None):
        """Write settings, statistics and the game: `saved`, the parts of a new one (cardtable.table.flow.game_parts),
        else the game as saved last. True when written. The game is then kept as a view of the slot's image written,
        not a copy; if the write fails, as it was (the nvm's last save)."""
        store = self.store
        if store is None:
            return False
        if saved is None:
            saved = self.saved
        try:
            image = store.save(self.settings, self.stats, saved)
        except ValueError:  # too big for a slot: keep the rest, and stop saving this game
            self.saved = saved = b""
            self.too_long = True
            self.notice = "Game too long to save"
            try:
                image = store.save(self.settings, self.stats, b"")
            except (ValueError, OSError):
                return False
        except OSError as e:
            print("save:", repr(e))
            self.notice = "Could not save"
            return False
        n = 0
        for part in (saved if type(saved) is tuple else (saved,)):
            n += len(part)
        self.saved = memoryview(image)[len(image) - n:] if n else b""   # the game as written, not a copy
        self.size = len(self.settings) + len(self.stats) + n
        if self.size > self.biggest:
            self.biggest = self.size
        self.writes += 1
        return True


class App:
    """The whole app. view: a view object; games: engine.games (forgotten while a game is on: the caller must not
    keep it); seed: the first game's shuffle seed; battery: a function giving the battery's voltage (None: not on
    battery), read as the main menu opens, or None where there is no battery to read; restart: on the board,
    supervisor.reload (open_main)."""

    def __init__(self, view, games, assets="/assets", seed=1, prefs=None, sound=None, store=None, battery=None,
                 restart=None):
        self.view = view
        self.games = games
        self.assets = assets
        self.seed = seed
        self.sound = sound
        self.battery = battery
        self.restart = restart
        self.prefs = {"auto": 1, "speed": 1, "four": 0, "sound": 0, "dim": 1}
        self.opp = 1          # the last opponent chosen (menus.OPPONENTS index) and each game's options
        self.opts = None
        self.keep = Keeper(store)
        self.table = None
        self.menu = None
        self.screen = 0
        self.page = None      # a text page: [title, lines, first line shown]
        self.back = None      # where a text page or the preferences go back to
        self.game_name = None   # the game of the setup (screens.open_setup), or the saved one (begin.continue_game)
        self.stats_at = 0
        self.start_opts = None   # the rule options of the game to start (screens.start_game, begin.start_game)
        self.deal_no = None      # the next game's first deal number, chosen in its setup (None: a random one)
        self.pending = None      # "start" or "continue": the game to open at the next tick
        self.back_menu = None    # the setup menu under its rules page
        self.resident = Residency()   # what is loaded now stays; the rest comes and goes by its plan
        self.key_at = -1         # the tick of the last key (-1: none yet)
        self.dimmed = False
        self.ui().start(self, prefs)
        view.configure(self.prefs)
        self.open_main()

    def ui(self):
        """cardtable.menus.screens: the menus' side of the app (over the table: the game menu, until resume)."""
        return load("cardtable.menus.screens")

    # ----- screens -----
    def open_main(self, after_game=False):
        """The main menu; everything a game loaded is forgotten. After a game, on the board by starting again: each
        game then finds the heap as at power-on (the names a game interns stay for good: docs/memory.md)."""
        if after_game and self.restart is not None and self.keep.store is not None:
            self.restart()
        self.table = None
        self.menu = None
        self.resident.menus()
        self.games = load("engine.games")
        self.ui().open_main(self)

    def open_game_menu(self):
        self.table.forget_player()   # the menus' modules take its room
        self.ui().open_game_menu(self)

    def act(self, key):
        """What a menu asked of the table, once the menus' code has returned: "start" (the setup's game),
        "continue" (the saved game), or from the game menu "resume", "hint", "undo", "last", "discards", "sheet"
        (cardtable.table.keys.from_menu)."""
        if key == "start" or key == "continue":
            self.pending = key   # at the next tick, when no frame of the menus' code is left on the stack
            return
        self.table.from_menu(key)

    # ----- the game (opened by cardtable.table.begin) -----
    def resume(self):
        self.menu = None
        self.page = None
        self.resident.back_to_table()
        self.screen = AT_TABLE
        t = self.table
        t.shown = 0
        t.dirty = True

    def game_ended(self, t):
        """Hook at the end of each deal (statistics and saves can be recorded here)."""
        pass

    def save_game(self, t):
        """Save game t as it stands now (cardtable.table.flow.Flow.save_game)."""
        t.save_game()

    # ----- input and time: a press or a tick may run the computer's search (no frame added: its Python stack) -----
    def press(self, code, now=0):
        self.key_at = now
        if self.dimmed:   # the key that wakes the screen is not taken as a move
            self.dimmed = False
            self.view.dim(False)
            return
        try:
            s = self.screen
            if s == AT_TABLE:
                self.table.press(code, now)
            elif s == SHEET:
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
        load("cardtable.menus.keep").load(self.keep)   # the last save, as the nvm holds it (a save may have stopped)
        self.ui().open_main(self)
        self.ui().open_page(self, "Python stack too small", STACK_HELP, "main")

    def tick(self, now):
        self.dim_later(now)
        try:
            if self.sound is not None:
                self.sound.tick(now)
            if self.screen == ENDED:   # no frame of the table's code is left: all of the game is forgotten
                self.open_main(True)
            if self.pending:   # a new game or the saved one, once the menus' code has returned
                self.open_game(self.pending)
                self.pending = None
            if self.screen == AT_TABLE:
                self.table.tick(now)
        except RuntimeError as e:
            self.out_of_stack(e)

    def dim_later(self, now):
        """Dim the screen once no key has come for the preference's delay: a battery lasts longer. Only a key
        wakes it (press): not a move of the computer's, an animation or a sound."""
        wait = DIM_MS[self.prefs["dim"]]
        if self.key_at < 0:   # (the first tick stands for a key)
            self.key_at = now
        elif wait and not self.dimmed and (now - self.key_at) & _TICKS >= wait:
            self.dimmed = True
            self.view.dim(True)

    def open_game(self, key):
        """Open the table for a new game ("start") or the saved one ("continue"): cardtable.table.begin in place of the
        menus' modules, then the table's, the game's and the computer's (cardtable.resident)."""
        self.menu = None
        self.page = None
        begin = self.resident.opening()
        self.games = load("engine.games")
        if key == "start":
            begin.start_game(self)
        else:
            begin.continue_game(self)
        begin = None
        if self.table is not None:   # (not when a saved game could not be read: the main menu is up)
            self.resident.opened()

    def cue(self, kind, now):
        """Play sound `kind` (cardtable.device.sound.CLICK, ...) when there is a speaker and the preference is on."""
        if self.sound is not None and self.prefs["sound"]:
            self.sound.play(kind, now)

    def idle(self):
        """True when nothing will happen until a button is pressed (tests run the clock until then)."""
        t = self.table
        if self.screen != AT_TABLE:
            return not self.pending and self.screen != ENDED
        return t.state in WAITING and (t.turn or t.state != IDLE) and not t.dirty
