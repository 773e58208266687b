"""The person at the PyGamer's buttons in the whole-program lane: sets up a short game by buttons, plays it as
tests/helpers/appstub.human_step does (a legal card, a modest bid, every meld), switches the board off at the first
deal's end and, in a new process, continues it to the end.

    CARDTABLE_POOL=158920 micropython code.py GAME OPPONENT PART [trace]      (cwd: the drive, its root "/")

OPPONENT: a menus.OPPONENTS index (0..2 the computer's levels, 3 pass and play). PART 1: a new game, to the first
deal's end; the power then goes off (the process ends), leaving /nvm.bin and /check.txt (the game's fingerprint).
PART 2: Continue, checked against /check.txt, and the rest of the game. It prints `menu_free=` (gc.mem_free() at
the main menu after a collection: part 1 only), with `trace` `play_free=` (the least gc.mem_free() after a
collection between two presses in play), then `ok ...` and '1 passed, 0 failed', or the error and '0 passed, 1
failed' (a MemoryError ends the process as on the board, with its traceback).

It sees the app as a person sees the screen: keypad's stand-in makes the keys just before cardtable.device.run
makes the App, and the player takes the App as it is made (App.__init__, wrapped once and put back).
"""
import gc
import sys

STICK = [32768, 32768]   # the joystick's x and y as AnalogIn reads them
BATTERY = [3.9]          # volts

_B, _A, _START, _SELECT, _RIGHT, _DOWN, _UP, _LEFT = 1, 2, 4, 8, 16, 32, 64, 128
_AXES = {_LEFT: (0, 0), _RIGHT: (0, 65535), _UP: (1, 0), _DOWN: (1, 65535)}
_HANDOFF = 5   # cardtable.states' HANDOFF and OVER (the table waits for A), SHEET (a score sheet over the table)
_OVER = 6
_SHEET = 3


class _Player:
    def __init__(self):
        args = sys.argv[1:]
        self.name = args[0]
        self.opp = int(args[1])
        self.part = int(args[2])
        self.trace = "trace" in args
        self.app = None
        self.keys = []       # buttons to press, in turn
        self.events = []     # (key number, pressed) for keypad's queue, this poll
        self.fresh = True    # the next get_into starts a poll
        self.opened = False  # the game is on the table
        self.ended = []      # (phase, deal, scores) at each deal's end
        self.least = -1      # the least gc.mem_free() between presses (trace)

    def watch(self):
        """Take the App as cardtable.device.run makes it."""
        cls = sys.modules["cardtable.app"].App
        init = cls.__init__

        def made(app, *args, **kw):
            cls.__init__ = init
            self.app = app
            init(app, *args, **kw)
            app.game_ended = self.deal_ended

        cls.__init__ = made

    def deal_ended(self, t):
        self.ended.append((t.g.phase, t.g.deal, t.g.scores[:]))

    def next_event(self, ev):
        """keypad's EventQueue.get_into: the first call of a poll decides this poll's presses."""
        if self.fresh:
            self.fresh = False
            self.decide()
        if self.events:
            ev.key_number, ev.pressed = self.events.pop(0)
            return True
        self.fresh = True
        return False

    def decide(self):
        if STICK[0] != 32768 or STICK[1] != 32768:   # a direction is let go before the next press
            STICK[0] = STICK[1] = 32768
            return
        app = self.app
        if app is None or not app.idle():
            return
        code = self.keys.pop(0) if self.keys else self.choose(app)
        if code in _AXES:
            axis, value = _AXES[code]
            STICK[axis] = value
        elif code:
            key = (_B, _A, _START, _SELECT).index(code)
            self.events = [(key, True), (key, False)]

    def choose(self, app):
        """The next button: the game set up or continued at the main menu, then played; 0 to wait."""
        t = app.table
        if not self.opened:
            if t is None:
                return self.at_menu(app)
            self.opened = True
            if self.part == 2:
                self.check(t.g)
        if t is None:
            self.game_over(app)
        if self.trace:
            t = None
            gc.collect()
            free = gc.mem_free()
            self.least = free if self.least < 0 else min(self.least, free)
            t = app.table
        if app.screen == _SHEET or t.state == _HANDOFF:
            return _A
        if t.state == _OVER:
            if self.part == 1 and t.g.deal >= 1 and t.g.phase != "game_over":
                self.power_off(t.g)
            return _A
        if not t.turn:
            return 0
        if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
            if t.phase == "bid":   # its aces and kings, its spades past three (the bid turn starts on 3)
                bid = max(1, len([c for c in t.hand if c & 15 >= 13]) + max(0, len([c for c in t.hand if c < 16]) - 3))
                self.keys = ([_RIGHT] * (bid - 3) if bid > 3 else [_LEFT] * (3 - bid)) + [_A]
                return self.keys.pop(0)
            return _A
        return _A if t.playable[t.sel] else _RIGHT

    def at_menu(self, app):
        if self.part == 2:
            if app.menu.items[0][0] != "continue":
                self.fail("no Continue at the main menu")
            return _A
        if app.menu.items[app.menu.sel][0] == "start":
            return _A
        if app.menu.title.startswith("Pocket"):   # the main menu: a short game's setup, by buttons
            gc.collect()
            print("menu_free=%d menu_alloc=%d at the main menu" % (gc.mem_free(), gc.mem_alloc()))
            steps = _steps()
            idx, line, right = steps.short_setup(self.name)
            steps = None
            self.keys = [_DOWN] * idx + [_A, _DOWN] + [_RIGHT] * ((self.opp - 1) % 4) + [_DOWN] * line + \
                [_RIGHT] * right
            return self.keys.pop(0)
        return _UP   # the setup: up to its Start game line

    def check(self, g):
        f = open("/check.txt")
        before = f.read()
        f.close()
        if _steps().fingerprint(g) != before:
            self.fail("Continue gave another game")

    def power_off(self, g):
        """The first deal is over and saved: the board is switched off."""
        f = open("/check.txt", "w")
        f.write(_steps().fingerprint(g))
        f.close()
        self.finish("part 1, deal %d, scores %s" % (g.deal, g.scores))

    def game_over(self, app):
        if not self.ended or self.ended[-1][0] != "game_over" or app.keep.game:
            self.fail("the game did not end, or its save was not cleared: %s" % (self.ended,))
        self.finish("%d deals, scores %s" % self.ended[-1][1:])

    def finish(self, what):
        if self.trace:
            print("play_free=%d the least between presses" % self.least)
        print("ok %s opponent %d: %s" % (self.name, self.opp, what))
        print("1 passed, 0 failed")
        sys.exit(0)

    def fail(self, why):
        print("FAIL %s opponent %d: %s" % (self.name, self.opp, why))
        print("0 passed, 1 failed")
        sys.exit(1)


def _steps():
    """tests/helpers/lane_steps.py (the short setups, the fingerprint), loaded for the moment and dropped."""
    __import__("lane_steps")
    return sys.modules.pop("lane_steps")


_PLAYER = _Player()
watch = _PLAYER.watch
next_event = _PLAYER.next_event
