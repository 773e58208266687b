"""Cards as small ints: suit * 16 + rank, suits S H D C = 0..3, ranks 2..14 (T=10, J=11, Q=12, K=13, A=14).

A Pinochle card on its owner's table is written with a trailing '*' in moves; in move ints it is card | TABLE.
"""

SUITS = "SHDC"
RANK_CHARS = "??23456789TJQKA"
TABLE = 64
TEN, JACK, QUEEN, KING, ACE = 10, 11, 12, 13, 14


def card_name(c):
    return RANK_CHARS[c & 15] + SUITS[(c >> 4) & 3]


def parse_card(text):
    """'as', '10h', 'TH' -> card int; ValueError for anything else."""
    if len(text) == 2:  # a card's own name ('TH', as the views write it): read without a new string
        r = RANK_CHARS.find(text[0])
        s = SUITS.find(text[1])
        if r > 1 and s >= 0:
            return s * 16 + r
    t = text.strip().upper()
    if t.startswith("10"):
        t = "T" + t[2:]
    if len(t) != 2 or RANK_CHARS.find(t[0]) < 2 or t[1] not in SUITS:
        raise ValueError("not a card: %r" % text)
    return SUITS.index(t[1]) * 16 + RANK_CHARS.index(t[0])


def name_order(c):
    """A sort key that orders cards as their names sort (PROTOCOL.md's plain string order), with no string made."""
    return ord(RANK_CHARS[c & 15]) * 256 + ord(SUITS[(c >> 4) & 3])


def deck_of(ranks, copies=1):
    """Every card of the given ranks in every suit, suit-major, each `copies` times."""
    out = [0] * (4 * len(ranks) * copies)  # one block of heap, not a list grown (and moved) as it fills
    i = 0
    for s in range(4):
        for r in ranks:
            for _ in range(copies):
                out[i] = s * 16 + r
                i += 1
    return out


def sort_hand(hand, power):
    """Sort in place by suit S H D C, then by the game's power (a table indexed by rank), high to low."""
    hand.sort(key=lambda c: (c & 0x30) * 16 + 15 - power[c & 15])


def names(cards):
    out = [None] * len(cards)  # one block of heap, not a list grown (and moved) as it fills
    for i in range(len(cards)):
        out[i] = card_name(cards[i])
    return out
