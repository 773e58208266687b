"""Statistics: games played and won per game and opponent, best score per game.

A pure table, no storage: ``encode()`` gives the bytes the app saves (see
save.py), ``decode()`` reads them back and raises ValueError on bad bytes.

Layout (148 bytes, little-endian): version, number of games, number of
opponents; then for each game, for each opponent (orders of GAMES and
OPPONENTS) games played and games won, 4 bytes each; then a flag byte (bit g:
game g has a best score, bit 4 + g: it is negative); then each game's best
score as 4 bytes (its absolute value, 0 when none). Every number stays below
2**30, so the device never makes a long int.
"""

GAMES = ("double_emperor", "spades", "pinochle", "maniller")
OPPONENTS = ("easy", "normal", "hard", "pass_and_play")
VERSION = 1
SIZE = 3 + len(GAMES) * len(OPPONENTS) * 8 + 1 + len(GAMES) * 4
LIMIT = 0x3FFFFFFF  # counts stop here, scores are clamped to +-LIMIT


def _index(names, name, what):
    for i in range(len(names)):
        if names[i] == name:
            return i
    raise ValueError("unknown %s %r (one of %s)" % (what, name, ", ".join(names)))


class Stats:
    """Games played and won per (game, opponent); best score per game.

    In pass-and-play, ``won`` and ``score`` are player 0's.
    """

    def __init__(self):
        self._counts = [0] * (len(GAMES) * len(OPPONENTS) * 2)
        self._best = [None] * len(GAMES)

    def _cell(self, game, opponent):
        g = _index(GAMES, game, "game")
        return (g * len(OPPONENTS) + _index(OPPONENTS, opponent, "opponent")) * 2

    def _sum(self, game, opponent, k):
        if opponent is not None:
            return self._counts[self._cell(game, opponent) + k]
        total = 0
        for opp in OPPONENTS:
            total += self._counts[self._cell(game, opp) + k]
        return total

    def played(self, game, opponent=None):
        """Games of `game` played against `opponent` (None: all opponents)."""
        return self._sum(game, opponent, 0)

    def won(self, game, opponent=None):
        """Games of `game` won against `opponent` (None: all opponents)."""
        return self._sum(game, opponent, 1)

    def best(self, game):
        """The best final score in `game`, or None before the first game."""
        return self._best[_index(GAMES, game, "game")]

    def record_result(self, game, opponent, won, score=None):
        """Count one finished game; `score` (an int, or None) may be a new best."""
        c = self._cell(game, opponent)
        counts = self._counts
        if counts[c] < LIMIT:
            counts[c] += 1
            if won:
                counts[c + 1] += 1
        if score is not None:
            score = max(-LIMIT, min(LIMIT, int(score)))
            g = c // (len(OPPONENTS) * 2)
            if self._best[g] is None or score > self._best[g]:
                self._best[g] = score

    def encode(self):
        """The table as SIZE bytes."""
        out = bytearray(SIZE)
        out[0] = VERSION
        out[1] = len(GAMES)
        out[2] = len(OPPONENTS)
        i = 3
        for v in self._counts:
            _put32(out, i, v)
            i += 4
        flags = 0
        for g in range(len(GAMES)):
            v = self._best[g]
            if v is not None:
                flags |= 1 << g
                if v < 0:
                    flags |= 16 << g
                    v = -v
                _put32(out, i + 1 + 4 * g, v)
        out[i] = flags
        return bytes(out)


def _put32(out, i, v):
    for k in range(4):
        out[i + k] = v & 0xFF
        v >>= 8


def _get32(data, i):
    if data[i + 3] > 0x3F:
        raise ValueError("stats: number at byte %d out of range" % i)
    return data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24)


def decode(data):
    """A Stats from encode()'s bytes; ValueError saying what is wrong otherwise."""
    if len(data) != SIZE:
        raise ValueError("stats: %d bytes, expected %d" % (len(data), SIZE))
    if data[0] != VERSION:
        raise ValueError("stats: unknown version %d" % data[0])
    if data[1] != len(GAMES) or data[2] != len(OPPONENTS):
        raise ValueError("stats: table of %d x %d, expected %d x %d"
                         % (data[1], data[2], len(GAMES), len(OPPONENTS)))
    s = Stats()
    counts = s._counts
    i = 3
    for c in range(len(counts)):
        counts[c] = _get32(data, i)
        i += 4
    for c in range(0, len(counts), 2):
        if counts[c + 1] > counts[c]:
            raise ValueError("stats: more games won than played")
    flags = data[i]
    for g in range(len(GAMES)):
        v = _get32(data, i + 1 + 4 * g)
        neg = flags & (16 << g)
        if flags & (1 << g):
            if neg and not v:
                raise ValueError("stats: a best score of -0")
            s._best[g] = -v if neg else v
        elif v or neg:
            raise ValueError("stats: a best score without its flag")
    return s
