"""Fixtures shared by the device lanes."""
import pytest


@pytest.fixture(scope="session")
def mpy_tree(tmp_path_factory):
    """The precompiled tree (tools/mpy_tree.build), built once a test session by the core's mpy-cross: what the
    device runs after `tools/deploy.py`."""
    from micropython_lane import mpy_cross_exe
    from tools.mpy_tree import build
    return build(str(tmp_path_factory.mktemp("mpy")), mpy_cross_exe())
