"""Buttons as bits of one int, and the input adapters that turn key events into button codes.

Every adapter has `poll(now) -> int`: the code of one new press (or repeat of a held direction),
0 when there is none; `now` is a millisecond tick. Presses that came together (while the computer's search
blocked the loop) are given one a call, in their order. The codes are the PyBadge's shift-register key
numbers as bits, so on the badge `code = 1 << event.key_number`.
Adapters reuse one keypad.Event (read with get_into): a poll allocates nothing.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

B = const(1)
A = const(2)
START = const(4)
SELECT = const(8)
RIGHT = const(16)
DOWN = const(32)
UP = const(64)
LEFT = const(128)
DIRS = const(240)

_FIRST = const(350)    # ms before a held direction repeats
_AGAIN = const(110)    # ms between repeats
_MASK = const(0x1FFFFFFF)
_QUEUE = const(32)     # presses waiting to be handled (as many as keypad's queue of 64 events holds)
_LOW = const(16000)     # joystick dead zone: centre is about 32768
_HIGH = const(49000)


def elapsed(now, then):
    """Milliseconds from tick `then` to tick `now`, across the 2**29 wrap of CircuitPython ticks."""
    return (now - then) & _MASK


class Repeater:
    """Turns key changes into presses, one for each key going down, given back one at a time in the order they came
    (two presses of one key stay two, never merged), and repeats a held direction. The presses wait in a ring of
    _QUEUE codes, allocated once; a press beyond it is dropped."""

    def __init__(self):
        self.held = 0
        self.ring = bytearray(_QUEUE)
        self.first = 0
        self.count = 0
        self.since = 0
        self.waited = _FIRST

    def change(self, code, down, now):
        if down:
            if not self.held & code and self.count < _QUEUE:
                self.ring[(self.first + self.count) % _QUEUE] = code
                self.count += 1
            self.held |= code
            self.since = now
            self.waited = _FIRST
        else:
            self.held &= ~code

    def next(self, now):
        if self.count:
            code = self.ring[self.first]
            self.first = (self.first + 1) % _QUEUE
            self.count -= 1
            return code
        d = self.held & DIRS
        if d and elapsed(now, self.since) >= self.waited:
            self.since = now
            self.waited = _AGAIN
            return d & -d
        return 0


class KeypadInput:
    """keypad keys (PyBadge: 8 shift-register keys; PyGamer: 4) plus an optional analog stick.

    keys: a keypad.ShiftRegisterKeys; event: one keypad.Event to reuse; stick_x, stick_y: AnalogIn or None.
    """

    def __init__(self, keys, event, stick_x=None, stick_y=None):
        self.keys = keys
        self.event = event
        self.sx = stick_x
        self.sy = stick_y
        self.rep = Repeater()
        self.stick = 0

    def poll(self, now):
        ev = self.event
        rep = self.rep
        events = self.keys.events
        while events.get_into(ev):
            rep.change(1 << ev.key_number, ev.pressed, now)
        if events.overflowed:
            events.clear()
            events.overflowed = False
            self.keys.reset()
            rep.held &= DIRS
        if self.sx is not None:
            self._read_stick(now)
        return rep.next(now)

    def _read_stick(self, now):
        x = self.sx.value
        y = self.sy.value
        s = (LEFT if x < _LOW else RIGHT if x > _HIGH else 0) | (
            UP if y < _LOW else DOWN if y > _HIGH else 0)
        old = self.stick
        if s != old:
            for b in (RIGHT, DOWN, UP, LEFT):
                if (s ^ old) & b:
                    self.rep.change(b, s & b, now)
            self.stick = s


class Battery:
    """The battery's voltage (volts(): a float, or None when the reading is not a battery's) from the monitor's
    AnalogIn. The PyGamer's and the PyBadge's monitor is A6 through a divider that halves the battery's voltage,
    read against the ADC's 3.3 V reference, as Adafruit's own code reads it: Adafruit_Arcada's readBatterySensor()
    is analogRead(A6) / 1023 * 2 * 3.3 (Adafruit_Arcada.cpp; A6 in Boards/Adafruit_Arcada_PyGamer.h and
    _PyBadge.h), and the PyGamer guide's pinouts say A6 gives half the battery's voltage; AnalogIn.value has 16
    bits (65535 full scale). On USB alone (no battery, or its switch off) the monitor sees the charger's output,
    which nothing loads: 4.3 V or more, above any LiPo's full charge (4.2 V), so no figure rather than a wrong one.
    A battery charging reads its own voltage raised a little by the charge: still its figure."""

    def __init__(self, pin):
        self.pin = pin

    def volts(self):
        v = self.pin.value * (2 * 3.3 / 65535)
        return v if v < 4.3 else None
