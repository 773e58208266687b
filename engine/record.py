"""Game records: every deal's deck (or the generator's seed) and moves, as text and as compact bytes.

Text, one item a line (`#` starts a comment):
    game spades
    options nil_bags=false target=300
    dealer 1
    seed 42
    deal                  (dealt by the generator; `deal seed N` reseeds it; `deal AS KS ...` names the deck)
    keep                  (moves in PROTOCOL.md notation)
    scores 40 -20         (after a finished deal: replay checks them)
Bytes (for saves): version, game, first dealer, options, seed, then a token a deal and a byte a move.
"""

from engine import games
from engine.cards import card_name, parse_card

VERSION = 1
_DEAL = 0xF0  # | 1: an explicit deck follows; | 2: a new seed follows
_BIG_MOVE = 0xFF  # a move >= 0xF0 follows in two bytes


def value_text(v):
    if v is None:
        return "null"
    if v is True or v is False:
        return "true" if v else "false"
    return str(v)


def parse_value(t):
    if t in ("null", "true", "false"):
        return {"null": None, "true": True, "false": False}[t]
    if t.lstrip("-").isdigit():
        return int(t)
    return t


def to_text(game):
    opts = " ".join("%s=%s" % (k, value_text(game.options[k])) for k in sorted(game.options))
    lines = ["game " + game.name, "options " + opts, "dealer %d" % game.first_dealer, "seed %d" % game.seed]
    last = len(game.history) - 1
    for i, (deck, seed, moves, _) in enumerate(game.history):
        line = "deal"
        if seed is not None:
            line += " seed %d" % seed
        if deck is not None:
            line += " " + " ".join(card_name(c) for c in deck)
        lines.append(line)
        for m in moves:
            lines.append(game.move_name(m))
        if i < last or game.phase in ("deal_over", "game_over"):
            lines.append("scores %d %d" % tuple(scores_after_deal(game, i)))
    return "\n".join(lines) + "\n"


def scores_after_deal(game, i):
    """Totals at the end of deal i (0-based): the start of the next deal, or now for the last one."""
    if i + 1 < len(game.history):
        return game.history[i + 1][3]
    return game.scores


def from_text(text):
    """Replay a text record; ValueError naming the line for anything malformed or illegal."""
    header = {"options": {}, "dealer": 1, "seed": 0}
    game = None
    for n, raw in enumerate(text.split("\n")):
        line = raw.split("#")[0].strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        try:
            if game is None and word in ("game", "options", "dealer", "seed"):
                read_header(header, word, rest.split())
            elif word == "deal":
                game = start_deal(game, header, rest.split())
            elif game is None:
                raise ValueError("a move before the first deal")
            elif word == "scores":
                want = [int(t) for t in rest.split()]
                if want != game.scores or game.phase not in ("deal_over", "game_over"):
                    raise ValueError("scores %s do not match the replay (%s, %s)" % (want, game.scores, game.phase))
            else:
                game.move(game.parse_move(line))
        except ValueError as e:
            raise ValueError("record line %d: %s" % (n + 1, e))
    if game is None:
        raise ValueError("the record has no deal")
    return game


def read_header(header, word, args):
    if word == "game" and len(args) == 1:
        header["game"] = args[0]
    elif word == "options":
        for a in args:
            k, eq, v = a.partition("=")
            if not eq:
                raise ValueError("an option is name=value: %r" % a)
            header["options"][k] = parse_value(v)
    elif word in ("dealer", "seed") and len(args) == 1 and args[0].lstrip("-").isdigit():
        header[word] = int(args[0])
    else:
        raise ValueError("bad %s line" % word)


def start_deal(game, header, args):
    seed = None
    if args[:1] == ["seed"]:
        if len(args) < 2 or not args[1].lstrip("-").isdigit():
            raise ValueError("deal seed needs an integer")
        seed = int(args[1])
        args = args[2:]
    deck = [parse_card(t) for t in args] if args else None
    if game is None:
        if "game" not in header:
            raise ValueError("the record names no game")
        if seed is not None:
            header["seed"] = seed
        return games.new_game(header["game"], header["options"], header["dealer"], header["seed"], deck)
    game.next_deal(deck, seed)
    return game


# ----- bytes -----
def put_varint(out, n):
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


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


def option_code(game, name, value):
    """A number for an option's value: the integer itself (null as 0), else the index of the choice."""
    allowed = games.OPTION_VALUES[(game, name)]
    if games.POSITIVE in allowed:
        return 0 if value is None else value
    for i, a in enumerate(allowed):
        if a == value and type(a) is type(value):
            return i
    raise ValueError("bad value for option %s" % name)


def option_from_code(game, name, code):
    allowed = games.OPTION_VALUES[(game, name)]
    if games.POSITIVE in allowed:
        if allowed[0] is None and code == 0:
            return None
        return code
    if code >= len(allowed):
        raise ValueError("bad value for option %s" % name)
    return allowed[code]


def option_names(game):
    return sorted(k for (g, k) in games.OPTION_VALUES if g == game)


def to_bytes(game):
    out = bytearray([VERSION, games.NAMES.index(game.name), game.first_dealer])
    for name in option_names(game.name):
        v = game.options[name]
        put_varint(out, option_code(game.name, name, v))
    put_varint(out, zigzag(game.seed))
    for deck, seed, moves, _ in game.history:
        out.append(_DEAL | (1 if deck is not None else 0) | (2 if seed is not None else 0))
        if seed is not None:
            put_varint(out, zigzag(seed))
        if deck is not None:
            out.extend(bytes(deck))
        for m in moves:
            if m < _DEAL:
                out.append(m)
            else:
                out.append(_BIG_MOVE)
                out.append(m >> 8)
                out.append(m & 0xFF)
    return bytes(out)


def from_bytes(data):
    """Replay a binary record; ValueError for anything malformed, truncated or illegal."""
    if len(data) < 4 or data[0] != VERSION:
        raise ValueError("not a record of version %d" % VERSION)
    if data[1] >= len(games.NAMES) or data[2] > 1:
        raise ValueError("bad record header")
    name = games.NAMES[data[1]]
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
                size = games.DECK_SIZES[name]
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
