"""Input adapters: key events and the joystick become button codes, with repeat and overflow handling."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "lib"))

from cardtable.device import buttons as K  # noqa: E402


class Event:
    def __init__(self):
        self.key_number = 0
        self.pressed = False


class Events:
    def __init__(self):
        self.queue = []
        self.overflowed = False

    def get_into(self, ev):
        if not self.queue:
            return False
        ev.key_number, ev.pressed = self.queue.pop(0)
        return True

    def clear(self):
        self.queue = []


class Keys:
    def __init__(self):
        self.events = Events()
        self.resets = 0

    def reset(self):
        self.resets += 1


class Analog:
    def __init__(self, value=32768):
        self.value = value


def test_key_numbers_are_the_button_bits():
    assert (K.B, K.A, K.START, K.SELECT, K.RIGHT, K.DOWN, K.UP, K.LEFT) == tuple(1 << i for i in range(8))


def test_pybadge_keys_press_once_and_directions_repeat():
    keys, ev = Keys(), Event()
    inp = K.KeypadInput(keys, ev)
    keys.events.queue = [(1, True), (7, True)]
    assert inp.poll(0) == K.A
    assert inp.poll(1) == K.LEFT
    assert inp.poll(2) == 0
    assert inp.poll(400) == K.LEFT       # held LEFT repeats, held A does not
    assert inp.poll(450) == 0
    assert inp.poll(520) == K.LEFT
    keys.events.queue = [(7, False), (1, False)]
    assert inp.poll(2000) == 0


def test_overflow_clears_and_resets():
    keys, ev = Keys(), Event()
    inp = K.KeypadInput(keys, ev)
    keys.events.queue = [(1, True)]
    keys.events.overflowed = True
    assert inp.poll(0) == K.A
    assert keys.resets == 1 and not keys.events.overflowed
    assert inp.rep.held == 0


def test_pygamer_stick_has_a_dead_zone_and_repeats():
    keys, ev, x, y = Keys(), Event(), Analog(), Analog()
    inp = K.KeypadInput(keys, ev, x, y)
    x.value = 40000                   # inside the dead zone
    assert inp.poll(0) == 0
    x.value = 60000
    assert inp.poll(10) == K.RIGHT
    assert inp.poll(100) == 0
    assert inp.poll(400) == K.RIGHT
    x.value, y.value = 32768, 1000
    assert inp.poll(500) == K.UP
    y.value = 32768
    assert inp.poll(2000) == 0


def test_ticks_wrap():
    assert K.elapsed(5, (1 << 29) - 5) == 10


def test_presses_arriving_together_come_out_once_each_in_their_order():
    keys, ev = Keys(), Event()
    inp = K.KeypadInput(keys, ev)
    right, a, start = 4, 1, 2     # key numbers
    keys.events.queue = [(right, True), (right, False), (right, True), (right, False), (a, True), (a, False),
                         (start, True), (start, False)]
    assert [inp.poll(0) for _ in range(5)] == [K.RIGHT, K.RIGHT, K.A, K.START, 0]
