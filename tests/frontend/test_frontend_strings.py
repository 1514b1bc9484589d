"""The front end writes no English of its own: every label is ``tr(key, values)`` looked up in
``front_end_strings(lang)``, with no fallback text beside the key that could drift from the catalogue.
(tests/widgets/test_front_end_strings.py checks that every key asked for exists in each language.)"""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
from frontend_tools import JS, STATIC

from shichi_widgets.widgets.base import front_end_strings

SOURCES = sorted((JS / "src").rglob("*.js"))
CALL = re.compile(r"\btr\(")


def _argument(text: str, start: int) -> tuple[str, int]:
    """The call argument starting at ``start`` (up to a top-level comma or the closing parenthesis)."""
    depth, at, quote = 0, start, None
    while at < len(text):
        char = text[at]
        if quote:
            if char == "\\":
                at += 1
            elif char == quote:
                quote = None
        elif char in "\"'`":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                return text[start:at].strip(), at
            depth -= 1
        elif char == "," and depth == 0:
            return text[start:at].strip(), at
        at += 1
    raise ValueError(f"unclosed call at {start}")


def calls(text: str) -> list[list[str]]:
    """The arguments of every ``tr(…)`` call in a script."""
    found = []
    for match in CALL.finditer(text):
        args, at = [], match.end()
        while True:
            argument, at = _argument(text, at)
            args.append(argument)
            if text[at] == ")":
                break
            at += 1
        found.append(args)
    return found


def problems(text: str) -> list[str]:
    """Calls that pass a fallback text, or a key the tests cannot read (not a literal or template)."""
    bad = []
    for args in calls(text):
        if not re.fullmatch(r'"[^"]+"|`[^`]+`', args[0]):
            bad.append(f"tr({', '.join(args)}): the key is not a literal")
        if len(args) > 2 or (len(args) == 2 and not re.fullmatch(r"\{.*\}|[A-Za-z_$][\w$]*", args[1], re.S)):
            bad.append(f"tr({', '.join(args)}): a fallback or extra argument beside the key")
    return bad


def test_the_scanner_finds_a_fallback_an_unreadable_key_and_accepts_values():
    sample = 'tr("pass", "Pass"); tr(key); tr("moves", { n: f(1, 2) }); tr(`preset.${p}`, values); x.attr("a", "b")'
    assert calls(sample) == [['"pass"', '"Pass"'], ["key"], ['"moves"', "{ n: f(1, 2) }"], ["`preset.${p}`", "values"]]
    assert problems(sample) == ['tr("pass", "Pass"): a fallback or extra argument beside the key',
                                "tr(key): the key is not a literal"]


@pytest.mark.parametrize("path", SOURCES + sorted(STATIC.glob("*.js")), ids=lambda p: f"{p.parent.name}/{p.name}")
def test_no_label_in_the_front_end_carries_an_english_fallback(path: Path):
    assert not problems(path.read_text(encoding="utf-8"))


def test_the_sources_ask_for_labels_at_all():
    """The scan reads the real sources: the table asks for dozens of labels, the pass button's among them."""
    table = calls((JS / "src" / "table.js").read_text(encoding="utf-8"))
    assert len(table) > 30 and ['"pass"'] in table


def test_the_translator_fills_a_label_from_the_model_and_shows_a_missing_key_as_itself():
    """Run src/lib/strings.js in Node: the label in the model's language, or the bare key (never English)."""
    script = (
        f"const {{ translator }} = await import({json.dumps((JS / 'src' / 'lib' / 'strings.js').as_uri())});\n"
        "const strings = { moves: '{n} 手', pass: 'パス' };\n"
        "const tr = translator({ get: (key) => (key === 'strings' ? strings : undefined) });\n"
        "console.log(JSON.stringify([tr('pass'), tr('moves', { n: 12 }), tr('hint'), tr('toString')]));\n"
    )
    done = subprocess.run(["node", "--input-type=module", "-e", script], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == ["パス", "12 手", "hint", "toString"]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_catalogue_gives_the_front_end_a_label_for_every_literal_key(lang):
    strings = front_end_strings(lang)
    keys = {args[0][1:-1] for path in SOURCES for args in calls(path.read_text(encoding="utf-8"))
            if args[0].startswith('"')}
    assert len(keys) > 100
    assert not sorted(keys - set(strings))
