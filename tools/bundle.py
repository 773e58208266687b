"""The project bundle: a zip that puts the card table on a PyGamer or PyBadge with a file manager alone.

    python3 tools/bundle.py [DIR] [--mpy PATH]      (DIR: where the zip goes, default build/; prints its path)

It is named as Adafruit names the bundles its circuitpython-build-tools make (adafruit-circuitpython-bundle-10.x-
mpy-20250101.zip): pocket-card-table-10.x-mpy-VERSION.zip, VERSION being `git describe` of this repository (the
date, YYYYMMDD, outside a git checkout). In it, a folder of the same name holds README.txt (which CircuitPython,
how to copy) and CIRCUITPY/: what tools/deploy.py writes onto an empty folder, by deploy's own code, so the same
bytes. One zip for the CircuitPython major version that mpy-cross compiles for (10 today).
"""
import argparse
import datetime
import os
import subprocess
import sys
import tempfile
import zipfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402

README = """Pocket card table {label}, for an Adafruit PyGamer or PyBadge running CircuitPython {major}.x

The .mpy files here load only on CircuitPython {major} (any {major}.x): the first line of boot_out.txt on the
board's CIRCUITPY drive says which CircuitPython it runs. CircuitPython {major} for the board:
https://circuitpython.org/board/pygamer/ or https://circuitpython.org/board/pybadge/
Compiled by: {compiler}

To install:
1. Unzip this file.
2. Connect the board with a USB cable that carries data and switch it on: a drive called CIRCUITPY appears.
3. Open the folder CIRCUITPY beside this file, select everything in it (code.py, settings.toml and the
   folders assets, engine and lib) and copy it onto the CIRCUITPY drive, replacing what is there.
   - The drive's code.py is replaced: if it is a program of your own, copy it to your computer first.
   - If the drive has a settings.toml with settings of your own, keep yours instead and add these lines to it:
{settings}
     (the computer players' search needs that bigger Python stack; the heap in one block leaves more room).
   - If the drive's lib folder holds libraries that other programs use: a Mac's Finder replaces the whole
     folder; hold Option while you drop and choose Merge to keep them.
4. Eject the drive when the copy is done. The board restarts and shows the main menu (else press reset).
"""


def label(root=ROOT):
    """The bundle's version: `git describe --tags --always --dirty` of root, else today's date."""
    try:
        res = subprocess.run(["git", "describe", "--tags", "--always", "--dirty"], cwd=root, capture_output=True,
                             text=True)
    except OSError:  # no git
        res = None
    if res is not None and res.returncode == 0:
        return res.stdout.strip()
    return datetime.date.today().strftime("%Y%m%d")


def bundle(out_dir, mpy_cross=None, out=print):
    """Write the zip into out_dir, compiled by mpy_cross (default: tools/mpy_cross.py's); returns its path.
    Raises deploy.DeployError."""
    if os.path.exists(out_dir) and not os.path.isdir(out_dir):
        raise deploy.DeployError("%s is not a folder" % out_dir)
    try:
        mpy_cross = mpy_cross or deploy.get_mpy_cross(out)
        compiler, major = deploy.check_mpy_cross(mpy_cross)
    except deploy.MpyCrossError as e:
        raise deploy.DeployError(str(e))
    version = label()
    name = "pocket-card-table-%d.x-mpy-%s" % (major, version)

    def warnings(line):  # deploy's line for each file is no news here
        if line.startswith("warning"):
            out(line)

    with tempfile.TemporaryDirectory() as work:
        top = os.path.join(work, name)
        os.makedirs(os.path.join(top, "CIRCUITPY"))
        deploy.deploy(os.path.join(top, "CIRCUITPY"), mpy_cross, major=major, out=warnings)
        with open(os.path.join(top, "README.txt"), "w", encoding="utf-8") as f:
            f.write(README.format(label=version, major=major, compiler=compiler, settings="\n".join(
                "         " + line for line in deploy.SETTINGS_LINES if not line.startswith("#"))))
        os.makedirs(out_dir, exist_ok=True)
        path = os.path.join(out_dir, name + ".zip")
        with zipfile.ZipFile(path + ".part", "w", zipfile.ZIP_DEFLATED) as z:
            for base, dirs, files in os.walk(top):
                dirs.sort()
                for f in sorted(files):
                    z.write(os.path.join(base, f), os.path.relpath(os.path.join(base, f), work).replace(os.sep, "/"))
        os.replace(path + ".part", path)
    return path


def main(argv=None):
    parser = argparse.ArgumentParser(prog="bundle.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("dir", metavar="DIR", nargs="?", default=os.path.join(ROOT, "build"),
                        help="the folder the zip is written into (default: build/)")
    parser.add_argument("--mpy", metavar="PATH_TO_MPY_CROSS",
                        help="CircuitPython's own mpy-cross to compile with, instead of the one tools/mpy_cross.py "
                             "gets; the bundle is for the major version it compiles for")
    args = parser.parse_args(argv)
    try:
        print(bundle(args.dir, args.mpy, out=lambda text: print(text, file=sys.stderr)))
    except deploy.DeployError as e:
        print("bundle: error: %s" % e, file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
