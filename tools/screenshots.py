"""Regenerate the README's screenshots: play through the simulator by buttons and save each kind of screen.

    SDL_VIDEODRIVER=dummy python3 tools/screenshots.py [OUT_DIR] [--zoom N]

OUT_DIR defaults to docs/screenshots. Each PNG is the 160x128 screen, enlarged --zoom times (default 2).
"""
import argparse
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(os.path.dirname(HERE), "tests"))

import pygame  # noqa: E402

import sim  # noqa: E402
from cardtable import buttons as K  # noqa: E402


def _act(s):
    """One sensible button press for the human at the table (what a test player would do)."""
    t = s.app.table
    if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
        if t.phase == "bid" and t.choice == 0:
            s.press(K.RIGHT, K.RIGHT, K.RIGHT)
        s.press(K.A)
        return
    for _ in range(len(t.hand)):
        if t.playable[t.sel]:
            break
        s.press(K.RIGHT)
    s.press(K.A)


def shots(out, zoom=2, seed=11):
    """Save every kind of screen into `out`; returns the list of file names."""
    os.makedirs(out, exist_ok=True)
    s = sim.Sim(seed=seed, prefs={"speed": 2})
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

    save("01_menu")
    s.press(K.UP, K.A)
    save("02_preferences")
    s.press(K.B, K.DOWN, K.A)                      # Spades setup
    save("03_spades_setup")
    s.press(K.UP, K.A)
    save("04_rules")
    s.press(K.B, K.DOWN, K.A)                     # start Spades vs CPU normal
    save("05_spades_draw")
    for _ in range(4):
        s.press(K.A)
    s.press(K.SELECT)
    save("06_spades_discards")
    s.press(K.A)
    while table().phase == "draw":
        s.press(K.A)
    s.press(K.RIGHT, K.RIGHT, K.RIGHT, K.RIGHT)
    save("07_spades_bid")
    s.press(K.A)
    for _ in range(3):
        _act(s)
    save("08_spades_play")
    s.press(K.SELECT)
    save("09_last_trick")
    s.press(K.A, K.DOWN)
    save("10_score_sheet")
    s.press(K.A, K.START)
    save("11_game_menu")
    s.press(K.UP, K.A)                            # quit
    s.press(K.A)                                  # Double Emperor
    s.press(K.DOWN, K.RIGHT, K.RIGHT, K.UP, K.A)  # pass and play
    _act(s)
    while s.view.panel_g.hidden:
        _act(s)
    save("12_pass_and_play_handoff")
    s.press(K.A)
    save("13_double_emperor")
    s.press(K.START, K.UP, K.A)
    s.press(K.DOWN, K.DOWN, K.DOWN, K.A, K.A)     # Maniller vs CPU
    while table() is not None and table().g.phase not in ("deal_over", "game_over"):
        _act(s)
    save("14_deal_over")
    s.press(K.START, K.UP, K.A)
    if os.path.exists(os.path.join(os.path.dirname(HERE), "engine", "pinochle.py")):
        s.press(K.DOWN, K.DOWN, K.A, K.A)
        for _ in range(40):
            if table().phase == "meld" and table().turn:
                s.press(K.DOWN)
                break
            _act(s)
        save("15_pinochle")
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
