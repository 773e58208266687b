"""Start the app on a PyGamer or PyBadge: build the display and view, the handheld's parts
(cardtable.device.parts) and the app, then loop forever."""
import time

import board

from cardtable.app import App
from cardtable.resident import forget

try:
    from supervisor import ticks_ms
except ImportError:  # an older CircuitPython
    def ticks_ms() -> int:
        return int(time.monotonic() * 1000) & 0x1FFFFFFF
from supervisor import reload


def main(assets="/assets"):
    from cardtable.device.view import View
    from engine import games
    display = board.DISPLAY
    display.auto_refresh = False
    view = View(display, assets)
    from cardtable.device import parts   # made once: the module is forgotten once the app has them
    inp = parts.make_input()
    app = App(view, games, assets, seed=ticks_ms(), sound=parts.make_sound(), store=parts.make_store(),
              battery=parts.make_battery(), restart=reload)
    parts = games = None   # (the app drops engine.games while a game is on)
    forget("cardtable.device.parts")
    while True:
        app.step(inp, ticks_ms())
        time.sleep(0.01)
