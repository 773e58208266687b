"""The statistics table: counting, best scores, an exact and checked encoding."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

from cardtable import stats  # noqa: E402
from cardtable.stats import GAMES, OPPONENTS, Stats, decode  # noqa: E402
from micropython_lane import core_exe  # noqa: E402


def sample():
    s = Stats()
    s.record_result("double_emperor", "easy", True, 104)
    s.record_result("double_emperor", "easy", False, 60)
    s.record_result("spades", "hard", False, -120)
    s.record_result("pinochle", "normal", True, 1250)
    s.record_result("maniller", "pass_and_play", True, 51)
    s.record_result("maniller", "hard", False)  # no score given
    return s


def test_the_table_names_the_four_games_and_four_opponents():
    assert GAMES == ("double_emperor", "spades", "pinochle", "maniller")
    assert OPPONENTS == ("easy", "normal", "hard", "pass_and_play")


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
    assert isinstance(data, bytes) and len(data) == stats.SIZE == 148
    again = decode(data)
    assert again.encode() == data
    for g in GAMES:
        assert again.best(g) == sample().best(g)
        for o in OPPONENTS:
            assert again.played(g, o) == sample().played(g, o)
            assert again.won(g, o) == sample().won(g, o)


def test_empty_table_round_trips():
    assert decode(Stats().encode()).encode() == Stats().encode()


def test_huge_numbers_are_clamped_to_device_small_ints():
    s = Stats()
    s.record_result("pinochle", "hard", True, 10 ** 12)
    s.record_result("spades", "hard", True, -10 ** 12)
    s._counts[0] = stats.LIMIT  # as after a lifetime of games
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


@pytest.mark.parametrize("cut", [0, 1, 3, 100, 147])
def test_short_bytes_are_a_clear_value_error(cut):
    with pytest.raises(ValueError, match="stats: %d bytes, expected 148" % cut):
        decode(sample().encode()[:cut])


def test_long_bytes_are_a_clear_value_error():
    with pytest.raises(ValueError, match="149 bytes"):
        decode(sample().encode() + b"\x00")


def corrupt(i, v):
    data = bytearray(sample().encode())
    data[i] = v
    return bytes(data)


def test_bad_header_is_a_clear_value_error():
    with pytest.raises(ValueError, match="unknown version 2"):
        decode(corrupt(0, 2))
    with pytest.raises(ValueError, match="table of 5 x 4"):
        decode(corrupt(1, 5))


def test_count_out_of_range_is_a_value_error():
    with pytest.raises(ValueError, match="out of range"):
        decode(corrupt(3 + 3, 0x40))


def test_more_wins_than_games_is_a_value_error():
    with pytest.raises(ValueError, match="more games won than played"):
        decode(corrupt(3 + 4 * 2 + 4, 9))  # the won count of a cell with 0 played


def test_bad_best_score_flags_are_value_errors():
    flags = 3 + 128
    with pytest.raises(ValueError, match="without its flag"):
        decode(corrupt(flags, 0))  # scores present, flags say none
    s = Stats()
    d = bytearray(s.encode())
    d[flags] = 16 << 2  # "negative" for a game with no best score
    with pytest.raises(ValueError, match="without its flag"):
        decode(bytes(d))
    with pytest.raises(ValueError, match="-0"):
        s = Stats()
        s.record_result("spades", "easy", True, 0)
        d = bytearray(s.encode())
        d[flags] |= 16 << 1
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


def test_stats_run_on_circuitpython(tmp_path):
    exe = core_exe()
    script = tmp_path / "stats_rt.py"
    script.write_text(
        "from cardtable import stats\n"
        "s = stats.Stats()\n"
        "s.record_result('spades', 'hard', True, -45)\n"
        "s.record_result('pinochle', 'pass_and_play', False, 1480)\n"
        "d = stats.decode(s.encode())\n"
        "print(d.encode() == s.encode(), d.played('spades'), d.best('spades'), d.best('pinochle'))\n"
        "try:\n"
        "    stats.decode(b'x')\n"
        "except ValueError as e:\n"
        "    print(e)\n")
    out = subprocess.run([exe, "-X", "heapsize=64K", str(script)], capture_output=True, text=True,
                         env=dict(os.environ, MICROPYPATH=LIB), timeout=60)
    assert out.returncode == 0, out.stderr + out.stdout
    assert out.stdout.splitlines() == ["True 1 -45 1480", "stats: 1 bytes, expected 148"]
