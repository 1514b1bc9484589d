"""The test tiers (tests/tiers.py, tests/conftest.py): ``pytest --fast`` keeps the unit tests and leaves out every
browser, server, network, Node and slow test; the rules name real folders, files and tests; the markers are
registered. And the helpers the engine's rule tests share (tests/helpers.py) can fail."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest
from helpers import assert_illegal, names
from tiers import FAST, FIXTURE_MARKS, MARKS, PLACES, TIERS, marks_for

from shichi_widgets.engine import Card, Game

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"


def fast_tier() -> tuple[list[str], str]:
    """The node ids ``pytest --collect-only --fast`` selects, and its summary line."""
    done = subprocess.run([sys.executable, "-m", "pytest", "--collect-only", "-q", "--fast", "-p", "no:cacheprovider"],
                          cwd=ROOT, capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    ids = [line for line in done.stdout.splitlines() if "::" in line]
    summary = next(line for line in done.stdout.splitlines() if "collected" in line)
    return ids, summary


def test_the_fast_tier_holds_no_browser_server_or_network_test_and_at_least_2500_tests():
    ids, summary = fast_tier()
    assert len(ids) >= 2500, summary
    assert not [i for i in ids if i.startswith("tests/browser/")]
    heavy = [i for i in ids if marks_for(i.removeprefix("tests/"))]
    assert not heavy, heavy[:5]
    for server_file in ("tests/test_app_script.py", "tests/test_readme_commands.py", "tests/rooms/test_socket.py"):
        assert not [i for i in ids if i.startswith(server_file)], server_file
    assert int(re.search(r"\((\d+) deselected\)", summary).group(1)) > 0, summary


def test_a_browser_test_is_marked_browser_and_server_and_a_rule_test_nothing():
    assert marks_for("browser/test_app.py::test_anything[en]") == {"browser", "server"}
    assert marks_for("engine/test_rules_basic.py::test_L3_first_missing[3]") == set()
    assert marks_for("engine/test_reference.py::test_reference_agrees_on_played_positions[joker]") == {"slow"}
    assert marks_for("rooms/test_store.py::test_x[redis]", ["tmp_path", "redis_url"]) == {"server"}
    name = "test_two_workers_give_exactly_the_rows_of_one"
    assert marks_for(f"bots/test_simulate.py::{name}[a::b]") == {"slow"}
    assert marks_for(f"bots/test_simulate.py::{name}_not") == set()


def test_every_rule_names_a_folder_file_or_test_that_exists():
    """A renamed file or test would drop out of its tier silently: each key must still point at something."""
    for key in MARKS:
        path, _, test = key.partition("::")
        target = TESTS / path
        assert target.is_dir() if key.endswith("/") else target.is_file(), key
        if test:
            assert re.search(rf"^\s*def {re.escape(test)}\(", target.read_text(encoding="utf-8"), re.M), key


def test_every_tier_marker_is_registered_and_the_fast_expression_leaves_out_each(pytestconfig):
    registered = {line.split(":", 1)[0] for line in pytestconfig.getini("markers")}
    used = {m for markers in [*MARKS.values(), *FIXTURE_MARKS.values()] for m in markers}
    assert used <= {*TIERS, *PLACES} <= registered
    assert all(f"not {marker}" in FAST for marker in TIERS)


def test_assert_illegal_fails_on_a_legal_move_and_on_a_rule_the_message_does_not_cite():
    game = Game.new("shichi-narabe", 4, seed=1)
    legal = str(game.legal_moves()[0])
    with pytest.raises(pytest.fail.Exception):
        assert_illegal(game, legal)
    illegal = next(str(c) for c in game.hand(game.to_move) if c not in game.playable_cells())
    message = assert_illegal(game, illegal, "L3")
    with pytest.raises(AssertionError, match="R99 not cited"):
        assert_illegal(game, illegal, "L3", "R99")
    assert assert_illegal(game, illegal, "R99", "L3", cites="one") == message
    with pytest.raises(AssertionError, match="none of R98, R99 cited"):
        assert_illegal(game, illegal, "R98", "R99", cites="one")


def test_names_reads_cards_and_card_texts_alike():
    assert names([Card.parse("10♠"), "7♥"]) == {"10♠", "7♥"}
    assert names(["10♠"]) == {str(Card.parse("10♠"))}
    assert names([]) == set()


FAKE_PYTHON = """#!/usr/bin/env bash
echo "python $*" >> "$(dirname "$0")/../calls.log"
case "$*" in
    *"pip install"*) exit "${FAKE_PIP_STATUS:-0}" ;;
esac
exit 0
"""


def run_fast(repo: Path, status: int = 0) -> tuple[list[str], str]:
    """``bash tests/run.sh --fast`` in ``repo`` with a stand-in .venv; the calls it made and what it said."""
    log = repo / ".venv" / "calls.log"
    log.write_text("")
    done = subprocess.run(["bash", "tests/run.sh", "--fast", "tests/engine"], cwd=repo, capture_output=True,
                          text=True, timeout=120, env={"PATH": "/usr/bin:/bin", "FAKE_PIP_STATUS": str(status)})
    assert done.returncode == 0, done.stderr
    return log.read_text().splitlines(), done.stdout + done.stderr


def installs(calls: list[str]) -> list[str]:
    return [call for call in calls if "pip install" in call]


def test_run_sh_installs_again_only_when_pyproject_changes(tmp_path):
    """The stamp app.sh keeps, for the tests: a set-up machine runs the fast tier with no pip and no network."""
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "run.sh").write_text((TESTS / "run.sh").read_text(encoding="utf-8"))
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    for tool in ("python", "ruff"):
        (tmp_path / ".venv" / "bin" / tool).write_text(FAKE_PYTHON)
        (tmp_path / ".venv" / "bin" / tool).chmod(0o755)
    first, said = run_fast(tmp_path)
    assert "python -m pip install --quiet -e .[test]" in installs(first) and "Installing the test packages" in said
    assert "python -m pytest -q --fast tests/engine" in first
    again, said = run_fast(tmp_path)
    assert installs(again) == [] and "Installing" not in said
    assert "python -m pytest -q --fast tests/engine" in again
    with (tmp_path / "pyproject.toml").open("a") as toml:
        toml.write("\n# changed\n")
    failed, said = run_fast(tmp_path, status=1)  # no network: the packages .venv has are used, no stamp
    assert installs(failed) and "The install failed (no network?)" in said
    assert "python -m pytest -q --fast tests/engine" in failed
    assert "python -m pip install --quiet -e .[test]" in installs(run_fast(tmp_path)[0])  # no stamp was kept
    assert installs(run_fast(tmp_path)[0]) == []


FAKE_PYTEST = """#!/usr/bin/env bash
echo "python $*" >> "$(dirname "$0")/../calls.log"
case "$*" in
    *"-m browser and not beside"*) echo "browser report"; exit "${FAKE_BROWSER_STATUS:-0}" ;;
    *"-m not browser or beside"*) echo "others report"; exit "${FAKE_OTHERS_STATUS:-0}" ;;
esac
exit 0
"""


def run_full(repo: Path, browser: int, others: int) -> tuple[int, list[str], str]:
    """``bash tests/run.sh`` (what CI runs) in ``repo`` with stand-ins for .venv and the Debian tools."""
    log = repo / ".venv" / "calls.log"
    log.write_text("")
    env = {"PATH": f"{repo / 'tools'}:/usr/bin:/bin", "FAKE_BROWSER_STATUS": str(browser),
           "FAKE_OTHERS_STATUS": str(others)}
    done = subprocess.run(["bash", "tests/run.sh"], cwd=repo, capture_output=True, text=True, timeout=120, env=env)
    return done.returncode, log.read_text().splitlines(), done.stdout + done.stderr


def test_the_full_run_runs_the_browser_tests_and_the_rest_at_once_and_fails_if_either_fails(tmp_path):
    (tmp_path / "tests" / "frontend").mkdir(parents=True)
    (tmp_path / "tests" / "run.sh").write_text((TESTS / "run.sh").read_text(encoding="utf-8"))
    (tmp_path / "pyproject.toml").write_text((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    (tmp_path / ".venv" / "bin").mkdir(parents=True)
    (tmp_path / "tools").mkdir()
    for place, tool, text in ((".venv/bin", "python", FAKE_PYTEST), (".venv/bin", "ruff", FAKE_PYTHON),
                              ("tools", "chromium", "#!/bin/sh\n"), ("tools", "redis-server", "#!/bin/sh\n"),
                              ("tools", "npm", "#!/bin/sh\n")):
        (tmp_path / place / tool).write_text(text)
        (tmp_path / place / tool).chmod(0o755)
    status, calls, said = run_full(tmp_path, 0, 0)
    assert status == 0, said
    assert "python -m pytest -q -m browser and not beside" in calls
    assert "python -m pytest -q -m not browser or beside" in calls
    assert "browser report" in said and "others report" in said  # both reports are shown
    for browser, others in ((1, 0), (0, 1), (0, 5)):
        status, _, said = run_full(tmp_path, browser, others)
        assert status != 0 and "others report" in said
        assert f"browser tests: exit status {browser}; the other tests: exit status {others}" in said


def test_the_full_runs_two_processes_together_run_every_test_once():
    """The two -m expressions of tests/run.sh's full run are each other's complement, for every marking."""
    from _pytest.mark.expression import Expression

    expressions = re.findall(r'pytest -q -m "([^"]+)"', (TESTS / "run.sh").read_text(encoding="utf-8"))
    assert len(expressions) == 2, expressions
    first, second = (Expression.compile(text) for text in expressions)
    for browser in (False, True):
        for beside in (False, True):
            marked = {"browser": browser, "beside": beside}

            def has(name: str, /, **_: object) -> bool:
                return marked.get(name, False)  # noqa: B023 -- called at once, in this round

            assert first.evaluate(has) != second.evaluate(has), marked
