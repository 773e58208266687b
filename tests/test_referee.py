"""The referee of PROTOCOL.md: answers every line, and bad lines change nothing."""

import json
import subprocess
import sys

import pytest

from micropython_lane import ENGINE_BUDGET, core_exe, ROOT
from tools.referee import Referee

DE_DECK = "AS AD KS KD QS QD JS JD TS TD AH AC KH KC QH QC JH JC TH TC".split()


def ask(ref, **cmd):
    return ref.answer(json.dumps(cmd))


@pytest.fixture
def ref():
    r = Referee()
    assert ask(r, cmd="new", game="double_emperor", deck=DE_DECK)["ok"]
    return r


def test_new_answers_the_state_with_every_protocol_key(ref):
    s = ask(ref, cmd="new", game="double_emperor", seed=4)
    for key in ("ok", "game", "phase", "to_move", "legal", "scores", "deal_scores", "tricks", "dealer", "deal",
                "leader", "trick", "last_trick", "last_winner", "winner", "taken", "options"):
        assert key in s
    assert s["dealer"] == 1 and s["to_move"] == 0 and s["deal"] == 1 and s["legal"] == sorted(s["legal"])


def test_the_deck_deals_one_at_a_time_elder_first(ref):
    v = ask(ref, cmd="view", player=0)
    assert v["hand"] == "AS KS QS JS TS AH KH QH JH TH".split()
    assert v["opponent_hand"] == "AD KD QD JD TD AC KC QC JC TC".split()


@pytest.mark.parametrize("line", [
    "", "   ", "not json", "[1, 2]", "3", '"new"', "{}", '{"cmd": "fly"}', '{"cmd": 3}',
    '{"cmd": "move"}', '{"cmd": "move", "move": "play 2S"}', '{"cmd": "move", "move": 5}',
    '{"cmd": "move", "move": "play AD"}', '{"cmd": "move", "move": "bid 3"}', '{"cmd": "deal"}',
    '{"cmd": "undo"}', '{"cmd": "view"}', '{"cmd": "view", "player": 2}', '{"cmd": "view", "player": true}',
    '{"cmd": "bot", "player": 1}', '{"cmd": "bot", "player": 0, "level": "genius"}',
    '{"cmd": "bot", "player": 0, "seed": 1.5}', '{"cmd": "new"}', '{"cmd": "new", "game": "chess"}',
    '{"cmd": "new", "game": "Spades"}', '{"cmd": "new", "game": "spades", "dealer": 2}',
    '{"cmd": "new", "game": "spades", "dealer": 1.0}', '{"cmd": "new", "game": "spades", "seed": "3"}',
    '{"cmd": "new", "game": "spades", "options": {"colour": 1}}',
    '{"cmd": "new", "game": "spades", "options": {"target": 1e3}}',
    '{"cmd": "new", "game": "spades", "options": {"nil_bags": 1}}',
    '{"cmd": "new", "game": "maniller", "options": {"deals": 0}}',
    '{"cmd": "new", "game": "spades", "options": []}',
    '{"cmd": "new", "game": "maniller", "deck": ["AS"]}', '{"cmd": "new", "game": "maniller", "deck": "AS"}',
    '{"cmd": "new", "game": "double_emperor", "deck": ["AS", "AS", "KS", "KD", "QS", "QD", "JS", "JD", "TS", '
    '"TD", "AH", "AC", "KH", "KC", "QH", "QC", "JH", "JC", "TH", "TC"]}',
])
def test_bad_input_gets_an_error_and_changes_nothing(ref, line):
    before = json.dumps(ask(ref, cmd="view", player=0))
    ans = ref.answer(line)
    assert ans["ok"] is False and isinstance(ans["error"], str) and ans["error"]
    assert json.dumps(ask(ref, cmd="view", player=0)) == before


def test_move_accepts_loose_text_and_undo_takes_it_back(ref):
    s = ask(ref, cmd="move", move="  PLAY   as ")
    assert s["trick"] == ["AS"] and s["to_move"] == 1
    s = ask(ref, cmd="undo")
    assert s["trick"] == [] and s["to_move"] == 0


def test_null_fields_count_as_absent_and_unknown_fields_are_ignored():
    r = Referee()
    s = ask(r, cmd="new", game="spades", dealer=None, seed=5, options={"target": None}, colour="red")
    assert s["ok"] and s["dealer"] == 1
    assert ask(r, cmd="new", game="spades", seed=5)["legal"] == s["legal"]


def test_deal_only_when_the_deal_is_over_and_the_dealer_alternates(ref):
    assert not ask(ref, cmd="deal")["ok"]
    for _ in range(20):
        s = ask(ref, cmd="move", move=ask(ref, cmd="bot", player=ask(ref, cmd="view", player=0)["to_move"])["move"])
        if s["phase"] != "play":
            break
    assert s["phase"] in ("deal_over", "game_over") and s["to_move"] is None and s["legal"] == []
    assert not ask(ref, cmd="undo")["ok"]
    s = ask(ref, cmd="deal", seed=3)
    assert s["deal"] == 2 and s["dealer"] == 0 and s["to_move"] == 1


def test_a_whole_game_from_one_seed_is_reproducible():
    def play(seed):
        r = Referee()
        s = ask(r, cmd="new", game="maniller", seed=seed)
        while s["phase"] != "game_over":
            if s["phase"] == "deal_over":
                s = ask(r, cmd="deal")
                continue
            s = ask(r, cmd="move", move=s["legal"][0])
        return s
    assert play(12) == play(12)


def test_view_says_what_the_player_may_know_and_legal_only_to_the_mover():
    r = Referee()
    ask(r, cmd="new", game="spades", seed=1)
    v0, v1 = ask(r, cmd="view", player=0), ask(r, cmd="view", player=1)
    assert "legal" in v0 and "top" in v0 and "legal" not in v1 and "top" not in v1
    assert v0["player"] == 0 and v0["opponent_cards"] == 0 and v0["hand"] == [] and v0["discards"] == []


def test_bot_answers_a_legal_move_without_making_it(ref):
    ans = ask(ref, cmd="bot", player=0, level="easy", seed=2)
    assert ans["ok"] and ans["move"] in ask(ref, cmd="view", player=0)["legal"]
    assert ask(ref, cmd="view", player=0)["trick"] == []


def run_referee(cmd, lines):
    out = subprocess.run(cmd, input="".join(json.dumps(x) + "\n" for x in lines), capture_output=True,
                         text=True, cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]


SCRIPT = [{"cmd": "new", "game": "spades", "seed": 7}, {"cmd": "move", "move": "keep"},
          {"cmd": "undo"}, {"cmd": "view", "player": 1}, {"cmd": "quit"}, {"cmd": "view", "player": 0}]


def test_the_referee_runs_as_a_module_and_stops_at_quit():
    answers = run_referee([sys.executable, "-m", "tools.referee"], SCRIPT)
    assert len(answers) == 5 and answers[-1] == {"ok": True}
    assert answers[1]["ok"] and answers[2]["ok"] is False and "turned up" in answers[2]["error"]


def test_the_referee_on_cpython_offers_the_reference_level():
    """The desktop's yardstick (tools/reference.py), registered as the referee starts on CPython."""
    lines = [{"cmd": "new", "game": "maniller", "seed": 3}, {"cmd": "bot", "player": 0, "level": "reference"},
             {"cmd": "quit"}]
    answers = run_referee([sys.executable, "-m", "tools.referee"], lines)
    assert answers[1]["ok"] and answers[1]["move"].startswith("play "), answers


GAME_SCRIPTS = {
    "double_emperor": ["play AS", "play AD"], "maniller": ["play 2C", "play KD"],
    "spades": ["keep", "discard", "undo"], "pinochle": ["play 9D", "play AD", "play AD"],
}


def referee_lines(game):
    lines = [{"cmd": "new", "game": game, "seed": 3}, {"cmd": "new", "game": game, "deck": ["AS"]}]
    for m in GAME_SCRIPTS[game]:
        lines.append({"cmd": "undo"} if m == "undo" else {"cmd": "move", "move": m})
    return lines + [{"cmd": "view", "player": 0}, {"cmd": "view", "player": 1}, {"cmd": "undo"}, "oops",
                    {"cmd": "quit"}]


def run_micropython_stdin(lines, heap, cwd=ROOT):
    exe = core_exe()
    text = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines)
    out = subprocess.run([exe, "-X", "heapsize=" + heap, "-m", "tools.referee"], cwd=cwd, capture_output=True,
                         text=True, input=text, timeout=120)
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]


def run_cpython_stdin(lines):
    text = "".join((x if isinstance(x, str) else json.dumps(x)) + "\n" for x in lines)
    out = subprocess.run([sys.executable, "-m", "tools.referee"], input=text, capture_output=True, text=True,
                         cwd=ROOT, timeout=120)
    assert out.returncode == 0, out.stderr
    return [json.loads(line) for line in out.stdout.splitlines()]



@pytest.mark.lane
@pytest.mark.parametrize("precompiled", [False, True])
@pytest.mark.parametrize("game", sorted(GAME_SCRIPTS))
def test_circuitpython_referee_within_the_engines_budget_answers_exactly_like_cpython(game, precompiled, request):
    lines = referee_lines(game)
    got = run_micropython_stdin(lines, ENGINE_BUDGET, request.getfixturevalue("mpy_tree") if precompiled else ROOT)
    assert got == run_cpython_stdin(lines)
    assert len(got) == len(lines) and [a["ok"] for a in got].count(False) >= 3


# The bot command compiling from source (cwd the repository, as after `deploy.py --source-files`): compiling
# takes heap on top of the players', so it runs at what it needs now plus a margin (measured in 1K steps).
BOT_HEAP = {"double_emperor": "56K", "maniller": "56K", "spades": "56K", "pinochle": "56K"}


@pytest.mark.lane
@pytest.mark.parametrize("game", sorted(BOT_HEAP))
def test_circuitpython_bot_answers_like_cpython(game):
    lines = [{"cmd": "new", "game": game, "seed": 5}] + [{"cmd": "bot", "player": 0, "level": lv, "seed": 2}
                                                         for lv in ("easy", "normal")]
    assert run_micropython_stdin(lines, BOT_HEAP[game]) == run_cpython_stdin(lines)


# Whole games through the referee's bot command, normal in both seats, in the precompiled tree, within the
# engine's budget (the referee's module and JSON come on top of the players' heap).


def bot_game(ask, game, seed):
    """Play a whole game through `ask` (one command -> its answer), the bot choosing every move; the answers."""
    out = [ask({"cmd": "new", "game": game, "seed": seed})]
    n = 0
    while out[-1]["phase"] != "game_over":
        if out[-1]["phase"] == "deal_over":
            out.append(ask({"cmd": "deal"}))
            continue
        b = ask({"cmd": "bot", "player": out[-1]["to_move"], "level": "normal", "seed": n})
        assert b["ok"], b
        out.append(ask({"cmd": "move", "move": b["move"]}))
        n += 1
    return out


@pytest.mark.lane
@pytest.mark.parametrize("game", sorted(GAME_SCRIPTS))
def test_circuitpython_plays_whole_bot_games_through_the_precompiled_referee(game, mpy_tree):
    p = subprocess.Popen([core_exe(), "-X", "heapsize=" + ENGINE_BUDGET, "-m", "tools.referee"],
                         cwd=mpy_tree, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                         text=True)

    def ask(cmd):
        p.stdin.write(json.dumps(cmd) + "\n")
        p.stdin.flush()
        line = p.stdout.readline()
        if not line:
            p.kill()
            pytest.fail("the referee died: " + p.stderr.read()[-600:])
        return json.loads(line)

    try:
        got = bot_game(ask, game, 11)
    finally:
        p.stdin.close()
        p.wait(timeout=60)
    r = Referee()
    assert got == bot_game(lambda cmd: r.answer(json.dumps(cmd)), game, 11)
