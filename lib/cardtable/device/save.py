"""Saves in non-volatile memory, safe against a power cut during a save.

The region (``microcontroller.nvm`` on the device, a ``filenvm.FileNvm`` on
the desktop) holds two slots of at most 4 KB, written in turn. A slot is a
13-byte header, then the payload: the settings, stats and game bytes the app
gives, one after the other.

  byte 0      mark: 0xFF erased, _BLANK formatted and empty, _WRITING being
              written, 0xC0 + version once committed
  bytes 1-2   sequence number, little-endian, wrapping: the newer slot is one more
  bytes 3-8   payload, settings and stats lengths (2 bytes each)
  bytes 9-10  CRC-16 of the payload
  bytes 11-12 CRC-16 of bytes 0-10 (with the committed mark)

A save writes the slot that does not hold the newest good save: the whole
slot with the mark _WRITING (mark byte first), then the committed mark
alone, so a half-written slot never validates and the other slot keeps the
previous save. A CRC-16 catches every error of one byte (any burst up to 16
bits), so a damaged slot is always reported, never loaded.

The first save also marks the other, erased slot _BLANK: after any save
both slots carry a mark, and an erased slot next to a good one (a wiped or
truncated region) is reported too.

Memory: a save allocates one buffer of 13 bytes + the payload (in a block
rounded up to 256 bytes), the slot's image, which it returns (the app keeps the game as a view of it); a load
reads the payload once. On the SAMD51 each nvm assignment erases and rewrites the
whole 8 KB flash block: save seldom (end of a deal, leaving a game), not
after every card.
"""

try:
    from micropython import const
except ImportError:

    def const(x):
        return x

from cardtable.resident import load, forget


VERSION = const(1)
_MARK = const(0xC1)  # 0xC0 + VERSION
_WRITING = const(0xA5)
_BLANK = const(0x5A)
_HEADER = const(13)
_SLOT_MAX = const(4096)
_ERASED = const(1)
_BLANK_SLOT = const(2)
_GOOD = const(3)
_GROWTH = const(256)   # the image's block is a multiple of this: a game grows a few bytes a trick, and its new
# image then fits the hole the last one left, not a new block (a heap left in holes fails a long game)

_CRC_NIBBLE = (
    0x0000, 0x1021, 0x2042, 0x3063, 0x4084, 0x50A5, 0x60C6, 0x70E7,
    0x8108, 0x9129, 0xA14A, 0xB16B, 0xC18C, 0xD1AD, 0xE1CE, 0xF1EF,
)


def crc16(data, start=0, end=None, crc=0xFFFF):
    """CRC-16/CCITT-FALSE of data[start:end] (0x29B1 for b"123456789")."""
    t = _CRC_NIBBLE
    if end is None:
        end = len(data)
    for i in range(start, end):
        b = data[i]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b >> 4)]
        crc = ((crc << 4) & 0xFFFF) ^ t[(crc >> 12) ^ (b & 15)]
    return crc


def _u16(b, i):
    return b[i] | (b[i + 1] << 8)


def _put16(b, i, v):
    b[i] = v & 0xFF
    b[i + 1] = v >> 8


class Store:
    """Two-slot save store over an nvm-like byte region.

    ``load()`` returns ``(settings, stats, game)`` (bytes) from the newest
    good slot, or None when there is none. ``problem`` is then None, or a
    short sentence for the screen saying what was damaged and ignored.
    ``save(settings, stats, game)`` raises ValueError, writing nothing, when
    the payload does not fit in a slot (``capacity`` bytes).
    """

    def __init__(self, nvm):
        self.nvm = nvm
        self.slot_size = min(len(nvm) // 2, _SLOT_MAX)
        self.capacity = self.slot_size - _HEADER
        if self.capacity < 1:
            raise ValueError("save region too small: %d bytes" % len(nvm))
        self.problem = None
        self._newest = -1  # slot of the newest good save, -1: none
        self._seq = 0
        self._states = None

    def _scan(self):
        # -> (header, payload) of the newest good save or None; sets _newest, _seq, _states and problem
        # (cardtable.device.save_scan: loaded for the start-up's load and a new Store's first save only, cardtable.resident)
        scan = load("cardtable.device.save_scan").scan
        forget("cardtable.device.save_scan")
        return scan(self)

    def load(self):
        """(settings, stats, game) of the newest good save, or None."""
        found = self._scan()
        if found is None:
            return None
        h, p = found
        a = _u16(h, 5)
        b = a + _u16(h, 7)
        return bytes(p[0:a]), bytes(p[a:b]), bytes(p[b:_u16(h, 3)])

    def save(self, settings, stats, game=b""):
        """Write a new save into the slot not holding the newest good one; game: bytes, or a tuple of the parts it
        is made of (copied straight into the slot's image, not first joined). Returns the slot's image (header and
        payload): its last bytes are the game's, which the app keeps as a view of it rather than a copy."""
        parts = game if type(game) is tuple else (game,)
        a = len(settings)
        b = len(stats)
        n = a + b
        for part in parts:
            n += len(part)
        if n > self.capacity:
            raise ValueError(
                "save too big: %d bytes of settings, stats and game, a slot holds %d"
                % (n, self.capacity))
        if self._states is None:
            self._scan()
        slot = 1 - self._newest if self._newest >= 0 else 0
        seq = (self._seq + 1) & 0xFFFF
        buf = memoryview(bytearray((_HEADER + n + _GROWTH - 1) // _GROWTH * _GROWTH))[:_HEADER + n]
        buf[0] = _MARK
        _put16(buf, 1, seq)
        _put16(buf, 3, n)
        _put16(buf, 5, a)
        _put16(buf, 7, b)
        buf[_HEADER:_HEADER + a] = settings
        buf[_HEADER + a:_HEADER + a + b] = stats
        at = _HEADER + a + b
        for part in parts:
            buf[at:at + len(part)] = part
            at += len(part)
        _put16(buf, 9, crc16(buf, _HEADER))
        _put16(buf, 11, crc16(buf, 0, 11))
        buf[0] = _WRITING
        nvm = self.nvm
        other = (1 - slot) * self.slot_size
        if self._states[1 - slot] == _ERASED:
            nvm[other:other + 1] = bytes((_BLANK,))
            self._states[1 - slot] = _BLANK_SLOT
        off = slot * self.slot_size
        nvm[off:off + _HEADER + n] = buf
        nvm[off:off + 1] = bytes((_MARK,))
        self._states[slot] = _GOOD
        self._newest = slot
        self._seq = seq
        return buf
