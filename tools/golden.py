"""Regenerate the golden game records in tests/golden/: one seeded random game per game, move by move with scores.

    python3 tools/golden.py

tests/test_records.py replays each file and checks that this tool still writes exactly the same text.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import playout, record_text  # noqa: E402

GOLDEN = os.path.join(ROOT, "tests", "golden")
SEEDS = {"double_emperor": 1, "spades": 2, "pinochle": 3, "maniller": 4}


def golden_text(name):
    return record_text.to_text(playout.random_game(name, SEEDS[name]))


def main():
    os.makedirs(GOLDEN, exist_ok=True)
    for name in sorted(SEEDS):
        path = os.path.join(GOLDEN, name + ".txt")
        with open(path, "w") as f:
            f.write(golden_text(name))
        print("wrote", path)


if __name__ == "__main__":
    main()
