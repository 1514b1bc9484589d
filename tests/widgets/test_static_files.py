"""The front end ships in the package and loads nothing from the network."""

import re
from pathlib import Path

import pytest

from shichi_widgets.widgets import GameTable, HandView, LayoutView
from shichi_widgets.widgets.base import STATIC

NETWORK = re.compile(r"https?://|//cdn|@import|\bimport\s*\(|^\s*import\s|\bfetch\s*\(|url\(\s*['\"]?(?!data:)", re.M)


@pytest.mark.parametrize("path", sorted(STATIC.iterdir()), ids=lambda p: p.name)
def test_no_static_file_refers_to_the_network(path: Path):
    text = path.read_text(encoding="utf-8")
    found = NETWORK.findall(text)
    assert not found, f"{path.name} refers to the network: {found}"


def test_the_network_pattern_catches_what_it_must():
    for bad in ('import x from "https://cdn.x/y.js"', "@import url(x.css);", "fetch('/x')", "src: url(font.woff)"):
        assert NETWORK.search(bad), bad


@pytest.mark.parametrize("widget", [LayoutView, HandView, GameTable])
def test_each_widget_module_has_one_default_export_and_the_shared_code(widget):
    esm = widget._esm if isinstance(widget._esm, str) else widget._esm.read_text()
    assert esm.count("export default") == 1
    assert "function buildLayout" in esm
    assert ".sw-cell" in widget._css


def test_static_files_are_inside_the_package_directory():
    import shichi_widgets

    assert STATIC.is_relative_to(Path(shichi_widgets.__file__).parent)
    assert {p.name for p in STATIC.iterdir()} >= {"common.js", "layout.js", "hand.js", "table.js", "shichi.css"}
