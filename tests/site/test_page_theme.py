"""The static site's page as built (index.html, app/app.css, app/app.js), read without a browser:
it follows the system's light or dark setting with readable colours, says its loading text in
Japanese to a Japanese reader, and fetches nothing from another host."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from shichi_widgets.site.build import _app_page

JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
DARK_BLOCK = re.compile(r"@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{(?P<body>[^}]*)\}\s*\}")


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site")
    _app_page(out, b"not a real runtime archive")
    return out


def colours(block: str) -> dict[str, str]:
    return dict(re.findall(r"(--site-[a-z]+):\s*(#[0-9a-fA-F]{6})", block))


def luminance(hex_colour: str) -> float:
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def schemes(css: str) -> dict[str, dict[str, str]]:
    light = re.search(r":root\s*\{(?P<body>[^}]*)\}", css)
    dark = DARK_BLOCK.search(css)
    assert light and dark, "app.css needs a :root palette and a prefers-color-scheme: dark one"
    return {"light": colours(light["body"]), "dark": colours(dark["body"])}


def test_the_contrast_yardstick_can_fail():
    assert round(contrast("#000000", "#ffffff"), 1) == 21.0
    assert contrast("#777777", "#ffffff") < 4.5


def test_the_page_has_a_dark_palette_for_a_dark_system(built):
    css = (built / "app" / "app.css").read_text(encoding="utf-8")
    palette = schemes(css)
    assert luminance(palette["dark"]["--site-page"]) < 0.05 < 0.9 < luminance(palette["light"]["--site-page"])
    assert "color-scheme: dark" in DARK_BLOCK.search(css)["body"]  # native controls (select, scrollbars) follow
    body = re.search(r"\bbody\s*\{([^}]*)\}", css)[1]
    assert "background: var(--site-page)" in body and "color: var(--site-text)" in body


def test_the_dark_page_matches_the_widgets_dark_look(built):
    dark = schemes((built / "app" / "app.css").read_text(encoding="utf-8"))["dark"]
    widgets = (Path(__file__).resolve().parents[2] / "shichi_widgets/widgets/static/shichi.css").read_text("utf-8")
    # shichi.css writes each colour once, as light-dark(light, dark) behind JupyterLab's own variable
    for name, site_name in (("--sw-bg", "--site-page"), ("--sw-ink", "--site-text")):
        colour = "#[0-9a-fA-F]{6}"
        found = re.search(rf"{name}:\s*var\(--jp-[a-z0-9-]+,\s*light-dark\(\s*{colour},\s*({colour})\s*\)\)", widgets)
        assert found and found[1].lower() == dark[site_name].lower(), (name, found and found[0], dark[site_name])


@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize("name", ["--site-text", "--site-quiet", "--site-problem", "--site-link"])
def test_every_text_colour_reads_at_4_5_to_1_on_the_page(built, scheme, name):
    palette = schemes((built / "app" / "app.css").read_text(encoding="utf-8"))[scheme]
    assert contrast(palette[name], palette["--site-page"]) >= 4.5, (scheme, name, palette[name])


def test_the_loading_text_is_there_in_japanese_and_shown_by_the_page_language(built):
    page = (built / "index.html").read_text(encoding="utf-8")
    loading = re.search(r'<p id="sw-loading"[^>]*>(.*?)</p>', page, re.S)[1]
    english = re.search(r'<span class="sw-en">(.*?)</span>', loading)[1]
    japanese = re.search(r'<span class="sw-ja" lang="ja">(.*?)</span>', loading)[1]
    assert english.startswith("Loading the app")
    assert JAPANESE.search(japanese) and "読み込んで" in japanese
    css = (built / "app" / "app.css").read_text(encoding="utf-8")
    assert 'html[lang="ja"] .sw-en, html:not([lang="ja"]) .sw-ja { display: none; }' in css


def test_the_page_language_comes_from_the_link_else_the_browser_before_the_body_is_drawn(built):
    page = (built / "index.html").read_text(encoding="utf-8")
    head = page[: page.index("<body>")]
    script = re.search(r"<script>(.*?)</script>", head, re.S)[1]
    assert 'get("lang")' in script and "navigator.language" in script and 'indexOf("ja") === 0' in script
    assert "document.documentElement.lang" in script


def test_every_loading_phase_is_said_in_english_and_japanese(built):
    js = (built / "app" / "app.js").read_text(encoding="utf-8")
    calls = re.findall(r"\bsay\(([^)]*)\)", js)
    phases = [call for call in calls if call.startswith('"')]
    assert len(phases) >= 3
    for call in phases:
        english, japanese = re.fullmatch(r'"([^"]+)", "([^"]+)"', call).groups()
        assert not JAPANESE.search(english) and JAPANESE.search(japanese), call


def test_the_page_fetches_nothing_from_another_host(built):
    for path in (built / "index.html", built / "app" / "app.css", built / "app" / "app.js"):
        text = path.read_text(encoding="utf-8")
        assert not re.search(r"(https?:)?//[a-z0-9.-]+\.[a-z]{2,}/", text, re.I), path.name
        assert "@import" not in text, path.name
