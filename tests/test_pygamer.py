"""The whole-program lane: the device's program as tools/deploy.py writes it (code.py, the .mpy tree, the Adafruit
libraries, settings.toml), run on the PyGamer core (tools/circuitpython.py: CircuitPython's own VM, heap manager
and displayio, the real View drawing every screen) in the board's own memory with room to spare: a TLSF pool 16K
smaller than the board's, less what the supervisor holds (tools/pygamer.py). The board's other hardware and the
person at its buttons are tests/helpers/pygamer/.

Every game against every level and in pass and play: a short game set up by buttons, the board switched off at
the first deal's end, Continue in a new process, the game played to its end, its statistics kept. With deploy's
settings.toml, and with none (a copy made by hand: the board's default Python stack, 2048 bytes, and first heap
area). docs/memory.md says how the room is measured (tools/bench_app.py) and found.
"""
import os
import sys

import pytest
from micropython_lane import ROOT, core_exe  # noqa: F401 - core_exe: built, or the lane skipped with the reason
from engine.rules import registry

sys.path.insert(0, os.path.join(ROOT, "tools"))
import deploy  # noqa: E402
import pygamer  # noqa: E402

GAMES = registry.names()
OPPONENTS = (0, 1, 2, 3)   # menus.OPPONENTS: the computer's easy, normal and hard levels, pass and play


@pytest.fixture(scope="session")
def drives(tmp_path_factory):
    """The deployed drive, with deploy's settings.toml and without one (made once a session)."""
    core_exe()
    top = tmp_path_factory.mktemp("pygamer")
    return {settings: pygamer.make_drive(str(top / ("settings" if settings else "none")), settings=settings)
            for settings in (True, False)}


def play(drives, game, opponent, settings, tmp_path, pool=pygamer.LANE_POOL):
    drive = pygamer.copy_drive(drives[settings], str(tmp_path / "CIRCUITPY"))
    ok, out = pygamer.play(drive, game, opponent, pool)
    assert ok, out
    return out


@pytest.mark.lane
@pytest.mark.parametrize("opponent", OPPONENTS)
@pytest.mark.parametrize("game", GAMES)
def test_a_game_plays_through_the_whole_program_with_room_to_spare(drives, game, opponent, tmp_path):
    out = play(drives, game, opponent, True, tmp_path)
    assert " deals, scores " in out and "the game counted" in out.splitlines()[-2], out   # (the end, the restart)


@pytest.mark.lane
@pytest.mark.parametrize("opponent", OPPONENTS)
@pytest.mark.parametrize("game", GAMES)
def test_a_game_plays_with_the_boards_defaults_when_settings_toml_is_missing(drives, game, opponent, tmp_path):
    out = play(drives, game, opponent, False, tmp_path)
    assert " deals, scores " in out and "the game counted" in out.splitlines()[-2], out


@pytest.mark.lane
def test_the_core_stands_for_the_board_and_the_drive_is_deploys(drives):
    """The lane's drive is deploy's tree, nothing added but the player's folder; its memory is the board's pool less
    the room."""
    assert pygamer.LANE_POOL == pygamer.BOARD_POOL - pygamer.SUPERVISOR - 16 * 1024
    drive = drives[True]
    assert sorted(os.listdir(drive)) == sorted(["assets", "code.py", "engine", "lib", "settings.toml",
                                                pygamer.LANE_DIR])
    assert not os.path.exists(os.path.join(drives[False], "settings.toml"))
