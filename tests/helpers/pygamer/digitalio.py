"""digitalio stand-in: the speaker's enable pin."""


class DigitalInOut:
    def __init__(self, pin):
        self.pin = pin
        self.value = False

    def switch_to_output(self, value=False, drive_mode=None):
        self.value = value

    def deinit(self):
        pass
