"""A game's options as the desktop's tools take them (tools/play.py, tools/arena.py, tools/exact_check.py):
`--option NAME=VALUE`, repeatable, the value read as PROTOCOL.md writes it (true, false, null, an integer, else
the text). engine.games checks them against the game's registry entry."""

from engine import games


def option_value(text):
    low = text.strip().lower()
    if low in ("true", "false"):
        return low == "true"
    if low in ("null", "none"):
        return None
    try:
        return int(low)
    except ValueError:
        return text.strip()


def add_option_argument(ap):
    """The --option argument, on argparse parser `ap`."""
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                    help="a game option (repeatable; the others at their defaults)")


def checked_options(ap, game, pairs):
    """The options `pairs` (--option's) give, checked against `game`'s (engine.games): ap.error names a bad one."""
    try:
        options = parse_options(pairs)
        games.check_options(game, options)
    except ValueError as e:
        ap.error(str(e))
    return options


def parse_options(pairs):
    """{name: value} of the NAME=VALUE strings `pairs`; ValueError for one without '='."""
    options = {}
    for o in pairs:
        if "=" not in o:
            raise ValueError("--option needs NAME=VALUE, not %r" % o)
        k, val = o.split("=", 1)
        options[k.strip()] = option_value(val)
    return options
