"""Start the app on a PyGamer or PyBadge: build the display, keys and view, then loop forever.

Hardware objects are made here and passed in; nothing deeper builds them.
"""
import time

import board
import keypad

from cardtable.app import App
from cardtable.device.buttons import KeypadInput

try:
    from supervisor import ticks_ms
except ImportError:  # an older CircuitPython
    def ticks_ms() -> int:
        return int(time.monotonic() * 1000) & 0x1FFFFFFF


def make_input():
    """PyGamer: 4 shift-register keys and the analog stick; PyBadge: 8 shift-register keys."""
    gamer = hasattr(board, "JOYSTICK_X")
    keys = keypad.ShiftRegisterKeys(clock=board.BUTTON_CLOCK, data=board.BUTTON_OUT,
                                    latch=board.BUTTON_LATCH, key_count=4 if gamer else 8,
                                    value_when_pressed=True)
    if gamer:
        import analogio
        return KeypadInput(keys, keypad.Event(), analogio.AnalogIn(board.JOYSTICK_X),
                           analogio.AnalogIn(board.JOYSTICK_Y))
    return KeypadInput(keys, keypad.Event())


def make_battery() -> object:  # annotated: mypy checks the body against circuitpython-stubs
    """A function giving the battery's voltage, or None when the reading is not a battery's; None on a board that
    cannot read it. On USB alone (no battery, or its switch off) the monitor sees the charger's output, which nothing
    loads: 4.3 V or more, above any LiPo's full charge (4.2 V), so no figure rather than a wrong one. A battery
    charging reads its own voltage raised a little by the charge: still its figure."""
    try:
        import analogio
        pin = analogio.AnalogIn(board.A6)
    except (ImportError, AttributeError, ValueError) as e:
        print("no battery reading:", repr(e))
        return None

    def volts():
        # The PyGamer's and the PyBadge's battery monitor: A6 through a divider that halves the battery's voltage,
        # read against the ADC's 3.3 V reference, as Adafruit's own code reads it: Adafruit_Arcada's
        # readBatterySensor() is analogRead(A6) / 1023 * 2 * 3.3 (Adafruit_Arcada.cpp; A6 in
        # Boards/Adafruit_Arcada_PyGamer.h and _PyBadge.h), and the PyGamer guide's pinouts say A6 gives half the
        # battery's voltage. AnalogIn.value has 16 bits (65535 full scale).
        v = pin.value * (2 * 3.3 / 65535)
        return v if v < 4.3 else None
    return volts


def make_store():
    """The save store over microcontroller.nvm, or None on a board without one."""
    try:
        import microcontroller
        from cardtable.device.save import Store
        return Store(microcontroller.nvm) if microcontroller.nvm is not None else None
    except (ImportError, AttributeError, ValueError):
        return None


def make_sound() -> object:  # annotated: mypy checks the body against circuitpython-stubs
    """The speaker (cardtable.device.sound.Speaker): one period of a square wave in a RawSample, made once; None
    on a board without board.SPEAKER or audioio."""
    try:
        import array
        import audiocore
        import audioio
        import digitalio
        from cardtable.device.sound import Speaker, WAVE
        enable = digitalio.DigitalInOut(board.SPEAKER_ENABLE)
        enable.switch_to_output(value=False)
        half = WAVE // 2
        wave = array.array("H", [0x9800] * half + [0x6800] * half)   # around the quiescent 0x8000
        return Speaker(audioio.AudioOut(board.SPEAKER), audiocore.RawSample(wave, sample_rate=8000), enable)
    except (ImportError, AttributeError, ValueError, RuntimeError) as e:
        print("no sound:", repr(e))
        return None


def main(assets="/assets"):
    from cardtable.device.view import View
    from engine import games
    display = board.DISPLAY
    display.auto_refresh = False
    view = View(display, assets)
    inp = make_input()
    app = App(view, games, assets, seed=ticks_ms(), sound=make_sound(), store=make_store(), battery=make_battery())
    games = None   # the app drops engine.games while a game is on
    while True:
        app.step(inp, ticks_ms())
        time.sleep(0.01)
