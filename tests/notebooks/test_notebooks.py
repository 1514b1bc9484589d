"""Every notebook in notebooks/ runs top to bottom in a headless kernel within a stated time, and the notebooks
in the repository are saved clean: no outputs, no execution counts, stable cell ids."""

import ast
import time
from pathlib import Path

import nbclient
import nbformat
import pytest

import shichi_widgets
import shichi_widgets.widgets
from shichi_widgets.widgets import Lesson

NOTEBOOKS_DIR = Path(__file__).resolve().parents[2] / "notebooks"
NOTEBOOKS = sorted(NOTEBOOKS_DIR.glob("*.ipynb"))
TUTORIALS = {
    "01-basics.ipynb": {"basics", "passes"},
    "02-jokers.ipynb": {"jokers"},
    "03-tunnels.ipynb": {"tunnels"},
    "04-koroshi.ipynb": {"koroshi"},
    "05-seven-bridge-and-sevens.ipynb": {"seven-bridge", "sevens"},
}
TIME_BOUND = 60.0
"""Seconds a notebook may take from kernel start to its last cell (each tutorial takes a few seconds here)."""
PUBLIC = {"shichi_widgets": set(shichi_widgets.__all__), "shichi_widgets.widgets": set(shichi_widgets.widgets.__all__)}


def read(path: Path) -> nbformat.NotebookNode:
    return nbformat.read(path, as_version=4)


def code_cells(nb: nbformat.NotebookNode) -> list[nbformat.NotebookNode]:
    return [cell for cell in nb.cells if cell.cell_type == "code"]


def test_the_tutorials_and_the_app_are_there():
    names = {path.name for path in NOTEBOOKS}
    assert set(TUTORIALS) | {"app.ipynb"} <= names
    readme = (NOTEBOOKS_DIR / "README.md").read_text(encoding="utf-8")
    for name in [*TUTORIALS, "app.ipynb"]:
        assert f"]({name})" in readme, f"notebooks/README.md should list {name}"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_the_notebook_runs_top_to_bottom_without_error_within_the_time_bound(path):
    nb = read(path)
    client = nbclient.NotebookClient(
        nb, timeout=TIME_BOUND, kernel_name="python3", resources={"metadata": {"path": str(NOTEBOOKS_DIR)}}
    )
    start = time.perf_counter()
    client.execute()  # raises CellExecutionError, naming the cell, on the first error
    seconds = time.perf_counter() - start
    print(f"{path.name}: executed in {seconds:.1f} s (bound {TIME_BOUND:.0f} s)")
    assert seconds < TIME_BOUND, f"{path.name} took {seconds:.1f} s; the bound is {TIME_BOUND:.0f} s"
    for cell in code_cells(nb):
        assert cell.execution_count is not None
        for output in cell.outputs:
            assert output.output_type != "error", (cell.id, output.get("ename"), output.get("evalue"))
            if output.output_type == "stream":
                assert "Traceback" not in output.text, (cell.id, output.text)
    if path.name in TUTORIALS:  # every lesson and game cell shows a live widget
        widgets = [
            cell.id for cell in code_cells(nb)
            if any("application/vnd.jupyter.widget-view+json" in out.get("data", {}) for out in cell.outputs)
        ]
        shown = [cell.id for cell in code_cells(nb) if "Lesson.builtin(" in cell.source
                 or "GameTable(" in cell.source or "PositionExplorer(" in cell.source]
        assert shown and set(shown) <= set(widgets)


@pytest.mark.parametrize("path", NOTEBOOKS, ids=[p.name for p in NOTEBOOKS])
def test_the_notebook_is_saved_without_outputs_and_execution_counts(path):
    nb = read(path)
    nbformat.validate(nb)
    assert nb.metadata["kernelspec"]["name"] == "python3"
    assert "widgets" not in nb.metadata, "no widget state saved"
    ids = [cell.get("id") for cell in nb.cells]
    assert all(ids) and len(set(ids)) == len(ids), "every cell has its own stable id"
    for cell in code_cells(nb):
        assert cell.outputs == [], f"{path.name}: cell {cell.id} was saved with outputs"
        assert cell.execution_count is None, f"{path.name}: cell {cell.id} was saved with an execution count"


@pytest.mark.parametrize("name", sorted(TUTORIALS))
def test_a_tutorial_teaches_by_doing_with_its_lessons_and_only_the_public_api(name):
    nb = read(NOTEBOOKS_DIR / name)
    assert nb.cells[0].cell_type == "markdown" and nb.cells[0].source.startswith("# ")
    sources = [cell.source for cell in code_cells(nb)]
    lessons = set()
    for source in sources:
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("shichi_widgets"):
                assert node.module in PUBLIC, f"{name} imports from {node.module}"
                for alias in node.names:
                    assert alias.name in PUBLIC[node.module], f"{name} imports {alias.name} from {node.module}"
            if isinstance(node, ast.Import):
                assert not any(a.name.startswith("shichi_widgets.") for a in node.names), name
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "builtin":
                lessons.add(node.args[0].value)
    assert lessons == TUTORIALS[name]
    assert set(lessons) <= set(Lesson.builtins())
    last = sources[-1]
    assert "GameTable(" in last or "PositionExplorer(" in last, "a tutorial ends with a free game or an explorer"
