"""The device's program, whole, on the PyGamer core: a drive as tools/deploy.py writes it (code.py, the .mpy tree,
settings.toml, the Adafruit libraries), run by the core of tools/circuitpython.py in the board's own memory (a
TLSF pool, the Python stack and the first heap area taken from it as settings.toml says), its hardware stood in
for by tests/helpers/pygamer/ (the keys, the joystick, the speaker, the nvm, the clock, and the person playing).

    python3 tools/pygamer.py GAME OPPONENT [--pool BYTES] [--no-settings] [--trace]

plays one case as the lane does: a short game set up by buttons, the board switched off at the first deal's end,
then Continue in a new process and the rest of the game, at whose end the app restarts the board (as it does
after every game: cardtable.app.App.open_main), then the main menu after the restart; prints the parts' output.
OPPONENT: 0..2 the computer's levels (easy, normal, hard), 3 pass and play. The pool defaults to the lane's: the
board's less the supervisor's share and the room the app must leave (docs/memory.md). tests/test_pygamer.py and tools/bench_app.py use it.
"""
import argparse
import os
import shutil
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import circuitpython  # noqa: E402
import deploy  # noqa: E402

BOARD_POOL = 158920   # bytes: the PyGamer's TLSF pool under CircuitPython 10.2.1 (../shared/vendor/README.md)
SUPERVISOR = 1536     # what the supervisor holds from it while code.py runs (terminal tiles, USB, keypad queue)
ROOM = 16384          # the room every case must leave: it completes with the pool this much smaller
LANE_POOL = BOARD_POOL - SUPERVISOR - ROOM
# The person at the buttons: not on the board, so its modules go to a folder of the drive's own (the hardware's
# stand-ins beside it are frozen into the core, as the board's modules are in its firmware), each by the name the
# stand-ins ask for: the lane's plays a short game; tools/screenshots.py's takes the simulator's presses again.
PLAYER = {name: os.path.join(circuitpython.STANDINS, name + ".py") for name in ("player", "player_steps")}
PLAYER["lane_steps"] = os.path.join(ROOT, "tests", "helpers", "lane_steps.py")
PRESSES = {"player": os.path.join(circuitpython.STANDINS, "presses.py")}
LANE_DIR = "lane"
PASSED = "1 passed, 0 failed"
RESTARTED = "reload: code.py restarts"   # the last line when the app restarted the board (the supervisor stand-in's)


def make_drive(dest, settings=True, person=PLAYER):
    """A drive at dest as deploy writes it for a PyGamer, with the person's modules compiled into dest/lane;
    settings False: without settings.toml, as a hand-copied install runs (the board's defaults). Returns dest."""
    os.makedirs(dest, exist_ok=True)
    deploy.deploy(dest, circuitpython.interpreter()[1], board="pygamer", major=10, out=lambda line: None)
    if not settings:
        os.remove(os.path.join(dest, "settings.toml"))
    return add_player(dest, person)


def add_player(drive, person=PLAYER):
    """The person's modules ({name: source}) compiled into drive/lane (a drive written by deploy or unpacked from
    the bundle). Returns drive."""
    mpy_cross = circuitpython.interpreter()[1]
    lane = os.path.join(drive, LANE_DIR)
    os.makedirs(lane, exist_ok=True)
    for name, src in person.items():
        res = subprocess.run([mpy_cross, "-o", os.path.join(lane, name + ".mpy"), "-s", name, src, deploy.NO_LINES],
                             capture_output=True, text=True)
        if res.returncode != 0:
            raise RuntimeError("mpy-cross failed on %s:\n%s" % (src, res.stderr))
    return drive


def copy_drive(drive, dest):
    """Another drive like `drive` (a case of its own: its nvm and check files)."""
    shutil.copytree(drive, dest)
    switch_on(dest, fresh=True)
    return dest


def switch_on(drive, fresh=False):
    """fresh: the nvm erased (a new board), no check left."""
    if fresh:
        for name in ("nvm.bin", "check.txt"):
            if os.path.exists(os.path.join(drive, name)):
                os.remove(os.path.join(drive, name))


def run(drive, game, opponent, part, pool=LANE_POOL, trace=False, env=None, timeout=300):
    """One part of a case (1: a new game to the first deal's end; 2: Continue and the rest of the game, which
    restarts the board; 3: the main menu after the restart). (ok, output): ok when it passed or restarted the
    board (restarted); a part that does not end within `timeout` seconds fails (a part takes a few seconds)."""
    args = ["code.py", game, str(opponent), str(part)] + (["trace"] if trace else [])
    return run_script(drive, args, pool, env, timeout)


def run_script(drive, args, pool=BOARD_POOL, env=None, timeout=300):
    """`micropython *args` on the drive as the board runs code.py (its root "/", its settings.toml, the pool);
    (ok, output): ok when the script's last line is PASSED, or RESTARTED (the app restarted the board)."""
    path = ":".join((circuitpython.STANDINS_PATH, ".frozen", "/lib", "/" + LANE_DIR))   # the hardware first
    env = dict(os.environ, CARDTABLE_POOL=str(pool), MICROPYPATH=path, **(env or {}))
    env.pop("CIRCUITPY_PYSTACK_SIZE", None)   # the drive's settings.toml says, as on the board
    try:
        res = subprocess.run([circuitpython.interpreter()[0]] + args, cwd=drive, env=env, capture_output=True,
                             text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        return False, "%s\ndid not end in %d s" % (e.stdout or "", timeout)
    out = res.stdout + res.stderr
    return res.returncode == 0 and res.stdout.splitlines()[-1:] in ([PASSED], [RESTARTED]), out


def restarted(out):
    """The part ended with the app restarting the board (the game's end)."""
    return out.rstrip().endswith(RESTARTED)


def play(drive, game, opponent, pool=LANE_POOL, trace=False):
    """The case from a new board: part 1, part 2 (none when the first deal ended the game) to the restart, part 3.
    (ok, output of the parts run)."""
    switch_on(drive, fresh=True)
    ok, out = run(drive, game, opponent, 1, pool, trace)
    if ok and not restarted(out):
        ok, more = run(drive, game, opponent, 2, pool, trace)
        out += more
        ok = ok and restarted(more)
    if ok:
        ok, more = run(drive, game, opponent, 3, pool, trace)
        out += more
        ok = ok and not restarted(more)
    return ok, out


def keep_part_1(drive):
    """What part 1 left (the nvm and the check), kept so that each run of part 2 starts from it."""
    for name in ("nvm.bin", "check.txt"):
        shutil.copyfile(os.path.join(drive, name), os.path.join(drive, name + ".part1"))


def back_to_part_1(drive):
    for name in ("nvm.bin", "check.txt"):
        shutil.copyfile(os.path.join(drive, name + ".part1"), os.path.join(drive, name))


def smallest(ok, lo, hi):
    """The smallest K from which every size up to a few K above completes (ok(k)), or None if hi fails: a
    bisection in 4K steps, then 1K steps down from 4K above it (fragmentation depends on the size, so a size may
    fail where a smaller one passes: the first failure going down ends the scan)."""
    if not ok(hi):
        return None
    while hi - lo > 4:
        mid = (lo + hi) // 8 * 4
        if ok(mid):
            hi = mid
        else:
            lo = mid
    top = hi + 4
    while not ok(top):
        top += 1
    while ok(top - 1):
        top -= 1
    return top


def smallest_pools(drive, game, opponent, lo=96, hi=256):
    """(part 1's smallest pool, part 2's with part 3) in K that complete the case (the board's is 155K); part 2's
    None when part 1 ended the game, either None when it fails even at `hi` K."""
    full = hi
    switch_on(drive, fresh=True)
    ok, out = run(drive, game, opponent, 1, hi * 1024)
    if not ok:
        return None, None
    if restarted(out):
        return smallest(lambda k: play(drive, game, opponent, k * 1024)[0], lo, full), None
    keep_part_1(drive)

    def part_1(k):
        switch_on(drive, fresh=True)
        return run(drive, game, opponent, 1, k * 1024)[0]

    def part_2(k):
        back_to_part_1(drive)
        ok, out = run(drive, game, opponent, 2, k * 1024)
        return ok and restarted(out) and run(drive, game, opponent, 3, k * 1024)[0]

    return smallest(part_1, lo, full), smallest(part_2, lo, full)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("opponent", type=int, help="0..2 the computer's level, 3 pass and play")
    ap.add_argument("--pool", type=int, default=LANE_POOL, help="bytes (default %(default)s)")
    ap.add_argument("--no-settings", action="store_true", help="no settings.toml: the board's defaults")
    ap.add_argument("--trace", action="store_true", help="also the least gc.mem_free() between presses")
    ap.add_argument("--drive", help="keep the drive here (default: a temporary folder)")
    a = ap.parse_args(argv)
    import tempfile
    with tempfile.TemporaryDirectory(prefix="pygamer_") as tmp:
        drive = make_drive(a.drive or os.path.join(tmp, "CIRCUITPY"), settings=not a.no_settings)
        ok, out = play(drive, a.game, a.opponent, a.pool, a.trace)
    print(out)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
