"""The README's examples are executed, and its test command is what CI runs."""

import doctest
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_readme_examples_run_and_print_what_the_readme_says():
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted >= 10
    assert result.failed == 0


def test_ci_runs_exactly_the_readme_test_command():
    readme = (ROOT / "README.md").read_text()
    ci = (ROOT / ".ci" / "run").read_text()
    command = "bash tests/run.sh"
    assert f"```bash\n{command}\n```" in readme
    assert command in ci.splitlines()


FENCE = re.compile(r"^```[\w-]*\n(.*?)\n```", re.S | re.M)


def section(readme: str, heading: str) -> str:
    """The text under the ``## heading`` up to the next ``## `` heading (empty when it is missing)."""
    match = re.search(rf"^## {re.escape(heading)}\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
    return match.group(1) if match else ""


def test_the_readme_shows_exactly_two_set_up_commands_and_both_exist():
    """The "Two commands" section holds two code blocks and no other: start the app, run the tests;
    each script exists and installs what it needs, so they are all the set-up a fresh machine needs."""
    readme = (ROOT / "README.md").read_text()
    two = section(readme, "Two commands")
    commands = FENCE.findall(two)
    assert commands == ["bash notebooks/app.sh", "bash tests/run.sh"]
    for command in commands:
        script = ROOT / command.split()[1]
        assert script.exists() and "pip install" in script.read_text()
    assert "shichi_widgets.serve notebooks/app.ipynb" in (ROOT / "notebooks" / "app.sh").read_text()


def test_the_static_site_build_is_an_optional_block_outside_the_two_commands():
    """Building the static site is a separate, optional step after the two commands: its block lives in
    its own section further down, installs the ``site`` extra, and runs a module that exists."""
    readme = (ROOT / "README.md").read_text()
    two, site = section(readme, "Two commands"), section(readme, "The app as a static site")
    assert "shichi_widgets.site" not in two and "[site]" not in two
    assert readme.index("## The app as a static site") > readme.index("## Two commands")
    blocks = [block for block in FENCE.findall(site) if "shichi_widgets.site build" in block]
    assert len(blocks) == 1
    assert ".[site]" in blocks[0]  # the optional extra, not part of the set-up commands
    assert "site = [" in (ROOT / "pyproject.toml").read_text()
    assert (ROOT / "shichi_widgets" / "site" / "__main__.py").exists()
