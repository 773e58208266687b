"""Regenerate the README's screenshots: play through the simulator by buttons and save each kind of screen.

    SDL_VIDEODRIVER=dummy python3 tools/screenshots.py [OUT_DIR] [--zoom N]

OUT_DIR defaults to docs/screenshots. Each PNG is the 160x128 screen, enlarged --zoom times (default 2).
The human's moves are the tests' (appstub.human_step: the first card that may be played, bids of 3).
"""
import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests", "helpers"))

import pygame  # noqa: E402

import sim  # noqa: E402
from appstub import human_step  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from engine.rules.registry import entry  # noqa: E402

# the app's seed before a Pinochle game whose first deal has a meld for the human, the last-two-cards choice and
# phase 2 (the seed of the game is this + 1)
PINOCHLE_SEED = 8


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


def out_of_stack(code, now):
    raise RuntimeError("pystack exhausted")


def shots(out, zoom=2, seed=11):
    """Save every kind of screen into `out`; returns the list of file names."""
    os.makedirs(out, exist_ok=True)
    s = sim.Sim(seed=seed, prefs={"speed": 2}, audio=False)
    screen = Screen(s)
    names = []

    def save(name):
        path = os.path.join(out, name + ".png")
        s.save(path)
        if zoom > 1:
            img = pygame.image.load(path)
            pygame.image.save(pygame.transform.scale(img, (160 * zoom, 128 * zoom)), path)
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
    s.app.table.press = out_of_stack                   # the search runs out of the Python stack at the next press
    s.press(K.A)
    save("25_stack_too_small")
    return names


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", nargs="?", default=os.path.join(os.path.dirname(HERE), "docs", "screenshots"))
    ap.add_argument("--zoom", type=int, default=2)
    args = ap.parse_args(argv)
    for name in shots(args.out, args.zoom):
        print(os.path.join(args.out, name))


if __name__ == "__main__":
    main()
