"""PROTOCOL.md text for moves, and the state and view dicts every game shares (a base of TrickGame)."""

from engine.core.cards import TABLE, card_name, parse_card, sort_hand, names
from engine.core.moves import KEEP, DISCARD, BID, TAKE_STOCK, TAKE_TRUMP, DEAL_OVER, GAME_OVER


# the seat's card lists besides the hand that the text view writes by name (the game's own: Double Emperor's
# opponent_hand, a Spades seat's discards)
SEAT_CARDS = ("played", "opponent_hand", "discards")


class Notation:
    def move_name(self, m):
        if m < KEEP:
            return "play " + card_name(m & 63) + ("*" if m & TABLE else "")
        if m == KEEP:
            return "keep"
        if m == DISCARD:
            return "discard"
        if BID <= m < BID + 14:
            return "bid %d" % (m - BID)
        if m == TAKE_STOCK:
            return "take stock"
        if m == TAKE_TRUMP:
            return "take trump"
        return self.meld_name(m)

    def meld_name(self, m):
        raise ValueError("not a move: %r" % m)

    def parse_move(self, text):
        """PROTOCOL.md move text (any case, any spacing) -> move int; ValueError if it is not a move."""
        words = text.lower().split()
        if not words:
            raise ValueError("empty move")
        verb = words[0]
        n = len(words)
        if verb == "play" and n == 2:
            w = words[1]
            star = w.endswith("*")
            return parse_card(w[:-1] if star else w) | (TABLE if star else 0)
        if n == 1 and verb == "keep":
            return KEEP
        if n == 1 and verb == "discard":
            return DISCARD
        if verb == "bid" and n == 2:
            w = words[1]
            if w == "nil":
                return BID
            if w.isdigit() and int(w) <= 13:
                return BID + int(w)
        if verb == "take" and n == 2 and words[1] in ("stock", "trump"):
            return TAKE_STOCK if words[1] == "stock" else TAKE_TRUMP
        if verb == "meld" and n > 1:
            return self.parse_meld(words[1:])
        raise ValueError("not a move: %r" % text)

    def parse_meld(self, words):
        raise ValueError("%s has no melds" % self.NAME)

    # ----- what the referee and the players see -----
    def sorted_names(self, cards):
        cards = list(cards)
        sort_hand(cards, self.POWER)
        return names(cards)

    def state(self):
        dealing = self.phase == DEAL_OVER or self.phase == GAME_OVER
        legal = []
        if self.to_move is not None:  # the legal moves' names, sorted: one list of the right size, no set
            ms = self.legal()
            legal = [None] * len(ms)
            for i in range(len(ms)):
                legal[i] = self.move_name(ms[i])
            legal.sort()
            i = len(legal) - 1
            while i > 0:  # (never two alike: each game's legal() has no duplicate)
                if legal[i] == legal[i - 1]:
                    del legal[i]
                i -= 1
        d = {
            "ok": True, "game": self.NAME, "phase": self.phase, "to_move": self.to_move,
            "legal": legal,
            "scores": self.scores[:], "deal_scores": self.deal_scores[:], "tricks": self.tricks[:],
            "dealer": self.dealer, "deal": self.deal,
            "leader": None if dealing else self.leader,
            "trick": names(self.trick),
            "last_trick": None if self.last_trick is None else names(self.last_trick),
            "last_winner": self.last_winner, "winner": self.winner, "options": dict(self.options),
        }
        self.add_state(d)
        return d

    def add_state(self, d):
        """Game-specific keys of the state."""

    def view(self, p):
        """What player p may know now, and nothing more (PROTOCOL.md `view`): the state's public keys, and the
        seat's own (TrickGame.seat, the computer players' view) written as text."""
        s = self.seat(p)
        d = self.state()
        if self.to_move != p:
            del d["legal"]
        d["player"] = p
        d["hand"] = names(s["hand"])
        d["opponent_cards"] = s["opponent_cards"]
        for k in SEAT_CARDS:
            if k in s:
                d[k] = names(s[k])
        if "top" in s:
            d["top"] = card_name(s["top"])
        return d
