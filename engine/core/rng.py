"""The project's own generator, so that a deal number gives the same deal on every Python.

Two multiply-with-carry generators (Marsaglia) with multipliers below 2**14, so every value stays
below 2**30: a small int on the device, never a heap-allocated long.
"""

_A1 = 16380  # a * 2**16 - 1 and (a * 2**16 - 2) / 2 are both prime
_A2 = 16365
_M1 = _A1 * 65536 - 1
_M2 = _A2 * 65536 - 1


class Rng:
    def __init__(self, seed=0):
        self.seed(seed)

    def seed(self, seed):
        s = int(seed)
        if s < 0:
            s = -s * 2 + 1
        self.z = 1 + s % (_M1 - 2)
        self.w = 1 + (s // 5 + 0x2545F49) % (_M2 - 2)
        for _ in range(4):
            self.next30()

    def next30(self):
        """A uniform value in 0 .. 2**30 - 1."""
        z = _A1 * (self.z & 0xFFFF) + (self.z >> 16)
        w = _A2 * (self.w & 0xFFFF) + (self.w >> 16)
        self.z = z
        self.w = w
        return ((z & 0x7FFF) << 15) | (w & 0x7FFF)

    def below(self, n):
        """A uniform int in 0 .. n - 1 (n >= 1), by rejection so that no value is favoured."""
        limit = (0x40000000 // n) * n
        r = self.next30()
        while r >= limit:
            r = self.next30()
        return r % n

    def shuffle(self, items):
        """Fisher-Yates in place."""
        i = len(items) - 1
        while i > 0:
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
