"""What the table draws, worked out from the game at a change (functions of a cardtable.table.table.Table): loaded by the
table when it refreshes, dropped while the computer chooses (its heap is the search's meanwhile)."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.app import use
from engine.core.cards import card_name, sort_hand

# cardtable.table.table's states
_HOLD = const(2)
_SWEEP = const(3)
_HANDOFF = const(5)
# engine.core.moves and engine.core.cards (tests/test_app_flow.py checks them against the engine's)
_BID = const(130)
_MELD = const(256)
_TABLE = const(64)


def _sorted(g, cards):
    """Cards (ints) in a hand's order, as the game's views list them (engine.core.notation sorted_names)."""
    out = list(cards)
    sort_hand(out, g.POWER)
    return out


def _on_table(g, p):
    """Pinochle: the cards player p has on the table (engine.rules.pinochle's tab: (card, ...) entries), in the order of
    their names, as the views list them."""
    out = [e[0] for e in g.tab[p]]
    out.sort(key=card_name)
    return out



def refresh(t):
    """Work out the description of the table from the game (on a change, not every frame). Read from the
    game itself, not from a view (g.view(me) writes every card's name: a few K of heap at every change);
    the same cards in the same order as the seat's view (engine.core.notation) gives them."""
    g = t.g
    me = t.me
    opp = 1 - me
    name = t.name
    pin = name == "pinochle"
    t.discards = g.discards[me] if name == "spades" else None   # the Spades discards (card ints)
    t.phase = g.phase
    was = t.turn
    t.turn = g.to_move == me and t.seats[me] is None and t.state != _HANDOFF
    t.legal = g.legal() if g.to_move is not None else []
    hand = _sorted(g, g.hands[me])
    t.table_from = len(hand)
    if pin:   # Pinochle: the cards on one's table after the hand, by name as the view lists them
        hand.extend(_on_table(g, me))
    t.hand = hand
    if t.queued >= 0:   # a card chosen ahead stays under the cursor as the hand changes
        t.sel = place_of(t, t.queued)
    if t.sel >= len(hand):
        t.sel = len(hand) - 1
    if t.sel < 0:
        t.sel = 0
    # the cursor is on the cards whenever cards are played and the hand is a human's: also while the computer
    # thinks, when a card may be chosen ahead (cardtable.table.keys)
    t.cards_turn = t.seats[me] is None and t.state != _HANDOFF and (t.phase == "play" or t.phase == "meld")
    if t.cards_turn and t.turn:
        t.playable = [move_for(t, i) >= 0 for i in range(len(hand))]
        if not was and hand and not t.playable[t.sel] and True in t.playable:
            t.sel = t.playable.index(True)   # a turn starts on a card that may be played
    else:
        t.playable = [True] * len(hand)
    t.opp_tint = pin
    if g.OPEN:   # both hands are open
        t.opp_face = _sorted(g, g.hands[opp])
    else:
        t.opp_face = _on_table(g, opp) if pin else []
    t.opp_backs = 0 if g.OPEN else len(g.hands[opp])
    t.trump = g.trump if pin else (0 if name == "spades" else -1)
    t.stock = -1
    t.trump_card = -1
    t.top = -1
    if pin:
        tc = g.trump_card
        t.stock = 48 - g.sp + (tc is not None)
        if tc is not None:
            t.trump_card = tc
    elif name == "spades" and g.phase == "draw":
        t.stock = 52 - 2 * (len(hand) + len(g.hands[opp]))
        if g.to_move == me:
            t.top = g.deck[g.stock_pos]
    before = t.options
    t.options = make_options(t)
    if t.choice >= len(t.options):
        t.choice = 0
    if t.phase == "bid" and t.options and t.options != before and _BID + 3 in t.options:
        t.choice = t.options.index(_BID + 3)   # a bid turn starts on 3, not on Nil
    t.marked = meld_marks(t)
    s = g.scores
    n = t.names
    t.score_text = "%s %d %s %d" % (n[me], s[me], n[opp], s[opp])
    t.info = use("cardtable.table.words").info_lines(t)
    if t.state != _HOLD and t.state != _SWEEP:
        set_center_trick(t)
    t.dirty = True

def set_center_trick(t):
    g = t.g
    if t.overlay == 1 and g.last_trick:
        t.center = list(g.last_trick)
        ld = t.lead if t.lead >= 0 else 1 - g.last_winner
        t.center_owner = [ld, 1 - ld]
    elif t.overlay == 2:
        t.center = list(t.discards or ())
        t.center_owner = []
    elif t.top >= 0:
        t.center = [t.top]
        t.center_owner = [t.me]
    else:
        t.center = list(g.trick)
        ld = g.leader if g.leader is not None else 0
        t.center_owner = [ld, 1 - ld][:len(t.center)]

def make_options(t):
    """The choices of a draw, bid or meld turn: move ints, or -1 for 'lead a card' in a meld turn."""
    if not t.turn:
        return []
    ph = t.phase
    if ph == "draw" or ph == "bid":
        return list(t.legal)
    if ph == "meld":
        out = [-1]
        out.extend(m for m in t.legal if m >= _MELD)
        return out
    return []

def meld_marks(t):
    """Which hand places belong to the meld being chosen (they are drawn raised)."""
    marks = [False] * len(t.hand)
    if not t.options or t.phase != "meld":
        return marks
    m = t.options[t.choice]
    if m < 0:
        return marks
    card_of = use("cardtable.table.words").card_of
    for w in t.g.move_name(m).split()[1:]:
        c = card_of(w)
        lo, hi = (t.table_from, len(t.hand)) if w.endswith("*") else (0, t.table_from)
        for i in range(lo, hi):
            if t.hand[i] == c and not marks[i]:
                marks[i] = True
                break
    return marks

def place_of(t, m):
    """The hand place of card move m (a table card | _TABLE after the hand's own), or -1."""
    lo, hi = (t.table_from, len(t.hand)) if m & _TABLE else (0, t.table_from)
    c = m & 63
    for i in range(lo, hi):
        if t.hand[i] == c:
            return i
    return -1


def card_move(t, i):
    """The card at hand place i as a move (its table copy | _TABLE), whether or not it may be played now."""
    return t.hand[i] | _TABLE if i >= t.table_from else t.hand[i]


def move_for(t, i):
    """The legal move that plays hand place i, or -1."""
    c = t.hand[i]
    if i >= t.table_from and c | _TABLE in t.legal:
        return c | _TABLE
    if c in t.legal:
        return c
    return -1

