"""Texts of the table: card names, meld names, the prompt and info lines.

A card is named by its rank and a suit mark, one of MARKS (characters the font lacks: the view draws each as its
suit's symbol, cardtable.device.view), so that the message line shows 10 and a heart where the card shows them."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from engine.core.moves import MELD_PHASE   # (the phases are str: a const() copy would be an object of its own)

# the engine's move ints (engine.core.moves; a card on its owner's table is card | TABLE, engine.core.cards), as constants
# here (tests/test_constants.py checks them against the engine's)
_KEEP = const(128)
_DISCARD = const(129)
_BID = const(130)
_TAKE_STOCK = const(144)
_TAKE_TRUMP = const(145)
_TABLE = const(64)
# cardtable.states' table state and overlay, as constants here too (checked alike)
_IDLE = const(0)
_OVERLAY_TRICK = const(1)
# engine.rules.pinochle_melds' meld kinds (meld_kind), as constants here too (checked alike)
_MARRIAGE = const(4)
_AROUND = const(8)
_PINOCHLE = const(12)
_DOUBLE = const(13)
_DIX = const(14)

SUITS = "SHDC"
MARKS = "\x01\x02\x03\x04"   # spades, hearts, diamonds, clubs on the message line
RANKS = "??23456789TJQKA"


def card_of(text):
    """'KH' or 'KH*' -> card int (the '*' is dropped)."""
    return SUITS.index(text[1]) * 16 + RANKS.index(text[0])


def meld_label(g, m):
    """'Royal marriage 40' for Pinochle's meld move m: its kind as the rules read it from the move
    (engine.rules.pinochle_melds, loaded with the game: imported here, so that no other game loads it), then the
    points it scores now."""
    from engine.rules.pinochle_melds import meld_kind, CARDS
    kind, code = meld_kind(m)
    if kind == _MARRIAGE:
        text = "Royal marriage" if code - kind == g.trump else "Marriage"
    elif kind == _AROUND:
        text = ("Jacks", "Queens", "Kings", "Aces")[(CARDS[code][0] & 15) - 11] + " around"
    elif kind == _PINOCHLE:
        text = "Pinochle"
    elif kind == _DOUBLE:
        text = "Double pinochle"
    elif kind == _DIX:
        text = "Dix"
    else:
        text = "Run"
    text = "%s %d" % (text, g.meld_points_of(m))
    # the first dix while the turned-up card is under the stock is exchanged for it (RULES.md 3)
    return text + ", swap trump" if kind == _DIX and g.original else text


def info_lines(t):
    """The lines beside the trick: whose column is whose, then this deal's tricks won and the game's own figure
    (its registry entry's status: Spades bids, Double Emperor card points, Pinochle meld points; Pinochle's phase 2
    a fourth line), read from the game."""
    g = t.g
    me, opp = t.me, 1 - t.me
    lines = [_line("", t.names[me], t.names[opp]), _line("Trk", g.tricks[me], g.tricks[opp])]
    e = t.entry
    if e.status:
        label, attr = e.status
        f = getattr(g, attr)
        lines.append(_line(label, bid_text(f[me]), bid_text(f[opp])) if e.bids else _line(label, f[me], f[opp]))
    if e.stock_out and t.stock == 0:
        lines.append(e.stock_out)
    return lines


def _line(label, a, b):
    """A row of the lines beside the trick: its label, then the human's figure and the other's, under their names."""
    return "%-3s%4s%4s" % (label, a, b)


def option_text(t, m):
    if m < 0:
        return "Lead, no meld"
    if m == _KEEP:
        return "Keep"
    if m == _DISCARD:
        return "Discard"
    if m == _TAKE_STOCK:
        return "Take stock card"
    if m == _TAKE_TRUMP:
        return "Take trump card"
    if _BID <= m < _BID + 14:
        return "Bid Nil" if m == _BID else "Bid %d" % (m - _BID)
    return meld_label(t.g, m)


def prompt(t):
    """The message line: what an overlay shows, a choice being made (unless the message answers the last key: a
    hint, an undo), else the last message; in pass and play, at a player's turn, whose turn it is."""
    if t.overlay:   # (said here, not kept as the message: it goes with the overlay)
        return "Last trick" if t.overlay == _OVERLAY_TRICK else "Your discards"
    text = t.msg
    if t.options and t.state == _IDLE and not t.said:
        n = len(t.options)
        text = option_text(t, t.options[t.choice])
        if n > 1 and t.phase == MELD_PHASE:   # melds go by UP/DOWN (LEFT/RIGHT choose the card to lead)
            text = "Up/Dn: " + text
        elif n > 1:
            text = "< %s >" % text
        if t.pnp and t.turn and len(text) < 23:
            text = t.names[t.me] + " " + text
    elif t.pnp and t.turn and t.state == _IDLE and (not text or text[:2] in t.names or text[:4] == "Deal"):
        text = t.names[t.me] + "'s turn"   # (over a move, a trick's winner, 'P1: ...', or the deal's start)
    return text


def bid_text(b):
    return "-" if b is None else ("Nil" if b == 0 else str(b))


def card_text(c):
    """'10' and the heart's mark for the ten of hearts (engine.core.cards: suit * 16 + rank)."""
    return ("10" if c & 15 == 10 else RANKS[c & 15]) + MARKS[(c >> 4) & 3]


def move_text(t, m):
    """A move as the message line says it: a card (card_text), a card 'from table', 'Keep', 'Bid 3', 'Marriage
    20'... (call it before the move is made: a meld's points are worked out from the game as it stands)."""
    if m < _KEEP:
        text = card_text(m & 63)
        return text + " from table" if m & _TABLE else text
    return option_text(t, m)
