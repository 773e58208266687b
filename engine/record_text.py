"""Game records as text, one item a line (`#` starts a comment): for golden records, bug reports and tools.

    game spades
    options nil_bags=false target=300
    dealer 1
    seed 42
    deal                  (dealt by the generator; `deal seed N` reseeds it; `deal AS KS ...` names the deck)
    keep                  (moves in PROTOCOL.md notation)
    scores 40 -20         (after a finished deal: replay checks them)
"""

from engine import games
from engine.core.cards import card_name, parse_card
from engine.record import deals


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
    every = deals(game)
    last = len(every) - 1
    for i, (deck, seed, moves) in enumerate(every):
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
    if 2 * i + 2 < len(game.starts):
        return list(game.starts[2 * i + 2:2 * i + 4])
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


