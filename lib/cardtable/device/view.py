"""The displayio view: draws what cardtable.app and cardtable.table.table describe, on a 160x128 screen.

Every displayio object is made once here and reused: card places are TileGrids over one sprite sheet
read with OnDiskBitmap (flash, not RAM); a card is dimmed, tinted or recoloured by switching the
TileGrid's palette. Text is bitmap_label, and each label costs about a kilobyte of heap (docs/memory.md): a
panel's lines are one label, its selected line a second drawn over it (black on the bar), and the table's texts
are the same labels placed otherwise (never both on screen). The display is passed in with auto_refresh off;
each call ends with one refresh.
"""
import displayio
import terminalio
import vectorio
from adafruit_display_text import bitmap_label

try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

_W = const(160)
_H = const(128)
_CW = const(20)        # card sprite size (tools/make_assets.py)
_CH = const(28)
_PIP = const(7)
_BACK = const(52)
_HAND_Y = const(99)
_RAISE = const(7)
_OPP_Y = const(13)
_LINES = const(8)      # a panel's lines
_COLS = const(26)      # characters in a line of the screen (6 px each)
_FOOT = const(2)       # lines of a panel's footer
_INFO = const(3)       # the table's info texts in one label (the panel's lines')
_MAXC = const(14)      # card places in a row
_MARKS = const(3)      # suit symbols the message line can show
_MSG_Y = const(80)
_MINE_X = const(90)    # the trick's cards: the human's, and the other's (higher, to the left)
_THEIRS_X = const(68)

GREEN = const(0x0B5A2C)
WHITE = const(0xFFFFFF)
YELLOW = const(0xFFE060)
INK2 = (0x000000, 0xD00000, 0xD00000, 0x000000)
INK4 = (0x000000, 0xD00000, 0x1050E0, 0x008000)


def _label(group, lines=1, cols=_COLS):
    """A label of `lines` lines of `cols` characters (12 px lines), drawn from its top left corner."""
    lb = bitmap_label.Label(terminalio.FONT, text=_fill(" ", lines, cols), color=WHITE, line_spacing=1.0)
    lb.anchor_point = (0, 0)
    group.append(lb)
    return lb


def _fill(text, lines=1, cols=_COLS, last=True):
    """text padded to `lines` lines of `cols` characters (a shorter text on the last lines, or with last False on
    the first): every text of a label then has one size, and bitmap_label draws each into the bitmap of the first
    instead of allocating another, so changing a text allocates nothing and leaves no hole in the heap."""
    rows = text.split("\n")
    blank = [""] * (lines - len(rows))
    rows = blank + rows if last else rows + blank
    return "\n".join(("%-26s" % row)[:cols] for row in rows)


def _put(lb, x, y, color, text, lines=1, cols=_COLS, last=True):
    """Label lb at (x, y) in color, saying text (in one frame: bitmap_label's own take much of the Python stack)."""
    if lb.anchored_position != (x, y):
        lb.anchored_position = (x, y)
    if lb.color != color:
        lb.color = color
    text = _fill(text, lines, cols, last)
    if lb.text != text:
        lb.text = text


class View:
    """display: a displayio display (board.DISPLAY or the simulator's); assets: the folder of the sprites."""

    def __init__(self, display, assets="/assets"):
        self.display = display
        self.cards = displayio.OnDiskBitmap(assets + "/cards.bmp")
        self.pips = displayio.OnDiskBitmap(assets + "/pips.bmp")
        # palettes: normal, darker (may not be played), tinted (melded, on the table)
        self.pal = [displayio.Palette(9), displayio.Palette(9), displayio.Palette(9)]
        for p in self.pal:
            p.make_transparent(0)
        self.configure({"four": 0})
        root = displayio.Group()
        bgp = displayio.Palette(2)
        bgp[0] = GREEN
        bgp[1] = YELLOW
        root.append(vectorio.Rectangle(pixel_shader=bgp, width=_W, height=_H, x=0, y=0))
        self.table_g = displayio.Group()
        self.panel_g = displayio.Group()
        text_g = displayio.Group()
        root.append(self.table_g)
        root.append(self.panel_g)
        root.append(text_g)
        # the labels: a panel's title (the table's status line), its lines (the table's first info texts), its
        # selected line (the table's message line) and footer; beside the trump, the fourth info text and the stock,
        # the table's own short ones
        self.top = _label(text_g)
        self.lines = _label(text_g, _LINES)
        self.picked = _label(text_g)
        self.foot = _label(text_g, _FOOT)
        self.trump_lb = _label(text_g, 1, 2)
        self.info3 = _label(text_g, 1, 7)
        self.stock_lb = _label(text_g, 1, 2)
        self.msg = self.picked
        self._make_panel(bgp)
        self._make_table()
        display.root_group = root

    def configure(self, prefs):
        ink = INK4 if prefs.get("four") else INK2
        faces = (WHITE, 0x8C8C8C, 0xFFF2B0)
        for k in range(3):
            p = self.pal[k]
            dim = k == 1
            p[0] = GREEN
            p[1] = 0x303030 if dim else 0x505050
            p[2] = faces[k]
            for s in range(4):
                c = ink[s]
                p[3 + s] = ((c >> 1) & 0x7F7F7F) if dim else c
            p[7] = 0x203C80 if dim else 0x2040B0
            p[8] = 0x6080C0 if dim else 0x80A8F0

    # ----- building -----
    def _make_panel(self, bgp):
        g = self.panel_g
        title = vectorio.Rectangle(pixel_shader=bgp, width=_W, height=12, x=0, y=0)
        self.bar = vectorio.Rectangle(pixel_shader=bgp, width=_W, height=12, x=0, y=15)
        title.color_index = self.bar.color_index = 1  # set after: the 10.x stubs' __init__ lacks color_index
        g.append(title)
        g.append(self.bar)

    def _tile(self, group, sheet, w, h):
        tg = displayio.TileGrid(sheet, pixel_shader=self.pal[0], width=1, height=1,
                                tile_width=w, tile_height=h)
        tg.hidden = True
        group.append(tg)
        return tg

    def _make_table(self):
        g = self.table_g
        self.opp = [self._tile(g, self.cards, _CW, _CH) for _ in range(_MAXC)]
        self.stock_card = self._tile(g, self.cards, _CW, _CH)
        self.stock_back = self._tile(g, self.cards, _CW, _CH)
        self.mid = [self._tile(g, self.cards, _CW, _CH) for _ in range(2)]   # the trick's cards
        self.hand = [self._tile(g, self.cards, _CW, _CH) for _ in range(_MAXC)]
        self.trump = self._tile(g, self.pips, _PIP, _PIP)
        self.trump.x = _W - _PIP - 2
        self.trump.y = 2
        self.marks = [self._tile(g, self.pips, _PIP, _PIP) for _ in range(_MARKS)]

    # ----- screens -----
    def _panel(self, title, lines, sel, footer):
        self.table_g.hidden = True
        self.panel_g.hidden = False
        _put(self.top, 3, 0, 0x000000, title)
        top = 0 if sel < _LINES else sel - _LINES + 1
        _put(self.lines, 4, 15, WHITE, "\n".join(lines[top:top + _LINES]), _LINES, _COLS, False)
        self.bar.hidden = sel < 0
        if sel >= 0:
            self.bar.y = 15 + 12 * (sel - top)
        _put(self.picked, 4, self.bar.y, 0x000000, lines[sel] if sel >= 0 else "")   # over its line, in black
        _put(self.foot, 3, 127 - 12 * _FOOT, 0xC0FFC0, footer, _FOOT)
        for lb in (self.trump_lb, self.info3, self.stock_lb):
            lb.hidden = True
        self.display.refresh()

    def menu(self, title, lines, sel, footer):
        self._panel(title, lines, sel, footer)

    def text(self, title, lines, footer):
        self._panel(title, lines, -1, footer)

    def sheet(self, title, rows, footer):
        lines = []
        for r in rows:
            lines.append("%-10s%7s%7s" % r)
        self._panel(title, lines, -1, footer)

    def busy(self, on):
        if on:
            self._message("thinking...")
            self.display.refresh()

    def dim(self, on):
        """The backlight low while no key comes (the app decides when: App.dim_later), full again at a key. Low,
        not off: the table stays readable, as PyBadger's auto_dim_display leaves it (0.1)."""
        self.display.brightness = 0.1 if on else 1.0

    # ----- the table -----
    def _place(self, tg, card, x, y, pal):
        tg[0] = _BACK if card < 0 else (card >> 4) * 13 + (card & 15) - 2
        tg.x = x
        tg.y = y
        tg.pixel_shader = self.pal[pal]
        tg.hidden = False

    def _row(self, tgs, n, y, width=_W - 4):
        """Left x and step for n overlapped cards centred in `width`."""
        if n <= 1:
            return (_W - _CW) // 2, 0
        step = min(_CW + 2, (width - _CW) // (n - 1))
        return (_W - (step * (n - 1) + _CW)) // 2, step

    def table(self, t):
        self.panel_g.hidden = True
        self.table_g.hidden = False
        _put(self.top, 1, 0, WHITE, t.score_text)
        if t.trump >= 0:
            self.trump[0] = t.trump
            self.trump.hidden = False
        else:
            self.trump.hidden = True
        for lb in (self.trump_lb, self.info3, self.stock_lb):
            lb.hidden = False
        _put(self.trump_lb, _W - _PIP - 16, 0, YELLOW, "Tr" if t.trump >= 0 else "", 1, 2)
        row = t.center and not t.center_owner   # a row of cards over the middle: no info text
        info = () if row else t.info
        _put(self.lines, 1, 44, WHITE, "\n".join(info[:_INFO]), _LINES, _COLS, False)
        _put(self.info3, 114, 56, WHITE, info[_INFO] if len(info) > _INFO else "", 1, 7)
        _put(self.foot, 3, 127 - 12 * _FOOT, 0xC0FFC0, "", _FOOT)
        self._message(t.prompt())
        if row:   # one's own discards, in the opponent's card places (its cards tell nothing meanwhile)
            self._cards_row(self.opp, t.center, 44)
        else:
            self._opponent(t)
        self._stock(t)
        self._hand(t)
        self._center(t)
        self.display.refresh()
        if t.state == 3 and t.sweep_to >= 0:
            self._sweep(t)

    def _message(self, text):
        """The message line; each suit mark in it (cardtable.table.words.MARKS: characters below a space) is drawn as its
        suit's symbol in the place of a space."""
        k = 0
        for i in range(len(text)):
            s = ord(text[i]) - 1
            if 0 <= s < 4 and k < _MARKS:
                tg = self.marks[k]
                tg[0] = s
                tg.x = 1 + 6 * i
                tg.y = _MSG_Y + 4
                tg.hidden = False
                k += 1
        for i in range(k, _MARKS):
            self.marks[i].hidden = True
        if k:
            text = text.replace("\x01", " ").replace("\x02", " ").replace("\x03", " ").replace("\x04", " ")
        _put(self.msg, 1, _MSG_Y, YELLOW, text)

    def _opponent(self, t):
        nb = max(0, t.opp_backs)
        n = min(_MAXC, nb + len(t.opp_face))
        x0, step = self._row(self.opp, n, _OPP_Y)
        for i in range(_MAXC):
            tg = self.opp[i]
            if i >= n:
                tg.hidden = True
            elif i < nb:
                self._place(tg, -1, x0 + i * step, _OPP_Y, 0)
            else:
                self._place(tg, t.opp_face[i - nb], x0 + i * step, _OPP_Y, 2 if t.opp_tint else 0)

    def _stock(self, t):
        if t.stock > 0:
            self._place(self.stock_back, -1, 136, 38, 0)
        else:
            self.stock_back.hidden = True
        _put(self.stock_lb, 144, 67, WHITE, str(t.stock) if t.stock > 0 else "", 1, 2)
        if t.trump_card >= 0:
            self._place(self.stock_card, t.trump_card, 120, 48, 0)   # beside the stock, its corner under it
        else:
            self.stock_card.hidden = True

    def _hand(self, t):
        n = len(t.hand)
        gap = 5 if 0 < t.table_from < n else 0
        x0, step = self._row(self.hand, n, _HAND_Y, _W - 4 - gap)
        x0 -= gap // 2
        marks = t.marked
        meld_shown = False
        for m in marks:
            meld_shown = meld_shown or m
        for i in range(_MAXC):
            tg = self.hand[i]
            if i >= n:
                tg.hidden = True
                continue
            up = marks[i] if meld_shown else (t.cards_turn and i == t.sel)
            # a meld being chosen: its cards raised, the others darker
            pal = 1 if not t.playable[i] or (meld_shown and not up) else (2 if i >= t.table_from else 0)
            x = x0 + i * step + (gap if i >= t.table_from else 0)
            self._place(tg, t.hand[i], x, _HAND_Y - (_RAISE if up else 0), pal)

    def _cards_row(self, tgs, cards, y):
        """cards face up in a row at y, in the places tgs."""
        n = len(cards)
        x0, step = self._row(tgs, n, y)
        for i in range(_MAXC):
            if i < n:
                self._place(tgs[i], cards[i], x0 + i * step, y, 0)
            else:
                tgs[i].hidden = True

    def _center(self, t):
        """The trick's cards (a row of discards is the opponent's places')."""
        cards = t.center
        owners = t.center_owner
        n = len(cards) if owners else 0
        for i in range(2):
            tg = self.mid[i]
            if i >= n:
                tg.hidden = True
                continue
            mine = owners[i] == t.me
            self._place(tg, cards[i], _MINE_X if mine else _THEIRS_X, 50 if mine else 42, 0)   # both faces whole

    def _sweep(self, t):
        """Slide the finished trick towards its winner's side and off."""
        dy = 10 if t.sweep_to == t.me else -10
        for _ in range(5):
            for i in range(2):
                self.mid[i].y += dy
            self.display.refresh()
        for i in range(2):
            self.mid[i].hidden = True
        self.display.refresh()
