"""A precompiled copy of the tree for the device lanes: what the device runs after `tools/deploy.py`.

    python3 tools/mpy_tree.py [DEST]      (default build/mpy; prints the folder)

Every module of engine/, lib/, tools/ and tests/ is compiled to .mpy by the mpy-cross of the lanes' core
(tools/circuitpython.py: CircuitPython's own, as deploy.py uses), with deploy.py's -O3: no line numbers
(tracebacks say line 1).
Scripts run by path (tests/helpers/mp_*.py, tools/bench_mp.py) stay source; assets/ is
copied. A module is compiled again only when its source is newer.
Without the compile's momentary peak, the heap a run needs is what the modules keep plus what play uses.
"""
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
from deploy import module_name, NO_LINES  # noqa: E402 - the .mpy files' source names and flags, as deploy.py's
import circuitpython  # noqa: E402
FOLDERS = ("engine", "lib", "tools", "tests")


def _is_script(rel):
    name = os.path.basename(rel)
    return name.startswith("mp_") or rel == os.path.join("tools", "bench_mp.py")


# a .mpy older than this tool, deploy.py (which names the modules) or the compiler is compiled again
_BUILT_BY = max(os.path.getmtime(os.path.join(ROOT, "tools", f)) for f in ("mpy_tree.py", "deploy.py"))


def build(dest=None, exe=None):
    """Compile (or refresh) the tree into dest with the mpy-cross exe (default: the lanes' core's); returns
    dest."""
    dest = dest or os.path.join(ROOT, "build", "mpy")
    exe = exe or circuitpython.interpreter()[1]
    built_by = max(_BUILT_BY, os.path.getmtime(exe))
    for top in FOLDERS:
        for folder, _dirs, files in os.walk(os.path.join(ROOT, top)):
            if "__pycache__" in folder:
                continue
            for f in files:
                if not f.endswith(".py"):
                    continue
                src = os.path.join(folder, f)
                rel = os.path.relpath(src, ROOT)
                out = os.path.join(dest, rel if _is_script(rel) else rel[:-3] + ".mpy")
                if os.path.exists(out) and os.path.getmtime(out) >= max(os.path.getmtime(src), built_by):
                    continue
                os.makedirs(os.path.dirname(out), exist_ok=True)
                if _is_script(rel):
                    shutil.copyfile(src, out)
                    continue
                res = subprocess.run([exe, "-o", out, "-s", module_name(rel), src, NO_LINES], capture_output=True,
                                     text=True)
                if res.returncode != 0:
                    raise RuntimeError("mpy-cross failed on %s:\n%s" % (rel, res.stderr))
    for folder, _dirs, files in os.walk(dest):  # a module whose source is gone must not shadow anything
        for f in files:
            rel = os.path.relpath(os.path.join(folder, f), dest)
            if f.endswith(".mpy") and not os.path.exists(os.path.join(ROOT, rel[:-4] + ".py")):
                os.remove(os.path.join(folder, f))
    assets = os.path.join(dest, "assets")
    if os.path.exists(assets):
        shutil.rmtree(assets)
    shutil.copytree(os.path.join(ROOT, "assets"), assets)
    return dest


if __name__ == "__main__":
    try:
        print(build(sys.argv[1] if len(sys.argv) > 1 else None))
    except circuitpython.BuildError as e:
        sys.exit("mpy_tree: error: %s" % e)
