"""Computer players: `choose(view, level, seed) -> move int` for every game, from one seat's view only.

Levels: easy (plausible, beatable), normal (the device default), hard (the strongest the device affords) and
reference (desktop only: measures the others, gives hints in the simulator). Work is counted in search nodes and
samples, never in time, and every random choice comes from engine.rng.Rng(seed): the same view, level and seed
always give the same move. The view must carry `played` (the cards of the deal's completed tricks, in order).

Card play: Double Emperor is searched as it stands (perfect information); Maniller, Spades and Pinochle draw
layouts of the unseen cards consistent with the view (engine.belief) and search each (engine.search), adding up
the values of the moves. Each game's own decisions (Spades draw and bids, Pinochle melds and draws) live in
engine/players_<game>.py, imported only when that game is played.
"""

from engine.cards import parse_card
from engine.rng import Rng

LEVELS = ("easy", "normal", "hard", "reference")

# level -> (search nodes per decision, layouts drawn when cards are hidden, table bits)
BUDGET = {"easy": (250, 2, 7), "normal": (900, 4, 8), "hard": (2700, 6, 9), "reference": (80000, 24, 13)}
EXACT_AT = {"easy": 3, "normal": 5, "hard": 6, "reference": 13}  # solve to the end from this many cards a hand

KEEP = 128
DISCARD = 129
BID = 130
TAKE_STOCK = 144
TAKE_TRUMP = 145
TABLE = 64


def parse_move(text, game=None):
    """PROTOCOL.md move text -> move int (melds through the game's own parser)."""
    w = text.split()
    v = w[0]
    if v == "play":
        c = w[1]
        return parse_card(c[:-1]) | TABLE if c.endswith("*") else parse_card(c)
    if v == "keep":
        return KEEP
    if v == "discard":
        return DISCARD
    if v == "bid":
        return BID + int(w[1])
    if v == "take":
        return TAKE_STOCK if w[1] == "stock" else TAKE_TRUMP
    return game.parse_move(text)


def legal_moves(view, game=None):
    out = [parse_move(t, game) for t in view["legal"]]
    out.sort()
    return out


def _load(own):
    """Import the search and the game's player one module at a time, collecting in between: the device (and
    MicroPython in a small heap) compiles a module only with some heap free for a moment."""
    import gc
    import sys
    if "engine." + own in sys.modules:
        return
    for m in ("belief", "search_run", "search_gen", "search", own):
        gc.collect()
        __import__("engine." + m)
    gc.collect()


def choose(view, level, seed):
    if level not in BUDGET:
        raise ValueError("unknown level %r" % level)
    name = view["game"]
    _load({"spades": "players_spades", "pinochle": "players_pinochle"}.get(name, "players_tricks"))
    if name == "double_emperor":
        from engine.players_tricks import choose_de
        return choose_de(view, level, seed)
    if name == "maniller":
        from engine.players_tricks import choose_maniller
        return choose_maniller(view, level, seed)
    if name == "spades":
        from engine.players_spades import choose_spades
        return choose_spades(view, level, seed)
    if name == "pinochle":
        from engine.players_pinochle import choose_pinochle
        return choose_pinochle(view, level, seed)
    raise ValueError("no computer player for %r" % name)


# ----- the shared card play -----
def greedy_card(legal, lead, trump, power=None, pts=None):
    """Win the trick as cheaply as possible, else throw the lowest card (leading: the lowest card)."""
    def pw(c):
        return power[c & 15] if power else c & 15

    if lead >= 0:
        best = -1
        for c in legal:
            win = (c >> 4 == lead >> 4 and pw(c) > pw(lead)) or (c >> 4 != lead >> 4 and c >> 4 == trump)
            if win:
                if best < 0 or (c >> 4 != trump) > (best >> 4 != trump) or \
                        ((c >> 4 == trump) == (best >> 4 == trump) and pw(c) < pw(best)):
                    best = c
        if best >= 0:
            return best
    low = legal[0]
    for c in legal:
        kc = ((pts[c & 15] if pts else 0), c >> 4 == trump, pw(c), c)
        kl = ((pts[low & 15] if pts else 0), low >> 4 == trump, pw(low), low)
        if kc < kl:
            low = c
    return low


def search_play(level, rng, rules, mine, me, leader, lead, tme, legal, opp=None, belief=None, broken=False,
                to_internal=None, from_internal=None, scale=100):
    """The card to play: values of the legal cards summed over layouts (one if `opp` is the opponent's known
    hand), each searched as deep as the level's node budget allows, exactly when the hands are small."""
    if len(legal) == 1:
        return legal[0]
    from engine.search import Search, EXACT  # only when searching: importing the players stays cheap
    nodes, samples, bits = BUDGET[level]
    nodes = nodes * scale // 100  # a game whose nodes cost more gets fewer (bench_players.py measures them)
    if opp is not None:
        samples = 1
    s = Search(rules, bits)
    total = {}
    for c in legal:
        total[c] = 0
    per = nodes // samples
    left_me = len(mine)
    exact_at = EXACT_AT[level]
    got = 0
    for _ in range(samples):
        o = opp if opp is not None else belief.sample(rng)
        hands = [None, None]
        hands[me] = mine
        hands[1 - me] = o
        if to_internal is not None:
            hands = to_internal(hands)
        s.setup(hands, me, leader, lead, tme, broken)
        start = s.nodes
        tricks = s.tricks_left
        vals = None
        done = False
        if left_me <= exact_at:
            if opp is not None:
                # perfect information: the best move of one search, not the value of every move
                m = s.best(EXACT, start + per * 3 // 4)
                s.aborted = False
                if m >= 0:
                    return from_internal(m) if from_internal is not None else m
            else:
                vals = s.values(EXACT, start + per * 3 // 4)
                s.aborted = False
                done = vals is not None
        d = 1
        while not done:  # iterative deepening, a trick deeper each time, to the end or the budget
            dd = EXACT if d >= tricks else d
            v = s.values(dd, start + per)
            s.aborted = False
            if v is None:
                break
            vals = v
            done = dd == EXACT
            d += 1
        if vals is None:
            continue
        got += 1
        # every legal card takes the value of its class: the lowest representative at or above it in its suit
        reps = sorted(vals)
        for c in legal:
            best = None
            for rp in reps:
                rc = from_internal(rp) if from_internal is not None else rp
                if rc >> 4 == c >> 4 and (rc & 15) >= (c & 15) and (best is None or (rc & 15) < (best[0] & 15)):
                    best = (rc, vals[rp])
            total[c] += best[1] if best is not None else -999
    if got == 0:
        return None
    best = legal[0]
    for c in legal:  # highest total; of equal totals the lowest card (legal is sorted)
        if total[c] > total[best] or (total[c] == total[best] and (c & 15) < (best & 15)):
            best = c
    return best
