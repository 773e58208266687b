"""The game's flow between the computer's decisions: drawing the table, whose turn, making a move, the score sheet
and the saves (cardtable.table.table.Table's methods, a mix-in), and the bytes of a saved game."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

from cardtable.resident import load
from cardtable.states import IDLE, THINK, HOLD, AUTO, HANDOFF, OVER, SHEET, ENDED, GAME_VERSION
from cardtable.table.words import move_text
from engine.core.moves import KEEP, MELD, DRAW, BID_PHASE, PLAY, DEAL_OVER, GAME_OVER

# cardtable.device.sound's kinds (not loaded without a speaker: copies, checked by tests/test_constants.py)
_CLICK = const(0)
_WIN = const(2)
_LOSE = const(3)
# what the table last put on the screen (cardtable.states' copies, checked alike)
_SHOWN_TABLE = const(1)
_SHOWN_SHEET = const(2)
_SHOWN_HANDOFF = const(3)


class Flow:
    """Turns, moves, the score sheet and the saves of a Table."""

    def draw(self):
        v = self.view
        if self.state == HANDOFF:
            if self.shown != _SHOWN_HANDOFF:
                who = self.names[self.g.to_move]
                v.text("Pass and play", ("Pass to %s." % who, "", "%s: press A" % who,
                                         "when nobody else", "can see the screen."), "A: show my cards")
                self.shown = _SHOWN_HANDOFF
            self.dirty = False
            return
        if self.state == OVER:
            if self.shown != _SHOWN_SHEET:
                self.show_sheet(True)
                self.shown = _SHOWN_SHEET
            self.dirty = False
            return
        v.table(self)
        self.shown = _SHOWN_TABLE
        self.dirty = False

    def next_turn(self, now):
        g = self.g
        app = self.app
        if g.phase == DEAL_OVER or g.phase == GAME_OVER:
            self.state = OVER
            if g.phase == GAME_OVER:
                app.cue(_WIN if self.pnp or g.winner == self.me else _LOSE, now)
            app.game_ended(self)
            self.dirty = True
            return
        p = g.to_move
        if self.seats[p] is not None:
            self.state = THINK
            self.since = now
            self.reply = -1   # its move: chosen in the pause, made at its end
            self.draw()
            self.view.busy(True)
            return
        if p != self.me:   # pass and play: the other player's turn, after a hand-off when there is something to hide
            self.me = p
            self.sel = 0
            if not g.OPEN:
                self.state = HANDOFF
                self.refresh()
                return
        if not self.turn:
            self.refresh()
        if self.queued >= 0:   # a card chosen while the computer moved: that card now, or none (never another)
            m = self.queued
            self.queued = -1
            if self.phase == PLAY and m in self.legal:
                self.apply(m, now)
            else:
                self.msg = move_text(self, m) + " not played"
                self.refresh()
            return
        if app.prefs["auto"] and self.phase == PLAY and len(self.legal) == 1 and self.legal[0] < KEEP:
            self.state = AUTO
            self.since = now
            self.msg = "Only one card: played"

    def apply(self, m, now):
        """Make move m for the player to move; hold a trick it completes."""
        g = self.g
        p = g.to_move
        led = g.leader if g.leader is not None else p
        completes = m < KEEP and len(g.trick) == 1
        before = g.phase
        text = move_text(self, m)
        stock = self.stock
        g.move(m)
        if m < KEEP:
            self.app.cue(_CLICK, now)
        self.hint = -1
        self.overlay = 0
        self.said = False
        if self.seats[p] is not None or self.pnp:
            self.msg = "%s: %s" % (self.names[p], text)
            if m >= MELD and self.seats[p] is not None:
                self.wait = self.HOLD_MS[self.app.prefs["speed"]]   # time to read the computer's meld
        else:
            self.msg = ""
        if completes:
            self.center = list(g.last_trick)
            self.center_owner = [led, 1 - led]
            self.sweep_to = g.last_winner
            self.state = HOLD
            self.since = now
            self.msg = "%s won the trick" % self.names[g.last_winner]
        else:
            self.state = IDLE
        self.refresh()
        out = self.entry.stock_out
        if out and stock > 0 and self.stock == 0 and not completes:
            self.msg = "Stock gone: " + out.lower()
        # Save points: each trick, the end of Spades' draw and of its bidding (and so each deal's end).
        # Not after every card: on the device each save rewrites the whole nvm.
        if completes or (before != g.phase and (before == DRAW or before == BID_PHASE)):
            self.save_point()

    # ----- the score sheet -----
    def show_sheet(self, final):
        """The score sheet: at a deal's end (final), or over the table until a button (cardtable.resident's SCORES
        are loaded for it)."""
        self.forget_player()
        title, rows, foot = load("cardtable.table.sheets").sheet(self.g, self.names, self.me)
        self.view.sheet(title, rows, foot)
        if not final:
            self.app.screen = SHEET

    def forget_player(self):
        """Something over the table (a score sheet, the game menu) takes the room of the computer's player and the
        search; the next decision loads them again."""
        if self.choose is not None:
            self.choose = None
            self.app.resident.forget_players()

    def after_sheet(self):
        g = self.g
        if g.phase == GAME_OVER:
            self.app.screen = ENDED   # the main menu opens at the next tick
            return
        deals = load("engine.core.deals")
        deals.next_deal(g)
        n = deals.deal_number(g)
        deals = None
        self.app.resident.scores_done()
        self.state = IDLE
        self.msg = "Deal %d" % g.deal if n is None else "Deal %d, no. %d" % (g.deal, n)   # (None: saved before numbers)
        self.shown = 0
        self.refresh()

    # ----- saves -----
    def save_game(self):
        """Save the game as it stands now (or clear the save when it is over, with the statistics); not once the
        game was too long for a slot. A long game's bytes are the biggest blocks the table takes: the last save's
        go before the new are made (the nvm keeps them meanwhile: a save stopped by an error is read back from it,
        App.out_of_stack), and the game's parts go straight into the slot's image, one block at a time."""
        k = self.app.keep
        if k.store is None:
            return
        g = self.g
        k.saved = b""
        if g.phase == GAME_OVER:
            k.save()
        elif not k.too_long:   # the record's start (cardtable.table.begin) and the deals
            k.save(game_parts(self.opp, self.me, self.seed, self.record_head, g.past, g.deal_bytes()))

    def save_point(self):
        """After a trick, a Spades draw or bidding phase, and the end of a game."""
        app = self.app
        g = self.g
        if g.phase == GAME_OVER:
            self.choose = None
            app.resident.forget_players(game_over=True)
            p = 0 if self.pnp else self.me   # pass and play: player 1's result
            stats = load("cardtable.menus.stats")   # (forgotten at the main menu, next)
            s = stats.decode(app.keep.stats)
            s.record_result(self.name, stats.OPPONENTS[self.opp], g.winner == p, g.scores[p])
            app.keep.stats = s.encode()
            s = stats = None
            if app.keep.store is None:
                return
        app.save_game(self)


def game_parts(opp, me, seed, rec, past=b"", deal=b""):
    """A saved game, as the parts it is made of (cardtable.device.save.Store.save copies them into the slot): its
    head (version, opponent index, the human's seat, the players' seed in 4 bytes), then the record (rec, or its
    start, then its past deals and the deal in play)."""
    seed &= 0x3FFFFFFF
    head = bytearray(7)
    head[0] = GAME_VERSION
    head[1] = opp
    head[2] = me
    for i in range(4):
        head[3 + i] = (seed >> (8 * i)) & 255
    return head, rec, past, deal

