"""Deal numbers: the seeds the tables deal from, shown on every deal so that two tables can deal the same cards.

A deal number is a seed of engine.core.rng (the same cards on every Python). A game from number N deals N, then
N + DEAL_STEP, ... (below DEAL_NUMBERS). Only the tables (cardtable, tools/play.py) use numbers: the rules and the
referee know seeds only.
"""
DEAL_NUMBERS = 100000  # 0 .. 99999: five digits to type on a handheld
DEAL_STEP = 7919  # from a deal's number to the next deal's: prime to DEAL_NUMBERS (every number comes round), and
# far apart (engine.core.rng's shuffles from seeds 1 apart share a few cards' places)


def deal_number(g):
    """The number game g's deal in play was shuffled from: its own seed, or the game's for its first deal; None
    for a deal from an explicit deck or dealt on by the generator (no number gives it alone)."""
    if g.deal_deck is not None:
        return None
    if g.deal_seed is not None:
        return g.deal_seed
    return g.seed if g.deal == 1 else None


def next_deal(g):
    """Game g's next deal, from the number DEAL_STEP after this deal's (dealt on by the generator without one)."""
    n = deal_number(g)
    g.next_deal(seed=None if n is None else (n + DEAL_STEP) % DEAL_NUMBERS)

