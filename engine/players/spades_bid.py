"""Two-handed Spades: the bid from an estimate of the hand's tricks and of a Nil's chance
(engine.players.spades_eval) (modules of their own: MicroPython compiles small files in less heap): `hard`
counts the tricks by the search's learned table, the other levels by the quick count; lowered to the least bid
that wins the game whenever it is made (enough)."""

from engine.core.moves import BID
from engine.players import game_result
from engine.players.spades_eval import evaluate
from engine.rules.spades import Spades, deal_score

SAMPLES = {"easy": 6, "normal": 32, "hard": 48, "reference": 96}  # opponent hands drawn for the bid
# a level's bid: (this + 73 * tenths of the count) // 1000
BID_AT = {"easy": 770, "normal": 1200, "reference": 1200}
# hard: the tricks expected (thousandths) are TABLE_LEADS + TABLE_SLOPE * t on lead, TABLE_FOLLOWS - TABLE_SLOPE * t
# following, t the learned table's eighths for the seat on lead: a line fitted by tools/fit_bid.py to the tricks
# taken in deals between normal players (it tells the tricks better than the quick count: docs/players.md)
TABLE_LEADS = 5438
TABLE_FOLLOWS = 7586
TABLE_SLOPE = 110
# Bid this much below the tricks expected (thousandths): a lower bid is made more often, but the higher one wins
# the deal when both are made; of the margins tried this one did best in whole games (docs/players.md)
TABLE_BELOW = 500
NIL_FACING = 8  # the least bid against a Nil (of 0, 8 and 9 the best, counting its bags at 10 points)
# % of those hands a Nil must survive. The test is strict (the opponent would have to know our hand) and yet about
# right: from this band up, the Nils bid are made most of the time and each scores more than the bid it replaces
# (docs/players.md, band by band)
NIL_MIN = 60


def choose_bid(view, level, rng):
    hand = view["hand"]
    gone = view["discards"]
    n = SAMPLES[level]
    leads = view["player"] != view["dealer"] if level == "hard" else None
    e, t, nil = evaluate(hand, gone, rng, n, leads)
    if nil >= NIL_MIN - 15 and level != "easy":
        # near the line: three times the hands, so that a few lucky ones do not make a Nil
        nil = (nil + 3 * evaluate(hand, gone, rng, 3 * n)[2]) // 4
        if nil >= NIL_MIN:
            return BID
    if level == "hard":
        mine = TABLE_LEADS + TABLE_SLOPE * t if leads else TABLE_FOLLOWS - TABLE_SLOPE * t
        b = (mine - TABLE_BELOW) // 1000
    else:
        # the tricks won in self-play follow the count as about 1.8 + 0.73 of it: BID_AT bids a little below
        # (normal 0.6 of a trick: a lower bid is made more often, the higher wins when both are made)
        b = (BID_AT[level] + 73 * e) // 1000
    if view["bids"][1 - view["player"]] == 0 and b < NIL_FACING:
        b = NIL_FACING  # a Nil bidder ducks every trick it can: its opponent wins most
    return enough(view, BID + (1 if b < 1 else 13 if b > 13 else b))


def enough(view, bid):
    """The least bid up to `bid` that wins the game whenever it is made, whatever the other has bid or bids (every
    bid of theirs tried until they have bid): the game is played to its target, and a lower bid is made more
    often. A Nil, or a bid no lower one can replace, stays."""
    n = bid - BID
    if n <= 1:
        return bid
    me = view["player"]
    bags = view["bags"]
    nil = view["options"]["nil_bags"]
    # the most a lower bid can score against the least the other can (a bid of 13 without a trick): if that does
    # not win the game, no lower bid does, and nothing is tried
    most = max(deal_score(n - 1, t, bags[me], nil)[0] for t in range(14))
    if game_result(view, most, deal_score(13, 0, 0, nil)[0], Spades.ends) != 1:
        return bid
    theirs = view["bids"][1 - me]
    for low in range(1, n):
        wins = True
        for t in range(low, 14):
            mine = deal_score(low, t, bags[me], nil)[0]
            for other in (theirs,) if theirs is not None else range(14):
                if game_result(view, mine, deal_score(other, 13 - t, bags[1 - me], nil)[0], Spades.ends) != 1:
                    wins = False
                    break
            if not wins:
                break
        if wins:
            return BID + low
    return bid
