"""The package's metadata: a license, project URLs, extras with ranges, tqdm only where it is used."""

import re
import subprocess
import sys
from pathlib import Path

import tomllib
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
REPOSITORY = "https://github.com/shichi-widgets/shichi_widgets"


def test_the_license_file_is_mit_and_the_metadata_says_so():
    text = (ROOT / "LICENSE").read_text()
    assert text.startswith("MIT License")
    assert "Copyright (c) 2026 shichi_widgets developers" in text
    assert PROJECT["license"] == "MIT"
    assert PROJECT["license-files"] == ["LICENSE"]


def test_project_urls_point_at_the_repository_the_binder_badge_opens():
    urls = PROJECT["urls"]
    assert set(urls) >= {"Homepage", "Source", "Issues", "Documentation"}
    assert all(url.startswith(REPOSITORY) for url in urls.values())
    assert urls["Issues"] == f"{REPOSITORY}/issues"
    badge = re.search(r"mybinder\.org/v2/gh/([^/]+/[^/]+)/", (ROOT / "README.md").read_text())
    assert badge and REPOSITORY.endswith(badge.group(1))


def test_dependencies_and_extras_are_ranges_and_exact_pins_are_left_to_binder_and_tests():
    for group, requirements in [("dependencies", PROJECT["dependencies"]),
                                *PROJECT["optional-dependencies"].items()]:
        if group == "test":
            continue
        for text in requirements:
            requirement = Requirement(text)
            if requirement.name == "shichi_widgets":
                continue
            operators = {spec.operator for spec in requirement.specifier}
            assert operators and not operators & {"==", "==="}, f"{group}: {text} should be a range"


def test_tqdm_is_in_the_lab_extra_not_a_required_dependency():
    names = {Requirement(text).name for text in PROJECT["dependencies"]}
    assert "tqdm" not in names
    assert "tqdm" in {Requirement(text).name for text in PROJECT["optional-dependencies"]["lab"]}


def test_simulate_works_without_tqdm_and_progress_true_says_what_to_install():
    code = (
        "import sys; sys.modules['tqdm'] = None; sys.modules['tqdm.auto'] = None\n"
        "from shichi_widgets import RandomBot, simulate\n"
        "bots = [RandomBot(seed=1), RandomBot(seed=2)]\n"
        "assert len(simulate('shichi-narabe', bots, games=3).rows) == 6\n"
        "try:\n"
        "    simulate('shichi-narabe', bots, games=3, progress=True)\n"
        "except ImportError as error:\n"
        "    print(error)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "progress=True needs tqdm: pip install tqdm" in result.stdout
