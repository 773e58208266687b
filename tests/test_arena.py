"""tools/arena.py: duplicate deals, their intervals, and long matches run in pieces."""

from tools import arena


def test_points_per_deal_take_the_pair_as_the_sample():
    r, h = arena.per_deal([10, 10, 10], [2, 2, 2])
    assert r == 5 and h == 0  # the same every pair: no doubt left
    r, h = arena.per_deal([8, 12, 10, 10], [2, 2, 2, 2])
    assert r == 5 and 0 < h < 2


def test_disjoint_saved_runs_merge_into_the_report_of_one_run(tmp_path, capsys):
    base = ["--game", "maniller", "--a", "greedy", "--b", "random", "--workers", "1"]
    arena.main(base + ["--deals", "4"])
    whole = capsys.readouterr().out.splitlines()
    a, b = str(tmp_path / "a.jsonl"), str(tmp_path / "b.jsonl")
    arena.main(base + ["--deals", "2", "--save", a])
    arena.main(base + ["--first", "2", "--deals", "2", "--save", b])
    capsys.readouterr()
    arena.main(base + ["--merge", a, b])
    merged = capsys.readouterr().out.splitlines()
    assert merged[0] == whole[0].rsplit(",", 1)[0]  # (a merge plays nothing: no time)
    assert merged[1:4] == whole[1:4]  # deals and pairs won, points per deal, with their intervals
