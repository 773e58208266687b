"""A file standing in for microcontroller.nvm on the desktop (the simulator, the tests, the MicroPython lane).

Not used on the device, and apart from cardtable.device.save so that the device never loads it.
"""


class FileNvm:
    """A file standing in for microcontroller.nvm on the desktop.

    Reads and writes (an index or a slice without step) go straight to the
    file; a missing or short file is filled up with 0xFF, like erased flash.
    """

    def __init__(self, path, size=8192):
        self.path = path
        self.size = size
        try:
            with open(path, "rb") as f:
                have = len(f.read())
        except OSError:
            have = 0
        if have < size:
            with open(path, "ab") as f:
                f.write(b"\xff" * (size - have))
        # one unbuffered handle for every access, as the device's nvm takes no heap of its own (a file opened at
        # each access would allocate its object at every save, the moment the lane measures)
        self.f = open(path, "r+b", buffering=0)

    def close(self):
        self.f.close()

    def __len__(self):
        return self.size

    def _range(self, key):
        if isinstance(key, int):
            if key < 0:
                key += self.size
            if not 0 <= key < self.size:
                raise IndexError("nvm index out of range")
            return key, key + 1
        if key.step not in (None, 1):
            raise ValueError("nvm slices take no step")
        start = 0 if key.start is None else key.start
        stop = self.size if key.stop is None else key.stop
        if start < 0:
            start += self.size
        if stop < 0:
            stop += self.size
        start = min(max(start, 0), self.size)
        return start, max(min(stop, self.size), start)

    def __getitem__(self, key):
        start, stop = self._range(key)
        f = self.f
        f.seek(start)
        data = f.read(stop - start)
        if isinstance(key, int):
            return data[0]
        return data

    def __setitem__(self, key, value):
        start, stop = self._range(key)
        if isinstance(key, int):
            value = bytes((value,))
        if len(value) != stop - start:
            raise ValueError("nvm slice and value have different lengths")
        f = self.f
        f.seek(start)
        f.write(value)
