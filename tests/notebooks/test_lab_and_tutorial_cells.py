"""Issue 10: the strategy lab (06) draws no comparison without its interval, labels every axis and
interprets every plot in prose; its passes analysis leaves out the bankrupt (who used every pass by
definition, R6) and small groups. The tutorials 01-03 carry no helper code for a learner to read."""

from __future__ import annotations

from pathlib import Path

import nbformat
import pytest

NOTEBOOKS = Path(__file__).resolve().parents[2] / "notebooks"


def cells(name: str) -> list:
    return nbformat.read(NOTEBOOKS / name, as_version=4).cells


def plotting_cells(nb_cells: list) -> list[tuple[int, object]]:
    return [(i, c) for i, c in enumerate(nb_cells) if c.cell_type == "code" and "plt.show()" in c.source]


def test_every_plot_of_the_strategy_lab_has_error_bars_labelled_axes_and_a_paragraph_reading_it():
    nb_cells = cells("06-strategy-lab.ipynb")
    plots = plotting_cells(nb_cells)
    assert len(plots) >= 3
    for i, cell in plots:
        assert "xerr=" in cell.source or "yerr=" in cell.source, f"cell {cell.id}: no confidence interval"
        assert "set_xlabel(" in cell.source and "set_ylabel(" in cell.source, f"cell {cell.id}: an axis has no label"
        following = nb_cells[i + 1]
        assert following.cell_type == "markdown" and following.source.startswith("**Reading the plot.**"), cell.id
        assert len(following.source.split()) >= 40, f"the paragraph after {cell.id} is too short to interpret"


def test_every_printed_comparison_of_the_strategy_lab_gives_its_interval():
    code = [c.source for c in cells("06-strategy-lab.ipynb") if c.cell_type == "code"]
    prints = [line for source in code for line in source.splitlines() if line.strip().startswith("print(f")]
    assert prints
    for line in prints:
        if "{mean" in line or "{difference" in line or "{first" in line:
            assert "±" in line and "95% CI" in line, line


def test_R6_the_passes_analysis_leaves_out_the_bankrupt_and_small_groups():
    source = next(c.source for c in cells("06-strategy-lab.ipynb") if 'groupby("passes")' in c.source)
    assert '["outcome"] != "bankrupt"' in source
    assert "len(rows) >= 30" in source


@pytest.mark.parametrize("name", ["01-basics.ipynb", "02-jokers.ipynb", "03-tunnels.ipynb"])
def test_the_tutorials_define_no_helper_for_the_learner_to_read(name):
    for cell in cells(name):
        if cell.cell_type == "code":
            assert "RANKS" not in cell.source and "def " not in cell.source, cell.id
