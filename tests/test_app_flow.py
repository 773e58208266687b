"""The app's logic driven by button presses, checked against the engine's state (no drawing)."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "helpers")):
    if p not in sys.path:
        sys.path.insert(0, p)

from appstub import StubView, Driver, play_game, human_step  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from cardtable.app import App  # noqa: E402
from cardtable.states import _OVERLAY_TRICK, _OVERLAY_DISCARDS  # noqa: E402
from cardtable.table.words import meld_label, card_of  # noqa: E402
from engine import games  # noqa: E402
from engine.rules import registry

ASSETS = os.path.join(ROOT, "assets")


def start(game, opponent=1, seed=3, prefs=None, options=(), view=None, sound=None):
    """Open the game's setup by buttons, pick the opponent (0..2 CPU levels, 3 pass and play),
    move each (option index, RIGHT presses), then Start."""
    v = view or StubView()
    app = App(v, games, ASSETS, seed=seed, prefs=dict({"speed": 2}, **(prefs or {})), sound=sound)
    d = Driver(app)
    d.press(*([K.DOWN] * registry.entry(game).number))   # the main menu lists the games in number order
    d.press(K.A)
    assert v.title == __import__("engine.rules.registry").rules.registry.entry(game).title
    d.press(K.DOWN)  # from Start game, wrap to the first line
    assert v.sel == 0
    d.press(*([K.RIGHT] * ((opponent - 1) % 4)))
    for idx, n in options:
        d.press(*([K.DOWN] * idx))
        d.press(*([K.RIGHT] * n))
        d.press(*([K.UP] * idx))
    d.press(K.UP)
    assert app.menu.items[app.menu.sel][0] == "start"
    d.press(K.A)
    return v, app, d


def test_main_menu_lists_the_four_games_statistics_and_preferences():
    v = StubView()
    App(v, games, ASSETS)
    assert v.kind == "menu"
    assert v.lines == ["Double Emperor", "Spades", "Pinochle", "Maniller", "Statistics", "Preferences"]


def test_setup_options_and_opponent_reach_the_engine():
    v, app, d = start("maniller", opponent=2, options=[(2, 1)])
    t = app.table
    assert t.g.options["deals"] == 3 and t.g.options["target"] == 50
    assert t.seats == [None, "hard"]
    v, app, d = start("spades", opponent=0, options=[(1, 1), (2, 1)])
    assert app.table.g.options == {"target": 500, "nil_bags": True}
    assert app.table.seats == [None, "easy"]


def test_preferences_change_and_are_sent_to_the_view():
    v = StubView()
    app = App(v, games, ASSETS)
    d = Driver(app)
    d.press(K.UP, K.A)  # Preferences (wraps to the last line)
    assert v.title == "Preferences"
    assert v.lines[0] == "Auto play one: On"
    d.press(K.LEFT)  # auto play off
    d.press(K.DOWN, K.DOWN, K.RIGHT)  # four-colour suits
    assert v.lines[2] == "Suit colours: Four"
    d.press(K.B)
    assert app.prefs["auto"] == 0 and app.prefs["four"] == 1
    assert v.prefs["four"] == 1 and v.title == "Pocket card table"


def test_rules_page_scrolls_and_goes_back():
    v = StubView()
    app = App(v, games, ASSETS)
    d = Driver(app)
    d.press(K.DOWN, K.A)            # Spades setup
    d.press(K.UP, K.A)              # Rules
    assert v.kind == "text" and v.title == "Spades"
    first = list(v.lines)
    assert len(first) == 8 and "trumps" in " ".join(first)
    d.press(K.DOWN)
    assert v.lines[0] == first[1]
    d.press(K.B)
    assert v.kind == "menu" and v.title == "Spades"


def test_whole_games_against_the_computer_and_pass_and_play():
    for game, opp in (("double_emperor", 1), ("maniller", 0), ("double_emperor", 3), ("maniller", 3)):
        v, app, d = start(game, opponent=opp)
        g = app.table.g
        n = play_game(d, v)
        assert g.phase == "game_over" and g.winner in (0, 1)
        assert v.kind == "menu" and v.title == "Pocket card table"
        assert v.seen["sheet"] >= 1 and n > 5


class WatchView(StubView):
    """Checks in pass and play that the hand shown changes owner only after a full-screen hand-off."""

    last_me = None
    handoffs = 0
    handed = False

    def text(self, title, lines, footer):
        StubView.text(self, title, lines, footer)
        if title == "Pass and play":
            self.handoffs += 1
            self.handed = True

    def table(self, t):
        StubView.table(self, t)
        if t.turn:
            assert t.me == t.g.to_move
        if self.last_me is not None and t.me != self.last_me:
            assert self.handed, "the other player's hand was shown without a hand-off"
        self.handed = False
        self.last_me = t.me


def test_pass_and_play_hands_off_between_players():
    v, app, d = start("maniller", opponent=3, view=WatchView())
    assert app.table.pnp
    play_game(d, v)
    assert v.handoffs > 10


def test_undo_takes_back_the_human_move_and_the_computer_answer():
    v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0})
    t = app.table
    g = t.g
    assert g.to_move == 0 and not g.moves
    hand = list(g.hands[0])
    human_step(d, v)           # lead; the computer answers
    assert len(g.moves) == 2 and g.to_move in (0, 1)
    while g.to_move != 0:
        d.settle()
    if g.last_winner == 1:     # the computer won and led again: it has moved once more
        assert len(g.moves) == 3
    d.press(K.B)
    assert not g.moves and sorted(g.hands[0]) == sorted(hand)
    assert t.msg.startswith("Undone")


def test_undo_never_passes_a_revealed_card_in_spades():
    v, app, d = start("spades", opponent=1)
    g = app.table.g
    d.press(K.A)               # keep: turns up a card
    assert g.moves and not g.can_undo()
    n = len(g.moves)
    d.press(K.B)
    assert len(g.moves) == n and app.table.prompt() == "No undo: a card turned up"


def test_spades_draw_bid_selector_and_own_discards():
    v, app, d = start("spades", opponent=1)
    t = app.table
    g = t.g
    assert t.phase == "draw" and t.prompt() == "< Keep >"
    assert t.center == [t.top] and t.top >= 0
    d.press(K.RIGHT)
    assert t.prompt() == "< Discard >"
    top = t.top
    d.press(K.A)
    assert g.move_name(g.moves[0]) == "discard"
    d.press(K.SELECT)          # review own discards
    assert t.overlay == _OVERLAY_DISCARDS and t.center == [top] and t.center_owner == []
    d.press(K.A)               # any key closes it
    assert t.overlay == 0
    while g.phase == "draw":
        d.press(K.A)
    assert g.phase == "bid" and t.prompt() == "< Bid 3 >"     # not Nil: one hasty A must not bid nothing
    d.press(K.LEFT, K.LEFT, K.LEFT)
    assert t.prompt() == "< Bid Nil >"
    d.press(K.LEFT)
    assert t.prompt() == "< Bid 13 >"
    d.press(K.LEFT, K.LEFT, K.LEFT, K.LEFT, K.LEFT, K.LEFT, K.LEFT, K.LEFT, K.LEFT, K.LEFT)
    assert t.prompt() == "< Bid 3 >"
    d.press(K.A)
    assert g.state()["bids"][0] == 3
    assert t.info[2].startswith("Bid   3 ")


def forced_turns(auto):
    """How many times the human was left to play a single legal card in a whole game."""
    v, app, d = start("maniller", opponent=1, prefs={"auto": auto})
    g = app.table.g
    forced = 0
    while app.table is not None:
        if app.table.turn and g.phase == "play" and len(g.legal()) == 1:
            forced += 1
        human_step(d, v)
    return forced


def test_auto_play_one_plays_a_forced_card():
    assert forced_turns(0) > 0
    assert forced_turns(1) == 0


def test_hint_last_trick_and_score_sheet_are_one_button_away():
    v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0})
    t = app.table
    g = t.g
    d.press(K.UP)
    assert t.msg.startswith("Hint: ") and t.move_for(t.sel) >= 0
    while g.last_trick is None:
        human_step(d, v)
    d.press(K.SELECT)
    assert t.overlay == _OVERLAY_TRICK and sorted(t.center) == sorted(g.last_trick)
    d.press(K.SELECT)
    assert t.overlay == 0
    d.press(K.DOWN)
    assert v.kind == "sheet" and v.title == "Deal 1, target 100"
    assert v.rows[0] == ("", "You", "CPU") and v.rows[-1][0] == "Total"
    d.press(K.A)
    assert v.kind == "table"


def test_game_menu_resume_and_quit():
    v, app, d = start("maniller", opponent=1)
    d.press(K.START)
    assert v.kind == "menu" and v.title.startswith("Menu, deal no. ")
    d.press(K.B)
    assert v.kind == "table"
    d.press(K.START, K.UP, K.A)     # Quit game is the last line
    d.press(K.DOWN, K.A)            # Quit, lose it (nothing is saved here)
    assert app.table is None and v.title == "Pocket card table"


def test_quit_game_without_saves_asks_first():
    """Without a save store (the simulator's --no-save) "Quit game" dropped the game without a word."""
    v, app, d = start("spades", opponent=1)
    d.press(K.START, K.UP, K.A)
    assert v.kind == "menu" and v.title == "Quit this game?" and v.sel == 0
    assert v.lines == ["Keep playing", "Quit, lose it"]
    d.press(K.A)                    # Keep playing: the table again
    assert v.kind == "table" and app.table is not None
    d.press(K.START, K.UP, K.A, K.B)
    assert v.kind == "table" and app.table is not None
    d.press(K.START, K.UP, K.A, K.DOWN, K.A)
    assert app.table is None and v.title == "Pocket card table"


def test_meld_labels_from_the_moves():
    class Fake:
        trump = 1
        original = False

        def meld_points_of(self, m):
            return 7
    cases = {"meld KH QH": "Royal marriage 7", "meld KS QS*": "Marriage 7", "meld JD QS": "Pinochle 7",
             "meld 9H": "Dix 7", "meld AC AD AH AS": "Aces around 7", "meld JD JD* QS QS": "Double pinochle 7",
             "meld AH JH KH* QH* TH": "Run 7", "meld KC KD KH KS*": "Kings around 7",
             "meld QC QD QH QS": "Queens around 7", "meld JC JD* JH JS": "Jacks around 7"}
    g = games.new_game("pinochle")
    for text, label in cases.items():
        assert meld_label(Fake(), g.parse_move(text)) == label
    assert card_of("TH*") == 16 + 10


def test_a_turn_starts_on_a_card_that_may_be_played():
    v, app, d = start("spades", opponent=1, prefs={"auto": 0})
    t = app.table
    turns = 0
    while app.table is not None and t.g.deal == 1:
        if v.kind == "table" and t.turn and t.phase == "play":
            assert t.playable[t.sel], (t.hand, t.playable, t.sel)
            turns += 1
        human_step(d, v)
    assert turns >= 10


def test_moves_on_the_message_line():
    from cardtable.table.words import move_text
    from engine.core.moves import KEEP, BID, TAKE_TRUMP
    from engine.core.cards import TABLE
    v, app, d = start("pinochle", opponent=1)
    t = app.table
    assert move_text(t, card_of("TH")) == "10\x02" and move_text(t, card_of("QS") | TABLE) == "Q\x01 from table"
    assert move_text(t, KEEP) == "Keep" and move_text(t, BID + 3) == "Bid 3" and move_text(t, BID) == "Bid Nil"
    assert move_text(t, TAKE_TRUMP) == "Take trump card"


MELDS = ("Dix", "Marriage", "Royal", "Pinochle", "Run", "Aces", "Kings", "Queens", "Jacks", "Double")


def test_pinochle_dix_exchange_label_phase_two_and_the_computers_melds_named():
    class Fake:
        trump = 1
        original = True

        def meld_points_of(self, m):
            return 10
    dix = games.new_game("pinochle").parse_move("meld 9H")
    assert meld_label(Fake(), dix) == "Dix 10, swap trump"
    Fake.original = False
    assert meld_label(Fake(), dix) == "Dix 10"
    class MsgView(StubView):
        msgs = set()

        def table(self, t):
            StubView.table(self, t)
            self.msgs.add(t.msg)
            if t.msg.startswith("CPU: ") and t.msg[5:].split()[0] in MELDS:
                assert t.wait > 0     # the computer's meld stays on the message line a while
    v, app, d = start("pinochle", opponent=1, seed=4, view=MsgView())   # seed 4: the human wins the last
    t = app.table                                                        # trick of phase 1
    msgs = v.msgs
    seen_choice = phase2 = False
    while app.table is not None and t.g.deal == 1:
        if t.turn and t.phase == "draw":
            seen_choice = True
            assert t.prompt() == "< Take stock card >" and t.trump_card >= 0
            d.press(K.A)
            assert t.msg == "Stock gone: phase 2" and t.info[-1] == "Phase 2" and t.stock == 0
            phase2 = True
            continue
        if phase2:
            assert t.info[-1] == "Phase 2" or v.kind != "table"
        else:
            assert "Phase 2" not in t.info
        human_step(d, v)
    assert seen_choice and phase2
    melds = [m for m in msgs if m.startswith("CPU: ") and m[5:].split()[0] in MELDS]
    assert melds, sorted(msgs)


class WidthView(StubView):
    """Every text line the table shows must fit the 160-pixel screen: 26 characters of the 6-pixel font
    from x=1 (the score line leaves room for the trump sign at the right)."""
    prompts = set()

    def table(self, t):
        StubView.table(self, t)
        p = t.prompt()
        self.prompts.add(p)
        assert len(p) <= 26, p
        assert len(t.score_text) <= 22, t.score_text
        for line in t.info[:3]:
            assert len(line) <= 11, line    # left of the trick's cards (x=68)


def test_the_meld_picker_names_its_buttons_and_every_line_fits():
    v, app, d = start("pinochle", opponent=1, seed=8, view=WidthView())
    t = app.table
    seen = False
    while app.table is not None and t.g.deal == 1:
        if t.turn and t.phase == "meld" and not seen:
            assert t.prompt() == "Up/Dn: Lead, no meld"
            d.press(K.DOWN)
            assert t.prompt().startswith("Up/Dn: ") and any(t.marked)
            d.press(K.UP)
            seen = True
        human_step(d, v)
    assert seen
    for game in ("spades", "double_emperor", "maniller"):
        v, app, d = start(game, opponent=1, view=WidthView())
        play_game(d, v, deals=1)


class OnePress:
    """An input that gives one button, then nothing."""

    def __init__(self, code):
        self.codes = [code]

    def poll(self, now):
        return self.codes.pop() if self.codes else 0


def test_a_main_loop_step_feeds_a_pressed_button_then_the_clock():
    v = StubView()
    app = App(v, games, ASSETS, seed=1, prefs={"speed": 2})
    app.step(OnePress(K.A), 0)  # A on the first menu line opens Double Emperor's setup
    assert v.kind == "menu" and "Start" in " ".join(v.lines)
    lines = list(v.lines)
    idle = OnePress(K.A)
    idle.codes = []
    app.step(idle, 100)  # no button: the clock runs and the screen stays
    assert v.lines == lines


def test_the_computer_chooses_within_its_pause_once_the_cards_sound_is_over(monkeypatch):
    """At normal speed the computer's pause is 400 ms: it chooses at 100 ms (the chirp would be cut by its
    search) and moves at 400 ms; a choice that outlasts the pause is made at once, with no pause after it."""
    from cardtable.table import table as T
    v, app, d = start("double_emperor", opponent=1, prefs={"speed": 1})
    t = app.table
    real = T.Table.computer_move
    chose = []

    def choose(self, p, level):
        chose.append((d.now - self.since) & 0x1FFFFFFF)
        return real(self, p, level)

    monkeypatch.setattr(T.Table, "computer_move", choose)
    for slow in (False, True):
        while not (t.turn and t.state == 0):
            d.now += 10
            app.tick(d.now)
        while not t.playable[t.sel]:
            app.press(K.RIGHT, d.now)
        app.press(K.A, d.now)
        made = len(t.g.moves)
        while t.state != 1:   # the human's card shown, the trick held and swept: the computer's turn
            d.now += 10
            app.tick(d.now)
        start_at, chose[:] = d.now, []
        while len(t.g.moves) == made:
            d.now += 10
            if slow and chose and d.now - start_at < 1000:
                d.now = start_at + 1000   # its choosing took a second
            app.tick(d.now)
        assert chose == [T._CUE_MS]
        assert d.now - start_at == (1000 if slow else T.THINK_MS[1])


LOADED = r"""
import sys
sys.path[:0] = [ROOT, ROOT + "/lib", ROOT + "/tests/helpers"]
from appstub import StubView, Driver, play_game
from cardtable.app import App
from cardtable.device.save import Store
from engine import games

def loaded():
    return sorted(m for m in sys.modules if m.startswith("cardtable.") or m.startswith("engine."))

v = StubView()
app = App(v, games, ROOT + "/assets", seed=3, prefs={"speed": 2}, store=Store(bytearray(b"\xff" * 8192)))
print(loaded())
d = Driver(app)
d.press(2, 2)                  # Double Emperor against the computer at normal: start
print(loaded())
play_game(d, v, 3000, 1)       # the first deal
print(loaded())
play_game(d, v)
print(loaded())
"""


def test_only_what_the_screen_needs_stays_loaded():
    """The menus' modules only at the menus; the table's and the game's from the game's opening to its end, the
    players' and the search's too but under a score sheet (cardtable.resident: a decision loads nothing, a sheet
    takes their room), then none of them (the device's heap is small)."""
    import ast
    out = subprocess.run([sys.executable, "-c", LOADED.replace("ROOT", repr(ROOT))], capture_output=True, text=True,
                         timeout=120, cwd=ROOT)
    assert out.returncode == 0, out.stderr
    menu, table, deal, end = [set(ast.literal_eval(line)) for line in out.stdout.splitlines()]
    ui = {"cardtable.menus.screens", "cardtable.menus.menus", "cardtable.menus.keep", "cardtable.menus.stats"}
    game = {"cardtable.table.table", "cardtable.table.flow", "cardtable.table.layout", "cardtable.table.keys",
            "cardtable.table.words", "engine.rules.double_emperor", "engine.players", "engine.players.double_emperor",
            "engine.players.double_emperor_search", "engine.search.alphabeta"}
    menus_only = ui - {"cardtable.menus.stats"}   # (the statistics are recorded at a game's end)
    assert ui <= menu and not game & menu
    assert game <= table and not menus_only & table
    searching = set(m for m in table if m.startswith("engine.players") or m.startswith("engine.search"))
    assert searching and deal == (table - searching) | {"cardtable.table.sheets", "engine.core.deals"}   # the sheet
    assert "cardtable.table.begin" not in table and "engine.record" not in table   # (opening a game only)
    assert ui <= end and not game & end and not [m for m in end if m.startswith("engine.")
                                                 and m not in ("engine.games", "engine.rules", "engine.rules.registry")], sorted(end)


def test_a_runtime_error_other_than_the_python_stack_is_not_hidden(monkeypatch):
    v, app, d = start("maniller", opponent=1)

    def broken(now):
        raise RuntimeError("something else")
    monkeypatch.setattr(app.table, "tick", broken)
    try:
        app.tick(d.now + 100)
    except RuntimeError as e:
        assert str(e) == "something else"
    else:
        raise AssertionError("the error was swallowed")


def test_a_python_stack_run_out_shows_the_page_over_the_main_menu(monkeypatch):
    v, app, d = start("maniller", opponent=1)

    def out_of_stack(code, now):
        raise RuntimeError("pystack exhausted")
    monkeypatch.setattr(app.table, "press", out_of_stack)
    d.press(K.A)
    assert app.table is None and v.title == "Python stack too small"
    assert "CIRCUITPY_PYSTACK_SIZE" in v.lines
    monkeypatch.undo()
    d.press(K.B)
    assert v.kind == "menu" and v.title == "Pocket card table"
