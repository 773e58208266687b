"""Constants with one source: a module that repeats one as a const() for speed (MicroPython inlines only its own
module's const() names) holds the source's value."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# the modules that define the app's shared constants: screens and table states, buttons, sounds, the save format,
# the engine's moves
SOURCES = ("lib/cardtable/states.py", "lib/cardtable/device/buttons.py", "lib/cardtable/device/sound.py",
           "lib/cardtable/device/save.py", "lib/cardtable/app.py", "engine/core/moves.py", "engine/core/cards.py")
DEFINED = re.compile(r"^_?([A-Z][A-Z0-9_]*) = (?:const\()?(0x[0-9A-Fa-f]+|\d+)\)?\s*(?:#.*)?$", re.M)
COPIED = re.compile(r"^_?([A-Z][A-Z0-9_]*) = (?:const\()?(0x[0-9A-Fa-f]+|\d+)\b", re.M)


def read(path):
    with open(os.path.join(ROOT, path)) as f:
        return f.read()


def sources():
    """name -> (value, source) for every constant of SOURCES (a name defined by two sources is an error)."""
    out = {}
    for path in SOURCES:
        for name, value in DEFINED.findall(read(path)):
            assert name not in out, "%s is defined in %s and %s" % (name, out[name][1], path)
            out[name] = (int(value, 0), path)
    return out


def copies():
    """(module, name, value) of every line outside SOURCES that repeats a source's name (as a const() or a plain
    int)."""
    known = sources()
    for folder in ("lib/cardtable", "engine"):
        for top, _, files in sorted(os.walk(os.path.join(ROOT, folder))):
            for f in sorted(files):
                path = os.path.relpath(os.path.join(top, f), ROOT).replace(os.sep, "/")
                if f.endswith(".py") and path not in SOURCES:
                    for name, value in COPIED.findall(read(path)):
                        if name in known:
                            yield path, name, int(value, 0)


def test_every_const_copy_holds_its_sources_value():
    known = sources()
    found = list(copies())
    for path, name, value in found:
        assert value == known[name][0], "%s's %s is %d, %s's %d" % (path, name, value, known[name][1],
                                                                    known[name][0])
    assert len(found) >= 20   # the menus' buttons and screens, the table's sounds, the save scan's format


def test_the_sources_are_read():
    known = sources()
    assert known["IDLE"] == (0, "lib/cardtable/states.py") and known["AT_TABLE"][0] == 4
    assert known["LEFT"][0] == 128 and known["KEEP"][0] == 128 and known["TABLE"][0] == 64
    assert known["MARK"][0] == 0xC1 and known["GAME_VERSION"][0] == 1 and known["CHIRP"][0] == 1


def test_the_tables_meld_kinds_are_the_rules():
    """cardtable.table.words names a Pinochle meld by the kind engine.rules.pinochle_melds.meld_kind reads from its
    move, compared with const() copies of the kinds (the rules module defines them on one line, which sources()
    does not read)."""
    from engine.rules import pinochle_melds
    kinds = ("RUN", "MARRIAGE", "AROUND", "PINOCHLE", "DOUBLE", "DIX")
    copied = [(name, int(value)) for name, value in COPIED.findall(read("lib/cardtable/table/words.py"))
              if name in kinds]
    assert len(copied) >= 5   # every kind but the last one tried (a run)
    for name, value in copied:
        assert value == getattr(pinochle_melds, name), name
