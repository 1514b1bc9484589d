"""The docs beside the README hold: their examples run, their links resolve, every rule id the code
cites has its rule in ``docs/rules.md``, and no tracked file names a path of one particular machine.

Commands in the docs' ``bash``/``shell`` blocks are run or checked by tests/test_readme_commands.py,
the README's doctests by tests/test_readme.py.
"""

from __future__ import annotations

import doctest
import re
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
PAGES = sorted(DOCS.glob("*.md"))
FENCED = re.compile(r"^```[^\n]*\n.*?^```", re.S | re.M)
PYTHON_BLOCK = re.compile(r"^```python\n(.*?)^```", re.S | re.M)


def tracked_files() -> list[Path]:
    """The repository's files as git tracks them (every file under the root when git cannot say)."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return [p for p in ROOT.rglob("*") if p.is_file() and ".git" not in p.parts and ".venv" not in p.parts]
    return [ROOT / name for name in out.decode("utf-8").split("\0") if name]


def text_of(path: Path) -> str | None:
    """A file's text, or None for a binary file (a NUL byte or not UTF-8) or one that is gone."""
    try:
        raw = path.read_bytes()
    except OSError:
        return None
    if b"\0" in raw[:8192]:
        return None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return None


def test_the_docs_folder_holds_the_pages_the_readme_promises():
    names = {page.name for page in PAGES}
    assert {"rules.md", "classroom.md", "performance.md", "bots.md", "lessons.md", "site.md", "development.md",
            "languages.md"} <= names


def test_the_readme_is_short():
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 250, len(lines)


# ------------------------------------------------------------------------------------------ the examples


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_python_block_of_a_page_is_a_doctest_and_passes(page, monkeypatch):
    """Each ```python block is written with ``>>>`` prompts, so doctest runs it; the page's doctests
    all pass (plots draw off screen)."""
    monkeypatch.setenv("MPLBACKEND", "Agg")
    text = page.read_text(encoding="utf-8")
    blocks = PYTHON_BLOCK.findall(text)
    for block in blocks:
        assert block.lstrip().startswith(">>> "), f"{page.name}: a python block without >>> prompts:\n{block[:200]}"
    result = doctest.testfile(str(page), module_relative=False, optionflags=doctest.ELLIPSIS, verbose=False)
    assert result.failed == 0, f"{page.name}: {result.failed} of {result.attempted} examples failed"
    assert result.attempted >= sum(block.count("\n>>> ") + 1 for block in blocks)


def test_every_python_block_of_the_readme_is_a_doctest():
    """test_readme.py runs them; a block without prompts would not run at all."""
    for block in PYTHON_BLOCK.findall((ROOT / "README.md").read_text(encoding="utf-8")):
        assert block.lstrip().startswith(">>> "), block[:200]


def test_a_page_example_that_prints_something_else_fails(tmp_path):
    """The doctest run can fail: a page whose example expects the wrong answer is reported."""
    page = tmp_path / "wrong.md"
    page.write_text('```python\n>>> from shichi_widgets import Card\n>>> str(Card.parse("TD"))\n\'9♦\'\n\n```\n',
                    encoding="utf-8")
    result = doctest.testfile(str(page), module_relative=False, report=False)
    assert (result.failed, result.attempted) == (1, 2)


# ----------------------------------------------------------------------------------------------- the links

LINK = re.compile(r"\[(?:[^\[\]]|\[[^\]]*\])*\]\(([^)\s]+)\)")
HEADING = re.compile(r"^#{1,6} +(.+?) *#*$", re.M)


def slug(heading: str) -> str:
    """A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def anchors(page: Path) -> set[str]:
    text = FENCED.sub("", page.read_text(encoding="utf-8"))
    return {slug(h) for h in HEADING.findall(text)}


def links(page: Path) -> list[str]:
    """The targets of a page's Markdown links, outside code blocks."""
    return LINK.findall(FENCED.sub("", page.read_text(encoding="utf-8")))


def broken_links(page: Path, root: Path = ROOT) -> list[str]:
    """The page's links into the repository (``root``) that name a missing file or a heading the file lacks."""
    broken = []
    for target in links(page):
        if re.match(r"^[a-z][a-z0-9+.-]*:", target):  # http:, https:, mailto: …: not ours to check here
            continue
        path, _, fragment = target.partition("#")
        file = (page.parent / path).resolve() if path else page
        if not file.exists() or root not in (file, *file.parents):
            broken.append(target)
        elif fragment and (file.suffix != ".md" or fragment not in anchors(file)):
            broken.append(target)
    return broken


@pytest.mark.parametrize("page", [ROOT / "README.md", ROOT / "notebooks" / "README.md", *PAGES],
                         ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_link_of_the_readme_and_the_docs_resolves_to_a_file_and_a_heading(page):
    assert broken_links(page) == []


def test_the_readme_links_every_page_of_the_docs():
    linked = {(ROOT / target.partition("#")[0]).resolve() for target in links(ROOT / "README.md")}
    assert [page.name for page in PAGES if page.resolve() not in linked] == []


def test_a_link_to_a_missing_page_or_heading_is_reported(tmp_path):
    (tmp_path / "a.md").write_text("# Seats\n\n## Access codes\n", encoding="utf-8")
    page = tmp_path / "b.md"
    page.write_text("[ok](a.md#access-codes) [x](a.md#reloads) [y](c.md) [z](#here) [w](https://example.org)\n"
                    "```\n[in code](nowhere.md)\n```\n", encoding="utf-8")
    assert broken_links(page, root=tmp_path) == ["a.md#reloads", "c.md", "#here"]


def test_heading_anchors_are_githubs():
    assert slug("L3. Linear games: the next cell outward") == "l3-linear-games-the-next-cell-outward"
    assert slug("6. Kill games (koroshi)") == "6-kill-games-koroshi"
    assert slug("Quick clicks, and a class measured") == "quick-clicks-and-a-class-measured"
    assert slug("The engine's soak") == "the-engines-soak"


# ------------------------------------------------------------------------------------------- the rule ids

RULE_ID = re.compile(r"(?<![\w#-])([LRSJTGKBW]\d{1,2})(?!\w)")
"""A rule id as the code writes it: a section letter and a number, standing alone ("(L3)", "K1–K10",
'rule="B5"'); "#B2B2B2", "L3x" or "UTF-8" are not ids."""
SVG_PATH = re.compile(r"""\bd=(?:"[^"]*"|'[^']*')""")
"""An SVG path's data (``d="M3 18 L5.5 6.5 …"``): its L commands are drawing, not rule ids."""
RULE_HEADING = re.compile(r"^#{2,6} ([A-Z]\d{1,2})\. ", re.M)
CITING = ("shichi_widgets/", "notebooks/", "docs/", "README.md")


def cited_rule_ids(text: str) -> set[str]:
    return set(RULE_ID.findall(SVG_PATH.sub("", text)))


def rulebook_ids() -> list[str]:
    return RULE_HEADING.findall((DOCS / "rules.md").read_text(encoding="utf-8"))


def test_the_rulebook_has_one_heading_per_rule_of_every_section():
    ids = rulebook_ids()
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    expected = ({f"L{n}" for n in range(1, 5)} | {f"R{n}" for n in range(1, 11)} | {"S1", "G1"}
                | {f"J{n}" for n in range(1, 10)} | {f"T{n}" for n in range(1, 5)} | {f"K{n}" for n in range(1, 11)}
                | {f"B{n}" for n in range(1, 9)} | {f"W{n}" for n in range(1, 7)})
    assert set(ids) == expected


def test_every_rule_id_cited_in_the_code_notebooks_and_docs_has_its_rule_in_the_rulebook():
    defined = set(rulebook_ids())
    cited: dict[str, set[str]] = {}
    for path in tracked_files():
        name = path.relative_to(ROOT).as_posix()
        if not name.startswith(CITING) or (text := text_of(path)) is None:
            continue
        for rule in cited_rule_ids(text):
            cited.setdefault(rule, set()).add(name)
    assert {"L3", "J2", "K8", "B5", "W5", "G1", "R7", "S1", "T2"} <= set(cited)  # the scan sees the code's citations
    missing = {rule: sorted(files)[:3] for rule, files in cited.items() if rule not in defined}
    assert missing == {}


def test_the_rule_id_scan_finds_a_citation_the_rulebook_lacks():
    text = 'raise IllegalMoveError("killed (K3); see K11") # colour "#B2B2B2"\n<path d="M3 18 L5.5 6.5 L12 18 Z"/>'
    assert cited_rule_ids(text) == {"K3", "K11"}
    assert cited_rule_ids(text) - set(rulebook_ids()) == {"K11"}


# ------------------------------------------------------------------------------------------ machine paths

MACHINE_PATHS = [
    (re.compile(r"(?<![\w.~-])/work/"), "the workspace folder of one machine"),
    (re.compile(r"(?<![\w.~-])/root(?:/|\b)"), "root's home folder"),
    (re.compile(r"(?<![\w.~-])/home/[\w.-]+"), "a user's home folder"),
    (re.compile(r"(?<![\w.~-])/Users/[\w.-]+"), "a user's home folder (macOS)"),
    (re.compile(r"\b[A-Za-z]:\\+Users\\+[\w.-]+", re.I), "a user's home folder (Windows)"),
    (re.compile(r"(?<![\w.~-])/tmp/pytest-of-"), "pytest's scratch folder of one run"),
    (re.compile(r"(?<![\w.~-])/tmp/(?:tmp|bash_jobs)[\w.-]+"), "a scratch folder one run made"),
    (re.compile(r"(?<![\w.~-])/var/folders/"), "a temporary folder of one Mac"),
]
"""Paths that exist on one machine only, so a file naming one breaks on every other (or leaks who
wrote it): the workspace this project was developed in (``/work`` and below), a home folder named by
its user (root's, ``/home/<user>``, ``/Users/<user>``, ``C:\\Users\\<user>``), and scratch folders one
run created (``pytest-of-<user>``, ``mkdtemp``'s ``tmp<random>``, a job runner's folders, macOS's
``/var/folders``).

Not machine paths, and allowed: the system's own paths, the same on every Debian machine the project
supports (``/usr/bin/chromium``, ``/proc/meminfo``, ``/dev/null``, ``/etc/…``); ``~`` and ``~/.cache/…``
(each reader's own home); paths relative to the repository (``../before``, ``.venv/bin/python``);
URLs (``http://host/root/…`` is no file); and ``/tmp`` itself or a plainly named scratch folder under
it in an example (``/tmp/before``), which means the same on any machine. Tests make their scratch
folders with ``tmp_path``, never a literal path. This file names the patterns and is the one file not
read."""


def machine_paths(text: str) -> list[str]:
    found = []
    for pattern, what in MACHINE_PATHS:
        found += [f"{match.group(0)!r} ({what})" for match in pattern.finditer(text)]
    return found


def test_no_tracked_file_names_a_path_of_one_machine():
    offenders = {}
    for path in tracked_files():
        if path == Path(__file__).resolve() or (text := text_of(path)) is None:
            continue
        lines = [f"{n}: {found}" for n, line in enumerate(text.splitlines(), 1) for found in machine_paths(line)]
        if lines:
            offenders[path.relative_to(ROOT).as_posix()] = lines[:3]
    assert offenders == {}


def test_the_machine_path_check_knows_a_machine_path_from_a_system_one():
    assert machine_paths("linked to /work/main/.venv") and machine_paths("cd /root && ls")
    assert machine_paths("see /home/alice/notes") and machine_paths(r"C:\Users\alice\x")
    assert machine_paths("/tmp/pytest-of-root/pytest-3/x") and machine_paths("/tmp/tmpa1b2c3d4/app.log")
    for fine in ("/usr/bin/chromium", "/proc/meminfo", "~/.cache/shichi_widgets-site", "../before",
                 "http://127.0.0.1:8866/root/x", "git worktree add /tmp/before 6fcb133", "/home/<user>", "/workshop/"):
        assert machine_paths(fine) == [], fine
