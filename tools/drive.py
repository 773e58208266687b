"""Drive the app by buttons with a simulated clock: the tests, the MicroPython lane and the simulator's
scripted runs (tools/sim.py, tools/screenshots.py) share it. Not used on the device."""


class Driver:
    """Feeds buttons and time to an App; `settle` runs the clock until the app waits for a button."""

    def __init__(self, app):
        self.app = app
        self.now = 0
        self.after = None     # called after each press has settled (the MicroPython lane's heap trace)

    def settle(self, limit=600):
        """Run the clock in 100 ms steps (animations at once) until the app is idle twice running."""
        app = self.app
        for _ in range(limit):
            self.now += 100
            app.tick(self.now)
            if app.idle():
                self.now += 100
                app.tick(self.now)
                if app.idle():
                    return True
        return False

    def press(self, *codes):
        for c in codes:
            self.app.press(c, self.now)
            self.settle()
            if self.after is not None:
                self.after()
