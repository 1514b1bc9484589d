"""Markers for the test tiers (tests/tiers.py says which test carries which), and ``--fast``.

``bash tests/run.sh --fast`` (or ``pytest --fast``) runs the unit tests only: no browser, no server, no network,
nothing long; ``bash tests/run.sh`` (what CI runs) runs everything. The markers are registered in pyproject.toml.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from tiers import MARKS, TIERS, marks_for

HERE = Path(__file__).resolve().parent


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--fast", action="store_true", default=False,
        help=f"the fast tier: leave out every test marked {', '.join(TIERS)} (see tests/tiers.py)",
    )


def pytest_ignore_collect(collection_path: Path, config: pytest.Config) -> bool | None:
    """With ``--fast``, a folder whose every test carries a tier marker (tests/browser) is not even collected:
    the same selection as deselecting its tests, without importing Playwright."""
    if not config.getoption("fast"):
        return None
    try:
        relative = collection_path.resolve().relative_to(HERE).as_posix() + "/"
    except ValueError:
        return None
    return True if any(key.endswith("/") and relative == key and MARKS[key] for key in MARKS) else None


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Mark every test by tests/tiers.py; with ``--fast``, deselect those that carry a tier marker."""
    for item in items:
        try:
            relative = Path(item.path).resolve().relative_to(HERE).as_posix()
        except ValueError:  # a test outside tests/
            continue
        _, _, rest = item.nodeid.partition("::")
        for marker in sorted(marks_for(f"{relative}::{rest}", getattr(item, "fixturenames", ()))):
            item.add_marker(marker)
    if config.getoption("fast"):
        kept, left_out = [], []
        for item in items:
            (left_out if any(item.get_closest_marker(marker) for marker in TIERS) else kept).append(item)
        if left_out:
            config.hook.pytest_deselected(items=left_out)
            items[:] = kept
