"""The device's view and hardware objects: an estimate of their heap, which the app's figures leave out.

    python3 tools/bench_view.py [--no-tour] [--check-sizes]

run by a Python with requirements.txt installed (.venv/bin/python): the Adafruit libraries are taken from it.

tools/bench_app.py measures the app's logic with a stub view; on the device cardtable.device.view draws with displayio
and cardtable.device.run makes the keys, the joystick and the speaker. The lanes' core (tools/circuitpython.py: the
unix port built like the SAMD51) has none of displayio, vectorio, terminalio, keypad, analogio, audioio, so the
estimate has two halves:

  Python heap, measured on the core: the heap kept (gc.mem_alloc() after a collection) by importing the Adafruit
    libraries as tools/deploy.py deploys them (compiled by the core's mpy-cross -O3 from the packages installed in
    this Python), by importing cardtable.device.view (compiled the same way), by View(display) and two screens drawn (a
    text page and the table), and by cardtable.device.run's make_input() and make_sound(). The C modules are stand-ins
    written into a temporary folder (their own code and names are loaded before the first figure, as the
    firmware's are in flash). In this "heap" run a stand-in object keeps nothing: each is a bare 16-byte Python
    instance, whose cost is measured in the same run and taken off; the C objects they stand for are counted
    separately:
  C objects, counted: a second "count" run records every stand-in constructor call with its arguments and, at the
    end, walks from the display's root group, the View and the hardware objects to the stand-in objects still
    reachable (what stays allocated: a label that changed size dropped its old Bitmap and TileGrid). Each is
    priced by its C struct on 32-bit ARM (STRUCTS below, counted field by field from the headers in
    build/circuitpython/src and, for the SAMD51's own, CircuitPython 10.2.1's ports/atmel-samd) and its separately
    allocated buffers, each allocation rounded up to the GC's 16-byte blocks.
  The Python stack (settings.toml's CIRCUITPY_PYSTACK_SIZE, allocated outside the GC heap but from the same RAM)
    is added as it is.

The label bitmaps depend on the texts shown: the core's run draws a rules-like page (8 lines of 25 characters, a
two-line footer) and a Spades table; the tour (default; --no-tour skips it) drives the real app in this Python over
the same stand-ins (the menus, preferences, statistics, each game's rules, a pass-and-play deal of each game to
its score sheet and a deal against the computer) and the table takes the larger of the two for the label text
bitmaps.
--check-sizes compiles the structs from build/circuitpython/src with gcc -m32 -malign-double (ARM's alignment of
64-bit fields) and compares their sizes with STRUCTS. Results and what is left out: docs/view_memory.md.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import circuitpython  # noqa: E402
import deploy  # noqa: E402

GC_BLOCK = 16


def blocks(n):
    """Bytes an allocation of n bytes takes in the GC heap (16-byte blocks; nothing for 0)."""
    return (n + GC_BLOCK - 1) // GC_BLOCK * GC_BLOCK


# C struct sizes on the SAMD51 (32-bit ARM, AAPCS: pointers and ints 4 bytes, uint16 2, bool 1, uint64 8 and
# 8-aligned, each field aligned to its size, the struct to its largest field). Offsets in the comments.
STRUCTS = {
    # shared-module/displayio/area.h: displayio_area_t = 4 x int16 (0-7), next pointer (8) = 12
    #   displayio_buffer_transform_t = x, y uint16 (0-3), dx, dy int8, scale uint8 (4-6), width, height uint16
    #   (8-11), mirror_x, mirror_y, transpose_xy bool (12-14) = 15, aligned to 2 = 16
    # Group.h: base (0), members list pointer (4), absolute_transform (8-23), dirty_area (24-35), x, y, scale
    #   uint16 (36-41), 6 one-bit bools + 3-bit padding in one byte (42) = 43 -> 44
    "Group": 44,
    # py/obj.h mp_obj_list_t: base, alloc, len, items pointer = 16 (items: 4 bytes a slot, allocated apart)
    "list": 16,
    # TileGrid.h: base, bitmap, pixel_shader (0-11), x, y int16 (12-15), 10 x uint16 (16-35), tiles pointer (36),
    #   absolute_transform pointer (40), dirty_area, previous_area, current_area (44-79), 11 one-bit bools + 6-bit
    #   padding (80-82) = 83 -> 84. Its tiles are inline in the pointer up to 4 (uint8) or 2 (uint16) tiles.
    "TileGrid": 84,
    # Bitmap.h: base (0), width, height uint16 (4-7), data pointer (8), stride uint16 (12), bits_per_value,
    #   x_shift uint8 (14-15), x_mask size_t (16), dirty_area (20-31), bitmask uint16 (32), read_only,
    #   data_alloc bool (34-35) = 36. Data: stride (32-bit words a row) x height x 4 bytes, allocated apart.
    "Bitmap": 36,
    # Palette.h: base, colors pointer, color_count uint32 (0-11), needs_refresh, dither bool (12-13) = 14 -> 16
    "Palette": 16,
    # Palette.h _displayio_color_t (each colour, in an array allocated apart): rgb888 (0), cached_colorspace
    #   pointer (4), cached_color (8), grayscale_bit uint8, grayscale, transparent bool (12-14) = 15 -> 16
    "color": 16,
    # OnDiskBitmap.h: base (0), width, height, data_offset, stride uint16 (4-11), r, g, b bitmasks (12-23), file
    #   pointer (24), pixel shader pointer (28), bitfield_compressed, bits_per_pixel (32-33) = 34 -> 36
    "OnDiskBitmap": 36,
    # extmod/vfs_fat.h pyb_file_obj_t: base (0), FIL (8-95) = 96; lib/oofatfs/ff.h with FF_FS_TINY 1 (no sector
    #   buffer in the file), FF_USE_FASTSEEK 1 and FF_FS_EXFAT on (CIRCUITPY_FULL_BUILD: FSIZE_t 64-bit):
    #   FFOBJID = fs (0), id (4), attr, stat (6-7), sclust (8), objsize uint64 (16-23), n_cont, n_frag, c_scl,
    #   c_size, c_ofs (24-43) = 44 -> 48; FIL = obj (0-47), flag, err (48-49), fptr uint64 (56-63), clust, sect,
    #   dir_sect, dir_ptr, cltbl (64-83) = 84 -> 88
    "file": 96,
    # ColorConverter.h (an OnDiskBitmap makes one, then replaces it by its palette: transient)
    "ColorConverter": 36,
    # vectorio/Rectangle.h: base (0), width, height, color_index uint16 (4-9), on_dirty {obj, fn} (12-19),
    #   draw_protocol_instance (20) = 24
    "Rectangle": 24,
    # vectorio/VectorShape.h (each Rectangle makes one): base (0), ishape {shape, get_area, get_pixel} (4-15),
    #   pixel_shader (16), x, y int16 (20-23), absolute_transform pointer (24), ephemeral_dirty_area,
    #   current_area (28-51), 3 bools (52-54) = 55 -> 56
    "VectorShape": 56,
    # keypad/__init__.h common fields: base, next, funcs (0-11), next_scan_ticks uint64 (16-23), debounce_counter
    #   pointer (24), events pointer (28), interval_ticks (32), debounce_threshold uint8, never_reset (36-37);
    #   ShiftRegisterKeys.h: clock, latch, data_pins, key_counts pointers, num_key_counts, max_key_count (40-63),
    #   value_when_pressed, value_to_latch (64-65) = 66 -> 72
    "ShiftRegisterKeys": 72,
    # keypad/EventQueue.h: base (0), ringbuf_t {buf, size, used, next_read, next_write} (4-23), overflowed (24),
    #   event_handler (28) = 32
    "EventQueue": 32,
    # keypad/Event.h: base (0), key_number uint16 (4), pressed (6), timestamp (8) = 12
    "Event": 12,
    # py/objtuple.h: base, len, then the items (4 bytes each)
    "tuple": 8,
    # audiocore/__init__.h audiosample_base_t: base, sample_rate, max_buffer_length (0-11), bits_per_sample,
    #   channel_count, samples_signed, single_buffer (12-15) = 16; RawSample.h: + buffer pointer (16),
    #   buffer_index uint8 (20) = 21 -> 24
    "RawSample": 24,
    # ports/atmel-samd/common-hal/digitalio/DigitalInOut.h (10.2.1): base, pin (0-7), output, open_drain (8-9) = 12
    "DigitalInOut": 12,
    # ports/atmel-samd/common-hal/analogio/AnalogIn.h: base, pin, instance (0-11), channel uint8 (12) = 16
    "AnalogIn": 16,
    # ports/atmel-samd/common-hal/audioio/AudioOut.h on SAM D5x: base, left_channel (0-7), left_dma (8-87),
    #   right_channel (88), right_dma (96-175), tc_index, tc_to_dac_event_channel, playing (176-178), quiescent
    #   uint16 (180) = 182 -> 184. audio_dma.h audio_dma_t: sample, buffer[2], buffer_length[2], descriptor[2]
    #   (0-27), second_descriptor DmacDescriptor (16 bytes, aligned to 8 by ASF4: 32-47), background_callback_t
    #   {fun, data, next, prev} (48-63), 13 uint8/bool (64-76) = 77 -> 80. (Were DmacDescriptor 16-aligned:
    #   208 bytes, one block more.)
    "AudioOut": 184,
}
# checked by --check-sizes (the structs whose headers the unix checkout has; the SAMD51 port's are not in it)
CHECKED = {"Group": "displayio_group_t", "list": "mp_obj_list_t", "TileGrid": "displayio_tilegrid_t",
           "Bitmap": "displayio_bitmap_t", "Palette": "displayio_palette_t", "color": "_displayio_color_t",
           "OnDiskBitmap": "displayio_ondiskbitmap_t", "file": "pyb_file_obj_t",
           "ColorConverter": "displayio_colorconverter_t", "Rectangle": "vectorio_rectangle_t",
           "VectorShape": "vectorio_vector_shape_t", "ShiftRegisterKeys": "keypad_shiftregisterkeys_obj_t",
           "EventQueue": "keypad_eventqueue_obj_t", "Event": "keypad_event_obj_t", "tuple": "mp_obj_tuple_t",
           "RawSample": "audioio_rawsample_obj_t", "DigitalInOut": "digitalio_digitalinout_obj_t"}

# py/objlist.c: a new list has 4 slots; append doubles them, pop halves them below half full (_standin.Info.alloc)
KEYPAD_EVENT_BYTES = 6  # shared-module/keypad/EventQueue.c: EVENT_SIZE_BYTES = uint16 + mp_obj_t

# ---------------------------------------------------------------------------------------------------------------
# The stand-ins: plain Python (MicroPython and CPython). In heap mode (_standin.LOG None) no instance keeps
# anything: a Label (a Python subclass of Group, as on the device) keeps its own attributes, which are real.
STANDINS = {}
STANDINS["_standin"] = '''
"""Shared by the stand-ins (tools/bench_view.py): LOG None in heap mode, a list in count mode."""
LOG = None
ROOT = [None]     # the display's root_group (the display itself keeps nothing)


class Info:
    """Count mode only: a stand-in object's kind, arguments and references (a group's members)."""

    def __init__(self, kind, args, refs):
        self.kind = kind
        self.args = args
        self.refs = list(refs)
        self.alloc = 4      # a group's member list slots, as py/objlist.c grows and shrinks them


def made(obj, kind, args, refs=()):
    if LOG is not None:
        obj._standin = Info(kind, args, refs)
        LOG.append((kind, args))


def info(obj):
    return getattr(obj, "_standin", None)


def _zero(self):
    return 0


def _false(self):
    return False


def _one(self):
    return 1


def _drop(self, value):
    pass


def layer_props(cls):
    cls.x = property(_zero, _drop)
    cls.y = property(_zero, _drop)
    cls.hidden = property(_false, _drop)
    return cls
'''
STANDINS["displayio"] = '''
"""Stand-in for displayio (tools/bench_view.py)."""
import _standin as S


class Group:
    def __init__(self, *, scale=1, x=0, y=0):
        S.made(self, "Group", (scale,))

    def append(self, layer):
        i = S.info(self)
        if i is not None:
            if len(i.refs) >= i.alloc:
                i.alloc *= 2
            i.refs.append(layer)

    def pop(self, index=-1):
        i = S.info(self)
        if i is None:
            return None
        layer = i.refs.pop(index)
        if i.alloc > 4 and i.alloc > 2 * len(i.refs):
            i.alloc //= 2
        return layer

    def __len__(self):
        i = S.info(self)
        return 0 if i is None else len(i.refs)

    def __iter__(self):
        i = S.info(self)
        return iter(()) if i is None else iter(list(i.refs))

    scale = property(S._one, S._drop)


S.layer_props(Group)


class TileGrid:
    def __init__(self, bitmap, *, pixel_shader, width=1, height=1, tile_width=None, tile_height=None,
                 default_tile=0, x=0, y=0):
        S.made(self, "TileGrid", (width, height, tile_width, tile_height), (bitmap, pixel_shader))

    def _shader(self):
        return None

    def _set_shader(self, value):
        i = S.info(self)
        if i is not None:
            i.refs[1] = value

    pixel_shader = property(_shader, _set_shader)
    flip_x = property(S._false, S._drop)
    flip_y = property(S._false, S._drop)
    transpose_xy = property(S._false, S._drop)

    def __getitem__(self, index):
        return 0

    def __setitem__(self, index, value):
        pass


S.layer_props(TileGrid)


class Bitmap:
    """No blit: CircuitPython 10's Bitmap has none (bitmap_label then uses bitmaptools.blit)."""

    def __init__(self, width, height, value_count):
        S.made(self, "Bitmap", (width, height, value_count))

    def _w(self):
        i = S.info(self)
        return 0 if i is None else i.args[0]

    def _h(self):
        i = S.info(self)
        return 0 if i is None else i.args[1]

    width = property(_w)
    height = property(_h)

    def fill(self, value):
        pass


class Palette:
    def __init__(self, color_count, *, dither=False):
        S.made(self, "Palette", (color_count,))

    def __len__(self):
        i = S.info(self)
        return 3 if i is None else i.args[0]

    def __getitem__(self, index):
        return 0

    def __setitem__(self, index, value):
        pass

    def make_transparent(self, index):
        pass

    def make_opaque(self, index):
        pass

    def is_transparent(self, index):
        return True


class OnDiskBitmap:
    def __init__(self, path):
        w = h = bpp = colors = 0
        if S.LOG is not None:   # count mode: the BMP header, as the C constructor reads it
            with open(path, "rb") as f:
                head = f.read(54)
            word = lambda at: head[at] | head[at + 1] << 8 | head[at + 2] << 16 | head[at + 3] << 24
            w, h, bpp, colors = word(18), word(22), head[28] | head[29] << 8, word(46)
        S.made(self, "OnDiskBitmap", (w, h, bpp, colors))
'''
STANDINS["vectorio"] = '''
"""Stand-in for vectorio (tools/bench_view.py)."""
import _standin as S


class Rectangle:
    def __init__(self, *, pixel_shader, width, height, x=0, y=0, color_index=0):
        S.made(self, "Rectangle", (width, height), (pixel_shader,))

    color_index = property(S._zero, S._drop)


S.layer_props(Rectangle)
'''
STANDINS["terminalio"] = '''
"""Stand-in for terminalio: FONT, the 6x12 built-in font (a const object in flash on the device; each
get_glyph() there makes a Glyph, dropped at once: here one shared glyph)."""


class _Glyph:
    bitmap = None
    tile_index = 0
    width = 6
    height = 12
    dx = 0
    dy = 0
    shift_x = 6
    shift_y = 0


_GLYPH = _Glyph()


class _Font:
    def get_bounding_box(self):
        return (6, 12)

    def get_glyph(self, codepoint):
        return _GLYPH


FONT = _Font()
'''
STANDINS["fontio"] = '''
"""Stand-in for fontio (typing only)."""


class FontProtocol:
    pass
'''
STANDINS["bitmaptools"] = '''
"""Stand-in for bitmaptools."""


def blit(*args, **kwargs):
    pass


def replace_color(*args, **kwargs):
    pass
'''
STANDINS["board"] = '''
"""Stand-in for board on a PyGamer (pins are const objects in flash; here small ints). DISPLAY keeps nothing:
on the device it is static (shared-module/displayio/__init__.c displays[])."""
import _standin as S

BUTTON_CLOCK, BUTTON_OUT, BUTTON_LATCH, JOYSTICK_X, JOYSTICK_Y, SPEAKER, SPEAKER_ENABLE = range(7)


class _Display:
    def _root(self):
        return S.ROOT[0]

    def _set_root(self, group):
        S.ROOT[0] = group

    root_group = property(_root, _set_root)
    auto_refresh = property(S._false, S._drop)

    def refresh(self, *args, **kwargs):
        return True


DISPLAY = _Display()
'''
STANDINS["keypad"] = '''
"""Stand-in for keypad."""
import _standin as S


class EventQueue:
    def get_into(self, event):
        return False


_EVENTS = EventQueue()


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, key_count, value_when_pressed, value_to_latch=True, interval=0.02,
                 max_events=64, debounce_threshold=1):
        data_pins = len(data) if isinstance(data, (tuple, list)) else 1
        counts = key_count if isinstance(key_count, (tuple, list)) else (key_count,)
        S.made(self, "ShiftRegisterKeys", (data_pins, sum(counts), len(counts), max_events))

    def _events(self):
        return _EVENTS

    events = property(_events)


class Event:
    def __init__(self, key_number=0, pressed=True):
        S.made(self, "Event", ())
'''
STANDINS["analogio"] = '''
"""Stand-in for analogio."""
import _standin as S


class AnalogIn:
    def __init__(self, pin):
        S.made(self, "AnalogIn", ())

    value = property(S._zero)
'''
STANDINS["digitalio"] = '''
"""Stand-in for digitalio."""
import _standin as S


class DigitalInOut:
    def __init__(self, pin):
        S.made(self, "DigitalInOut", ())

    def switch_to_output(self, value=False, drive_mode=None):
        pass

    value = property(S._false, S._drop)
'''
STANDINS["audioio"] = '''
"""Stand-in for audioio."""
import _standin as S


class AudioOut:
    def __init__(self, left_channel, *, right_channel=None, quiescent_value=0x8000):
        S.made(self, "AudioOut", ())

    playing = property(S._false)
'''
STANDINS["audiocore"] = '''
"""Stand-in for audiocore."""
import _standin as S


class RawSample:
    def __init__(self, buffer, *, channel_count=1, sample_rate=8000, single_buffer=True):
        S.made(self, "RawSample", (len(bytes(buffer)) if S.LOG is not None else 0,))
'''
STANDINS["supervisor"] = '''
"""Stand-in for supervisor (adafruit_ticks and cardtable.device.run take ticks_ms from it, as on the device)."""
import time

try:
    _ms = time.ticks_ms
except AttributeError:
    def _ms():
        return int(time.monotonic() * 1000)


def ticks_ms():
    return _ms() & 0x3FFFFFFF
'''
STANDIN_CLASSES = (("displayio", "Group", "()"), ("displayio", "TileGrid", "(None, pixel_shader=None)"),
                   ("displayio", "Bitmap", "(1, 1, 2)"), ("displayio", "Palette", "(2)"),
                   ("displayio", "OnDiskBitmap", "('x')"), ("vectorio", "Rectangle",
                                                            "(pixel_shader=None, width=1, height=1)"),
                   ("keypad", "ShiftRegisterKeys", "(clock=0, data=1, latch=2, key_count=4, value_when_pressed=1)"),
                   ("keypad", "Event", "()"), ("analogio", "AnalogIn", "(0)"), ("digitalio", "DigitalInOut", "(0)"),
                   ("audioio", "AudioOut", "(0)"), ("audiocore", "RawSample", "(b'')"))

# ---------------------------------------------------------------------------------------------------------------
# The run on the core: `micropython bench_view_run.py MODE ASSETS`, MODE heap or count.
RUN = r'''
import gc, sys, micropython
import _standin as S
import displayio, vectorio, terminalio, fontio, bitmaptools, board, keypad, analogio, digitalio, audioio, audiocore
import supervisor, array, time
import cardtable
MODE = sys.argv[1]
ASSETS = sys.argv[2]
G = [None] * 8       # what the steps keep (no new global name after the first figure)
K = 64
KEEP = [None] * K
if MODE == "count":
    S.LOG = []


def mark(name):
    gc.collect()
    gc.collect()
    print("STEP %s %d" % (name, gc.mem_alloc()))
    micropython.qstr_info()


class T:
    """A Spades table in play, as cardtable.table.table gives the view one."""
    score_text = "You 0 CPU 0"
    info = ("Tk 2:1", "Bid 4:4", "")
    trump = 3
    stock = 0
    trump_card = -1
    hand = (0x02, 0x12, 0x1D, 0x1B, 0x19, 0x15, 0x12, 0x39, 0x38, 0x37)
    table_from = 7
    playable = (True,) * 10
    marked = (False,) * 10
    sel = 2
    opp_face = ()
    opp_backs = 9
    opp_tint = False
    center = (0x36,)
    center_owner = (1,)
    me = 0
    sweep_to = -1
    state = 2
    turn = True
    cards_turn = True

    def prompt(self):
        return "CPU: 6C"


PAGE = ["Play: follow suit if you", "can. Spades may not be", "led until broken (unless",
        "you hold only spades).", "Made bid: 10 a trick bid", "+1 per overtrick (a bag).",
        "Failed bid: -10 a trick.", "Nil: +100 made, -100 bag"]


def screens(v):
    v.text("Spades", PAGE, "9/24  B: back\n< >: page")
    v.table(T())


def main():
    mark("base")
    __import__("adafruit_ticks")
    mark("adafruit_ticks")
    __import__("adafruit_display_text")
    mark("adafruit_display_text")
    __import__("adafruit_display_text.bitmap_label")
    mark("adafruit_display_text.bitmap_label")
    __import__("cardtable.device.view")
    mark("cardtable.device.view")
    G[0] = sys.modules["cardtable.device.view"].View(board.DISPLAY, ASSETS)
    mark("View()")
    screens(G[0])
    mark("screens")
    __import__("cardtable.app")
    mark("cardtable.app")
    __import__("cardtable.device.run")
    mark("cardtable.device.run")
    G[1] = sys.modules["cardtable.device.run"].make_input()
    mark("make_input")
    G[2] = sys.modules["cardtable.device.run"].make_sound()
    mark("make_sound")
    __import__("appstub")           # what the lanes have instead of the view (not on the device)
    G[3] = sys.modules["appstub"].StubView()
    mark("appstub")
    if MODE == "count":
        S.LOG, log = None, S.LOG
        for kind, args in log:
            print("MADE %s %s" % (kind, " ".join(str(a) for a in args)))
        for o in walk([S.ROOT[0], G[0], G[1], G[2]]):
            i = S.info(o)
            print("KEPT %s %s %s" % (i.kind if type(o).__name__ in (i.kind, "_Display") else "Label",
                                     " ".join(str(a) for a in i.args), describe(o, i)))
        return
    for mod, cls, args in CLASSES:   # the stand-ins' own instances: each kind's bytes, K made and kept
        make = eval("sys.modules[%r].%s" % (mod, cls))
        new = eval("lambda: make%s" % args, {"make": make})
        print("CLASS %s" % cls)     # (a name made here would be in the figure: the steps' names are constants)
        mark("calibrate")
        for j in range(K):
            KEEP[j] = new()
        mark("standin")
        for j in range(K):
            KEEP[j] = None


def describe(o, i):
    """Count mode: what prices the C object: a group's members and slots, a tile grid's source size."""
    if i.kind == "Group":
        return "members=%d alloc=%d" % (len(i.refs), i.alloc)
    if i.kind == "TileGrid":
        src = S.info(i.refs[0])
        return "source=%s:%s" % (src.kind, ",".join(str(a) for a in src.args[:2])) if src else "source=?"
    return ""


def walk(roots):
    """Count mode: the stand-in objects reachable from roots (through groups, tile grids' bitmaps and shaders,
    and every Python object's attributes, lists and tuples)."""
    seen = {}
    out = []
    todo = list(roots)
    while todo:
        o = todo.pop()
        if o is None or isinstance(o, (int, str, bool, float)) or id(o) in seen:
            continue
        seen[id(o)] = True
        if isinstance(o, (list, tuple)):
            todo.extend(o)
            continue
        i = S.info(o)
        if i is not None:
            out.append(o)
            todo.extend(i.refs)
        try:
            d = o.__dict__
        except AttributeError:
            continue
        for k in d:
            if k != "_standin":
                todo.append(d[k])
    return out


CLASSES = __CLASSES__
main()
'''


def _run_script():
    return RUN.replace("__CLASSES__", repr(STANDIN_CLASSES))


def build_tree(tmp, mpy_cross):
    """The temporary tree: standins/ (the C modules' stand-ins, source), lib/ (cardtable and the Adafruit libraries
    compiled as tools/deploy.py compiles them) and the run script; returns (tree, path for MICROPYPATH, the
    libraries' files)."""
    standins = os.path.join(tmp, "standins")
    os.makedirs(standins)
    for name, text in STANDINS.items():
        with open(os.path.join(standins, name + ".py"), "w") as f:
            f.write(text.lstrip())
    plan = [(src, dst) for src, dst in deploy.repo_files(ROOT) if dst.startswith(os.path.join("lib", "cardtable"))]
    appstub = os.path.join("tests", "helpers", "appstub.py")
    plan.append((os.path.join(ROOT, appstub), appstub))
    libs = deploy.library_files(deploy.imported_libraries(plan))
    compiled = deploy.compile_mpy(mpy_cross, plan + libs, tmp)
    for src, dst in compiled:
        if os.path.abspath(src) != os.path.abspath(os.path.join(tmp, dst)):
            os.makedirs(os.path.dirname(os.path.join(tmp, dst)), exist_ok=True)
            shutil.copyfile(src, os.path.join(tmp, dst))
    with open(os.path.join(tmp, "bench_view_run.py"), "w") as f:
        f.write(_run_script())
    lib_files = [(dst, os.path.getsize(os.path.join(tmp, dst))) for _src, dst in compiled
                 if dst.startswith(os.path.join("lib", "adafruit_"))]
    return tmp, ":".join((standins, os.path.join(tmp, "lib"), os.path.join(tmp, "tests", "helpers"), tmp)), lib_files


def run_core(tree, path, mode):
    out = circuitpython.run(["bench_view_run.py", mode, os.path.join(ROOT, "assets")], "1024K", tree, path=path,
                            timeout=120)
    if out.returncode != 0 or "Traceback" in out.stdout + out.stderr or "no sound" in out.stdout:
        raise SystemExit("bench_view: the %s run failed:\n%s%s" % (mode, out.stdout[-3000:], out.stderr[-3000:]))
    return out.stdout


def parse_steps(text):
    """[(step, bytes in use, (interned names, their pools' and strings' bytes))] from the heap run's STEP lines and
    the qstr_info() lines after them."""
    steps = []
    cls = None
    for line in text.splitlines():
        if line.startswith("CLASS "):
            cls = line.split()[1]
        m = re.match(r"STEP (.+) (\d+)$", line)
        if m:
            steps.append([m.group(1) if m.group(1) != "standin" else "standin " + cls, int(m.group(2)), None])
            continue
        m = re.search(r"n_qstr=(\d+).*n_total_bytes=(\d+)", line)
        if m and steps and steps[-1][2] is None:
            steps[-1][2] = (int(m.group(1)), int(m.group(2)))
    return steps


def heap_rows(steps):
    """(rows of the Python heap, stand-in bytes per instance by kind): each step's growth."""
    rows = []
    per = {}
    for (name, n, q), (_, n0, q0) in zip(steps[1:], steps[:-1]):
        if name.startswith("standin "):
            per[name.split()[-1]] = round((n - n0) / 64)   # 64 made and kept (K in RUN)
        elif name != "calibrate":
            rows.append((name, n - n0, (q[0] - q0[0], q[1] - q0[1]) if q and q0 else (0, 0)))
    return rows, per


def parse_kept(text):
    kept = []
    made = {}
    for line in text.splitlines():
        if line.startswith("KEPT "):
            parts = line.split()
            kind = parts[1]
            args = [a for a in parts[2:] if "=" not in a]
            kw = dict(a.split("=", 1) for a in parts[2:] if "=" in a)
            kept.append((kind, args, kw))
        elif line.startswith("MADE "):
            kind = line.split()[1]
            made[kind] = made.get(kind, 0) + 1
    return kept, made


def bitmap_data(w, h, value_count):
    """Bytes of a displayio.Bitmap(w, h, value_count)'s data allocation (shared-bindings/displayio/Bitmap.c bits,
    shared-module/displayio/Bitmap.c stride in 32-bit words)."""
    bits = 1
    while (value_count - 1) >> bits:
        bits = bits << 1 if bits < 8 else bits + 8
    stride = (w * bits + 31) // 32
    return stride * h * 4


def c_rows(kept, label_data=None):
    """[(section, item, count, bytes each or None, total)] of the C objects kept, from the count run's walk.
    label_data: the label text bitmaps' data bytes to use instead of the run's (the tour's worst)."""
    rows = []
    agg = {}

    def add(section, item, n, each):
        key = (section, item, each)
        agg[key] = agg.get(key, 0) + n

    groups = [k for k in kept if k[0] in ("Group", "Label")]
    labels = [k for k in kept if k[0] == "Label"]
    add("view", "Group (displayio_group_t %d B)" % STRUCTS["Group"], len(groups), blocks(STRUCTS["Group"]))
    add("view", "Group's member list (mp_obj_list_t %d B)" % STRUCTS["list"], len(groups), blocks(STRUCTS["list"]))
    for _kind, _args, kw in groups:
        slots = int(kw["alloc"])
        add("view", "member list slots (4 B each, %d slots)" % slots, 1, blocks(4 * slots))
    add("view", "Label instance's native Group slot (20 B -> 32 B on the device, 16 B on the core)", len(labels),
        16)
    tilegrids = [k for k in kept if k[0] == "TileGrid"]
    add("view", "TileGrid (displayio_tilegrid_t %d B)" % STRUCTS["TileGrid"], len(tilegrids),
        blocks(STRUCTS["TileGrid"]))
    for _kind, args, kw in tilegrids:
        w, h, tw, th = (int(a) if a != "None" else None for a in args)
        src = kw.get("source", "?:0,0").split(":")
        sw, sh = (int(x) for x in src[1].split(","))
        tw, th = tw or sw, th or sh
        tiles_in_bitmap = (sw // tw) * (sh // th) if tw and th else 1
        total = w * h
        inline = 4 if tiles_in_bitmap <= 255 else 2
        if total > inline:
            add("view", "TileGrid tiles (%d x %d)" % (w, h), 1, blocks(total * (1 if inline == 4 else 2)))
    bitmaps = [k for k in kept if k[0] == "Bitmap"]
    add("view", "Bitmap (displayio_bitmap_t %d B)" % STRUCTS["Bitmap"], len(bitmaps), blocks(STRUCTS["Bitmap"]))
    text_data = 0
    n_text = 0
    for _kind, args, _kw in bitmaps:
        w, h, vc = (int(a) for a in args)
        data = blocks(bitmap_data(w, h, vc))
        if (w, h) == (3, 3):
            add("view", "Bitmap data: a label's 3x3 outline stamp", 1, data)
        else:
            text_data += data
            n_text += 1
    if label_data is not None:
        text_data = label_data
    add("view", "Bitmap data: label texts (2 bits a pixel, rows of 32-bit words)", n_text, None)
    agg[("view", "Bitmap data: label texts (2 bits a pixel, rows of 32-bit words)", None)] = (n_text, text_data)
    palettes = [k for k in kept if k[0] == "Palette"]
    add("view", "Palette (displayio_palette_t %d B)" % STRUCTS["Palette"], len(palettes),
        blocks(STRUCTS["Palette"]))
    for _kind, args, _kw in palettes:
        n = int(args[0])
        add("view", "Palette colours (%d x %d B)" % (n, STRUCTS["color"]), 1, blocks(n * STRUCTS["color"]))
    for _kind, args, _kw in [k for k in kept if k[0] == "OnDiskBitmap"]:
        w, h, bpp, colors = (int(a) for a in args)
        add("view", "OnDiskBitmap (%d B)" % STRUCTS["OnDiskBitmap"], 1, blocks(STRUCTS["OnDiskBitmap"]))
        add("view", "OnDiskBitmap's open file (pyb_file_obj_t %d B)" % STRUCTS["file"], 1, blocks(STRUCTS["file"]))
        if bpp <= 8:
            n = colors or 1 << bpp
            add("view", "OnDiskBitmap's Palette (%d B)" % STRUCTS["Palette"], 1, blocks(STRUCTS["Palette"]))
            add("view", "OnDiskBitmap's Palette colours (%d x %d B)" % (n, STRUCTS["color"]), 1,
                blocks(n * STRUCTS["color"]))
    rects = [k for k in kept if k[0] == "Rectangle"]
    add("view", "vectorio.Rectangle (%d B)" % STRUCTS["Rectangle"], len(rects), blocks(STRUCTS["Rectangle"]))
    add("view", "its VectorShape (%d B)" % STRUCTS["VectorShape"], len(rects), blocks(STRUCTS["VectorShape"]))
    for _kind, args, _kw in [k for k in kept if k[0] == "ShiftRegisterKeys"]:
        pins, keys, counts, events = (int(a) for a in args)
        s = "hardware"
        add(s, "keypad.ShiftRegisterKeys (%d B)" % STRUCTS["ShiftRegisterKeys"], 1,
            blocks(STRUCTS["ShiftRegisterKeys"]))
        add(s, "its DigitalInOut: clock, latch, data (%d B)" % STRUCTS["DigitalInOut"], 2 + pins,
            blocks(STRUCTS["DigitalInOut"]))
        add(s, "its data pins tuple", 1, blocks(STRUCTS["tuple"] + 4 * pins))
        add(s, "its key_counts array", 1, blocks(4 * counts))
        add(s, "its debounce counters (%d keys)" % keys, 1, blocks(keys))
        add(s, "its EventQueue (%d B)" % STRUCTS["EventQueue"], 1, blocks(STRUCTS["EventQueue"]))
        add(s, "its event ring buffer (%d events x %d B)" % (events, KEYPAD_EVENT_BYTES), 1,
            blocks(events * KEYPAD_EVENT_BYTES))
    simple = {"Event": "keypad.Event", "AnalogIn": "analogio.AnalogIn (joystick)",
              "DigitalInOut": "digitalio.DigitalInOut (SPEAKER_ENABLE)", "AudioOut": "audioio.AudioOut",
              "RawSample": "audiocore.RawSample"}
    for kind, item in simple.items():
        n = len([k for k in kept if k[0] == kind])
        if n:
            add("hardware", "%s (%d B)" % (item, STRUCTS[kind]), n, blocks(STRUCTS[kind]))
    for _kind, args, _kw in [k for k in kept if k[0] == "RawSample"]:
        add("hardware", "AudioOut's DMA buffer (the sample's %s bytes; from the first sound)" % args[0], 1,
            blocks(int(args[0])))
    for (section, item, each), v in agg.items():
        if each is None:
            n, total = v
            rows.append((section, item, n, None, total))
        elif v:
            rows.append((section, item, v, each, v * each))
    return rows


# ---------------------------------------------------------------------------------------------------------------
# The tour: the real app in this Python over the same stand-ins, the label text bitmaps priced after each screen.
TOUR = r'''
import os, sys
STANDINS, ROOT = sys.argv[1], sys.argv[2]
sys.path[:0] = [STANDINS, os.path.join(ROOT, "lib"), ROOT, os.path.join(ROOT, "tests", "helpers")]
import _standin as S
S.LOG = []
from cardtable.device.view import View
from cardtable.app import App
from cardtable.device import buttons as K
from engine import games
from engine.rules.registry import entry
from appstub import play_game, Driver
import board

BEST = [0, "", 0]   # bytes, where, screens seen
PER = {}


def data(w, h, vc):
    bits = 1
    while (vc - 1) >> bits:
        bits = bits << 1 if bits < 8 else bits + 8
    return ((w * bits + 31) // 32 * h * 4 + 15) // 16 * 16


class TourView(View):
    kind = None
    title = None

    def _note(self):
        labels = [self.p_title, self.p_foot, self.status, self.trump_lb, self.stock_lb, self.msg] + \
            self.p_lines + self.info
        total = 0
        for n, lb in enumerate(labels):
            b = S.info(lb._bitmap).args
            d = data(*b)
            total += d
            PER[n] = max(PER.get(n, 0), d)
        BEST[2] += 1
        if total > BEST[0]:
            BEST[0] = total
            BEST[1] = "%s %s" % (self.kind, self.title)

    def menu(self, title, lines, sel, footer):
        self.kind, self.title = "menu", title
        View.menu(self, title, lines, sel, footer)
        self._note()

    def text(self, title, lines, footer):
        self.kind, self.title = "text", title
        View.text(self, title, lines, footer)
        self._note()

    def sheet(self, title, rows, footer):
        self.kind, self.title = "sheet", title
        View.sheet(self, title, rows, footer)
        self._note()

    def table(self, t):
        self.kind, self.title = "table", None
        View.table(self, t)
        self._note()


v = TourView(board.DISPLAY, os.path.join(ROOT, "assets"))
app = App(v, games, os.path.join(ROOT, "assets"), seed=7, prefs={"speed": 2})
d = Driver(app)
d.settle()
main_title = v.title


def at_main(what):
    if app.table is not None or v.title != main_title:
        raise SystemExit("tour: not back at the main menu after %s (%s %s)" % (what, v.kind, v.title))


def start(game, opponent):
    d.press(*([K.DOWN] * entry(game).number))
    d.press(K.A, K.DOWN)
    d.press(*([K.RIGHT] * ((opponent - app.opp) % 4)))
    d.press(K.UP, K.A)


d.press(K.UP, K.A)                 # preferences
d.press(K.B)
at_main("the preferences")
d.press(*([K.DOWN] * 4), K.A)      # statistics
d.press(K.B)
at_main("the statistics")
for game in GAME:                  # each game's rules page (its first and second pages), then a pass-and-play game
    d.press(*([K.DOWN] * entry(game).number), K.A, K.UP, K.A)
    d.press(K.DOWN)
    d.press(K.B, K.B)
    at_main("%s's rules" % game)
    start(game, 3)
    play_game(d, v, deals=1)       # to the first deal's score sheet, then quit (the game menu's last line)
    d.press(K.A, K.START, K.UP, K.A)
    at_main("%s pass and play" % game)
start("spades", 1)                 # a deal against the computer, then quit
play_game(d, v, deals=1)
d.press(K.A, K.START, K.UP, K.A)
at_main("spades against the computer")
print("TOUR %d %d %s" % (BEST[0], BEST[2], BEST[1]))
print("PERLABEL " + " ".join(str(PER[n]) for n in sorted(PER)))
'''


def tour(standins):
    out = subprocess.run([sys.executable, "-c", TOUR, standins, ROOT], capture_output=True, text=True, timeout=900)
    m = re.search(r"TOUR (\d+) (\d+) (.*)", out.stdout)
    if out.returncode != 0 or not m:
        return None, (out.stdout + out.stderr)[-2000:]
    per = re.search(r"PERLABEL (.*)", out.stdout).group(1).split()
    return (int(m.group(1)), int(m.group(2)), m.group(3), sum(int(x) for x in per)), ""


# ---------------------------------------------------------------------------------------------------------------
def check_sizes():
    """Compile the structs from build/circuitpython/src with gcc -m32 -malign-double (8-byte alignment of 64-bit
    fields, as on ARM) and compare with STRUCTS; returns the lines to print."""
    src = os.path.join(circuitpython.OUT, "src")
    if not os.path.isdir(src):
        return ["--check-sizes: no %s" % src]
    tmp = tempfile.mkdtemp(prefix="bench_view_sizes_")
    try:
        shim = os.path.join(tmp, "inc", "common-hal", "digitalio")
        os.makedirs(shim)
        with open(os.path.join(shim, "DigitalInOut.h"), "w") as f:   # the SAMD51's (not in the unix checkout)
            f.write('#pragma once\n#include "py/obj.h"\ntypedef struct { mp_obj_base_t base; uint8_t number; } '
                    'mcu_pin_obj_t;\ntypedef struct {\n    mp_obj_base_t base;\n    const mcu_pin_obj_t *pin;\n'
                    '    bool output;\n    bool open_drain;\n} digitalio_digitalinout_obj_t;\n')
        c = os.path.join(tmp, "sizes.c")
        with open(c, "w") as f:
            f.write('#include <stdio.h>\n#include "py/obj.h"\n#include "py/objlist.h"\n#include "py/objtuple.h"\n'
                    '#include "extmod/vfs_fat.h"\n#define MP_QSTR_protocol_audiosample 1\n')
            for h in ("displayio/Group.h", "displayio/TileGrid.h", "displayio/Bitmap.h", "displayio/Palette.h",
                      "displayio/OnDiskBitmap.h", "displayio/ColorConverter.h", "vectorio/Rectangle.h",
                      "vectorio/VectorShape.h", "keypad/ShiftRegisterKeys.h", "keypad/EventQueue.h",
                      "keypad/Event.h", "audiocore/RawSample.h"):
                f.write('#include "shared-module/%s"\n' % h)
            f.write("int main(void) {\n")
            for name, ctype in CHECKED.items():
                f.write('    printf("%s %%zu\\n", sizeof(%s));\n' % (name, ctype))
            f.write("    return 0;\n}\n")
        exe = os.path.join(tmp, "sizes")
        flags = ["-m32", "-malign-double", "-w", "-I" + os.path.join(tmp, "inc"), "-I" + src,
                 "-I" + os.path.join(src, "ports", "unix"), "-I" + os.path.join(src, "ports", "unix", "variants",
                                                                               "standard"),
                 "-I" + os.path.join(src, "ports", "unix", "build-standard"),
                 "-DMICROPY_OBJ_REPR=MICROPY_OBJ_REPR_C", "-DMICROPY_FLOAT_IMPL=MICROPY_FLOAT_IMPL_FLOAT",
                 "-DCIRCUITPY_DISPLAYIO=1", "-DMICROPY_VFS_FAT=1", "-DMICROPY_FATFS_EXFAT=1",
                 "-DMICROPY_FATFS_ENABLE_LFN=1", "-DMICROPY_FATFS_LFN_UNICODE=2",
                 '-DFFCONF_H="lib/oofatfs/ffconf.h"']
        res = subprocess.run(["gcc"] + flags + [c, "-o", exe], capture_output=True, text=True)
        if res.returncode != 0:
            return ["--check-sizes: gcc -m32 failed:", res.stderr[-1500:]]
        got = dict(line.split() for line in subprocess.run([exe], capture_output=True, text=True).stdout.splitlines())
        lines = ["struct sizes, gcc -m32 -malign-double on build/circuitpython/src against STRUCTS:"]
        for name in CHECKED:
            mark = "ok" if int(got[name]) == STRUCTS[name] else "DIFFERS"
            lines.append("  %-18s %-32s %4s B  STRUCTS %4d B  %s" % (name, CHECKED[name], got[name], STRUCTS[name],
                                                                   mark))
        lines.append("  (not checkable here, from ports/atmel-samd at 10.2.1: AnalogIn %d B, AudioOut %d B)"
                     % (STRUCTS["AnalogIn"], STRUCTS["AudioOut"]))
        return lines
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


PY_NAMES = {"adafruit_ticks": "adafruit_ticks (.mpy)",
            "adafruit_display_text": "adafruit_display_text/__init__ (.mpy): LabelBase",
            "adafruit_display_text.bitmap_label": "adafruit_display_text.bitmap_label (.mpy)",
            "cardtable.device.view": "cardtable.device.view (.mpy)",
            "View()": "View(display): Labels' instances and attributes, lists (less the stand-ins)",
            "screens": "two screens drawn (the labels' texts, bounding boxes)",
            "cardtable.device.run": "cardtable.device.run, cardtable.device.buttons (.mpy)",
            "make_input": "make_input(): KeypadInput, Repeater (less the stand-ins)",
            "make_sound": "make_sound(): cardtable.device.sound, Speaker, the wave array (less the stand-ins)"}


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--no-tour", action="store_true", help="skip the tour of the real app (label text bitmaps "
                    "from the core run's two screens only)")
    ap.add_argument("--check-sizes", action="store_true", help="also compile the C structs with gcc -m32 "
                    "-malign-double and compare their sizes with the table's")
    a = ap.parse_args(argv)
    mpy_cross = circuitpython.interpreter()[1]
    tmp = tempfile.mkdtemp(prefix="bench_view_")
    try:
        try:
            tree, path, lib_files = build_tree(tmp, mpy_cross)
        except deploy.DeployError as e:
            raise SystemExit("bench_view: %s (run it with the project's .venv Python)" % e)
        heap_out = run_core(tree, path, "heap")
        count_out = run_core(tree, path, "count")
        steps = parse_steps(heap_out)
        py_rows, per = heap_rows(steps)
        kept, made = parse_kept(count_out)
        toured = None
        if not a.no_tour:
            toured, err = tour(os.path.join(tmp, "standins"))
            if toured is None:
                print("tour failed (label texts from the core run only):\n" + err)
        # the stand-ins' own instances, counted by kind among the kept objects, and their measured bytes
        kinds = {}
        for kind, _args, _kw in kept:
            if kind != "Label":
                kinds[kind] = kinds.get(kind, 0) + 1
        view_kinds = ("Group", "TileGrid", "Bitmap", "Palette", "OnDiskBitmap", "Rectangle")
        sub_view = sum(n * per.get(k, 16) for k, n in kinds.items() if k in view_kinds)
        sub_input = sum(kinds.get(k, 0) * per.get(k, 16) for k in ("ShiftRegisterKeys", "Event", "AnalogIn"))
        sub_sound = sum(kinds.get(k, 0) * per.get(k, 16) for k in ("DigitalInOut", "AudioOut", "RawSample"))
        py = []
        qstrs = [0, 0]
        stub = 0
        for name, grown, q in py_rows:
            if name == "cardtable.app":
                continue            # in the app's own figures (tools/bench_app.py)
            if name == "appstub":
                stub = (grown, q[1])
                continue
            less = {"View()": sub_view, "make_input": sub_input, "make_sound": sub_sound}.get(name, 0)
            py.append((PY_NAMES.get(name, name), grown - less, q))
            qstrs[0] += q[0]
            qstrs[1] += q[1]
        scenario_text = sum(blocks(bitmap_data(*(int(x) for x in args))) for kind, args, _kw in kept
                            if kind == "Bitmap" and args[:2] != ["3", "3"])
        label_data = max(scenario_text, toured[0] if toured else 0)
        crow = c_rows(kept, label_data)

        print("The device's view and hardware objects: heap estimate (bytes; %s)" % circuitpython.interpreter()[0])
        print()
        print("%-86s %5s %6s %7s" % ("item", "count", "each", "total"))
        total = 0
        print("-- Python heap, measured on the core (gc.mem_alloc() growth; stand-in instances taken off: %s)"
              % ", ".join("%s %d B" % (k, v) for k, v in sorted(per.items())))
        for item, n, q in py:
            print("%-86s %5s %6s %7d%s" % (item, "", "", n, "  (%d names: %d B)" % q if q[0] else ""))
            total += n
        py_total = total
        for section, title in (("view", "-- C objects of the view, counted x struct size (16-byte blocks)"),
                               ("hardware", "-- C objects of cardtable.device.run's hardware, counted x struct size")):
            print(title)
            for sec, item, n, each, tot in crow:
                if sec == section:
                    print("%-86s %5d %6s %7d" % (item, n, each if each is not None else "", tot))
                    total += tot
        c_total = total - py_total
        print("-- outside the GC heap, from the same RAM")
        print("%-86s %5s %6s %7d" % ("Python stack (settings.toml CIRCUITPY_PYSTACK_SIZE)", "", "",
                                     deploy.PYSTACK_SIZE))
        total += deploy.PYSTACK_SIZE
        print()
        print("%-86s %21d  (%.1fK)" % ("total", total, total / 1024))
        print("  Python heap %.1fK, C objects %.1fK, Python stack %.1fK" % (py_total / 1024, c_total / 1024,
                                                                           deploy.PYSTACK_SIZE / 1024))
        print("  names interned on the core by these rows: %d, %d B of the Python heap (their strings, and the qstr "
              "pools that filled: pools double, 20 to 640 entries)" % tuple(qstrs))
        print("  the GC heap's own tables add 4 bits per 16-byte block (3.1%%): %d bytes for these %d"
              % ((total - deploy.PYSTACK_SIZE) * 4 // 128, total - deploy.PYSTACK_SIZE))
        print("  label text bitmaps: the core run's two screens %d B%s" % (
            scenario_text, "; the tour's worst moment %d B (%s, of %d screens), the sum of each label's largest "
            "%d B: the table uses %d B" % (toured[0], toured[2], toured[1], toured[3], label_data)
            if toured else ""))
        print("  the lanes' stub view instead (tests/appstub and tools.drive loaded, a StubView): %d B (%d B of it "
              "names: a new qstr pool here), in the app's figures, not on the device (not taken off)" % stub)
        print("  constructor calls (kept or dropped): %s" % ", ".join("%s %d" % kv for kv in sorted(made.items())))
        print("  the libraries' .mpy files on the drive: %s" % ", ".join("%s %d B" % (os.path.basename(p), s)
                                                                       for p, s in lib_files))
        if a.check_sizes:
            print()
            print("\n".join(check_sizes()))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
