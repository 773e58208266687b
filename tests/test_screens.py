"""The board's own pictures against the simulator's: every screen of tools/screenshots.py drawn by CircuitPython's
displayio on the PyGamer core (the device's whole program, taking the simulator's presses again) and by Blinka's
displayio in the simulator, compared pixel for pixel. Where they differ is docs/screens.md's list of regions, each
with its cause: a differing pixel outside it fails, and so does a region listed where nothing differs.
"""
import os
import re
import subprocess
import sys

import pytest
from micropython_lane import ROOT, core_exe

pytestmark = pytest.mark.lane   # the board's pictures come from the core
DOC = os.path.join(ROOT, "docs", "screens.md")
# what the comparison must cover: the main menu, a setup, each game's table, a Pinochle meld, the Spades draw, score
# sheets, the pass-and-play hand-off, a rules page and the page of a Python stack too small
COVERED = ("01_menu", "03_spades_setup", "08_spades_play", "13_double_emperor", "14_maniller", "20_pinochle_phase2",
           "18_pinochle_meld", "05_spades_draw", "10_score_sheet", "15_deal_over", "12_pass_and_play_handoff",
           "04_rules", "25_stack_too_small")
REGION = re.compile(r"^- `(\w+)`, columns (\d+)-(\d+), rows (\d+)-(\d+): ", re.M)


@pytest.fixture(scope="module")
def pictures(tmp_path_factory):
    """(the simulator's folder, the board's, the screens' names) from the tool's command, at the screen's size (the
    simulator in a process of its own, as the board's core is: nothing an earlier test left behind can move it)."""
    core_exe()
    top = tmp_path_factory.mktemp("screens")
    sim_dir, board_dir = str(top / "simulator"), str(top / "board")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "screenshots.py"), board_dir, "--zoom", "1",
                          "--also-simulator", sim_dir], cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)
    assert run.returncode == 0, run.stdout + run.stderr
    names = sorted(os.listdir(sim_dir))
    assert sorted(os.listdir(board_dir)) == names
    return sim_dir, board_dir, [name[:-4] for name in names]


def documented():
    """docs/screens.md's regions: {screen: [(x0, x1, y0, y1), ...]}, both ends in."""
    with open(DOC) as f:
        text = f.read()
    regions = {}
    for m in REGION.finditer(text.split("\n## Differences\n")[1].split("\n## ")[0]):
        regions.setdefault(m.group(1), []).append(tuple(int(v) for v in m.groups()[1:]))
    return regions


def differing(a, b):
    """The pixels (x, y) where two pictures of the screen differ."""
    import pygame
    pa, pb = (pygame.image.tobytes(pygame.image.load(p), "RGB") for p in (a, b))
    return [(i % 160, i // 160) for i in range(160 * 128) if pa[3 * i:3 * i + 3] != pb[3 * i:3 * i + 3]]


def test_the_comparison_covers_every_kind_of_screen_asked_for(pictures):
    assert set(COVERED) <= set(pictures[2])


def test_the_board_draws_every_screen_as_the_simulator_does_but_where_docs_screens_says(pictures):
    sim_dir, board_dir, names = pictures
    regions = documented()
    assert set(regions) <= set(names), "docs/screens.md names a screen not made"
    for name in names:
        pixels = differing(os.path.join(sim_dir, name + ".png"), os.path.join(board_dir, name + ".png"))
        boxes = regions.get(name, [])
        outside = [(x, y) for x, y in pixels if not any(x0 <= x <= x1 and y0 <= y <= y1 for x0, x1, y0, y1 in boxes)]
        assert not outside, "%s: %d pixels differ that docs/screens.md does not list, within columns %d-%d, rows " \
            "%d-%d" % (name, len(outside), min(p[0] for p in outside), max(p[0] for p in outside),
                       min(p[1] for p in outside), max(p[1] for p in outside))
        for x0, x1, y0, y1 in boxes:
            assert any(x0 <= x <= x1 and y0 <= y <= y1 for x, y in pixels), \
                "%s: nothing differs in columns %d-%d, rows %d-%d any more: take it off docs/screens.md" % (
                    name, x0, x1, y0, y1)
