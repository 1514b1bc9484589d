"""No module of the package imports a private name (``_name``) from another of its modules, nor reads
one through an imported module (``sources._normal``): a name used across modules is public, with a
docstring, so a maintainer sees it is shared before changing it (issue 26 item 3). Every module is
read with ``ast``, imports inside functions too. Dunder names (``__version__``) are public."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[1] / "shichi_widgets"

# Private imports in modules whose owners have not yet switched them to the public names. Every module
# has switched (issue 26 item 3), so the set is empty and stays so: a new private import fails at once,
# and an entry put back here that is no longer found fails the test below.
NOT_YET_PUBLIC: set[str] = set()


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def _is_module(dotted: str) -> bool:
    """Whether ``dotted`` names a module or package of the package (not a function or class in one)."""
    parts = dotted.split(".")
    if parts[0] != PACKAGE.name:
        return False
    path = PACKAGE.parent.joinpath(*parts)
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def private_uses(source: str, module: str, is_package: bool = False) -> list[str]:
    """``module.path._name`` for each private name of another module of the package that ``source``
    (the text of module ``module``) imports, or reads as an attribute of a module it imported."""
    package = module if is_package else module.rsplit(".", 1)[0]
    found: list[str] = []
    modules: dict[str, str] = {}  # a local name -> the package module it is bound to
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                source_module = ".".join(base + ([node.module] if node.module else []))
            else:
                source_module = node.module or ""
            if source_module.split(".")[0] != PACKAGE.name or source_module == module:
                continue
            for alias in node.names:
                if _private(alias.name):
                    found.append(f"{source_module}.{alias.name}")
                if _is_module(f"{source_module}.{alias.name}"):
                    modules[alias.asname or alias.name] = f"{source_module}.{alias.name}"
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == PACKAGE.name and alias.asname:
                    modules[alias.asname] = alias.name
    for node in ast.walk(tree):
        if (isinstance(node, ast.Attribute) and _private(node.attr) and isinstance(node.value, ast.Name)
                and node.value.id in modules and modules[node.value.id] != module):
            found.append(f"{modules[node.value.id]}.{node.attr}")
    return sorted(set(found))


def package_private_uses() -> set[str]:
    """Every private cross-module use in the package, as ``relative/path.py: module._name``."""
    uses = set()
    for path in sorted(PACKAGE.rglob("*.py")):
        module = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
        is_package = path.name == "__init__.py"
        if is_package:
            module = module.rsplit(".", 1)[0]
        for use in private_uses(path.read_text(encoding="utf-8"), module, is_package):
            uses.add(f"{path.relative_to(PACKAGE).as_posix()}: {use}")
    return uses


def test_no_module_imports_a_private_name_from_another_module_of_the_package():
    new = package_private_uses() - NOT_YET_PUBLIC
    assert not new, f"make these names public (and import the public name): {sorted(new)}"


def test_the_list_of_modules_not_yet_switched_only_shrinks():
    gone = NOT_YET_PUBLIC - package_private_uses()
    assert not gone, f"these now use the public names: take them out of NOT_YET_PUBLIC: {sorted(gone)}"


def test_the_scan_sees_imports_relative_lazy_aliased_and_through_a_module():
    """The check can fail: each way of reaching a private name is seen, and public ones are not."""
    source = (
        "from .format import _card, read_card\n"
        "from ..engine.rules import _CHOICES as CHOICES\n"
        "from ..site import sources\n"
        "import shichi_widgets.engine.notation as notation\n"
        "def f():\n"
        "    from . import questions\n"
        "    return questions._gap, sources._normal, notation._cards, sources.build_page, self._x\n"
        "from ..engine import __version__\n"
    )
    assert private_uses(source, "shichi_widgets.lessons.probe") == [
        "shichi_widgets.engine.notation._cards",
        "shichi_widgets.engine.rules._CHOICES",
        "shichi_widgets.lessons.format._card",
        "shichi_widgets.lessons.questions._gap",
        "shichi_widgets.site.sources._normal",
    ]


def test_a_module_may_use_its_own_private_names():
    source = "from .format import _card\nfrom . import format\nx = format._fail\n"
    assert private_uses(source, "shichi_widgets.lessons.format") == []
