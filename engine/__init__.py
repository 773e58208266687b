"""The rules of the pocket card table: pure Python, no I/O, runs on CPython, MicroPython and CircuitPython."""
