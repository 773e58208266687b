"""Sounds: the app asks for a click per card, a chirp per trick a human wins, a tune at the game's end, and
nothing when the preference is off; the device's Speaker plays notes without blocking; the simulator's
pygame sounds work without an audio device."""
import os
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "helpers"), os.path.join(ROOT, "tools")):
    if p not in sys.path:
        sys.path.insert(0, p)

from appstub import StubSound, play_game  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from cardtable.device.sound import CLICK, CHIRP, WIN, LOSE, NOTES, WAVE, Speaker  # noqa: E402
from test_app_flow import start  # noqa: E402
from micropython_lane import core_exe  # noqa: E402


def expected_sounds(app):
    """Wrap the game's `move` so the test works out, from the moves themselves, the sounds due."""
    t = app.table
    g = t.g
    due = []
    move = g.move

    def watched(m):
        completes = m < 128 and len(g.trick) == 1
        move(m)
        if m < 128:
            due.append(CLICK)
        if completes and t.seats[g.last_winner] is None:
            due.append(CHIRP)
        if g.phase == "game_over":
            due.append(WIN if t.pnp or g.winner == t.me else LOSE)
    g.move = watched
    return due


@pytest.mark.slow
def test_a_click_per_card_a_chirp_per_trick_won_and_a_tune_at_the_end():
    for game, opp, opts in (("double_emperor", 1, [(1, 1)]), ("spades", 1, [(1, 3)]), ("double_emperor", 3, [(1, 1)]),
                            ("maniller", 0, [(2, 1)])):
        s = StubSound()
        v, app, d = start(game, opponent=opp, prefs={"sound": 1}, options=opts, sound=s)
        already = list(s.played)  # the computer may have led before the test watches the moves
        due = expected_sounds(app)
        g = app.table.g
        play_game(d, v)
        assert g.phase == "game_over"
        assert s.played == already + due, game
        assert s.played.count(CLICK) > 10 and CHIRP in s.played
        assert s.played[-1] == (WIN if opp == 3 or g.winner == 0 else LOSE)
        assert s.played.count(WIN) + s.played.count(LOSE) == 1
        if opp == 3:   # pass and play: every trick is won by a human
            assert s.played.count(CHIRP) == sum(1 for x in s.played if x == CLICK) // 2


def test_spades_draw_and_bids_make_no_sound():
    s = StubSound()
    v, app, d = start("spades", prefs={"sound": 1}, sound=s)
    t = app.table
    while t.phase in ("draw", "bid"):
        if t.turn:
            d.press(K.RIGHT if t.phase == "bid" else K.A, K.A)
    assert s.played == [] or set(s.played) == {CLICK}   # at most the computer's opening lead


def test_no_sound_when_the_preference_is_off():
    s = StubSound()
    v, app, d = start("double_emperor", prefs={"sound": 0}, options=[(1, 3)], sound=s)   # target 50
    play_game(d, v)
    assert s.played == []


def test_switching_sound_off_silences_at_once():
    s = StubSound()
    v, app, d = start("double_emperor", prefs={"sound": 1, "auto": 0}, sound=s)
    d.press(K.A)   # a card: a click
    assert CLICK in s.played
    d.press(K.START, K.UP, K.UP)
    assert app.menu.items[app.menu.sel][0] == "prefs"
    d.press(K.A, K.DOWN, K.DOWN, K.DOWN, K.LEFT)
    assert v.lines[3] == "Sound: Off"
    q = s.quiets
    d.press(K.B)
    assert app.prefs["sound"] == 0 and s.quiets > q
    n = len(s.played)
    play_game(d, v, deals=1)
    assert len(s.played) == n


def test_the_computer_thinks_in_silence():
    s = StubSound()
    v, app, d = start("double_emperor", opponent=1, prefs={"sound": 1}, sound=s)
    q = s.quiets
    d.press(K.A)   # the computer answers
    assert s.quiets > q


class Fake:
    """Stands in for audioio.AudioOut, audiocore.RawSample and the SPEAKER_ENABLE DigitalInOut."""

    def __init__(self):
        self.log = []
        self.sample_rate = 8000
        self.value = False

    def play(self, sample, loop=False):
        self.log.append(("play", sample.sample_rate, loop))

    def stop(self):
        self.log.append(("stop",))


def test_the_speaker_plays_each_note_for_its_time_without_blocking():
    audio, sample, enable = Fake(), Fake(), Fake()
    sp = Speaker(audio, sample, enable)
    sp.tick(5)
    sp.quiet()
    assert audio.log == [] and not enable.value        # silent until asked
    sp.play(CHIRP, 1000)
    hz1, ms1, hz2, ms2 = NOTES[CHIRP]
    assert enable.value and audio.log[-1] == ("play", hz1 * WAVE, True)
    sp.tick(1000 + ms1 - 1)
    assert audio.log[-1] == ("play", hz1 * WAVE, True)
    sp.tick(1000 + ms1)
    assert audio.log[-1] == ("play", hz2 * WAVE, True)
    sp.tick(1000 + ms1 + ms2)
    assert audio.log[-1] == ("stop",) and not enable.value
    n = len(audio.log)
    sp.tick(5000)
    assert len(audio.log) == n
    sp.play(WIN, 0x1FFFFFF0)                           # across the tick counter's wrap
    sp.tick(NOTES[WIN][1] - 0x10)
    assert audio.log[-1] == ("play", NOTES[WIN][2] * WAVE, True)
    sp.quiet()
    assert audio.log[-1] == ("stop",) and not enable.value


def test_every_note_is_in_the_speakers_range():
    for notes in NOTES:
        assert len(notes) % 2 == 0
        for i in range(0, len(notes), 2):
            assert 200 <= notes[i] <= 4000 and 10 <= notes[i + 1] <= 400
            assert notes[i] * WAVE < 100000          # the DAC's sample rate
    from cardtable.table.table import _CUE_MS
    assert sum(NOTES[CHIRP][1::2]) <= _CUE_MS         # over before the computer chooses


def test_the_simulator_makes_its_sounds_in_memory_and_copes_without_audio(monkeypatch):
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame
    import sim
    snd = sim.PygameSound.make()
    if snd is not None:   # the dummy driver gives a mixer
        assert len(snd.sounds) == len(NOTES)
        snd.play(CLICK, 0)
        snd.tick(10)
        snd.quiet()
        assert snd.played == [CLICK]
    assert len(sim._square((1000, 10), 22050, 2)) == 220 * 2 * 2

    def no_mixer(*a, **k):
        raise pygame.error("no audio device")
    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_mixer)
    assert sim.PygameSound.make() is None


MP_SPEAKER = """
import sys
sys.path.insert(0, "lib")
from cardtable.device.sound import Speaker, NOTES, WAVE, CHIRP
class Fake:
    def __init__(self):
        self.n = 0
        self.sample_rate = 0
        self.value = False
    def play(self, sample, loop=False):
        self.n += 1
    def stop(self):
        pass
a, s, e = Fake(), Fake(), Fake()
sp = Speaker(a, s, e)
sp.play(CHIRP, 0)
sp.tick(NOTES[CHIRP][1])
print(a.n, s.sample_rate == NOTES[CHIRP][2] * WAVE, e.value)
sp.tick(1000)
print(e.value)
"""


@pytest.mark.lane
def test_the_speaker_runs_on_circuitpython():
    import subprocess
    exe = core_exe()
    out = subprocess.run([exe, "-X", "heapsize=32K", "-c", MP_SPEAKER], cwd=ROOT, capture_output=True, text=True,
                         timeout=60)
    assert out.stdout.split() == ["2", "True", "True", "False"], out.stdout + out.stderr
