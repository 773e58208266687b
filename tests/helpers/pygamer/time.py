"""time stand-in: the board's clock as virtual milliseconds (supervisor.ticks_ms reads the same), which pass only
when the app sleeps: the lane's runs take no real time waiting and are the same every time."""
NOW = [0]   # ms since the start


def sleep(seconds):
    NOW[0] += int(seconds * 1000)


def monotonic():
    return NOW[0] / 1000
