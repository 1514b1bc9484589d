"""The static site's builder and its Python side in the browser, checked without a browser or network:
the page's query options, the page link (comm bridge), the package wheel, the runtime archive,
the tutorials chosen for JupyterLite and the command line."""

from __future__ import annotations

import base64
import hashlib
import io
import json
import subprocess
import sys
import zipfile
from pathlib import Path

import ipywidgets as w
import pytest

import shichi_widgets
from shichi_widgets.site import bridge
from shichi_widgets.site.build import PIP_CELL, BuildError, _notebook_for_lite, build_site, tutorial_notebooks
from shichi_widgets.site.bundle import package_wheel, runtime_archive
from shichi_widgets.site.page import QueryError, app_options

ROOT = Path(__file__).resolve().parents[2]
NOTEBOOKS = ROOT / "notebooks"


# ------------------------------------------------------------------------------------------- page options
def test_query_options_give_the_app_its_language_seed_and_pace():
    assert app_options("?lang=ja&seed=3&pace=0.25") == {"lang": "ja", "seed": 3, "pace": 0.25}
    assert app_options("") == {}


def test_query_options_ignore_names_the_app_does_not_know():
    assert app_options("?utm_source=mail&lang=en") == {"lang": "en"}


@pytest.mark.parametrize(
    ("query", "named"),
    [("?lang=fr", "lang='fr'"), ("?seed=-1", "seed='-1'"), ("?seed=abc", "seed='abc'"),
     ("?pace=9", "pace='9'"), ("?pace=nan", "pace='nan'"), ("?pace=", "pace=''")],
)
def test_a_bad_query_option_is_refused_with_a_sentence_that_names_it(query, named):
    with pytest.raises(QueryError) as caught:
        app_options(query)
    assert isinstance(caught.value, ValueError)
    assert named in str(caught.value)


# ------------------------------------------------------------------------------------------- the page link
@pytest.fixture
def link():
    """The page link started with a recording sender; stopped afterwards so other tests get real comms."""
    sent: list[tuple[str, str, dict]] = []
    bridge.start(lambda kind, comm_id, text: sent.append((kind, comm_id, json.loads(text))))
    yield sent
    bridge.stop()


def test_a_new_widget_opens_its_model_on_the_page_with_its_state(link):
    slider = w.IntSlider(value=4, description="n")
    opened = [(cid, msg) for kind, cid, msg in link if kind == "comm_open" and cid == slider.model_id]
    assert len(opened) == 1
    message = opened[0][1]
    assert message["target_name"] == "jupyter.widget"
    assert message["data"]["state"]["value"] == 4
    assert message["data"]["state"]["_model_name"] == "IntSliderModel"


def test_a_change_in_python_reaches_the_page_as_an_update(link):
    label = w.HTML("a")
    link.clear()
    label.value = "b"
    updates = [msg["data"] for kind, cid, msg in link if kind == "comm_msg" and cid == label.model_id]
    assert updates and updates[-1]["method"] == "update" and updates[-1]["state"] == {"value": "b"}


def test_an_update_from_the_page_sets_the_trait_in_python(link):
    box = w.Checkbox(value=False)
    bridge.receive(box.model_id, json.dumps({"method": "update", "state": {"value": True}, "buffer_paths": []}))
    assert box.value is True


def test_a_custom_message_from_the_page_reaches_the_widget_handler(link):
    button = w.Button(description="go")
    clicks: list[object] = []
    button.on_click(clicks.append)
    bridge.receive(button.model_id, json.dumps({"method": "custom", "content": {"event": "click"}}))
    assert clicks == [button]


@pytest.mark.parametrize(
    ("comm_id", "text", "says"),
    [("nope", "{}", "no widget has comm id 'nope'"), (None, "{not json", "is not JSON"),
     (None, "[1, 2]", "must be a JSON object")],
)
def test_a_bad_message_from_the_page_is_refused_and_changes_nothing(link, comm_id, text, says):
    box = w.Checkbox(value=False)
    with pytest.raises(bridge.BridgeError, match=says.replace("(", r"\(")):
        bridge.receive(comm_id or box.model_id, text)
    assert box.value is False


def test_show_asks_the_page_to_display_the_widget(link):
    html = w.HTML("x")
    assert bridge.show(html) == html.model_id
    assert link[-1][:2] == ("display", html.model_id)


def test_stopping_the_link_gives_widgets_their_usual_comm_again(link):
    before = len(link)
    bridge.stop()
    w.HTML("quiet")
    assert len(link) == before
    with pytest.raises(RuntimeError, match="not started"):
        bridge.show(w.HTML("y"))


# ------------------------------------------------------------------------------------------- wheel & runtime
def test_the_package_wheel_holds_the_code_lessons_and_front_end_with_a_valid_record(tmp_path):
    wheel = package_wheel(tmp_path)
    assert wheel.name == f"shichi_widgets-{shichi_widgets.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        dist = f"shichi_widgets-{shichi_widgets.__version__}.dist-info"
        for needed in ("shichi_widgets/__init__.py", "shichi_widgets/lessons/basics.json",
                       "shichi_widgets/widgets/static/table.js", "shichi_widgets/site/bridge.py"):
            assert needed in names
        assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
        metadata = archive.read(f"{dist}/METADATA").decode()
        assert "Requires-Dist: anywidget" in metadata and "Requires-Dist: ipywidgets" in metadata
        assert "extra ==" not in metadata
        for line in archive.read(f"{dist}/RECORD").decode().splitlines():
            name, digest, size = line.split(",")
            if name.endswith("RECORD"):
                continue
            data = archive.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            assert digest == f"sha256={expected}" and int(size) == len(data), name


def test_the_runtime_archive_has_the_package_and_the_ipython_stand_in_but_no_tests(tmp_path):
    wheel = package_wheel(tmp_path)
    data = runtime_archive([], wheel)
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        names = set(archive.namelist())
    assert {"IPython/__init__.py", "IPython/display.py", "IPython/core/interactiveshell.py"} <= names
    assert "shichi_widgets/app.py" in names
    assert not [n for n in names if n.endswith("RECORD")]
    assert runtime_archive([], wheel) == data, "the same files make the same archive"


# ------------------------------------------------------------------------------------------- tutorials & build
def test_tutorials_that_need_pyodide_only_packages_are_left_out_with_the_reason():
    kept, left = tutorial_notebooks(NOTEBOOKS)
    assert [p.name for p in kept] == sorted(p.name for p in NOTEBOOKS.glob("0[1-5]*.ipynb"))
    assert "06-strategy-lab.ipynb" in left and "matplotlib" in left["06-strategy-lab.ipynb"]


def test_a_tutorial_for_jupyterlite_first_installs_the_package_from_the_site():
    notebook = json.loads(_notebook_for_lite(NOTEBOOKS / "01-basics.ipynb"))
    original = json.loads((NOTEBOOKS / "01-basics.ipynb").read_text(encoding="utf-8"))
    assert notebook["cells"][0]["source"] == PIP_CELL
    assert len(notebook["cells"]) == len(original["cells"]) + 1
    assert notebook["metadata"]["kernelspec"]["name"] == "python"


def test_building_into_a_folder_that_holds_other_files_is_refused_and_leaves_them(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    with pytest.raises(BuildError, match="not empty"):
        build_site(tmp_path, cache=tmp_path / "cache", log=None)
    assert [p.name for p in tmp_path.iterdir()] == ["notes.txt"]


def test_the_command_line_reports_a_refused_build_with_exit_status_1(tmp_path):
    (tmp_path / "notes.txt").write_text("mine")
    done = subprocess.run([sys.executable, "-m", "shichi_widgets.site", "build", str(tmp_path)],
                          capture_output=True, text=True, check=False)
    assert done.returncode == 1
    assert "error:" in done.stderr and "not empty" in done.stderr
