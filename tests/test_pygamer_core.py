"""The PyGamer core (tools/pygamer_core): the board's pool and split heap, its display objects' sizes, and a
refresh rendering what the board's display would show."""

import os
import shutil
import struct
import subprocess

from micropython_lane import ROOT, core_exe
from tools import deploy

POOL = 158920        # bytes: the PyGamer's port heap under CircuitPython 10.2.1 (shared/vendor/README.md)
STACK, AREA = 2048, 8192   # what the board's main.c takes from it when settings.toml does not say


def run(code, cwd, pool=POOL, render=False):
    """The core's output of `code`, run in cwd (the CIRCUITPY drive's root, "/") with the pool, the modules in its
    /lib as on the board; fails the test on an error."""
    env = dict(os.environ, CARDTABLE_POOL=str(pool), MICROPYPATH=".frozen:/lib")
    env.pop("CIRCUITPY_PYSTACK_SIZE", None)
    if render:
        env["CARDTABLE_RENDER"] = "1"
    out = subprocess.run([core_exe(), "-c", code], cwd=str(cwd), env=env, capture_output=True, text=True,
                         timeout=60)
    assert out.returncode == 0, out.stdout + out.stderr
    return out.stdout


START = """
import gc, pool
gc.collect()
print(gc.mem_free(), pool.info())
"""


def start(cwd):
    """(gc.mem_free(), pool bytes, free in the pool, largest free block, areas' sizes) as code.py starts."""
    free, info = run(START, cwd).split(" ", 1)
    return (int(free),) + eval(info)


def test_the_pool_gives_the_python_stack_and_a_first_area_and_the_rest_to_the_heap(tmp_path):
    mem_free, pool_bytes, pool_free, largest, areas = start(tmp_path)
    assert 140_000 <= mem_free <= 150_000
    assert pool_bytes == POOL and areas == (AREA,)
    # taken: the stack, the area, the display's terminal tiles (520 bytes) and TLSF's own tables (about 1K)
    assert STACK + AREA < pool_bytes - pool_free < STACK + AREA + 2048
    assert largest <= pool_free and mem_free - largest < AREA   # the rest of mem_free is the area's


def test_settings_toml_sizes_the_python_stack_and_the_first_area(tmp_path):
    before = start(tmp_path)
    (tmp_path / "settings.toml").write_text("CIRCUITPY_PYSTACK_SIZE = 4096\nCIRCUITPY_HEAP_START_SIZE = 65536\n")
    mem_free, pool_bytes, pool_free, largest, areas = start(tmp_path)
    assert areas == (65536,)
    assert (pool_bytes - pool_free) - (before[1] - before[2]) == (4096 - STACK) + (65536 - AREA)
    assert 60_000 < mem_free - largest < 65536   # the area's free bytes: 64K less its tables (3%) and objects


def test_a_value_the_pool_cannot_give_falls_back_to_the_default(tmp_path):
    (tmp_path / "settings.toml").write_text("CIRCUITPY_HEAP_START_SIZE = 200000  # more than the pool\n")
    assert start(tmp_path)[4] == (AREA,)


def test_the_heap_grows_by_areas_taken_from_the_pool(tmp_path):
    out = run("""
import gc, pool
keep = [bytearray(32) for _ in range(2000)]   # 100K of small objects: 48 bytes each, and the list
print(gc.mem_alloc(), pool.info()[3])
""", tmp_path)
    alloc, areas = out.split(" ", 1)
    areas = eval(areas)
    assert int(alloc) >= 100_000 and len(areas) > 1 and areas[0] == AREA


def test_150K_in_one_block_fails_where_100K_in_pieces_fits(tmp_path):
    out = run("""
try:
    b = bytearray(150_000)
    print("one block")
except MemoryError:
    print("MemoryError")
pieces = [bytearray(1000) for _ in range(100)]
print(len(pieces))
""", tmp_path)
    assert out.split() == ["MemoryError", "100"]


SIZES = """
import gc, displayio, vectorio
bitmap, palette, keep = displayio.Bitmap(8, 8, 2), displayio.Palette(2), [None]
def size(make):
    gc.collect()
    before = gc.mem_alloc()
    keep[0] = make()
    return gc.mem_alloc() - before
print(size(lambda: displayio.Group()) - size(lambda: []))
print(size(lambda: displayio.TileGrid(bitmap, pixel_shader=palette)))
print(size(lambda: displayio.Bitmap(0, 0, 2)))
print(2 * size(lambda: displayio.Palette(1)) - size(lambda: displayio.Palette(2)))
print(size(lambda: vectorio.Rectangle(pixel_shader=palette, width=4, height=4)))
"""


def test_display_objects_take_the_boards_bytes(tmp_path):
    """The heap's 16-byte blocks of each object: Group 44 bytes on the board beside its list of members, TileGrid
    84 with its one tile inline, Bitmap 36 with no pixels, Palette 16 beside its colours, vectorio's Rectangle 24
    and the VectorShape it makes 56 (shared/vendor/README.md)."""
    assert [int(n) for n in run(SIZES, tmp_path).split()] == [48, 96, 48, 16, 32 + 64]


def test_board_has_the_pygamers_pins_and_display(tmp_path):
    out = run("""
import board
pins = [board.BUTTON_CLOCK, board.BUTTON_OUT, board.BUTTON_LATCH, board.JOYSTICK_X, board.JOYSTICK_Y, board.SPEAKER,
        board.SPEAKER_ENABLE, board.A6, board.LIGHT, board.NEOPIXEL]
d = board.DISPLAY
d.brightness = 0.5
d.auto_refresh = False
print(len(set(pins)), board.D8 is board.NEOPIXEL, board.A6, d.width, d.height, d.rotation, d.brightness,
      d.auto_refresh, d.root_group)
""", tmp_path)
    assert out.split() == ["10", "True", "microcontroller.pin.PB01", "160", "128", "0", "0.5", "False", "None"]


RED = 0xF800            # 0xFF0000 in RGB565
CARD = (40, 5, 26, 35)  # x, y, width, height of the TileGrid showing the top-left tile of cards.bmp

SCENE = """
import board, displayio, screen, terminalio, vectorio
from adafruit_display_text import bitmap_label
root = displayio.Group()
red = displayio.Palette(1)
red[0] = 0xFF0000
root.append(vectorio.Rectangle(pixel_shader=red, width=20, height=10, x=5, y=5))
cards = displayio.OnDiskBitmap("cards.bmp")
root.append(displayio.TileGrid(cards, pixel_shader=cards.pixel_shader, tile_width=%d, tile_height=%d, x=%d, y=%d))
root.append(bitmap_label.Label(terminalio.FONT, text="Hi", color=0xFFFFFF, x=5, y=60))
board.DISPLAY.root_group = root
assert board.DISPLAY.root_group is root and board.DISPLAY.refresh()
try:
    displayio.Group().append(root)
except ValueError:
    print("in use")
screen.save("frame.raw")
print(screen.WIDTH, screen.HEIGHT)
""" % (CARD[2], CARD[3], CARD[0], CARD[1])


def card_pixels():
    """The RGB565 of cards.bmp's top-left CARD-sized corner, row by row, as displayio converts its palette."""
    with open(os.path.join(ROOT, "assets", "cards.bmp"), "rb") as f:
        data = f.read()
    offset = struct.unpack_from("<I", data, 10)[0]
    width, height, _, bits = struct.unpack_from("<iiHH", data, 18)
    assert bits == 4 and height > 0   # 16 colours, rows bottom-up
    colours = [struct.unpack_from("<BBB", data, 54 + 4 * i) for i in range(16)]
    stride = (width * bits + 31) // 32 * 4
    rows = []
    for y in range(CARD[3]):
        row = data[offset + (height - 1 - y) * stride:]
        pixels = []
        for x in range(CARD[2]):
            b, g, r = colours[(row[x // 2] >> (4 if x % 2 == 0 else 0)) & 15]
            pixels.append((r >> 3) << 11 | (g >> 2) << 5 | b >> 3)
        rows.append(pixels)
    return rows


def scene(tmp_path, render):
    shutil.copy(os.path.join(ROOT, "assets", "cards.bmp"), str(tmp_path))
    for src, dst in deploy.library_files(["adafruit_display_text"]):
        os.makedirs(os.path.dirname(str(tmp_path / dst)), exist_ok=True)
        shutil.copy(src, str(tmp_path / dst))
    out = run(SCENE, tmp_path, render=render).split()
    assert out == ["in", "use", "160", "128"]
    data = (tmp_path / "frame.raw").read_bytes()
    pixels = struct.unpack(">%dH" % (160 * 128), data)   # the bytes the ST7735R is sent: big-endian RGB565
    return [pixels[y * 160:(y + 1) * 160] for y in range(128)]


def test_a_refresh_renders_the_root_group_as_the_board_would(tmp_path):
    frame = scene(tmp_path, render=True)
    assert all(frame[y][x] == RED for y in range(5, 15) for x in range(5, 25))
    assert frame[4][5] == frame[15][5] == frame[5][4] == frame[5][25] == 0
    x, y, w, h = CARD
    assert [list(row[x:x + w]) for row in frame[y:y + h]] == card_pixels()
    label = [row[5:17] for row in frame[50:70]]
    assert sum(p != 0 for row in label for p in row) > 10 and {p for row in label for p in row} == {0, 0xFFFF}


def test_without_rendering_a_refresh_leaves_the_frame_black(tmp_path):
    frame = scene(tmp_path, render=False)
    assert not any(any(row) for row in frame)


def test_pool_info_in_contiguous_mode_is_the_one_area(tmp_path):
    env = dict(os.environ)
    env.pop("CARDTABLE_POOL", None)
    out = subprocess.run([core_exe(), "-X", "heapsize=64K", "-c", START], cwd=str(tmp_path), env=env,
                         capture_output=True, text=True, timeout=60)
    free, info = out.stdout.split(" ", 1)
    assert eval(info) == (65536, 0, 0, (65536,)) and int(free) < 65536
