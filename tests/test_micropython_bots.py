"""The bots lane: whole games between `normal` computer players (tests/helpers/mp_bots.py), each seat choosing from its
own view, on CircuitPython's core (tests/helpers/micropython_lane.py) in the precompiled tree (tools/mpy_tree.build, into a
folder of this test session): what the device runs after `tools/deploy.py`, within the engine's budget of 56K.
Each game must also be the very game CPython plays from the same seed.
"""
import subprocess
import sys

import pytest
from micropython_lane import ENGINE_BUDGET, core_exe, ROOT
from engine.rules import registry
GAMES = registry.names()
pytestmark = pytest.mark.lane   # every test here runs on the core


@pytest.mark.parametrize("game", GAMES)
def test_a_whole_game_between_normal_players_in_the_precompiled_tree(game, mpy_tree):
    args = ["tests/helpers/mp_bots.py", game, "normal", "1"]
    mp = subprocess.run([core_exe(), "-X", "heapsize=" + ENGINE_BUDGET] + args, cwd=mpy_tree,
                        capture_output=True, text=True, timeout=120)
    assert mp.returncode == 0, mp.stdout + mp.stderr
    cp = subprocess.run([sys.executable] + args, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert cp.returncode == 0, cp.stdout + cp.stderr
    assert mp.stdout.startswith("ok " + game), mp.stdout
    assert mp.stdout.split(" most=")[0] == cp.stdout.split(" most=")[0]  # the same moves, deals and scores

