"""The simulator headless (SDL_VIDEODRIVER=dummy): play by button presses and save every kind of screen."""
import json
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXPECTED = ["01_menu", "02_preferences", "03_spades_setup", "04_rules", "05_spades_draw", "06_spades_discards",
            "07_spades_bid", "08_spades_play", "09_last_trick", "10_score_sheet", "11_game_menu",
            "12_pass_and_play_handoff", "13_double_emperor", "14_maniller", "15_deal_over", "16_game_over",
            "17_statistics", "18_pinochle_meld", "19_pinochle_last_two", "20_pinochle_phase2", "21_deal_number",
            "22_undo_refused", "23_dimmed_table", "24_quit_question", "25_stack_too_small"]
TABLES = ("05_spades_draw", "07_spades_bid", "08_spades_play", "13_double_emperor", "14_maniller", "18_pinochle_meld",
          "19_pinochle_last_two", "20_pinochle_phase2")


@pytest.fixture(scope="module")
def shots(tmp_path_factory):
    out = tmp_path_factory.mktemp("screens")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "screenshots.py"), str(out), "--zoom", "1",
                          "--simulator"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stdout + run.stderr
    return out


def pixels(path):
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame
    img = pygame.image.load(str(path))
    assert img.get_size() == (160, 128)
    return {img.get_at((x, y))[:3] for x in range(0, 160, 2) for y in range(0, 128, 2)}


@pytest.mark.slow
def test_every_kind_of_screen_is_saved(shots):
    names = sorted(os.listdir(str(shots)))
    for name in EXPECTED:
        assert name + ".png" in names


@pytest.mark.slow
def test_screens_are_drawn_not_blank(shots):
    for name in EXPECTED:
        colours = pixels(shots / (name + ".png"))
        assert len(colours) >= 3, name


@pytest.mark.slow
def test_table_screens_show_cards(shots):
    white = (255, 255, 255)
    seen = set()
    for name in TABLES:
        colours = pixels(shots / (name + ".png"))
        assert white in colours, name       # card faces
        seen |= colours
    assert any(c[0] > 150 and c[1] < 60 and c[2] < 60 for c in seen)   # red suits


@pytest.mark.slow
def test_hand_off_hides_every_card(shots):
    colours = pixels(shots / "12_pass_and_play_handoff.png")
    assert not any(c[0] > 150 and c[1] < 60 and c[2] < 60 for c in colours)   # no red ink: no card face


def test_the_simulator_resumes_a_game_after_being_closed(tmp_path):
    save = str(tmp_path / "sim.nvm")
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    outs = []
    for what in ("start", "continue"):
        run = subprocess.run([sys.executable, os.path.join(ROOT, "tests", "helpers", "sim_resume.py"), save, what],
                             cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stdout + run.stderr
        outs.append(json.loads(run.stdout.strip().splitlines()[-1]))
    saved, resumed = outs
    assert saved is not None and resumed[0] == "Continue Spades"
    assert resumed[1:] == saved
    assert saved[0]["phase"] == "play" and saved[0]["tricks"][0] + saved[0]["tricks"][1] >= 2


def test_the_simulator_without_a_display_says_so_and_stops():
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "sim.py"), "--no-save"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 1
    assert "no display" in run.stderr and "tools/play.py" in run.stderr


SIM_WINDOW = """
import sys
sys.path.insert(0, "tools")
import pygame, sim
s = sim.Sim(seed=1, scale=3, audio=False)
s.save(sys.argv[1])
print(pygame.display.get_surface().get_size(), pygame.image.load(sys.argv[1]).get_size())
"""


def test_the_simulator_window_is_scale_times_the_screen(tmp_path):
    """--scale was ignored: pygame's SCALED flag fitted the window to the desktop."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-c", SIM_WINDOW, str(tmp_path / "s.png")], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[-2] == "(480, 384) (160, 128)"   # the window; the screen as saved


def test_the_simulators_help_names_every_key_it_takes():
    """--help left out Esc for B."""
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, os.path.join(ROOT, "tools", "sim.py"), "--help"], cwd=ROOT, env=env,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0
    assert "X or Space = A" in run.stdout and "Z, Backspace or Esc = B" in run.stdout
    assert "Enter = START" in run.stdout and "Right Shift or Tab = SELECT" in run.stdout


SIM_DIM = """
import sys
sys.path.insert(0, "tools")
import pygame, sim
from cardtable.device import buttons as K
s = sim.Sim(seed=1, audio=False)
out = sys.argv[1]
s.save(out + "/lit.png")
while s.now < s.app.key_at + 60000:   # a minute without a key
    s.now += 100
    s.app.tick(s.now)
print(s.display.brightness)
s.save(out + "/dim.png")
s.press(K.DOWN)                       # wakes the screen, moves nothing
print(s.display.brightness, s.app.menu.sel)
s.save(out + "/again.png")
"""


def test_the_simulator_shows_the_screen_dimmed(tmp_path):
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    run = subprocess.run([sys.executable, "-c", SIM_DIM, str(tmp_path)], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert run.returncode == 0, run.stderr
    assert run.stdout.split("\n")[-3:] == ["0.1", "1.0 0", ""]
    import pygame
    lit, dim, again = [pygame.image.load(str(tmp_path / n)) for n in ("lit.png", "dim.png", "again.png")]
    for xy in ((5, 5), (80, 60), (20, 40)):
        a, b = lit.get_at(xy), dim.get_at(xy)
        assert max(b[:3]) < max(a[:3]) / 2 and again.get_at(xy) == a
