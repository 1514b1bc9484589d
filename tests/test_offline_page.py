"""The app server's offline and quiet settings (shichi_widgets.offline_page); the visit itself is
tests/browser/test_app.py::test_a_visit_asks_no_host_but_the_server_and_logs_no_error_and_no_server_warning."""

from __future__ import annotations

import json
import logging
import os
import urllib.parse
from pathlib import Path

import nbformat
from nbformat.sign import MemorySignatureStore
from traitlets.config import Config
from voila.configuration import VoilaConfiguration
from voila.paths import collect_template_paths

from shichi_widgets import offline_page
from shichi_widgets.serve import CLASSROOM_DEFAULTS

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = offline_page.TEMPLATE_ROOT / "voila" / "templates" / offline_page.TEMPLATE


def notary(tmp_path: Path) -> offline_page.OutputlessTrustingNotary:
    return offline_page.OutputlessTrustingNotary(data_dir=str(tmp_path), store_factory=MemorySignatureStore,
                                                 secret=b"test")


def test_the_app_notebook_has_nothing_to_trust_and_is_trusted_without_a_signature(tmp_path):
    nb = nbformat.read(ROOT / "notebooks" / "app.ipynb", as_version=4)
    assert all(not cell.get("outputs") for cell in nb.cells)
    assert notary(tmp_path).check_signature(nb)
    assert "trusted" not in json.dumps(nb)  # checking marks nothing in the notebook


def test_a_notebook_with_saved_rich_output_still_needs_its_signature(tmp_path):
    nb = nbformat.v4.new_notebook(cells=[nbformat.v4.new_code_cell("x", outputs=[
        nbformat.v4.new_output("display_data", data={"text/html": "<script>alert(1)</script>"})])])
    checker = notary(tmp_path)
    assert not checker.check_signature(nb)
    checker.sign(nb)
    assert checker.check_signature(nb)


def test_only_the_ping_units_warning_is_dropped():
    offline_page.quiet_ping_units_warning()
    offline_page.quiet_ping_units_warning()
    logger = logging.getLogger("tornado.general")
    assert len(logger.filters) == 1

    def record(msg: str) -> logging.LogRecord:
        return logging.LogRecord("tornado.general", logging.WARNING, __file__, 1, msg, None, None)

    assert not logger.filter(record("The websocket_ping_timeout (90000) cannot be longer than the "
                                     "websocket_ping_interval (30000).\nSetting websocket_ping_timeout=30000"))
    assert logger.filter(record("Uncaught exception GET /"))


def test_the_app_template_is_found_on_jupyter_path_and_drops_the_cdn(monkeypatch):
    monkeypatch.setenv("JUPYTER_PATH", "/elsewhere")
    offline_page.use_page_template()
    offline_page.use_page_template()
    assert os.environ["JUPYTER_PATH"].split(os.pathsep) == [str(offline_page.TEMPLATE_ROOT), "/elsewhere"]
    paths = collect_template_paths(["voila", "nbconvert"], offline_page.TEMPLATE, prune=True)
    assert paths[0] == str(TEMPLATE)
    assert any(p.endswith(os.path.join("voila", "templates", "lab")) for p in paths)  # it extends Voilà's lab
    assert json.loads((TEMPLATE / "conf.json").read_text())["base_template"] == "lab"
    source = (TEMPLATE / "index.html.j2").read_text()
    lab = Path(next(p for p in paths if p.endswith(os.path.join("voila", "templates", "lab"))))
    for line in (lab / "index.html.j2").read_text().splitlines():  # every CDN link of lab's template is dropped
        if "https://" in line and "<link" in line:
            assert line.strip() in source
    assert VoilaConfiguration(config=Config()).template != offline_page.TEMPLATE
    assert f"--template={offline_page.TEMPLATE}" in CLASSROOM_DEFAULTS
    assert "--KernelManager.transport=ipc" in CLASSROOM_DEFAULTS


def test_the_pages_icon_is_the_icon_the_server_answers_favicon_ico_with():
    source = (TEMPLATE / "index.html.j2").read_text()
    assert "data:image/svg+xml," + urllib.parse.quote(offline_page.ICON_SVG.decode(), safe="=:/ ,") in source
    route, handler = offline_page.favicon_route("/user/x/")
    assert route == "/user/x/favicon.ico" and handler.__name__ == "FaviconHandler"
