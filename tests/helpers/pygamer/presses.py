"""The person at the PyGamer's buttons when tools/screenshots.py makes the board's screens: the steps the
simulator's run wrote down (its presses, the screens it saved), taken again on the whole device program, whose
display renders as the board's refresh does (CARDTABLE_RENDER=1); each screen is saved where the simulator saved
its own.

    CARDTABLE_RENDER=1 CARDTABLE_POOL=N micropython code.py STEPS OUT      (cwd: the drive, its root "/")

tools/pygamer.py puts it on the drive as the module `player`, the one the keys' and the joystick's stand-ins ask
(keypad.py, analogio.py). OUT is a folder of the drive named from its root without the "/" (screen.save opens it
with the C library, from the current folder). STEPS, a file of the drive, has one step a line:

    start SEED SPEED   the App made as the simulator's: that seed and speed preference, no store (nothing is kept)
    press CODE         a button (cardtable.device.buttons' code)
    shot NAME          the screen into OUT/NAME.rgb565 (screen.save); prints "shot NAME BRIGHTNESS"
    dim                no key until the screen dims
    seed N             the seed of the next game
    stack              the next press runs out of the Python stack (the page that says so)

A step is taken once the app waits for a button, as tools/drive.py's settle waits in the simulator. At the end
of STEPS it prints the lane's "1 passed, 0 failed" (tools/pygamer.py PASSED) and stops the program.
"""
import sys

import board
import screen

STICK = [32768, 32768]   # the joystick's x and y as AnalogIn reads them
BATTERY = [3.9]          # volts: the simulator's made-up figure (tools/sim.py SIM_BATTERY)

_B, _A, _START, _SELECT, _RIGHT, _DOWN, _UP, _LEFT = 1, 2, 4, 8, 16, 32, 64, 128
_AXES = {_LEFT: (0, 0), _RIGHT: (0, 65535), _UP: (1, 0), _DOWN: (1, 65535)}


def _out_of_stack(code, now):
    raise RuntimeError("pystack exhausted")


class _Presses:
    def __init__(self):
        self.steps = open(sys.argv[1])
        self.out = sys.argv[2]
        self.app = None
        self.step = None       # the step to take: [word] or [word, argument]
        self.settled = False   # the app waited for a button at the last poll too
        self.events = []       # (key number, pressed) for keypad's queue, this poll
        self.fresh = True      # the next get_into starts a poll

    def watch(self):
        """Make the App as the simulator's was made, and take it."""
        word, seed, speed = self.steps.readline().split()
        cls = sys.modules["cardtable.app"].App
        init = cls.__init__

        def made(app, *args, **kw):
            cls.__init__ = init
            self.app = app
            kw["seed"] = int(seed)
            kw["prefs"] = {"speed": int(speed)}
            kw["store"] = None
            init(app, *args, **kw)

        cls.__init__ = made

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
        """Once the app has waited for a button at two polls running (the table may yet move on at the tick
        between, as the simulator's settle finds), the steps up to the next press, which is given."""
        if STICK[0] != 32768 or STICK[1] != 32768:   # a direction is let go before the next press
            STICK[0] = STICK[1] = 32768
            return
        app = self.app
        if app is None or not app.idle():
            self.settled = False
            return
        if not self.settled:
            self.settled = True
            return
        while True:
            if self.step is None:
                self.step = self.steps.readline().split() or ["end"]
            word, arg = self.step[0], self.step[-1]
            if word == "dim" and not app.dimmed:
                return
            self.step = None
            if word == "press":
                self.press(int(arg))
                return
            if word == "shot":
                screen.save("%s/%s.rgb565" % (self.out, arg))
                print("shot", arg, board.DISPLAY.brightness)
            elif word == "seed":
                app.seed = int(arg)
            elif word == "stack":
                app.table.press = _out_of_stack
            elif word == "end":
                print("1 passed, 0 failed")
                sys.exit(0)
            elif word != "dim":
                raise ValueError("no such step: " + word)

    def press(self, code):
        self.settled = False
        if code in _AXES:
            axis, value = _AXES[code]
            STICK[axis] = value
        else:
            key = (_B, _A, _START, _SELECT).index(code)
            self.events = [(key, True), (key, False)]


_PRESSES = _Presses()
watch = _PRESSES.watch
next_event = _PRESSES.next_event
