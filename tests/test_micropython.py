"""MicroPython lane: whole games of every game through the app's logic (stub view, saves into an 8 KB nvm
stand-in, a power-off and Continue after the first deal), one game a process as on the device.

The app lane runs the precompiled tree (tools/mpy_tree.build, into a folder of this test session): what the
device runs after `tools/deploy.py --mpy`. Its nvm stand-in is a file, as the device's microcontroller.nvm is
flash, outside the heap. The issue's budget is 96K (`-X heapsize=96K`) for every case; each case runs at
BUDGET or, where the app does not fit there yet, at the heap tools/bench_app.py measured + 2K, so that a
regression fails here (see README.md, "Memory budget": the computer players' engine modules hold the rest).
A from-source lane (compiling every module on the way, as the device does without --mpy) runs two cases.
Figures are for this 64-bit unix MicroPython, whose objects take up to twice the device's 32-bit bytes.
"""
import os
import subprocess

import pytest
from micropython_lane import micropython_exe  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUDGET = 96
# (game, opponent: 0..2 the computer's level, 3 pass and play) -> heap in KB for the precompiled tree
# pass and play that fits the budget: played at BUDGET by test_pass_and_play_fits_the_budget
FITS = ("double_emperor", "maniller", "pinochle")
# needs at commit 68ab8cc (tools/bench_app.py; they move by about 1K with unrelated changes): Maniller at normal
# 94K fits; Spades normal 98K, Pinochle normal 107K; Double Emperor (with its search's one object, on 9dac0f4)
# normal 96K (fits, played at + 2K), hard 98K
CASES = {("maniller", 1): BUDGET,
         ("double_emperor", 1): 98, ("spades", 1): 100, ("pinochle", 1): 109, ("double_emperor", 2): 100}
# compiling from source (cwd the repository): tools/bench_app.py --source, + 8K
SOURCE_CASES = {("double_emperor", 3): 116, ("double_emperor", 1): 132}



def play(cwd, game, opponent, heap, nvm):
    out = subprocess.run([micropython_exe(), "-X", "heapsize=%dK" % heap, "tests/mp_play.py", game, str(opponent),
                          "nvm=" + nvm], cwd=cwd, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAIL" not in out.stdout, out.stdout
    assert out.stdout.splitlines()[-1] == "1 passed, 0 failed", out.stdout
    assert "ok %s opponent %d:" % (game, opponent) in out.stdout


@pytest.mark.parametrize("game,opponent", sorted(CASES))
def test_a_game_plays_through_the_precompiled_app_with_saves_and_resume(game, opponent, mpy_tree, tmp_path):
    play(mpy_tree, game, opponent, CASES[(game, opponent)], str(tmp_path / "nvm"))


@pytest.mark.parametrize("game,opponent", sorted(SOURCE_CASES))
def test_a_game_plays_through_the_app_compiled_from_source(game, opponent, tmp_path):
    play(ROOT, game, opponent, SOURCE_CASES[(game, opponent)], str(tmp_path / "nvm"))


@pytest.mark.parametrize("game", FITS)
def test_pass_and_play_fits_the_budget(game, mpy_tree, tmp_path):
    play(mpy_tree, game, 3, BUDGET, str(tmp_path / "nvm"))
