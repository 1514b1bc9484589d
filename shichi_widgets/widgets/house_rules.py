"""The house rules the widgets offer, in one table: the Play table's new-game form and the position
explorer's rule menu both read it (they used to keep a list each).

Each entry names a :class:`~shichi_widgets.engine.Ruleset` flag, its label (widgets/labels.py) and the
values offered. The values come from the Ruleset's own definitions where it has them: a flag whose
default is a bool offers ``False, True``; an enumerated flag offers the values ``engine/rules.py``
validates it against. Standard library only (no Jupyter).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from ..engine.catalogue import locale
from ..engine.rules import DEFAULT_ROWS, Ruleset
from ..engine.rules import FLAG_CHOICES as RULE_VALUES  # read only: the values Ruleset accepts for a flag
from .labels import LABELS, label

__all__ = ["EXPLORER", "NEW_GAME", "OFFERED", "HouseRule", "changes_text", "house_rule", "offered", "value_text"]

_DEFAULTS = {f.name: f.default for f in fields(Ruleset)}


def _switch(flag: str) -> tuple[bool, ...]:
    """A bool flag of the Ruleset: off, then on."""
    if not isinstance(_DEFAULTS[flag], bool):
        raise TypeError(f"{flag} is not a bool flag of Ruleset")
    return (False, True)


@dataclass(frozen=True)
class HouseRule:
    """One house rule: a Ruleset flag (or the rulebook's ``ghost``, B8), its label and the values offered."""

    flag: str
    label_key: str
    choices: tuple[Any, ...]
    """Every value offered (the explorer offers them all)."""
    new_game: tuple[Any, ...] = ()
    """The values the Play table's new-game form offers, when they are fewer (empty: ``choices``)."""

    def label(self, lang: str = "en") -> str:
        """The rule's name on the screen, in ``lang``."""
        return label(self.label_key, lang)

    def entry(self, where: str, lang: str = "en") -> dict[str, Any]:
        """What a widget sends its front end: ``{"flag", "label", "choices"}`` for ``where``
        (``"new_game"`` or ``"explorer"``)."""
        choices = (self.new_game or self.choices) if where == "new_game" else self.choices
        return {"flag": self.flag, "label": self.label(lang), "choices": list(choices)}

    def value(self, rules: Ruleset) -> Any:
        """The flag's value in ``rules`` as a choice is written (``"♠♥♣♦"``, ``"7♦"``, ``True``)."""
        value = rules.ghost if self.flag == "ghost" else getattr(rules, self.flag)
        if self.flag == "row_order" and not isinstance(value, str):
            value = "".join(str(s) for s in value)
        if self.flag == "opening_card" and value is not None:
            value = str(value)
        return value


_PASSES = tuple(range(6))  # R5: 3 by default, B2/B8: 5
OFFERED: tuple[HouseRule, ...] = (
    HouseRule("passes", "ui.rule.passes", (*_PASSES, None), new_game=_PASSES),  # None: no limit (W4)
    HouseRule("must_play", "ui.explorer.rule.must_play", _switch("must_play")),
    HouseRule("tunnels", "ui.explorer.rule.tunnels", RULE_VALUES["tunnels"]),
    HouseRule("opening_card", "ui.rule.opening_card", (None, "7♦", "7♥"), new_game=("7♦", "7♥")),  # B2
    HouseRule("ghost", "ui.rule.ghost", (True, False)),  # B8: a stuck player becomes a yūrei (B5), or not
    HouseRule("penalty", "ui.rule.penalty", RULE_VALUES["penalty"]),
    HouseRule("diagonal", "ui.explorer.rule.diagonal", _switch("diagonal")),
    HouseRule("row_order", "ui.rule.row_order", ("".join(str(s) for s in DEFAULT_ROWS), "shuffled")),  # K1
    HouseRule("hidden_penalties", "ui.rule.hidden_penalties", _switch("hidden_penalties")),
)
"""Every house rule a widget offers, each once."""

NEW_GAME = ("passes", "penalty", "opening_card", "ghost", "row_order", "hidden_penalties")
"""The house rules of the Play table's new-game form, in the form's order."""
EXPLORER = ("passes", "must_play", "tunnels", "opening_card", "ghost", "penalty", "diagonal", "hidden_penalties")
"""The house rules of the explorer's rule menu, in the menu's order."""

_BY_FLAG = {rule.flag: rule for rule in OFFERED}


def offered(where: str, lang: str = "en") -> tuple[dict[str, Any], ...]:
    """The house rules a widget offers (``"new_game"`` or ``"explorer"``), as its front end gets them."""
    if where not in ("new_game", "explorer"):
        raise ValueError(f"house rules are offered in 'new_game' or 'explorer', not {where!r}")
    order = NEW_GAME if where == "new_game" else EXPLORER
    return tuple(_BY_FLAG[flag].entry(where, lang) for flag in order)


def house_rule(flag: str) -> HouseRule:
    """The table's entry for ``flag``; ``KeyError`` naming the flags offered."""
    try:
        return _BY_FLAG[flag]
    except KeyError:
        raise KeyError(f"no house rule {flag!r}: the house rules are {', '.join(_BY_FLAG)}") from None


def value_text(flag: str, value: Any, lang: str = "en") -> str:
    """A house rule's value in words, as the menus show it: "yes", "none", "count", "5", "7♦"."""
    if value is None:
        return label("ui.choice.no_limit" if flag == "passes" else "ui.explorer.choice.none", lang)  # W4
    if isinstance(value, bool):
        return label("ui.choice.yes" if value else "ui.choice.no", lang)
    if flag == "tunnels":
        return label(f"ui.explorer.choice.{value}", lang)
    if flag == "penalty" or (flag == "row_order" and value == "shuffled"):
        return label(f"ui.choice.{value}", lang)
    return str(value)


def changes_text(rules: Ruleset, lang: str = "en") -> str:
    """The house rules ``rules`` changes from its preset, in words: "Passes: 5, Hidden penalties: yes"
    ("パスの回数：5、ペナルティカードを伏せる：あり"), punctuated by the language's :class:`Locale` row.
    A flag no menu offers is said as other house rules, never by its code name (``sevens=played``)."""
    row = locale(lang)
    parts = []
    other = False
    for flag, value in rules.changes().items():
        rule = _BY_FLAG.get(flag)
        if rule is not None:
            parts.append(f"{rule.label(lang)}{row.colon}{value_text(flag, rule.value(rules), lang)}")
        elif f"ui.choice.{flag}.{value}" in LABELS:  # B8: what a stuck player does, in words
            parts.append(f"{label(f'ui.rule.{flag}', lang)}{row.colon}{label(f'ui.choice.{flag}.{value}', lang)}")
        else:  # a flag no menu offers: named as a house rule, never by its code name
            other = True
    if other:
        parts.append(label("ui.rule.other", lang))
    return row.join(parts)
