"""The front end's Node tools (esbuild, Biome, TypeScript) for the tests and ``tests/run.sh``.

They are installed by ``npm ci`` from the committed lock (shichi_widgets/widgets/js/package-lock.json)
into the static site's download cache (``~/.cache/shichi_widgets-site/frontend-<hash of the lock>``,
npm's own cache beside it), so the first run fetches them from the npm registry and later runs need
no network. The source tree gets no node_modules from the tests.

``python tests/frontend/frontend_tools.py lint`` runs the linter and the type check (tests/run.sh does,
beside ruff).
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
JS = ROOT / "shichi_widgets" / "widgets" / "js"
STATIC = ROOT / "shichi_widgets" / "widgets" / "static"
MANIFESTS = ("package.json", "package-lock.json")


class ToolError(RuntimeError):
    """npm or node is missing, or ``npm ci`` failed (the message has the command's output)."""


def _cache_root() -> Path:
    if os.environ.get("SHICHI_SITE_CACHE"):
        return Path(os.environ["SHICHI_SITE_CACHE"])
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "shichi_widgets-site"


def _run(command: list[str], cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(command, cwd=cwd, env=env, capture_output=True, text=True, check=False, timeout=600)
    except FileNotFoundError:
        raise ToolError(f"{command[0]} is not installed: apt-get install nodejs npm (tests/run.sh does it)") from None


def tools() -> Path:
    """A folder whose node_modules holds the locked esbuild, Biome and TypeScript, installed once per lock."""
    digest = hashlib.sha256(b"".join((JS / name).read_bytes() for name in MANIFESTS)).hexdigest()[:16]
    cache = _cache_root()
    target = cache / f"frontend-{digest}"
    if (target / "installed").is_file():
        return target
    cache.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="frontend-partial-", dir=cache))
    try:
        for name in MANIFESTS:
            shutil.copy2(JS / name, work / name)
        # --ignore-scripts: esbuild's postinstall only checks its binary, which npm installs as a package.
        command = ["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--prefer-offline",
                   "--cache", str(cache / "npm")]
        done = _run(command, work)
        if done.returncode != 0:
            raise ToolError(f"`{' '.join(command)}` failed ({done.returncode}):\n{done.stdout}\n{done.stderr}")
        (work / "installed").write_text("npm ci done\n", encoding="utf-8")
        if not target.exists():
            work.rename(target)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return target


def build(outdir: Path) -> subprocess.CompletedProcess:
    """Build every widget's bundle into ``outdir`` with the locked esbuild (``build.mjs``)."""
    env = {**os.environ, "SHICHI_FRONTEND_TOOLS": str(tools())}
    return _run(["node", str(JS / "build.mjs"), "--outdir", str(outdir)], JS, env)


def differences(built: Path, committed: Path = STATIC) -> list[str]:
    """What differs between freshly built bundles and the committed ones: a bundle whose bytes
    differ, one the build made that is not committed, or a committed script the build does not make."""
    new = {path.name: path.read_bytes() for path in built.glob("*.js")}
    old = {path.name: path.read_bytes() for path in committed.glob("*.js")}
    found = [f"{name}: not committed" for name in sorted(set(new) - set(old))]
    found += [f"{name}: not made by the build" for name in sorted(set(old) - set(new))]
    found += [f"{name}: out of date" for name in sorted(set(new) & set(old)) if new[name] != old[name]]
    return found


def lint(folder: Path = JS) -> subprocess.CompletedProcess:
    """Biome's linter over ``folder`` (its biome.json says which files); warnings count as errors."""
    biome = tools() / "node_modules" / ".bin" / "biome"
    return _run([str(biome), "lint", "--error-on-warnings", "--colors=off"], folder)


def typecheck(config: Path = JS / "jsconfig.json") -> subprocess.CompletedProcess:
    """TypeScript checks the sources against their JSDoc types (the trait typedefs of src/types.js)."""
    tsc = tools() / "node_modules" / ".bin" / "tsc"
    return _run([str(tsc), "-p", str(config), "--pretty", "false"], config.parent)


if __name__ == "__main__":
    if sys.argv[1:] != ["lint"]:
        sys.exit("usage: python tests/frontend/frontend_tools.py lint")
    failed = 0
    for name, check in (("Biome", lint), ("TypeScript", typecheck)):
        result = check()
        print(result.stdout + result.stderr, end="")
        print(f"front end, {name}: " + ("clean" if result.returncode == 0 else "problems found"))
        failed = failed or result.returncode
    sys.exit(failed)
