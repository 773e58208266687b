"""Two-handed Spades: keep or discard and the bid from an estimate of the hand's tricks; card play by sampling
the unseen cards and searching (engine.search_play) with the deal's score as the value."""

from engine.belief import Belief, cards_of, trick_players
from engine.cards import deck_of
from engine.players import legal_moves, KEEP, DISCARD, BID
from engine.players_greedy import greedy_card
from engine.search_play import search_play
from engine.rng import Rng
from engine.search import Rules

SPADES = 0
BAG_COST = 2  # points a bag is reckoned to cost in later deals
# a card's chance to win a trick by how many higher cards of its suit are out (0, 1, 2), when guarded by
# enough lower cards of its suit and when not (tenths)
_GUARDED = (10, 6, 3)
_BARE = (10, 3, 1)


def suit_tricks(ranks, trump):
    """Tenths of a trick the cards of one suit (ranks, high to low) should win."""
    v = 0
    n = len(ranks)
    for i in range(n):
        h = 14 - ranks[i] - i  # higher cards held by others
        if h < 3:
            v += (_GUARDED if n > i + h else _BARE)[h]
        elif trump:
            v += 7 if i >= 3 else 4  # low trumps ruff, long trumps win late
    return v


def hand_tricks(hand):
    """Tenths of tricks the hand should win: honours, long spades, and ruffs of short suits with spare spades."""
    by = [[], [], [], []]
    for c in hand:
        by[c >> 4].append(c & 15)
    for r in by:
        r.sort(reverse=True)
    v = 0
    for s in (0, 1, 2, 3):
        v += suit_tricks(by[s], s == SPADES)
    spare = len(by[0]) - 2
    for s in (1, 2, 3):
        short = 2 - len(by[s])
        while short > 0 and spare > 0:
            v += 5
            spare -= 1
            short -= 1
    return v


def nil_ok(hand):
    """A hand to bid Nil with: no spade above 9, at most three spades, no ace or king without low cards."""
    by = [[], [], [], []]
    for c in hand:
        by[c >> 4].append(c & 15)
    if len(by[0]) > 3 or (by[0] and max(by[0]) > 9):
        return False
    for s in (1, 2, 3):
        r = by[s]
        low = 0
        for x in r:
            if x <= 7:
                low += 1
        for x in r:
            if x >= 13 and low < 3:
                return False
            if x >= 11 and low < 2:
                return False
    return True


def choose_bid(view, level):
    hand = cards_of(view["hand"])
    t = hand_tricks(hand)
    if nil_ok(hand) and t <= 15:
        return BID
    b = (t - 2) // 10
    if b < 1:
        b = 1
    if b > 13:
        b = 13
    return BID + b


def choose_draw(view, level, rng):
    """Keep spades and high cards: a kept card is traded for an unknown one, and spades and honours are what
    win tricks in a two-handed deal (it beat a rule keeping the card that adds most to an estimate of the hand's tricks)."""
    top = cards_of([view["top"]])[0]
    r = top & 15
    return KEEP if top >> 4 == SPADES or r >= 12 else DISCARD


def bid_score(bid, won, bags):
    """A player's deal score with the bag penalty if this deal's overtricks carry them to ten, and a small
    cost for every bag (they come back as penalties in later deals)."""
    if bid == 0:
        return 100 if won == 0 else -100
    if won < bid:
        return -10 * bid
    over = won - bid
    v = 10 * bid + over - over * BAG_COST
    if bags + over >= 10:
        v -= 100
    return v


def choose_spades(view, level, seed):
    rng = Rng(seed)
    phase = view["phase"]
    if phase == "draw":
        return choose_draw(view, level, rng)
    if phase == "bid":
        return choose_bid(view, level)
    legal = legal_moves(view)
    me = view["player"]
    trick = view["trick"]
    lead = cards_of(trick)[0] if trick else -1
    if level == "easy":
        if rng.below(100) < 20:
            return legal[rng.below(len(legal))]
        return greedy_card(legal, lead, SPADES)
    mine = cards_of(view["hand"])
    played = cards_of(view["played"])
    tricks = trick_players(played, 1 - view["dealer"], SPADES)
    voids = 0
    broken = False
    for leader, a, b, w in tricks:
        if leader == me:
            if a >> 4 != b >> 4:
                voids |= 1 << (a >> 4)
        elif a >> 4 == SPADES and not broken:
            voids |= 14  # led a spade before they were broken: held nothing else
        if a >> 4 == SPADES or b >> 4 == SPADES:
            broken = True
    if lead >= 0:
        if lead >> 4 == SPADES:
            if not broken and view["leader"] != me:
                voids |= 14
            broken = True
    seen = mine + played + cards_of(view["discards"]) + ([lead] if lead >= 0 else [])
    belief = Belief(deck_of(range(2, 15)), seen, view["opponent_cards"], voids)
    bids = view["bids"]
    bags = view["bags"]
    tme = view["tricks"][me]
    final = []
    for t in range(14):
        final.append(bid_score(bids[me], t, bags[me]) - bid_score(bids[1 - me], 13 - t, bags[1 - me]))
    rules = Rules(trump=SPADES, final=final, trump_lead=True)
    m = search_play(level, rng, rules, mine, me, view["leader"], lead, tme, legal, belief=belief, broken=broken,
                    scale=70)
    return m if m is not None else greedy_card(legal, lead, SPADES)
