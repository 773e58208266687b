"""Device lane: whole games through the app's logic with a stub view, saving to an nvm stand-in.

    build/circuitpython/micropython -X heapsize=96K tests/helpers/mp_play.py GAME [OPPONENT] [nvm=PATH] [part=1|part=2] [trace]

Run it from the repository root (compiling from source) or, as the device runs after `tools/deploy.py`,
from the precompiled tree (`python3 tools/mpy_tree.py`, then the same command with cwd build/mpy).
OPPONENT is a menus.OPPONENTS index: 0..2 the computer's levels, 3 pass and play (default 1, 'normal').
The game is started by buttons with a short rule option and played to its end, saving (as on the device, at
each trick and phase end) into an 8 KB nvm stand-in: by default a bytearray in the heap; with nvm=PATH a file of
that name (lane.Nvm), as the device's microcontroller.nvm is flash, outside the heap. At the first end of a
deal the power goes off and Continue must give the same game:
  (no part)  in this process: the app is dropped and a new one built on the same nvm (the names the interpreter
             interned before stay interned, and its heap is not new: milder than the device)
  part=1     the game up to the first deal's end; the process then ends, leaving the nvm file and PATH.check
             (the game's fingerprint, taken once the app is gone)
  part=2     a new process on that nvm file (the power comes back): Continue, checked against PATH.check, and
             the rest of the game (nothing to do if part 1 played the whole game)
tools/bench_app.py and tests/test_micropython.py run part 1, then part 2.
Prints the heap in use once the app is up at its main menu (`in_use=`; not in part 2), with `trace` also the most
in use between two button presses during play (`in_play=`, after a collection), then the game's result and
'1 passed, 0 failed' (or '0 passed, 1 failed').
The game itself is tests/helpers/lane.py, a module: precompiled in the tree, as the device's cardtable.device.run is.
"""
import sys

sys.path.insert(0, "tests/helpers")
sys.path.insert(0, "lib")
sys.path.insert(0, ".")

import lane  # noqa: E402

lane.main()
