"""Regenerate the README's screenshots: the board's own pictures, drawn by CircuitPython's displayio, reached by
the simulator's button presses.

    SDL_VIDEODRIVER=dummy python3 tools/screenshots.py [OUT_DIR] [--zoom N] [--simulator | --also-simulator DIR]

It plays through the simulator by buttons and saves each kind of screen, writing down each step (Recording). The
PyGamer core then takes the same steps (tests/helpers/pygamer/presses.py) in the device's whole program as deploy
writes it (tools/pygamer.py), its display rendering as the board's refresh renders, and saves its frame where the
simulator saved its picture. OUT_DIR (default docs/screenshots) gets the board's pictures (and DIR the
simulator's, with --also-simulator); with --simulator, the simulator's alone (no core needed). Each PNG is the
160x128 screen, enlarged --zoom times (default 2). Where the two differ is in docs/screens.md
(tests/test_screens.py holds them to it).
The human's moves are the tests' (appstub.human_step: the first card that may be played, bids of 3).
"""
import argparse
import os
import sys
import tempfile

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "helpers"))

import pygame  # noqa: E402

import pygamer  # noqa: E402
import sim  # noqa: E402
from appstub import human_step  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from engine.rules.registry import entry  # noqa: E402

# the app's seed before a Pinochle game whose first deal has a meld for the human, the last-two-cards choice and
# phase 2 (the seed of the game is this + 1)
PINOCHLE_SEED = 8
# bytes of the board's core: the board's pool and 32K more. The screens are five games from one start, which the
# board's own pool does not hold (docs/screens.md): the pictures do not depend on it.
POOL = pygamer.BOARD_POOL - pygamer.SUPERVISOR + 32 * 1024


class Screen:
    """What appstub.human_step needs to know about the screen: a table, or a page to press A on."""

    def __init__(self, s):
        self.s = s

    @property
    def kind(self):
        return "table" if self.s.view.panel_g.hidden else "sheet"


def start(s, game, opponent):
    """From the main menu: open the game, set the opponent (menus.OPPONENTS index), start."""
    s.press(*([K.DOWN] * entry(game).number))   # the main menu lists the games in number order
    s.press(K.A, K.DOWN)                              # the opponent line
    s.press(*([K.RIGHT] * ((opponent - s.app.opp) % 4)))
    s.press(K.UP, K.A)                                # Start game


def quit_game(s):
    s.press(K.START, K.UP, K.A, K.DOWN, K.A)          # Game menu, its last line: quit (nothing saved: asked)


class Recording(sim.Sim):
    """The simulator, writing down the steps that lead to each screen (tests/helpers/pygamer/presses.py takes them
    again on the board's core): its start, each press, each screen saved, and what the script does besides."""

    def __init__(self, seed, speed):
        sim.Sim.__init__(self, seed=seed, prefs={"speed": speed}, audio=False)
        self.steps = ["start %d %d" % (seed, speed)]

    def press(self, *codes):
        for c in codes:
            self.steps.append("press %d" % c)
            sim.Sim.press(self, c)


def out_of_stack(code, now):
    raise RuntimeError("pystack exhausted")


def shots(out, zoom=2, seed=11):
    """Save every kind of screen into `out`; returns the list of file names and the steps that made them."""
    os.makedirs(out, exist_ok=True)
    s = Recording(seed, 2)
    screen = Screen(s)
    names = []

    def save(name):
        s.steps.append("shot " + name)
        path = os.path.join(out, name + ".png")
        s.save(path)
        enlarge(path, zoom)
        names.append(name + ".png")

    def table():
        return s.app.table

    def act():
        human_step(s, screen)

    save("01_menu")
    s.press(K.UP, K.A)
    save("02_preferences")
    s.press(K.B, K.DOWN, K.A)                          # Spades setup
    save("03_spades_setup")
    s.press(K.UP, K.UP, K.A)                           # Deal no.
    s.press(K.UP, K.RIGHT, *([K.UP] * 4))
    save("21_deal_number")
    s.press(K.B, K.DOWN, K.A)                          # random after all; Rules
    save("04_rules")
    s.press(K.B, K.DOWN, K.A)                          # start Spades vs CPU normal
    save("05_spades_draw")
    s.press(K.A, K.B)                                  # keep, then undo: refused, the line says why
    save("22_undo_refused")
    for _ in range(3):
        s.press(K.A)
    s.press(K.SELECT)
    save("06_spades_discards")
    s.press(K.A)
    while table().phase == "draw":
        s.press(K.A)
    s.press(K.RIGHT)                                   # from 3 to 4
    save("07_spades_bid")
    s.press(K.A)
    for _ in range(3):
        act()
    save("08_spades_play")
    s.steps.append("dim")
    while s.now < s.app.key_at + 60000:                # a minute without a key: the screen dims
        s.now += 100
        s.app.tick(s.now)
    save("23_dimmed_table")
    s.press(K.B)                                       # wakes it (not taken as an undo)
    s.press(K.SELECT)
    save("09_last_trick")
    s.press(K.A, K.DOWN)
    save("10_score_sheet")
    s.press(K.A, K.START)
    save("11_game_menu")
    s.press(K.UP, K.A)                                 # quit: nothing is saved here, so asked first
    save("24_quit_question")
    s.press(K.DOWN, K.A)

    start(s, "maniller", 3)                            # pass and play: hidden hands, a hand-off
    act()
    while s.view.panel_g.hidden:
        act()
    save("12_pass_and_play_handoff")
    quit_game(s)
    start(s, "double_emperor", 3)                      # open hands: no hand-off
    for _ in range(3):
        act()
    save("13_double_emperor")
    quit_game(s)

    start(s, "maniller", 1)                            # against the computer, to the game's end
    for _ in range(3):
        act()
    save("14_maniller")
    while table().g.phase != "deal_over":
        act()
    save("15_deal_over")
    while table().g.phase != "game_over":
        act()
    save("16_game_over")
    s.press(K.A)                                       # back to the main menu
    s.press(*([K.DOWN] * 4), K.A, K.LEFT)              # Statistics, Maniller's page
    save("17_statistics")
    s.press(K.B)

    s.steps.append("seed %d" % PINOCHLE_SEED)
    s.app.seed = PINOCHLE_SEED
    start(s, "pinochle", 1)
    shot = set()
    while table().g.deal == 1 and len(shot) < 3:
        t = table()
        if "meld" not in shot and t.turn and t.phase == "meld":
            for _ in range(len(t.options) - 1):   # a meld of two cards or more, if there is one
                s.press(K.DOWN)
                if t.marked.count(True) > 1:
                    save("18_pinochle_meld")
                    shot.add("meld")
                    break
            s.press(K.UP)
        elif "draw" not in shot and t.turn and t.phase == "draw":
            save("19_pinochle_last_two")
            shot.add("draw")
        elif "draw" in shot and t.turn and t.phase == "play":
            save("20_pinochle_phase2")
            shot.add("phase2")
        act()
    s.steps.append("stack")                            # the search runs out of the Python stack at the next press
    s.app.table.press = out_of_stack
    s.press(K.A)
    save("25_stack_too_small")
    return names, s.steps


def enlarge(path, zoom):
    if zoom > 1:
        img = pygame.image.load(path)
        pygame.image.save(pygame.transform.scale(img, (160 * zoom, 128 * zoom)), path)


def on_board(steps, out, zoom=2):
    """The simulator's steps taken on the PyGamer core: the board's frame of each screen into `out` as a PNG, its
    backlight shown as the simulator shows it (sim.backlight: the board dims the light, not the pixels). Returns the
    list of file names."""
    os.makedirs(out, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="screens_") as tmp:
        drive = pygamer.make_drive(os.path.join(tmp, "CIRCUITPY"), person=pygamer.PRESSES)
        with open(os.path.join(drive, pygamer.LANE_DIR, "steps.txt"), "w") as f:
            f.write("\n".join(steps) + "\n")
        os.mkdir(os.path.join(drive, "shots"))
        ok, said = pygamer.run_script(drive, ["code.py", "/%s/steps.txt" % pygamer.LANE_DIR, "shots"], POOL,
                                      env={"CARDTABLE_RENDER": "1"})
        if not ok:
            raise RuntimeError("the board's core stopped:\n" + said)
        names = []
        for line in said.splitlines():
            if not line.startswith("shot "):
                continue
            _, name, level = line.split()
            with open(os.path.join(drive, "shots", name + ".rgb565"), "rb") as f:
                surface = frame(f.read())
            sim.backlight(surface, float(level))
            path = os.path.join(out, name + ".png")
            pygame.image.save(surface, path)
            enlarge(path, zoom)
            names.append(name + ".png")
    return names


def frame(data):
    """The board's frame (big-endian RGB565, as screen.save writes it) as a surface, each colour widened to 8 bits
    as Blinka's PyGameDisplay widens the RGB565 it renders (c * 255 / 31 or 63, rounded down): a pixel the two
    renderers draw alike is then alike in both pictures."""
    rgb = bytearray()
    for i in range(0, len(data), 2):
        p = data[i] << 8 | data[i + 1]
        rgb += bytes(((p >> 11) * 255 // 31, (p >> 5 & 63) * 255 // 63, (p & 31) * 255 // 31))
    return pygame.image.frombuffer(bytes(rgb), (160, 128), "RGB")


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", nargs="?", default=os.path.join(os.path.dirname(HERE), "docs", "screenshots"))
    ap.add_argument("--zoom", type=int, default=2)
    which = ap.add_mutually_exclusive_group()
    which.add_argument("--simulator", action="store_true", help="the simulator's pictures, not the board's")
    which.add_argument("--also-simulator", metavar="DIR", help="the simulator's pictures too, into DIR")
    args = ap.parse_args(argv)
    if args.simulator:
        names = shots(args.out, args.zoom)[0]
    else:
        with tempfile.TemporaryDirectory(prefix="sim_") as tmp:
            names, steps = shots(args.also_simulator or tmp, args.zoom)
            if on_board(steps, args.out, args.zoom) != names:
                raise RuntimeError("the board saved other screens than the simulator")
    for name in names:
        print(os.path.join(args.out, name))


if __name__ == "__main__":
    main()
