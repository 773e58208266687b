"""What the app keeps across a power-off: settings, statistics and the game in progress, in a save.py Store.

Settings bytes: version, then one choice index each: the preferences (menus.PREFS order), the last opponent
(menus.OPPONENTS), each game's last rule options (menus.GAMES, then menus.OPTIONS order).
Game bytes: version, opponent index, the human's seat (the hand on screen in pass and play), the computer
players' seed (4 bytes, little-endian), then engine.record.to_bytes of the game; empty: no game.
Anything unreadable is reported in `notice` (one short line for the main menu) and dropped, never raised.
"""
import gc

from cardtable.menus import GAMES, OPTIONS, PREFS, OPPONENTS

SETTINGS_VERSION = 1
GAME_VERSION = 1
STATS_OPPONENTS = ("easy", "normal", "hard", "pass_and_play")  # stats.OPPONENTS, by menus.OPPONENTS index


def record_module():
    """engine.record, imported when first needed (compiling it takes heap for a moment)."""
    gc.collect()
    from engine import record
    return record


def _choice_sizes():
    sizes = [len(p[2]) for p in PREFS]
    sizes.append(len(OPPONENTS))
    for name, label in GAMES:
        for o in OPTIONS[name]:
            sizes.append(len(o[2]))
    return sizes


def settings_bytes(prefs, opp, opts):
    """prefs: {key: index}; opp: opponent index; opts: {game: [option indices]}."""
    out = bytearray([SETTINGS_VERSION])
    for p in PREFS:
        out.append(prefs[p[0]])
    out.append(opp)
    for name, label in GAMES:
        out.extend(bytes(opts[name]))
    return bytes(out)


def read_settings(data):
    """(prefs, opp, opts) from settings_bytes(); ValueError for anything else."""
    sizes = _choice_sizes()
    if len(data) != 1 + len(sizes) or data[0] != SETTINGS_VERSION:
        raise ValueError("settings")
    for i in range(len(sizes)):
        if data[1 + i] >= sizes[i]:
            raise ValueError("settings")
    prefs = {}
    i = 1
    for p in PREFS:
        prefs[p[0]] = data[i]
        i += 1
    opp = data[i]
    i += 1
    opts = {}
    for name, label in GAMES:
        n = len(OPTIONS[name])
        opts[name] = list(data[i:i + n])
        i += n
    return prefs, opp, opts


def game_bytes(opp, me, seed, rec):
    seed &= 0x3FFFFFFF
    return bytes((GAME_VERSION, opp, me, seed & 255, (seed >> 8) & 255, (seed >> 16) & 255, seed >> 24)) + rec


def read_game(data):
    """(opp, me, seed, record bytes) of game_bytes(); ValueError when it is not one."""
    if len(data) < 11 or data[0] != GAME_VERSION or data[1] >= len(OPPONENTS) or data[2] > 1:
        raise ValueError("game")
    return data[1], data[2], data[3] | (data[4] << 8) | (data[5] << 16) | (data[6] << 24), data[7:]


def game_name(data):
    """The name of the saved game (record byte 1 is the game's number in engine.games.NAMES)."""
    try:
        return GAMES[data[8]][0]
    except IndexError:
        return None


class Keeper:
    """The app's side of the store. store: a save.Store, or None (nothing is kept)."""

    def __init__(self, store):
        self.store = store
        self.stats = None
        self.settings = None   # (prefs, opp, opts) as loaded, or None
        self.game = b""
        self.notice = ""
        self.size = 0           # payload bytes of the last save, and of the biggest
        self.biggest = 0
        self.writes = 0

    def load(self):
        from cardtable import stats as st
        self.stats = st.Stats()
        if self.store is None:
            return
        problems = []
        try:
            found = self.store.load()
        except Exception as e:  # noqa: BLE001 - a broken region must never stop the app
            print("save:", repr(e))
            found = None
            problems.append("Save unreadable")
        p = self.store.problem
        if p:
            print("save:", p)
            if "version" in p:
                problems.append("Old save ignored" if "old" in p else "Newer save ignored")
            else:
                problems.append("Damaged save ignored" if found is None else "Damaged save: used backup")
        if found is not None:
            s, t, g = found
            try:
                self.settings = read_settings(s)
            except ValueError:
                problems.append("Settings reset")
            try:
                self.stats = st.decode(t)
            except ValueError:
                problems.append("Statistics reset")
            if g:
                try:
                    read_game(g)
                    self.game = g
                except ValueError:
                    problems.append("Saved game dropped")
        if problems:
            self.notice = problems[0]
        return problems

    def save(self, settings):
        """Write settings (bytes), the statistics and self.game; True when written."""
        if self.store is None:
            return False
        stats = self.stats.encode()
        try:
            self.store.save(settings, stats, self.game)
        except ValueError:  # too big for a slot: keep the rest
            self.game = b""
            self.notice = "Game too long to save"
            try:
                self.store.save(settings, stats, b"")
            except (ValueError, OSError):
                return False
        except OSError as e:
            print("save:", repr(e))
            self.notice = "Could not save"
            return False
        self.size = len(settings) + len(stats) + len(self.game)
        if self.size > self.biggest:
            self.biggest = self.size
        self.writes += 1
        return True
