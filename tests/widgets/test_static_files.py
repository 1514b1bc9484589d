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
    esm = str(widget._esm)  # anywidget's FileContents of the built bundle (tests/frontend checks the build)
    assert re.findall(r"^export\s*\{\s*(\w+ as default)\s*\}", esm, re.M) != []
    assert esm.count("export") == 1
    assert "function make(" in esm  # the shared drawing code, bundled in (HandView needs no layout grid)
    assert ".sw-cell" in widget._css


def test_static_files_are_inside_the_package_directory():
    import shichi_widgets

    assert STATIC.is_relative_to(Path(shichi_widgets.__file__).parent)
    assert {p.name for p in STATIC.iterdir()} >= {"layout.js", "hand.js", "table.js", "shichi.css"}
