"""The tests' toy game (tests/helpers/toy_game.py), registered by its one entry, played on the core through the app or
the referee; no project file names it.

    build/circuitpython/micropython -X heapsize=96K tests/helpers/mp_toy.py sixes 3 nvm=PATH part=1|2   (the app lane)
    build/circuitpython/micropython -X heapsize=56K tests/helpers/mp_toy.py referee < COMMANDS           (tools/referee.py)

The app lane is tests/helpers/mp_play.py's (tests/helpers/lane.py), with the toy game chosen in the main menu by buttons and
played in pass and play (it has no computer player). Run it from the repository root.
"""
import sys

sys.path.insert(0, "tests/helpers")
sys.path.insert(0, "lib")
sys.path.insert(0, ".")

import toy_game  # noqa: E402
from engine.rules import registry  # noqa: E402

registry.register(toy_game.entry())
toy_game = registry = None
if sys.argv[1:2] == ["referee"]:
    from tools.referee import main
else:
    from lane import main   # (imported after the registration: a power-off keeps the modules loaded before it)
main()
