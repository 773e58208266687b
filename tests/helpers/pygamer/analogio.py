"""analogio stand-in: the joystick's two axes read the player's stick (player.STICK), the battery monitor
(board.A6, through the board's divider by 2) a battery at player.BATTERY volts; any other pin reads mid-scale."""
import board
import player


class AnalogIn:
    def __init__(self, pin):
        self.pin = pin
        self.reference_voltage = 3.3

    @property
    def value(self):
        pin = self.pin
        if pin is board.JOYSTICK_X:
            return player.STICK[0]
        if pin is board.JOYSTICK_Y:
            return player.STICK[1]
        if pin is board.A6:
            return min(65535, int(player.BATTERY[0] / 2 / 3.3 * 65535))
        return 32768

    def deinit(self):
        pass
