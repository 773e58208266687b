"""The greedy card of the computer players (easy level, and when a search finds nothing in its budget)."""


def easy_card(rng, legal, lead, trump, pts=None):
    """Easy's card (Double Emperor, Spades, Maniller): mostly greedy, sometimes any legal card."""
    if rng.below(100) < 20:
        return legal[rng.below(len(legal))]
    return greedy_card(legal, lead, trump, None, pts)


def greedy_card(legal, lead, trump, power=None, pts=None):
    """Win the trick as cheaply as possible, else throw the lowest card (leading: the lowest card)."""
    def pw(c):
        return power[c & 15] if power else c & 15

    if lead >= 0:
        best = -1
        for c in legal:
            win = (c >> 4 == lead >> 4 and pw(c) > pw(lead)) or (c >> 4 != lead >> 4 and c >> 4 == trump)
            if win:
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
