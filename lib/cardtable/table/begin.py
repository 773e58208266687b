"""Opening a game at the table: a new one with the setup's choices, or the saved one (Continue).

Loaded by cardtable.app at the tick that opens the table (no frame of the menus' code is left then) and dropped
once the table is shown: in play it takes no heap.
"""
import gc

try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.app import use, drop, UI

_TABLE = const(4)     # cardtable.app's table screen
_IDLE = const(0)      # table.py's states: waiting, and the hand-off
_HANDOFF = const(5)
_PINOCHLE = const(2)  # Pinochle's number in engine.rules.registry (a record's byte 1, a saved game's byte 8)


def start_game(app):
    """Start a game of app.game with the options screens.start_game chose."""
    opts = app.start_opts
    app.start_opts = None
    app.keep.too_long = False
    app.seed = app.seed + 1 if app.deal_no is None else app.deal_no   # (the computer's seed too: a deal number
    app.deal_no = None   # chosen gives the same game against the same moves)
    app.menu = None
    name = app.game
    load_table(app.opp, name)
    deals = use("engine.core.deals")
    number = app.seed % deals.DEAL_NUMBERS
    draw = None
    if use("engine.rules.registry").entry(name).draw_for_dealer:  # RULES.md: each draws a card, the higher rank deals first
        dealer, draws = deals.first_dealer(number)
        draw = draws[-1]
    deals = None
    drop(("engine.core.deals",))
    g = app.games.new_game(name, opts, dealer if draw else 1, number)
    t = open_table(app, g, app.opp)
    if draw:
        from cardtable.table.words import move_text
        t.msg = "Draw %s/%s, dealer: %s" % (move_text(t, draw[0]), move_text(t, draw[1]), t.names[g.dealer])
    else:
        t.msg = "Deal 1, no. %d" % number
    app.save_game(t, True)


def continue_game(app):
    """Resume the saved game exactly (flow.game_bytes, checked by keep.load): replay its record; a bad one is
    reported and dropped."""
    k = app.keep
    k.too_long = False
    data = k.game
    app.menu = None
    load_table(data[1], "pinochle" if len(data) > 8 and data[8] == _PINOCHLE else None)
    try:
        g = use("engine.core.record").from_bytes(data[7:])
    except Exception as e:  # noqa: BLE001 - a bad save (or no memory for it) must not stop the app
        print("continue:", repr(e))
        mem = isinstance(e, MemoryError)
        k.notice = "Not enough memory" if mem else "Saved game unreadable"
        if not mem:
            k.game = b""
            k.save()
        app.open_main()
        return
    finally:
        drop(("engine.core.record",))
    app.game = g.name
    t = open_table(app, g, data[1])
    t.seed = data[3] | (data[4] << 8) | (data[5] << 16) | (data[6] << 24)
    use("cardtable.table.flow").record_head(t, data[7:])   # the saves go on without engine.core.record
    if t.pnp and g.to_move is not None:  # whoever holds the handheld now: hand it over first (if it hides anything)
        t.me = g.to_move
        if not g.OPEN:
            t.state = _HANDOFF
    t.msg = "Game resumed"
    t.refresh()


def setup(t, app, name, game, seats):
    """A new Table's attributes (cardtable.table.table.Table.__init__: a table is made while a game opens, here)."""
    t.app = app
    t.name = name
    t.view = app.view
    t.g = game
    t.seats = seats
    t.pnp = seats[0] is None and seats[1] is None
    t.me = 0 if seats[0] is None else 1
    t.names = ("P1", "P2") if t.pnp else (("You", "CPU") if t.me == 0 else ("CPU", "You"))
    t.state = _IDLE
    t.since = 0
    t.sel = 0
    t.choice = 0
    t.overlay = 0      # 0 none, 1 last trick, 2 own discards
    t.msg = ""
    t.hint = -1
    t.lead = -1        # who led the trick in `center` (for its layout)
    t.seed = app.seed
    t.center = []
    t.center_owner = []
    t.sweep_to = -1
    t.dirty = True
    t.shown = 0        # what the table last put on screen: 1 table, 2 sheet, 3 hand-off
    t.opp = 3 if t.pnp else 1   # the opponent's menus.OPPONENTS index (the app sets it)
    t.players = None
    t.turn = False     # the human to move (cardtable.table.layout)
    t.cards_turn = False
    t.queued = -1      # a card chosen ahead while the computer moves: played at the human's turn if legal
    t.options = []
    t.wait = 0         # ms more before the computer's next move
    t.record_head = None   # the game's record before its deals (engine.core.record), once saved (flow.save_game)
    t.discards = None  # the human's Spades discards (card ints, the game's own list), in Spades
    t.reserve = None   # a block kept for the computer's next decision (Table.computer_move)
    t.reply = -1       # the computer's move, chosen as its pause begins and made when it ends


def load_table(opp, name):
    """Before a game is made: drop the screens' modules, load the table's, then against the computer its
    players' (the biggest first, with the most heap free: compiling one from source takes several times
    the heap it keeps, for a moment). Pinochle's module first: its players then load no search (its
    computer searches in phase 2 only, engine.players.load); its player is loaded here."""
    drop(UI)
    later = use("cardtable.table.table").TABLE_MODULES + ("cardtable.table.sheets",)
    for n in later:   # loaded and dropped (loaded again as used): the names they intern are interned now, while the
        use(n)   # heap is in one piece, not at a press or a deal's end in a heap in pieces (past 620 names
    drop(later)   # MicroPython allocates a 640-name pool, 7K on the 64-bit port)
    if opp != 3:
        if name == "pinochle":
            use("engine.rules.pinochle")
        players = use("engine.players")
        if name == "pinochle":   # its player too (kept all game): the names it interns (the 621st makes
            # MicroPython allocate a 640-name pool, 7K on the 64-bit port) are then interned while the heap is in
            # one piece, not at a later press in a heap in pieces, where that pool would not fit
            players.player(name, ("easy", "normal", "hard")[opp])


def open_table(app, g, opp):
    """Show game g at the table against menus.OPPONENTS[opp]; the screens' modules are dropped."""
    app.menu = None
    app.page = None
    drop(UI)
    gc.collect()
    app.opp = opp
    table = use("cardtable.table.table")
    app.table = t = table.Table(app, g.name, g, [None, None] if opp == 3 else
                                [None, ("easy", "normal", "hard")[opp]])
    app.games = None   # engine.games (new_game, the options) is not needed again before the main menu
    drop(("engine.games",))
    t.opp = opp
    app.screen = _TABLE
    t.dirty = True
    return t
