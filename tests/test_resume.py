"""Save and resume through the app's logic: settings, statistics and the game in progress in a save.Store.

"Power off" = drop the App; "power on" = a new App (and Store) on the same nvm bytes.
"""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "helpers")):
    if p not in sys.path:
        sys.path.insert(0, p)

from appstub import StubView, Driver, play_game, human_step  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from cardtable.app import App  # noqa: E402
from cardtable.device.save import Store  # noqa: E402
from tools.filenvm import FileNvm  # noqa: E402
from cardtable.menus import keep  # noqa: E402
from cardtable.table.flow import game_parts  # noqa: E402
from cardtable.menus.stats import Stats, decode  # noqa: E402
from engine import games  # noqa: E402
from test_app_flow import ASSETS  # noqa: E402
from test_stats import sample, v1_bytes  # noqa: E402
import toy_game  # noqa: E402
from engine.rules import registry  # noqa: E402


class SpyStore(Store):
    """A Store that keeps, at each save, a copy of the nvm and what the game looked like."""

    app = None

    def __init__(self, nvm):
        Store.__init__(self, nvm)
        self.log = []

    def save(self, settings, stats, game=b""):
        image = Store.save(self, settings, stats, game)
        t = self.app.table if self.app else None
        snap = None
        if t is not None and game:
            g = t.g
            snap = (g.state(), g.view(0), g.view(1), list(t.seats), t.seed)
        self.log.append((bytearray(self.nvm), snap))
        return image


def power_on(nvm, prefs=None, view=None, store_class=Store):
    v = view or StubView()
    store = store_class(nvm)
    app = App(v, games, ASSETS, seed=5, prefs=dict({"speed": 2}, **(prefs or {})), store=store)
    store.app = app
    return v, app, Driver(app)


def new_nvm():
    return bytearray(b"\xff" * 8192)


def play_with_saves(game, opponent, options=(), deals=1):
    """Start `game` on a fresh nvm and play `deals` deals by buttons; the SpyStore's log of saves."""
    nvm = new_nvm()
    store = SpyStore(nvm)
    v = StubView()
    app = App(v, games, ASSETS, seed=5, prefs={"speed": 2}, store=store)
    store.app = app
    d = Driver(app)
    d.press(*([K.DOWN] * registry.entry(game).number))
    d.press(K.A, K.DOWN)
    d.press(*([K.RIGHT] * ((opponent - 1) % 4)))
    for idx, n in options:
        d.press(*([K.DOWN] * idx))
        d.press(*([K.RIGHT] * n))
        d.press(*([K.UP] * idx))
    d.press(K.UP, K.A)
    assert app.table is not None and app.table.name == game
    play_game(d, v, 4000, deals)
    return store, app


def check_resume(nvm_bytes, snap):
    """Power on with the nvm of one save, Continue, and compare the game with the snapshot."""
    state, v0, v1, seats, seed = snap
    v, app, d = power_on(bytearray(nvm_bytes))
    assert v.kind == "menu" and v.lines[0] == "Continue " + __import__("engine.rules.registry").rules.registry.entry(
        state["game"]).title, v.lines
    d.press(K.A)
    t = app.table
    g = t.g
    assert t.seats == seats and t.seed == seed
    assert g.state() == state
    assert g.view(0) == v0 and g.view(1) == v1
    return v, app, d


def resume_every_phase(game, opponent, options=(), deals=1, want=()):
    store, app = play_with_saves(game, opponent, options, deals)
    seen = {}
    for nvm_bytes, snap in store.log:
        # a save where the computer is to move resumes with its move at once: compare at a human's turn
        if snap is None or snap[0]["to_move"] is not None and snap[3][snap[0]["to_move"]] is not None:
            continue
        if snap[0]["phase"] not in seen:
            seen[snap[0]["phase"]] = (nvm_bytes, snap)
    for phase in want:
        assert phase in seen, (game, phase, sorted(seen))
    for phase in sorted(seen):
        check_resume(*seen[phase])
    return store, seen


def test_double_emperor_resumes_in_play_and_at_the_deal_end():
    resume_every_phase("double_emperor", 1, want=("play", "deal_over"))


def test_maniller_resumes_in_play_and_at_the_deal_end():
    resume_every_phase("maniller", 0, want=("play", "deal_over"))


def test_spades_resumes_in_bid_play_and_at_the_deal_end():
    store, seen = resume_every_phase("spades", 1, want=("bid", "play", "deal_over"))


def test_pinochle_pass_and_play_resumes_in_play_meld_and_at_the_deal_end():
    resume_every_phase("pinochle", 3, want=("play", "meld", "deal_over"))


def test_spades_save_and_quit_mid_draw_resumes_the_draw():
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    d.press(K.DOWN, K.A, K.A)                   # Spades vs CPU normal
    g = app.table.g
    for _ in range(3):
        d.press(K.A)                            # keep / discard turns
    assert g.phase == "draw" and len(g.moves) >= 5
    before = (g.state(), g.view(0), g.view(1))
    d.press(K.START, K.UP)
    assert v.lines[v.sel] == "Save and quit"
    d.press(K.A)
    assert v.lines[0] == "Continue Spades" and app.table is None
    v, app, d = power_on(nvm)                   # power off and on
    d.press(K.A)
    g = app.table.g
    assert (g.state(), g.view(0), g.view(1)) == before
    assert v.kind == "table" and app.table.prompt() in ("< Keep >", "< Discard >")


def test_pass_and_play_resumes_behind_a_hand_off():
    store, seen = resume_every_phase("maniller", 3, want=("play",))
    v, app, d = check_resume(*seen["play"])
    t = app.table
    assert v.kind == "text" and v.title == "Pass and play" and t.pnp
    d.press(K.A)
    assert v.kind == "table" and t.me == t.g.to_move and t.turn


def test_saves_come_at_tricks_not_cards():
    store, app = play_with_saves("spades", 1, deals=1)
    g = app.table.g
    # one at the start, one a trick (the last is the deal's end), the draw's end and the bids' end
    assert len(store.log) == 1 + 13 + 2, len(store.log)
    assert len(g.moves) == 26 + 2 + 26  # moves of the deal: far more than saves


def test_a_finished_game_clears_the_save_and_counts_in_the_statistics():
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    d.press(K.A, K.A)                           # Double Emperor vs CPU normal
    g = app.table.g
    play_game(d, v)
    assert g.phase == "game_over" and v.title == "Pocket card table"
    assert "Continue" not in " ".join(v.lines)
    v, app, d = power_on(nvm)
    assert not app.keep.saved and not v.lines[0].startswith("Continue")
    st = decode(app.keep.stats)
    won = g.winner == 0
    assert st.played("double_emperor", "normal") == 1 and st.won("double_emperor") == (1 if won else 0)
    assert st.best("double_emperor") == g.scores[0] and st.played("spades") == 0
    # the statistics screen shows them
    d.press(K.UP, K.UP, K.A)
    assert v.kind == "sheet" and v.title == "Stats: Double Emperor"
    assert v.rows[0] == ("", "Won", "Played")
    assert v.rows[2] == ("CPU normal", "1" if won else "0", "1")
    assert v.rows[-1] == ("Best score", str(g.scores[0]), "")
    for r in v.rows:
        assert len("%-10s%7s%7s" % r) <= 26
    d.press(K.RIGHT)
    assert v.title == "Stats: Spades" and v.rows[-1] == ("Best score", "-", "")
    d.press(K.LEFT, K.LEFT)
    assert v.title == "Stats: Maniller"
    d.press(K.B)
    assert v.kind == "menu" and v.title == "Pocket card table"


class Restarted(BaseException):
    """supervisor.reload's ReloadException: no `except Exception` stops it."""


def restart():
    raise Restarted()


def test_the_board_starts_again_after_a_game_ended_or_was_left_and_the_game_is_kept():
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    app.restart = restart   # (cardtable.device.run gives it supervisor.reload)
    d.press(K.A, K.A)                           # Double Emperor vs CPU normal
    d.press(K.START, K.UP)
    assert v.lines[v.sel] == "Save and quit"
    try:
        d.press(K.A)
        raise AssertionError("no restart when the game was left")
    except Restarted:
        pass
    v, app, d = power_on(nvm)                   # the program again, as after the restart
    app.restart = restart
    assert v.lines[0] == "Continue Double Emperor"
    d.press(K.A)
    g = app.table.g
    try:
        play_game(d, v)
        raise AssertionError("no restart at the game's end")
    except Restarted:
        pass
    assert g.phase == "game_over"
    v, app, d = power_on(nvm)
    assert not v.lines[0].startswith("Continue") and decode(app.keep.stats).played("double_emperor", "normal") == 1


def test_without_a_save_store_the_main_menu_comes_without_a_restart():
    v = StubView()
    app = App(v, games, ASSETS, seed=5, prefs={"speed": 2}, restart=restart)   # (the simulator's --no-save)
    d = Driver(app)
    d.press(K.A, K.A)
    play_game(d, v)
    assert v.kind == "menu" and v.title == "Pocket card table"


def test_pass_and_play_counts_player_one():
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    d.press(K.A, K.DOWN, K.RIGHT, K.RIGHT, K.UP, K.A)   # Double Emperor, pass and play
    g = app.table.g
    assert app.table.pnp
    play_game(d, v)
    st = decode(power_on(nvm)[1].keep.stats)
    assert st.played("double_emperor", "pass_and_play") == 1
    assert st.won("double_emperor", "pass_and_play") == (1 if g.winner == 0 else 0)
    assert st.best("double_emperor") == g.scores[0]


def test_settings_and_last_choices_survive_a_power_off():
    nvm = new_nvm()
    v, app, d = power_on(nvm, prefs={})
    d.press(K.UP, K.A, K.LEFT, K.DOWN, K.DOWN, K.RIGHT, K.B)   # auto play off, four colours
    assert app.prefs["auto"] == 0 and app.prefs["four"] == 1
    d.press(K.DOWN, K.DOWN, K.DOWN, K.A)                        # Maniller: hard, 5 deals
    d.press(K.DOWN, K.RIGHT, K.DOWN, K.DOWN, K.RIGHT, K.RIGHT, K.UP, K.UP, K.UP, K.A)
    assert app.table.seats == [None, "hard"] and app.table.g.options["deals"] == 5
    v, app, d = power_on(nvm, prefs={})
    assert app.prefs["auto"] == 0 and app.prefs["four"] == 1 and v.prefs["four"] == 1
    assert v.lines[0] == "Continue Maniller"
    d.press(K.DOWN, K.DOWN, K.DOWN, K.DOWN, K.A)                # Maniller's setup again
    assert v.lines[0] == "Play: CPU hard" and v.lines[2] == "Deals: 5"


def test_damaged_or_old_saves_are_reported_and_ignored():
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    d.press(K.A, K.A, K.START, K.UP, K.A)           # start a game, save and quit
    assert v.lines[0] == "Continue Double Emperor"
    good = bytes(nvm)
    for slot in (0, 1):                             # the newest slot damaged: the other one is used
        bad = bytearray(good)
        if bad[slot * 4096] == 0xC1:
            bad[slot * 4096 + 20] ^= 0x40
            v, app, d = power_on(bad)
            assert v.footer.split("\n")[0] in ("Damaged save: used backup", "Damaged save ignored")
    bad = bytearray(good)
    for slot in (0, 1):
        bad[slot * 4096 + 30] ^= 1
    v, app, d = power_on(bad)
    assert v.footer == "Damaged save ignored\nA: choose" and v.lines[0] == "Double Emperor"
    v, app, d = power_on(bad)                        # rewritten at once: reported only once
    assert v.footer == "A: choose"
    old = bytearray(good)
    for slot in (0, 1):
        if old[slot * 4096] == 0xC1:
            old[slot * 4096] = 0xC0
    v, app, d = power_on(old)
    assert v.footer.startswith("Old save ignored\n") and not v.lines[0].startswith("Continue")
    d.press(K.A)                                     # the notice goes once the menu is used
    d.press(K.B)
    assert v.footer == "A: choose"
    junk = bytearray(range(256)) * 32
    v, app, d = power_on(junk)
    assert v.kind == "menu" and v.footer.startswith("Damaged save ignored")


def test_an_unreadable_game_record_is_dropped_not_fatal():
    nvm = new_nvm()
    st = Store(nvm)
    settings = keep.settings_bytes({"auto": 1, "speed": 2, "four": 0, "sound": 0, "dim": 1}, 1,
                                   {"double_emperor": [0], "spades": [0, 0], "pinochle": [0, 0, 0],
                                    "maniller": [0, 0]})
    from cardtable.menus.stats import Stats
    rec = bytes((1, 1, 1, 0, 0, 0xF0, 200, 201, 202))  # Spades, then illegal moves
    st.save(settings, Stats().encode(), b"".join(game_parts(1, 0, 9, rec)))
    v, app, d = power_on(nvm)
    assert v.lines[0] == "Continue Spades"
    d.press(K.A)
    assert app.table is None and v.kind == "menu"
    assert v.footer.startswith("Saved game unreadable") and v.lines[0] == "Double Emperor"
    v, app, d = power_on(nvm)
    assert v.lines[0] == "Double Emperor" and v.footer == "A: choose"
    st = Store(nvm)
    st.save(b"\x01\x09", Stats().encode()[:-1], b"\x07")   # bad settings, stats and game
    v, app, d = power_on(nvm)
    assert v.footer.split("\n")[0] == "Settings reset" and app.prefs["speed"] == 2
    assert decode(app.keep.stats).played("spades") == 0 and not app.keep.saved


def test_settings_bytes_round_trip_and_refuse_bad_values():
    opts = {"double_emperor": [2], "spades": [1, 1], "pinochle": [2, 1, 0], "maniller": [0, 3]}
    prefs = {"auto": 0, "speed": 2, "four": 1, "sound": 1, "dim": 4}
    data = keep.settings_bytes(prefs, 3, opts)
    assert keep.read_settings(data) == (prefs, 3, opts)
    for i in range(1, len(data)):
        bad = bytearray(data)
        bad[i] = 9
        try:
            keep.read_settings(bytes(bad))
        except ValueError:
            continue
        raise AssertionError("accepted a bad choice at byte %d" % i)


def test_settings_saved_before_a_game_was_registered_give_it_its_defaults():
    opts = {"double_emperor": [2], "spades": [1, 1], "pinochle": [2, 1, 0], "maniller": [0, 3]}
    prefs = {"auto": 0, "speed": 2, "four": 1, "sound": 1, "dim": 4}
    data = keep.settings_bytes(prefs, 3, opts)
    toy = registry.register(toy_game.entry())
    try:
        assert keep.read_settings(data) == (prefs, 3, dict(opts, sixes=[1]))   # Sixes' target 7: 4, 7 or 10
        with_toy = keep.settings_bytes(prefs, 3, dict(opts, sixes=[2]))
        assert keep.read_settings(with_toy) == (prefs, 3, dict(opts, sixes=[2]))
        assert len(with_toy) == len(data) + 1
    finally:
        registry.ENTRIES.remove(toy)


def test_statistics_of_the_first_version_are_migrated_at_power_on():
    nvm = new_nvm()
    settings = keep.settings_bytes({"auto": 1, "speed": 2, "four": 0, "sound": 0, "dim": 1}, 1, keep.default_options())
    Store(nvm).save(settings, v1_bytes(sample()), b"")
    v, app, d = power_on(nvm)
    assert v.footer == "A: choose"                  # nothing to report
    assert app.keep.stats == sample().encode()      # version 2, the same table
    d.press(*([K.DOWN] * 5), K.A)                   # Preferences (saved when left)
    d.press(K.RIGHT, K.B)
    v, app, d = power_on(nvm)
    assert Store(nvm).load()[1] == sample().encode() and v.footer == "A: choose"


def test_statistics_of_an_unknown_version_are_reported_and_reset():
    nvm = new_nvm()
    settings = keep.settings_bytes({"auto": 1, "speed": 2, "four": 0, "sound": 0, "dim": 1}, 1, keep.default_options())
    Store(nvm).save(settings, bytes([3, 4, 0]), b"")
    v, app, d = power_on(nvm)
    assert v.footer.split("\n")[0] == "Statistics reset" and app.keep.stats == Stats().encode()
    assert app.prefs["auto"] == 1                   # the settings kept


def test_a_game_too_long_for_a_slot_keeps_settings_and_stats(tmp_path):
    nvm = bytearray(b"\xff" * 158)                   # slots of 79 bytes: a game does not fit for long
    v, app, d = power_on(nvm)
    d.press(K.DOWN, K.A, K.A)                        # Spades
    play_game(d, v, 4000, 1)
    assert app.keep.notice == "Game too long to save" and not app.keep.saved
    d.press(K.START, K.UP, K.A)
    assert v.footer.startswith("Game too long to save")
    v, app, d = power_on(nvm)
    assert app.keep.notice == "" and not app.keep.saved and keep.read_settings(app.keep.settings)[1] == 1


class CountingStore(Store):
    """A Store that counts its saves and the games in them."""

    def __init__(self, nvm):
        Store.__init__(self, nvm)
        self.calls = []   # the game bytes of each call to save (written or refused)

    def save(self, settings, stats, game=b""):
        self.calls.append(b"".join(game) if type(game) is tuple else bytes(game))
        return Store.save(self, settings, stats, game)


def test_a_game_too_long_for_a_slot_is_not_saved_again_and_its_end_counts(monkeypatch):
    nvm = bytearray(b"\xff" * 166)                   # slots of 83 bytes: a game does not fit for long
    v, app, d = power_on(nvm, store_class=CountingStore)
    won = Stats()
    won.record_result("double_emperor", "easy", True, 100)
    app.keep.stats = won.encode()                    # a game won before: its statistics take their room already
    store = app.keep.store
    built = []
    real = App.save_game

    def spy(self, t):
        built.append(t.g.phase)
        real(self, t)

    monkeypatch.setattr(App, "save_game", spy)
    d.press(K.A, K.A)                                # Double Emperor against the computer
    play_game(d, v, 4000, 1)
    assert app.keep.notice == "Game too long to save" and app.keep.too_long
    refused = [i for i in range(len(store.calls)) if store.calls[i]][-1]   # the last game offered: refused
    assert len(store.calls) == refused + 2 and store.calls[-1] == b""   # then settings and stats alone, once
    assert len(built) > len(store.calls) + 3         # save points went on: none built a record or wrote
    play_game(d, v, 20000)                           # to the game's end: its statistics are saved
    assert store.calls[-1] == b"" and len(store.calls) == refused + 3
    v, app, d = power_on(nvm)
    assert decode(app.keep.stats).played("double_emperor", "normal") == 1 and not app.keep.saved
    assert not app.keep.too_long and app.keep.notice == ""
    d.press(K.A, K.A)                                # a new game saves again
    assert app.keep.saved and not app.keep.too_long


class StoppedStore(Store):
    """A Store whose saves run out of Python stack once `stop` is set (before writing anything)."""

    stop = False

    def save(self, settings, stats, game=b""):
        if self.stop:
            raise RuntimeError("pystack exhausted")
        return Store.save(self, settings, stats, game)


def test_a_save_stopped_by_the_python_stack_leaves_the_last_one_to_continue():
    """The Keeper lets the last save's bytes go before making the new ones: a save that stops reads the last one
    back from the nvm, so the page's Continue goes on from it."""
    v, app, d = power_on(new_nvm(), store_class=StoppedStore)
    d.press(K.DOWN, K.DOWN, K.DOWN, K.A, K.A)        # Maniller against the computer
    for _ in range(6):
        human_step(d, v)                             # a few tricks, each saved
    saved = bytes(app.keep.saved)
    assert saved
    app.keep.store.stop = True
    while v.title != "Python stack too small":       # the next trick's save stops
        human_step(d, v)
    assert bytes(app.keep.saved) == saved             # as the nvm holds it
    app.keep.store.stop = False
    d.press(K.B)
    assert v.lines[0].startswith("Continue")
    d.press(K.A)
    assert app.table is not None and app.table.g.name == "maniller"


def test_file_nvm_resumes_after_the_process_ends(tmp_path):
    path = str(tmp_path / "save.nvm")
    v, app, d = power_on(FileNvm(path))
    d.press(K.DOWN, K.DOWN, K.DOWN, K.A, K.A)        # Maniller
    for _ in range(6):
        human_step(d, v)
    g = app.table.g
    d.press(K.START, K.UP, K.A)
    before = (g.state(), g.view(0), g.view(1))
    v, app, d = power_on(FileNvm(path))
    d.press(K.A)
    g = app.table.g
    assert (g.state(), g.view(0), g.view(1)) == before
