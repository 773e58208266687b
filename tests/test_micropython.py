"""The app lane: whole games of every game through the app's logic (stub view, saves into an 8 KB nvm stand-in)
on CircuitPython's core built like the SAMD51 (tests/helpers/micropython_lane.py), with a power-off after the first deal
as on the device: the game up to there in one process, then Continue and the rest in a new one (tests/helpers/mp_play.py
part=1, part=2), each at the budget's heap.

The lane runs the precompiled tree (tools/mpy_tree.build, into a folder of this test session): what the device
runs after `tools/deploy.py`. Its nvm stand-in is a file, as the device's microcontroller.nvm is flash, outside
the heap. The budget is 96K for the whole app's logic in every game, against every level and in pass and play
(docs/memory.md: how the device's 150K are shared). The Python stack is settings.toml's (deploy writes it). The
Python stack's own cases drive the app as the device does (tests/helpers/mp_device_loop.py: the lane's harness takes about
400 bytes more of the stack): every game against the hardest level with the 2048 bytes CircuitPython 10 gives a
SAMD51 when settings.toml says nothing, and the page a stack too small shows. A from-source lane (compiling every module on the way, as the device does after `deploy.py --source-files`)
runs two cases.
"""
import os
import subprocess
import sys

import pytest
from micropython_lane import ROOT, DEFAULT_PYSTACK, core_env, core_exe  # noqa: E402
from engine.rules import registry  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402 - the Python stack it writes to settings.toml

pytestmark = pytest.mark.lane   # every test here runs on the core
BUDGET = 96
GAMES = registry.names()
OPPONENTS = (0, 1, 2, 3)   # menus.OPPONENTS: the computer's easy, normal and hard levels, pass and play
HARD = 2
# compiling from source (cwd the repository): tools/bench_app.py --source, with room (the lane's longer nvm path
# and the repository's place take up to 2K more than the bench shows)
SOURCE_CASES = {("double_emperor", 3): 86, ("double_emperor", 1): 100}   # needs 80K, 95K (2026-12-02)


def play(cwd, game, opponent, heap, nvm, pystack=None):
    """The game in two processes at `heap`: part 1 to the first deal's end, the power-off, part 2 (a new
    interpreter: Continue, the rest of the game)."""
    for part in (1, 2):
        out = subprocess.run([core_exe(), "-X", "heapsize=%dK" % heap, "tests/helpers/mp_play.py", game,
                              str(opponent), "nvm=" + nvm, "part=%d" % part], cwd=cwd, capture_output=True, text=True,
                             env=core_env(cwd, pystack), timeout=300)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "FAIL" not in out.stdout, out.stdout
        assert out.stdout.splitlines()[-1] == "1 passed, 0 failed", out.stdout
        assert "ok %s opponent %d:" % (game, opponent) in out.stdout
    assert " deals, scores " in out.stdout, out.stdout   # part 2 played the game to its end


@pytest.mark.parametrize("opponent", OPPONENTS)
@pytest.mark.parametrize("game", GAMES)
def test_a_game_plays_through_the_precompiled_app_within_the_budget(game, opponent, mpy_tree, tmp_path):
    play(mpy_tree, game, opponent, BUDGET, str(tmp_path / "nvm"))


def device_loop(tree, game, opponent, pystack, nvm):
    """tests/helpers/mp_device_loop.py: the game driven as the device drives the app, so that the Python stack in use is
    the device's (the lane's own frames take some of it), saving into the nvm stand-in file `nvm`. Its output."""
    out = subprocess.run([core_exe(), "-X", "heapsize=%dK" % BUDGET, "tests/helpers/mp_device_loop.py", game, str(opponent),
                          nvm],
                         cwd=tree, capture_output=True, text=True, env=core_env(tree, pystack), timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


@pytest.mark.parametrize("game", GAMES)
def test_a_game_against_the_hardest_level_plays_with_circuitpythons_default_python_stack(game, mpy_tree, tmp_path):
    out = device_loop(mpy_tree, game, HARD, DEFAULT_PYSTACK, str(tmp_path / "nvm"))
    assert out.endswith("1 passed, 0 failed\n") and out.startswith("ok %s %d:" % (game, HARD)), out


@pytest.mark.parametrize("game,opponent", sorted(SOURCE_CASES))
def test_a_game_plays_through_the_app_compiled_from_source(game, opponent, tmp_path):
    play(ROOT, game, opponent, SOURCE_CASES[(game, opponent)], str(tmp_path / "nvm"))


def test_a_python_stack_too_small_shows_the_settings_line_and_the_game_can_continue(mpy_tree, tmp_path):
    """1536 bytes (CircuitPython 9's default) is too small for Spades' hardest search: the player sees the page
    naming the line deploy writes to settings.toml, not a crash, and B brings the main menu with Continue."""
    out = device_loop(mpy_tree, "spades", HARD, 1536, str(tmp_path / "nvm"))
    assert "screen=Python stack too small|" in out, out
    assert "|CIRCUITPY_PYSTACK_SIZE|  = %d|" % deploy.PYSTACK_SIZE in out
    assert "then=Pocket card table|Continue Spades|" in out
