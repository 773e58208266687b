"""Opening a game at the table: a new one with the setup's choices, or the saved one (Continue).

Called by cardtable.app at the tick that opens the table (no frame of the menus' code is left then), with the
menus' modules forgotten: the game is made (a saved one replayed by engine.record) before the table's modules
are loaded, engine.record then forgotten (cardtable.resident), and this module once the table is shown: the saves
add the deals to the record's start kept here.
"""
from cardtable.resident import load
from cardtable.states import AT_TABLE, HANDOFF
from cardtable.table.words import move_text
from engine.core import deals
from engine.rules.registry import entry

LEVELS = ("easy", "normal", "hard")   # the computer's levels by menus.OPPONENTS index; index 3 is pass and play


def level_of(opp):
    """The computer's level for menus.OPPONENTS index opp, None for pass and play (here, where the table opens:
    the only place that asks, loaded only while a game opens)."""
    return LEVELS[opp] if opp < len(LEVELS) else None


def start_game(app):
    """Start a game of app.game_name with the options screens.start_game chose."""
    opts = app.start_opts
    app.start_opts = None
    app.keep.too_long = False
    app.seed = app.seed + 1 if app.deal_no is None else app.deal_no   # (the computer's seed too: a deal number
    app.deal_no = None   # chosen gives the same game against the same moves)
    name = app.game_name
    number = app.seed % deals.DEAL_NUMBERS
    draw = None
    if entry(name).draw_for_dealer:  # RULES.md: each draws a card, the higher rank deals first
        dealer, draws = app.games.first_dealer(name, number)
        draw = draws[-1]
    g = app.games.new_game(name, opts, dealer if draw else 1, number)
    t = open_table(app, g, app.opp, record_head(g, load("engine.record").to_bytes(g)))
    if draw:
        t.msg = "Draw %s/%s, dealer: %s" % (move_text(t, draw[0]), move_text(t, draw[1]), t.names[g.dealer])
    else:
        t.msg = "Deal 1, no. %d" % number
    app.save_game(t)


def continue_game(app):
    """Resume the saved game exactly (flow.game_parts, checked by keep.load): replay its record; a bad one is
    reported and dropped."""
    k = app.keep
    k.too_long = False
    data = k.saved
    try:
        g = load("engine.record").from_bytes(data[7:])
    except Exception as e:  # noqa: BLE001 - a bad save (or no memory for it) must not stop the app
        print("continue:", repr(e))
        mem = isinstance(e, MemoryError)
        k.notice = "Not enough memory" if mem else "Saved game unreadable"
        if not mem:
            k.saved = b""
            k.save()
        app.open_main()
        return
    app.game_name = g.name
    t = open_table(app, g, data[1], record_head(g, data[7:]))
    t.seed = data[3] | (data[4] << 8) | (data[5] << 16) | (data[6] << 24)
    if t.pnp and g.to_move is not None:  # whoever holds the handheld now: hand it over first (if it hides anything)
        t.me = g.to_move
        if not g.OPEN:
            t.state = HANDOFF
    t.msg = "Game resumed"
    t.refresh()


def record_head(g, rec):
    """The start of game g's record `rec` (engine.record.to_bytes: version, game, first dealer, options, seed), the
    same all game long: the saves add the game's deals (past + deal_bytes) to it (cardtable.table.flow.Flow.save_game)."""
    played = g.past + g.deal_bytes()
    if rec[len(rec) - len(played):] != played:   # (a record not made by to_bytes: made again)
        rec = load("engine.record").to_bytes(g)
    return bytes(rec[:len(rec) - len(played)])   # (a copy: rec may be a view of the save's image, which goes)


def open_table(app, g, opp, head):
    """Show game g at the table against menus.OPPONENTS[opp]; head: its record's start (record_head)."""
    app.menu = None
    app.page = None
    app.games = None   # (engine.games: at the menus only, cardtable.resident)
    app.opp = opp
    level = level_of(opp)
    table, e, choose = app.resident.table(g.name, level)
    app.table = t = table(app, e, g, [None, level])
    t.choose = choose
    t.opp = opp
    t.record_head = head
    app.screen = AT_TABLE
    t.dirty = True
    return t
