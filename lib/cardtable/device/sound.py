"""Sounds: which ones there are, their notes, and the device's speaker.

The app asks a sound object for a sound by number, `play(kind, now)`, only when the Sound preference is on; it
calls `tick(now)` often and `quiet()` before the computer thinks (a blocking search must not hold a note).
tools/sim.py has a pygame one; the tests a stub that records the kinds.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.device.buttons import elapsed

try:  # for the type checker only (tests/test_typecheck.py checks Speaker against circuitpython-stubs)
    from typing import TYPE_CHECKING
except ImportError:
    TYPE_CHECKING = False  # type: ignore[misc]
if TYPE_CHECKING:
    import audiocore
    import audioio
    import digitalio

CLICK = const(0)   # a card is played
CHIRP = const(1)   # a human player wins a trick
WIN = const(2)     # the game is over and the human won (pass and play: always)
LOSE = const(3)    # ... the computer won
# each sound's notes: Hz, ms, Hz, ms, ... (the chirp ends before the computer chooses, table._CUE_MS)
NOTES = ((1760, 15), (1047, 45, 1568, 55), (523, 110, 659, 110, 784, 110, 1047, 280),
         (523, 150, 440, 150, 349, 320))
WAVE = const(16)   # samples in one period of the speaker's square wave


class Speaker:
    """The PyGamer/PyBadge speaker. audio: an audioio.AudioOut; sample: an audiocore.RawSample of one period
    of WAVE samples (cardtable.device.run builds both); enable: the SPEAKER_ENABLE pin as a DigitalInOut output,
    on only while a note sounds. A note loops the sample at rate Hz * WAVE until its time is up."""

    def __init__(self, audio: "audioio.AudioOut", sample: "audiocore.RawSample",
                 enable: "digitalio.DigitalInOut") -> None:
        self.audio = audio
        self.sample = sample
        self.enable = enable
        self.kind = 0
        self.i = -1          # the next note's index in self.notes, -1 when silent
        self.since = 0
        self.ms = 0

    def play(self, kind: int, now: int) -> None:
        self.kind = kind
        self.i = 0
        self.enable.value = True
        self.next_note(now)

    def next_note(self, now: int) -> None:
        n = NOTES[self.kind]
        i = self.i
        if i < 0 or i >= len(n):
            self.quiet()
            return
        self.audio.stop()
        self.sample.sample_rate = n[i] * WAVE
        self.audio.play(self.sample, loop=True)
        self.since = now
        self.ms = n[i + 1]
        self.i = i + 2

    def tick(self, now: int) -> None:
        if self.i >= 0 and elapsed(now, self.since) >= self.ms:
            self.next_note(now)

    def quiet(self) -> None:
        if self.i >= 0:
            self.audio.stop()
            self.enable.value = False
            self.i = -1
