"""The README and docs/: every link points at a file inside the repository."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def test_every_link_of_the_readme_and_docs_is_a_file_of_the_repository():
    pages = ["README.md"] + ["docs/" + n for n in sorted(os.listdir(os.path.join(ROOT, "docs"))) if n.endswith(".md")]
    assert "docs/rules.md" in pages and "docs/protocol.md" in pages
    for page in pages:
        with open(os.path.join(ROOT, page), encoding="utf-8") as f:
            text = f.read()
        assert "../" not in text, page   # (not even in words: the reader has only the repository)
        for target in re.findall(r"\]\(([^)]+)\)", text):
            path = os.path.normpath(os.path.join(ROOT, os.path.dirname(page), target.split("#")[0]))
            assert "://" not in target and path.startswith(ROOT + os.sep), (page, target)
            assert os.path.exists(path), (page, target)
