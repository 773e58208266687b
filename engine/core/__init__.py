"""What every game shares: cards and moves as small ints, the trick-taking base, notation, records, deal numbers."""
