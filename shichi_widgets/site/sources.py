"""What the static site is made of, fetched from the package registries alone and cached.

Pyodide's core comes from the npm package ``pyodide`` (``npm pack``); every wheel comes from PyPI
(``pip download``). Both land in a cache folder (``~/.cache/shichi_widgets-site`` or
``$SHICHI_SITE_CACHE``), so a rebuild needs no network at all.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

PYODIDE_VERSION = "314.0.6"
PYTHON_VERSION = "3.14"  # the Python inside this Pyodide

# Pyodide's own files the site serves (the npm package also holds type stubs, maps and a console).
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide.js")

# The packages of Pyodide's lock that JupyterLite's Python kernel loads at start (IPython and its
# helpers); they are pure-Python wheels on PyPI at the lock's versions.
KERNEL_LOCK_PACKAGES = (
    "asttokens", "decorator", "executing", "ipython", "jedi", "matplotlib-inline", "micropip", "packaging",
    "parso", "prompt-toolkit", "pure-eval", "pygments", "six", "stack-data", "traitlets", "typing-extensions",
    "wcwidth",
)

# Pure-Python wheels the widgets need beyond the lock, at the versions the tests run.
WIDGET_WHEELS = (
    "comm==0.2.3",
    "ipywidgets==8.1.9",
    "jupyterlab_widgets==3.0.17",
    "anywidget==0.11.0",
    "psygnal==0.16.1",
    "tqdm==4.70.1",
)

# JupyterLab extensions of the tutorials' site, taken from their wheels (not from whatever the
# building environment has installed): the widget managers and the Pyodide kernel.
EXTENSION_WHEELS = (
    "jupyterlab_widgets==3.0.17",
    "anywidget==0.11.0",
    "jupyterlite-pyodide-kernel==0.8.6",
)


class SourceError(RuntimeError):
    """A piece of the site that the registries did not give (the message has the command and its output)."""


def cache_dir() -> Path:
    """Where downloads are kept between builds."""
    if os.environ.get("SHICHI_SITE_CACHE"):
        return Path(os.environ["SHICHI_SITE_CACHE"])
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / "shichi_widgets-site"


def _run(command: list[str], cwd: Path | None = None) -> str:
    try:
        done = subprocess.run(command, cwd=cwd, capture_output=True, text=True, check=False)
    except FileNotFoundError as exc:
        raise SourceError(f"{command[0]} is not installed ({exc}); it is needed for: {' '.join(command)}") from None
    if done.returncode != 0:
        raise SourceError(f"`{' '.join(command)}` failed ({done.returncode}):\n{done.stdout}\n{done.stderr}".strip())
    return done.stdout


def pyodide_core(cache: Path, version: str = PYODIDE_VERSION) -> Path:
    """The unpacked npm package ``pyodide@version`` (its ``package/`` folder), from the cache or npm."""
    target = cache / f"pyodide-{version}"
    if (target / "pyodide-lock.json").is_file():
        return target
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=cache) as tmp:
        _run(["npm", "pack", f"pyodide@{version}", "--silent", "--pack-destination", tmp], cwd=Path(tmp))
        (tarball,) = Path(tmp).glob("pyodide-*.tgz")
        with tarfile.open(tarball) as archive:
            if hasattr(tarfile, "data_filter"):  # Python >= 3.11.4 / 3.10.12
                archive.extractall(tmp, filter="data")
            else:
                archive.extractall(tmp)
        package = Path(tmp) / "package"
        missing = [name for name in (*PYODIDE_FILES, "pyodide-lock.json") if not (package / name).is_file()]
        if missing:
            raise SourceError(f"npm package pyodide@{version} lacks {', '.join(missing)}")
        shutil.rmtree(target, ignore_errors=True)
        (Path(tmp) / "package").rename(target)
    return target


def lock_packages(core: Path, names: tuple[str, ...] = KERNEL_LOCK_PACKAGES) -> dict[str, dict]:
    """The lock's entries (version, file name, sha256) of ``names``."""
    packages = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))["packages"]
    missing = [name for name in names if name not in packages]
    if missing:
        raise SourceError(f"pyodide-lock.json has no {', '.join(missing)}")
    return {name: packages[name] for name in names}


def pip_wheels(specs: list[str], cache: Path) -> dict[str, Path]:
    """Pure-Python wheels for Pyodide's Python, ``{spec: path}``, from the cache or ``pip download``."""
    folder = cache / "wheels"
    folder.mkdir(parents=True, exist_ok=True)
    found = {spec: _cached_wheel(folder, spec) for spec in specs}
    wanted = [spec for spec, path in found.items() if path is None]
    if wanted:
        command = [
            sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check", "--no-deps",
            "--only-binary=:all:", "--python-version", PYTHON_VERSION, "--implementation", "py", "--abi", "none",
            "--platform", "any", "--dest", str(folder), *wanted,
        ]
        _run(command)
        for spec in wanted:
            found[spec] = _cached_wheel(folder, spec)
            if found[spec] is None:
                raise SourceError(f"`pip download {spec}` gave no pure-Python wheel in {folder}")
    return {spec: path for spec, path in found.items() if path is not None}


def normalized_name(name: str) -> str:
    """A project name as wheel file names spell it (lower case, ``-`` and ``.`` as ``_``), so that
    ``Jinja2``, ``jinja2`` and a wheel's ``jinja2-3.1.4-…`` compare equal; shared with the site build."""
    return name.lower().replace("-", "_").replace(".", "_")


def _cached_wheel(folder: Path, spec: str) -> Path | None:
    name, _, version = spec.partition("==")
    for path in folder.glob("*.whl"):
        parts = path.name.split("-")
        same = normalized_name(parts[0]) == normalized_name(name) and parts[1] == version
        if same and path.name.endswith("-none-any.whl"):
            return path
    return None
