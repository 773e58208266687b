"""Two-handed Pinochle (RULES.md section 3): 48 cards, the stock and its melds, then a strict second phase.

A card on its owner's table is played as card | TABLE; the melds are in engine.rules.pinochle_melds. Undo replays
the deal, so setup_deal() lays out everything that belongs to a deal.
"""

from engine.core.cards import SUITS, TABLE, card_name, parse_card, deck_of, names, name_order
from engine.core.moves import TAKE_STOCK, TAKE_TRUMP, MELD, PLAY, MELD_PHASE, DRAW
from engine.core.trickgame import TrickGame
from engine.rules.pinochle_melds import Melds, NINE, CARDS, DOUBLE, canonical, meld_code, rank

POWER = (0,) * 9 + (1, 5, 2, 3, 4, 6)  # by rank: A > T > K > Q > J > 9
LAST_TRICK = 10  # for the winner of the last trick
COUNTERS = {  # card points by rank - 9 (9 T J Q K A), per counting option
    "11-10-4-3-2": (0, 10, 2, 3, 4, 11),
    "10-10-5-5": (0, 10, 0, 5, 5, 10),
    "aces-tens-kings": (0, 10, 0, 0, 10, 10),
}


class Pinochle(Melds, TrickGame):
    NAME = "pinochle"
    POWER = POWER
    AT_ONCE = (("Melds", "meld_points"),)  # the dealer's turned-up dix with them

    def full_deck(self):
        return deck_of(range(9, 15), 2)

    def setup_deal(self):
        deck = self.deck
        d = self.dealer
        self.hands = h = [deck[1 - d:24:2], deck[d:24:2]]  # one at a time, elder first
        tc = deck[24]
        self.trump = t = tc >> 4
        self.trump_card = tc  # None once drawn; after the dix exchange, that dix
        self.original = True  # the card turned up is still under the stock
        self.sp = 25  # deck[sp] is the top of the stock; deck[47] lies on the trump card
        self.tab = [[], []]
        self.pairs = [[], []]
        self.seq = 0
        self.fresh9 = [h[0].count(t * 16 + NINE), h[1].count(t * 16 + NINE)]  # 9s of trumps not yet scored
        self.taken = [0, 0]
        self.meld_points = [0, 0]
        self.counters = COUNTERS[self.options.get("counting", "11-10-4-3-2")]
        self.stage = 1  # 2 once the melds are back in the hands
        self.turn = self.final = self.melded = self.dixed = False  # a meld turn (the last one), its melds made
        self.phase = PLAY
        self.leader = self.to_move = 1 - d
        if tc & 15 == NINE:
            self.score(d, 10)

    def score(self, p, pts):
        self.scores[p] += pts
        self.deal_scores[p] += pts
        self.meld_points[p] += pts

    def legal(self):
        ph = self.phase
        if ph == DRAW:
            return [TAKE_STOCK, TAKE_TRUMP]
        if ph != PLAY and ph != MELD_PHASE:
            return []
        p = self.to_move
        cs = self.hands[p]
        if self.stage == 2 and self.trick:
            cs = self.follow(cs, self.trick[0])
        star = 0 if self.final else TABLE
        out = []
        for c in cs + [e[0] | star for e in self.tab[p]]:
            if c not in out:
                out.append(c)
        out.sort()
        if self.turn:
            self.melds(p, out)
        return out

    def follow(self, hand, lead):
        # phase 2: follow suit and beat the lead if able (with must_win "trumps" only when trumps are led),
        # else play a trump if able, else any card
        s = lead >> 4
        same = [c for c in hand if c >> 4 == s]
        if not same:
            return [c for c in hand if c >> 4 == self.trump] or hand
        if s == self.trump or self.options.get("must_win") != "trumps":
            return [c for c in same if POWER[c & 15] > POWER[lead & 15]] or same
        return same

    def apply(self, m):
        p = self.to_move
        if self.phase == DRAW:  # the last face-down card and the trump card: the winner's choice
            tc = self.trump_card
            self.trump_card = None
            self.original = False
            self.sp = 48
            self.hands[p if m == TAKE_TRUMP else 1 - p].append(tc)  # a 9 there has scored already
            self.draw(1 - p if m == TAKE_TRUMP else p, self.deck[47])
            self.final = True
            self.start_turn(p)
            return True
        if m >= MELD:
            self.meld(p, m)
            return False
        c = m & 63
        if self.turn:
            self.turn = False
            if self.final:  # the melds go back to the hands and phase 2 begins
                for q in (0, 1):
                    self.hands[q] += [e[0] for e in self.tab[q]]
                self.tab = [[], []]
                self.pairs = [[], []]
                self.stage = 2
        if m & TABLE:
            tab = self.tab[p]
            e = None
            for f in tab:
                if f[0] == c and (e is None or rank(f) > rank(e)):
                    e = f
            self.tab[p] = [f for f in tab if f is not e]
            self.pairs[p] = [pr for pr in self.pairs[p] if pr[0] is not e and pr[1] is not e]
        else:
            hand = self.hands[p]
            if c == self.trump * 16 + NINE and hand.count(c) <= self.fresh9[p]:
                self.fresh9[p] -= 1  # (of two, one that has scored goes first)
            hand.remove(c)
        trick = self.trick
        trick.append(c)
        if len(trick) == 1:
            self.phase = PLAY
            self.to_move = 1 - p
            return False
        w = p if self.beats(c, trick[0]) else 1 - p
        self.tricks[w] += 1
        self.played += trick
        self.last_trick = trick
        self.last_winner = w
        self.trick = []
        self.leader = self.to_move = w
        self.taken[w] += self.counters[(trick[0] & 15) - 9] + self.counters[(c & 15) - 9]
        if self.stage == 2:
            if not self.hands[w]:
                self.end_deal(self.deal_points())
            return False
        if self.sp < 47:  # the winner draws first
            self.draw(w, self.deck[self.sp])
            self.draw(1 - w, self.deck[self.sp + 1])
            self.sp += 2
            self.start_turn(w)
        else:
            self.phase = DRAW
        return True

    def draw(self, p, c):
        self.hands[p].append(c)
        if c == self.trump * 16 + NINE:
            self.fresh9[p] += 1

    def start_turn(self, p):
        self.turn = True
        self.melded = self.dixed = False
        self.phase = MELD_PHASE if self.melds(p) else PLAY

    def add_state(self, d):
        tc = self.trump_card
        d["trump"] = SUITS[self.trump]
        d["trump_card"] = None if tc is None else card_name(tc)
        d["stock"] = 48 - self.sp + (tc is not None)
        d["melds"] = [sorted(names([e[0] for e in t])) for t in self.tab]
        d["meld_points"] = self.meld_points[:]
        d["taken"] = self.taken[:]

    def add_seat(self, d, p):
        tc = self.trump_card
        d["trump"] = self.trump
        d["counters"] = self.counters  # card points by rank - 9, the game's counting option
        d["trump_card"] = tc
        d["stock"] = 48 - self.sp + (tc is not None)
        melds = [[e[0] for e in t] for t in self.tab]
        for m in melds:
            m.sort(key=name_order)  # as the text view writes them
        d["melds"] = melds
        d["opponent_cards"] = len(self.hands[1 - p]) + len(self.tab[1 - p])
        if "legal" in d:  # what each legal meld scores now (0 for the other moves), as the rules score it
            d["meld_values"] = [self.assess(p, *meld_code(m)) if m >= MELD else 0 for m in d["legal"]]

    def deal_parts(self):
        # the counters each took, and the last trick
        return [("Counters", self.taken[0], self.taken[1]), self.last_trick_part(LAST_TRICK)]

    def meld_points_of(self, m):
        # the points meld move m would score now for the player to move (0 if it may not be made now)
        if m not in self.legal():
            return 0
        code, mask = meld_code(m)
        return self.assess(self.to_move, code, mask)

    # ----- meld text: `meld C C ...`, the cards in plain string order, table copies starred -----
    def meld_name(self, m):
        code, mask = meld_code(m)
        cs = CARDS[code]
        w = [None] * (len(cs) + 1)  # joined once: no string a card
        w[0] = "meld"
        for i in range(len(cs)):
            w[i + 1] = card_name(cs[i]) + "*" if mask >> i & 1 else card_name(cs[i])
        return " ".join(w)

    def parse_meld(self, words):
        got = []
        for w in words:
            star = w[-1] == "*"
            got.append(card_name(parse_card(w[:-1] if star else w)) + ("*" if star else ""))
        got.sort()
        mask = 0
        for i in range(len(got)):
            if got[i][-1] == "*":
                mask |= 1 << i
                got[i] = got[i][:-1]
        # the meld whose cards' names are these, in this order (the stars are the mask's)
        for code in range(len(CARDS)):
            cs = CARDS[code]
            if len(cs) == len(got) and (code != DOUBLE or canonical(mask)):
                i = 0
                while i < len(cs) and card_name(cs[i]) == got[i]:
                    i += 1
                if i == len(cs):
                    return MELD + code * 32 + mask
        raise ValueError("not a meld: %s" % " ".join(words))
