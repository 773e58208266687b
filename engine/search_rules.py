# What the search (engine.search) needs of a game's trick play (a module of its own: MicroPython compiles small
# files in less heap).


class Rules:
    # What the search needs of a game's trick play.
    #
    # trump: suit or -1. pts: points a trick's winner gets for each card, indexed by level (16 entries).
    # final: list indexed by me's final trick count, or None. last: bonus for the last trick.
    # sh: levels compared >> sh (1 for Pinochle's copies). must: 0 follow suit; 1 follow, beat if able, else
    # trump if able (Pinochle phase 2, must_win "always"); 2 the same but beat only when trumps are led.
    # trump_lead: True when trumps may not be led until broken unless the hand holds only trumps (Spades).

    def __init__(self, trump=-1, pts=None, final=None, last=0, sh=0, must=0, trump_lead=False):
        self.trump = trump
        self.pts = pts if pts is not None else [0] * 16
        self.final = final
        self.last = last
        self.sh = sh
        self.must = must
        self.trump_lead = trump_lead
