"""The save store: two slots, power-cut safe, every damage detected and survived."""

import os
import random
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
LIB = os.path.join(ROOT, "lib")
if LIB not in sys.path:
    sys.path.insert(0, LIB)

from cardtable.device import save  # noqa: E402
from cardtable.device.save import Store, crc16  # noqa: E402
from tools.filenvm import FileNvm  # noqa: E402
from micropython_lane import core_exe  # noqa: E402

SIZE = 8192
SLOT = 4096
HEADER = 13


class PowerCut(Exception):
    pass


class PowerCutNvm:
    """nvm test double: writes byte by byte, and the power fails after `budget` bytes."""

    def __init__(self, region, budget):
        self.region = region
        self.budget = budget
        self.written = 0

    def __len__(self):
        return len(self.region)

    def __getitem__(self, key):
        return self.region[key]

    def __setitem__(self, key, value):
        if isinstance(key, int):
            key, value = slice(key, key + 1), bytes((value,))
        assert len(value) == key.stop - key.start
        for i in range(len(value)):
            if self.budget is not None and self.written >= self.budget:
                raise PowerCut()
            self.region[key.start + i] = value[i]
            self.written += 1


def fresh():
    return bytearray(b"\xff" * SIZE)


def payload(tag, n_game=4):
    """Distinct settings, stats and game bytes for save number `tag`."""
    return (bytes((tag, 1, 2)), bytes((tag, 0, 255, 7, 9)), bytes((tag + i) & 255 for i in range(n_game)))


def saved(*tags, n_game=4):
    """A region after saving payload(tag) for each tag in turn."""
    region = fresh()
    store = Store(region)
    for tag in tags:
        store.save(*payload(tag, n_game))
    return region


def load(region):
    store = Store(region)
    return store.load(), store.problem


def slot_of_newest(region):
    store = Store(region)
    store.load()
    return store._newest


def used_ranges(region):
    """(start, end) of the bytes of each slot the format defines (header + payload)."""
    out = []
    for slot in (0, 1):
        off = slot * SLOT
        mark = region[off]
        if mark == 0xC1:
            n = region[off + 3] | region[off + 4] << 8
            out.append((off, off + HEADER + n))
        elif mark != 0xFF or any(b != 0xFF for b in region[off:off + HEADER]):
            out.append((off, off + HEADER))
    return out


# --- round trips ----------------------------------------------------------


def test_crc16_is_ccitt_false():
    assert crc16(b"123456789") == 0x29B1
    assert crc16(b"xx123456789yy", 2, 11) == 0x29B1
    assert crc16(b"") == 0xFFFF


def test_fresh_region_loads_nothing_and_reports_nothing():
    assert load(fresh()) == (None, None)


def test_round_trip_settings_stats_and_game():
    region = fresh()
    everything = bytes(range(256))
    Store(region).save(b"\x01\x02", everything, b"play AS\nplay KD")
    assert load(region) == ((b"\x01\x02", everything, b"play AS\nplay KD"), None)


def test_round_trip_empty_parts_and_default_empty_game():
    region = fresh()
    Store(region).save(b"", b"")
    assert load(region) == ((b"", b"", b""), None)
    Store(region).save(b"s", b"", b"")
    assert load(region) == ((b"s", b"", b""), None)


def test_loaded_parts_are_bytes():
    region = fresh()
    Store(region).save(bytearray(b"ab"), bytearray(b"cd"), bytearray(b"ef"))
    (a, b, c), _ = load(region)
    assert type(a) is bytes and type(b) is bytes and type(c) is bytes


def test_saves_alternate_slots_and_the_newest_wins():
    region = fresh()
    store = Store(region)
    for tag in range(1, 8):
        store.save(*payload(tag))
        assert slot_of_newest(region) == (tag - 1) % 2
        assert load(region) == (payload(tag), None)


def test_a_save_never_touches_the_slot_holding_the_newest_save():
    region = saved(1, 2)
    before = bytes(region[SLOT:])  # slot 2 holds save 2
    Store(region).save(*payload(3, n_game=500))
    assert bytes(region[SLOT:]) == before
    assert load(region) == (payload(3, n_game=500), None)


def test_one_store_object_saves_many_times_like_fresh_ones():
    a = fresh()
    store = Store(a)
    b = fresh()
    for tag in range(1, 6):
        store.save(*payload(tag, n_game=tag * 10))
        Store(b).save(*payload(tag, n_game=tag * 10))
    assert a == b


def test_sequence_number_wraps_around():
    region = fresh()
    store = Store(region)
    assert store.load() is None
    store._seq = 0xFFFC  # as if 65532 saves were made before
    for tag in range(1, 6):  # sequence numbers 0xFFFD, 0xFFFE, 0xFFFF, 0, 1
        store.save(*payload(tag))
        assert load(region) == (payload(tag), None)


def test_full_slot_round_trips():
    region = fresh()
    store = Store(region)
    assert store.capacity == SLOT - HEADER
    big = bytes(i & 255 for i in range(store.capacity - 20))
    store.save(b"0123456789", b"abcdefghij", big)
    assert load(region) == ((b"0123456789", b"abcdefghij", big), None)


def test_small_region_uses_half_for_each_slot():
    region = bytearray(b"\xff" * 256)
    store = Store(region)
    assert store.capacity == 128 - HEADER
    store.save(b"a", b"b", b"c" * 100)
    assert Store(region).load() == (b"a", b"b", b"c" * 100)


# --- payload too big ------------------------------------------------------


def test_payload_too_big_raises_value_error_and_writes_nothing():
    region = saved(1, 2)
    before = bytes(region)
    store = Store(region)
    with pytest.raises(ValueError, match="too big: 4084 bytes.*holds 4083"):
        store.save(b"s" * 10, b"t" * 74, b"g" * 4000)
    assert bytes(region) == before
    with pytest.raises(ValueError, match="too big"):
        Store(fresh()).save(b"", b"", b"g" * 5000)
    assert load(region) == (payload(2), None)


# --- damage: every truncation, every single-byte corruption --------------


def expected_after_damage(region, damaged, saves):
    """The save that must load: the newest whose bytes are all undamaged.

    saves: {slot: payload} of the good slots before the damage; damaged(start, end)
    says whether the damage touched bytes start..end-1.
    """
    ranges = dict((r[0] // SLOT, r) for r in used_ranges(region))
    order = [slot_of_newest(region), 1 - slot_of_newest(region)]
    for slot in order:
        if slot in saves and not damaged(*ranges[slot]):
            return saves[slot]
    return None


def check_every_truncation(region, saves):
    last = max(i for i in range(SIZE) if region[i] != 0xFF)
    for k in range(SIZE + 1):
        cut = region[:k] + b"\xff" * (SIZE - k)
        data, problem = load(cut)
        want = expected_after_damage(region, lambda s, e: e > k, saves)
        assert data == want, k
        if k == 0:
            assert problem is None  # an empty region is a fresh one
        elif k <= last:
            assert problem, k
        else:
            assert problem is None, k


@pytest.mark.slow
def test_every_truncation_is_detected_and_recovered_from():
    # save 1 in slot 1, save 2 in slot 2 (newest)
    check_every_truncation(saved(1, 2), {0: payload(1), 1: payload(2)})
    # newest in slot 1, an older one in slot 2
    check_every_truncation(saved(1, 2, 3), {0: payload(3), 1: payload(2)})
    # a single save: slot 2 is only formatted
    check_every_truncation(saved(1), {0: payload(1)})


def check_every_corruption(region, saves, values_for, positions=range(SIZE)):
    ranges = used_ranges(region)
    for pos in positions:
        used = any(s <= pos < e for s, e in ranges)
        orig = region[pos]
        for v in values_for(orig, used):
            if v == orig:
                continue
            region[pos] = v
            data, problem = load(region)
            region[pos] = orig
            want = expected_after_damage(region, lambda s, e: s <= pos < e, saves)
            assert data == want, (pos, v)
            assert bool(problem) == used, (pos, v, problem)


def every_value_where_used(orig, used):
    return range(256) if used else (orig ^ 0xFF,)


@pytest.mark.slow
def test_every_single_byte_corruption_is_detected_and_recovered_from():
    check_every_corruption(saved(1, 2), {0: payload(1), 1: payload(2)}, every_value_where_used)
    check_every_corruption(saved(1, 2, 3), {0: payload(3), 1: payload(2)}, every_value_where_used)
    check_every_corruption(saved(1), {0: payload(1)}, every_value_where_used)


@pytest.mark.slow
def test_every_byte_of_a_realistic_save_is_checked():
    settings, stats, game = b"\x03\x01\x00\x02", bytes(range(148)), bytes(range(200, 0, -1)) * 2
    region = fresh()
    store = Store(region)
    store.save(b"old", b"old", b"old")
    store.save(settings, stats, game)
    saves = {0: (b"old", b"old", b"old"), 1: (settings, stats, game)}
    # every used byte, and every 97th byte elsewhere (the test above covers them all)
    positions = [p for s, e in used_ranges(region) for p in range(s, e)]
    positions += range(0, SIZE, 97)
    check_every_corruption(
        region, saves,
        lambda orig, used: (orig ^ 1, orig ^ 0x80, orig ^ 0xFF, 0, 0xFF) if used else (orig ^ 0x5A,),
        positions)


def test_old_and_newer_versions_are_reported_and_ignored():
    region = saved(1, 2)
    region[SLOT] = 0xC0  # the newest slot says version 0
    data, problem = load(region)
    assert data == payload(1)
    assert "slot 2: old save version 0" in problem
    region[0] = 0xC7
    data, problem = load(region)
    assert data is None
    assert "slot 1: newer save version 7" in problem and "starting afresh" in problem


def test_problem_names_the_slot_and_what_loaded():
    region = saved(1, 2)
    region[SLOT + HEADER] ^= 1
    assert load(region) == (payload(1), "slot 2: corrupt data; loaded slot 1")


def test_garbage_regions_never_raise():
    rng = random.Random(6)
    regions = [bytearray(SIZE), bytearray(b"\xc1" * SIZE)]
    regions += [bytearray(rng.getrandbits(8) for _ in range(SIZE)) for _ in range(5)]
    for region in regions:
        store = Store(region)
        assert store.load() is None
        assert store.problem
        store.save(*payload(9))
        assert load(region) == (payload(9), None) or load(region)[0] == payload(9)


def test_saving_after_damage_keeps_the_surviving_save():
    region = saved(1, 2)
    region[SLOT + 5] ^= 0x10  # save 2 is damaged: save 1 loads
    store = Store(region)
    assert store.load() == payload(1)
    store.save(*payload(3))  # overwrites the damaged slot, not save 1
    assert load(region) == (payload(3), None)
    region[SLOT + 20] ^= 1
    assert load(region)[0] == payload(1)


# --- power cuts -----------------------------------------------------------


def bytes_written_by_save(region, data):
    nvm = PowerCutNvm(bytearray(region), None)
    Store(nvm).save(*data)
    return nvm.written


def check_power_cut_at_every_byte(region, new):
    before = load(region)[0]
    total = bytes_written_by_save(region, new)
    for budget in range(total + 1):
        copy = bytearray(region)
        nvm = PowerCutNvm(copy, budget)
        if budget < total:
            with pytest.raises(PowerCut):
                Store(nvm).save(*new)
            assert load(copy)[0] == before, budget
        else:
            Store(nvm).save(*new)
            assert load(copy) == (new, None), budget
        # after the restart the next save works and wins
        Store(copy).save(*payload(99))
        assert load(copy) == (payload(99), None), budget


@pytest.mark.slow
def test_power_cut_at_every_byte_of_a_write_never_loses_the_previous_save():
    new = (b"\x01\x02\x03\x04", bytes(range(148)), b"play AS" * 30)
    check_power_cut_at_every_byte(fresh(), new)  # the first save
    check_power_cut_at_every_byte(saved(1), new)  # into the formatted slot 2
    check_power_cut_at_every_byte(saved(1, 2), new)  # over the older save in slot 1
    check_power_cut_at_every_byte(saved(1, 2, 3), new)  # over the older save in slot 2


def test_power_cut_after_an_interrupted_save():
    region = saved(1, 2)
    with pytest.raises(PowerCut):
        Store(PowerCutNvm(region, 20)).save(*payload(3))
    data, problem = load(region)
    assert data == payload(2) and "slot 1: unfinished save" in problem
    check_power_cut_at_every_byte(region, payload(4))


def test_the_commit_mark_is_the_last_byte_written():
    region = saved(1, 2)
    writes = []

    class Recorder(PowerCutNvm):
        def __setitem__(self, key, value):
            writes.append((key.start, bytes(value)))
            PowerCutNvm.__setitem__(self, key, value)

    Store(Recorder(region, None)).save(*payload(3))
    assert writes[-1] == (0, b"\xc1")
    assert writes[0][0] == 0 and writes[0][1][0] == 0xA5  # the old mark goes first


# --- the desktop file -----------------------------------------------------


def test_file_nvm_is_created_erased_and_persists_every_write(tmp_path):
    path = str(tmp_path / "nvm.bin")
    nvm = FileNvm(path)
    assert len(nvm) == 8192 and open(path, "rb").read() == b"\xff" * 8192
    nvm[10:13] = b"abc"
    nvm[20] = 7
    assert open(path, "rb").read()[8:14] == b"\xff\xffabc\xff"
    again = FileNvm(path)
    assert again[10:13] == b"abc" and again[20] == 7 and again[-1] == 0xFF
    assert again[8190:9000] == b"\xff\xff"
    with pytest.raises(ValueError):
        again[0:2] = b"abc"


def test_file_nvm_round_trip_across_runs(tmp_path):
    path = str(tmp_path / "nvm.bin")
    Store(FileNvm(path)).save(*payload(1))
    Store(FileNvm(path)).save(*payload(2))
    store = Store(FileNvm(path))
    assert store.load() == payload(2) and store.problem is None


def test_file_nvm_short_file_is_filled_up_and_the_damage_reported(tmp_path):
    path = str(tmp_path / "nvm.bin")
    Store(FileNvm(path, size=1024)).save(*payload(1))
    Store(FileNvm(path, size=1024)).save(*payload(2))
    with open(path, "r+b") as f:
        f.truncate(512 + 5)  # cuts save 2
    store = Store(FileNvm(path, size=1024))
    assert store.load() == payload(1)
    assert "slot 2: corrupt header" in store.problem
    assert os.path.getsize(path) == 1024


# --- on the device's core (CircuitPython) ---------------------------------

MICROPYTHON_SCRIPT = """
from cardtable.device.save import Store
region = bytearray(b"\\xff" * 8192)
store = Store(region)
print(store.load(), store.problem)
store.save(b"set", b"\\x00\\xff", b"play AS")
store.save(b"set2", b"stats", b"")
print(Store(region).load())
region[4096 + 14] ^= 1
s = Store(region)
print(s.load(), s.problem)
try:
    s.save(b"", b"", bytes(5000))
except ValueError as e:
    print("ValueError", e)
"""


@pytest.mark.lane
def test_save_round_trip_runs_on_circuitpython(tmp_path):
    script = tmp_path / "roundtrip.py"
    script.write_text(MICROPYTHON_SCRIPT)
    env = dict(os.environ, MICROPYPATH=LIB)
    out = subprocess.run([core_exe(), "-X", "heapsize=64K", str(script)],
                         capture_output=True, text=True, env=env, timeout=60)
    assert out.returncode == 0, out.stderr + out.stdout
    assert out.stdout.splitlines() == [
        "None None",
        "(b'set2', b'stats', b'')",
        "(b'set', b'\\x00\\xff', b'play AS') slot 2: corrupt data; loaded slot 1",
        "ValueError save too big: 5000 bytes of settings, stats and game, a slot holds 4083",
    ]
    assert save.VERSION == 1
