"""tools/play.py, the terminal table, driven by scripted input."""

import os
import subprocess
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TOOLS = os.path.join(ROOT, "tools")
for d in (ROOT, TOOLS):
    if d not in sys.path:
        sys.path.insert(0, d)

import play  # noqa: E402
from engine.rules import registry  # noqa: E402


class Script:
    """Injected input and output: scripted answers, then `then` forever (bounded), every line kept."""

    def __init__(self, answers=(), then="q", limit=3000):
        self.answers = list(answers)
        self.then = then
        self.limit = limit
        self.lines = []
        self.prompts = []
        self.table = None
        self.check = None  # called at each move prompt

    def out(self, text=""):
        self.lines.extend(str(text).split("\n"))

    def inp(self, prompt):
        self.lines.append(prompt)
        self.prompts.append(prompt)
        assert len(self.prompts) < self.limit, "the program keeps asking"
        if self.check and prompt.endswith("> "):
            self.check(self)
        return self.answers.pop(0) if self.answers else self.then

    @property
    def text(self):
        return "\n".join(self.lines)


def start(argv, script):
    table = play.make_table(argv + ["--ascii", "--level", "easy"], script.inp, script.out)
    assert isinstance(table, play.Table)
    script.table = table
    return table


def tokens(lines):
    return set(w.strip(",.():;") for line in lines for w in line.split())


def no_hidden_cards(s):
    """The screen of the seat to move shows its own hand exactly and no card the opponent holds."""
    g = s.table.g
    p = g.to_move
    starts = [i for i, line in enumerate(s.lines)
              if line.startswith(("Press Enter for the next deal", "First dealer:")) or play.CLEAR in line]
    screen = s.lines[starts[-1] + 1:] if starts else s.lines  # this deal, and this seat's turn in pass and play
    if s.table.two:
        assert starts and play.CLEAR in s.lines[starts[-1]]
    hand_lines = [line for line in screen if line.startswith("Your hand:")]
    shown = [c for c in hand_lines[-1].split(":", 1)[1].split() if c != "-"]
    assert sorted(shown) == sorted(g.view(p)["hand"])
    hidden = set(g.view(1 - p)["hand"])
    assert not hidden & tokens(screen)


def test_whole_double_emperor_game_against_the_computer():
    s = Script(then="1")
    table = start(["--game", "double_emperor", "--seed", "7"], s)
    assert table.run() == 0
    assert "Game over:" in s.lines[-3] and s.lines[-2:] == ["Another game? (y/n) ", "Bye."]
    assert table.g.phase == "game_over"
    assert max(table.g.scores) >= 100
    assert "--- Deal 2 over ---" in s.text
    assert "Computer plays" in s.text and "You play" in s.text
    assert "Computer's hand (open):" in s.text  # public in Double Emperor
    assert any(p.startswith("Press Enter") for p in s.prompts)
    table.score_sheet()  # a row a deal, then the totals
    rows = s.lines[[l.split() for l in s.lines].index("Deal Dealer You Computer".split()) + 1:]
    assert len(rows) == table.g.deal + 1 and rows[0].split()[:2] == ["1", "Computer"]
    assert rows[-1].split() == ["Total"] + [str(n) for n in table.g.scores]


def test_pass_and_play_maniller_deal_shows_only_the_mover_hand():
    s = Script(then="1")
    s.check = no_hidden_cards
    table = start(["--game", "maniller", "--two", "--seed", "11", "--option", "deals=1"], s)
    assert table.run() == 0
    assert table.g.phase == "game_over"
    handoffs = [p for p in s.prompts if p.startswith("Pass to")]
    assert "Pass to player 1, press Enter " in handoffs and "Pass to player 2, press Enter " in handoffs
    assert len(handoffs) >= 10  # the lead changes hands many times in ten tricks
    assert "Game over: Player" in s.lines[-3]


def test_pass_and_play_double_emperor_never_hands_off():
    """Both hands are open (the engine's OPEN): the terminal used to ask "Pass to player N" every turn."""
    s = Script(then="1")
    table = start(["--game", "double_emperor", "--two", "--seed", "3"], s)
    assert table.run() == 0 and table.g.phase == "game_over"
    assert not [p for p in s.prompts if p.startswith("Pass to")] and play.CLEAR not in s.text


def test_pass_and_play_maniller_draw_for_the_first_dealer_stays_until_passed():
    """The screen was cleared before the first hand-off's question: nobody could read the draw."""
    s = Script(["q"])
    start(["--game", "maniller", "--two", "--seed", "11"], s).run()
    first = s.lines.index(s.prompts[0])
    assert s.prompts[0].startswith("Pass to player")
    assert [line for line in s.lines[:first] if line.startswith("First dealer: player")]
    assert not [line for line in s.lines[:first] if play.CLEAR in line]


def test_maniller_and_spades_never_show_the_computer_hand():
    s = Script(then="1", limit=400)
    s.check = no_hidden_cards
    table = start(["--game", "maniller", "--seed", "5"], s)
    assert table.run() == 0
    s = Script(then="1", limit=80)
    s.answers = ["2", "1"] * 20 + ["q"]  # keep and discard through the draw, then bid
    s.check = no_hidden_cards
    table = start(["--game", "spades", "--seed", "5"], s)
    assert table.run() == 0
    assert "Your discards:" in s.text and "Top of the stock:" in s.text


def test_bad_input_is_rejected_and_changes_nothing():
    s = Script(["xyz", "99", "play 2C", "", "bid 3", "meld KH QH", "q"])
    table = start(["--game", "double_emperor", "--seed", "3"], s)
    before = table.g.view(0)
    assert table.run() == 0
    assert table.g.view(0) == before and len(table.g.moves) == 0
    text = s.text
    assert "'xyz' is not a move" in text
    assert "There is no move 99: choose 1 to 10." in text
    assert "play 2C is not a legal move now." in text
    assert "Type a move, or ? for help." in text
    assert "bid 3 is not a legal move now." in text
    assert "'meld KH QH' is not a move" in text


def test_moves_in_notation_and_card_alone():
    s = Script()
    table = start(["--game", "maniller", "--deal", "9"], s)  # the computer wins the draw and deals
    first = table.g.view(0)["legal"][0]
    s.answers = [first.split()[1].lower(), "q"]  # a card alone, lower case, means playing it
    table.run()
    assert table.g.move_name(table.g.moves[0]) == first
    assert "You play %s" % first.split()[1] in s.text


def test_maniller_draws_for_the_first_dealer():
    s = Script()
    table = start(["--game", "maniller", "--seed", "1"], s)
    assert "Draw for the first deal: you " in s.text and "First dealer: you." in s.text
    assert table.g.dealer == 0


def test_undo_refused_in_spades_after_a_keep():
    s = Script(["keep", "u", "q"])
    table = start(["--game", "spades", "--seed", "1"], s)
    table.run()
    assert "Cannot undo: a card turned up." in s.text
    assert len(table.g.moves) == 2  # our keep and the computer's turn


def test_undo_takes_back_to_the_human_turn():
    s = Script(["u", "1", "u", "q"])
    table = start(["--game", "double_emperor", "--seed", "3"], s)
    table.run()
    assert "Cannot undo: no move yet." in s.text
    assert "Move taken back." in s.text
    assert len(table.g.moves) == 0 and table.g.to_move == 0


def test_pinochle_undo_refuses_past_the_cards_drawn_after_a_trick():
    """Issue 30's deal: the computer wins the human's lead, both draw, the computer leads. `u` used to take back
    the computer's lead only, say "Move taken back." and let the computer lead again: now it refuses and says why."""
    s = Script(["7", "u", "q"])
    table = start(["--game", "pinochle", "--deal", "36728"], s)
    table.run()
    g = table.g
    assert g.tricks == [0, 1] and g.to_move == 0 and len(g.moves) == 3
    assert "Cannot undo: a card turned up." in s.text and "Move taken back." not in s.text


def test_help_hint_and_score_sheet():
    s = Script(["?", "h", "s", "q"])
    start(["--game", "maniller", "--seed", "4"], s).run()
    assert "Commands: u undo" in s.text
    assert "Hint: play " in s.text
    assert any(line.startswith("Deal  Dealer") for line in s.lines)


def test_quit_and_end_of_input():
    s = Script(["q"])
    assert start(["--game", "spades", "--seed", "1"], s).run() == 0
    assert s.lines[-1] == "Bye."
    s = Script()
    s.then = None

    def eof(prompt):
        raise EOFError
    table = play.make_table(["--game", "maniller", "--ascii"], eof, s.out)
    assert table.run() == 0 and s.lines[-1] == "Bye."


def test_bad_options_and_unknown_game():
    s = Script()
    assert play.main(["--game", "maniller", "--option", "target=0"], s.inp, s.out) == 2
    assert "Cannot start: maniller option target cannot be 0" in s.text
    assert play.main(["--game", "poker"], s.inp, s.out) == 2
    assert "unknown game" in s.text


def test_script_runs_from_anywhere_with_the_game_menu():
    run = subprocess.run([sys.executable, os.path.join(TOOLS, "play.py"), "--ascii", "--seed", "1"],
                         input="7\n4\n1\nq\n", capture_output=True, text=True, cwd="/", timeout=30)
    assert run.returncode == 0, run.stderr
    assert "1. Double Emperor" in run.stdout and "4. Maniller" in run.stdout
    assert "Type a number from 1 to 4." in run.stdout
    assert "=== Maniller - deal 1" in run.stdout
    assert "You play" in run.stdout and run.stdout.rstrip().endswith("Bye.")


@pytest.mark.parametrize("game", registry.names())
def test_every_game_starts(game):
    s = Script(["q"])
    table = play.make_table(["--game", game, "--ascii", "--seed", "1"], s.inp, s.out)
    assert table.run() == 0 and "Legal moves:" in s.text


def test_pinochle_deal_with_melds_and_the_stock_choice():
    s = Script(then="1", limit=400)
    table = start(["--game", "pinochle", "--seed", "4"], s)
    original = s.inp

    def until_second_deal(prompt):  # play the first deal out, then quit
        return "q" if table.g.deal > 1 else original(prompt)
    table.inp = until_second_deal
    assert table.run() == 0
    text = s.text
    assert "Trump: " in text and "Stock: " in text and "On the table: " in text
    assert "You meld " in text
    assert "1. take stock" in text or "Computer takes the " in text  # the last two cards of the stock
    assert "--- Deal 1 over ---" in text


def test_every_move_is_read_in_the_spelling_the_table_prints():
    """With suit symbols on: the hint, the list of moves and the table's messages write cards as 10♥; typing
    what they print plays it."""
    s = Script(["h"])
    table = play.make_table(["--game", "pinochle", "--deal", "4", "--level", "easy"], s.inp, s.out)
    table.unicode = True
    printed = []

    def answer(prompt):
        s.lines.append(prompt)
        g = table.g
        if not prompt.endswith("> ") or g.deal > 1 or len(s.lines) > 5000:
            return "q"
        hint = [line for line in s.lines if line.startswith("Hint: ")]
        if len(hint) > len(printed):   # type the hint as printed: "play J♥", "meld K♥ Q♥*", "take stock"
            printed.append(hint[-1][6:])
            return hint[-1][6:]
        return "h"
    table.inp = answer
    table.run()
    assert len(printed) > 20 and any(c in "".join(printed) for c in play.SYMBOLS.values())
    said = [line for line in s.lines if line.startswith("You ")]
    assert len(said) >= len(printed) - 1 and not any("is not" in line for line in s.lines)
    assert any(p.startswith("meld ") for p in printed) and any("10" in p for p in printed)


def test_counts_are_said_in_words_that_agree():
    s = Script(["q"])
    table = start(["--game", "maniller", "--deal", "9"], s)
    table.show(dict(table.g.view(0), opponent_cards=1))
    assert "Computer holds 1 card" in s.lines


def test_one_spelling_of_cards_throughout(monkeypatch):
    import io
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(io.BytesIO(), encoding="utf-8"))   # suit symbols on
    s = Script(["1"] * 40 + ["q"])
    table = play.make_table(["--game", "maniller", "--deal", "1", "--level", "easy"], s.inp, s.out)
    assert table.unicode
    table.run()
    letters = set()
    for line in s.lines:
        if line.startswith(("Draw for", "You play", "Computer plays", "Your hand", "Last trick", "Trick:")):
            letters |= {w for w in line.replace(",", " ").split() if play.is_card(w.rstrip("."))}
    assert not letters, letters   # no card written 'TH' or '9S' where the others are 10♥ and 9♠


def test_another_game_is_offered_at_the_end():
    s = Script(then="1")
    table = start(["--game", "double_emperor", "--deal", "7", "--option", "target=20"], s)
    answers = ["y", "n"]
    original = s.inp

    def inp(prompt):
        return answers.pop(0) if prompt.startswith("Another game?") else original(prompt)
    table.inp = inp
    assert table.run() == 0
    assert s.text.count("Game over:") == 2 and not answers and table.seed == 8
    assert s.lines[-1] == "Bye."
