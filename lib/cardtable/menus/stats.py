"""Statistics: games played and won per game and opponent, best score per game.

A pure table, no storage: ``encode()`` gives the bytes the app saves (see save.py), ``decode()`` reads them back
(a save of version 1 too, migrated) and raises ValueError on bad bytes.

Layout of version 2 (little-endian, docs/saves.md): version, number of opponents, number of games listed; then
for each game that has any result, in the order of their numbers (engine.rules.registry: a game's number never
changes), 38 bytes: its number, a flag byte (bit 0: it has a best score, bit 1: that score is negative), for each
opponent (OPPONENTS order) games played and games won, 4 bytes each, then the best score's absolute value (0 when
none), 4 bytes. Any number of games fits, and a game this build does not know is kept as it was read. Every
number stays below 2**30, so the device never makes a long int.
"""
from engine.rules.registry import entry

OPPONENTS = ("easy", "normal", "hard", "pass_and_play")
FORMAT = 2
ENTRY = 2 + len(OPPONENTS) * 8 + 4   # bytes of a game's results
LIMIT = 0x3FFFFFFF  # counts stop here, scores are clamped to +-LIMIT
_BEST = 1       # flag bits
_NEGATIVE = 2
V1_SIZE = 148   # version 1: a fixed table of the first four games (numbers 0 to 3), by four opponents


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
        self._games = {}   # game number -> [played, won] per opponent, then the best score (None: none)

    def _row(self, game):
        """The game's results; an empty row (not kept) before its first."""
        return self._games.get(entry(game).number) or [0] * (len(OPPONENTS) * 2) + [None]

    def _sum(self, game, opponent, k):
        row = self._row(game)
        if opponent is not None:
            return row[_index(OPPONENTS, opponent, "opponent") * 2 + k]
        total = 0
        for o in range(len(OPPONENTS)):
            total += row[o * 2 + k]
        return total

    def played(self, game, opponent=None):
        """Games of `game` played against `opponent` (None: all opponents)."""
        return self._sum(game, opponent, 0)

    def won(self, game, opponent=None):
        """Games of `game` won against `opponent` (None: all opponents)."""
        return self._sum(game, opponent, 1)

    def best(self, game):
        """The best final score in `game`, or None before the first game."""
        return self._row(game)[-1]

    def record_result(self, game, opponent, won, score=None):
        """Count one finished game; `score` (an int, or None) may be a new best."""
        row = self._row(game)
        c = _index(OPPONENTS, opponent, "opponent") * 2
        if row[c] < LIMIT:
            row[c] += 1
            if won:
                row[c + 1] += 1
        if score is not None:
            score = max(-LIMIT, min(LIMIT, int(score)))
            if row[-1] is None or score > row[-1]:
                row[-1] = score
        self._games[entry(game).number] = row

    def encode(self):
        """The table as bytes (version 2)."""
        numbers = sorted(self._games)
        out = bytearray(3 + ENTRY * len(numbers))
        out[0] = FORMAT
        out[1] = len(OPPONENTS)
        out[2] = len(numbers)
        i = 3
        for n in numbers:
            row = self._games[n]
            best = row[-1]
            out[i] = n
            if best is not None:
                out[i + 1] = _BEST | (_NEGATIVE if best < 0 else 0)
                _put32(out, i + ENTRY - 4, abs(best))
            for k in range(len(row) - 1):
                _put32(out, i + 2 + 4 * k, row[k])
            i += ENTRY
        return bytes(out)


def _put32(out, i, v):
    for k in range(4):
        out[i + k] = v & 0xFF
        v >>= 8


def _get32(data, i):
    if data[i + 3] > 0x3F:
        raise ValueError("stats: number at byte %d out of range" % i)
    return data[i] | (data[i + 1] << 8) | (data[i + 2] << 16) | (data[i + 3] << 24)


def _read_row(data, counts_at, flags, best_at):
    """A game's results read and checked: its counts from byte `counts_at`, its best score's flags and value."""
    row = []
    for k in range(len(OPPONENTS) * 2):
        row.append(_get32(data, counts_at + 4 * k))
    for c in range(0, len(row), 2):
        if row[c + 1] > row[c]:
            raise ValueError("stats: more games won than played")
    v = _get32(data, best_at)
    if flags & _BEST:
        if flags & _NEGATIVE and not v:
            raise ValueError("stats: a best score of -0")
        row.append(-v if flags & _NEGATIVE else v)
    elif v or flags & _NEGATIVE:
        raise ValueError("stats: a best score without its flag")
    else:
        row.append(None)
    return row


def decode(data):
    """A Stats from encode()'s bytes, or from version 1's (migrated); ValueError saying what is wrong otherwise."""
    if len(data) < 3:
        raise ValueError("stats: %d bytes, too short" % len(data))
    if data[0] == 1:
        return _decode_v1(data)
    if data[0] != FORMAT:
        raise ValueError("stats: unknown version %d" % data[0])
    if data[1] != len(OPPONENTS):
        raise ValueError("stats: %d opponents, expected %d" % (data[1], len(OPPONENTS)))
    n = data[2]
    if len(data) != 3 + ENTRY * n:
        raise ValueError("stats: %d bytes, expected %d for %d games" % (len(data), 3 + ENTRY * n, n))
    s = Stats()
    last = -1
    for i in range(3, len(data), ENTRY):
        number = data[i]
        if number <= last:
            raise ValueError("stats: games out of order")
        last = number
        if data[i + 1] & ~(_BEST | _NEGATIVE):
            raise ValueError("stats: unknown flags")
        row = _read_row(data, i + 2, data[i + 1], i + ENTRY - 4)
        if row[-1] is None and not [c for c in row[:-1] if c]:
            raise ValueError("stats: a game without results")
        s._games[number] = row
    return s


def _decode_v1(data):
    """Version 1 (148 bytes): version, 4 games, 4 opponents, the counts of games 0 to 3 by opponent (32 bytes a
    game), a flag byte (bit g: game g has a best score, bit 4 + g: it is negative), each game's best (4 bytes)."""
    if len(data) != V1_SIZE:
        raise ValueError("stats: %d bytes, expected %d" % (len(data), V1_SIZE))
    if data[1] != 4 or data[2] != len(OPPONENTS):
        raise ValueError("stats: table of %d x %d, expected 4 x %d" % (data[1], data[2], len(OPPONENTS)))
    s = Stats()
    flags = data[V1_SIZE - 17]
    for g in range(4):
        row = _read_row(data, 3 + 32 * g, (flags >> g & 1) | (flags >> (4 + g) & 1) << 1, V1_SIZE - 16 + 4 * g)
        if row[-1] is not None or [c for c in row[:-1] if c]:
            s._games[g] = row
    return s
