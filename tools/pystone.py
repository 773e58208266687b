"""Pystone 1.2, the benchmark with a published CircuitPython figure on a SAMD51: the mixed-workload calibration.

    <core> tools/pystone.py [PASSES]        prints "pystones/s=N" (default 5000 passes)

Reinhold Weicker's Dhrystone (CACM 27:10, 1984), as Guido van Rossum's Python translation does it (Python 3's
integer division). The device figure it is compared with is adafruit/circuitpython commit 568636d ("pystone
benchmark on metro m4 express at 5000 passes ... 1521.6 passes/second"): a Metro M4 Express, SAMD51 at 120 MHz
as in the PyGamer and PyBadge, running pystone adapted from Python 3.4 (time.monotonic). As in pystone, the time
of the empty loop of as many passes is taken off. Runs on CPython and the MicroPython-family cores alike.
"""
import sys
import time

PASSES = 5000
IDENT1, IDENT2, IDENT3, IDENT4, IDENT5 = 1, 2, 3, 4, 5


class Record:
    def __init__(self, ptr=None, discr=0, enum=0, int_comp=0, string=0):
        self.ptr = ptr
        self.discr = discr
        self.enum = enum
        self.int_comp = int_comp
        self.string = string

    def copy(self):
        return Record(self.ptr, self.discr, self.enum, self.int_comp, self.string)


# Dhrystone's globals, module globals as in pystone (the benchmark's work includes their lookups)
INT_GLOB = 0
BOOL_GLOB = False
CHAR1 = "\0"
CHAR2 = "\0"
ARRAY1 = None
ARRAY2 = None
PTR = None


def proc1(par):
    par.ptr = nxt = PTR.copy()
    par.int_comp = 5
    nxt.int_comp = par.int_comp
    nxt.ptr = par.ptr
    nxt.ptr = proc3(nxt.ptr)
    if nxt.discr == IDENT1:
        nxt.int_comp = 6
        nxt.enum = proc6(par.enum)
        nxt.ptr = PTR.ptr
        nxt.int_comp = proc7(nxt.int_comp, 10)
    else:
        par = nxt.copy()
    nxt.ptr = None
    return par


def proc2(int_io):
    loc = int_io + 10
    while True:
        if CHAR1 == "A":
            loc = loc - 1
            int_io = loc - INT_GLOB
            enum = IDENT1
        if enum == IDENT1:
            break
    return int_io


def proc3(ptr_out):
    global INT_GLOB
    if PTR is not None:
        ptr_out = PTR.ptr
    else:
        INT_GLOB = 100
    PTR.int_comp = proc7(10, INT_GLOB)
    return ptr_out


def proc4():
    global CHAR2
    loc = CHAR1 == "A"
    loc = loc or BOOL_GLOB
    CHAR2 = "B"


def proc5():
    global CHAR1, BOOL_GLOB
    CHAR1 = "A"
    BOOL_GLOB = False


def proc6(enum_in):
    enum_out = enum_in
    if not func3(enum_in):
        enum_out = IDENT4
    if enum_in == IDENT1:
        enum_out = IDENT1
    elif enum_in == IDENT2:
        enum_out = IDENT1 if INT_GLOB > 100 else IDENT4
    elif enum_in == IDENT3:
        enum_out = IDENT2
    elif enum_in == IDENT4:
        pass
    elif enum_in == IDENT5:
        enum_out = IDENT3
    return enum_out


def proc7(a, b):
    loc = a + 2
    return b + loc


def proc8(array1, array2, a, b):
    global INT_GLOB
    loc = a + 5
    array1[loc] = b
    array1[loc + 1] = array1[loc]
    array1[loc + 30] = loc
    for i in range(loc, loc + 2):
        array2[loc][i] = loc
    array2[loc][loc - 1] = array2[loc][loc - 1] + 1
    array2[loc + 20][loc] = array1[loc]
    INT_GLOB = 5


def func1(c1, c2):
    loc = c1
    return IDENT1 if loc != c2 else IDENT2


def func2(s1, s2):
    loc = 1
    while loc <= 1:
        if func1(s1[loc], s2[loc + 1]) == IDENT1:
            char = "A"
            loc = loc + 1
    if "W" <= char <= "Z":
        loc = 7
    if char == "X":
        return True
    if s1 > s2:
        loc = loc + 7
        return True
    return False


def func3(enum):
    return enum == IDENT3


def _clock():
    if hasattr(time, "ticks_us"):
        return time.ticks_us() / 1e6
    return time.perf_counter()


def pystones(passes=PASSES):
    """(seconds, pystones per second) for `passes` passes, the empty loop's time taken off."""
    global ARRAY1, ARRAY2, PTR, BOOL_GLOB
    ARRAY1 = [0] * 51
    ARRAY2 = [row[:] for row in [ARRAY1] * 51]
    start = _clock()
    for _ in range(passes):
        pass
    null_time = _clock() - start
    PTR = Record(Record(), IDENT1, IDENT3, 40, "DHRYSTONE PROGRAM, SOME STRING")
    string1 = "DHRYSTONE PROGRAM, 1'ST STRING"
    ARRAY2[8][7] = 10
    start = _clock()
    for _ in range(passes):
        proc5()
        proc4()
        a, b = 2, 3
        string2 = "DHRYSTONE PROGRAM, 2'ND STRING"
        enum = IDENT2
        BOOL_GLOB = not func2(string1, string2)
        while a < b:
            c = 5 * a - b
            c = proc7(a, b)
            a = a + 1
        proc8(ARRAY1, ARRAY2, a, c)
        PTR = proc1(PTR)
        char = "A"
        while char <= CHAR2:
            if enum == func1(char, "C"):
                enum = proc6(IDENT1)
            char = chr(ord(char) + 1)
        c = b * a
        b = c // a
        b = 7 * (c - b) - a
        a = proc2(a)
    seconds = _clock() - start - null_time
    return seconds, (passes / seconds if seconds > 0 else 0.0)


if __name__ == "__main__":
    _seconds, rate = pystones(int(sys.argv[1]) if len(sys.argv) > 1 else PASSES)
    print("pystones/s=%d" % rate)
