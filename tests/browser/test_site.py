"""The app as a static site: built once per session by ``python -m shichi_widgets.site build``, served
by a plain static file server on 127.0.0.1, opened in Chromium with every other host aborted.

Python runs in the page (Pyodide): no Jupyter server, no kernel. The DOM contract is the one the
Voilà tests use (``data-role``, ``data-card``, ``data-over``...). The offline test serves the
site on its own port, stops that host after a first visit (the service worker must open the app),
then serves a changed build there (the worker must take it and drop the old cache). Pyodide starts in seconds on an idle
machine; the first waits allow minutes because the test machine's two cores are shared.
"""

from __future__ import annotations

import contextlib
import functools
import hashlib
import http.server
import json
import shutil
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_fixtures import click_one_move, screenshot
from playwright.sync_api import Page, expect

from shichi_widgets.site import sources
from shichi_widgets.site.build import build_site, offline_manifest, write_service_worker
from shichi_widgets.site.bundle import package_files
from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.lesson import LESSONS

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"
BOOT_TIMEOUT_MS = 240_000  # Pyodide's start on two shared, busy cores


def _content_key() -> str:
    """A hash of everything a build is made from: the package's files, the notebooks, the pinned sources."""
    digest = hashlib.sha256()
    for path in [*package_files(), *sorted(NOTEBOOKS.glob("0*.ipynb"))]:
        digest.update(str(path.relative_to(ROOT)).encode() + b"\0" + path.read_bytes())
    digest.update(repr((sources.PYODIDE_VERSION, sources.WIDGET_WHEELS, sources.EXTENSION_WHEELS)).encode())
    return digest.hexdigest()[:16]


@pytest.fixture(scope="session")
def site() -> Path:
    """The built site, reused between sessions while the package's content is unchanged."""
    builds = sources.cache_dir() / "test-sites"
    target = builds / _content_key()
    if not (target / "index.html").is_file():
        if builds.is_dir():
            for old in builds.iterdir():  # keep one build: the current content's
                shutil.rmtree(old, ignore_errors=True)
        partial = builds / f"{target.name}.partial"
        shutil.rmtree(partial, ignore_errors=True)
        build_site(partial, notebooks=NOTEBOOKS, log=None)
        partial.rename(target)
    return target


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # a static host's access log is noise here
        pass


@pytest.fixture(scope="module")
def site_url(site) -> Iterator[str]:
    """``http://127.0.0.1:PORT/``: the site folder served as any static host would serve it."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_QuietHandler, directory=str(site)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}/"
    server.shutdown()
    server.server_close()
    with contextlib.suppress(RuntimeError):
        thread.join(timeout=5)


def open_site_app(page: Page, url: str) -> None:
    page.goto(url)
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=BOOT_TIMEOUT_MS)
    expect(page.get_by_role("tab", name="Learn")).to_be_visible()
    expect(page.locator("[data-role='lesson']")).to_be_visible()


def test_the_site_opens_the_app_with_widgets_only_and_nothing_leaves_the_machine(site_url, page: Page):
    open_site_app(page, site_url)
    body = page.locator("body").inner_text()
    assert "App()" not in body and "Traceback" not in body and "import" not in body
    assert page.locator(".jp-CodeCell, .jp-Cell, textarea.jp-InputArea").count() == 0
    expect(page.get_by_role("tab", name="Play")).to_be_visible()
    expect(page.get_by_role("tab", name="Explore")).to_be_visible()
    screenshot(page, "site_app_learn", full_page=True)
    assert page.blocked_urls == []
    assert not page.page_errors
    assert page.evaluate("window.shichiSite.errors") == []


def test_a_lesson_is_answered_on_the_static_site(site_url, page: Page):
    open_site_app(page, site_url)
    lesson = page.locator("[data-role='lesson']")
    steps = Lesson.builtin("basics").steps
    index = next(i for i, step in enumerate(steps) if step.question is not None and step.question.kind == "playable")
    title = json.loads((LESSONS / "basics.json").read_text(encoding="utf-8"))["title"]["en"]
    choice = page.get_by_label("Lesson", exact=True)
    labels = choice.locator("option").evaluate_all("options => options.map(o => o.textContent)")
    choice.select_option(label=next(label for label in labels if label.endswith(title)))
    expect(lesson.locator("[data-role='progress']")).to_have_text(f"step 1 of {len(steps)}")
    for _ in range(index):
        lesson.locator("[data-action='next']").click()
    expect(lesson.locator("[data-role='progress']")).to_have_text(f"step {index + 1} of {len(steps)}")
    for card in sorted(steps[index].answer()):
        lesson.locator(f"[data-role='layout'] [data-card='{card}']").click()
    lesson.locator("[data-action='check']").click()
    expect(lesson).to_have_attribute("data-result", "right")
    screenshot(page, "site_lesson_answered", full_page=True)
    assert page.blocked_urls == []


def play_to_the_end(page: Page, moves_limit: int = 400) -> int:
    """The human's turns, clicked until the table says the game is over (the Voilà tests' DOM contract);
    returns the clicks made. The status starts with "Your turn." (the first round adds who started)."""
    table = page.locator("[data-role='table']")
    clicks = 0
    for _ in range(moves_limit):
        page.wait_for_function(
            "() => { const t = document.querySelector('[data-role=table]');"
            " return t.dataset.over === 'true'"
            " || t.querySelector('.sw-status').textContent.startsWith('Your turn.'); }",
            timeout=BOOT_TIMEOUT_MS,
        )
        if table.get_attribute("data-over") == "true":
            return clicks
        click_one_move(table)
        clicks += 1
    raise AssertionError("the game did not end")


def test_a_game_is_played_to_the_end_by_clicking_on_the_static_site(site_url, page: Page):
    open_site_app(page, f"{site_url}index.html?pace=0.02&seed=1")
    page.get_by_role("tab", name="Play").click()
    assert play_to_the_end(page) > 0
    table = page.locator("[data-role='table']")
    expect(table).to_have_attribute("data-over", "true")
    expect(table.locator("[data-role='result']")).not_to_be_empty()
    screenshot(page, "site_game_over", full_page=True)
    assert page.blocked_urls == []
    assert not page.page_errors


def test_a_bad_link_option_shows_a_sentence_not_a_traceback(site_url, page: Page):
    page.goto(f"{site_url}index.html?lang=xx")
    problem = page.locator(".sw-problem")
    expect(problem).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(problem).to_contain_text("lang='xx' is not a language of the app")
    assert "Traceback" not in page.locator("body").inner_text()
    assert page.blocked_urls == []


def _luminance(colour: str) -> float:
    """WCAG 2 relative luminance of an opaque ``rgb(r, g, b)`` computed style."""
    channels = [int(c) / 255 for c in colour[colour.index("(") + 1 : colour.index(")")].split(",")[:3]]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def test_a_dark_japanese_browser_gets_a_dark_page_and_the_loading_text_in_japanese(site_url, new_page):
    """The page follows prefers-color-scheme (dark, contrast >= 4.5:1) and navigator.language (ja) while it
    loads; the app then opens in Japanese too (a first visit), and <html lang> follows the language switch."""
    page = new_page(color_scheme="dark", locale="ja-JP")
    page.goto(site_url, wait_until="domcontentloaded")  # Pyodide takes seconds: the loading text is up
    seen = page.evaluate(
        """() => { const note = document.getElementById('sw-loading');
                   return { lang: document.documentElement.lang, text: note.innerText,
                            page: getComputedStyle(document.body).backgroundColor,
                            ink: getComputedStyle(note).color }; }"""
    )
    assert seen["lang"] == "ja" and "読み込んで" in seen["text"] and "Loading" not in seen["text"], seen
    assert _luminance(seen["page"]) < 0.05, seen
    high, low = sorted((_luminance(seen["ink"]), _luminance(seen["page"])), reverse=True)
    assert (high + 0.05) / (low + 0.05) >= 4.5, seen
    expect(page.locator("body")).to_have_attribute("data-ready", "true", timeout=BOOT_TIMEOUT_MS)
    # a first visit, no ?lang=: the app opens in the browser's language too
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(page.get_by_role("tab", name="学ぶ")).to_be_visible()
    assert _luminance(page.evaluate("getComputedStyle(document.body).backgroundColor")) < 0.05
    page.locator(".sw-toggle", has_text="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    page.locator(".sw-toggle", has_text="日本語").click()
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    screenshot(page, "site_dark_ja", full_page=True)
    assert page.blocked_urls == []
    assert not page.page_errors


def test_a_tutorial_runs_in_jupyterlite_beside_the_app_and_leaves_its_service_worker(site_url, page: Page):
    # the app's worker, as a visit to the app leaves it (JupyterLite's own worker would unregister it)
    page.goto(f"{site_url}app/app.css")
    page.evaluate("navigator.serviceWorker.register('/sw.js')")
    wait_until(page, WORKER_JS, "activated")
    page.goto(f"{site_url}tutorials/lab/index.html?path=01-basics.ipynb")
    page.wait_for_function("() => window.jupyterapp", timeout=BOOT_TIMEOUT_MS)
    page.wait_for_function(
        """() => {
          const w = window.jupyterapp.shell.currentWidget;
          const kernel = w && w.sessionContext && w.sessionContext.session && w.sessionContext.session.kernel;
          return kernel && kernel.status === 'idle';
        }""",
        timeout=BOOT_TIMEOUT_MS,
    )
    page.evaluate("() => window.jupyterapp.commands.execute('notebook:run-all-cells')")
    expect(page.locator("[data-role='lesson']").first).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    expect(page.locator("[data-role='table']").first).to_be_visible(timeout=BOOT_TIMEOUT_MS)
    errors = page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']")
    assert errors.count() == 0, errors.all_inner_texts()
    screenshot(page, "site_tutorial_basics")
    assert page.blocked_urls == []
    workers = "async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.active.scriptURL)"
    assert page.evaluate(workers) == [f"{site_url}sw.js"]


# ------------------------------------------------------------------------------------------- offline
class Host:
    """The site served on one port that stays the site's origin while the host goes down and up again
    (a service worker and its caches belong to the origin)."""

    def __init__(self) -> None:
        self.port = 0
        self.server: http.server.ThreadingHTTPServer | None = None

    def start(self, folder: Path) -> str:
        handler = functools.partial(_QuietHandler, directory=str(folder))
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self.port = self.server.server_port
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        return f"http://127.0.0.1:{self.port}/"

    def stop(self) -> None:
        if self.server:
            self.server.shutdown()
            self.server.server_close()
            self.server = None


@pytest.fixture
def host() -> Iterator[Host]:
    serving = Host()
    yield serving
    serving.stop()


CACHES_JS = "async () => (await caches.keys()).filter((name) => name.startsWith('shichi-site '))"
KEPT_JS = "async (name) => (await (await caches.open(name)).keys()).length"


def wait_until(page: Page, script: str, *args: object) -> None:
    """Poll an async page function until it returns true (wait_for_function does not await promises)."""
    for _ in range(BOOT_TIMEOUT_MS // 500):
        if page.evaluate(script, *args) is True:
            return
        page.wait_for_timeout(500)
    raise AssertionError(f"never true: {script}")


WORKER_JS = """async (state) => { const r = await navigator.serviceWorker.getRegistration();
  const worker = r && (state === 'installed' ? r.waiting : r.active);
  return Boolean(worker && worker.state === state); }"""


def test_a_visited_site_opens_and_plays_with_its_host_down_and_a_new_build_replaces_the_kept_one(
    site, host, new_page, tmp_path
):
    """First visit online; the host stops; a new page opens the app and a card is played; a changed
    build served again is taken on the next visit, and the old build's cache is deleted."""
    first = offline_manifest(site)
    url = host.start(site)
    page = new_page()
    open_site_app(page, url)
    wait_until(page, WORKER_JS, "activated")  # its install has stored every file
    old_cache = f"shichi-site / {first['build']}"
    assert page.evaluate(CACHES_JS) == [old_cache]
    assert page.evaluate(KEPT_JS, old_cache) == len(first["files"])

    host.stop()
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url, timeout=5)
    offline = page.context.new_page()
    open_site_app(offline, f"{url}index.html?pace=0.02&seed=1")
    offline.get_by_role("tab", name="Play").click()
    table = offline.locator("[data-role='table']")
    expect(table.locator("[data-role='layout']")).to_be_visible()
    click_one_move(table)
    screenshot(offline, "site_offline_play")

    # a new build (its style changed) on the same host: the next visit after the one that found it
    changed = tmp_path / "site"
    shutil.copytree(site, changed)
    css = changed / "app" / "app.css"
    css.write_text(css.read_text(encoding="utf-8") + "\n/* build two */\n", encoding="utf-8")
    second = write_service_worker(changed)
    assert second != first["build"]
    host.start(changed)
    finder = page.context.new_page()
    finder.goto(url)  # served from the kept build while the browser installs the new worker
    wait_until(finder, WORKER_JS, "installed")
    finder.close()
    for each in (page, offline):  # the earlier visits end, as a visitor's tabs of an old visit do
        assert each.evaluate("window.shichiSite.errors") == []
        each.close()
    later = finder.context.new_page()
    open_site_app(later, url)  # the waiting build takes over here (the page reloads once with it)
    wait_until(later, f"async () => (await ({CACHES_JS})()).join() === 'shichi-site / {second}'")
    assert later.evaluate(CACHES_JS) == [f"shichi-site / {second}"]
    context = later.context
    later.close()
    later = context.new_page()  # a visit after the takeover: the new build's files
    open_site_app(later, url)
    assert "/* build two */" in later.evaluate("async () => (await fetch('app/app.css')).text()")
    assert page.blocked_urls == []
    assert later.evaluate("window.shichiSite.errors") == []


def test_the_site_runs_where_the_browser_allows_no_service_worker(site_url, new_page):
    page = new_page(service_workers="block")
    open_site_app(page, site_url)
    assert page.evaluate("navigator.serviceWorker ? navigator.serviceWorker.controller : null") is None
    assert page.evaluate("window.shichiSite.errors") == []
    assert not page.page_errors
