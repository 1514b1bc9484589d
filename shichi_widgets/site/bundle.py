"""Python for the browser: a wheel of this package, and the app page's runtime archive.

The wheel is written straight from the package's files (the same files a build backend would
take), so a site can be built from a checkout or from an installed copy, with no build tools. The
runtime archive is one zip of everything the app imports, unpacked by the page in one step: the
widget libraries' wheels, this package, and the small IPython stand-in of ``shim/``.
"""

from __future__ import annotations

import base64
import hashlib
import io
import zipfile
from collections.abc import Iterable
from importlib import metadata
from pathlib import Path

import shichi_widgets

PACKAGE = Path(shichi_widgets.__file__).resolve().parent
SHIM = Path(__file__).resolve().parent / "shim"
FALLBACK_REQUIRES = ("anywidget>=0.11,<0.12", "ipywidgets>=8.1.5,<9")  # as pyproject.toml's dependencies
SKIPPED_PARTS = {"__pycache__", "tests", "node_modules"}
# The front end's sources and Node tooling: the site, like the wheel, ships only the built bundles.
SKIPPED_FOLDERS = ("widgets/js/",)
# Zip entries get a fixed date, so the same files make the same archive (and the same hash).
FIXED_DATE = (2020, 1, 1, 0, 0, 0)


def package_files(root: Path = PACKAGE) -> list[Path]:
    """The package's files, in a stable order, without caches."""
    return sorted(
        path for path in root.rglob("*")
        if path.is_file() and not SKIPPED_PARTS.intersection(path.relative_to(root).parts)
        and not path.relative_to(root).as_posix().startswith(SKIPPED_FOLDERS)
        and path.suffix not in {".pyc", ".pyo"}
    )


def _requires() -> list[str]:
    try:
        found = metadata.requires("shichi_widgets") or []
    except metadata.PackageNotFoundError:
        return list(FALLBACK_REQUIRES)
    return [req for req in found if "extra ==" not in req] or list(FALLBACK_REQUIRES)


def _record_line(name: str, data: bytes) -> str:
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    return f"{name},sha256={digest},{len(data)}"


def _add(archive: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, date_time=FIXED_DATE)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    archive.writestr(info, data)


def package_wheel(dest: Path, root: Path = PACKAGE) -> Path:
    """Write ``shichi_widgets-<version>-py3-none-any.whl`` into ``dest`` and return its path."""
    version = shichi_widgets.__version__
    dist_info = f"shichi_widgets-{version}.dist-info"
    entries: list[tuple[str, bytes]] = [
        (f"shichi_widgets/{path.relative_to(root).as_posix()}", path.read_bytes()) for path in package_files(root)
    ]
    meta = [
        "Metadata-Version: 2.1",
        "Name: shichi_widgets",
        f"Version: {version}",
        "Summary: Learn, teach and explore Shichi Narabe (七並べ, Sevens) and its variants in Jupyter",
        "Requires-Python: >=3.10",
        *(f"Requires-Dist: {req}" for req in _requires()),
    ]
    entries.append((f"{dist_info}/METADATA", ("\n".join(meta) + "\n").encode()))
    entries.append((f"{dist_info}/WHEEL", b"Wheel-Version: 1.0\nGenerator: shichi_widgets.site\n"
                    b"Root-Is-Purelib: true\nTag: py3-none-any\n"))
    record = [_record_line(name, data) for name, data in entries] + [f"{dist_info}/RECORD,,"]
    entries.append((f"{dist_info}/RECORD", ("\n".join(record) + "\n").encode()))
    dest.mkdir(parents=True, exist_ok=True)
    path = dest / f"shichi_widgets-{version}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in entries:
            _add(archive, name, data)
    return path


def _wheel_entries(wheel: Path) -> Iterable[tuple[str, bytes]]:
    """A wheel's files for the runtime: the importable code and its METADATA (importlib.metadata
    reads versions), not tests, caches, RECORDs or data files for Jupyter's own folders."""
    with zipfile.ZipFile(wheel) as archive:
        for name in archive.namelist():
            parts = name.split("/")
            if name.endswith("/") or SKIPPED_PARTS.intersection(parts) or ".data" in parts[0]:
                continue
            if parts[0].endswith(".dist-info") and parts[-1] != "METADATA":
                continue
            yield name, archive.read(name)


def runtime_archive(wheels: Iterable[Path], package: Path) -> bytes:
    """One zip for the page: the given wheels' code, this package's wheel and the IPython stand-in."""
    entries: dict[str, bytes] = {}
    for wheel in [*wheels, package]:
        entries.update(_wheel_entries(wheel))
    for path in sorted(SHIM.rglob("*.py")):
        relative = path.relative_to(SHIM)
        if relative.parts[0] == "IPython":
            entries[relative.as_posix()] = path.read_bytes()
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        for name in sorted(entries):
            _add(archive, name, entries[name])
    return buffer.getvalue()
