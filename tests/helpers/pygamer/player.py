"""The person at the PyGamer's buttons in the whole-program lane (tools/pygamer.py): sets up a short game by
buttons, plays it as tests/helpers/appstub.human_step does (a legal card, a modest bid, every meld) with a look
round the table's features once a deal (_TOUR), switches the board off at the first deal's end and, in a new
process, continues the game to its end.

    CARDTABLE_POOL=158920 micropython code.py GAME OPPONENT PART [trace]      (cwd: the drive, its root "/")

It sees the app as a person sees the screen: keypad's stand-in makes the keys just before cardtable.device.run
makes the App, and the player takes the App as it is made (App.__init__, wrapped once and put back). Only the play
stays loaded; the rest (the setup, the checks, the power-off, the report) is player_steps.py, loaded for the moment.
"""
import sys

STICK = [32768, 32768]   # the joystick's x and y as AnalogIn reads them
BATTERY = [3.9]          # volts

_B, _A, _START, _SELECT, _RIGHT, _DOWN, _UP, _LEFT = 1, 2, 4, 8, 16, 32, 64, 128
_AXES = {_LEFT: (0, 0), _RIGHT: (0, 65535), _UP: (1, 0), _DOWN: (1, 65535)}
# Once a deal, after its first trick: a hint, the score sheet, the last trick, the game menu and a rules page from
# it, then an undo: what a player may do over the table is done over each game's table at its fullest.
_TOUR = [_UP, _DOWN, _A, _SELECT, _SELECT, _START, _UP, _UP, _UP, _A, _B, _START, _B]
_SHEET = 3      # cardtable.states: a score sheet over the table; the table waits for A at a hand-off and an end
_HANDOFF = 5
_OVER = 6


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
        self.keys_given = False   # the game was set up or continued at the main menu
        self.toured = -1          # the deal whose table the player has looked round (TOUR)
        self.ended = []      # (phase, deal, scores) at each deal's end
        self.least = -1      # with trace: the least gc.mem_free() between presses, and the most gc.mem_alloc()
        self.most = 0

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
        """The next button (0: wait): at the main menu and the game's end, what player_steps says; at the table,
        a legal card, a modest bid, every meld, A on a score sheet or a hand-off."""
        t = app.table
        if t is None or not self.opened or self.trace:
            t = None
            return steps().moment(self, app)
        if app.screen == _SHEET or t.state == _HANDOFF:
            return _A
        if t.state == _OVER:
            return steps().deal_over(self, t.g)
        if not t.turn:
            return 0
        if t.g.last_trick and self.toured != t.g.deal and t.cards_turn and not t.options:
            self.toured = t.g.deal
            self.keys = _TOUR[1:]
            return _TOUR[0]
        if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
            if t.phase == "bid":   # its aces and kings, its spades past three (the bid turn starts on 3)
                bid = max(1, len([c for c in t.hand if c & 15 >= 13]) + max(0, len([c for c in t.hand if c < 16]) - 3))
                self.keys = ([_RIGHT] * (bid - 3) if bid > 3 else [_LEFT] * (3 - bid)) + [_A]
                return self.keys.pop(0)
            return _A
        return _A if t.playable[t.sel] else _RIGHT


def steps():
    """player_steps.py, loaded for the moment and dropped."""
    __import__("player_steps")
    return sys.modules.pop("player_steps")


_PLAYER = _Player()
watch = _PLAYER.watch
next_event = _PLAYER.next_event
