"""Browser-test fixtures: Debian's Chromium driven by Playwright's sync API, Voilà and JupyterLab servers.

Everything runs offline: the servers listen on 127.0.0.1 only and every page aborts requests that do not go to
127.0.0.1 (or are `data:` / `blob:`). See README.md in this folder and the project's toolchain notes.

Public API (fixtures):  playwright, browser, new_page, page, artifacts, voila_server, lab_server
Public API (helpers):   open_page, screenshot, open_and_run_all, make_notebook, VoilaServer, LabServer
"""

from __future__ import annotations

import atexit
import contextlib
import copy
import json
import os
import re
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import Any

import nbformat
import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

HERE = Path(__file__).resolve().parent
ARTIFACTS = HERE / "artifacts"
VENV_BIN = Path(sys.executable).parent  # not resolved: the venv's bin dir even when python is a symlink
# Debian's Chromium wherever PATH finds it (SHICHI_CHROMIUM overrides; /usr/bin/chromium if it is not on PATH).
CHROMIUM = os.environ.get("SHICHI_CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
DEFAULT_VIEWPORT = {"width": 1280, "height": 900}
DEFAULT_TIMEOUT_MS = 20_000
SERVER_START_TIMEOUT_S = 60.0
KERNELSPEC = {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"}

# Test modules import the helpers as `from browser_fixtures import ...`: every conftest.py is module "conftest",
# and tests/engine has one too, so `from conftest import` could pick the wrong one.
sys.modules["browser_fixtures"] = sys.modules[__name__]
expect.set_options(timeout=DEFAULT_TIMEOUT_MS)  # Playwright's 5 s default is tight for a kernel on 2 busy cores

# Anything that is not http(s)://127.0.0.1[:port][/...], data: or blob: is aborted (regex runs in Playwright).
_NOT_LOCAL = re.compile(r"^(?!(?:https?|wss?)://127\.0\.0\.1(?::\d+)?(?:[/?#]|$)|data:|blob:)")


# --------------------------------------------------------------------------------------------- browser & pages
@pytest.fixture(scope="session")
def playwright():
    """One Playwright driver per session (also overrides pytest-playwright's fixture of that name, if installed)."""
    with sync_playwright() as pw:
        yield pw


@pytest.fixture(scope="session")
def browser(playwright) -> Iterable[Browser]:
    """Headless Debian Chromium, launched once per session."""
    if not Path(CHROMIUM).exists():
        pytest.fail(f"{CHROMIUM} is missing: apt-get install chromium (see tests/run.sh)")
    b = playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
    yield b
    b.close()


def open_page(browser: Browser, *, viewport: Mapping[str, int] | None = None, timeout_ms: int = DEFAULT_TIMEOUT_MS,
              **context_kwargs: Any) -> Page:
    """A page in a fresh browser context that cannot reach the network.

    Extra attributes on the returned page:
      page.blocked_urls      list[str]  URLs that were aborted because they were not local
      page.console_messages  list[str]  "type: text" of every console message
      page.page_errors       list[str]  uncaught JS exceptions
    Close it with `page.context.close()` (the `new_page` fixture does this for you).
    """
    context = browser.new_context(viewport=dict(viewport or DEFAULT_VIEWPORT), **context_kwargs)
    context.set_default_timeout(timeout_ms)
    blocked: list[str] = []

    def abort(route):
        blocked.append(route.request.url)
        route.abort()

    context.route(_NOT_LOCAL, abort)
    page = context.new_page()
    page.blocked_urls = blocked
    page.console_messages = []
    page.page_errors = []
    page.on("console", lambda msg: page.console_messages.append(f"{msg.type}: {msg.text}"))
    page.on("pageerror", lambda err: page.page_errors.append(str(err)))
    return page


@pytest.fixture
def new_page(browser) -> Iterable[Callable[..., Page]]:
    """Factory: `new_page(viewport=None, **context_kwargs)` -> Page (see open_page); all closed at teardown."""
    pages: list[Page] = []

    def make(**kwargs: Any) -> Page:
        p = open_page(browser, **kwargs)
        pages.append(p)
        return p

    yield make
    for p in pages:
        with contextlib.suppress(Exception):
            p.context.close()


@pytest.fixture
def page(new_page) -> Page:
    """A fresh offline page with the default viewport (overrides pytest-playwright's `page`, if installed)."""
    return new_page()


# --------------------------------------------------------------------------------------------- artifacts
def _ensure_artifacts() -> Path:
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    ignore = ARTIFACTS / ".gitignore"
    if not ignore.exists():
        ignore.write_text("*\n!.gitignore\n")
    return ARTIFACTS


@pytest.fixture(scope="session")
def artifacts() -> Path:
    """tests/browser/artifacts/ (git-ignored): screenshots and other things worth looking at after a run."""
    return _ensure_artifacts()


def screenshot(page: Page, name: str, *, full_page: bool = False, **kwargs: Any) -> Path:
    """Save a PNG of `page` as tests/browser/artifacts/<name>.png and return its path."""
    safe = re.sub(r"[^A-Za-z0-9._-]+", "_", name).strip("_") or "screenshot"
    path = _ensure_artifacts() / (safe if safe.endswith(".png") else f"{safe}.png")
    page.screenshot(path=str(path), full_page=full_page, **kwargs)
    return path


def click_one_move(table: Locator) -> None:
    """Play the human's turn in a table by clicking, as a learner would: a playable card of the hand,
    else a joker play, else Pass; then wait until the move has reached Python and come back."""
    before = table.locator(".sw-where").text_content()
    hand = table.locator("[data-role='hand'] [data-playable='true']:not([data-card='JK'])")
    joker = table.locator("[data-role='hand'] [data-card='JK'][data-playable='true']")
    if hand.count():
        hand.first.click()
    elif joker.count():
        joker.first.click()
        table.locator("[data-action='joker-play']").first.click()
    else:
        table.locator("[data-action='pass']").click()
    expect(table.locator(".sw-where")).not_to_have_text(before)


# --------------------------------------------------------------------------------------------- notebooks
NotebookSpec = Any  # nbformat.NotebookNode | list[str | tuple[str, str]] | str | os.PathLike


def make_notebook(cells: Iterable[str | tuple[str, str]]) -> nbformat.NotebookNode:
    """A v4 notebook with a python3 kernelspec. Items are code sources, or ("markdown"|"code"|"raw", source)."""
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = dict(KERNELSPEC)
    nb.metadata["language_info"] = {"name": "python"}
    makers = {"code": nbformat.v4.new_code_cell, "markdown": nbformat.v4.new_markdown_cell,
              "raw": nbformat.v4.new_raw_cell}
    for item in cells:
        kind, source = ("code", item) if isinstance(item, str) else item
        nb.cells.append(makers[kind](source))
    return nb


def _to_notebook(spec: NotebookSpec) -> nbformat.NotebookNode:
    if isinstance(spec, (str, os.PathLike)) and Path(spec).suffix == ".ipynb" and Path(spec).is_file():
        nb = nbformat.read(str(spec), as_version=4)
    elif isinstance(spec, Mapping):
        nb = copy.deepcopy(nbformat.from_dict(spec))
    elif isinstance(spec, (list, tuple)):
        nb = make_notebook(spec)
    else:
        raise TypeError(f"notebook must be a notebook object, a list of cell sources or a .ipynb path, not {spec!r}")
    nb.metadata.setdefault("kernelspec", dict(KERNELSPEC))  # else JupyterLab asks which kernel to use
    return nb


def _notebook_name(name: str) -> str:
    return name if name.endswith(".ipynb") else f"{name}.ipynb"


def _write_tree(root: Path, notebooks: Mapping[str, NotebookSpec], files: Mapping[str, str | bytes] | None) -> None:
    for name, spec in notebooks.items():
        path = root / _notebook_name(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        nbformat.write(_to_notebook(spec), str(path))
    for name, content in (files or {}).items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        (path.write_bytes if isinstance(content, bytes) else path.write_text)(content)


def _cache_key(*parts: Any) -> str:
    def default(o):
        if isinstance(o, os.PathLike):
            return {"path": os.fspath(o), "mtime": Path(o).stat().st_mtime_ns}
        if isinstance(o, bytes):
            return o.hex()
        return repr(o)

    return json.dumps(parts, sort_keys=True, default=default)


# --------------------------------------------------------------------------------------------- processes
def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _proc_stat(pid: int) -> tuple[int, str, str] | None:
    """(ppid, state, starttime) from /proc, or None if the process is gone."""
    try:
        raw = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = raw[raw.rindex(")") + 2 :].split()
    return int(fields[1]), fields[0], fields[19]


def _descendants(root: int) -> dict[int, str]:
    """pid -> starttime of every live descendant of `root` (Linux /proc)."""
    children: dict[int, list[int]] = {}
    starts: dict[int, str] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            st = _proc_stat(int(entry.name))
            if st:
                children.setdefault(st[0], []).append(int(entry.name))
                starts[int(entry.name)] = st[2]
    found: dict[int, str] = {}
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            if child not in found:
                found[child] = starts[child]
                todo.append(child)
    return found


def _alive(pid: int, start: str) -> bool:
    st = _proc_stat(pid)
    return bool(st) and st[2] == start and st[1] != "Z"


_RUNNING: set[_Server] = set()


@atexit.register
def _stop_forgotten_servers() -> None:  # safety net for servers started outside a fixture or `with`
    for server in list(_RUNNING):
        server.stop()


class _Server:
    """A Jupyter-ish server process in its own session, with isolated Jupyter/IPython dirs and a log file."""

    kind = "server"

    def __init__(self, workdir: Path, notebooks: Mapping[str, NotebookSpec], *, base_url: str = "/",
                 files: Mapping[str, str | bytes] | None = None, extra_args: Iterable[str] = (),
                 env: Mapping[str, str] | None = None):
        self.workdir = Path(workdir)
        self.root = self.workdir / "notebooks"  # what the server serves: copies, never the originals
        self.root.mkdir(parents=True, exist_ok=True)
        _write_tree(self.root, notebooks, files)
        self.notebooks = [_notebook_name(n) for n in notebooks]
        self.base_url = "/" + base_url.strip("/") + "/" if base_url.strip("/") else "/"
        self.extra_args = list(extra_args)
        self.dirs = {key: self.workdir / sub for key, sub in
                     [("JUPYTER_CONFIG_DIR", "config"), ("JUPYTER_RUNTIME_DIR", "runtime"),
                      ("IPYTHONDIR", "ipython"), ("JUPYTER_DATA_DIR", "data")]}
        for d in self.dirs.values():
            d.mkdir(parents=True, exist_ok=True)
        self.env = {
            **os.environ,
            **{k: str(v) for k, v in self.dirs.items()},
            "PATH": f"{VENV_BIN}{os.pathsep}{os.environ.get('PATH', '')}",
            "PYTHONUNBUFFERED": "1",
            "PYDEVD_DISABLE_FILE_VALIDATION": "1",
            "NO_PROXY": "127.0.0.1,localhost",
            "no_proxy": "127.0.0.1,localhost",
            **(env or {}),
        }
        self.log_path = self.workdir / f"{self.kind}.log"
        self.port: int | None = None
        self.proc: subprocess.Popen | None = None
        self.startup_seconds: float | None = None
        self.stopped_pids: list[int] = []  # descendants (kernels...) found by the last stop()
        self.stray_pids: list[int] = []  # of those, the ones still alive after the server exited (we killed them)
        self.leftover_pids: list[int] = []  # of those, the ones that survived even SIGKILL (should stay empty)
        self._ready = False

    # subclasses
    def command(self, port: int) -> list[str]:
        raise NotImplementedError

    def ready_path(self) -> str:
        return self.base_url

    # --- lifecycle
    @property
    def url(self) -> str:
        """http://127.0.0.1:PORT/base_url/"""
        return f"http://127.0.0.1:{self.port}{self.base_url}"

    def start(self, wait: bool = True) -> _Server:
        self.port = _free_port()
        self._t0 = time.monotonic()
        with open(self.log_path, "ab") as log:
            log.write(f"\n$ {' '.join(self.command(self.port))}\n".encode())
            log.flush()
            self.proc = subprocess.Popen(self.command(self.port), cwd=self.root, env=self.env, stdout=log,
                                         stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL, start_new_session=True)
        _RUNNING.add(self)
        if wait:
            self.wait_until_ready()
        return self

    def log_text(self, tail: int = 4000) -> str:
        try:
            return self.log_path.read_text(errors="replace")[-tail:]
        except OSError:
            return ""

    def wait_until_ready(self, timeout: float = SERVER_START_TIMEOUT_S) -> _Server:
        """Block until the server answers HTTP 200 on its ready path; restarts on a lost port race."""
        if self._ready:
            return self
        assert self.proc is not None, "start() first"
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        deadline = time.monotonic() + timeout
        retries = 2
        while True:
            code = self.proc.poll()
            if code is not None:
                log = self.log_text()
                if retries and ("Address already in use" in log or "is already in use" in log):
                    retries -= 1
                    self.start(wait=False)
                    continue
                raise RuntimeError(f"{self.kind} exited with {code} before answering. Log tail:\n{log}")
            try:
                with opener.open(f"http://127.0.0.1:{self.port}{self.ready_path()}", timeout=2) as r:
                    if r.status == 200:
                        break
            except (urllib.error.URLError, ConnectionError, TimeoutError, OSError):
                pass
            if time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"{self.kind} did not answer within {timeout}s. Log tail:\n{self.log_text()}")
            time.sleep(0.1)
        self.startup_seconds = time.monotonic() - self._t0
        self._ready = True
        return self

    def stop(self, timeout: float = 10.0) -> None:
        """SIGTERM the process group (servers shut their kernels down), then make sure no descendant survives."""
        proc, self.proc, self._ready = self.proc, None, False
        _RUNNING.discard(self)
        if proc is None:
            return
        pids = _descendants(proc.pid)
        self.stopped_pids = sorted(pids)
        if proc.poll() is None:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGTERM)
            try:
                proc.wait(timeout=timeout)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(ProcessLookupError):
                    os.killpg(proc.pid, signal.SIGKILL)
                proc.wait(timeout=5)
        # Kernels run in sessions of their own: kill any that the server did not shut down (by pid + start time).
        self.stray_pids = [pid for pid, st in pids.items() if _alive(pid, st)]
        for sig, pause in ((signal.SIGTERM, 3.0), (signal.SIGKILL, 1.0)):
            left = {pid: st for pid, st in pids.items() if _alive(pid, st)}
            if not left:
                break
            for pid in left:
                with contextlib.suppress(ProcessLookupError):
                    os.kill(pid, sig)
            end = time.monotonic() + pause
            while time.monotonic() < end and any(_alive(p, s) for p, s in left.items()):
                time.sleep(0.05)
        self.leftover_pids = [pid for pid, st in pids.items() if _alive(pid, st)]

    @property
    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    def __enter__(self) -> _Server:
        if self.proc is None:
            self.start()
        return self

    def __exit__(self, *exc: object) -> None:
        self.stop()


class VoilaServer(_Server):
    """Standalone `voila <dir>` on 127.0.0.1. `url_for(name)` -> .../voila/render/<name>.ipynb"""

    kind = "voila"

    def __init__(self, workdir: Path, notebooks: Mapping[str, NotebookSpec], *, preheat_kernel: bool = False,
                 pool_size: int = 1, show_tracebacks: bool = False, **kwargs: Any):
        super().__init__(workdir, notebooks, **kwargs)
        self.preheat_kernel = preheat_kernel
        self.pool_size = pool_size
        self.show_tracebacks = show_tracebacks

    def command(self, port: int) -> list[str]:
        exe = VENV_BIN / "voila"
        cmd = [str(exe) if exe.exists() else shutil.which("voila") or "voila", str(self.root), "--no-browser",
               f"--port={port}", "--Voila.ip=127.0.0.1", "--Voila.port_retries=0", f"--base_url={self.base_url}",
               f"--show_tracebacks={self.show_tracebacks}"]
        if self.preheat_kernel:
            cmd += ["--preheat_kernel=True", f"--pool_size={self.pool_size}"]
        return cmd + self.extra_args

    def url_for(self, name: str, **query: str) -> str:
        url = f"{self.url}voila/render/{urllib.parse.quote(_notebook_name(name))}"
        return f"{url}?{urllib.parse.urlencode(query)}" if query else url


class LabServer(_Server):
    """JupyterLab 4 on 127.0.0.1 with a token, `window.jupyterapp` exposed and news/update checks off."""

    kind = "lab"
    LAB_SETTINGS = {
        "@jupyterlab/apputils-extension/notification.jupyterlab-settings":
            {"fetchNews": "false", "checkForUpdates": False},
    }

    def __init__(self, workdir: Path, notebooks: Mapping[str, NotebookSpec], *,
                 settings: Mapping[str, Any] | None = None, **kwargs: Any):
        super().__init__(workdir, notebooks, **kwargs)
        self.token = secrets.token_hex(16)
        user_settings = self.dirs["JUPYTER_CONFIG_DIR"] / "lab" / "user-settings"
        for rel, value in {**self.LAB_SETTINGS, **(settings or {})}.items():
            path = user_settings / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(json.dumps(value))

    def command(self, port: int) -> list[str]:
        exe = VENV_BIN / "jupyter-lab"
        cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "jupyterlab"]
        cmd += ["--no-browser", "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
                f"--ServerApp.root_dir={self.root}", f"--ServerApp.base_url={self.base_url}",
                f"--IdentityProvider.token={self.token}", "--LabApp.expose_app_in_browser=True",
                "--LabApp.news_url=None", "--ServerApp.terminals_enabled=False"]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            cmd.append("--allow-root")
        return cmd + self.extra_args

    def ready_path(self) -> str:
        return f"{self.base_url}api/status?token={self.token}"

    def url_for(self, name: str, *, reset: bool = True) -> str:
        """URL that opens `name` in Lab with a fresh (reset) workspace; carries the token."""
        query = f"token={self.token}" + ("&reset" if reset else "")
        return f"{self.url}lab/tree/{urllib.parse.quote(_notebook_name(name))}?{query}"

    def api(self, method: str, path: str, body: Any = None) -> Any:
        """Call the REST API, e.g. api("GET", "api/sessions"); returns decoded JSON (or None)."""
        data = None if body is None else json.dumps(body).encode()
        req = urllib.request.Request(self.url + path.lstrip("/"), data=data, method=method,
                                     headers={"Authorization": f"token {self.token}",
                                              "Content-Type": "application/json"})
        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
        with opener.open(req, timeout=10) as r:
            raw = r.read()
        return json.loads(raw) if raw else None

    def shutdown_sessions(self, name: str | None = None) -> int:
        """Shut down the kernel sessions of notebook `name` (all if None); returns how many."""
        count = 0
        for s in self.api("GET", "api/sessions"):
            if name is None or s.get("path") == _notebook_name(name):
                self.api("DELETE", f"api/sessions/{s['id']}")
                count += 1
        return count


def _server_factory(kind: type[_Server], tmp_path_factory: pytest.TempPathFactory):
    servers: dict[str, _Server] = {}

    def make(notebooks: Mapping[str, NotebookSpec], **options: Any) -> _Server:
        wait = options.pop("wait", True)
        key = _cache_key(kind.kind, notebooks, options)
        server = servers.get(key)
        if server is None or not server.running:
            workdir = tmp_path_factory.mktemp(kind.kind)
            server = servers[key] = kind(workdir, notebooks, **options).start(wait=False)
        return server.wait_until_ready() if wait else server

    return make, servers


@pytest.fixture(scope="module")
def voila_server(tmp_path_factory):
    """Factory: voila_server(notebooks, *, base_url="/", preheat_kernel=False, pool_size=1, show_tracebacks=False,
    files=None, extra_args=(), env=None, wait=True) -> VoilaServer (started; same args -> same server).
    All servers of a module stop when the module ends."""
    make, servers = _server_factory(VoilaServer, tmp_path_factory)
    yield make
    for s in servers.values():
        s.stop()


@pytest.fixture(scope="module")
def lab_server(tmp_path_factory):
    """Factory: lab_server(notebooks, *, base_url="/", settings=None, files=None, extra_args=(), env=None,
    wait=True) -> LabServer (started; same args -> same server). Servers stop when the module ends."""
    make, servers = _server_factory(LabServer, tmp_path_factory)
    yield make
    for s in servers.values():
        s.stop()


# --------------------------------------------------------------------------------------------- JupyterLab driving
_JS_FIND_PANEL = """
(name) => {
  const app = window.jupyterapp;
  if (!app || !app.shell) return null;
  for (const w of app.shell.widgets('main')) {
    if (w.context && w.context.path === name && w.sessionContext) return w;
  }
  return null;
}
"""

_JS_KERNEL_IDLE = f"""
(name) => {{
  const w = ({_JS_FIND_PANEL})(name);
  const k = w && w.sessionContext.session && w.sessionContext.session.kernel;
  return !!(k && k.status === 'idle' && k.connectionStatus === 'connected' && w.context.isReady);
}}
"""

_JS_RUN_ALL = f"""
async (name) => {{
  const app = window.jupyterapp;
  const w = ({_JS_FIND_PANEL})(name);
  app.shell.activateById(w.id);
  await w.sessionContext.ready;
  await app.commands.execute('notebook:run-all-cells');
}}
"""

_JS_RUN_DONE = f"""
(name) => {{
  const w = ({_JS_FIND_PANEL})(name);
  const k = w && w.sessionContext.session && w.sessionContext.session.kernel;
  if (!k || k.status !== 'idle') return false;
  return w.content.widgets.every(c => c.model.type !== 'code' || (c.model.executionState || 'idle') === 'idle');
}}
"""

_JS_SUMMARY = f"""
(name) => {{
  const w = ({_JS_FIND_PANEL})(name);
  const code = w.content.widgets.filter(c => c.model.type === 'code');
  const errors = [];
  code.forEach((c, i) => {{
    for (const o of c.model.outputs.toJSON()) {{
      if (o.output_type === 'error') errors.push({{cell: i, ename: o.ename, evalue: o.evalue,
        traceback: (o.traceback || []).join('\\n').replace(/\\x1b\\[[0-9;]*m/g, '')}});
    }}
  }});
  return {{cells: code.length, executed: code.filter(c => c.model.executionCount !== null).length, errors}};
}}
"""


def open_and_run_all(page: Page, server: LabServer, name: str, *, timeout_ms: int = 60_000,
                     fresh_kernel: bool = True, raise_on_error: bool = True) -> dict[str, Any]:
    """Open notebook `name` in JupyterLab, wait for the app and an idle kernel, run all cells, wait until done.

    Returns {"cells": n_code_cells, "executed": n_with_execution_count, "errors": [...], "open_s": s, "run_s": s}.
    Raises AssertionError if a cell raised (unless raise_on_error=False). fresh_kernel=True first shuts down any
    kernel session left on that notebook by an earlier test, so each call starts from a new kernel.
    """
    name = _notebook_name(name)
    server.wait_until_ready()
    if fresh_kernel:
        server.shutdown_sessions(name)
    t0 = time.monotonic()
    page.goto(server.url_for(name))
    page.wait_for_function("() => !!window.jupyterapp", timeout=timeout_ms)
    page.evaluate("async () => { await window.jupyterapp.started; await window.jupyterapp.restored; }")
    page.wait_for_function(_JS_KERNEL_IDLE, arg=name, polling=100, timeout=timeout_ms)
    t1 = time.monotonic()
    page.evaluate(_JS_RUN_ALL, name)
    page.wait_for_function(_JS_RUN_DONE, arg=name, polling=50, timeout=timeout_ms)
    summary = page.evaluate(_JS_SUMMARY, name)
    summary.update(open_s=round(t1 - t0, 2), run_s=round(time.monotonic() - t1, 2))
    if raise_on_error and summary["errors"]:
        first = summary["errors"][0]
        raise AssertionError(f"{name}: cell {first['cell']} raised {first['ename']}: {first['evalue']}\n"
                             f"{first['traceback']}")
    return summary


def pytest_collection_modifyitems(session: pytest.Session, config: pytest.Config, items: list[pytest.Item]) -> None:
    """Run the browser tests last: Playwright's sync API keeps an event loop running in the main thread for the
    rest of the session, and tests of our own asyncio code (asyncio.run, get_running_loop) must not see it."""
    items.sort(key=lambda item: HERE in Path(str(item.path)).resolve().parents)
