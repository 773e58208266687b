"""The lanes' interpreter: CircuitPython's own unix core and mpy-cross, built like the handheld's SAMD51 by
tools/circuitpython.py (32-bit objects, single-precision floats, the Python stack deploy's settings.toml sets).

Where the core cannot be built (no source, no 32-bit C compiler), a lane test says why in one line and is skipped;
with CARDTABLE_REQUIRE_CORE set, as .ci/run sets it, it fails instead.
"""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import circuitpython  # noqa: E402

DEFAULT_PYSTACK = 2048   # bytes: what CircuitPython 10 gives a SAMD51 when settings.toml does not say
ENGINE_BUDGET = "56K"    # a computer player's decisions, whole games between computer players, the referee
_found = []


def _interpreter():
    if not _found:
        try:
            _found.append(circuitpython.interpreter())
        except circuitpython.BuildError as e:
            why = "CircuitPython's core is not built (python3 tools/circuitpython.py): %s" % str(e).splitlines()[0]
            if os.environ.get("CARDTABLE_REQUIRE_CORE"):
                pytest.fail(why)
            pytest.skip(why)
    return _found[0]


def core_exe():
    """The core's path (the lane's `micropython`)."""
    return _interpreter()[0]


def mpy_cross_exe():
    """The mpy-cross that compiles for the core."""
    return _interpreter()[1]


def core_env(path=ROOT + ":" + os.path.join(ROOT, "lib"), pystack=None):
    """The environment of a run: its module path, and the Python stack (bytes) where not settings.toml's."""
    env = dict(os.environ, MICROPYPATH=path)
    if pystack:
        env["CIRCUITPY_PYSTACK_SIZE"] = str(pystack)
    return env


def run_micropython(args, heap=ENGINE_BUDGET, timeout=300, pystack=None):
    """Run the core from the repository root with `heap`; returns its output, failing the test on an error."""
    out = subprocess.run([core_exe(), "-X", "heapsize=" + heap] + args, cwd=ROOT, env=core_env(pystack=pystack),
                         capture_output=True, text=True, timeout=timeout)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout
