#!/usr/bin/env python3
"""A terminal card table: play any of the four games against the computer, or two people passing the keyboard.

    python3 tools/play.py [--game spades] [--level normal] [--two] [--deal N] [--option target=200 ...] [--ascii]

Type a number from the list of legal moves, or a move as the table writes it (`play 10♥`, `10♥`) or in
PROTOCOL.md notation (`play AS`, `as`, `th`, `keep`, `bid 3`, `meld KH QH`). Commands: u undo, h hint, s score
sheet, q quit, ? help. Only the public view of the seat to move is ever shown (Double Emperor's opponent_hand is
public by the rules). At the end it offers another game of the same kind.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
for _p in (ROOT, os.path.join(ROOT, "lib")):
    if _p not in sys.path:
        sys.path.insert(0, _p)

from engine import games, players  # noqa: E402
from engine.rules import registry  # noqa: E402
from engine.core.cards import card_name  # noqa: E402
from engine.core import deals  # noqa: E402
from engine.core.deals import DEAL_NUMBERS  # noqa: E402
from cardtable.table.keys import undo_turn  # noqa: E402 - the handheld's rule of undo
from tools import reference  # noqa: E402
from tools.options import parse_options  # noqa: E402

reference.register()

SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
CLEAR = "\033[2J\033[3J\033[H"
HELP = """Type the number of a legal move, or the move itself as the list writes it, with suit symbols or the
letters S H D C: play AS (or just AS, 10h), keep, discard, bid 3 (bid nil), meld KH QH, take stock, take trump.
A melded Pinochle card is written with a *: play KS*.
Commands: u undo   h hint   s score sheet   q quit   ? this help"""
LETTERS = dict((v, k) for k, v in SYMBOLS.items())


class Quit(Exception):
    pass


def is_card(word):
    w = word.rstrip("*")
    return len(w) == 2 and w[0] in "AKQJT98765432" and w[1] in "SHDC"


def plural(n, word):
    """'1 card', '2 cards'."""
    return "%d %s%s" % (n, word, "" if n == 1 else "s")


class Table:
    """A game of `name` with `options` between `humans` (seats) and the computer at `level`, from deal number
    `number` (engine.core.deals: the handheld deals the same cards from it)."""

    def __init__(self, name, options, humans, level="normal", number=0, unicode=False, inp=input, out=print):
        self.name = name
        self.options = options
        self.humans = humans
        self.two = len(humans) == 2
        self.level = level
        self.unicode = unicode
        self.inp = inp
        self.out = out
        self.names = ["Player 1", "Player 2"] if self.two else ["You", "Computer"]
        self.new_game(number)

    def new_game(self, number):
        """Start a game from deal number `number` (ValueError for bad options); Maniller draws for its dealer."""
        dealer = 1
        draws = ()
        if registry.entry(self.name).draw_for_dealer:  # RULES.md: each draws a card, the higher rank deals first
            dealer, draws = games.first_dealer(self.name, number)
        self.g = games.new_game(self.name, self.options, dealer, number)
        self.seed = number
        self.shown = None  # the seat whose hand is on the screen (pass and play)
        self.sheet = []  # (deal, dealer, deal_scores, scores) of each finished deal
        self.count = 0  # the computer's moves so far, for its seeds
        who = ("player 1", "player 2") if self.two else ("you", "the computer")
        for a, b in draws:
            self.out("Draw for the first deal: %s %s, %s %s." % (who[0], self.card(card_name(a)), who[1],
                                                                 self.card(card_name(b))))
        if draws:
            self.out("First dealer: %s." % who[dealer])

    # ----- text -----
    def card(self, c):
        if not self.unicode or not is_card(c):
            return c
        return ("10" if c[0] == "T" else c[0]) + SYMBOLS[c[1]] + c[2:]

    def cards(self, cs):
        return " ".join(self.card(c) for c in cs) if cs else "-"

    def move_text(self, name):
        return " ".join(self.card(w) for w in name.split())

    def hand_text(self, hand):
        groups = []
        for c in hand:
            if groups and groups[-1][-1][1] == c[1]:
                groups[-1].append(c)
            else:
                groups.append([c])
        return "  ".join(self.cards(g) for g in groups) if hand else "-"

    def pair(self, values, fmt=str):
        return ", ".join("%s %s" % (self.names[p], fmt(values[p])) for p in (0, 1))

    def ask(self, prompt):
        try:
            return self.inp(prompt)
        except EOFError:
            raise Quit()

    # ----- the table -----
    def run(self):
        try:
            while True:
                g = self.g
                if g.phase in ("deal_over", "game_over"):
                    self.deal_over()
                    if g.phase == "game_over":
                        w = g.winner
                        self.out("Game over: %s %s, %d to %d." % (self.names[w], "win" if self.names[w] == "You"
                                                                    else "wins", g.scores[w], g.scores[1 - w]))
                        if self.ask("Another game? (y/n) ").strip().lower() not in ("y", "yes"):
                            raise Quit()
                        self.new_game((self.seed + 1) % DEAL_NUMBERS)   # (as the handheld's next game)
                        continue
                    ans = self.ask("Press Enter for the next deal (s score sheet, q quit) ").strip().lower()
                    if ans in ("q", "quit"):
                        raise Quit()
                    if ans == "s":
                        self.score_sheet()
                    else:
                        deals.next_deal(g)
                elif g.to_move in self.humans:
                    self.human_turn(g.to_move)
                else:
                    self.computer_turn(g.to_move)
        except Quit:
            self.out("Bye.")
            return 0

    def choose(self, p):
        """The computer's move for seat p."""
        self.count += 1
        return players.choose(self.g.seat(p), self.level, self.seed * 1000 + self.count)

    def say_move(self, p, name):
        """'Computer plays KD', 'You bid 3': a move as the table announces it (never a hidden card)."""
        words = name.split()
        verb = words[0] if self.names[p] == "You" else words[0] + "s"
        if words[0] == "take":
            text = "%s the %s card" % (verb, words[1])
        elif words[0] in ("keep", "discard"):
            text = verb + " the top card"
        else:
            text = verb + " " + self.move_text(" ".join(words[1:]))
        self.out("%s %s" % (self.names[p], text))

    def computer_turn(self, p):
        g = self.g
        m = self.choose(p)
        name = g.move_name(m)
        g.move(m)
        self.say_move(p, name)

    def human_turn(self, p):
        """In pass and play, a hand-off first when the hands are hidden (the engine's OPEN: not in Double Emperor),
        clearing the screen once it is passed (and before, unless no hand is on it: Maniller's draw stays)."""
        g = self.g
        if self.two and self.shown != p and not g.OPEN:
            if self.shown is not None:
                self.out(CLEAR)
            self.ask("Pass to %s, press Enter " % self.names[p].lower())
            self.out(CLEAR)
        self.shown = p
        v = g.view(p)
        self.show(v)
        m = self.ask_move(v)
        if m is None:
            return
        g.move(m)
        if "top" in v:  # the Spades draw: say what was kept and what went
            after = g.view(p)
            new = self.cards([c for c in after["hand"] if c not in v["hand"]])
            gone = self.card(after["discards"][-1])
            self.out("%s kept %s and discarded %s." % (self.names[p], new, gone) if g.move_name(m) == "keep" else
                     "%s discarded %s and took %s." % (self.names[p], gone, new))
        else:
            self.say_move(p, g.move_name(m))

    def show(self, v):
        g, p = self.g, v["player"]
        self.out("")
        self.out("=== %s - deal %d (no. %s) - dealer: %s - phase: %s - %s to move ===" % (
            registry.entry(g.name).title, v["deal"], deals.deal_number(g), self.names[v["dealer"]], v["phase"],
            self.names[p]))
        count = g.options.get("deals")
        self.out("Scores: %s (%s)" % (self.pair(v["scores"]), "%d deals" % count if count else "target %s" % g.target))
        line = ["Tricks: " + self.pair(v["tricks"])]
        if "bids" in v:
            line.append("Bids: " + self.pair(v["bids"], lambda b: "-" if b is None else "nil" if b == 0 else b))
        if "bags" in v:
            line.append("Bags: " + self.pair(v["bags"]))
        if "taken" in v:
            line.append("Taken: " + self.pair(v["taken"]))
        if "meld_points" in v:
            line.append("Meld points: " + self.pair(v["meld_points"]))
        self.out("   ".join(line))
        if v.get("trump") is not None or "stock" in v:
            self.out("Trump: %s   Trump card: %s   Stock: %s" % (
                SYMBOLS.get(v.get("trump"), v.get("trump")) if self.unicode else v.get("trump"),
                self.card(v.get("trump_card") or "-"), plural(v.get("stock", 0), "card")))
        if "melds" in v:
            self.out("On the table: " + "; ".join("%s: %s" % (self.names[q], self.cards(v["melds"][q]))
                                                  for q in (0, 1)))
        if v.get("last_trick"):
            self.out("Last trick: %s, won by %s" % (self.cards(v["last_trick"]), self.names[v["last_winner"]]))
        if v["trick"]:
            self.out("Trick: %s (led by %s)" % (self.cards(v["trick"]), self.names[v["leader"]]))
        elif v.get("leader") is not None:
            self.out("Trick: empty, %s to lead" % self.names[v["leader"]])
        if "discards" in v:
            self.out("Your discards: " + self.cards(v["discards"]))
        if "opponent_hand" in v:
            self.out("%s's hand (open): %s" % (self.names[1 - p], self.hand_text(v["opponent_hand"])))
        else:
            self.out("%s holds %s" % (self.names[1 - p], plural(v["opponent_cards"], "card")))
        self.out("Your hand: " + self.hand_text(v["hand"]))
        if "top" in v:
            self.out("Top of the stock: %s (keep it and discard the next, or discard it and take the next)"
                     % self.card(v["top"]))

    def menu(self, v):
        hand = v["hand"]

        def key(name):
            w = name.split()
            if w[0] == "bid":
                return (0, int(w[1]), name)
            if w[0] == "play":
                c = w[1].rstrip("*")
                return (2, hand.index(c) if c in hand else 99, name)
            return (1, name != "keep", name)
        legal = sorted(v["legal"], key=key)
        items = ["%2d. %-14s" % (i + 1, self.move_text(m)) for i, m in enumerate(legal)]
        self.out("Legal moves:")
        for i in range(0, len(items), 5):
            self.out("  " + " ".join(items[i:i + 5]).rstrip())
        return legal

    def parse(self, text, legal):
        """The move `text` names, if legal now; else ValueError with a message. Cards are read as the table writes
        them too (10♥)."""
        g = self.g
        text = " ".join("".join(LETTERS.get(ch, ch) for ch in text).split())
        tries = [text, "play " + text] if len(text.split()) == 1 else [text]
        for t in tries:
            try:
                m = g.parse_move(t)
            except ValueError:
                continue
            name = g.move_name(m)
            if name in legal:
                return m
            if name.startswith("play ") and name + "*" in legal:  # a Pinochle card only on the table
                return g.parse_move(name + "*")
            raise ValueError("%s is not a legal move now." % self.move_text(name))
        raise ValueError("%r is not a move. Type a number from the list, a move like 'play AS', or ? for help."
                         % text)

    def ask_move(self, v):
        """The human's move, or None after a command that changed the position (undo)."""
        legal = self.menu(v)
        while True:
            text = self.ask("%s> " % self.names[v["player"]]).strip()
            low = text.lower()
            if low in ("q", "quit"):
                raise Quit()
            if low in ("?", "help"):
                self.out(HELP)
            elif low == "s":
                self.score_sheet()
            elif low == "h":
                hint = self.g.move_name(self.choose(v["player"]))
                self.out("Hint: %s" % self.move_text(hint))
            elif low == "u":
                if self.undo():
                    return None
            elif low.isdigit():
                if 1 <= int(low) <= len(legal):
                    return self.g.parse_move(legal[int(low) - 1])
                self.out("There is no move %s: choose 1 to %d." % (low, len(legal)))
            elif not low:
                self.out("Type a move, or ? for help.")
            else:
                try:
                    return self.parse(text, legal)
                except ValueError as e:
                    self.out(str(e))

    def undo(self):
        """Take back moves to a human's previous decision (one move in pass and play) by the handheld's rule
        (cardtable.table.keys.undo_turn); say why when refused."""
        why = undo_turn(self.g, self.humans)
        if why:
            self.out("Cannot undo: %s." % why)
            return False
        self.out("Move taken back.")
        return True

    def deal_over(self):
        g = self.g
        s = g.state()
        self.sheet.append((s["deal"], s["dealer"], s["deal_scores"], s["scores"]))
        self.out("")
        self.out("--- Deal %d over ---" % s["deal"])
        if s.get("last_trick"):
            self.out("Last trick: %s, won by %s" % (self.cards(s["last_trick"]), self.names[s["last_winner"]]))
        line = ["Tricks: " + self.pair(s["tricks"])]
        for key, label in (("bids", "Bids"), ("taken", "Taken"), ("meld_points", "Meld points"), ("bags", "Bags")):
            if key in s:
                line.append("%s: %s" % (label, self.pair(s[key])))
        self.out("   ".join(line))
        for label, a, b in g.score_parts():   # what makes up the deal's score (engine: the game's rules)
            if a or b:
                self.out("  %s: %s" % (label, self.pair((a, b), lambda n: "%+d" % n)))
        self.out("This deal: %s" % self.pair(s["deal_scores"], lambda n: "%+d" % n))
        self.out("Totals: %s" % self.pair(s["scores"]))

    def score_sheet(self):
        w = max(len(n) for n in self.names) + 2
        self.out("Deal  Dealer    " + "".join(n.rjust(w) for n in self.names))
        for deal, dealer, pts, _ in self.sheet:
            self.out("%4d  %-8s  %s" % (deal, self.names[dealer], "".join(("%+d" % n).rjust(w) for n in pts)))
        self.out("Total           " + "".join(str(n).rjust(w) for n in self.g.scores)
                 + ("   (deal %d in progress)" % self.g.deal if self.g.phase not in ("deal_over", "game_over")
                    else ""))


def parse_args(argv):
    ap = argparse.ArgumentParser(description="Play the pocket card table's games in a terminal.")
    ap.add_argument("--game", help="double_emperor, spades, pinochle or maniller (else a menu)")
    ap.add_argument("--level", default="normal", choices=players.LEVELS + tuple(players.ADDED),
                    help="the computer's level")
    ap.add_argument("--two", action="store_true", help="two people, passing the keyboard")
    ap.add_argument("--deal", "--seed", dest="deal", type=int, help="the first deal's number, 0 to %d (default: "
                    "from the clock); the same number deals the same cards on the handheld" % (DEAL_NUMBERS - 1))
    ap.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", help="a game option")
    ap.add_argument("--ascii", action="store_true", help="suit letters, not symbols")
    return ap.parse_args(argv)


def make_table(argv=None, inp=input, out=print):
    """The table the arguments describe (asking for the game if not given), or an exit code."""
    args = parse_args(argv)
    try:
        options = parse_options(args.option)
    except ValueError as e:
        out(str(e))
        return 2
    number = args.deal if args.deal is not None else int(time.time() * 1000) % DEAL_NUMBERS
    if not 0 <= number < DEAL_NUMBERS:
        out("--deal takes a number from 0 to %d, not %d" % (DEAL_NUMBERS - 1, number))
        return 2
    name = args.game.lower().replace("-", "_").replace(" ", "_") if args.game else None
    while name is None:
        for e in registry.ENTRIES:
            out("%d. %s" % (e.number + 1, e.title))
        try:
            ans = inp("Which game? ").strip().lower()
        except EOFError:
            return 0
        if ans in ("q", "quit"):
            return 0
        if ans.isdigit() and 1 <= int(ans) <= len(registry.ENTRIES):
            name = registry.ENTRIES[int(ans) - 1].name
        else:
            out("Type a number from 1 to %d." % len(registry.ENTRIES))
    enc = (getattr(sys.stdout, "encoding", "") or "").lower().replace("-", "")
    try:
        return Table(name, options, (0, 1) if args.two else (0,), args.level, number,
                     not args.ascii and enc == "utf8", inp, out)
    except ValueError as e:
        out("Cannot start: %s" % e)
        return 2


def main(argv=None, inp=input, out=print):
    table = make_table(argv, inp, out)
    return table if isinstance(table, int) else table.run()


if __name__ == "__main__":
    sys.exit(main())
