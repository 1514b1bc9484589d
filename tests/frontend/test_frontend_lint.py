"""Biome lints the front end's sources (shichi_widgets/widgets/js/biome.json: the recommended rules,
warnings counted as errors), and TypeScript checks them against their JSDoc types (jsconfig.json)."""

from __future__ import annotations

import shutil

from frontend_tools import JS, lint, typecheck


def test_the_front_end_sources_pass_the_linter():
    result = lint()
    assert result.returncode == 0, f"Biome found problems:\n{result.stdout}\n{result.stderr}"
    assert "Checked" in result.stdout + result.stderr, "Biome ran over the files"


def test_the_linter_reports_a_known_problem_with_the_project_settings(tmp_path):
    """The configuration is not a no-op: a debugger statement, an unused variable and a name used but
    never imported (what pasting common.js in front of each widget used to hide) are found."""
    shutil.copy2(JS / "biome.json", tmp_path / "biome.json")
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "bad.js").write_text(
        "export function f(a) {\n  const unused = 1;\n  debugger;\n  return buildLayout(a);\n}\n", encoding="utf-8"
    )
    result = lint(tmp_path)
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert "noDebugger" in output and "noUnusedVariables" in output and "noUndeclaredVariables" in output


def test_the_front_end_sources_type_check_against_the_trait_typedefs():
    result = typecheck()
    assert result.returncode == 0, f"TypeScript found problems:\n{result.stdout}\n{result.stderr}"


def test_the_type_check_catches_a_trait_the_widget_model_does_not_have(tmp_path):
    """The typedefs are enforced: a table view asking for a trait GameTable does not sync is an error."""
    shutil.copytree(JS / "src", tmp_path / "src")
    shutil.copy2(JS / "jsconfig.json", tmp_path / "jsconfig.json")
    table = tmp_path / "src" / "table.js"
    text = table.read_text(encoding="utf-8")
    table.write_text(text.replace('model.get("seats")', 'model.get("seat_list")', 1), encoding="utf-8")
    result = typecheck(tmp_path / "jsconfig.json")
    assert result.returncode != 0
    assert "seat_list" in result.stdout + result.stderr
