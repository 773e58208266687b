"""The search of trick play: alpha-beta over every card placed, and layouts of the unseen cards."""
