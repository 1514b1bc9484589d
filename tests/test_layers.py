"""The layers point one way: the engine imports nothing above it, and the lessons and the bots
import nothing from the widgets or the app. Every import is read, lazy ones inside functions too."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "shichi_widgets"

# layer -> the top-level parts of the package it may import (besides itself)
ALLOWED_BELOW = {
    "engine": set(),
    "bots": {"engine"},
    "lessons": {"engine", "bots"},
}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module an import in ``path`` names, as an absolute dotted name, with its line."""
    module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    package = module if path.name == "__init__.py" else module.rsplit(".", 1)[0]
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
            else:
                name = node.module or ""
            found.append((node.lineno, name))
            found += [(node.lineno, f"{name}.{alias.name}") for alias in node.names if not node.module]
    return found


def layer_violations(layer: str) -> list[str]:
    allowed = ALLOWED_BELOW[layer] | {layer}
    problems = []
    for path in sorted((PACKAGE / layer).rglob("*.py")):
        for line, name in imported_modules(path):
            parts = name.split(".")
            if parts[0] != "shichi_widgets":
                continue
            if len(parts) == 1 or parts[1] not in allowed:
                problems.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {name}")
    return problems


@pytest.mark.parametrize("layer", sorted(ALLOWED_BELOW))
def test_layer_imports_nothing_from_the_layers_above(layer: str) -> None:
    assert layer_violations(layer) == []


def test_the_import_reader_sees_relative_and_lazy_imports(tmp_path: Path) -> None:
    """The check can fail: a lazy relative import from the widgets inside a function is seen."""
    source = "def f():\n    from ..widgets.labels import say\n    import shichi_widgets.app\n"
    fake = PACKAGE / "engine" / "_layer_probe.py"
    fake.write_text(source, encoding="utf-8")
    try:
        names = [name for _, name in imported_modules(fake)]
        assert names == ["shichi_widgets.widgets.labels", "shichi_widgets.app"]
        assert len(layer_violations("engine")) == 2
    finally:
        fake.unlink()
