"""Fixtures shared by the MicroPython lanes."""
import pytest


@pytest.fixture(scope="session")
def mpy_tree(tmp_path_factory):
    """The precompiled tree (tools/mpy_tree.build), built once a test session: what the device runs after
    `tools/deploy.py --mpy`."""
    from tools.mpy_tree import build
    return build(str(tmp_path_factory.mktemp("mpy")))
