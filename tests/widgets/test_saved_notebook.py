"""Without a kernel: a saved notebook keeps widget state and a static picture of the layout."""

import base64
import re
import xml.etree.ElementTree as ET

import nbclient
import nbformat
from nbconvert import HTMLExporter

from shichi_widgets import Game

SVG = "{http://www.w3.org/2000/svg}"


def executed(tmp_path):
    nb = nbformat.v4.new_notebook()
    nb.metadata["kernelspec"] = {"name": "python3", "display_name": "Python 3", "language": "python"}
    nb.cells = [
        nbformat.v4.new_code_cell(
            "from shichi_widgets import Game\nfrom shichi_widgets.widgets import LayoutView\n"
            "game = Game.new('tunnel', players=4, seed=8)\nLayoutView(game)"
        ),
        nbformat.v4.new_code_cell("game"),
    ]
    resources = {"metadata": {"path": str(tmp_path)}}
    nbclient.NotebookClient(nb, timeout=120, kernel_name="python3", resources=resources).execute()
    path = tmp_path / "saved.ipynb"
    nbformat.write(nb, path)
    return nbformat.read(path, as_version=4)


def playable_in(svg: str) -> set[str]:
    titles = [t.text for t in ET.fromstring(svg).iter(f"{SVG}title")]
    return {t.split(":")[0] for t in titles if t.endswith("playable")}


def test_a_saved_notebook_keeps_widget_state_and_static_pictures_of_the_layout(tmp_path):
    nb = executed(tmp_path)
    expected = {str(c) for c in Game.new("tunnel", players=4, seed=8).playable_cells()}
    widget_output, game_output = (cell.outputs[0] for cell in nb.cells)
    assert "application/vnd.jupyter.widget-view+json" in widget_output.data
    state = nb.metadata["widgets"]["application/vnd.jupyter.widget-state+json"]["state"]
    model_id = widget_output.data["application/vnd.jupyter.widget-view+json"]["model_id"]
    assert state[model_id]["state"]["state"]["playable"], "the layout's state is saved with the notebook"
    # GitHub and other viewers without widgets show the static pictures instead.
    assert playable_in(widget_output.data["image/svg+xml"]) == expected
    assert playable_in(game_output.data["image/svg+xml"]) == expected


def test_nbconvert_html_carries_the_widget_state_and_the_games_picture(tmp_path):
    nb = executed(tmp_path)
    html, _ = HTMLExporter().from_notebook_node(nb)
    assert "application/vnd.jupyter.widget-state+json" in html
    pictures = [base64.b64decode(p).decode() for p in re.findall(r'src="data:image/svg\+xml;base64,([^"]+)"', html)]
    expected = {str(c) for c in Game.new("tunnel", players=4, seed=8).playable_cells()}
    assert any(playable_in(svg) == expected for svg in pictures)
