"""The committed sprite sheets are what tools/make_assets.py makes, and are 4-bit indexed BMPs."""
import os
import struct
import subprocess
import sys

from engine.rules import registry

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_assets_are_regenerated_identically(tmp_path):
    subprocess.run([sys.executable, os.path.join(ROOT, "tools", "make_assets.py"), str(tmp_path)], check=True)
    for name in ("cards.bmp", "pips.bmp"):
        with open(os.path.join(ROOT, "assets", name), "rb") as f:
            committed = f.read()
        assert (tmp_path / name).read_bytes() == committed, name + ": run tools/make_assets.py and commit"
        w, h, planes, bits = struct.unpack("<iiHH", committed[18:30])
        assert bits == 4 and planes == 1
    w, h = struct.unpack("<ii", (tmp_path / "cards.bmp").read_bytes()[18:26])
    assert (w, h) == (13 * 20, 5 * 28)


def test_rules_pages_fit_the_screen():
    folder = os.path.join(ROOT, "assets", "rules")
    for game in registry.names() + ("keys",):
        with open(os.path.join(folder, game + ".txt")) as f:
            for line in f:
                assert len(line.rstrip("\n")) <= 26, (game, line)
