"""Game records: text and bytes round-trip exactly, golden records replay, bad records are refused."""

import os

import pytest

from engine import games
from engine import playout, record, record_text
from engine.rules import registry

GOLDEN = os.path.join(os.path.dirname(__file__), "golden")
GOLDEN_FILES = sorted(f for f in os.listdir(GOLDEN) if f.endswith(".txt"))
GAMES = registry.names()


def test_every_game_has_a_golden_record():
    for name in GAMES:
        assert name + ".txt" in GOLDEN_FILES


@pytest.mark.parametrize("fname", GOLDEN_FILES)
def test_golden_record_replays_to_its_scores_and_is_regenerated_identically(fname):
    from tools import golden
    text = open(os.path.join(GOLDEN, fname)).read()
    g = record_text.from_text(text)  # checks every `scores` line on the way
    assert g.phase == "game_over"
    assert record_text.to_text(g) == text
    assert golden.golden_text(fname[:-4]) == text


@pytest.mark.parametrize("name", GAMES)
@pytest.mark.parametrize("seed", [5, 6, 7])
def test_text_and_bytes_round_trip(name, seed):
    g = playout.random_game(name, seed)
    text = record_text.to_text(g)
    assert record_text.to_text(record_text.from_text(text)) == text
    assert record_text.to_text(record.from_bytes(record.to_bytes(g))) == text


def test_a_record_with_explicit_decks_reseeds_and_options_round_trips():
    deck = games.new_game("spades", seed=9).deck
    g = games.new_game("spades", {"nil_bags": True, "target": 150}, 0, 3, deck)
    playout.play_deal(g, playout.Rng(1))
    g.next_deal(seed=77)
    playout.play_deal(g, playout.Rng(2))
    g.next_deal(deck=list(reversed(deck)))
    for _ in range(5):
        g.move(g.legal()[0])
    text = record_text.to_text(g)
    assert "options nil_bags=true target=150" in text and "deal seed 77" in text and "dealer 0" in text
    again = record.from_bytes(record.to_bytes(g))
    assert record_text.to_text(again) == text and again.state() == g.state()


def test_a_whole_game_fits_easily_in_the_8k_nvm():
    for name in GAMES:
        longest = max(len(record.to_bytes(playout.random_game(name, s))) for s in range(20))
        assert longest < 2048, (name, longest)


@pytest.mark.parametrize("text, words", [
    ("", "no deal"),
    ("game chess\ndeal\n", "unknown game"),
    ("game spades\nplay AS\n", "before the first deal"),
    ("game spades\ndeal\nbid 3\n", "illegal move"),
    ("game spades\ndeal\nfly\n", "not a move"),
    ("game maniller\noptions target=0\ndeal\n", "cannot be"),
    ("game maniller\ndeal AS KS\n", "wrong deck"),
    ("game double_emperor\ndeal\nscores 1 2\n", "do not match"),
    ("game double_emperor\ndealer two\ndeal\n", "bad dealer"),
])
def test_a_bad_text_record_gets_a_clear_error_naming_its_line(text, words):
    with pytest.raises(ValueError) as e:
        record_text.from_text(text)
    assert words in str(e.value)


def without_scores(text):
    return "\n".join(line for line in text.split("\n") if not line.startswith("scores"))


def test_every_truncation_of_a_binary_record_is_an_error_or_the_game_so_far():
    g = playout.random_game("double_emperor", 3)
    data = record.to_bytes(g)
    whole = without_scores(record_text.to_text(g))
    for n in range(len(data)):
        try:
            part = record.from_bytes(data[:n])
        except ValueError:
            continue
        assert whole.startswith(without_scores(record_text.to_text(part)).rstrip("\n"))


def test_bad_binary_records_are_refused():
    good = record.to_bytes(playout.random_game("maniller", 3))
    for bad in (b"", b"\x02" + good[1:], good[:1] + b"\x09" + good[2:], good + b"\x7f"):
        with pytest.raises(ValueError):
            record.from_bytes(bad)
