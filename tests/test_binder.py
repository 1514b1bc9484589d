"""The Binder files install the pinned set the tests run against, and set the classroom options."""

import os
import re
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import tomllib

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"


def pins() -> dict[str, str]:
    lines = (BINDER / "requirements.txt").read_text().splitlines()
    found = dict(re.fullmatch(r"([A-Za-z0-9_.-]+)==([0-9][^\s]*)", line).groups() for line in lines
                 if line.strip() and not line.startswith("#"))
    return {name.lower().replace("-", "_"): v for name, v in found.items()}


def test_binder_pins_exactly_the_versions_the_tests_run_with():
    for name, pinned in pins().items():
        assert version(name) == pinned, f"{name}: binder pins {pinned}, the tests run {version(name)}"


def test_binder_pins_agree_with_the_packages_app_extra():
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    for requirement in extras["app"]:
        name, _, pinned = requirement.partition("==")
        assert pins()[name.lower().replace("-", "_")] == pinned, requirement


def test_binder_runs_python_311_and_installs_the_package_in_post_build():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    post_build = BINDER / "postBuild"
    assert os.access(post_build, os.X_OK)
    assert "pip install --no-deps ." in post_build.read_text()


def test_post_build_server_config_turns_on_nodelay_and_culling():
    text = (BINDER / "postBuild").read_text()
    config = text.split("<<'CONFIG'\n", 1)[1].split("\nCONFIG", 1)[0]
    code = (
        "from traitlets.config import Config\n"
        f"c = Config()\nexec({config!r}, {{'c': c}})\n"
        "from jupyter_server.services.kernels.websocket import KernelWebsocketHandler as H\n"
        "assert H._shichi_nodelay and c.MappingKernelManager.cull_idle_timeout == 600\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr


def test_readme_badges_open_the_app_in_voila_and_the_tutorials_in_jupyterlab():
    readme = (ROOT / "README.md").read_text()
    assert "?urlpath=voila/render/notebooks/app.ipynb" in readme
    assert "?urlpath=lab/tree/notebooks" in readme
