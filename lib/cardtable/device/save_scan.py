"""Reading the save slots (cardtable.device.save): which slot holds the newest good save, and what is damaged.

Loaded by save.Store for the start-up's load (and a new Store's first save), then dropped: in play only the
writing half of the store stays loaded.
"""

try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x


from cardtable.device.save import VERSION, crc16, _u16

# cardtable.device.save's constants (its const() names are not attributes on MicroPython)
_MARK = const(0xC1)  # 0xC0 + VERSION
_WRITING = const(0xA5)
_BLANK = const(0x5A)
_HEADER = const(13)
_ERASED = const(1)
_BLANK_SLOT = const(2)
_GOOD = const(3)


def check(store, slot):
    # -> (state, header, payload); state _ERASED, _BLANK_SLOT, _GOOD or a problem
    off = slot * store.slot_size
    h = store.nvm[off:off + _HEADER]
    mark = h[0]
    rest_erased = True
    for i in range(1, _HEADER):
        if h[i] != 0xFF:
            rest_erased = False
            break
    if rest_erased and mark == 0xFF:
        return _ERASED, h, None
    if rest_erased and mark == _BLANK:
        return _BLANK_SLOT, h, None
    if mark == _WRITING:
        return "unfinished save", h, None
    if mark & 0xF0 == 0xC0 and mark != _MARK:
        old = "old" if mark & 15 < VERSION else "newer"
        return "%s save version %d" % (old, mark & 15), h, None
    if mark != _MARK or crc16(h, 0, 11) != _u16(h, 11):
        return "corrupt header", h, None
    n = _u16(h, 3)
    if n > store.capacity or _u16(h, 5) + _u16(h, 7) > n:
        return "corrupt lengths", h, None
    p = store.nvm[off + _HEADER:off + _HEADER + n]
    if crc16(p, 0, n) != _u16(h, 9):
        return "corrupt data", h, None
    return _GOOD, h, p


def scan(store):
    states = [0, 0]
    found = None
    probs = []
    for slot in (0, 1):
        st, h, p = check(store, slot)
        states[slot] = st
        if st == _GOOD:
            s = _u16(h, 1)
            if found is None or 0 < ((s - store._seq) & 0xFFFF) < 0x8000:
                found = (h, p)
                store._newest = slot
                store._seq = s
        elif st != _ERASED and st != _BLANK_SLOT:
            probs.append("slot %d: %s" % (slot + 1, st))
    for slot in (0, 1):
        if states[slot] == _ERASED and states[1 - slot] == _GOOD:
            probs.append("slot %d: erased" % (slot + 1))
    if found is None:
        store._newest = -1
        store._seq = 0
    if probs:
        if found is None:
            probs.append("starting afresh")
        else:
            probs.append("loaded slot %d" % (store._newest + 1))
        store.problem = "; ".join(probs)
    else:
        store.problem = None
    store._states = states
    return found
