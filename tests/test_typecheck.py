"""mypy on the device code (lib/cardtable, code.py) against circuitpython-stubs, board = PyGamer.

circuitpython-stubs selects a board by copying board_definitions/<board>/__init__.pyi over its
board-stubs package (the `circuitpython_setboard pygamer` command). Rather than change the installed
package, this test puts that file as board/__init__.pyi in a temporary folder on MYPYPATH, which
mypy searches before installed packages.
"""
import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# files of lib/cardtable that another change owns and that do not pass yet (remove once they do)
NOT_YET = {"save.py"}


def board_stub(tmp):
    try:
        import board_definitions
    except ImportError:
        pytest.fail("circuitpython-stubs is not installed (pip install circuitpython-stubs)")
    src = os.path.join(list(board_definitions.__path__)[0], "pygamer", "__init__.pyi")
    text = open(src).read()
    # the 10.x board files still name displayio.Display, which is busdisplay.BusDisplay since CircuitPython 9
    text = text.replace("displayio.Display", "busdisplay.BusDisplay").replace(
        "import displayio\n", "import displayio\nimport busdisplay\n", 1)
    os.makedirs(os.path.join(tmp, "board"))
    with open(os.path.join(tmp, "board", "__init__.pyi"), "w") as f:
        f.write(text)


def test_device_code_typechecks_against_circuitpython_stubs(tmp_path):
    board_stub(str(tmp_path / "stubs"))
    lib = os.path.join(ROOT, "lib", "cardtable")
    files = sorted(os.path.join(folder, f) for folder, _, names in os.walk(lib) for f in names
                   if f.endswith(".py") and f not in NOT_YET)
    files.append(os.path.join(ROOT, "code.py"))
    env = dict(os.environ, MYPYPATH=os.pathsep.join([str(tmp_path / "stubs"), os.path.join(ROOT, "lib")]))
    out = subprocess.run([sys.executable, "-m", "mypy", "--follow-imports=silent", "--follow-untyped-imports",
                          "--cache-dir", str(tmp_path / "cache"), "--no-error-summary"] + files,
                         cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr


def test_the_speaker_code_is_really_checked(tmp_path):
    """mypy skips the bodies of unannotated functions: parts.make_sound and sound.Speaker are annotated so that
    their calls into audioio, audiocore, digitalio and board are checked. A wrong keyword must fail."""
    board_stub(str(tmp_path / "stubs"))
    lib = tmp_path / "lib" / "cardtable"
    (lib / "device").mkdir(parents=True)
    src = os.path.join(ROOT, "lib", "cardtable")
    for name in ("__init__.py", "device/__init__.py", "device/buttons.py", "device/sound.py"):
        text = open(os.path.join(src, name)).read()
        if name == "device/sound.py":
            assert "loop=True" in text
            text = text.replace("loop=True", "loops=True")
        (lib / name).write_text(text)
    env = dict(os.environ, MYPYPATH=os.pathsep.join([str(tmp_path / "stubs"), str(tmp_path / "lib")]))
    out = subprocess.run([sys.executable, "-m", "mypy", "--follow-imports=silent", "--follow-untyped-imports",
                          "--cache-dir", str(tmp_path / "cache"), "--no-error-summary", str(lib / "device" / "sound.py")],
                         cwd=str(tmp_path), env=env, capture_output=True, text=True, timeout=300)
    assert out.returncode == 1 and 'keyword argument "loops"' in out.stdout, out.stdout + out.stderr
