"""Two-handed Spades: card play by sampling the unseen cards and searching (engine.search.play) with the deal's
score as the value (an end of the deal that ends the game by who wins it: engine.players.to_target), a position
searched no further valued by a learned table (engine.players.spades_estimate).
The draw, and the card play of a Nil bidder who has won no trick yet, are by rule (engine.players.spades_nil,
loaded by the first of those decisions); the bid is engine.players.spades_bid (loaded by the first bid). A Nil
bidder's opponent searches as usual, and a set Nil is worth 200 to it in the deal's score."""

from engine.search.play import search_play
from engine.search.belief import Belief, trick_players
from engine.search.top_estimate import top_estimate
from engine.players.spades_estimate import EST
from engine.search.alphabeta import Rules, OFF
from engine.core.moves import BID_PHASE, DRAW
from engine.core.rng import Rng
from engine.players import BUDGET, EXACT_AT, game_result, to_target
from engine.rules.spades import Spades, SPADES, deal_score

TABLES = ("engine.players.spades_estimate",)   # its learned table: loaded with the player, kept for the game

BAG_COST = 1  # points a bag is reckoned to cost in later deals (they come back as penalties)
# per level: layouts searched per card and the share (%) of the level's nodes (engine.players.BUDGET), the nodes
# pooled over the layouts (engine.search.play): many layouts, each searched less deep, played better than the
# level's default few (docs/players.md)
PLAY = {"normal": (12, 100), "hard": (18, 100)}
DECK = bytes(s << 4 | r for s in range(4) for r in range(2, 15))
GOOD_WEIGHT = 12  # thirds: a spade or honour (Q, K, A) is 4 times as likely in the opponent's hand as a low card


class DrawnBelief(Belief):
    """Layouts as a seat drawing for tricks would hold them: of the cards this seat has not seen, spades and
    honours are likelier in the opponent's hand (kept when on top, and kept when taken blind) than low cards
    (GOOD_WEIGHT: how much likelier was measured, docs/players.md). Made from a card decision's view (lead: the card led to the trick, or
    -1): what the seat has seen, the suits the opponent has shown void in, whether spades are broken
    (self.broken) and its own cards (self.mine)."""

    def __init__(self, view, lead):
        me = view["player"]
        mine = view["hand"]
        played = view["played"]
        voids = 0
        broken = False
        for leader, a, b, w in trick_players(played, 1 - view["dealer"], SPADES):
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
        seen = bytearray(mine)  # bytes: no list of up to 52 cards in the heap
        seen.extend(played)
        seen.extend(view["discards"])
        if lead >= 0:
            seen.append(lead)
        Belief.__init__(self, DECK, seen, view["opponent_cards"], voids)
        self.mine = mine
        self.broken = broken

    def sample(self, rng, known=()):
        pool = self.allowed[:]
        w = bytearray(pool)  # the weights (bytes: no list of ints in the heap while the search runs)
        for i in range(len(w)):
            c = w[i]
            w[i] = GOOD_WEIGHT if c >> 4 == SPADES or c & 15 >= 12 else 3
        tot = 0
        for x in w:
            tot += x
        out = list(known)
        n = len(pool)
        for _ in range(self.need):
            r = rng.below(tot)
            i = 0
            while r >= w[i]:
                r -= w[i]
                i += 1
            out.append(pool[i])
            tot -= w[i]
            n -= 1
            pool[i] = pool[n]
            w[i] = w[n]
        return out


def bid_score(bid, won, bags, nil_bags, bag_cost=BAG_COST):
    """A player's deal score as the rules count it (engine.rules.spades, under the game's nil_bags option), the bag
    penalty included, less `bag_cost` for every bag (they come back as penalties in later deals; tools/reference.py
    counts none)."""
    pts, added = deal_score(bid, won, bags, nil_bags)
    return pts - added * bag_cost


def spades_rules(view, learned=True, bag_cost=BAG_COST):
    """The search's rules for a card decision of the view's seat: spades trumps, not led until broken, the value my
    deal score less the other's by the tricks I end the deal with (bid_score, a bag costing `bag_cost`; an end that
    ends the game as a win or a loss: engine.players.to_target), a position searched no further valued by the
    learned table (`learned` False: by the plain estimate)."""
    me = view["player"]
    bids = view["bids"]
    bags = view["bags"]
    nil = view["options"]["nil_bags"]
    final = []
    results = []
    for t in range(14):
        mine, my_bags = deal_score(bids[me], t, bags[me], nil)
        theirs, their_bags = deal_score(bids[1 - me], 13 - t, bags[1 - me], nil)
        final.append(mine - theirs - (my_bags - their_bags) * bag_cost)  # (bid_score's, each scored once)
        results.append(game_result(view, mine, theirs, Spades.ends))
    to_target(final, results, view, OFF - 1)  # (the search's table holds values within -OFF..OFF-1)
    return Rules(trump=SPADES, final=final, trump_lead=True, est=top_estimate if learned else None, table=EST)


def choose_spades(view, level, seed, learned=True):
    """Spades' draw, bid or card; `learned` False values a position searched no further by the plain estimate, not
    by the learned table (as the deals it was learned from were played: tools/fit_estimate.py)."""
    rng = Rng(seed)
    phase = view["phase"]
    if phase == BID_PHASE:
        from engine.players.spades_bid import choose_bid
        return choose_bid(view, level, rng)
    if phase == DRAW:
        from engine.players.spades_nil import choose_draw
        return choose_draw(view, level)
    legal = view["legal"]
    me = view["player"]
    trick = view["trick"]
    lead = trick[0] if trick else -1
    if level == "easy":
        from engine.players.greedy import easy_card
        return easy_card(rng, legal, lead, SPADES)
    belief = DrawnBelief(view, lead)
    mine = belief.mine
    broken = belief.broken
    tme = view["tricks"][me]
    if view["bids"][me] == 0 and tme == 0:
        from engine.players.spades_nil import nil_card
        m = nil_card(legal, lead, mine, belief.unseen)
        if m is not None:
            return m
    rules = spades_rules(view, learned)
    layouts, scale = PLAY.get(level, (0, 70))
    m = search_play(BUDGET[level], EXACT_AT[level], rng, rules, mine, me, view["leader"], lead, tme, legal, belief,
                    broken, scale=scale, samples=layouts, pool=True)
    if m is not None:
        return m
    from engine.players.greedy import greedy_card  # not loaded unless needed
    return greedy_card(legal, lead, SPADES)
