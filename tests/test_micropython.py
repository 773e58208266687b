"""MicroPython lane: whole games of every game through the app's logic (stub view, saves into an 8 KB
bytearray nvm stand-in, a power-off and Continue after the first deal), one game a process as on the device.

The heap: everything one game needs stays resident (the app, the game's module, its record, the save store,
the statistics and the computer players) and measures 106 to 116 KB on this 64-bit MicroPython, where objects
take up to twice the device's 32-bit bytes; a game against the computer needs 152K to 176K here
(tools/bench_app.py). Each case runs in that need + 8K, so a real regression fails here.
"""
import os
import subprocess

import pytest
from micropython_lane import micropython_exe  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# (game, opponent: 1 the computer at 'normal', 3 pass and play) -> the heap, KB: tools/bench_app.py's need + 8
CASES = {("double_emperor", 1): 160, ("spades", 1): 172, ("pinochle", 1): 184, ("maniller", 1): 160,
         ("double_emperor", 3): 140, ("pinochle", 3): 160}


@pytest.mark.parametrize("game,opponent", sorted(CASES))
def test_a_game_plays_through_the_app_with_saves_and_resume_under_micropython(game, opponent):
    exe = micropython_exe()
    out = subprocess.run([exe, "-X", "heapsize=%dK" % CASES[(game, opponent)], "tests/mp_play.py", game, str(opponent)], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    assert "FAIL" not in out.stdout, out.stdout
    assert out.stdout.splitlines()[-1] == "1 passed, 0 failed", out.stdout
    assert "ok %s opponent %d:" % (game, opponent) in out.stdout
