"""The handheld's parts, made once as the app starts (cardtable.device.run loads this module for that moment and
forgets it: nothing here is called again): the keys, the battery monitor, the save store and the speaker.

Hardware objects are made here and passed in; nothing deeper builds them.
"""
import board
import keypad

from cardtable.device.buttons import KeypadInput, Battery


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
    """A function giving the battery's voltage, or None when the reading is not a battery's (buttons.Battery); None
    on a board that cannot read it. (Its reader is buttons', not this module's: a function defined here would keep
    this module in the heap.)"""
    try:
        import analogio
        pin = analogio.AnalogIn(board.A6)
    except (ImportError, AttributeError, ValueError) as e:
        print("no battery reading:", repr(e))
        return None
    return Battery(pin).volts


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
