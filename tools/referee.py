"""The referee of PROTOCOL.md: one JSON command a line on stdin, one JSON answer a line on stdout.

Runs as `python3 -m tools.referee` and as `micropython -X heapsize=64K -m tools.referee` from the repository root.
Every bad line is answered {"ok": false, "error": ...} and changes nothing.
"""

import gc
import json
import sys

import engine.games  # noqa: F401 - compiled now, while the heap is in one piece (dropped at the first bot command)

# JSON type -> how an error names it
KINDS = {int: "an integer", str: "a string", list: "a list", dict: "an object"}


def field(cmd, name, kind, default=None):
    """cmd[name] checked to be of `kind` (int, str, list or dict); null or absent gives `default`. A player must
    be 0 or 1 (absent too); a deck's cards are read (engine.core.cards). (Few functions: each takes heap for good.)"""
    v = cmd.get(name)
    if v is not None and type(v) is not kind:
        raise ValueError("%s must be %s" % (name, KINDS[kind]))
    if name == "player":
        if v not in (0, 1):
            raise ValueError("player must be 0 or 1")
    elif name == "deck" and v is not None:
        from engine.core.cards import parse_card
        for c in v:
            if type(c) is not str:
                raise ValueError("deck cards must be strings like \"AS\"")
        return [parse_card(c) for c in v]
    return default if v is None else v


class Referee:
    def __init__(self):
        self.game = None
        self.done = False

    def answer(self, line):
        """The answer (a dict) to one input line."""
        try:
            cmd = json.loads(line)
        except ValueError:
            return {"ok": False, "error": "not JSON: %s" % line.strip()[:60]}
        if type(cmd) is not dict:
            return {"ok": False, "error": "a command must be a JSON object"}
        try:
            return self.command(cmd)
        except (ValueError, KeyError, TypeError, IndexError) as e:
            return {"ok": False, "error": str(e) or "bad command"}

    def command(self, cmd):
        name = field(cmd, "cmd", str)
        g = self.game
        if name == "new":
            game = field(cmd, "game", str)
            if game is None:
                raise ValueError("new needs a game")
            dealer = field(cmd, "dealer", int, 1)
            seed = field(cmd, "seed", int)
            if seed is None:  # a fresh one
                import time
                seed = int(time.time() * 1000) % 1000000007
            from engine import games
            self.game = g = games.new_game(game, field(cmd, "options", dict), dealer, seed, field(cmd, "deck", list))
            return g.state()
        if name == "quit":
            self.done = True
            return {"ok": True}
        if name not in ("move", "deal", "view", "bot", "undo"):
            raise ValueError("unknown command %r" % name if name else "a command needs \"cmd\"")
        if g is None:
            raise ValueError("no game: start one with new")
        if name == "view":
            return g.view(field(cmd, "player", int))
        if name == "bot":
            return self.bot(g, cmd)
        if name == "move":
            text = field(cmd, "move", str)
            if text is None:
                raise ValueError("move needs a move")
            if g.to_move is None:
                raise ValueError("no move now: the deal is over")
            g.move(g.parse_move(text))
        elif name == "deal":
            g.next_deal(field(cmd, "deck", list), field(cmd, "seed", int))
        else:
            g.undo()
        return g.state()

    def bot(self, g, cmd):
        """The computer player's move for the player to move (not made)."""
        p = field(cmd, "player", int)
        level = field(cmd, "level", str, "normal")
        seed = field(cmd, "seed", int, 0)
        if g.to_move != p:
            raise ValueError("player %d is not to move" % p)
        if sys.implementation.name != "cpython":
            # forget engine.games (imported again when needed): a game once made needs none of it, and the heap
            # it takes is the computer players'. CPython keeps it (other modules may hold it).
            if "engine.games" in sys.modules:
                del sys.modules["engine.games"]
                delattr(sys.modules["engine"], "games")
        gc.collect()  # the players are loaded at the first bot command: the device compiles little at a time
        from engine import players
        if level not in players.LEVELS and level not in players.ADDED:
            known = ", ".join(players.LEVELS + tuple(players.ADDED))
            raise ValueError("unknown level %r (levels: %s)" % (level, known))
        # the player first (loaded at the first bot command), then the view
        return {"ok": True, "move": g.move_name(players.player(g.name, level)(g.seat(p), level, seed))}


def main():
    if sys.implementation.name == "cpython":  # the desktop's yardstick (tools/ is never deployed)
        from tools import reference
        reference.register()
    ref = Referee()
    out = sys.stdout
    while True:
        line = sys.stdin.readline()
        if not line:
            break
        gc.collect()
        ans = ref.answer(line)
        line = None
        json.dump(ans, out)  # written as it is encoded: no string of the whole answer (a few hundred bytes)
        ans = None
        out.write("\n")
        out.flush()
        if ref.done:
            break


if __name__ == "__main__":
    main()
