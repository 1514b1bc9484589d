"""A deliberately tiny Markdown to HTML converter for lesson captions, safe by construction.

Supported: paragraphs (separated by blank lines), bullet lists (``- `` or ``* ``), numbered lists
(``1. ``), ``**bold**``, ``*italic*`` and ```code```. Lines of one paragraph are joined with a
space, except between two Japanese characters (Japanese puts no spaces between words). Nothing
else: no links, images, headings or raw HTML. Every piece of the author's text is HTML-escaped
*before* any tag is added, and the only tags ever written are ``p ul ol li strong em code``,
without attributes; so a caption can never inject markup or script into the page, whatever it
contains.
"""

from __future__ import annotations

import html
import re

__all__ = ["ALLOWED_TAGS", "render_markdown"]

ALLOWED_TAGS = frozenset({"p", "ul", "ol", "li", "strong", "em", "code"})

_CODE = re.compile(r"`([^`\n]+)`")
_BOLD = re.compile(r"\*\*(?=\S)(.+?)(?<=\S)\*\*")
_BOTH = re.compile(r"(?<!\*)\*\*\*(?=[^\s*])(.+?)(?<=[^\s*])\*\*\*(?!\*)")
# Not inside an ASCII word ("2*3*4" stays as it is); Japanese has no spaces, so "の*小さい方*、" is italic.
_ITALIC = re.compile(r"(?<![\*A-Za-z0-9_])\*(?=[^\s*])(.+?)(?<=[^\s*])\*(?![\*A-Za-z0-9_])")
_BULLET = re.compile(r"^\s*[-*]\s+(.*)$")
_NUMBER = re.compile(r"^\s*\d{1,3}[.)]\s+(.*)$")
# Kana, CJK ideographs, Japanese punctuation and full-width forms: no space between two of these.
_WIDE = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")


def _join(lines: list[str]) -> str:
    """The lines of a paragraph or list item as one line: a space between them, none in Japanese."""
    out = ""
    for line in lines:
        if out and not (_WIDE.match(out[-1]) and _WIDE.match(line[0])):
            out += " "
        out += line
    return out


def _em(match: re.Match[str]) -> str:
    """Italic, unless it would cross a bold span's edge (``<em>a</strong></em>`` is not HTML)."""
    inner = match.group(1)
    if inner.count("<strong>") != inner.count("</strong>"):
        return match.group(0)
    return f"<em>{inner}</em>"


def _emphasis(escaped: str) -> str:
    """Bold and italic on text that is already escaped (escaping never touches ``*``); the tags
    always nest: ``***a***`` is ``<strong><em>a</em></strong>``."""
    escaped = _BOTH.sub(r"<strong><em>\1</em></strong>", escaped)
    escaped = _BOLD.sub(r"<strong>\1</strong>", escaped)
    return _ITALIC.sub(_em, escaped)


def inline(text: str) -> str:
    """One line or paragraph of text: code spans verbatim (escaped), bold and italic elsewhere."""
    out = []
    last = 0
    for match in _CODE.finditer(text):
        out.append(_emphasis(html.escape(text[last : match.start()])))
        out.append(f"<code>{html.escape(match.group(1))}</code>")
        last = match.end()
    out.append(_emphasis(html.escape(text[last:])))
    return "".join(out)


def render_markdown(text: str) -> str:
    """The caption as HTML: paragraphs and lists with inline bold, italic and code."""
    if not isinstance(text, str):
        raise TypeError(f"Markdown text must be a string, not {type(text).__name__}")
    blocks: list[str] = []
    paragraph: list[str] = []
    items: list[list[str]] = []
    kind = ""

    def flush() -> None:
        nonlocal kind
        if paragraph:
            blocks.append(f"<p>{inline(_join(paragraph))}</p>")
            paragraph.clear()
        if items:
            body = "".join(f"<li>{inline(_join(item))}</li>" for item in items)
            blocks.append(f"<{kind}>{body}</{kind}>")
            items.clear()
        kind = ""

    for raw in text.replace("\r\n", "\n").split("\n"):
        line = raw.strip()
        bullet, number = _BULLET.match(raw), _NUMBER.match(raw)
        if not line:
            flush()
        elif bullet or number:
            wanted = "ul" if bullet else "ol"
            if paragraph or (items and kind != wanted):
                flush()
            kind = wanted
            items.append([(bullet or number).group(1).strip()])
        elif items and raw[:1].isspace():
            items[-1].append(line)  # an indented line continues the list item
        else:
            if items:
                flush()
            paragraph.append(line)
    flush()
    return "".join(blocks)
