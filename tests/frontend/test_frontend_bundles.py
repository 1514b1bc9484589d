"""The widgets' front end is ES modules (shichi_widgets/widgets/js/src) bundled by esbuild into one
committed file per widget (widgets/static/<name>.js), which each widget's ``_esm`` points at."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from anywidget._file_contents import FileContents
from frontend_tools import JS, STATIC, build, differences

from shichi_widgets.widgets import GameTable, HandView, LayoutView
from shichi_widgets.widgets.base import FrontEndError, bundle
from shichi_widgets.widgets.connection import ConnectionLine
from shichi_widgets.widgets.explorer import PositionExplorer
from shichi_widgets.widgets.lesson import Lesson
from shichi_widgets.widgets.record import GameRecord
from shichi_widgets.widgets.review_panel import GameReview
from shichi_widgets.widgets.room import RoomTable
from shichi_widgets.widgets.storage import BrowserStorage
from shichi_widgets.widgets.system_theme import SystemTheme

WIDGETS = {
    "layout.js": LayoutView, "hand.js": HandView, "table.js": GameTable, "explorer.js": PositionExplorer,
    "lesson.js": Lesson, "record.js": GameRecord, "review.js": GameReview, "storage.js": BrowserStorage,
    "theme.js": SystemTheme, "connection.js": ConnectionLine, "room.js": RoomTable,
}


@pytest.fixture(scope="module")
def rebuilt(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("bundles")
    done = build(out)
    assert done.returncode == 0, f"the build failed:\n{done.stdout}\n{done.stderr}"
    return out


def test_the_committed_bundles_are_exactly_what_esbuild_builds_from_the_sources(rebuilt):
    found = differences(rebuilt)
    assert not found, f"{found}: run `npm ci && npm run build` in {JS} and commit static/"


def test_the_comparison_reports_an_edited_a_missing_and_an_extra_bundle(rebuilt, tmp_path):
    """The check above can fail: every kind of difference is reported, by file."""
    committed = tmp_path / "static"
    shutil.copytree(rebuilt, committed)
    assert differences(rebuilt, committed) == []
    table = committed / "table.js"
    table.write_text(table.read_text(encoding="utf-8").replace("sw-table", "sw-tabel", 1), encoding="utf-8")
    (committed / "hand.js").unlink()
    (committed / "common.js").write_text("function make() {}\n", encoding="utf-8")
    assert differences(rebuilt, committed) == [
        "hand.js: not committed", "common.js: not made by the build", "table.js: out of date",
    ]


def test_every_widget_has_its_own_entry_module_and_bundle():
    sources = {path.name for path in (JS / "src").glob("*.js")} - {"types.js"}
    assert sources == set(WIDGETS) == {path.name for path in STATIC.glob("*.js")}


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_each_bundle_is_one_module_with_a_default_export_no_imports_and_a_header(name):
    text = (STATIC / name).read_text(encoding="utf-8")
    assert text.startswith("// Generated file, do not edit"), "the header says the file is generated"
    assert f"shichi_widgets/widgets/js/src/{name}" in text.split("\n\n", 1)[0], "the header names the source"
    assert not re.search(r"^\s*import\b|\bimport\s*\(|\brequire\(", text, re.M), "everything is bundled in"
    exports = re.findall(r"^export\s*\{([^}]*)\}", text, re.M)
    assert len(exports) == 1 and re.fullmatch(r"\s*\w+ as default\s*", exports[0]), exports
    assert not re.search(r"^function (make|buildLayout)\b[\s\S]*^function \1\b", text, re.M), "no code pasted twice"


@pytest.mark.parametrize("name", sorted(WIDGETS))
def test_each_widget_class_points_its_esm_at_its_bundle_file(name):
    """``_esm`` is a path, so anywidget reads the file (and reloads it with ANYWIDGET_HMR=1)."""
    esm = WIDGETS[name]._esm
    assert isinstance(esm, FileContents), f"{WIDGETS[name].__name__}._esm is text, not the bundle's path"
    assert str(esm) == (STATIC / name).read_text(encoding="utf-8")


def test_the_table_module_imports_the_shared_drawing_code_instead_of_pasting_it():
    source = (JS / "src" / "table.js").read_text(encoding="utf-8")
    assert 'import { buildLayout } from "./lib/layout-grid.js";' in source
    assert "function buildLayout" not in source
    assert "function buildLayout" in (STATIC / "table.js").read_text(encoding="utf-8")


@pytest.mark.parametrize("name", ["common.js", "nothing.js", "../base.py", "shichi.css"])
def test_bundle_refuses_a_name_that_is_no_built_widget_and_says_how_to_build(name):
    with pytest.raises(FrontEndError, match=r"no front-end bundle .* npm run build") as caught:
        bundle(name)
    assert isinstance(caught.value, ValueError)


def test_bundle_gives_the_path_of_a_built_widget():
    assert bundle("lesson.js") == STATIC / "lesson.js"
