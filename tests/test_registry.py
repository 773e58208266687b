"""One registry entry per game: the four games' entries, and a toy game defined only in the tests (tests/helpers/toy_game.py)
that one entry makes playable through the referee, the records, the statistics and the app on CircuitPython's
core."""

import json
import subprocess

import pytest

import toy_game
from engine import games
from engine import record
from engine.rules import registry
from micropython_lane import ENGINE_BUDGET, ROOT, core_env, core_exe
from tools.referee import Referee

BUDGET = 96   # K: the app lane's (tests/test_micropython.py)


@pytest.fixture
def toy():
    """Sixes registered for one test, then taken out again (the other tests know four games)."""
    e = registry.register(toy_game.entry())
    yield e
    registry.ENTRIES.remove(e)


def test_the_four_games_keep_their_numbers():
    assert registry.names() == ("double_emperor", "spades", "pinochle", "maniller")
    assert [registry.entry(n).number for n in registry.names()] == [0, 1, 2, 3]


def test_every_option_default_is_allowed_and_offered_in_the_menu():
    for e in registry.ENTRIES:
        for option in e.options:
            default = option[3][registry.default_choice(option)]
            assert games.option_allowed(option[2], default)
            assert games.check_options(e.name, {})[option[0]] == default


def test_each_entrys_deck_size_is_its_rules_deck():
    for e in registry.ENTRIES:
        assert len(games.new_game(e.name).full_deck()) == e.deck


def test_a_name_is_registered_once(toy):
    with pytest.raises(ValueError, match="registered already"):
        registry.register(toy_game.entry())


def test_an_unknown_game_is_named_with_the_games():
    with pytest.raises(ValueError, match="unknown game 'sixes' \\(games: double_emperor, spades, pinochle, "):
        games.new_game("sixes")


def test_a_registered_game_takes_the_next_number_and_its_options(toy):
    assert toy.number == 4 and registry.names()[-1] == "sixes"
    assert games.new_game("sixes").options == {"target": 7}
    with pytest.raises(ValueError, match="sixes has no option 'deals'"):
        games.new_game("sixes", {"deals": 3})


def play_through_the_referee(answer):
    """A whole game of Sixes by PROTOCOL.md's commands: new, then the first legal move (or the next deal) until
    the game is over. The states answered, in order."""
    states = [answer({"cmd": "new", "game": "sixes", "seed": 3, "options": {"target": 7}})]
    while states[-1]["phase"] != "game_over":
        s = states[-1]
        assert s["ok"], s
        states.append(answer({"cmd": "deal"} if s["phase"] == "deal_over" else {"cmd": "move", "move": s["legal"][0]}))
    return states


def test_the_toy_game_plays_to_its_end_through_the_referee(toy):
    ref = Referee()
    states = play_through_the_referee(lambda cmd: ref.answer(json.dumps(cmd)))
    first, last = states[0], states[-1]
    assert first["game"] == "sixes" and first["options"] == {"target": 7} and len(first["legal"]) == 6
    assert max(last["scores"]) >= 7 and last["winner"] == (0 if last["scores"][0] > last["scores"][1] else 1)
    assert sum(last["tricks"]) == 6 and last["deal"] >= 2   # a point a trick, six tricks a deal
    view = ref.answer(json.dumps({"cmd": "view", "player": 1}))
    assert view["player"] == 1 and view["hand"] == [] and len(view["played"]) == 12
    s = ref.answer(json.dumps({"cmd": "new", "game": "sixes", "seed": 1}))
    assert ref.answer(json.dumps({"cmd": "bot", "player": s["to_move"]})) == {
        "ok": False, "error": "no computer player for 'sixes'"}


@pytest.mark.lane
def test_the_toy_game_plays_to_its_end_through_the_referee_on_the_core(toy):
    """tests/helpers/mp_toy.py registers the entry in the core's process, then runs tools/referee.py on stdin."""
    ref = Referee()
    lines = []

    def answer(cmd):
        lines.append(json.dumps(cmd))
        return ref.answer(lines[-1])

    expected = play_through_the_referee(answer)
    out = subprocess.run([core_exe(), "-X", "heapsize=" + ENGINE_BUDGET, "tests/helpers/mp_toy.py", "referee"], cwd=ROOT,
                         env=core_env(), input="\n".join(lines) + "\n", capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stdout + out.stderr
    assert [json.loads(line) for line in out.stdout.splitlines()] == expected


def test_the_toy_games_record_replays(toy):
    g = games.new_game("sixes", {"target": 7}, 0, 11)
    while g.phase != "game_over":
        if g.phase == "deal_over":
            g.next_deal()
        else:
            g.move(g.legal()[-1])
    data = record.to_bytes(g)
    assert data[1] == 4
    again = record.from_bytes(data)
    assert again.state() == g.state()


def test_the_toy_games_statistics_sit_beside_the_four_games(toy):
    from cardtable.menus.stats import Stats, decode
    s = Stats()
    s.record_result("spades", "hard", True, 320)
    s.record_result("sixes", "pass_and_play", True, 5)
    again = decode(s.encode())
    assert again.played("sixes") == 1 and again.best("sixes") == 5 and again.best("spades") == 320


@pytest.mark.lane
def test_the_toy_game_is_chosen_in_the_menu_and_played_to_its_end_on_the_core(tmp_path):
    """The app lane of tests/helpers/mp_play.py on tests/helpers/mp_toy.py, which registers the entry in each process: the main
    menu offers Sixes, its setup pass and play only, the game is played by buttons to the first deal's end, the
    power goes off, Continue and the rest in a new process; the statistics count it."""
    nvm = str(tmp_path / "nvm")
    for part in (1, 2):
        out = subprocess.run([core_exe(), "-X", "heapsize=%dK" % BUDGET, "tests/helpers/mp_toy.py", "sixes", "3",
                              "nvm=" + nvm, "part=%d" % part], cwd=ROOT, env=core_env(), capture_output=True,
                             text=True, timeout=300)
        assert out.returncode == 0, out.stdout + out.stderr
        assert "FAIL" not in out.stdout and out.stdout.splitlines()[-1] == "1 passed, 0 failed", out.stdout
        assert "ok sixes opponent 3:" in out.stdout, out.stdout
    assert " deals, scores " in out.stdout, out.stdout
