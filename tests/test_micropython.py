"""The app's logic on the contiguous core, with a stub view (the whole program, in the board's own memory, is
tests/test_pygamer.py's lane): what that lane cannot reach.

- Compiled from source (cwd the repository), as the device does after `deploy.py --source-files`: two cases, a
  power-off after the first deal and Continue in a new process (tests/helpers/mp_play.py part=1, part=2), within
  the heap measured for them with room.
- The page a Python stack too small shows: the search must run out of stack before anything else does, which the
  whole program's labels do below CircuitPython's 1536 bytes; driven as the device drives the app
  (tests/helpers/mp_device_loop.py), from the precompiled tree (tools/mpy_tree.build).
"""
import os
import subprocess
import sys

import pytest
from micropython_lane import ROOT, core_env, core_exe  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402 - the Python stack it writes to settings.toml

pytestmark = pytest.mark.lane   # every test here runs on the core
BUDGET = 96   # K: the stub view's app, as it was measured (docs/memory.md)
HARD = 2
# compiling from source (cwd the repository), with room
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


def device_loop(tree, game, opponent, pystack, nvm):
    """tests/helpers/mp_device_loop.py: the game driven as the device drives the app, so that the Python stack in use is
    the device's (the lane's own frames take some of it), saving into the nvm stand-in file `nvm`. Its output."""
    out = subprocess.run([core_exe(), "-X", "heapsize=%dK" % BUDGET, "tests/helpers/mp_device_loop.py", game, str(opponent),
                          nvm],
                         cwd=tree, capture_output=True, text=True, env=core_env(tree, pystack), timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


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
