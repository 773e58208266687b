"""What the search (engine.search) needs of a game's trick play (Rules), and its work arrays: the table, the move lists and the plies' stack, kept from one
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


class Rules:
    # What the search needs of a game's trick play.
    #
    # trump: suit or -1. pts: points a trick's winner gets for each card, indexed by level (16 entries).
    # final: list indexed by me's final trick count, or None. last: bonus for the last trick.
    # sh: levels compared >> sh (1 for Pinochle's copies). must: 0 follow suit; 1 follow, beat if able, else
    # trump if able (Pinochle phase 2, must_win "always"); 2 the same but beat only when trumps are led.
    # trump_lead: True when trumps may not be led until broken unless the hand holds only trumps (Spades).

    def __init__(self, trump=-1, pts=None, final=None, last=0, sh=0, must=0, trump_lead=False):
        self.trump = trump
        self.pts = pts if pts is not None else [0] * 16
        self.final = final
        self.last = last
        self.sh = sh
        self.must = must
        self.trump_lead = trump_lead
