"""Playing to the target: how the game stands after each end a deal may have, and what those ends are worth to a
seat when one of them ends the game (Spades' and Maniller's players; a module of its own, so that the games whose
players need none of it keep none of it: docs/players.md says which and why)."""


def game_result(view, mine, theirs, ends):
    """How the game stands if the deal ends with `mine` points added to the seat's total and `theirs` to the
    other's: 1 the seat has won, -1 it has lost, 0 the game goes on. `ends` is the rules' own test (the game
    class's `ends`: the target, or Maniller's number of deals)."""
    me = view["player"]
    a = view["scores"][me] + mine
    b = view["scores"][1 - me] + theirs
    if not ends([a, b] if me == 0 else [b, a], view["deal"], view["options"]):
        return 0
    return 1 if a > b else -1


def to_target(values, results, view, cap=0):
    """The values of a deal's ends (points, my deal score less the other's) as a game played to its target weighs
    them, when one of them ends the game (results[i], game_result's, not 0): an end that leaves the game going is
    worth the lead it leaves me (the lead the deal starts with, plus its value; within `cap`, the most a value may
    be, if given), one that wins the game a point more than the best of those, one that loses it as much less. So
    ending the game as its winner comes before any lead, and losing it after. In place; False (values unchanged)
    when no end of the deal ends the game."""
    ends = False
    for r in results:
        if r:
            ends = True
    if not ends:
        return False
    me = view["player"]
    lead = view["scores"][me] - view["scores"][1 - me]
    most = 0
    for i in range(len(values)):
        if not results[i]:
            v = lead + values[i]
            if cap and v >= cap:
                v = cap - 1
            elif cap and v <= -cap:
                v = 1 - cap
            values[i] = v
            if v > most:
                most = v
            elif -v > most:
                most = -v
    for i in range(len(values)):
        if results[i]:
            values[i] = (most + 1) * results[i]
    return True
