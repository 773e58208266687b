"""What every game shares, knowing no game: cards and moves as small ints, the trick-taking base, notation, deal
numbers, the PRNG. The games and the registry sit above it, and above them what reads the registry (engine.games,
engine.record, engine.record_text, engine.playout)."""
