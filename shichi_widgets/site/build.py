"""Build the static site: the app page at ``index.html`` and the tutorials in JupyterLite beside it.

Layout of the output folder::

    index.html            the app (Learn, Play, Explore): runs on opening, widgets only
    sw.js                 the service worker that keeps the app for visits with the host down
    app/                  the page's script and style, and runtime-<hash>.zip (the Python it imports)
    tutorials/            JupyterLite (JupyterLab) with the tutorial notebooks and the Pyodide kernel
    tutorials/static/pyodide/   Pyodide's core and the lock's wheels, shared by the app page

Nothing is fetched at run time from anywhere but the folder itself. After a first visit the
service worker (``static/sw.js``) has kept index.html, app/ and Pyodide's folder in a cache named
after the build's hash, so the app opens again with the host down; a new build replaces that cache.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from . import sources
from .bundle import package_wheel, runtime_archive

HERE = Path(__file__).resolve().parent
STATIC = HERE / "static"
REPO_NOTEBOOKS = HERE.parents[1] / "notebooks"
TUTORIALS = "tutorials"
PYODIDE_PATH = f"{TUTORIALS}/static/pyodide/"
WORKER = "sw.js"
LITE_WORKER = "@jupyterlite/application-extension:service-worker-manager"
# What the service worker keeps: the app page and everything it fetches (Pyodide's core and wheels).
KEPT = ("index.html", "app/", PYODIDE_PATH)
EXTRACT_DIR = "/lib/shichi_site"
# The app's runtime takes these from the lock's wheels and the widget wheels (not IPython & co.).
RUNTIME_WHEELS = ("traitlets", "typing-extensions", "comm", "ipywidgets", "anywidget", "psygnal")
# Tutorial notebooks need these imports to be available in the browser; others are left out.
UNAVAILABLE_IMPORTS = re.compile(r"^\s*(?:import|from)\s+(pandas|matplotlib|numpy|scipy)\b", re.MULTILINE)
PIP_CELL = (
    "# In JupyterLite: install shichi_widgets from this site (no network needed), then run the cells.\n"
    "%pip install -q shichi_widgets"
)


class BuildError(RuntimeError):
    """The site could not be built (the message says which step and why)."""


def _say(log: Callable[[str], None] | None, text: str) -> None:
    if log:
        log(text)


def tutorial_notebooks(folder: Path) -> tuple[list[Path], dict[str, str]]:
    """The tutorial notebooks (``0*.ipynb``) that can run in the browser, and those left out with why."""
    kept: list[Path] = []
    left: dict[str, str] = {}
    for path in sorted(folder.glob("0*.ipynb")):
        cells = json.loads(path.read_text(encoding="utf-8")).get("cells", [])
        code = "\n".join("".join(c.get("source", "")) for c in cells if c.get("cell_type") == "code")
        needs = sorted(set(UNAVAILABLE_IMPORTS.findall(code)))
        if needs:
            left[path.name] = f"imports {', '.join(needs)}: Pyodide builds that are on no registry"
        else:
            kept.append(path)
    return kept, left


def _notebook_for_lite(path: Path) -> str:
    """The notebook with a first cell that installs the package from the site, outputs kept."""
    notebook = json.loads(path.read_text(encoding="utf-8"))
    cell = {"cell_type": "code", "execution_count": None, "id": "jupyterlite-install", "metadata": {},
            "outputs": [], "source": PIP_CELL}
    notebook["cells"] = [cell, *notebook.get("cells", [])]
    kernelspec = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
    notebook.setdefault("metadata", {})["kernelspec"] = kernelspec
    return json.dumps(notebook, ensure_ascii=False, indent=1) + "\n"


def _sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _pyodide_folder(target: Path, core: Path, lock_wheels: dict[str, Path]) -> None:
    """Pyodide's core files, plus the lock's wheels from PyPI with the lock's hashes rewritten to match."""
    target.mkdir(parents=True, exist_ok=True)
    for name in sources.PYODIDE_FILES:
        shutil.copy2(core / name, target / name)
    lock = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    for name, wheel in lock_wheels.items():
        entry = lock["packages"][name]
        if entry["file_name"] != wheel.name:
            raise BuildError(f"the lock wants {entry['file_name']} for {name}, PyPI gave {wheel.name}")
        shutil.copy2(wheel, target / wheel.name)
        entry["sha256"] = _sha256(wheel)
    (target / "pyodide-lock.json").write_text(json.dumps(lock, separators=(",", ":")), encoding="utf-8")


def _jupyterlite(
    out: Path, lite_dir: Path, piplite: list[Path], extensions: list[Path], log: Callable[[str], None] | None
) -> None:
    command = [
        sys.executable, "-m", "jupyterlite_core", "build", "--lite-dir", str(lite_dir), "--output-dir", str(out),
        "--contents", str(lite_dir / "files"), "--no-sourcemaps", "--no-unused-shared-packages", "--apps", "lab",
        "--ignore-sys-prefix", "--no-libarchive",
    ]
    for wheel in extensions:
        command.append(f"--LiteBuildConfig.federated_extensions={wheel}")
    for wheel in piplite:
        command += ["--piplite-wheels", str(wheel)]  # one file per flag: later files after one flag are dropped
    _say(log, "jupyter lite build (tutorials)")
    done = subprocess.run(command, cwd=lite_dir, capture_output=True, text=True, check=False)
    if done.returncode != 0 or not (out / "lab" / "index.html").is_file():
        output = f"{done.stdout[-3000:]}\n{done.stderr[-3000:]}"
        raise BuildError(f"`{' '.join(command)}` failed ({done.returncode}):\n{output}")


def _prune_fonts(out: Path) -> int:
    """Remove the old formats (eot, svg, ttf, woff) of fonts that also ship as woff2, which every
    browser able to run Pyodide uses; returns the bytes saved (about 2.8 MB of Font Awesome)."""
    saved = 0
    for woff2 in out.rglob("*.woff2"):
        for suffix in (".eot", ".svg", ".ttf", ".woff"):
            old = woff2.with_suffix(suffix)
            if old.is_file():
                saved += old.stat().st_size
                old.unlink()
    return saved


def _precompiled(runtime: bytes, pyodide_dir: Path, cache: Path, log: Callable[[str], None] | None) -> bytes:
    """The runtime archive compiled to Pyodide's bytecode by Pyodide in Node (cached by content)."""
    key = hashlib.sha256(runtime + sources.PYODIDE_VERSION.encode()).hexdigest()[:16]
    cached = cache / "runtime" / f"runtime-{key}.zip"
    if cached.is_file():
        return cached.read_bytes()
    _say(log, "compiling the app's Python to bytecode (Pyodide in Node)")
    cached.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cached.parent) as tmp:
        source, compiled = Path(tmp) / "source.zip", Path(tmp) / "compiled.zip"
        source.write_bytes(runtime)
        command = ["node", str(HERE / "precompile.mjs"), str(pyodide_dir), str(source), str(compiled)]
        try:
            done = subprocess.run(command, capture_output=True, text=True, check=False)
        except FileNotFoundError:
            raise BuildError("node is not installed; it is needed to compile the app's Python (and by npm)") from None
        if done.returncode != 0 or not compiled.is_file():
            raise BuildError(f"`{' '.join(command)}` failed ({done.returncode}):\n{done.stderr[-2000:]}")
        compiled.replace(cached)
    return cached.read_bytes()


def _app_page(out: Path, runtime: bytes) -> str:
    """Write index.html and app/; returns the runtime archive's file name."""
    app = out / "app"
    app.mkdir(parents=True, exist_ok=True)
    digest = base64.b32encode(hashlib.sha256(runtime).digest()).decode().lower()[:12]
    name = f"runtime-{digest}.zip"
    (app / name).write_bytes(runtime)
    for file in ("app.js", "app.css"):
        shutil.copy2(STATIC / file, app / file)
    config = {"pyodide": PYODIDE_PATH, "runtime": f"app/{name}", "extract_dir": EXTRACT_DIR, "worker": WORKER}
    page = (STATIC / "index.html").read_text(encoding="utf-8")
    page = page.replace("__CONFIG__", json.dumps(config)).replace("__TUTORIALS__", f"{TUTORIALS}/lab/index.html")
    (out / "index.html").write_text(page, encoding="utf-8")
    return name


def offline_manifest(out: Path) -> dict:
    """The files the service worker keeps (path in the site -> SHA-256) and the build's hash over them."""
    files: dict[str, str] = {}
    for kept in KEPT:
        paths = [out / kept] if not kept.endswith("/") else sorted(p for p in (out / kept).rglob("*") if p.is_file())
        for path in paths:
            if not path.is_file():
                raise BuildError(f"the service worker should keep {path.relative_to(out)}, which the build lacks")
            files[path.relative_to(out).as_posix()] = _sha256(path)
    listing = "".join(f"{path}\0{digest}\n" for path, digest in sorted(files.items()))
    return {"build": hashlib.sha256(listing.encode()).hexdigest()[:16], "files": files}


def write_service_worker(out: Path | str) -> str:
    """Write ``sw.js`` for the site in ``out`` (the last step of a build, after every kept file is
    written) and return the build's hash, which names the worker's cache."""
    out = Path(out)
    manifest = offline_manifest(out)
    worker = (STATIC / "sw.js").read_text(encoding="utf-8")
    slot = "const MANIFEST = __MANIFEST__;"
    if worker.count(slot) != 1:
        raise BuildError(f"static/sw.js must hold `{slot}` once, to receive the build's list of files")
    filled = worker.replace(slot, f"const MANIFEST = {json.dumps(manifest, indent=0)};")
    (out / WORKER).write_text(filled, encoding="utf-8")
    return manifest["build"]


def build_site(
    out: Path | str,
    *,
    notebooks: Path | None = None,
    cache: Path | None = None,
    log: Callable[[str], None] | None = print,
) -> dict:
    """Build the site into ``out`` (emptied first if it holds a previous build) and return a summary."""
    started = time.perf_counter()
    out = Path(out).resolve()
    cache = Path(cache) if cache else sources.cache_dir()
    notebooks = notebooks if notebooks is not None else (REPO_NOTEBOOKS if REPO_NOTEBOOKS.is_dir() else None)
    if out.exists() and any(out.iterdir()):
        if not (out / "index.html").is_file() or not (out / TUTORIALS).is_dir():
            raise BuildError(f"{out} is not empty and holds no earlier site: choose an empty or new folder")
        shutil.rmtree(out)

    _say(log, f"Pyodide {sources.PYODIDE_VERSION} (npm) and wheels (PyPI), cache {cache}")
    core = sources.pyodide_core(cache)
    lock = sources.lock_packages(core)
    lock_specs = {name: f"{name}=={entry['version']}" for name, entry in lock.items()}
    downloaded = sources.pip_wheels(
        [*lock_specs.values(), *sources.WIDGET_WHEELS, *sources.EXTENSION_WHEELS], cache
    )
    lock_wheels = {name: downloaded[spec] for name, spec in lock_specs.items()}
    widget_wheels = [downloaded[spec] for spec in sources.WIDGET_WHEELS]
    by_name = {sources.normalized_name(path.name.split("-")[0]): path for path in downloaded.values()}

    with tempfile.TemporaryDirectory() as tmp:
        lite_dir = Path(tmp) / "lite"
        own = package_wheel(Path(tmp) / "wheels")
        _pyodide_folder(lite_dir / "static" / "pyodide", core, lock_wheels)
        # window.jupyterapp lets tests and scripts drive the tutorials as galata does. JupyterLite's own
        # service worker is left out: its first run unregisters every worker of the origin, the app's
        # too (which keeps the app for offline visits); the tutorials' kernel does not need it.
        config = {"jupyter-config-data": {"exposeAppInBrowser": True, "disabledExtensions": [LITE_WORKER]}}
        (lite_dir / "jupyter-lite.json").write_text(json.dumps(config), encoding="utf-8")
        files = lite_dir / "files"
        files.mkdir(parents=True)
        kept, left = tutorial_notebooks(notebooks) if notebooks else ([], {})
        for path in kept:
            (files / path.name).write_text(_notebook_for_lite(path), encoding="utf-8")
        extensions = [downloaded[spec] for spec in sources.EXTENSION_WHEELS]
        _jupyterlite(out / TUTORIALS, lite_dir, [*widget_wheels, own], extensions, log)
        runtime = runtime_archive([by_name[sources.normalized_name(name)] for name in RUNTIME_WHEELS], own)
    runtime = _precompiled(runtime, out / PYODIDE_PATH, cache, log)
    pruned = _prune_fonts(out / TUTORIALS)
    runtime_name = _app_page(out, runtime)
    offline_build = write_service_worker(out)
    (out / ".nojekyll").write_text("")  # GitHub Pages: serve every file as it is
    size = sum(path.stat().st_size for path in out.rglob("*") if path.is_file())
    summary = {
        "out": str(out),
        "size_mb": round(size / 1e6, 1),
        "runtime": runtime_name,
        "runtime_kb": round(len(runtime) / 1e3),
        "offline_build": offline_build,
        "pruned_fonts_mb": round(pruned / 1e6, 1),
        "notebooks": [path.name for path in kept],
        "left_out": left,
        "seconds": round(time.perf_counter() - started, 1),
    }
    _say(log, f"site: {out} ({summary['size_mb']} MB) in {summary['seconds']} s; open index.html over http")
    for name, why in left.items():
        _say(log, f"left out {name}: {why}")
    return summary
