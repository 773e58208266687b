"""Device lane: a whole game driven as the device drives the app (code.py -> cardtable.device.run.main -> App.step, one
button a poll, the clock in 100 ms steps), so that the Python stack in use is the device's: the other lanes press
buttons from deeper frames (tests/helpers/lane.py, appstub.play_game, Driver), which take some of it.

    CIRCUITPY_PYSTACK_SIZE=2048 build/circuitpython/micropython -X heapsize=96K tests/helpers/mp_device_loop.py GAME LEVEL NVM

LEVEL is a menus.OPPONENTS index (0..2 the computer's levels, 3 pass and play); NVM the path of the nvm stand-in
(lane.Nvm: a file, as the device's microcontroller.nvm is flash, outside the heap). Prints the game's end and
'1 passed, 0 failed'; or the screen it stopped on (`screen=`), the screen after B (`then=`) and '0 passed, 1
failed'.
"""
import sys

sys.path.insert(0, "tests/helpers")
sys.path.insert(0, "lib")
sys.path.insert(0, ".")

from appstub import StubView  # noqa: E402
from lane_steps import short_setup  # noqa: E402
from cardtable.app import App  # noqa: E402
from cardtable.device.save import Store  # noqa: E402
from engine import games  # noqa: E402
from lane import Nvm  # noqa: E402

_B, _A, _RIGHT, _DOWN, _UP, _LEFT = 1, 2, 16, 32, 64, 128


class Player:
    """The buttons: the setup of a short game first, then at each poll, once the app waits for a button, what
    appstub.human_step would press (one button a poll)."""

    def __init__(self, app, view, name, level):
        idx, line, right = short_setup(name)
        self.app = app
        self.view = view
        self.keys = [_DOWN] * idx + [_A, _DOWN] + [_RIGHT] * ((level - 1) % 4) + [_DOWN] * line + [_RIGHT] * right
        self.started = False

    def poll(self, now):
        app = self.app
        if not app.idle():
            return 0
        if self.keys:
            return self.keys.pop(0)
        t = app.table
        if not self.started:   # the setup's Start game line
            if app.menu.items[app.menu.sel][0] != "start":
                return _UP
            self.started = True
            return _A
        if t is None:
            return 0
        if self.view.kind == "sheet" or self.view.kind == "text":
            return _A
        if not t.turn:
            return 0
        if t.options and (t.phase != "meld" or t.options[t.choice] >= 0):
            if t.phase == "bid":   # as appstub.human_step bids: its aces and kings, its spades past three
                bid = max(1, len([c for c in t.hand if c & 15 >= 13]) + max(0, len([c for c in t.hand if c < 16]) - 3))
                self.keys = ([_RIGHT] * (bid - 3) if bid > 3 else [_LEFT] * (3 - bid)) + [_A]
                return self.keys.pop(0)
            return _A
        return _A if t.playable[t.sel] else _RIGHT


def main():
    global games
    name, level, path = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    view = StubView()
    app = App(view, games, "assets", seed=7, prefs={"speed": 2}, store=Store(Nvm(path)))
    games = None   # as cardtable.run: the app forgets engine.games while a game is on
    ended = []
    app.game_ended = lambda t: ended.append((t.g.phase, t.g.deal, t.g.scores[:]))
    inp = Player(app, view, name, level)
    now = 0
    for _ in range(200000):
        now += 100
        app.step(inp, now)
        if inp.started and app.table is None:
            break
    if ended and ended[-1][0] == "game_over" and view.title != "Python stack too small":
        print("ok %s %d: %d deals, scores %s" % (name, level, ended[-1][1], ended[-1][2]))
        print("1 passed, 0 failed")
        return
    print("screen=%s|%s" % (view.title, "|".join(view.lines)))
    app.step(Keys(_B), now + 100)   # the page's B: back to the main menu
    print("then=%s|%s" % (view.title, "|".join(view.lines)))
    print("0 passed, 1 failed")


class Keys:
    """One button, then none."""

    def __init__(self, code):
        self.code = code

    def poll(self, now):
        code, self.code = self.code, 0
        return code

main()
