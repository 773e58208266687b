"""The pocket card table in a pygame window: the device's app and displayio view through Blinka.

    python3 tools/sim.py [--seed N] [--scale N] [--save PATH | --no-save]

Keys: arrows = the d-pad / joystick, X or Space = A, Z, Backspace or Esc = B, Enter = START,
Right Shift or Tab = SELECT; close the window (or Ctrl+Q) to quit. --scale N: a window of 160N x 128N pixels.
Without a display (no desktop session, or SDL_VIDEODRIVER=dummy) it says so and stops: a window nobody sees
would wait for keys nobody can press. Scripted runs (tools/screenshots.py, the tests) drive a Sim headless with
SDL_VIDEODRIVER=dummy; Sim.save(path) writes the screen to a PNG. With the Sound
preference on, sounds play through pygame.mixer (none, silently, without an audio device).
Settings, statistics and the game in progress are kept as on the device, in an 8 KB file standing in for
microcontroller.nvm (default ~/.pocket-card-table.nvm): close the window mid-game, start again, Continue.
The main menu's battery figure is a made-up 3.9 V (SIM_BATTERY), to show where the handheld's goes: the desktop has
no battery to read.
"""
import argparse
import array
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
for _p in (ROOT, os.path.join(ROOT, "lib")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
if os.environ.get("SDL_VIDEODRIVER") == "dummy":
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import busdisplay  # noqa: E402
import pygame  # noqa: E402
from blinka_displayio_pygamedisplay import PyGameDisplay  # noqa: E402

from cardtable.device import buttons, sound  # noqa: E402
from cardtable.app import App  # noqa: E402
from tools.drive import Driver  # noqa: E402
from cardtable.device.save import Store  # noqa: E402
from tools.filenvm import FileNvm  # noqa: E402
from cardtable.device.view import View  # noqa: E402
from engine import games  # noqa: E402

KEYMAP = {
    pygame.K_LEFT: buttons.LEFT, pygame.K_RIGHT: buttons.RIGHT,
    pygame.K_UP: buttons.UP, pygame.K_DOWN: buttons.DOWN,
    pygame.K_x: buttons.A, pygame.K_SPACE: buttons.A,
    pygame.K_z: buttons.B, pygame.K_BACKSPACE: buttons.B, pygame.K_ESCAPE: buttons.B,
    pygame.K_RETURN: buttons.START, pygame.K_RSHIFT: buttons.SELECT, pygame.K_TAB: buttons.SELECT,
}


class KeyboardInput:
    """The desktop adapter: pygame key events through the same Repeater as the device's keys."""

    def __init__(self):
        self.rep = buttons.Repeater()
        self.quit = False

    def poll(self, now):
        for ev in pygame.event.get((pygame.KEYDOWN, pygame.KEYUP, pygame.QUIT)):
            if ev.type == pygame.QUIT:
                self.quit = True
            elif ev.type == pygame.KEYDOWN and ev.key == pygame.K_q and ev.mod & pygame.KMOD_CTRL:
                self.quit = True
            elif ev.key in KEYMAP:
                self.rep.change(KEYMAP[ev.key], ev.type == pygame.KEYDOWN, now)
        return self.rep.next(now)


class PygameSound:
    """The simulator's speaker: each of cardtable.device.sound's sounds made once in memory as square-wave notes and
    played by pygame.mixer. `make()` gives None when there is no audio device (nothing is played then)."""

    def __init__(self, sounds):
        self.sounds = sounds
        self.played = []          # the kinds played, for tests

    @staticmethod
    def make():
        try:
            got = pygame.mixer.get_init()
            if got and got[1] != -16:
                pygame.mixer.quit()
            if not got or got[1] != -16:
                pygame.mixer.init(22050, -16, 1)
            rate, size, channels = pygame.mixer.get_init()
            sounds = [pygame.mixer.Sound(buffer=_square(notes, rate, channels)) for notes in sound.NOTES]
        except (pygame.error, TypeError, ValueError) as e:
            print("sim: no sound (%s)" % e, file=sys.stderr)
            return None
        return PygameSound(sounds)

    def play(self, kind, now):
        self.played.append(kind)
        self.sounds[kind].play()

    def tick(self, now):
        pass

    def quiet(self):
        pygame.mixer.stop()


def _square(notes, rate, channels):
    """16-bit signed samples of notes (Hz, ms, ...) as a square wave, each channel the same."""
    out = array.array("h")
    for i in range(0, len(notes), 2):
        hz, ms = notes[i], notes[i + 1]
        period = max(2, rate // hz)
        for j in range(rate * ms // 1000):
            v = 6000 if j % period < period // 2 else -6000
            out.extend([v] * channels)
    return out.tobytes()


DEFAULT_SAVE = os.path.join(os.path.expanduser("~"), ".pocket-card-table.nvm")
SIM_BATTERY = 3.9   # volts: a made-up figure for the main menu (cardtable.device.run reads the handheld's)


def ticks():
    return int(time.monotonic() * 1000) & 0x1FFFFFFF


def backlight(surface, level):
    """Darken the screen's surface as the eye sees a backlight at `level` (0..1) of its duty cycle: the colours
    scaled by level ** (1 / 2.2), 0.1 looking about a third as bright (tools/screenshots.py shows the board's
    frame so too)."""
    if level < 1:
        k = int(255 * level ** (1 / 2.2))
        surface.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)


class SimDisplay(PyGameDisplay):
    """The handheld's 160x128 screen in a window `scale` times as big. displayio draws into a surface of the screen's
    own size (`_pygame_screen`, which Sim.save writes), shown enlarged at each refresh: pygame's SCALED flag would
    fit the window to the desktop instead, whatever the scale. Its brightness shows (`backlight`), at once, as the
    backlight changes at once."""

    def __init__(self, scale=1, caption="Pocket card table"):
        self.scale = scale
        self.window = None
        self.level = 1.0
        PyGameDisplay.__init__(self, width=160, height=128, auto_refresh=False, caption=caption)

    @property
    def brightness(self):
        return self.level

    @brightness.setter
    def brightness(self, value):
        self.level = value
        if self._pygame_screen is not None:
            self._refresh_display()

    def _initialize(self, init_sequence):
        PyGameDisplay._initialize(self, init_sequence)
        self.window = pygame.display.set_mode((160 * self.scale, 128 * self.scale))
        self._pygame_screen = pygame.Surface((160, 128))

    def _refresh_display(self):
        busdisplay.BusDisplay._refresh_display(self)   # into the screen's surface
        backlight(self._pygame_screen, self.level)
        self.window.blit(pygame.transform.scale(self._pygame_screen, self.window.get_size()), (0, 0))
        pygame.display.flip()
        self._last_refresh = time.monotonic()
        self._refresh_pending = False


class Sim(Driver):
    """The app on a PyGameDisplay. `press` and `settle` (tools.drive.Driver) drive it by buttons with a
    simulated clock; `run` is the interactive loop."""

    def __init__(self, seed=None, scale=1, prefs=None, save=None, audio=True):
        self.display = SimDisplay(scale)
        self.view = View(self.display, os.path.join(ROOT, "assets"))
        if seed is None:
            seed = int(time.time()) & 0xFFFF
        store = Store(FileNvm(save)) if save else None
        self.sound = PygameSound.make() if audio else None
        app = App(self.view, games, os.path.join(ROOT, "assets"), seed=seed, prefs=prefs, sound=self.sound,
                  store=store, battery=lambda: SIM_BATTERY)
        Driver.__init__(self, app)

    def save(self, path):
        pygame.image.save(self.display._pygame_screen, path)

    def run(self):
        """The interactive loop, as on the device."""
        inp = KeyboardInput()
        app = self.app
        while not inp.quit:
            app.step(inp, ticks())
            time.sleep(0.01)
        self.close()

    def close(self):
        """Close the window: like switching the handheld off, nothing more is saved (the game was saved
        at its last save point: the end of a trick, of Spades' draw or bidding, or Save and quit)."""
        pygame.quit()


UNSEEN = ("dummy", "offscreen")   # SDL's video drivers that show nothing


def display_driver():
    """SDL's video driver for a window here, or None when there is none at all."""
    try:
        pygame.display.init()
        return pygame.display.get_driver()
    except pygame.error:
        return None


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=None, help="shuffle seed of the first game")
    ap.add_argument("--scale", type=int, default=4, help="window zoom (1 = the device's 160x128 pixels)")
    ap.add_argument("--save", default=DEFAULT_SAVE, help="the save file standing in for the device's nvm "
                    "(default %(default)s)")
    ap.add_argument("--no-save", action="store_true", help="keep nothing")
    args = ap.parse_args(argv)
    driver = display_driver()
    if driver is None or driver in UNSEEN:
        print("tools/sim.py: no display to show the handheld's screen on (SDL video driver: %s). Run it in a desktop "
              "session; without one, play in the terminal (python3 tools/play.py) or save the screens as PNG files "
              "(SDL_VIDEODRIVER=dummy python3 tools/screenshots.py)." % driver, file=sys.stderr)
        return 1
    Sim(seed=args.seed, scale=args.scale, save=None if args.no_save else args.save).run()
    return 0


if __name__ == "__main__":
    sys.exit(main())
