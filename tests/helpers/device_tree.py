"""A CIRCUITPY tree run on the lanes' core as the device runs it: a folder in (what tools/deploy.py writes, or the
project bundle's CIRCUITPY folder unpacked), its modules imported from their .mpy files within the app's heap."""

import os
import subprocess
import textwrap

from micropython_lane import core_exe

HEAP = "96K"   # the app's budget (docs/memory.md)
STUBS = {
    # only what the imported modules and the save below touch
    # the real nvm is flash, not heap: a small region keeps the 96 KB heap for the code
    "microcontroller.py": "nvm = bytearray(b'\\xff' * 1024)\n",
}
SAVE_AND_LOAD = textwrap.dedent("""
    import microcontroller
    from cardtable.device.save import Store
    from cardtable.menus.stats import Stats, decode
    s = Stats()
    s.record_result("maniller", "easy", True, 52)
    Store(microcontroller.nvm).save(b"settings", s.encode(), b"")
    settings, stats, game = Store(microcontroller.nvm).load()
    print("loaded", settings, decode(stats).best("maniller"), game)
""")


def engine_modules(tree):
    """The dotted names of the engine's .mpy modules in tree."""
    modules = []
    for base, dirs, files in os.walk(os.path.join(tree, "engine")):
        for name in sorted(files):
            if name.endswith(".mpy"):
                mod = os.path.relpath(os.path.join(base, name), tree)[:-4].replace(os.sep, ".")
                modules.append(mod[:-len(".__init__")] if mod.endswith(".__init__") else mod)
    return modules


def import_and_save(tree, work):
    """Import every engine module of the folder tree, then the app's save and statistics, each in a process of its
    own (the device holds one game's modules at a time), then save and load statistics through them; work is a
    folder for the stubs and the script. Returns what the save printed; fails the test on an error."""
    core = core_exe()
    tree, work = str(tree), str(work)
    stubs = os.path.join(work, "stubs")
    os.makedirs(stubs, exist_ok=True)
    for name, text in STUBS.items():
        with open(os.path.join(stubs, name), "w") as f:
            f.write(text)
    env = dict(os.environ, MICROPYPATH=os.pathsep.join([tree, os.path.join(tree, "lib"), stubs]))
    modules = engine_modules(tree)
    assert "engine" in modules
    for name in modules + ["cardtable.device.save", "cardtable.menus.stats"]:
        out = subprocess.run([core, "-X", "heapsize=" + HEAP, "-c", "import " + name], capture_output=True,
                             text=True, env=env, timeout=60, cwd=work)
        assert out.returncode == 0, name + ": " + out.stdout + out.stderr
    script = os.path.join(work, "save_load.py")
    with open(script, "w") as f:
        f.write(SAVE_AND_LOAD)
    out = subprocess.run([core, "-X", "heapsize=" + HEAP, script], capture_output=True, text=True, env=env,
                         timeout=120, cwd=work)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout
