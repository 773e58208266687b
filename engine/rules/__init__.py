"""The four games, a module each, and the registry: one entry per game."""
