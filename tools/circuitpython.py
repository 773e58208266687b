"""Build CircuitPython's own compiler and a unix core configured like the handheld's, for the lanes, deploy and
the benchmarks.

    python3 tools/circuitpython.py [--source PATH]

prints two lines: the path of the core, then the path of `mpy-cross`. Both are CircuitPython 10.2.1, built into
build/circuitpython/ from PATH (a checkout or a git bundle), else from ../shared/vendor/circuitpython-10.2.1.bundle
where that exists (beside this repository, or beside the local repository it was cloned from: a clone in a
temporary folder builds offline), else from a shallow clone of the tag (online). A second run builds nothing.

The core is a PyGamer whose pins do nothing: the unix port built as the variant in tools/pygamer_core (copied to
ports/unix/variants/pygamer, its patches applied). Like the SAMD51 it is 32-bit (`MICROPY_FORCE_32BIT`), has
CircuitPython's object representation there (`MICROPY_OBJ_REPR_C`: 31-bit small ints, floats in the pointer),
single-precision floats, a Python stack (`MICROPY_ENABLE_PYSTACK`) and the board's settings where they change
the bytes the heap gives (docs/lanes.md has the table). Its memory is in one of two modes:

- contiguous, the lanes': `-X heapsize=N` is one GC area of N bytes that never grows, and the Python stack is the
  environment variable CIRCUITPY_PYSTACK_SIZE (bytes, as in settings.toml) else the 4096 that `tools/deploy.py`
  writes to settings.toml;
- pool, the board's: CARDTABLE_POOL=158920 makes that many bytes a TLSF pool as the PyGamer's port heap; the
  Python stack and the first GC area are taken from it as ./settings.toml sizes them (2048 and 8192 when it does
  not say), the heap grows by areas from it, and `-X heapsize` is ignored. `pool.info()` tells what it holds.

It has CircuitPython's own displayio, vectorio, fontio, terminalio and bitmaptools, and a `board` with the
PyGamer's pins and DISPLAY, whose refresh renders the root group into a frame buffer when CARDTABLE_RENDER=1
(`screen.save(path)` writes it). Its heap figures are the device's object sizes; its speed is this machine's, so
a time needs a calibration (tools/bench_mp.py). Facts about building it here: ../shared/vendor/README.md.
"""
import argparse
import hashlib
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from deploy import PYSTACK_SIZE  # noqa: E402 - the Python stack that settings.toml gives the device
import mpy_cross  # noqa: E402 - the one build of mpy-cross from source, deploy's too

TAG = "10.2.1"
BUNDLE = os.path.join(os.path.dirname(ROOT), "shared", "vendor", "circuitpython-%s.bundle" % TAG)
UPSTREAM = "https://github.com/adafruit/circuitpython"
OUT = os.path.join(ROOT, "build", "circuitpython")
CORE = os.path.join(OUT, "micropython")
MPY_CROSS = os.path.join(OUT, "mpy-cross")
PYSTACK_MAX = 16384   # bytes: the most CIRCUITPY_PYSTACK_SIZE may ask of the core

VARIANT = os.path.join(ROOT, "tools", "pygamer_core")   # the core's variant: its C sources, config and patches
# The board's hardware modules, stood in for by Python modules frozen into the core: their code and names are in
# the binary, as the board's are in its flash (the lanes find them on sys.path's ".frozen", as the board does).
STANDINS = os.path.join(ROOT, "tests", "helpers", "pygamer")
STANDINS_PATH = ".frozen/pygamer"   # the stand-ins' folder among the frozen modules (sys.path)
HARDWARE = ("analogio", "audiocore", "audioio", "digitalio", "keypad", "microcontroller", "supervisor", "time")
CORE_FLAGS = (
    "VARIANT=pygamer",
    "MICROPY_FORCE_32BIT=1",           # the SAMD51's 32-bit objects (gcc-multilib)
    "MICROPY_PY_FFI=0",
    "LDFLAGS_EXTRA=-static",           # no 32-bit libraries needed at run time
    "CFLAGS_EXTRA=-DMICROPY_OBJ_REPR=MICROPY_OBJ_REPR_C -DMICROPY_FLOAT_IMPL=MICROPY_FLOAT_IMPL_FLOAT"
    " -DMICROPY_ENABLE_PYSTACK=1 -DCARDTABLE_PYSTACK_SIZE=%d -DCARDTABLE_PYSTACK_MAX=%d"
    " -DMICROPY_PY_MICROPYTHON_RINGIO=0" % (PYSTACK_SIZE, PYSTACK_MAX),
)


class BuildError(Exception):
    """Something this machine lacks to build the core; the message says what to install or pass."""


def built():
    """(core, mpy-cross) when both are built, else None: what the lanes and benchmarks run."""
    if os.path.isfile(CORE) and os.path.isfile(MPY_CROSS):
        return CORE, MPY_CROSS
    return None


def interpreter():
    """(core, mpy-cross) that the lanes and benchmarks run the device's code on: CircuitPython's, built here when
    it is not yet; or another MicroPython-family unix core and its own mpy-cross where CARDTABLE_CORE and
    CARDTABLE_MPY_CROSS name them (the budgets hold for CircuitPython's 32-bit objects only). Raises BuildError."""
    core = os.environ.get("CARDTABLE_CORE")
    if core:
        return core, os.environ.get("CARDTABLE_MPY_CROSS") or shutil.which("mpy-cross")
    return built() or build()


def run(args, heap, cwd=ROOT, path=None, stdin=None, pystack=None, timeout=None):
    """Run the lanes' core (interpreter()) with `-X heapsize=heap` in cwd, the modules found in `path` (default
    cwd); pystack: bytes of Python stack where not settings.toml's. Returns the CompletedProcess (text)."""
    env = dict(os.environ, MICROPYPATH=path or cwd)
    if pystack:
        env["CIRCUITPY_PYSTACK_SIZE"] = str(pystack)
    return subprocess.run([interpreter()[0], "-X", "heapsize=%s" % heap] + list(args), cwd=cwd, env=env,
                          input=stdin, capture_output=True, text=True, timeout=timeout)


def _run(cmd, cwd=None, what=None, env=None):
    res = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env)
    if res.returncode != 0:
        tail = "\n".join((res.stdout + res.stderr).strip().splitlines()[-25:])
        raise BuildError("%s failed (%s):\n%s" % (what or cmd[0], " ".join(cmd), tail))
    return res.stdout


def _check_tools():
    missing = [tool for tool in ("git", "make", "gcc") if shutil.which(tool) is None]
    if missing:
        raise BuildError("%s not found: install them (Debian: apt-get install git make gcc gcc-multilib)"
                         % ", ".join(missing))
    probe = os.path.join(OUT, "probe32.c")
    os.makedirs(OUT, exist_ok=True)
    with open(probe, "w") as f:
        f.write("#include <stdio.h>\nint main(void) { return 0; }\n")
    res = subprocess.run(["gcc", "-m32", "-static", probe, "-o", probe[:-2]], capture_output=True, text=True)
    for leftover in (probe, probe[:-2]):
        if os.path.exists(leftover):
            os.remove(leftover)
    if res.returncode != 0:
        raise BuildError("gcc cannot build 32-bit programs, which the device-like core is: install the 32-bit C "
                         "library (Debian: apt-get install gcc-multilib)")
    for module in ("huffman", "polib", "adafruit_bitmap_font"):
        try:
            __import__(module)
        except ImportError:
            raise BuildError("CircuitPython's build scripts import the Python package %s, missing in %s: "
                             "pip install -r requirements.txt" % (module, sys.executable))


def _source_origin(source):
    """Where the source comes from: the path given, the vendored bundle, else the upstream tag."""
    if source:
        if not os.path.exists(source):
            raise BuildError("--source %s does not exist: give a CircuitPython %s checkout or git bundle"
                             % (source, TAG))
        return os.path.abspath(source)
    for bundle in (BUNDLE, _bundle_beside_origin()):
        if bundle and os.path.isfile(bundle):
            return bundle
    return UPSTREAM


def _bundle_beside_origin(root=ROOT):
    """The vendored bundle's place beside the repository `root` was cloned from, when that is a local folder."""
    out = subprocess.run(["git", "config", "--get", "remote.origin.url"], cwd=root, capture_output=True, text=True)
    origin = out.stdout.strip()
    if out.returncode != 0 or not os.path.isdir(origin):
        return None
    top = os.path.abspath(origin)
    if os.path.basename(top) == ".git":
        top = os.path.dirname(top)
    return os.path.join(os.path.dirname(top), "shared", "vendor", os.path.basename(BUNDLE))


def _checkout(origin, src):
    """A checkout of the tag at src, from origin: a plain source tree, a checkout, a bundle or the upstream
    repository."""
    if os.path.isdir(os.path.join(origin, "py")) and not os.path.exists(os.path.join(origin, ".git")):
        shutil.copytree(origin, src)   # a plain source tree, taken as it is
    elif origin == UPSTREAM:
        try:
            _run(["git", "clone", "-q", "--depth", "1", "--branch", TAG, UPSTREAM, src], what="cloning")
        except BuildError as e:
            raise BuildError("no CircuitPython source: %s is not here and cloning %s failed (offline?). Pass "
                             "--source PATH (a CircuitPython %s checkout or git bundle)\n%s" % (BUNDLE, UPSTREAM, TAG, e))
    else:
        _run(["git", "clone", "-q", origin, src], what="cloning %s" % origin)
        if subprocess.run(["git", "checkout", "-q", TAG], cwd=src, capture_output=True).returncode != 0:
            _note("warning: %s has no tag %s: building what it has checked out" % (origin, TAG))
    # the unix port checks for this submodule, from which nothing is frozen here
    placeholder = os.path.join(src, "lib", "micropython-lib", "README.md")
    if not os.path.exists(placeholder):
        os.makedirs(os.path.dirname(placeholder), exist_ok=True)
        with open(placeholder, "w") as f:
            f.write("placeholder: nothing is frozen from micropython-lib\n")


def _add_variant(src):
    """Copy the core's variant into the source as ports/unix/variants/pygamer, and apply its patches."""
    dest = os.path.join(src, "ports", "unix", "variants", "pygamer")
    shutil.copytree(VARIANT, dest, ignore=shutil.ignore_patterns("*.patch"))
    env = dict(os.environ, GIT_CEILING_DIRECTORIES=os.path.dirname(src))   # a plain tree: not this repository's
    for patch in sorted(os.listdir(VARIANT)):
        if patch.endswith(".patch"):
            _run(["git", "apply", os.path.join(VARIANT, patch)], cwd=src, what="applying %s" % patch, env=env)


def _standin(name):
    return os.path.join(STANDINS, name + ".py")


def _fingerprint(origin):
    """What a build depends on: the source's origin, this tool (its flags, its steps) and the variant's files."""
    digest = hashlib.sha256(origin.encode() + b"\n")
    files = [os.path.abspath(__file__)] + sorted(os.path.join(top, name) for top, _, names in os.walk(VARIANT)
                                                 for name in names) + [_standin(name) for name in HARDWARE]
    for path in files:
        with open(path, "rb") as f:
            digest.update(os.path.relpath(path, ROOT).encode() + b"\n" + f.read())
    return digest.hexdigest()


def build(source=None, log=None):
    """Build (or find built) the core and mpy-cross; returns (core, mpy-cross). Raises BuildError."""
    origin = _source_origin(source)
    stamp = os.path.join(OUT, "stamp")
    want = _fingerprint(origin)
    if built() and os.path.isfile(stamp):
        with open(stamp) as f:
            if f.read().strip() == want:
                return CORE, MPY_CROSS
    _check_tools()
    src = os.path.join(OUT, "src")
    if os.path.exists(src):
        shutil.rmtree(src)
    for old in (CORE, MPY_CROSS, stamp):
        if os.path.exists(old):
            os.remove(old)
    (log or _note)("building CircuitPython %s's mpy-cross and unix core from %s into %s (a minute or two)"
                   % (TAG, origin, OUT))
    _checkout(origin, src)
    jobs = "-j%d" % max(1, min(2, os.cpu_count() or 1))   # machines shared with others: two jobs at most
    python = "PYTHON=" + sys.executable   # the build scripts import huffman, polib, adafruit_bitmap_font
    try:
        mpy_cross.make(src, MPY_CROSS)
    except mpy_cross.MpyCrossError as e:
        raise BuildError(str(e))
    _add_variant(src)   # after mpy-cross, which then names its version without "-dirty"
    # the hardware's stand-ins, compiled as deploy compiles (-O3), frozen under .frozen/pygamer: found only where a
    # run puts that folder on its path (STANDINS_PATH), so that elsewhere `import time` is the core's own
    manifest = os.path.join(OUT, "manifest.py")
    with open(manifest, "w") as f:
        f.write("".join("freeze(%r, %r, opt=3)\n" % (os.path.dirname(STANDINS), "pygamer/%s.py" % name)
                        for name in HARDWARE))
    _run(["make", jobs, "-C", "ports/unix", python, "FROZEN_MANIFEST=" + manifest] + list(CORE_FLAGS), cwd=src,
         what="building the unix core")
    shutil.copy2(os.path.join(src, "ports", "unix", "build-pygamer", "micropython"), CORE)
    with open(stamp, "w") as f:
        f.write(want + "\n")
    return CORE, MPY_CROSS


def _note(text):
    print(text, file=sys.stderr)


def main(argv=None):
    parser = argparse.ArgumentParser(prog="circuitpython.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--source", metavar="PATH",
                        help="a CircuitPython %s checkout or git bundle (default: %s if it exists, else a shallow "
                             "clone of the tag)" % (TAG, BUNDLE))
    args = parser.parse_args(argv)
    try:
        core, mpy_cross = build(args.source)
    except BuildError as e:
        print("circuitpython: error: %s" % e, file=sys.stderr)
        return 1
    print(core)
    print(mpy_cross)
    return 0


if __name__ == "__main__":
    sys.exit(main())
