"""The app's flow: menus (game, opponent, rule options, preferences, rules pages) and the table.

Pure logic: App consumes button codes (`press`) and time (`tick`) and tells a view what to show:
view.menu(title, lines, sel, footer), view.text(title, lines, footer), view.sheet(title, rows, footer),
view.table(table), view.busy(on), view.configure(prefs). The displayio view is cardtable.view;
tests use a stub. Sounds likewise go to a sound object (cardtable.sound) through `cue`, or nowhere. The engine's `games` module is passed in, so nothing here touches hardware.

Saves (cardtable.keep over a save.Store, when one is given): the settings when the preferences change or a
game starts; the game in progress when it starts, at the end of each trick, when a Spades draw or bidding
phase ends, and on "Save and quit" (see Table.apply); the statistics when a game ends (the saved game is
then cleared). Each save rewrites the whole 8 KB nvm on the device: never after every card.
"""
import gc

try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable import buttons as K
from cardtable.menus import GAMES, OPTIONS, PREFS, OPPONENTS, LEVELS, PAGE, Menu, menu_press, page_press
from cardtable.table import Table
from cardtable.words import move_text
from cardtable.sheets import sheet, stats_sheet
from cardtable.keep import Keeper, STATS_OPPONENTS, record_module, settings_bytes, game_bytes, read_game, game_name
_MENU = const(1)
_TEXT = const(2)
_SHEET = const(3)
_TABLE = const(4)
_STATS = const(5)
_HANDOFF = const(5)   # table.py's hand-off state
class App:
    """The whole app. view: a view object; games: engine.games; seed: the first game's shuffle seed."""

    def __init__(self, view, games, assets="/assets", seed=1, prefs=None, sound=None, store=None):
        self.view = view
        self.games = games
        self.assets = assets
        self.seed = seed
        self.prefs = {"auto": 1, "speed": 1, "four": 0, "sound": 0}
        self.opp = 1          # the last opponent chosen (menus.OPPONENTS index) and each game's options
        self.opts = {}
        for name, label in GAMES:
            self.opts[name] = [0] * len(OPTIONS[name])
        self.keep = k = Keeper(store)
        problems = k.load()
        if k.settings:
            self.prefs.update(k.settings[0])
            self.opp = k.settings[1]
            self.opts = k.settings[2]
        if prefs:
            self.prefs.update(prefs)
        if problems:  # write good saves over the damage at once (both slots when the store found damage)
            for _ in range(2 if store.problem else 1):
                self.write()
        self.stats_at = 0
        self.sound = sound
        self.table = None
        self.menu = None
        self.screen = 0
        self.page = None
        self.back = None
        self.game = GAMES[0][0]
        view.configure(self.prefs)
        self.open_main()

    # ----- screens -----
    def show_menu(self, menu):
        self.menu = menu
        self.screen = _MENU
        self.draw_menu()

    def draw_menu(self):
        m = self.menu
        self.view.menu(m.title, m.lines(), m.sel, m.footer)

    def open_main(self):
        self.table = None
        gc.collect()
        items = []
        k = self.keep
        if k.game:
            items.append(("continue", "Continue " + dict(GAMES).get(game_name(k.game), "game"), None))
        items.extend((g, label, None) for g, label in GAMES)
        items.append(("stats", "Statistics", None))
        items.append(("prefs", "Preferences", None))
        foot = k.notice + "\nA: choose" if k.notice else "A: choose"
        self.show_menu(Menu("Pocket card table", items, self.pick_main, None, foot))

    def pick_main(self, key):
        self.keep.notice = ""
        if key == "prefs":
            self.open_prefs(self.open_main)
        elif key == "stats":
            self.open_stats(self.stats_at)
        elif key == "continue":
            self.continue_game()
        else:
            self.open_setup(key)

    def open_setup(self, game):
        self.game = game
        items = [("opp", "Play", OPPONENTS)]
        items.extend(OPTIONS[game])
        items.append(("rules", "Rules", None))
        items.append(("start", "Start game", None))
        m = Menu(dict(GAMES)[game], items, self.pick_setup, self.open_main)
        m.vals[0] = self.opp
        last = self.opts[game]
        for i in range(len(last)):
            m.vals[1 + i] = last[i]
        m.sel = len(items) - 1
        self.show_menu(m)

    def pick_setup(self, key):
        if key == "rules":
            menu = self.menu
            self.open_rules(self.game, lambda: self.show_menu(menu))
        elif key == "start":
            self.start_game()

    def open_prefs(self, back):
        items = list(PREFS)
        items.append(("done", "Done", None))
        m = Menu("Preferences", items, lambda key: self.close_prefs(back), lambda: self.close_prefs(back))
        for i in range(len(PREFS)):
            m.vals[i] = self.prefs[PREFS[i][0]]
        self.show_menu(m)

    def close_prefs(self, back):
        m = self.menu
        changed = False
        for i in range(len(PREFS)):
            key = PREFS[i][0]
            changed = changed or self.prefs[key] != m.vals[i]
            self.prefs[key] = m.vals[i]
        self.view.configure(self.prefs)
        if not self.prefs["sound"] and self.sound is not None:
            self.sound.quiet()
        if changed:
            if self.table:
                self.save_game(self.table)
            else:
                self.write()
        back()

    def open_stats(self, i):
        self.stats_at = i % len(GAMES)
        self.screen = _STATS
        name, label = GAMES[self.stats_at]
        self.view.sheet(*stats_sheet(self.keep.stats, name, label))

    def stats_press(self, code):
        if code == K.LEFT or code == K.UP:
            self.open_stats(self.stats_at - 1)
        elif code == K.RIGHT or code == K.DOWN or code == K.A:
            self.open_stats(self.stats_at + 1)
        elif code == K.B or code == K.START or code == K.SELECT:
            self.open_main()

    def open_rules(self, game, back):
        lines = []
        for name in (game, "keys"):
            try:
                with open("%s/rules/%s.txt" % (self.assets, name)) as f:
                    for line in f:
                        lines.append(line.rstrip())
            except OSError:
                lines.append("(no %s.txt)" % name)
        self.page = [dict(GAMES)[game], lines, 0]
        self.back = back
        self.screen = _TEXT
        self.draw_page()

    def draw_page(self):
        title, lines, top = self.page
        n = len(lines)
        self.view.text(title, lines[top:top + PAGE],
                       "%d/%d  B: back" % (min(top + PAGE, n), n) if n > PAGE else "B: back")

    # ----- the game -----
    def start_game(self):
        m = self.menu
        opts = {}
        o = OPTIONS[self.game]
        for i in range(len(o)):
            opts[o[i][0]] = m.value(o[i][0])
            self.opts[self.game][i] = m.vals[1 + i]
        self.opp = m.vals[0]
        self.seed += 1
        self.table = None
        self.menu = None
        gc.collect()  # the game's module is compiled now on first use: give it the whole heap
        draw = None
        if self.game == "maniller":  # RULES.md: each draws a card, the higher rank deals first
            from engine.maniller import draw_for_dealer
            from engine.rng import Rng
            dealer, draws = draw_for_dealer(Rng(self.seed))
            draw = draws[-1]
        g = self.games.new_game(self.game, opts, dealer if draw else 1, self.seed)
        t = self.open_table(g)
        if draw:
            t.msg = "Draw %s/%s, dealer: %s" % (move_text(t, draw[0]), move_text(t, draw[1]), t.names[g.dealer])
        self.save_game(t)

    def open_table(self, g):
        opp = self.opp
        seats = [None, None] if opp == 3 else [None, LEVELS[opp]]
        self.table = t = Table(self, g.name, g, seats)
        t.opp = opp
        self.screen = _TABLE
        t.dirty = True
        return t

    def continue_game(self):
        """Resume the saved game exactly: replay its record; a bad one is reported and dropped."""
        k = self.keep
        try:
            opp, me, seed, rec = read_game(k.game)
            rm = record_module()
            gc.collect()
            g = rm.from_bytes(rec)
        except Exception as e:  # noqa: BLE001 - a bad save (or no memory for it) must not stop the app
            print("continue:", repr(e))
            mem = isinstance(e, MemoryError)
            k.notice = "Not enough memory" if mem else "Saved game unreadable"
            if not mem:
                k.game = b""
                self.write()
            self.open_main()
            return
        self.opp = opp
        self.game = g.name
        t = self.open_table(g)
        t.seed = seed
        if t.pnp and g.to_move is not None:  # whoever holds the handheld now: hand it over first
            t.me = g.to_move
            t.state = _HANDOFF
        t.msg = "Game resumed"
        t.refresh()

    # ----- saves -----
    def settings(self):
        return settings_bytes(self.prefs, self.opp, self.opts)

    def write(self):
        return self.keep.save(self.settings())

    def save_game(self, t):
        """Save game t as it stands now (or clear the save when it is over); skipped when unchanged."""
        k = self.keep
        if k.store is None:
            return
        g = t.g
        if g.phase == "game_over":
            data = b""
        else:
            data = game_bytes(t.opp, t.me, t.seed, record_module().to_bytes(g))
        if data != k.game:
            k.game = data
            self.write()

    def save_point(self, t):
        """Called by the table after a trick, a Spades draw or bidding phase, and the end of a game."""
        g = t.g
        if g.phase == "game_over":
            p = 0 if t.pnp else t.me   # pass and play: player 1's result
            self.keep.stats.record_result(t.name, STATS_OPPONENTS[t.opp], g.winner == p, g.scores[p])
            if self.keep.store is None:
                return
        self.save_game(t)

    def resume(self):
        self.screen = _TABLE
        t = self.table
        t.shown = 0
        t.dirty = True

    def open_game_menu(self):
        t = self.table
        items = [("resume", "Resume", None), ("hint", "Hint", None), ("undo", "Undo", None),
                 ("last", "Last trick", None), ("sheet", "Score sheet", None)]
        if t.name == "spades":
            items.append(("discards", "My discards", None))
        items.append(("rules", "Rules", None))
        items.append(("prefs", "Preferences", None))
        items.append(("quit", "Save and quit" if self.keep.store else "Quit game", None))
        self.show_menu(Menu("Game menu", items, self.pick_game_menu, self.resume))

    def pick_game_menu(self, key):
        t = self.table
        if key == "rules":
            self.open_rules(t.name, self.open_game_menu)
            return
        if key == "prefs":
            self.open_prefs(self.resume)
            return
        if key == "quit":
            self.save_game(t)
            self.open_main()
            return
        if key == "sheet":
            self.show_sheet(t, False)
            return
        self.resume()
        if t.state == 0 and t.turn:
            if key == "hint":
                t.do_hint()
            elif key == "undo":
                t.do_undo()
        if key == "last" and t.g.last_trick:
            t.show_overlay(1)
        elif key == "discards":
            t.show_overlay(2)

    def show_sheet(self, t, final):
        title, rows, foot = sheet(t.g, t.names, t.me)
        self.view.sheet(title, rows, foot)
        if not final:
            self.screen = _SHEET

    def game_ended(self, t):
        """Hook at the end of each deal (statistics and saves can be recorded here)."""
        pass

    def after_sheet(self, t):
        g = t.g
        if g.phase == "game_over":
            self.open_main()
            return
        g.next_deal()
        t.state = 0
        t.lead = -1
        t.msg = "Deal %d" % g.deal
        t.shown = 0
        t.refresh()

    # ----- input and time -----
    def press(self, code, now=0):
        s = self.screen
        if s == _TABLE:
            self.table.press(code, now)
        elif s == _MENU:
            menu_press(self, code)
        elif s == _TEXT:
            page_press(self, code)
        elif s == _SHEET:
            self.resume()
        elif s == _STATS:
            self.stats_press(code)
    def step(self, inp, now):
        """One turn of the main loop, the device's and the simulator's: a button if pressed, then the clock."""
        code = inp.poll(now)
        if code:
            self.press(code, now)
        self.tick(now)

    def tick(self, now):
        if self.sound is not None:
            self.sound.tick(now)
        if self.screen == _TABLE:
            self.table.tick(now)

    def cue(self, kind, now):
        """Play sound `kind` (cardtable.sound.CLICK, ...) when there is a speaker and the preference is on."""
        if self.sound is not None and self.prefs["sound"]:
            self.sound.play(kind, now)

    def idle(self):
        """True when nothing will happen until a button is pressed (tests run the clock until then)."""
        t = self.table
        if self.screen != _TABLE:
            return True
        return t.state in (0, 5, 6) and (t.turn or t.state != 0) and not t.dirty
