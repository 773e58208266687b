"""Game records as compact bytes, for saves: every deal's deck (or the generator's seed) and moves.

Version, game, first dealer, options, seed, then a token a deal (with its deck or new seed when it has one)
and a byte a move (two more for a move of 0xF0 and above). engine.record_text has the same as text.
"""

from engine import games
from engine.rules.registry import entry, names, POSITIVE
from engine.core.trickgame import DEAL as _DEAL, BIG_MOVE as _BIG_MOVE, put_varint

RECORD_VERSION = 1
# the deals: engine.core.trickgame (a game keeps its finished deals as this module writes them)


def get_varint(data, pos):
    n = 0
    shift = 0
    while True:
        if pos >= len(data):
            raise ValueError("record ends inside a number")
        b = data[pos]
        pos += 1
        n |= (b & 0x7F) << shift
        shift += 7
        if b < 0x80:
            return n, pos


def zigzag(n):
    return n * 2 if n >= 0 else -n * 2 - 1


def unzigzag(n):
    return n // 2 if n % 2 == 0 else -(n + 1) // 2


def _allowed(game, name):
    for o in entry(game).options:
        if o[0] == name:
            return o[2]
    raise ValueError("%s has no option %r" % (game, name))


def option_code(game, name, value):
    """A number for an option's value: the integer itself (null as 0), else the index of the choice."""
    allowed = _allowed(game, name)
    if POSITIVE in allowed:
        return 0 if value is None else value
    for i, a in enumerate(allowed):
        if a == value and type(a) is type(value):
            return i
    raise ValueError("bad value for option %s" % name)


def option_from_code(game, name, code):
    allowed = _allowed(game, name)
    if POSITIVE in allowed:
        if allowed[0] is None and code == 0:
            return None
        return code
    if code >= len(allowed):
        raise ValueError("bad value for option %s" % name)
    return allowed[code]


def option_names(game):
    return sorted(o[0] for o in entry(game).options)


def to_bytes(game):
    out = bytearray([RECORD_VERSION, entry(game.name).number, game.first_dealer])
    for name in option_names(game.name):
        v = game.options[name]
        put_varint(out, option_code(game.name, name, v))
    put_varint(out, zigzag(game.seed))
    out.extend(game.past)
    out.extend(game.deal_bytes())
    return bytes(out)


def deals(game):
    """[(explicit deck or None, new seed or None, moves)] of every deal of the game, the one being played last."""
    data = game.past + game.deal_bytes()
    out = []
    pos = 0
    n = len(data)
    size = entry(game.name).deck
    while pos < n:
        b = data[pos]
        pos += 1
        if b & 0xFC == _DEAL:
            seed = deck = None
            if b & 2:
                z, pos = get_varint(data, pos)
                seed = unzigzag(z)
            if b & 1:
                deck = list(data[pos:pos + size])
                pos += size
            moves = []
            out.append((deck, seed, moves))
        elif b == _BIG_MOVE:
            moves.append(data[pos] << 8 | data[pos + 1])
            pos += 2
        else:
            moves.append(b)
    return out


def from_bytes(data):
    """Replay a binary record; ValueError for anything malformed, truncated or illegal."""
    if len(data) < 4 or data[0] != RECORD_VERSION:
        raise ValueError("not a record of version %d" % RECORD_VERSION)
    known = names()
    if data[1] >= len(known) or data[2] > 1:
        raise ValueError("bad record header")
    name = known[data[1]]
    pos = 3
    options = {}
    for opt in option_names(name):
        code, pos = get_varint(data, pos)
        options[opt] = option_from_code(name, opt, code)
    seed, pos = get_varint(data, pos)
    first = (name, options, data[2], unzigzag(seed))
    game = None
    n = len(data)
    while pos < n:
        b = data[pos]
        pos += 1
        if b & 0xFC == _DEAL:
            new_seed = None
            deck = None
            if b & 2:
                z, pos = get_varint(data, pos)
                new_seed = unzigzag(z)
            if b & 1:
                size = entry(name).deck
                if pos + size > n:
                    raise ValueError("record ends inside a deck")
                deck = list(data[pos:pos + size])
                pos += size
            if game is None:
                game = games.new_game(first[0], first[1], first[2], first[3] if new_seed is None else new_seed, deck)
            else:
                game.next_deal(deck, new_seed)
            continue
        if game is None:
            raise ValueError("a move before the first deal")
        if b == _BIG_MOVE:
            if pos + 2 > n:
                raise ValueError("record ends inside a move")
            b = data[pos] << 8 | data[pos + 1]
            pos += 2
        game.move(b)
    if game is None:
        raise ValueError("the record has no deal")
    return game
