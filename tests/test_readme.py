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


def test_the_readme_shows_exactly_two_set_up_commands_and_both_exist():
    readme = (ROOT / "README.md").read_text()
    commands = re.findall(r"```bash\n(.*?)\n```", readme, re.S)
    assert commands == ["bash notebooks/app.sh", "bash tests/run.sh"]
    for command in commands:
        script = ROOT / command.split()[1]
        assert script.exists() and "pip install" in script.read_text()
    assert "shichi_widgets.serve notebooks/app.ipynb" in (ROOT / "notebooks" / "app.sh").read_text()
