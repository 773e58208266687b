"""Score sheets: rows of (label, first column, second column) texts, worked out from the game.

The points come from the game's own rules (engine: score_parts), so that the rows above "This deal" add up to it.
Loaded for the moment a sheet is worked out (cardtable.table.flow.show_sheet), with engine.core.deals."""
from engine.core.deals import deal_number
from engine.core.moves import DEAL_OVER, GAME_OVER
from engine.rules.registry import entry

ROWS = 8   # lines on a panel above a one-line footer (cardtable.device.view)


def _row(rows, label, pair, a, b):
    rows.append((label, str(pair[a]), str(pair[b])))


def _bid(bid, won):
    return "%s/%d" % ("-" if bid is None else ("Nil" if bid == 0 else str(bid)), won)


def sheet(g, names, me):
    """(title, rows, footer) for the score sheet of game g seen from seat `me` (read from the game itself, as its
    state would give them: no state dict, no card names)."""
    a, b = me, 1 - me
    rows = [("", names[a], names[b])]
    e = entry(g.NAME)   # its rows: bids, what its tricks count before the deal's end (at the end: a deal part), bags
    phase = g.phase
    over = phase == DEAL_OVER or phase == GAME_OVER
    parts = g.score_parts()
    if e.bids:
        rows.append(("Bid/won", _bid(g.bids[a], g.tricks[a]), _bid(g.bids[b], g.tricks[b])))
    else:
        for p in parts:
            if p[0] == "Tricks":   # the rules score the tricks as such: that part of the deal is their row
                break
        else:
            _row(rows, "Tricks", g.tricks, a, b)
    if not over and e.taken:
        _row(rows, e.taken, g.taken, a, b)
    for p in parts:
        if p[1] or p[2]:
            rows.append((p[0], str(p[1 + a]), str(p[1 + b])))
    _row(rows, "This deal", g.deal_scores, a, b)
    if e.bags and len(rows) < ROWS - 1:   # (the bags carried give way to a ninth row)
        _row(rows, "Bags", g.bags, a, b)
    _row(rows, "Total", g.scores, a, b)
    opts = g.options
    if opts.get("deals"):
        deal, goal = "Deal %d of %d" % (g.deal, opts["deals"]), ""
    else:
        deal, goal = "Deal %d" % g.deal, ", target %d" % opts.get("target", 0)
    if phase == GAME_OVER:
        w = g.winner
        title = "%s win!" % names[w] if names[w] == "You" else "%s wins" % names[w]
        foot = "A: to the menu"
    elif over:
        title = deal + " over" + goal
        foot = "A: next deal"
    else:
        title = deal + goal
        foot = "Any key: back"
    n = deal_number(g)
    return title, rows, foot if n is None else "No. %d  %s" % (n, foot)
