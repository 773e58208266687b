"""The statistics table: counting, best scores, an exact and checked encoding for any number of games, and the
migration of version 1's saves."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

from cardtable.menus import stats  # noqa: E402
from cardtable.menus.stats import OPPONENTS, Stats, decode  # noqa: E402
from engine.rules import registry  # noqa: E402
from micropython_lane import core_exe  # noqa: E402


GAMES = ("double_emperor", "spades", "pinochle", "maniller")


def sample():
    s = Stats()
    s.record_result("double_emperor", "easy", True, 104)
    s.record_result("double_emperor", "easy", False, 60)
    s.record_result("spades", "hard", False, -120)
    s.record_result("pinochle", "normal", True, 1250)
    s.record_result("maniller", "pass_and_play", True, 51)
    s.record_result("maniller", "hard", False)  # no score given
    return s


def test_the_table_counts_four_opponents_for_every_registered_game():
    assert OPPONENTS == ("easy", "normal", "hard", "pass_and_play")
    assert registry.names()[:4] == GAMES   # their numbers in a save, never changed


def test_new_table_is_empty():
    s = Stats()
    for g in GAMES:
        assert s.played(g) == 0 and s.won(g) == 0 and s.best(g) is None
        for o in OPPONENTS:
            assert s.played(g, o) == 0 and s.won(g, o) == 0


def test_record_result_counts_per_game_and_opponent():
    s = sample()
    assert s.played("double_emperor", "easy") == 2
    assert s.won("double_emperor", "easy") == 1
    assert s.played("double_emperor", "hard") == 0
    assert s.played("maniller") == 2 and s.won("maniller") == 1
    assert s.played("maniller", "pass_and_play") == 1


def test_best_score_is_the_highest_final_score_per_game():
    s = sample()
    assert s.best("double_emperor") == 104
    assert s.best("spades") == -120  # a negative best is kept
    s.record_result("spades", "easy", False, -300)
    assert s.best("spades") == -120
    s.record_result("spades", "easy", True, 310)
    assert s.best("spades") == 310
    assert s.best("maniller") == 51


def test_encode_decode_round_trip_is_exact():
    data = sample().encode()
    assert isinstance(data, bytes) and data[0] == stats.FORMAT == 2
    assert len(data) == 3 + 4 * stats.ENTRY   # four games with results, 38 bytes each
    again = decode(data)
    assert again.encode() == data
    for g in GAMES:
        assert again.best(g) == sample().best(g)
        for o in OPPONENTS:
            assert again.played(g, o) == sample().played(g, o)
            assert again.won(g, o) == sample().won(g, o)


def test_only_games_with_results_take_room():
    assert Stats().encode() == bytes([2, 4, 0])
    s = Stats()
    s.record_result("maniller", "easy", True, 50)
    data = s.encode()
    assert len(data) == 3 + stats.ENTRY and data[2] == 1 and data[3] == registry.entry("maniller").number


def test_empty_table_round_trips():
    assert decode(Stats().encode()).encode() == Stats().encode()


def test_a_game_this_build_does_not_know_is_kept_as_read():
    s = sample()
    data = bytearray(s.encode())
    data[3 + 3 * stats.ENTRY] = 200            # maniller's results, under a number no game has here
    again = decode(bytes(data))
    assert again.encode() == bytes(data)
    assert again.played("maniller") == 0


def v1_bytes(s):
    """The bytes version 1 saved for Stats s (its layout, docs/saves.md's history): 148 bytes, version 1, 4 games,
    4 opponents, each game's (played, won) per opponent, a flag byte (bit g: game g has a best score, bit 4 + g:
    it is negative), each game's best score's absolute value."""
    out = bytearray([1, 4, 4])
    flags = 0
    bests = bytearray()
    for g in range(4):
        for o in OPPONENTS:
            for v in (s.played(GAMES[g], o), s.won(GAMES[g], o)):
                out.extend(v.to_bytes(4, "little"))
        b = s.best(GAMES[g])
        if b is not None:
            flags |= (1 << g) | ((16 << g) if b < 0 else 0)
        bests.extend(abs(b or 0).to_bytes(4, "little"))
    return bytes(out + bytes([flags]) + bests)


def test_a_version_1_save_is_migrated_to_the_same_table():
    old = v1_bytes(sample())
    assert len(old) == 148
    assert decode(old).encode() == sample().encode()
    assert decode(v1_bytes(Stats())).encode() == Stats().encode()


@pytest.mark.parametrize("cut", [0, 1, 3, 100, 147])
def test_a_short_version_1_save_is_a_clear_value_error(cut):
    with pytest.raises(ValueError, match="stats: %d bytes" % cut):
        decode(v1_bytes(sample())[:cut])


def test_version_1_checks_stay():
    old = bytearray(v1_bytes(sample()))
    old[1] = 5
    with pytest.raises(ValueError, match="table of 5 x 4"):
        decode(bytes(old))
    old = bytearray(v1_bytes(Stats()))
    old[3 + 4 * 2 + 4] = 9                     # a won count of a cell with 0 played
    with pytest.raises(ValueError, match="more games won than played"):
        decode(bytes(old))
    old = bytearray(v1_bytes(Stats()))
    old[3 + 128] = 16 << 2                     # "negative" for a game with no best score
    with pytest.raises(ValueError, match="without its flag"):
        decode(bytes(old))


def test_huge_numbers_are_clamped_to_device_small_ints():
    s = Stats()
    s.record_result("pinochle", "hard", True, 10 ** 12)
    s.record_result("spades", "hard", True, -10 ** 12)
    s.record_result("double_emperor", "easy", True, 1)
    s._games[0][0] = stats.LIMIT  # as after a lifetime of games
    s.record_result("double_emperor", "easy", True, 1)
    assert s.played("double_emperor", "easy") == stats.LIMIT
    assert s.best("pinochle") == stats.LIMIT and s.best("spades") == -stats.LIMIT
    assert decode(s.encode()).encode() == s.encode()


def test_unknown_game_or_opponent_is_a_clear_value_error():
    s = Stats()
    with pytest.raises(ValueError, match="unknown game 'poker'"):
        s.record_result("poker", "easy", True, 1)
    with pytest.raises(ValueError, match="unknown opponent 'expert'"):
        s.record_result("spades", "expert", True, 1)
    with pytest.raises(ValueError, match="unknown game"):
        s.best("chess")


@pytest.mark.parametrize("cut", [0, 1, 3, 100, 3 + 4 * 38 - 1])
def test_short_bytes_are_a_clear_value_error(cut):
    with pytest.raises(ValueError, match="stats: %d bytes" % cut):
        decode(sample().encode()[:cut])


def test_long_bytes_are_a_clear_value_error():
    with pytest.raises(ValueError, match="156 bytes, expected 155 for 4 games"):
        decode(sample().encode() + b"\x00")


def corrupt(i, v):
    data = bytearray(sample().encode())
    data[i] = v
    return bytes(data)


GAME_2 = 3 + 2 * 38   # pinochle's results: its number, flags, counts, best


def test_bad_header_is_a_clear_value_error():
    with pytest.raises(ValueError, match="unknown version 3"):
        decode(corrupt(0, 3))
    with pytest.raises(ValueError, match="5 opponents, expected 4"):
        decode(corrupt(1, 5))


def test_games_out_of_order_or_twice_are_a_value_error():
    with pytest.raises(ValueError, match="out of order"):
        decode(corrupt(GAME_2, 1))
    with pytest.raises(ValueError, match="out of order"):
        decode(corrupt(GAME_2, 0))


def test_count_out_of_range_is_a_value_error():
    with pytest.raises(ValueError, match="out of range"):
        decode(corrupt(GAME_2 + 2 + 3, 0x40))


def test_more_wins_than_games_is_a_value_error():
    with pytest.raises(ValueError, match="more games won than played"):
        decode(corrupt(GAME_2 + 2 + 4, 9))  # the won count of a cell with 0 played


def test_bad_best_score_flags_are_value_errors():
    flags = GAME_2 + 1
    with pytest.raises(ValueError, match="without its flag"):
        decode(corrupt(flags, 0))  # a score present, flags say none
    with pytest.raises(ValueError, match="unknown flags"):
        decode(corrupt(flags, 4))
    s = Stats()
    s.record_result("spades", "easy", True)
    d = bytearray(s.encode())
    d[4] = 2   # "negative" for a game with no best score
    with pytest.raises(ValueError, match="without its flag"):
        decode(bytes(d))
    with pytest.raises(ValueError, match="-0"):
        s = Stats()
        s.record_result("spades", "easy", True, 0)
        d = bytearray(s.encode())
        d[4] |= 2
        decode(bytes(d))


def test_a_game_listed_without_results_is_a_value_error():
    s = Stats()
    s.record_result("spades", "easy", False)
    d = bytearray(s.encode())
    d[5] = 0                                   # its one game played
    with pytest.raises(ValueError, match="without results"):
        decode(bytes(d))


def test_every_byte_value_either_decodes_to_canonical_bytes_or_raises():
    # no corrupt input can give a table that encodes differently: decode is strict
    base = sample().encode()
    for i in range(len(base)):
        for v in (0, 1, 0x3F, 0x40, 0x80, 0xFF):
            data = bytearray(base)
            data[i] = v
            try:
                s = decode(bytes(data))
            except ValueError:
                continue
            assert s.encode() == bytes(data), (i, v)


@pytest.mark.lane
def test_stats_run_on_circuitpython(tmp_path):
    exe = core_exe()
    script = tmp_path / "stats_rt.py"
    script.write_text(
        "from cardtable.menus import stats\n"
        "s = stats.Stats()\n"
        "s.record_result('spades', 'hard', True, -45)\n"
        "s.record_result('pinochle', 'pass_and_play', False, 1480)\n"
        "d = stats.decode(s.encode())\n"
        "print(d.encode() == s.encode(), d.played('spades'), d.best('spades'), d.best('pinochle'))\n"
        "old = bytes([1, 4, 4]) + bytes(128) + bytes([1]) + bytes([7, 0, 0, 0]) + bytes(12)\n"
        "print(stats.decode(old).best('double_emperor'), len(stats.decode(old).encode()))\n"
        "try:\n"
        "    stats.decode(b'x')\n"
        "except ValueError as e:\n"
        "    print(e)\n")
    out = subprocess.run([exe, "-X", "heapsize=64K", str(script)], capture_output=True, text=True,
                         env=dict(os.environ, MICROPYPATH=LIB + ":" + ROOT), timeout=60)
    assert out.returncode == 0, out.stderr + out.stdout
    assert out.stdout.splitlines() == ["True 1 -45 1480", "7 41", "stats: 1 bytes, too short"]
