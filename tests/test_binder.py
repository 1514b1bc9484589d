"""The Binder files install the pinned set the tests run against, over repo2docker's own environment."""

import functools
import json
import os
import re
import subprocess
import sys
from importlib.metadata import requires, version
from pathlib import Path

import tomllib
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[1]
BINDER = ROOT / "binder"

# What repo2docker's Python 3.11 environment already holds before binder/requirements.txt is installed
# (repo2docker's buildpacks/conda/environment.py-3.11-linux-64.lock, frozen 2025-11-13; its
# environment.py-3.11.yml asks for ipywidgets 8, jupyter-offlinenotebook 0.3, jupyter-resource-usage 1,
# jupyter_server 2, jupyterhub-singleuser 5, jupyterlab 4, notebook 7).
#
# The interfaces and server extensions: pip leaves each one as it is unless binder/requirements.txt
# names it, so the pinned set must agree with those it does not name.
BASE_INTERFACES = {
    "notebook": "7.4.7",
    "jupyterlab": "4.4.10",
    "jupyter_server": "2.17.0",
    "ipywidgets": "8.1.8",
    "jupyterhub": "5.4.2",  # conda's jupyterhub-singleuser
    "jupyter-resource-usage": "1.2.0",
    "jupyter-offlinenotebook": "0.3.2",
    "jupyterlab-myst": "2.4.2",
}
# Libraries the pinned set depends on: pip upgrades (or downgrades) them as the pins require.
BASE_LIBRARIES = {
    "ipykernel": "7.1.0",
    "jupyterlab_widgets": "3.0.16",
    "widgetsnbextension": "4.0.15",
    "jupyterlab_server": "2.28.0",
    "jupyter-lsp": "2.3.0",
    "notebook-shim": "0.2.4",
    "nbclient": "0.10.2",
    "nbconvert": "7.16.6",
    "jupyter_client": "8.6.3",
    "tornado": "6.5.2",
}


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "_", name).lower()


def pins() -> dict[str, str]:
    lines = (BINDER / "requirements.txt").read_text().splitlines()
    found = dict(re.fullmatch(r"([A-Za-z0-9_.-]+)==([0-9][^\s]*)", line).groups() for line in lines
                 if line.strip() and not line.startswith("#"))
    return {canonical(name): v for name, v in found.items()}


def resolve(requirements: list[str], report: Path) -> subprocess.CompletedProcess:
    """What pip would install for `requirements` on an empty Python 3.11 (needs the package index)."""
    command = [sys.executable, "-m", "pip", "install", "--dry-run", "--ignore-installed", "--quiet",
               "--disable-pip-version-check", "--python-version", "3.11", "--only-binary=:all:",
               "--report", str(report), *requirements]
    return subprocess.run(command, capture_output=True, text=True, timeout=600)


def over_the_base_environment(binder: dict[str, str]) -> list[str]:
    """The binder pins, and every base interface the pins do not name at the version the base holds."""
    kept = [f"{name}=={v}" for name, v in BASE_INTERFACES.items() if canonical(name) not in binder]
    return [f"{name}=={v}" for name, v in binder.items()] + kept


def test_binder_pins_exactly_the_versions_the_tests_run_with():
    for name, pinned in pins().items():
        assert version(name) == pinned, f"{name}: binder pins {pinned}, the tests run {version(name)}"


def test_binder_pins_a_notebook_that_agrees_with_the_pinned_jupyterlab():
    binder = pins()
    assert "notebook" in binder, "repo2docker's notebook 7.4.7 needs jupyterlab<4.5: pin a notebook"
    notebook_requires = [Requirement(r) for r in requires("notebook")]
    (jupyterlab,) = [r for r in notebook_requires if canonical(r.name) == "jupyterlab" and not r.marker]
    assert jupyterlab.specifier.contains(binder["jupyterlab"]), f"notebook {binder['notebook']} needs {jupyterlab}"


def test_binder_set_resolves_with_what_repo2docker_base_environment_holds(tmp_path):
    """The registry resolves the pins together with the interfaces repo2docker installed first."""
    binder = pins()
    result = resolve(over_the_base_environment(binder), tmp_path / "report.json")
    assert result.returncode == 0, result.stderr[-3000:]
    chosen = {canonical(item["metadata"]["name"]): item["metadata"]["version"]
              for item in json.loads((tmp_path / "report.json").read_text())["install"]}
    for name, pinned in binder.items():
        assert chosen[name] == pinned
    for name, held in BASE_INTERFACES.items():
        if canonical(name) not in binder:
            assert chosen[canonical(name)] == held


def test_without_the_notebook_pin_the_base_notebook_cannot_agree(tmp_path):
    """The check above can fail: repo2docker's notebook 7.4.7 with jupyterlab 4.6.6 does not resolve."""
    binder = {name: v for name, v in pins().items() if name != "notebook"}
    result = resolve(over_the_base_environment(binder), tmp_path / "report.json")
    assert result.returncode != 0
    assert "ResolutionImpossible" in result.stderr or "conflict" in result.stderr.lower()


def test_every_pin_lies_in_the_ranges_of_the_package_and_its_extras():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    extras = project["optional-dependencies"]
    binder = pins()
    for text in project["dependencies"] + extras["app"] + extras["lab"]:
        requirement = Requirement(text)
        name = canonical(requirement.name)
        if name in binder:
            assert requirement.specifier.contains(binder[name]), f"binder pins {name}=={binder[name]}, not {text}"
    named = {canonical(Requirement(text).name) for text in project["dependencies"] + extras["app"]}
    assert named <= set(binder), f"binder pins none of {sorted(named - set(binder))}"


def test_binder_runs_python_311_and_installs_the_package_in_post_build():
    assert (BINDER / "runtime.txt").read_text().strip() == "python-3.11"
    post_build = BINDER / "postBuild"
    assert os.access(post_build, os.X_OK)
    assert "pip install --no-deps ." in post_build.read_text()


def test_post_build_gives_the_server_the_config_file_in_binder():
    text = (BINDER / "postBuild").read_text()
    assert 'cp binder/jupyter_server_config.py "${HOME}/.jupyter/jupyter_server_config.py"' in text


# Runs binder/jupyter_server_config.py as Jupyter runs a config file, in a fresh Python (it patches the
# server's classes and sets JUPYTER_PATH), and prints what it set as JSON.
READ_CONFIG = """
import json, logging, os, sys
from traitlets.config import Config
c = Config()
source = open(sys.argv[1]).read()
exec(compile(source, sys.argv[1], "exec"), {"c": c, "get_config": lambda: c, "__name__": "config"})
from jupyter_server.services.kernels.websocket import KernelWebsocketHandler
from nbformat import v4
from jupyter_server.serverapp import ServerApp
manager = ServerApp(config=c).contents_manager_class()  # the config's class, or the server's default
plain, saved = v4.new_notebook(cells=[v4.new_code_cell("1")]), v4.new_notebook(cells=[v4.new_code_cell("1")])
saved.cells[0].outputs = [v4.new_output("display_data", {"text/html": "<b>saved</b>"})]
words = "The websocket_ping_timeout (90000) cannot be longer than the websocket_ping_interval (30000)."
ping = logging.LogRecord("tornado.general", logging.WARNING, "", 0, words, (), None)
print(json.dumps({
    "config": {section: dict(values) for section, values in c.items()},
    "nodelay": bool(getattr(KernelWebsocketHandler, "_shichi_nodelay", False)),
    "trusts_outputless": manager.notary.check_signature(plain),
    "trusts_saved_output": manager.notary.check_signature(saved),
    "jupyter_path": os.environ.get("JUPYTER_PATH", "").split(os.pathsep),
    "ping_warning_kept": logging.getLogger("tornado.general").filter(ping),
}, default=str))
"""


@functools.cache
def binder_config() -> dict:
    result = subprocess.run([sys.executable, "-c", READ_CONFIG, str(BINDER / "jupyter_server_config.py")],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr[-3000:]
    return json.loads(result.stdout.splitlines()[-1])


def test_binder_server_config_turns_on_nodelay_and_culls_idle_kernels_after_20_minutes():
    found = binder_config()
    assert found["nodelay"]
    assert found["config"]["MappingKernelManager"]["cull_idle_timeout"] == 1200


def test_binder_server_config_sets_every_offline_setting_of_the_app_command():
    """Each of the app command's offline options (the 'shichi' template, kernels over ipc) is set in Binder."""
    from voila.app import Voila

    from shichi_widgets.offline_page import OFFLINE_DEFAULTS, TEMPLATE_ROOT
    from shichi_widgets.serve import UNUSED_EXTENSIONS

    config = binder_config()["config"]
    for option in OFFLINE_DEFAULTS:
        name, value = option.removeprefix("--").split("=", 1)
        target = Voila.aliases.get(name, name)
        target = target[0] if isinstance(target, tuple) else target
        section, trait = target.rsplit(".", 1)
        assert config.get(section, {}).get(trait) == value, f"{option}: Binder's server sets {target} otherwise"
    assert set(config["VoilaConfiguration"]["extension_denylist"]) >= set(UNUSED_EXTENSIONS)
    assert str(TEMPLATE_ROOT) in binder_config()["jupyter_path"]


def test_binder_server_trusts_a_notebook_without_saved_output_and_drops_the_ping_units_warning():
    found = binder_config()
    assert found["trusts_outputless"], "the app notebook (no saved output) would be 'not trusted' on every visit"
    assert not found["trusts_saved_output"], "a notebook with saved rich output is still checked"
    assert not found["ping_warning_kept"]


def test_readme_badges_open_the_app_in_voila_and_the_tutorials_in_jupyterlab():
    readme = (ROOT / "README.md").read_text()
    assert "?urlpath=voila/render/notebooks/app.ipynb" in readme
    assert "?urlpath=lab/tree/notebooks" in readme
