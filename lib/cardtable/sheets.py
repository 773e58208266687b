"""Score sheets: rows of (label, first column, second column) texts, worked out from the game.

Loaded for the moment a sheet is worked out (cardtable.flow.show_sheet)."""


def _pair(rows, label, pair, a, b, fmt=None):
    if pair is None:
        return
    x, y = pair[a], pair[b]
    if fmt:
        x, y = fmt(x), fmt(y)
    rows.append((label, str(x), str(y)))


def _bid(b):
    return "-" if b is None else ("Nil" if b == 0 else b)


def sheet(g, names, me):
    """(title, rows, footer) for the score sheet of game g seen from seat `me` (read from the game itself, as its
    state would give them: no state dict, no card names)."""
    a, b = me, 1 - me
    rows = [("", names[a], names[b])]
    name = g.NAME
    phase = g.phase
    over = phase in ("deal_over", "game_over")
    if name == "spades":
        _pair(rows, "Bid", g.bids, a, b, _bid)
    _pair(rows, "Tricks", g.tricks, a, b)
    if name == "double_emperor":
        _pair(rows, "Card pts", g.taken, a, b)
    elif name == "pinochle":
        _pair(rows, "Melds", g.meld_points, a, b)
        _pair(rows, "Counters", g.taken, a, b)
    _pair(rows, "This deal", g.deal_scores, a, b)
    if name == "spades":
        _pair(rows, "Bags", g.bags, a, b)
    _pair(rows, "Total", g.scores, a, b)
    opts = g.options
    if opts.get("deals"):
        goal = "Deal %d of %d" % (g.deal, opts["deals"])
    else:
        goal = "Deal %d, target %d" % (g.deal, opts.get("target", 0))
    if phase == "game_over":
        w = g.winner
        title = "%s win!" % names[w] if names[w] == "You" else "%s wins" % names[w]
        foot = "A: back to the menu"
    elif over:
        title = "Deal %d over" % g.deal
        foot = "A: next deal"
    else:
        title = "Score sheet"
        foot = "any key: back"
    return title, rows, goal + "\n" + foot
