"""The search's work arrays (engine.search): the table, the move lists and the plies' stack, kept from one
search to the next (the device's heap fragments if a few KB come and go with every decision). The players
allocate them before compiling the search, while the heap is still in one piece."""

try:
    from array import array
except ImportError:  # pragma: no cover - every target has array
    array = None

# table bits -> (three table arrays of 4-byte ints, the plies' move lists (16 bytes a ply), the plies' stack
# (15 arrays of 2-byte ints, values within +-INF), and the position's hands, card bits, counts and keys):
# one set at a time
_WORK = {}


def work(ttbits):
    w = _WORK.get(ttbits)
    if w is None:
        _WORK.clear()
        import gc
        gc.collect()
        size = 1 << ttbits
        w = (array("i", range(size)), array("i", range(size)), array("i", range(size)),
             bytearray(28 * 16), [array("h", range(28)) for _ in range(15)],
             array("i", range(8)), array("i", range(64)), [0, 0], [0, 0])
        _WORK[ttbits] = w
    return w
