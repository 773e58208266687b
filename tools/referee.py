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
    """cmd[name] checked to be of `kind` (int, str, list or dict); null or absent gives `default`."""
    v = cmd.get(name)
    if v is None:
        return default
    if type(v) is not kind:
        raise ValueError("%s must be %s" % (name, KINDS[kind]))
    return v


def player_field(cmd):
    p = field(cmd, "player", int)
    if p not in (0, 1):
        raise ValueError("player must be 0 or 1")
    return p


def deck_field(cmd):
    deck = field(cmd, "deck", list)
    if deck is None:
        return None
    from engine.cards import parse_card
    for c in deck:
        if type(c) is not str:
            raise ValueError("deck cards must be strings like \"AS\"")
    return [parse_card(c) for c in deck]


def fresh_seed():
    import time
    return int(time.time() * 1000) % 1000000007


def drop_modules():
    """Forget engine.games and engine.moves (imported again when needed): a game once made needs none of their
    tables (the moves' constants are in its modules), and the heap they take is the computer players'. CPython
    keeps them (other modules may hold them)."""
    if sys.implementation.name != "cpython":
        import engine
        for m in ("games", "moves"):
            if "engine." + m in sys.modules:
                del sys.modules["engine." + m]
                delattr(engine, m)


class Referee:
    def __init__(self):
        self.game = None
        self.done = False

    def need_game(self):
        if self.game is None:
            raise ValueError("no game: start one with new")
        return self.game

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
        if name == "new":
            game = field(cmd, "game", str)
            if game is None:
                raise ValueError("new needs a game")
            dealer = field(cmd, "dealer", int, 1)
            seed = field(cmd, "seed", int)
            from engine import games
            self.game = games.new_game(game, field(cmd, "options", dict), dealer,
                                       fresh_seed() if seed is None else seed, deck_field(cmd))
            return self.game.state()
        if name == "move":
            g = self.need_game()
            text = field(cmd, "move", str)
            if text is None:
                raise ValueError("move needs a move")
            if g.to_move is None:
                raise ValueError("no move now: the deal is over")
            g.move(g.parse_move(text))
            return g.state()
        if name == "deal":
            g = self.need_game()
            g.next_deal(deck_field(cmd), field(cmd, "seed", int))
            return g.state()
        if name == "view":
            return self.need_game().view(player_field(cmd))
        if name == "bot":
            return self.bot(cmd)
        if name == "undo":
            g = self.need_game()
            g.undo()
            return g.state()
        if name == "quit":
            self.done = True
            return {"ok": True}
        raise ValueError("unknown command %r" % name if name else "a command needs \"cmd\"")

    def bot(self, cmd):
        g = self.need_game()
        p = player_field(cmd)
        level = field(cmd, "level", str, "normal")
        seed = field(cmd, "seed", int, 0)
        if g.to_move != p:
            raise ValueError("player %d is not to move" % p)
        drop_modules()
        gc.collect()  # the players are loaded at the first bot command: the device compiles little at a time
        from engine import players
        if level not in players.LEVELS:
            raise ValueError("unknown level %r (levels: %s)" % (level, ", ".join(players.LEVELS)))
        m = players.choose(g.view(p), level, seed)
        return {"ok": True, "move": g.move_name(m)}


def main():
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
