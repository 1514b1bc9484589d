"""What ships: the built bundles go into the wheel and the static site; the ES module sources and
the Node tooling beside them (package.json, the lock, node_modules) do not."""

from __future__ import annotations

import zipfile

import tomllib
from frontend_tools import ROOT, STATIC

from shichi_widgets.site.bundle import package_files, package_wheel


def test_the_site_leaves_out_the_front_end_sources_and_any_node_modules(tmp_path):
    for name in ("widgets/static/table.js", "widgets/js/src/table.js", "widgets/js/package.json",
                 "widgets/js/node_modules/esbuild/lib/main.js", "lessons/node_modules/x.js", "engine/game.py"):
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text("x", encoding="utf-8")
    kept = {path.relative_to(tmp_path).as_posix() for path in package_files(tmp_path)}
    assert kept == {"widgets/static/table.js", "engine/game.py"}


def test_the_site_wheel_holds_every_built_bundle_and_no_front_end_source(tmp_path):
    with zipfile.ZipFile(package_wheel(tmp_path)) as archive:
        names = set(archive.namelist())
    assert {f"shichi_widgets/widgets/static/{path.name}" for path in STATIC.glob("*.js")} <= names
    assert not [name for name in names if "/widgets/js/" in name or "node_modules" in name]


def test_the_package_wheel_excludes_the_front_end_sources_and_the_sdist_their_node_modules():
    hatch = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["hatch"]["build"]["targets"]
    assert hatch["wheel"]["exclude"] == ["shichi_widgets/widgets/js"]
    assert hatch["sdist"]["exclude"] == ["shichi_widgets/widgets/js/node_modules"]
