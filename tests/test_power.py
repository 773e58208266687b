"""A handheld runs on a battery: the screen dims without a key, and the main menu shows the battery's voltage.
Through stand-ins for the hardware: a display with a brightness, an analogio.AnalogIn."""
import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "helpers"), os.path.join(ROOT, "tools")):
    if p not in sys.path:
        sys.path.insert(0, p)

from appstub import StubView, Driver  # noqa: E402
from cardtable.app import App  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from cardtable.menus import keep  # noqa: E402
from engine import games  # noqa: E402
from test_app_flow import ASSETS, start  # noqa: E402


def wait(d, ms):
    """Run the clock in 100 ms steps until `ms` have passed since the last key (the computer moves meanwhile)."""
    while d.now < d.app.key_at + ms:
        d.now += 100
        d.app.tick(d.now)


# ----- dimming -----
def test_the_screen_dims_after_a_minute_without_a_key():
    v, app, d = start("maniller", opponent=1)
    t = app.table
    assert app.prefs["dim"] == 1                  # the default: 1 min
    wait(d, 59900)
    assert not v.dimmed
    wait(d, 60000)
    assert v.dimmed


def test_the_key_that_wakes_the_screen_is_not_taken_as_a_move():
    v, app, d = start("maniller", opponent=1, prefs={"auto": 0})
    t = app.table
    g = t.g
    d.settle()
    assert t.turn and t.state == 0 and g.phase == "play"
    wait(d, 60000)
    assert v.dimmed
    moves, sel = len(g.moves), t.sel
    d.press(K.A)
    assert not v.dimmed and len(g.moves) == moves and t.sel == sel
    d.press(K.A)                                  # awake: keys act again
    assert len(g.moves) > moves


def test_the_computers_moves_do_not_wake_the_screen():
    v, app, d = start("double_emperor", opponent=1, prefs={"speed": 0})
    t = app.table
    g = t.g
    d.settle()
    assert t.turn and t.state == 0
    wait(d, 59000)
    app.press(K.A, d.now)                         # a card; the computer answers once the screen is dim
    moves = len(g.moves)
    wait(d, 61000)
    assert v.dimmed and len(g.moves) > moves      # it moved, the trick was shown and swept: still dim


def test_the_main_menu_dims_too_and_its_waking_key_does_nothing():
    v = StubView()
    d = Driver(App(v, games, ASSETS))
    wait(d, 60000)
    assert v.dimmed and v.sel == 0
    d.press(K.DOWN)
    assert not v.dimmed and v.sel == 0
    d.press(K.DOWN)
    assert v.sel == 1


def test_dimming_is_a_preference_never_among_its_values():
    v = StubView()
    app = App(v, games, ASSETS)
    d = Driver(app)
    d.press(K.UP, K.A)                            # Preferences
    assert v.lines[4] == "Dim screen: 1 min"
    d.press(*([K.DOWN] * 4))
    seen = [v.lines[4]]
    for _ in range(4):
        d.press(K.RIGHT)
        seen.append(v.lines[4])
    assert seen == ["Dim screen: 1 min", "Dim screen: 2 min", "Dim screen: 5 min", "Dim screen: Never",
                    "Dim screen: 30 s"]
    d.press(K.LEFT, K.B)                          # Never
    assert app.prefs["dim"] == 4
    wait(d, 600000)
    assert not v.dimmed


def test_settings_saved_before_the_dimming_preference_keep_the_others():
    """Version 2 settings (no dimming delay) are read: the rest kept, the delay at its default."""
    opts = keep.default_options()
    prefs = {"auto": 0, "speed": 2, "four": 1, "sound": 1, "dim": 3}
    data = keep.settings_bytes(prefs, 2, opts)
    v2 = bytes([2]) + data[1:5] + data[6:]
    assert keep.read_settings(v2) == ({"auto": 0, "speed": 2, "four": 1, "sound": 1}, 2, opts)
    assert keep.read_settings(data) == (prefs, 2, opts)


class FakeDisplay:
    """Stands in for board.DISPLAY: a brightness, a root group, refresh."""

    def __init__(self):
        self.brightness = 1.0
        self.root_group = None
        self.refreshes = 0

    def refresh(self):
        self.refreshes += 1


def test_the_displayio_view_dims_the_backlight_low_not_off():
    from cardtable.device.view import View
    display = FakeDisplay()
    view = View(display, ASSETS)
    d = Driver(App(view, games, ASSETS))
    wait(d, 60000)
    assert display.brightness == 0.1
    d.press(K.A)
    assert display.brightness == 1.0


# ----- the battery -----
def fake_board(monkeypatch, value):
    """cardtable.device.parts imported over stand-ins for board (its A6 pin), keypad and analogio (an AnalogIn on A6
    reading `value`, 16 bits)."""
    import types
    board = types.ModuleType("board")
    board.A6 = "A6"
    analogio = types.ModuleType("analogio")

    class AnalogIn:
        def __init__(self, pin):
            assert pin == "A6"
            self.value = value
    analogio.AnalogIn = AnalogIn
    monkeypatch.setitem(sys.modules, "board", board)
    monkeypatch.setitem(sys.modules, "keypad", types.ModuleType("keypad"))
    monkeypatch.setitem(sys.modules, "analogio", analogio)
    monkeypatch.delitem(sys.modules, "cardtable.device.parts", raising=False)
    import cardtable.device.parts as parts
    monkeypatch.delitem(sys.modules, "cardtable.device.parts")
    return parts


def counts(volts):
    """What A6 reads (16 bits, against 3.3 V) for the battery at `volts`, halved by the divider."""
    return round(volts / 2 / 3.3 * 65535)


def test_the_battery_is_read_on_a6_halved_against_3v3(monkeypatch):
    for volts in (3.3, 3.7, 4.2):
        got = fake_board(monkeypatch, counts(volts)).make_battery()()
        assert abs(got - volts) < 0.001


def test_usb_power_alone_shows_no_battery_figure(monkeypatch):
    """Above a full LiPo (4.2 V), at 4.3 V or more, A6 sees the charger with no battery: no figure."""
    for volts in (4.31, 4.6, 6.6):
        assert fake_board(monkeypatch, min(65535, counts(volts))).make_battery()() is None


def test_the_main_menu_shows_the_battery_read_as_it_opens(monkeypatch):
    battery = fake_board(monkeypatch, counts(3.9)).make_battery()
    reads = []

    def read():
        reads.append(1)
        return battery()
    v = StubView()
    app = App(v, games, ASSETS, battery=read)
    d = Driver(app)
    assert v.title == "Pocket card table" and v.footer == "A: choose     Battery 3.9V"
    assert len(v.footer) <= 26 and len(reads) == 1
    d.press(K.DOWN, K.DOWN)
    wait(d, 5000)
    assert len(reads) == 1                        # not at every frame
    d.press(K.UP, K.A, K.B)                       # Preferences and back: the main menu opens again
    assert len(reads) == 2 and v.footer.endswith("Battery 3.9V")


def test_no_battery_figure_on_usb_alone_or_without_a_reading(monkeypatch):
    usb = fake_board(monkeypatch, counts(4.5)).make_battery()
    for battery in (usb, None):
        v = StubView()
        App(v, games, ASSETS, battery=battery)
        assert v.footer == "A: choose"
