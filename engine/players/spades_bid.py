"""Two-handed Spades: the bid from an estimate of the hand's tricks and of a Nil's chance
(engine.players.spades_eval) (modules of their own: MicroPython compiles small files in less heap): `hard`
counts the tricks by the search's learned table, the other levels by the quick count."""

from engine.core.moves import BID
from engine.players.spades_eval import evaluate

SAMPLES = {"easy": 6, "normal": 32, "hard": 48, "reference": 96}  # opponent hands drawn for the bid
# a level's bid: (this + 73 * tenths of the count) // 1000
BID_AT = {"easy": 770, "normal": 1200, "reference": 1200}
# hard: the tricks expected (thousandths) are TABLE_LEADS + TABLE_SLOPE * t on lead, TABLE_FOLLOWS - TABLE_SLOPE * t
# following, t the learned table's eighths for the seat on lead; fitted by tools/fit_bid.py to the tricks taken in
# 8000 deals between normal players: off by 1.16 tricks (rms), where the count is off by 1.27
TABLE_LEADS = 5438
TABLE_FOLLOWS = 7586
TABLE_SLOPE = 110
# Bid this much below the tricks expected (thousandths): against hard bidding by the count (2000 pairs), 300 won
# 52.1% of deals and -1.1 points a deal, 500 51.5% and +1.0, 700 50.6% and +2.4, 900 49.2% and +3.2 (the higher
# bid wins the deal when both are made, the lower is made more often); against normal, 500 won 60.6% of 800 games,
# 700 59.5%, 900 55.9%.
TABLE_BELOW = 500
NIL_FACING = 8  # the least bid against a Nil (of 0, 8 and 9 the best, counting its bags at 10 points)
# % of those hands a Nil must survive. The test is strict (the opponent would have to know our hand) and yet about
# right. In 2500 deals, each seat in turn drawing low cards (arena's nilseek), every hand with a test of 25% or more
# was bid Nil and played out twice by normal; the Nils were made, by the test's band: 25-30% 26%, 30-40% 35%, 40-50%
# 54%, 50-60% 60%, 60-70% 62%, 70-80% 80%, 80% and up 93%; against normal's bid of the same hand the Nil scored -44
# points a hand at 30-40%, -4 at 40-50%, +8 at 50-60% and +12 at 60-70%. From 60%, then: the Nils bid are made about
# 80% of the time, and each scores more than the bid it replaces. (The hands the normal draw makes almost never
# pass: 1 in 6000 reaches 55%.)
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
        # tricks won in self-play are about 1.8 + 0.73 of the count: bid 0.6 of a trick below that (0.8 and 0.6
        # both beat 1 in whole games, bags and all; 0.8 makes more bids). Normal bid 0.8 below until its play got
        # stronger (12 pooled layouts): against reference, 0.6 won 46.0% of 2000 deals where 0.8 won 44.9% (the
        # same deals; fewer bids made, 81.5% against 85.3%, but when both sides make theirs the higher bid wins)
        b = (BID_AT[level] + 73 * e) // 1000
    if view["bids"][1 - view["player"]] == 0 and b < NIL_FACING:
        b = NIL_FACING  # a Nil bidder ducks every trick it can: its opponent wins most
    return BID + (1 if b < 1 else 13 if b > 13 else b)
