"""keypad stand-in: ShiftRegisterKeys whose events are the player's presses (player.next_event); making the keys
tells the player that the app is about to be made (as cardtable.device.run makes them just before it)."""
import player


class Event:
    def __init__(self, key_number=0, pressed=True):
        self.key_number = key_number
        self.pressed = pressed

    @property
    def released(self):
        return not self.pressed


class EventQueue:
    def __init__(self):
        self.overflowed = False

    def get_into(self, event):
        return player.next_event(event)

    def clear(self):
        pass


class ShiftRegisterKeys:
    def __init__(self, *, clock, data, latch, key_count, value_when_pressed, value_to_latch=True, interval=0.02,
                 max_events=64):
        self.key_count = key_count
        self.events = EventQueue()
        player.watch()

    def reset(self):
        pass
