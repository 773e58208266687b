"""The greedy card of the computer players (easy level, and when a search finds nothing in its budget)."""

from engine.core.trickgame import beats, PLAIN_POWER


def easy_card(rng, legal, lead, trump, pts=None):
    """Easy's card (Double Emperor, Spades, Maniller): mostly greedy, sometimes any legal card."""
    if rng.below(100) < 20:
        return legal[rng.below(len(legal))]
    return greedy_card(legal, lead, trump, pts=pts)


def greedy_card(legal, lead, trump, power=PLAIN_POWER, pts=None):
    """Win the trick as cheaply as possible (engine.core.trickgame.beats: the rules' trick winner), else throw the
    lowest card (leading: the lowest card). power: the game's strength of each rank (TrickGame.POWER)."""
    def pw(c):
        return power[c & 15]

    if lead >= 0:
        best = -1
        for c in legal:
            if beats(c, lead, trump, power):
                if best < 0 or (c >> 4 != trump) > (best >> 4 != trump) or \
                        ((c >> 4 == trump) == (best >> 4 == trump) and pw(c) < pw(best)):
                    best = c
        if best >= 0:
            return best
    low = legal[0]
    for c in legal:
        kc = ((pts[c & 15] if pts else 0), c >> 4 == trump, pw(c), c)
        kl = ((pts[low & 15] if pts else 0), low >> 4 == trump, pw(low), low)
        if kc < kl:
            low = c
    return low
