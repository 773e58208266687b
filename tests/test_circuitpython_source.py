"""tools/circuitpython.py: where the CircuitPython source comes from when no --source is given."""
import os
import subprocess

from tools import circuitpython


def git(*args, cwd):
    subprocess.run(["git"] + list(args), cwd=cwd, check=True, capture_output=True)


def test_a_clone_of_a_local_repository_finds_the_bundle_beside_that_one(tmp_path):
    """A fresh clone in a temporary folder (as CI's check makes) builds offline from ../shared/vendor beside the
    repository it was cloned from."""
    main = tmp_path / "work" / "main"
    main.mkdir(parents=True)
    git("init", "-q", cwd=str(main))
    git("-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "--allow-empty", "-m", "start", cwd=str(main))
    clone = tmp_path / "elsewhere"
    git("clone", "-q", str(main), str(clone), cwd=str(tmp_path))
    want = os.path.join(str(tmp_path / "work"), "shared", "vendor", os.path.basename(circuitpython.BUNDLE))
    assert circuitpython._bundle_beside_origin(str(clone)) == want
    git("clone", "-q", str(main / ".git"), str(tmp_path / "from_git_dir"), cwd=str(tmp_path))
    assert circuitpython._bundle_beside_origin(str(tmp_path / "from_git_dir")) == want


def test_a_repository_cloned_from_the_network_or_not_cloned_has_no_such_place(tmp_path):
    git("init", "-q", cwd=str(tmp_path))
    assert circuitpython._bundle_beside_origin(str(tmp_path)) is None
    git("remote", "add", "origin", "https://example.invalid/pocket-card-table", cwd=str(tmp_path))
    assert circuitpython._bundle_beside_origin(str(tmp_path)) is None
