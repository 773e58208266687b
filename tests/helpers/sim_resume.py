"""Helper of tests/test_sim.py: one run of the simulator headless on a save file, printing the game as JSON.

    SDL_VIDEODRIVER=dummy python3 tests/helpers/sim_resume.py SAVE start|continue
start: a Spades game vs the computer, played by buttons until two tricks are saved; continue: Continue it.
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(HERE)), "tools"))
sys.path.insert(0, HERE)

import sim  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from appstub import human_step  # noqa: E402


class Shim:
    """human_step's driver and view interface over a Sim."""

    def __init__(self, s):
        self.s = s
        self.app = s.app

    def press(self, *codes):
        self.s.press(*codes)

    @property
    def kind(self):
        return "table" if self.s.view.panel_g.hidden else ("sheet" if self.app.screen == 3 else "menu")


def main():
    path, what = sys.argv[1], sys.argv[2]
    s = sim.Sim(seed=4, prefs={"speed": 2}, save=path)
    keep = s.app.keep
    if what == "start":
        s.press(K.DOWN, K.A, K.A)                    # Spades vs CPU normal
        d = Shim(s)
        snap = None
        for _ in range(200):
            w = keep.writes
            human_step(d, d)
            if keep.writes != w and s.app.table.g.phase == "play":
                g = s.app.table.g
                snap = (g.state(), g.view(0), g.view(1))
                if g.tricks[0] + g.tricks[1] >= 2:
                    break
    else:
        first = s.app.menu.lines()[0]
        s.press(K.A)                                 # Continue
        g = s.app.table.g
        snap = (first, g.state(), g.view(0), g.view(1))
    s.close()
    print(json.dumps(snap, sort_keys=True))


main()
