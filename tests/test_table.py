"""The table as a player meets it: undo, buttons typed ahead, hand-offs, what the table says."""
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for p in (ROOT, os.path.join(ROOT, "lib"), os.path.join(ROOT, "tests", "helpers")):
    if p not in sys.path:
        sys.path.insert(0, p)

from appstub import human_step  # noqa: E402
from cardtable.device import buttons as K  # noqa: E402
from cardtable.states import _OVERLAY_TRICK  # noqa: E402
from test_app_flow import start  # noqa: E402

_THINK = 1   # cardtable.table.table's states
_HOLD = 2


def tick_until(d, cond, limit=20000):
    """Run the clock in 10 ms steps until cond() holds (presses are the test's own)."""
    for _ in range(limit):
        if cond():
            return
        d.now += 10
        d.app.tick(d.now)
    raise AssertionError("never happened")


def decision(t):
    """The human's turn with a choice to make (not a card Auto Play One plays by itself)."""
    g = t.g
    return t.turn and t.state == 0 and not (t.app.prefs["auto"] and g.phase == "play" and len(g.legal()) == 1)


def play_a_card(d, t):
    """At the human's turn: the first card that may be played, by buttons, without running the clock after A."""
    while not t.playable[t.sel]:
        d.app.press(K.RIGHT, d.now)
    d.app.press(K.A, d.now)


# ----- undo -----
def test_undo_goes_back_past_a_forced_card_to_the_last_decision():
    """With Auto Play One on, B after a forced card takes back the decision before it, not just the forced card
    (which would be played again at once)."""
    for seed in range(1, 40):
        v, app, d = start("maniller", opponent=1, seed=seed, prefs={"auto": 1})
        t = app.table
        g = t.g
        made = None      # the moves made before the human's last decision
        while g.deal == 1 and g.phase == "play":
            if decision(t):
                if made is not None and forced_since(g, made):
                    d.press(K.B)
                    assert len(g.moves) == made and decision(t) and t.msg == "Undone"
                    return
                made = len(g.moves)
            human_step(d, v)
    raise AssertionError("no forced card between two decisions in 40 games")


def forced_since(g, made):
    """Was one of the human's moves after the first `made` moves of deal 1 its only legal card? (the deal replayed
    on a new game)"""
    from engine import games
    h = games.new_game(g.name, g.options, g.first_dealer, g.seed)
    for i in range(len(g.moves)):
        if i > made and h.to_move == 0 and len(h.legal()) == 1:
            return True
        h.move(g.moves[i])
    return False


def test_undo_from_the_game_menu_during_the_computers_pause():
    v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0, "speed": 1})
    t = app.table
    g = t.g
    tick_until(d, lambda: decision(t))
    play_a_card(d, t)
    tick_until(d, lambda: t.state == _THINK)
    app.press(K.START, d.now)
    assert app.menu.kind == "game"
    while app.menu.items[app.menu.sel][0] != "undo":
        app.press(K.DOWN, d.now)
    app.press(K.A, d.now)
    d.settle()
    assert not g.moves and decision(t) and t.msg == "Undone"


def test_undo_by_b_during_the_computers_pause_and_while_a_trick_is_shown():
    for when in (_THINK, _HOLD):
        v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0, "speed": 0})
        t = app.table
        g = t.g
        for _ in range(30):
            tick_until(d, lambda: decision(t) or t.state == when)
            if t.state == when and g.moves:
                break
            play_a_card(d, t)
        app.press(K.B, d.now)
        assert t.msg == "Undone" and t.state == 0
        d.settle()
        assert decision(t) and g.to_move == t.me


def test_undo_never_turns_up_a_card_nor_leaves_the_table_changed_when_refused():
    v, app, d = start("spades", opponent=1)
    t = app.table
    g = t.g
    d.press(K.A)               # keep: it turned up a card
    moves = list(g.moves)
    d.press(K.B)
    assert list(g.moves) == moves and t.prompt() == "No undo: a card turned up"


def test_undo_after_a_pinochle_trick_that_drew_says_a_card_turned_up():
    """A card was played, but the trick's draws turned up cards since: B used to say "Nothing to undo"."""
    v, app, d = start("pinochle", opponent=1, prefs={"auto": 0})
    t = app.table
    g = t.g
    while not (g.tricks[0] + g.tricks[1] and decision(t)):
        human_step(d, v)
    assert g.moves and g.to_move == t.me and g.phase in ("play", "meld")
    moves = list(g.moves)
    d.press(K.B)
    assert list(g.moves) == moves and t.prompt() == "No undo: a card turned up"


def test_undo_in_the_spades_draw_after_continue_says_why():
    """B and the game menu's Undo, in the draw of a game continued: they used to do nothing and say nothing (the
    draw's choice hid the message)."""
    from test_resume import power_on, new_nvm
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    d.press(K.DOWN, K.A, K.A)                     # Spades' setup: Start game (saved at its start)
    d.press(K.A, K.A)                             # two draws (not saved: the draw is saved at its end)
    v, app, d = power_on(nvm)
    d.press(K.A)                                  # Continue
    t = app.table
    assert t.phase == "draw" and t.turn and t.options
    d.press(K.B)
    assert t.prompt() == "No undo: no move yet"
    d.press(K.A)                                  # keep: a card turned up
    d.press(K.START)
    while app.menu.items[app.menu.sel][0] != "undo":
        d.press(K.DOWN)
    d.press(K.A)
    assert app.table is t and t.prompt() == "No undo: a card turned up"
    d.press(K.RIGHT)                              # the next key: the choice again
    assert t.prompt() == "< Discard >"


def test_a_hint_in_bidding_says_so():
    """During play a hint says "Hint: ..."; in bidding it used to move the bid without a word."""
    v, app, d = start("spades", opponent=1)
    t = app.table
    while t.phase != "bid" or not t.turn:
        human_step(d, v)
    d.press(K.UP)
    assert t.hint >= 0 and t.options[t.choice] == t.hint
    assert t.prompt().startswith("Hint: Bid ")
    d.press(K.RIGHT)
    assert t.prompt().startswith("< Bid ")


# ----- buttons -----
KEY_NUMBER = {K.B: 0, K.A: 1, K.START: 2, K.SELECT: 3, K.RIGHT: 4, K.DOWN: 5, K.UP: 6, K.LEFT: 7}


def together(d, *codes):
    """The buttons pressed and let go all before the app's next poll (as while the computer's search blocks the
    loop), then the app's main loop step by step until they are all handled."""
    from test_buttons import Keys, Event
    keys = Keys()
    for c in codes:
        keys.events.queue += [(KEY_NUMBER[c], True), (KEY_NUMBER[c], False)]
    inp = K.KeypadInput(keys, Event())
    for _ in range(len(codes) + 1):
        d.now += 10
        d.app.step(inp, d.now)


def test_presses_in_one_poll_are_handled_once_each_in_their_order():
    v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0})
    t = app.table
    g = t.g
    assert decision(t) and t.sel == 0
    hand = list(t.hand)
    together(d, K.RIGHT, K.RIGHT, K.A)
    assert g.moves[0] == hand[2]


def test_a_card_chosen_while_the_computer_thinks_is_that_card_at_the_humans_turn_or_none():
    played = refused = 0
    for seed in range(1, 12):
        v, app, d = start("maniller", opponent=1, seed=seed, prefs={"auto": 0, "speed": 1})
        t = app.table
        g = t.g
        while g.phase == "play" and not (played and refused):
            tick_until(d, lambda: decision(t) or t.state == _THINK or g.phase != "play")
            if t.state == _THINK and not g.trick:   # the computer leads: the human's card is chosen ahead
                sel = t.sel
                together(d, K.RIGHT, K.A)
                assert t.sel == (sel + 1) % len(t.hand)
                chosen = t.hand[t.sel]
                assert t.queued == chosen and t.msg.startswith("Next: ")
                n = len(g.moves)
                tick_until(d, lambda: len(g.moves) > n)   # the computer's lead
                legal = chosen in g.legal()
                d.settle()
                if legal:
                    assert g.moves[n + 1] == chosen
                    played += 1
                else:
                    assert len(g.moves) == n + 1 and t.msg.endswith(" not played") and decision(t)
                    refused += 1
            elif decision(t):
                play_a_card(d, t)
            else:
                d.now += 10
                app.tick(d.now)
    assert played and refused


def test_the_game_menu_answers_while_the_computer_thinks():
    v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0, "speed": 1})
    t = app.table
    g = t.g
    play_a_card(d, t)
    tick_until(d, lambda: t.state == _THINK)
    mine = g.moves[0]
    together(d, K.START, K.DOWN, K.DOWN, K.DOWN, K.A)   # the game menu, Last trick: no card played
    assert v.kind == "table" and t.queued == -1 and list(g.moves) == [mine]
    together(d, K.START, K.A)                           # Resume
    d.settle()
    assert v.kind == "table" and g.moves[0] == mine and len(g.moves) >= 2


# ----- score sheets -----
def random_deal_ends(name, seeds, deals=8):
    """Each deal's end of random games of `name` (the same game object at each end in turn), to their end or
    `deals` deals (random Spades bids may never reach the target)."""
    import random
    from engine import games
    for seed in seeds:
        rnd = random.Random(seed)
        g = games.new_game(name, None, seed=seed)
        while g.phase != "game_over" and not (g.phase == "deal_over" and g.deal == deals):
            if g.phase == "deal_over":
                g.next_deal()
            g.move(rnd.choice(g.legal()))
            if g.phase in ("deal_over", "game_over"):
                yield g


def test_the_score_sheet_rows_add_up_to_this_deal_in_every_game():
    from cardtable.table.sheets import sheet
    from engine.rules.registry import names
    seen = set()
    for name in names():
        for g in random_deal_ends(name, range(8)):
            for me in (0, 1):
                title, rows, foot = sheet(g, ("You", "CPU") if me == 0 else ("CPU", "You"), me)
                labels = [r[0] for r in rows]
                deal = labels.index("This deal")
                # the tricks once: their own row, or the part of the deal the rules score them as (Maniller's)
                assert len(set(labels)) == len(labels) and ("Tricks" in labels or "Bid/won" in labels), rows
                for part in g.score_parts():
                    if part[1] or part[2]:
                        assert part[0] in labels[:deal], (name, part, rows)
                        seen.add((name, part[0]))
                points = [r for r in rows[1:deal] if r[0] in [p[0] for p in g.score_parts()]]
                for col in (1, 2):
                    assert sum(int(r[col]) for r in points) == int(rows[deal][col]), (name, rows)
                assert len(rows) <= 8 and all(len(label) <= 10 for label in labels), rows
                assert "\n" not in foot
    for name, label in (("pinochle", "Last trick"), ("pinochle", "Melds"), ("pinochle", "Counters"),
                        ("maniller", "Last trick"), ("maniller", "Manilled"), ("spades", "Overtricks"),
                        ("spades", "Nil"), ("spades", "10 bags"), ("spades", "Bid pts"),
                        ("double_emperor", "Not scored")):
        assert (name, label) in seen


# ----- saved games -----
def test_starting_a_new_game_over_a_saved_one_asks_first():
    from test_resume import power_on, new_nvm
    nvm = new_nvm()
    v, app, d = power_on(nvm)
    d.press(K.DOWN, K.DOWN, K.DOWN, K.A, K.A)    # Maniller's setup: Start game
    human_step(d, v)
    d.press(K.START, K.UP, K.A)                  # Save and quit
    saved = app.keep.saved
    assert v.lines[0] == "Continue Maniller"
    d.press(K.DOWN, K.DOWN, K.A, K.A)            # Spades' setup, Start game
    assert v.kind == "menu" and v.title == "Maniller is saved" and v.sel == 0
    assert v.lines == ["Keep it", "Start anew, lose it"]
    d.press(K.A)                                 # Keep it: back to the setup, nothing lost
    assert v.title == "Spades" and app.keep.saved == saved and app.table is None
    d.press(K.A, K.B)                            # asked again; B keeps it too
    assert v.title == "Spades" and app.keep.saved == saved
    d.press(K.A, K.DOWN, K.A)                    # Start anew
    assert app.table is not None and app.table.name == "spades" and app.keep.saved != saved


def test_the_statistics_say_how_an_unfinished_game_counts():
    from test_app_flow import StubView, App, Driver, games, ASSETS
    v = StubView()
    d = Driver(App(v, games, ASSETS))
    d.press(K.UP, K.UP, K.A)                     # Statistics
    assert v.kind == "sheet" and v.title.startswith("Stats: ")
    assert v.footer.split("\n")[0] == "Unfinished: not counted"
    assert [r[0] for r in v.rows][1:5] == ["CPU easy", "CPU normal", "CPU hard", "P1 vs P2"]


def test_the_statistics_say_whose_wins_pass_and_play_counts():
    """The row "P1 vs P2" under "Won" did not say whose wins it counts: player 1's."""
    from cardtable.menus.stats import Stats
    from cardtable.menus.screens import stats_sheet
    st = Stats()
    st.record_result("maniller", "pass_and_play", True, 50)
    st.record_result("maniller", "pass_and_play", False, 20)
    st.record_result("maniller", "normal", True, 60)
    rows = stats_sheet(st, "maniller", "Maniller")[1]
    assert rows[0] == ("", "Won", "Played")
    assert rows[2] == ("CPU normal", "1", "1") and rows[4] == ("P1 vs P2", "P1 1", "2")


# ----- pass and play -----
def test_pass_and_play_hands_off_only_when_the_next_player_has_something_to_hide():
    from appstub import play_game
    from test_app_flow import WatchView
    v, app, d = start("double_emperor", opponent=3)   # both hands open: no hand-off
    t = app.table
    turns = set()
    while app.table is not None and t.g.deal == 1:
        if t.turn:
            assert t.me == t.g.to_move and t.opp_backs == 0
            turns.add(t.me)
        human_step(d, v)
    assert turns == {0, 1} and "text" not in v.seen
    v, app, d = start("spades", opponent=3, view=WatchView())            # hidden hands: a hand-off each time
    play_game(d, v, deals=1)
    assert v.handoffs > 20


# ----- what the table says -----
def test_the_lines_beside_the_trick_say_whose_figure_is_whose():
    v, app, d = start("spades", opponent=1)
    t = app.table
    g = t.g
    while g.phase != "play":
        human_step(d, v)
    assert t.info[0].split() == ["You", "CPU"]
    assert t.info[1].split() == ["Trk", "0", "0"]
    bids = ["Nil" if b == 0 else str(b) for b in g.bids]
    assert t.info[2].split() == ["Bid"] + bids
    for line in t.info:       # each figure right under its player's name
        assert len(line) == len(t.info[0]) == 11


def test_pass_and_play_says_whose_turn_it_is():
    v, app, d = start("double_emperor", opponent=3)
    t = app.table
    said = set()
    while t.g.deal == 1 and app.table is not None:
        if t.turn and t.state == 0:
            said.add(t.prompt())
            assert t.prompt() == t.names[t.g.to_move] + "'s turn"
        human_step(d, v)
    assert {"P1's turn", "P2's turn"} <= said


def test_cards_are_named_with_their_suit_symbols():
    from cardtable.table.words import MARKS
    v, app, d = start("maniller", opponent=1, prefs={"auto": 0})
    t = app.table
    msgs = set()
    while t.g.deal == 1 and app.table is not None:
        if t.msg.startswith("CPU: "):
            msgs.add(t.msg)
        human_step(d, v)
    assert msgs
    for m in msgs:
        card = m[5:]
        assert card[-1] in MARKS and card[:-1] in ("7", "8", "9", "10", "J", "Q", "K", "A"), m


def test_the_cursor_skips_cards_that_may_not_be_played():
    """It stopped on them, and A then refused. With one card to play it stays on it."""
    v, app, d = start("spades", opponent=1, prefs={"auto": 0})
    t = app.table
    seen = set()
    while app.table is not None and len(seen) < 2:
        if v.kind == "table" and decision(t) and t.phase == "play" and False in t.playable:
            playable = set(i for i in range(len(t.hand)) if t.playable[i])
            stops = set()
            for _ in range(len(t.hand)):
                d.press(K.RIGHT)
                stops.add(t.sel)
            assert stops == playable
            d.press(K.LEFT)
            assert t.playable[t.sel]
            seen.add(min(len(playable), 2))
        human_step(d, v)
    assert seen == {1, 2}


def test_a_meld_turn_opens_on_the_play_without_a_meld():
    """A meld turn used to open on the choice of the turn before: after one meld, on the next (seed 27: a run
    after a meld)."""
    v, app, d = start("pinochle", opponent=1, seed=27)
    t = app.table
    after_a_meld = 0
    melded = False
    while t.g.deal == 1 and t.g.stage == 1:
        if v.kind == "table" and t.turn and t.phase == "meld" and t.state == 0:
            assert t.options[t.choice] == -1 and t.prompt().endswith("Lead, no meld")
            after_a_meld += melded
            d.press(*([K.DOWN] * (len(t.options) - 1)))   # the last meld listed
            d.press(K.A)
            melded = True
            continue
        melded = False
        human_step(d, v)
    assert after_a_meld


def lead_and_win_a_trick(d, v, t):
    """Play Spades by appstub.human_step until the human has led a trick, won it and is to lead the next; the card
    it led."""
    g = t.g
    led = -1
    while g.deal == 1:
        leading = decision(t) and g.phase == "play" and not g.trick
        if leading and g.last_trick and g.last_trick[0] == led and g.last_winner == t.me:
            return led
        n = len(g.moves)
        human_step(d, v)
        if leading:
            led = g.moves[n]
    raise AssertionError("the human never led a trick and won it")


def test_the_last_trick_after_an_undo_shows_each_card_in_its_players_place():
    """The human leads and wins, leads again, takes that back: the last trick's leader used to be guessed as its
    loser, drawing the human's card in the computer's place."""
    v, app, d = start("spades", opponent=1, prefs={"auto": 0})
    t = app.table
    led = lead_and_win_a_trick(d, v, t)
    play_a_card(d, t)                             # the next lead; the computer thinks
    app.press(K.B, d.now)
    assert t.msg == "Undone" and not t.g.trick
    d.press(K.SELECT)
    assert t.center[0] == led and t.center_owner == [t.me, 1 - t.me]


def test_the_last_trick_after_continue_shows_each_card_in_its_players_place():
    from test_resume import power_on, new_nvm
    nvm = new_nvm()
    v, app, d = power_on(nvm, prefs={"auto": 0})
    d.press(K.DOWN, K.A, K.A)                     # Spades' setup: Start game
    led = lead_and_win_a_trick(d, v, app.table)   # (saved at the trick's end)
    v, app, d = power_on(nvm)
    d.press(K.A, K.SELECT)                        # Continue, the last trick
    t = app.table
    assert t.center[0] == led and t.center_owner == [t.me, 1 - t.me]


def test_an_overlays_text_goes_with_it():
    v, app, d = start("double_emperor", opponent=1, prefs={"auto": 0})
    t = app.table
    while t.g.last_trick is None:
        human_step(d, v)
    d.press(K.SELECT)
    assert t.overlay == _OVERLAY_TRICK and t.prompt() == "Last trick"
    d.press(K.B)              # any key closes it
    assert t.overlay == 0 and t.prompt() != "Last trick" and t.msg != "Last trick"


def test_rule_options_are_offered_in_their_natural_order_from_the_engines_default():
    from engine import games
    from engine.rules import registry
    for e in registry.ENTRIES:
        for option in e.options:
            values = option[3]
            assert games.option_allowed(option[2], values[registry.default_choice(option)])
            assert [games.option_allowed(option[2], v) for v in values] == [True] * len(values)
            numbers = [x for x in values if type(x) is int]
            assert numbers == sorted(numbers)
    v, app, d = start("spades", opponent=1)
    assert app.table.g.options["target"] == 300
    d.press(K.START, K.UP, K.A, K.DOWN, K.A)     # quit, lose it
    d.press(K.DOWN, K.A)                         # Spades' setup
    assert v.lines[1] == "Target: 300"
    d.press(K.DOWN, K.DOWN, K.LEFT)
    assert v.lines[1] == "Target: 200"


def test_the_game_menu_is_the_tables_key_help():
    v, app, d = start("spades", opponent=1)
    d.press(K.START)
    keys = dict((line.split()[0], line.split()[-1]) for line in v.lines)
    assert keys["Resume"] == "START" and keys["Hint"] == "UP" and keys["Undo"] == "B"
    assert keys["Last"] == "SELECT" and keys["Score"] == "DOWN" and keys["My"] == "SELECT"
    assert all(len(line) <= 22 for line in v.lines)
    d.press(K.START)
    assert v.kind == "table"


# ----- deal numbers -----
def choose_deal_number(d, v, digits):
    """In a game's setup: the Deal no. line, its five digits typed by UP presses, A."""
    app = d.app
    while app.menu.items[app.menu.sel][0] != "deal":
        d.press(K.UP)
    d.press(K.A)
    assert v.title == "Deal number" and v.lines[0].split() == ["0"] * 5
    for i, digit in enumerate(digits):
        d.press(*([K.UP] * int(digit)))
        d.press(K.RIGHT)
    d.press(K.A)
    assert v.title != "Deal number"


def test_the_setup_takes_a_deal_number_and_each_deal_shows_its_own():
    from test_app_flow import StubView, App, Driver, games, ASSETS
    from engine.core.deals import DEAL_STEP, deal_number
    v = StubView()
    app = App(v, games, ASSETS, prefs={"speed": 2})
    d = Driver(app)
    d.press(K.DOWN, K.DOWN, K.DOWN, K.A)          # Maniller's setup
    choose_deal_number(d, v, "04821")
    assert "Deal no.: 4821" in v.lines
    while app.menu.items[app.menu.sel][0] != "start":
        d.press(K.DOWN)
    d.press(K.A)
    t = app.table
    assert deal_number(t.g) == 4821
    d.press(K.DOWN)                               # the score sheet
    assert v.footer.startswith("No. 4821  ")
    d.press(K.A)
    while t.g.deal == 1:
        human_step(d, v)
    assert deal_number(t.g) == 4821 + DEAL_STEP and t.msg == "Deal 2, no. %d" % (4821 + DEAL_STEP)


def test_a_deal_number_deals_the_same_cards_on_the_handheld_and_the_terminal():
    """The handheld's app (the simulator runs the same) and tools/play.py, both from deal number 4821: the same
    first dealer and cards, the next deal too (whatever was played)."""
    from test_play import Script, play
    from engine.core.deals import next_deal
    for name, index in (("double_emperor", 0), ("spades", 1), ("pinochle", 2), ("maniller", 3)):
        from test_app_flow import StubView, App, Driver, games, ASSETS
        v = StubView()
        app = App(v, games, ASSETS, prefs={"speed": 2})
        d = Driver(app)
        d.press(*([K.DOWN] * index))
        d.press(K.A)
        choose_deal_number(d, v, "04821")
        while app.menu.items[app.menu.sel][0] != "start":
            d.press(K.DOWN)
        d.press(K.A)
        g = app.table.g
        s = Script()
        h = play.make_table(["--game", name, "--deal", "4821", "--ascii"], s.inp, s.out).g
        assert (g.dealer, g.deck) == (h.dealer, h.deck), name
        while g.deal == 1:
            human_step(d, v)
        while h.phase != "deal_over":
            h.move(h.legal()[-1])
        next_deal(h)
        assert (g.dealer, g.deck) == (h.dealer, h.deck), name


def test_every_panel_line_fits_the_screen():
    """Titles, lines and footers of menus, pages and sheets: 26 characters of the 6-pixel font."""
    from appstub import StubView, play_game

    class FitView(StubView):
        def _fits(self, title, lines, footer):
            for text in [title] + list(lines) + footer.split("\n"):
                assert len(text) <= 26, text

        def menu(self, title, lines, sel, footer):
            StubView.menu(self, title, lines, sel, footer)
            self._fits(title, lines, footer)

        def text(self, title, lines, footer):
            StubView.text(self, title, lines, footer)
            self._fits(title, lines, footer)

        def sheet(self, title, rows, footer):
            StubView.sheet(self, title, rows, footer)
            self._fits(title, ["%-10s%7s%7s" % r for r in rows], footer)

    for game, index in (("double_emperor", 0), ("spades", 1), ("pinochle", 2), ("maniller", 3)):
        v, app, d = start(game, opponent=1, view=FitView())
        d.press(K.START, K.B, K.DOWN, K.A)
        play_game(d, v, deals=1)
        d.press(K.A, K.START, K.UP, K.A)          # the next deal, then quit (asked)
        d.press(K.DOWN, K.A)
        d.press(K.UP, K.UP, K.A)                   # Statistics
        for _ in range(4):
            assert v.title.startswith("Stats: ")
            d.press(K.RIGHT)
