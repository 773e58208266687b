"""Reading what the app keeps across a power-off (settings, statistics, the game in progress) from a save.Store.

Loaded at start-up and on the menus (cardtable.app: the Keeper holds the bytes and writes them).
Settings bytes: version, then one choice index each: the preferences (menus.PREFS order), the last opponent
(menus.OPPONENTS), each game's last rule options (menus.GAMES, then menus.OPTIONS order).
Game bytes (flow.game_bytes): version, opponent index, the human's seat (the hand on screen in pass and play),
the computer players' seed (4 bytes, little-endian), then engine.record.to_bytes of the game; empty: no game.
Anything unreadable is reported in the Keeper's `notice` (one short line for the main menu) and dropped, never
raised.
"""
from cardtable.menus import GAMES, OPTIONS, PREFS, OPPONENTS
from cardtable.app import GAME_VERSION

SETTINGS_VERSION = 2   # 2: the rule options' values in their natural order (menus.OPTIONS)


def _choice_sizes():
    sizes = [len(p[2]) for p in PREFS]
    sizes.append(len(OPPONENTS))
    for name, label in GAMES:
        for o in OPTIONS[name]:
            sizes.append(len(o[2]))
    return sizes


def default_options():
    """Each game's rule options at their defaults: {game: [option indices]}."""
    opts = {}
    for name, label in GAMES:
        opts[name] = [o[3] for o in OPTIONS[name]]
    return opts


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


def read_game(data):
    """(opp, me, seed, record bytes) of flow.game_bytes(); ValueError when it is not one."""
    if len(data) < 11 or data[0] != GAME_VERSION or data[1] >= len(OPPONENTS) or data[2] > 1:
        raise ValueError("game")
    return data[1], data[2], data[3] | (data[4] << 8) | (data[5] << 16) | (data[6] << 24), data[7:]


def game_name(data):
    """The name of the saved game (record byte 1 is the game's number in engine.games.NAMES)."""
    try:
        return GAMES[data[8]][0]
    except IndexError:
        return None


def load(k):
    """Fill Keeper k from its store; returns the settings read ((prefs, opp, opts) or None) and the problems
    (short lines, the first also in k.notice)."""
    from cardtable import stats as st
    k.stats = st.Stats().encode()
    settings = None
    problems = []
    if k.store is None:
        return settings, problems
    try:
        found = k.store.load()
    except Exception as e:  # noqa: BLE001 - a broken region must never stop the app
        print("save:", repr(e))
        found = None
        problems.append("Save unreadable")
    p = k.store.problem
    if p:
        print("save:", p)
        if "version" in p:
            problems.append("Old save ignored" if "old" in p else "Newer save ignored")
        else:
            problems.append("Damaged save ignored" if found is None else "Damaged save: used backup")
    if found is not None:
        s, t, g = found
        try:
            settings = read_settings(s)
        except ValueError:
            problems.append("Settings reset")
        try:
            st.decode(t)
            k.stats = t
        except ValueError:
            problems.append("Statistics reset")
        if g:
            try:
                read_game(g)
                k.game = g
            except ValueError:
                problems.append("Saved game dropped")
    if problems:
        k.notice = problems[0]
    return settings, problems
