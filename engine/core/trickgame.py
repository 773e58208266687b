"""The trick-taking core every game shares: deals from a deck, follow suit, trick winner, undo, scores to a target.

A game is a state machine: `to_move`, `legal()`, `move(m)`, `undo()`, `state()`, `view(p)`.
Moves are small ints (engine.core.moves, engine.core.cards); engine.core.notation gives their PROTOCOL.md text, the state and views.
Each game subclasses TrickGame and adds only what is its own: its deck, how it deals, its phases and its scoring.
"""

from engine.core.moves import (KEEP, DISCARD, BID, TAKE_STOCK, TAKE_TRUMP, MELD, DRAW, BID_PHASE, PLAY,  # noqa: F401
                          MELD_PHASE, DEAL_OVER, GAME_OVER)
from array import array

from engine.core.cards import sort_hand
from engine.core.notation import Notation
from engine.core.rng import Rng

PLAIN_POWER = tuple(range(16))  # rank order A > K > ... > 2: the rank itself

# a deal as engine.record stores it: a token (| 1: its deck follows, | 2: its new seed follows), then a byte a
# move (a move of DEAL and above as BIG_MOVE and two bytes)
DEAL = 0xF0
BIG_MOVE = 0xFF


def put_varint(out, n):
    while n >= 0x80:
        out.append((n & 0x7F) | 0x80)
        n >>= 7
    out.append(n)


def follow_suit(hand, lead):
    """The cards of `hand` that may be played to `lead`: its suit if held, else every card."""
    suit = lead & 0x30
    same = [c for c in hand if c & 0x30 == suit]
    return same if same else hand


def beats(card, lead, trump, power):
    """Does `card`, played second, beat `lead`? A trump (trump: a suit, or None) beats a non-trump; else the same
    suit and more power (power: by rank). The rule of every game here, for the rules and the players alike."""
    if card & 0x30 == lead & 0x30:
        return power[card & 15] > power[lead & 15]
    return card >> 4 == trump


class TrickGame(Notation):
    """Shared state and flow. Subclasses set NAME and POWER and implement setup_deal/legal/apply (their options:
    engine.games)."""

    NAME = ""
    AT_ONCE = ()  # (label, attribute) of the points a game scores during a deal, as they come (Pinochle's melds)
    OPEN = False  # True when each player may know the other's hand (nothing to hide in pass and play)
    POWER = PLAIN_POWER  # strength of each rank within its suit (a table indexed by rank)
    trump = None  # trump suit int, or None

    def __init__(self, options, dealer=1, seed=0, deck=None):
        self.name = self.NAME
        self.options = options
        self.first_dealer = dealer
        self.target = options.get("target")
        self.rng = Rng(seed)
        self.seed = seed
        self.scores = [0, 0]
        self.deal = 0
        self.winner = None
        # The finished deals as engine.record stores them, and every deal's scores at its start (two a deal): a
        # long game's record stays small on the device. The deal being played: its explicit deck (bytes) or None,
        # its new seed or None, and its moves (2 bytes each, array 'H').
        self.past = bytearray()
        self.starts = array("i")
        self.moves = None
        self._start_deal(deck, dealer, None)

    # ----- dealing and undo -----
    def full_deck(self):
        raise NotImplementedError

    def check_deck(self, deck):
        if sorted(deck) != sorted(self.full_deck()):
            raise ValueError("wrong deck: %s needs each of its %d cards exactly as often as the deck has it"
                             % (self.NAME, len(self.full_deck())))

    def next_deal(self, deck=None, seed=None):
        """Deal the next deal (the dealer alternates); refused unless the last deal is over."""
        if self.phase != DEAL_OVER:
            raise ValueError("the deal is not over" if self.phase != GAME_OVER else "the game is over")
        if deck is not None:
            self.check_deck(deck)
        if seed is not None:
            self.rng.seed(seed)
        self._start_deal(deck, 1 - self.dealer, seed)

    def _start_deal(self, deck, dealer, seed):
        explicit = deck is not None
        if explicit:
            self.check_deck(deck)
            deck = list(deck)
        else:
            deck = self.full_deck()
            self.rng.shuffle(deck)
        if self.moves is not None:
            self.past.extend(self.deal_bytes())
        self.deck = deck
        self.dealer = dealer
        self.deal += 1
        self.deal_deck = bytes(deck) if explicit else None
        self.deal_seed = seed
        self.moves = array("H")
        self.start_scores = self.scores[:]
        self.starts.append(self.scores[0])
        self.starts.append(self.scores[1])
        self.carry = self.save_carry()
        self._reset()

    def deal_bytes(self):
        """The deal being played as engine.record stores it."""
        deck = self.deal_deck
        seed = self.deal_seed
        out = bytearray()
        out.append(DEAL | (1 if deck is not None else 0) | (2 if seed is not None else 0))
        if seed is not None:
            put_varint(out, seed * 2 if seed >= 0 else -seed * 2 - 1)  # zigzag: small of either sign
        if deck is not None:
            out.extend(deck)
        for m in self.moves:
            if m < DEAL:
                out.append(m)
            else:
                out.append(BIG_MOVE)
                out.append(m >> 8)
                out.append(m & 0xFF)
        return out

    def _reset(self):
        """Lay out the current deal from its deck, before any move."""
        self.scores = self.start_scores[:]
        self.restore_carry(self.carry)
        self.deal_scores = [0, 0]
        self.tricks = [0, 0]
        self.trick = []
        self.last_trick = None
        self.last_winner = None
        self.played = []  # the cards of completed tricks, in play order: public knowledge
        self.reveals = bytearray()  # a byte a move: did it turn up a face-down card (no undo past it)
        self.setup_deal()

    def save_carry(self):
        """Game state carried from deal to deal besides scores (Spades bags)."""
        return None

    def restore_carry(self, carry):
        pass

    def move(self, m):
        """Make move `m` for the player to move; ValueError (and nothing changes) if it is not legal."""
        if m not in self.legal():
            try:
                name = self.move_name(m)
            except (ValueError, IndexError):
                name = "move number %r" % m
            raise ValueError("illegal move: %s" % name)
        self.reveals.append(bool(self.apply(m)))
        self.moves.append(m)

    def undo_refusal(self):
        """Why the last move may not be taken back (a short phrase: the tables say it), or None when it may."""
        if self.phase == DEAL_OVER or self.phase == GAME_OVER:
            return "the deal is over"
        if not self.moves:
            return "no move yet"
        if self.reveals[-1]:
            return "a card turned up"
        return None

    def can_undo(self):
        return self.undo_refusal() is None

    def undo(self):
        """Take back the last move by replaying the deal without it."""
        why = self.undo_refusal()
        if why:
            raise ValueError(why)
        replay = self.moves[:-1]
        self.moves = array("H")
        self._reset()
        for m in replay:
            self.reveals.append(bool(self.apply(m)))
            self.moves.append(m)

    # ----- what a seat may know -----
    def seat(self, p):
        """What player p may know now, and nothing more, as ints: the computer players' view (view(p) writes it
        as PROTOCOL.md text). Cards are card ints (the hand in display order, the trick and `played`, the cards of
        the deal's completed tricks, in play order); `legal` (only when p is to move) is the sorted move ints;
        `options` the options in play, the target among them (the game's own dict, not a copy: a view is read,
        never written); `deal` the deal's number (1 the first), for a game of a number of deals."""
        hand = self.hands[p][:]
        sort_hand(hand, self.POWER)
        d = {"game": self.NAME, "phase": self.phase, "player": p, "dealer": self.dealer, "options": self.options,
             "leader": None if self.phase == DEAL_OVER or self.phase == GAME_OVER else self.leader,
             "scores": self.scores[:], "tricks": self.tricks[:], "hand": hand, "trick": self.trick[:],
             "played": self.played[:], "opponent_cards": len(self.hands[1 - p]), "deal": self.deal}
        if self.to_move == p:
            d["legal"] = sorted(self.legal())  # (a copy: legal() may give the hand itself)
        self.add_seat(d, p)
        return d

    def add_seat(self, d, p):
        """Game-specific keys of a player's seat view."""

    # ----- trick play -----
    def beats(self, card, lead):
        return beats(card, lead, self.trump, self.POWER)

    def play_card(self, c):
        """Move card c from the mover's hand to the trick; collect a complete trick."""
        p = self.to_move
        self.hands[p].remove(c)
        trick = self.trick
        trick.append(c)
        if len(trick) == 1:
            self.to_move = 1 - p
            return
        w = p if self.beats(c, trick[0]) else 1 - p
        self.tricks[w] += 1
        self.played.extend(trick)
        self.last_trick = trick
        self.last_winner = w
        self.trick = []
        self.leader = w
        self.to_move = w
        self.trick_won(w, trick)

    def trick_won(self, winner, trick):
        """After each trick: by default the deal ends when the hands are empty."""
        if not self.hands[winner]:
            self.end_deal(self.deal_points())

    def deal_points(self):
        """The points each player adds at the deal's end: the sum of its parts (each game's deal_parts: (label,
        player 0's points, player 1's))."""
        pts = [0, 0]
        for part in self.deal_parts():
            pts[0] += part[1]
            pts[1] += part[2]
        return pts

    def last_trick_part(self, points):
        """The deal part of a bonus of `points` for the last trick's winner."""
        w = self.last_winner
        return ("Last trick", points if w == 0 else 0, points if w == 1 else 0)

    def score_parts(self):
        """deal_scores in parts as it stands (label, player 0's, player 1's), adding up to it: what a game scores
        at once (AT_ONCE), and at the deal's end its deal_parts. Score sheets show these."""
        out = [(label, getattr(self, name)[0], getattr(self, name)[1]) for label, name in self.AT_ONCE]
        if self.phase == DEAL_OVER or self.phase == GAME_OVER:
            out.extend(self.deal_parts())
        return out

    def end_deal(self, points):
        """Add the deal's points, then decide whether the game is over."""
        for p in (0, 1):
            self.deal_scores[p] += points[p]
            self.scores[p] += points[p]
        self.to_move = None
        self.leader = None
        self.phase = GAME_OVER if self.game_over() else DEAL_OVER
        if self.phase == GAME_OVER:
            self.winner = 0 if self.scores[0] > self.scores[1] else 1

    def game_over(self):
        return self.ends(self.scores, self.deal, self.options)

    @staticmethod
    def ends(scores, deal, options):
        """Whether the game ends with these totals after deal number `deal` (RULES.md, "What every game shares"): a
        total has reached the target and the totals differ (an exact tie plays another deal). The players ask it of
        the totals a deal could leave (engine.players.game_result)."""
        return max(scores) >= options["target"] and scores[0] != scores[1]
