"""Regenerate the golden game records in tests/golden/: one seeded random game per game, move by move with scores.

    python3 tools/golden.py

tests/test_records.py replays each file and checks that this tool still writes exactly the same text.
"""

import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

from engine import playout, record_text  # noqa: E402
from engine.rules import registry

GOLDEN = os.path.join(ROOT, "tests", "golden")


def golden_text(name):
    """The game's golden record: a random game seeded by its number, plus one."""
    return record_text.to_text(playout.random_game(name, registry.entry(name).number + 1))


def main():
    os.makedirs(GOLDEN, exist_ok=True)
    for name in sorted(registry.names()):
        path = os.path.join(GOLDEN, name + ".txt")
        with open(path, "w") as f:
            f.write(golden_text(name))
        print("wrote", path)


if __name__ == "__main__":
    main()
