"""The handheld's parts: drawing, buttons, sound, saves in non-volatile memory."""
