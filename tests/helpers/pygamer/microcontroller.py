"""microcontroller stand-in: `nvm`, the board's 8 KB of non-volatile memory, as the file /nvm.bin on the drive
(erased, 0xFF, when new), read and written by slices as cardtable.device.save does. The board's nvm is flash,
outside the heap: one unbuffered file handle is all this takes."""
_SIZE = 8192


class _Nvm:
    def __init__(self, path):
        try:
            open(path, "rb").close()
        except OSError:
            f = open(path, "wb")
            f.write(b"\xff" * _SIZE)
            f.close()
        self.f = open(path, "r+b", buffering=0)

    def __len__(self):
        return _SIZE

    def __getitem__(self, key):
        f = self.f
        f.seek(key.start)
        return f.read(key.stop - key.start)

    def __setitem__(self, key, value):
        if key.start < 0 or key.stop > _SIZE or key.stop - key.start != len(value):
            raise IndexError("nvm slice")
        f = self.f
        f.seek(key.start)
        f.write(value)


nvm = _Nvm("/nvm.bin")
