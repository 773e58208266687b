"""The game's flow between the computer's decisions (functions of a cardtable.table.table.Table): drawing the table,
whose turn, making a move, the score sheet and the saves (a new Table's attributes are cardtable.table.begin's).

Loaded when one of them is used (Keeper.save too, on the menus) and dropped while the computer chooses, with the
table's buttons, texts and layout (cardtable.table.table.Table.computer_move): its heap is the search's meanwhile. What
runs during the decision (App.tick, Table.tick and computer_move) stays in cardtable.app and cardtable.table.table.
"""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.app import use, drop, GAME_VERSION

# cardtable.table.table's states
_IDLE = const(0)
_THINK = const(1)
_HOLD = const(2)
_AUTO = const(4)
_HANDOFF = const(5)
_OVER = const(6)
# engine.core.moves
_KEEP = const(128)
_MELD = const(256)
# cardtable.app's screens
_SHEET = const(3)
_ENDED = const(6)
# cardtable.device.sound's kinds
_CLICK = const(0)
_WIN = const(2)
_LOSE = const(3)


def draw(t):
    v = t.view
    if t.state == _HANDOFF:
        if t.shown != 3:
            v.text("Pass and play", ("Pass to %s." % t.names[t.g.to_move], "",
                                     "%s: press A" % t.names[t.g.to_move],
                                     "when nobody else", "can see the screen."), "A: show my cards")
            t.shown = 3
        t.dirty = False
        return
    if t.state == _OVER:
        if t.shown != 2:
            show_sheet(t, True)
            t.shown = 2
        t.dirty = False
        return
    v.table(t)
    t.shown = 1
    t.dirty = False


def next_turn(t, now):
    g = t.g
    app = t.app
    if g.phase == "deal_over" or g.phase == "game_over":
        t.state = _OVER
        if g.phase == "game_over":
            app.cue(_WIN if t.pnp or g.winner == t.me else _LOSE, now)
        app.game_ended(t)
        t.dirty = True
        return
    p = g.to_move
    if t.seats[p] is not None:
        t.state = _THINK
        t.since = now
        t.reply = -1   # its move: chosen in the pause, made at its end
        draw(t)
        t.view.busy(True)
        return
    if p != t.me:   # pass and play: the other player's turn, after a hand-off when there is something to hide
        t.me = p
        t.sel = 0
        if not g.OPEN:
            t.state = _HANDOFF
            t.refresh()
            return
    if not t.turn:
        t.refresh()
    if t.queued >= 0:   # a card chosen while the computer moved: that card now, or none (never another)
        m = t.queued
        t.queued = -1
        if t.phase == "play" and m in t.legal:
            apply(t, m, now)
        else:
            t.msg = use("cardtable.table.words").move_text(t, m) + " not played"
            t.refresh()
        return
    if app.prefs["auto"] and t.phase == "play" and len(t.legal) == 1 and t.legal[0] < _KEEP:
        t.state = _AUTO
        t.since = now
        t.msg = "Only one card: played"


def apply(t, m, now):
    """Make move m for the player to move; hold a trick it completes."""
    g = t.g
    p = g.to_move
    led = g.leader if g.leader is not None else p
    completes = m < _KEEP and len(g.trick) == 1
    before = g.phase
    text = use("cardtable.table.words").move_text(t, m)
    stock = t.stock
    g.move(m)
    if m < _KEEP:
        t.app.cue(_CLICK, now)
    t.hint = -1
    t.overlay = 0
    if t.seats[p] is not None or t.pnp:
        t.msg = "%s: %s" % (t.names[p], text)
        if m >= _MELD and t.seats[p] is not None:
            t.wait = use("cardtable.table.table").HOLD_MS[t.app.prefs["speed"]]   # time to read the computer's meld
    else:
        t.msg = ""
    if completes:
        t.lead = led
        t.center = list(g.last_trick)
        t.center_owner = [led, 1 - led]
        t.sweep_to = g.last_winner
        t.state = _HOLD
        t.since = now
        t.msg = "%s won the trick" % t.names[g.last_winner]
    else:
        t.state = _IDLE
    t.refresh()
    if stock > 0 and t.stock == 0 and t.name == "pinochle" and not completes:
        t.msg = "Stock gone: phase 2"
    # Save points: each trick, the end of Spades' draw and of its bidding (and so each deal's end).
    # Not after every card: on the device each save rewrites the whole nvm.
    if completes or (before != g.phase and (before == "draw" or before == "bid")):
        save_point(t)


# ----- the score sheet -----
def show_sheet(t, final):
    title, rows, foot = use("cardtable.table.sheets").sheet(t.g, t.names, t.me)
    drop(("cardtable.table.sheets", "engine.core.deals"))
    t.view.sheet(title, rows, foot)
    if not final:
        t.app.screen = _SHEET


def after_sheet(t):
    g = t.g
    if g.phase == "game_over":
        t.app.screen = _ENDED   # the main menu opens at the next tick
        return
    deals = use("engine.core.deals")
    deals.next_deal(g)
    n = deals.deal_number(g)
    deals = None
    drop(("engine.core.deals",))
    t.state = _IDLE
    t.lead = -1
    t.msg = "Deal %d" % g.deal if n is None else "Deal %d, no. %d" % (g.deal, n)   # (None: saved before numbers)
    t.shown = 0
    t.refresh()


# ----- saves -----
def write(k):
    """Write the settings, statistics and game of Keeper k; True when written (cardtable.app.Keeper.save)."""
    store = k.store
    if store is None:
        return False
    try:
        store.save(k.settings, k.stats, k.game)
    except ValueError:  # too big for a slot: keep the rest, and stop saving this game
        k.game = b""
        k.too_long = True
        k.notice = "Game too long to save"
        try:
            store.save(k.settings, k.stats, b"")
        except (ValueError, OSError):
            return False
    except OSError as e:
        print("save:", repr(e))
        k.notice = "Could not save"
        return False
    k.size = len(k.settings) + len(k.stats) + len(k.game)
    if k.size > k.biggest:
        k.biggest = k.size
    k.writes += 1
    return True


def game_bytes(opp, me, seed, rec, past=b"", deal=b""):
    """A saved game: version, opponent index, the human's seat, the players' seed (4 bytes), the record (rec, or
    its start, then its past deals and the deal in play): one bytearray, allocated once at its size."""
    seed &= 0x3FFFFFFF
    a = 7 + len(rec)
    b = a + len(past)
    out = bytearray(b + len(deal))
    out[0] = GAME_VERSION
    out[1] = opp
    out[2] = me
    for i in range(4):
        out[3 + i] = (seed >> (8 * i)) & 255
    out[7:a] = rec
    out[a:b] = past
    out[b:] = deal
    return out


def record_head(t, rec):
    """Keep in table t the start of its game's record `rec` (engine.core.record.to_bytes: version, game, first dealer,
    options, seed), the same all game long: the next saves add the game's deals (past + deal_bytes) to it."""
    g = t.g
    deals = g.past + g.deal_bytes()
    if rec[len(rec) - len(deals):] == deals:
        t.record_head = rec[:len(rec) - len(deals)]


def save_game(app, t, always=False):
    """Save game t as it stands now (or clear the save when it is over, with the statistics); skipped when
    unchanged, and once the game was too long for a slot (its record is not built again at every trick: the
    device might not have the heap for it)."""
    k = app.keep
    if k.store is None:
        return
    g = t.g
    if g.phase == "game_over":
        data = b""
        always = True   # the statistics changed (save_point), even when no game was saved
    elif k.too_long:
        return
    else:
        if t.record_head is None:   # the first save of a new game: engine.core.record, for a moment
            rec = use("engine.core.record").to_bytes(g)
            drop(("engine.core.record", "engine.games"))
            record_head(t, rec)
            data = game_bytes(t.opp, t.me, t.seed, rec)
        else:   # the next ones without the module, whose heap is the search's meanwhile (no record apart)
            data = game_bytes(t.opp, t.me, t.seed, t.record_head, g.past, g.deal_bytes())
        rec = None
    if always or data != k.game:
        k.game = data
        k.save()


def save_point(t):
    """After a trick, a Spades draw or bidding phase, and the end of a game."""
    app = t.app
    g = t.g
    if g.phase == "game_over":
        p = 0 if t.pnp else t.me   # pass and play: player 1's result
        st = use("cardtable.menus.stats")
        s = st.decode(app.keep.stats)
        s.record_result(t.name, st.OPPONENTS[t.opp], g.winner == p, g.scores[p])
        app.keep.stats = s.encode()
        s = st = None
        drop(("cardtable.menus.stats",))
        if app.keep.store is None:
            return
    app.save_game(t)
