"""The search's estimate of a trump game's position it does not search further (Rules.est: Spades, Pinochle's
phase 2), from a table learned on exact solves by tools/fit_estimate.py (Rules.table; a module of its own:
MicroPython compiles small files in less heap). The plain estimate (sure tricks and half the rest) knows nothing
of trumps; how much closer the table comes: docs/players.md."""

TOP = 4  # a suit's pattern: who holds its TOP highest cards still in the hands, then how many more each holds


def top_estimate(self):
    """Value of the search's trick-start position by Rules.table: for the player on lead, the sum of an entry for
    each suit (trumps 0-511, the other suits 512-1023: 16 entries for each pattern of the top cards, 1 then a bit
    per card from the highest down, 1 the leader's; within them the leader's other cards of the suit, 0-3 or more,
    times 4, and the other's) and one for the cards a hand (1024 + cards), each stored + 128. With Rules.final
    (Spades) they add up to the tricks the leader wins from here in eighths, and my final count is read off
    final[] between its two nearest whole tricks; without (Pinochle), to the points the leader takes from here
    less the other's."""
    H = self.H
    r = self.r
    ld = self.leader * 4
    od = 4 - ld
    left = self.n[self.leader]
    est = r.table
    trump = r.trump
    y = est[1024 + left] - 128
    for s in (0, 1, 2, 3):
        m = H[ld + s]
        rest = m | H[od + s]
        pid = 1
        k = 0
        while rest and k < TOP:
            b = rest | rest >> 1  # every bit below the highest set: engine.search.make.smear inline (a call at
            b |= b >> 2  # each suit of each estimate costs the device time)
            b |= b >> 4
            b |= b >> 8
            b ^= b >> 1  # the highest card left
            rest ^= b
            pid = pid + pid + (1 if m & b else 0)
            k += 1
        mine = 0
        x = m & rest
        while x and mine < 3:
            x &= x - 1
            mine += 1
        other = 0
        x = rest & ~m
        while x and other < 3:
            x &= x - 1
            other += 1
        y += est[(0 if s == trump else 512) + pid * 16 + mine * 4 + other] - 128
    f = r.final
    if f is None:
        return self.acc + (y if self.me == self.leader else -y)
    if self.me != self.leader:
        y = 8 * left - y
    if y < 0:
        y = 0
    elif y > 8 * left:
        y = 8 * left
    t = 8 * self.tme + y
    lo = t >> 3
    t &= 7
    return self.acc + (f[lo] if t == 0 else (f[lo] * (8 - t) + f[lo + 1] * t) >> 3)
