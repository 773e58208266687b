"""The card table: whose turn, the keys, the layout, its texts and score sheets, opening a game."""
