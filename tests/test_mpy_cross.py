"""tools/mpy_cross.py: the file for each computer, the cache, the build from source where nothing downloads."""

import http.server
import os
import platform
import shutil
import socket
import sys
import threading

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "tools"))
import circuitpython  # noqa: E402
import mpy_cross  # noqa: E402

VERSION = circuitpython.TAG
FAKE = "#!/bin/sh\necho 'CircuitPython %s on 2025-10-01; mpy-cross emitting mpy v6.3'\n" % VERSION


@pytest.mark.parametrize("system, machine, name", [
    ("Linux", "x86_64", "linux-amd64/mpy-cross-linux-amd64-10.2.1.static"),
    ("Linux", "aarch64", "linux-aarch64/mpy-cross-linux-aarch64-10.2.1.static-aarch64"),
    ("Linux", "armv7l", "linux-raspbian/mpy-cross-linux-raspbian-10.2.1.static-raspbian"),
    ("Darwin", "x86_64", "macos/mpy-cross-macos-10.2.1-universal"),
    ("Darwin", "arm64", "macos/mpy-cross-macos-10.2.1-universal"),
    ("Windows", "AMD64", "windows/mpy-cross-windows-10.2.1.static.exe"),
])
def test_the_file_circuitpython_publishes_for_each_computer(system, machine, name):
    assert mpy_cross.prebuilt_name(system, machine, "10.2.1") == name


@pytest.mark.parametrize("system, machine", [("Windows", "ARM64"), ("Linux", "riscv64"), ("FreeBSD", "amd64")])
def test_no_file_for_a_computer_circuitpython_builds_none_for(system, machine):
    assert mpy_cross.prebuilt_name(system, machine, "10.2.1") is None


@pytest.mark.parametrize("system, env, folder", [
    ("Linux", {"XDG_CACHE_HOME": "/x/cache"}, "/x/cache"),
    ("Linux", {}, os.path.join(os.path.expanduser("~"), ".cache")),
    ("Darwin", {}, os.path.join(os.path.expanduser("~"), "Library", "Caches")),
    ("Windows", {"LOCALAPPDATA": "C:/Users/me/AppData/Local"}, "C:/Users/me/AppData/Local"),
])
def test_the_cache_is_in_the_platforms_cache_folder(system, env, folder):
    assert mpy_cross.cache_dir(system, env) == os.path.join(folder, "pocket-card-table", "mpy-cross")


def closed_port():
    """A loopback port nothing listens on: a download from it fails at once, as with no network."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """An empty cache, no mpy-cross built for the lanes, and no network."""
    monkeypatch.setattr(mpy_cross, "cache_dir", lambda: str(tmp_path / "cache"))
    monkeypatch.setattr(circuitpython, "MPY_CROSS", str(tmp_path / "no-lanes-build"))
    monkeypatch.setattr(mpy_cross, "BASE_URL", "http://127.0.0.1:%d/bin/mpy-cross" % closed_port())
    return tmp_path / "cache"


@pytest.fixture
def server(monkeypatch):
    """A web server on loopback standing in for CircuitPython's downloads: serve[path] = bytes; requests lists the
    paths asked for."""
    serve, requests = {}, []

    class Handler(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            requests.append(self.path)
            body = serve.get(self.path)
            self.send_response(200 if body is not None else 404)
            self.end_headers()
            self.wfile.write(body or b"")

        def log_message(self, *args):
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True)
    thread.start()
    monkeypatch.setattr(mpy_cross, "BASE_URL", "http://127.0.0.1:%d/bin/mpy-cross" % httpd.server_port)
    yield serve, requests
    httpd.shutdown()
    httpd.server_close()


def this_computers_file():
    name = mpy_cross.prebuilt_name(platform.system(), platform.machine(), VERSION)
    if name is None:
        pytest.skip("CircuitPython publishes no mpy-cross for this computer")
    return "/bin/mpy-cross/" + name


def no_build(dest, out):
    raise AssertionError("built from source")


def test_the_download_is_cached_made_executable_and_reused_without_a_second_download(cache, server, monkeypatch):
    serve, requests = server
    serve[this_computers_file()] = FAKE.encode()
    monkeypatch.setattr(mpy_cross, "build_from_source", no_build)
    path = mpy_cross.get(out=lambda text: None)
    assert path == str(cache / ("mpy-cross-" + VERSION))
    assert os.access(path, os.X_OK) and mpy_cross.check(path)[1] == 10
    assert mpy_cross.get(out=lambda text: None) == path
    assert requests == [this_computers_file()]
    assert os.listdir(str(cache)) == ["mpy-cross-" + VERSION]


def test_a_download_that_is_not_mpy_cross_is_thrown_away_and_built_instead(cache, server, monkeypatch, tmp_path):
    serve, _ = server
    serve[this_computers_file()] = b"<html>Access Denied</html>"
    built = []

    def build(dest, out):
        built.append(dest)
        with open(dest, "w") as f:
            f.write(FAKE)
        os.chmod(dest, 0o755)

    monkeypatch.setattr(mpy_cross, "build_from_source", build)
    said = []
    path = mpy_cross.get(out=said.append)
    assert built == [path] and mpy_cross.check(path)[0].startswith("CircuitPython %s " % VERSION)
    assert "the file downloaded is not CircuitPython %s's mpy-cross" % VERSION in said


def test_a_missing_compiler_says_what_to_install_or_pass_and_leaves_nothing(cache, monkeypatch):
    which = shutil.which
    monkeypatch.setattr(shutil, "which", lambda tool: None if tool in ("gcc", "clang") else which(tool))
    with pytest.raises(mpy_cross.MpyCrossError) as e:
        mpy_cross.get(out=lambda text: None)
    text = str(e.value)
    assert "cannot be had: the download failed" in text
    assert "%s not found" % mpy_cross.compiler() in text
    assert "apt-get install git make gcc" in text and "xcode-select --install" in text
    assert "--mpy FILE" in text and mpy_cross.BASE_URL + "/" in text
    assert os.listdir(str(cache)) == []


@pytest.fixture(scope="session")
def built_offline(tmp_path_factory):
    """get() once a session with no network, no cache and no mpy-cross of the lanes: mpy-cross built from
    CircuitPython's vendored source, with what get() said. `make -C mpy-cross` (about 30 s) runs for real unless
    the lanes' build/circuitpython/mpy-cross, built by the same mpy_cross.make, is of this version: then that
    file stands in for make's, and the checkout of the source still runs."""
    lanes = circuitpython.MPY_CROSS
    said = []
    with pytest.MonkeyPatch.context() as m:
        cache = tmp_path_factory.mktemp("cache")
        m.setattr(mpy_cross, "cache_dir", lambda: str(cache))
        m.setattr(circuitpython, "MPY_CROSS", str(cache / "no-lanes-build"))
        m.setattr(mpy_cross, "BASE_URL", "http://127.0.0.1:%d/bin/mpy-cross" % closed_port())
        if mpy_cross._is_version(lanes, VERSION):
            def make(src, dest):
                assert os.path.isfile(os.path.join(src, "mpy-cross", "Makefile"))
                shutil.copy2(lanes, dest)
            m.setattr(mpy_cross, "make", make)
        try:
            path = mpy_cross.get(out=said.append)
        except mpy_cross.MpyCrossError as e:
            why = "mpy-cross cannot be built here: %s" % str(e).splitlines()[0]
            if os.environ.get("CARDTABLE_REQUIRE_CORE"):
                pytest.fail(why)
            pytest.skip(why)
    return path, said


@pytest.mark.lane
def test_without_network_mpy_cross_is_built_from_the_vendored_source_and_cached(built_offline):
    path, said = built_offline
    assert os.path.basename(path) == "mpy-cross-" + VERSION
    assert mpy_cross.check(path)[0].startswith("CircuitPython %s " % VERSION)
    assert said[1].startswith("the download failed")
    assert said[2].startswith("building CircuitPython %s's mpy-cross from " % VERSION)
