"""MicroPython lane: play whole games through the app's logic with a stub view.

Run from the repository root: micropython -X heapsize=96K tests/mp_play.py
Prints one line per game and a closing 'N passed, N failed' line.
"""
import sys

sys.path.insert(0, "tests")
sys.path.insert(0, "lib")
sys.path.insert(0, ".")

import gc  # noqa: E402

# Compiling from source needs far more heap for a moment than the module keeps: import the modules
# one at a time, smallest first, collecting in between (the device runs .mpy files or has more heap).
for _name in ("engine.games", "engine.double_emperor", "engine.maniller", "engine.spades",
              "cardtable.buttons", "cardtable.words", "cardtable.tablekeys", "cardtable.table",
              "cardtable.sheets", "cardtable.menus", "cardtable.app", "appstub"):
    gc.collect()
    __import__(_name)
gc.collect()
print("free after imports", gc.mem_free())

from cardtable.app import App  # noqa: E402
from cardtable import buttons as K  # noqa: E402
from appstub import StubView, Driver, play_game  # noqa: E402
from engine import games  # noqa: E402

# (game menu index, opponent presses RIGHT from 'CPU normal', extra setup presses)
CASES = (
    ("double_emperor", 0, 0),
    ("maniller", 3, 0),
    ("double_emperor", 0, 2),   # pass and play
    ("spades", 1, 2),           # pass and play, two deals
)
passed = failed = 0
for name, idx, right in CASES:
    try:
        v = StubView()
        app = App(v, games, "assets", seed=7, prefs={"speed": 2})
        d = Driver(app)
        d.press(*([K.DOWN] * idx))
        d.press(K.A)
        d.press(K.DOWN)                 # wrap to the opponent line
        d.press(*([K.RIGHT] * right))
        if name == "spades":            # a short game: target 100
            d.press(K.DOWN, K.LEFT)
        d.press(K.UP)
        while app.menu.items[app.menu.sel][0] != "start":
            d.press(K.DOWN)
        d.press(K.A)
        n = play_game(d, v, 6000, 2 if name == "spades" else 0)
        gc.collect()
        g = app.table and app.table.g
        print("ok", name, "presses", n, "tables", v.seen.get("table"), "sheets", v.seen.get("sheet"),
              "free", gc.mem_free() if hasattr(gc, "mem_free") else "-")
        passed += 1
    except Exception as e:  # noqa: BLE001 - report and go on
        failed += 1
        print("FAIL", name, repr(e))
        sys.print_exception(e) if hasattr(sys, "print_exception") else None
print("%d passed, %d failed" % (passed, failed))
