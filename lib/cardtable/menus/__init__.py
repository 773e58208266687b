"""The menus: main menu, setup, preferences, statistics, rules pages; what is kept across a power-off."""
