"""Smoke tests for the browser fixtures: Voilà and JupyterLab render an ipywidgets Button and an inline anywidget,
and a click on the anywidget makes a round trip through the Python kernel."""

from __future__ import annotations

import os
import time

import pytest
from browser_fixtures import VoilaServer, make_notebook, open_and_run_all, screenshot
from playwright.sync_api import Page, expect

PROBE_SOURCE = '''
import anywidget
import ipywidgets as widgets
import traitlets


class Probe(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.dataset.role = "probe";
      const show = () => {
        button.textContent = model.get("echo") || "probe";
        button.dataset.clicks = String(model.get("clicks"));
      };
      button.addEventListener("click", () => model.send({ kind: "click" }));
      model.on("change:echo", show);
      model.on("change:clicks", show);
      show();
      el.appendChild(button);
    }
    export default { render };
    """
    clicks = traitlets.Int(0).tag(sync=True)
    echo = traitlets.Unicode("").tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.on_msg(self._on_msg)

    def _on_msg(self, widget, content, buffers):
        if content.get("kind") == "click":  # the only message we accept from the page
            with self.hold_sync():
                self.clicks += 1
                self.echo = f"python saw click {self.clicks}"


hello = widgets.Button(description="hello")
probe = Probe()
'''

NOTEBOOK = make_notebook([
    ("markdown", "# Probe notebook\nMarkdown keeps its input area in Voilà."),
    PROBE_SOURCE,
    "display(hello)",
    "display(probe)",
])
NOTEBOOKS = {"probe.ipynb": NOTEBOOK}
HELLO = "button.jupyter-button:has-text('hello')"
PROBE = "button[data-role='probe']"


def click_probe_and_check_round_trip(page: Page, times: int = 2) -> None:
    probe = page.locator(PROBE)
    for n in range(1, times + 1):
        probe.click()
        expect(probe).to_have_text(f"python saw click {n}")
        expect(probe).to_have_attribute("data-clicks", str(n))


@pytest.fixture(scope="module")
def voila(voila_server) -> VoilaServer:
    return voila_server(NOTEBOOKS)


@pytest.fixture(scope="module")
def lab(lab_server):
    return lab_server(NOTEBOOKS, wait=False)  # starts now, in parallel with Voilà; open_and_run_all waits


def test_voila_renders_both_widgets_and_blocks_network(voila, lab, page):
    t0 = time.monotonic()
    page.goto(voila.url_for("probe"))
    expect(page.locator(HELLO)).to_be_visible()
    expect(page.locator(PROBE)).to_be_visible()
    print(f"voila: server start {voila.startup_seconds:.1f}s, page to widgets {time.monotonic() - t0:.1f}s")
    screenshot(page, "infrastructure_voila")

    # Nothing outside 127.0.0.1 is ever fetched, and the page saw that refusal (not a hang).
    assert all("127.0.0.1" not in u.split("/")[2] for u in page.blocked_urls if "://" in u), page.blocked_urls
    failed = page.evaluate("() => fetch('https://example.invalid/x').then(() => 'fetched', () => 'refused')")
    assert failed == "refused"
    assert "https://example.invalid/x" in page.blocked_urls
    assert page.evaluate("() => fetch(location.href).then(r => r.status)") == 200


def test_voila_hides_code_cells(voila, page):
    page.goto(voila.url_for("probe"))
    expect(page.locator(PROBE)).to_be_visible()
    assert page.locator(".jp-CodeCell").count() == 3
    assert page.locator(".jp-CodeCell.jp-mod-noInput").count() == 3
    assert page.locator(".jp-CodeCell:not(.jp-mod-noInput)").count() == 0
    assert page.locator(".jp-MarkdownCell").count() == 1
    assert "class Probe" not in page.content()


def test_voila_click_round_trips_through_kernel(voila, page):
    page.goto(voila.url_for("probe"))
    expect(page.locator(PROBE)).to_have_text("probe")
    click_probe_and_check_round_trip(page)
    screenshot(page, "infrastructure_voila_clicked")
    assert not page.page_errors


def test_voila_under_base_url_with_preheat_and_clean_stop(voila_server, tmp_path, page):
    server = VoilaServer(tmp_path, NOTEBOOKS, base_url="prefix", preheat_kernel=True)
    with server:
        assert server.url.endswith("/prefix/")
        url = server.url_for("probe")
        assert "/prefix/voila/render/probe.ipynb" in url
        page.goto(url)
        expect(page.locator(PROBE)).to_be_visible()
        expect(page.locator(HELLO)).to_be_visible()
        click_probe_and_check_round_trip(page, times=1)
        screenshot(page, "infrastructure_voila_prefix")
        pid = server.proc.pid
    assert not server.running
    assert server.stopped_pids, "expected at least one kernel below the server"
    assert server.leftover_pids == [], "a kernel or server process survived stop()"
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_lab_runs_notebook_and_shows_both_widgets(lab, page):
    summary = open_and_run_all(page, lab, "probe")
    print(f"lab: server start {lab.startup_seconds:.1f}s, open {summary['open_s']}s, run all {summary['run_s']}s")
    assert summary["cells"] == 3 and summary["executed"] == 3 and not summary["errors"]
    expect(page.locator(f".jp-OutputArea {HELLO}")).to_be_visible()
    expect(page.locator(f".jp-OutputArea {PROBE}")).to_be_visible()
    click_probe_and_check_round_trip(page)
    screenshot(page, "infrastructure_lab")
    assert not [u for u in page.blocked_urls if "127.0.0.1" in u.split("/")[2]]
