"""Score sheets: rows of (label, first column, second column) texts, worked out from the game's state.

Loaded for the moment a sheet is worked out (cardtable.app.App.show_sheet)."""


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
    """(title, rows, footer) for the score sheet of game g seen from seat `me`."""
    s = g.state()
    a, b = me, 1 - me
    rows = [("", names[a], names[b])]
    name = s["game"]
    over = s["phase"] in ("deal_over", "game_over")
    if name == "spades":
        _pair(rows, "Bid", s.get("bids"), a, b, _bid)
    _pair(rows, "Tricks", s["tricks"], a, b)
    if name == "double_emperor":
        _pair(rows, "Card pts", s.get("taken"), a, b)
    elif name == "pinochle":
        _pair(rows, "Melds", s.get("meld_points"), a, b)
        _pair(rows, "Counters", s.get("taken"), a, b)
    _pair(rows, "This deal", s["deal_scores"], a, b)
    if name == "spades":
        _pair(rows, "Bags", s.get("bags"), a, b)
    _pair(rows, "Total", s["scores"], a, b)
    opts = g.options
    if opts.get("deals"):
        goal = "Deal %d of %d" % (s["deal"], opts["deals"])
    else:
        goal = "Deal %d, target %d" % (s["deal"], opts.get("target", 0))
    if s["phase"] == "game_over":
        w = s["winner"]
        title = "%s win!" % names[w] if names[w] == "You" else "%s wins" % names[w]
        foot = "A: back to the menu"
    elif over:
        title = "Deal %d over" % s["deal"]
        foot = "A: next deal"
    else:
        title = "Score sheet"
        foot = "any key: back"
    return title, rows, goal + "\n" + foot

