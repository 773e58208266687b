"""The app's screens, the table's states and the saved game's version: their one definition, below the app and
the table and menus that share them (a module that copies one as a const() for speed is checked against this by
tests/test_constants.py)."""
try:
    from micropython import const
except ImportError:
    def const(x):  # type: ignore[misc]  # CPython: the value itself
        return x

# what the app shows (App.screen; 0 while it starts)
MENU = const(1)
TEXT = const(2)
SHEET = const(3)      # a score sheet over the table, until a button takes it back
AT_TABLE = const(4)
STATS = const(5)
ENDED = const(6)      # the game is over: the main menu opens at the next tick

# the table's state (Table.state)
IDLE = const(0)       # waiting for the human or about to act
THINK = const(1)      # the computer chooses and is about to move
HOLD = const(2)       # a finished trick is shown
SWEEP = const(3)      # ... and swept to its winner
AUTO = const(4)       # the only legal card is about to be played
HANDOFF = const(5)    # pass-and-play: the screen is blank until the next player presses A
OVER = const(6)       # the deal or the game is over: the score sheet is up
WAITING = (IDLE, HANDOFF, OVER)   # the states in which the table waits for a button

GAME_VERSION = const(1)   # a saved game's first byte (cardtable.table.flow.game_parts, cardtable.menus.keep.read_game)

# The table's own: only its modules read them, each from a private copy (no name in this module's globals, no
# qstr on the device).
# what the table last put on the screen (Table.shown; 0: nothing yet, or to be drawn again)
_SHOWN_TABLE = const(1)
_SHOWN_SHEET = const(2)      # the score sheet at a deal's end
_SHOWN_HANDOFF = const(3)    # pass and play's blank screen before a player's turn
# what the trick's place shows instead of the trick (Table.overlay; 0: the trick)
_OVERLAY_TRICK = const(1)      # the last trick
_OVERLAY_DISCARDS = const(2)   # one's own discards (Spades)
