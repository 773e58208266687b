"""The pocket card table: the app is in /lib/cardtable, the rules in /engine, sprites in /assets."""
import sys

# On CPython `python -m ...` puts the current folder first on sys.path, where this file would stand
# in for the standard library's `code` module: then it must do nothing.
if sys.implementation.name != "cpython":
    from cardtable.device import run

    run.main()
