"""Move ints and phase names. A play is the card int (engine.core.cards); these are the other moves."""

KEEP = 128
DISCARD = 129
BID = 130  # BID + n for a bid of n tricks, n in 0..13
TAKE_STOCK = 144
TAKE_TRUMP = 145
MELD = 256  # Pinochle melds are MELD and above

DRAW, BID_PHASE, PLAY, MELD_PHASE = "draw", "bid", "play", "meld"
DEAL_OVER, GAME_OVER = "deal_over", "game_over"
