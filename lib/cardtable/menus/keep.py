"""Reading what the app keeps across a power-off (settings, statistics, the game in progress) from a save.Store.

Loaded at start-up and on the menus (cardtable.app: the Keeper holds the bytes and writes them).
Settings bytes: version, then one choice index each: the preferences (menus.PREFS order), the last opponent
(menus.OPPONENTS), each game's last rule options (engine.rules.registry's games and options, in order).
Game bytes (flow.game_parts): version, opponent index, the human's seat (the hand on screen in pass and play),
the computer players' seed (4 bytes, little-endian), then engine.record.to_bytes of the game; empty: no game.
Anything unreadable is reported in the Keeper's `notice` (one short line for the main menu) and dropped, never
raised.
"""
from cardtable.menus.menus import PREFS, OPPONENTS
from cardtable.states import GAME_VERSION
from engine.rules.registry import ENTRIES, default_choice

SETTINGS_VERSION = 3   # 3: the screen's dimming delay, the last preference; 2 (without it, read too): the rule
# options' values in their natural order (the registry's menu choices)


def _choice(data, i, n):
    """The choice index at byte i of settings bytes, one of n; ValueError when missing or out of range."""
    if i >= len(data) or data[i] >= n:
        raise ValueError("settings")
    return data[i]


def _defaults(game):
    return [default_choice(o) for o in game.options]


def default_options():
    """Each game's rule options at their defaults: {game: [option indices]}."""
    opts = {}
    for e in ENTRIES:
        opts[e.name] = _defaults(e)
    return opts


def settings_bytes(prefs, opp, opts):
    """prefs: {key: index}; opp: opponent index; opts: {game: [option indices]}."""
    out = bytearray([SETTINGS_VERSION])
    for p in PREFS:
        out.append(prefs[p[0]])
    out.append(opp)
    for e in ENTRIES:
        out.extend(bytes(opts[e.name]))
    return bytes(out)


def read_settings(data):
    """(prefs, opp, opts) from settings_bytes(); a game registered since they were saved gets its defaults, and a
    preference added since (the dimming delay, in version 2) is left out (the App's default). ValueError for
    anything else."""
    if not data or not 2 <= data[0] <= SETTINGS_VERSION:
        raise ValueError("settings")
    prefs = {}
    i = 1
    for p in PREFS if data[0] == SETTINGS_VERSION else PREFS[:-1]:
        prefs[p[0]] = _choice(data, i, len(p[2]))
        i += 1
    opp = _choice(data, i, len(OPPONENTS))
    i += 1
    opts = {}
    for e in ENTRIES:
        if i == len(data):
            opts[e.name] = _defaults(e)
            continue
        opts[e.name] = [_choice(data, i + k, len(e.options[k][3])) for k in range(len(e.options))]
        i += len(e.options)
    if i != len(data):
        raise ValueError("settings")
    return prefs, opp, opts


def read_game(data):
    """(opp, me, seed, record bytes) of flow.game_parts(); ValueError when it is not one."""
    if len(data) < 11 or data[0] != GAME_VERSION or data[1] >= len(OPPONENTS) or data[2] > 1:
        raise ValueError("game")
    return data[1], data[2], data[3] | (data[4] << 8) | (data[5] << 16) | (data[6] << 24), data[7:]


def game_title(data):
    """The title of the saved game (record byte 1 is the game's number in engine.rules.registry), or "game"."""
    return ENTRIES[data[8]].title if len(data) > 8 and data[8] < len(ENTRIES) else "game"


def load(k):
    """Fill Keeper k from its store; returns the settings read ((prefs, opp, opts) or None) and the problems
    (short lines, the first also in k.notice)."""
    from cardtable.menus import stats as st
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
            k.stats = st.decode(t).encode()   # (an older version's, migrated)
        except ValueError:
            problems.append("Statistics reset")
        if g:
            try:
                read_game(g)
                k.saved = g
            except ValueError:
                problems.append("Saved game dropped")
    if problems:
        k.notice = problems[0]
    return settings, problems
