"""``PositionExplorer``: build any position, see what every player may play and why, step through a line.

A position is edited by clicking cells (each click moves the card one place on: out of play →
the layout → player 0's hand → player 1's hand … → out of play), or by putting cards straight
into the layout, a hand or out of play; or it is pasted as position text (``Game.from_text``).
Every edit rebuilds the position with ``Game.from_position``: an edit that makes an impossible
position is refused with the engine's reason and changes nothing. Rebuilding keeps the layout,
hands, passes, player to move, row order and penalty cards; players without cards count as out.

From any position a line of moves can be played (from the legal-move list or the hand of the
player to move) and stepped back and forward: Back undoes the last move (``Game.undo``) and
Forward replays it; playing a different move drops the moves that were ahead.

Everything it says follows ``lang`` (``PositionExplorer(lang="ja")``) from the message catalogue:
labels, the legal-move notes, ``explain()`` sentences, results and the announcements of a polite
live region (what an edit, a move, Back or Forward did). A refusal says the engine's reason in
``lang`` (``ShichiError.text``; a click on a card that cannot be played, the card's explanation); the
reasons the engine keeps no catalogue key for (some impossible positions, unreadable text) are English.

Python API: ``explorer.game`` (the current :class:`Game`; assign one to explore it),
``explorer.text``, :meth:`load`, :meth:`edit`, :meth:`set_rules`, :meth:`set_players`,
:meth:`set_to_move`, :meth:`set_passes`, :meth:`deal`, :meth:`play`, :meth:`back`,
:meth:`forward`, :meth:`legal_moves_by_player`.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

import traitlets

from ..engine import JOKER, Card, Game, Move, PositionError, Ruleset, ShichiError
from ..engine.cards import cards_of
from ..engine.catalogue import locale
from ..engine.explain import status_text
from ..engine.wire import hand_state, layout_state
from .base import STATIC, MessageError, ShichiWidget, bundle, stylesheet
from .house_rules import changes_text, offered
from .labels import LABELS
from .labels import say as message
from .views import hover_info, reason, refusal

__all__ = ["FLAGS", "PositionExplorer", "rules_label"]

FLAGS: tuple[dict[str, Any], ...] = offered("explorer")  # the one table: widgets/house_rules.py
_OFFERED = {item["flag"]: item["choices"] for item in FLAGS}


def rules_label(rules: Ruleset, lang: str = "en") -> str:
    """A ruleset for the screen: the preset's display name from the catalogue in the learner's language,
    never its id, followed by the house-rule changes in words ("Koroshi (Passes: 5)", "殺し七並べ（パスの回数：5）")."""
    if f"ui.preset.{rules.name}" not in LABELS:
        return str(rules)
    name = message(f"ui.preset.{rules.name}", lang)
    changes = changes_text(rules, lang)
    if not changes:
        return name
    return locale(lang).paren(name, changes)


def _spec(game: Game) -> dict[str, Any]:
    """What ``Game.from_position`` needs to rebuild ``game`` (the arguments, by name)."""
    n = game.players
    jokers = game.joker_cells
    return {
        "ruleset": game.rules,
        "layout": [str(c) for c in sorted(game.layout - jokers)] + [f"JK={c}" for c in sorted(jokers)],
        "hands": [[str(c) for c in cards_of(game.hand_mask(p))] + ["JK"] * game.hand(p).count(JOKER) for p in range(n)],
        "to_move": game.to_move,
        "passes_used": list(game.passes),
        "dealer": game.dealer,
        "row_order": game.row_order,
        "penalties": [[str(c) for c in game.penalty_cards(p)] for p in range(n)] if game.rules.kill else None,
    }


def _build(spec: dict[str, Any]) -> Game:
    """``Game.from_position`` from a spec. A finished position that an edit brings back to life
    (two players hold cards again) gets the first of them to move."""
    spec = dict(spec)
    if spec["penalties"] is not None and not any(spec["penalties"]):
        spec["penalties"] = None  # so that a change to a game without kills is not refused for nothing
    rules = spec.pop("ruleset")
    if spec["to_move"] is None:
        for seat, hand in enumerate(spec["hands"]):
            if hand:
                try:
                    return Game.from_position(rules, **{**spec, "to_move": seat})
                except PositionError:
                    break
    return Game.from_position(rules, **spec)


def _penalty_seat(to: Any) -> int | None:
    """The seat N of ``"penalty N"``, else None."""
    if isinstance(to, str) and to.startswith("penalty ") and to[8:].isdigit() and len(to) < 12:
        return int(to[8:])
    return None


def _flag_value(rules: Ruleset, flag: str) -> Any:
    value = rules.ghost if flag == "ghost" else getattr(rules, flag)
    return str(value) if flag == "opening_card" and value is not None else value


class PositionExplorer(ShichiWidget):
    """Build and explore positions: ``PositionExplorer()`` deals a hand of ``preset`` to start
    from; ``PositionExplorer(game)`` explores a copy of ``game``."""

    _esm = bundle("explorer.js")
    _css = stylesheet() + (STATIC / "learn.css").read_text(encoding="utf-8")
    layout_cells = traitlets.Dict().tag(sync=True)
    hands = traitlets.List().tag(sync=True)
    moves = traitlets.List().tag(sync=True)
    info = traitlets.Dict().tag(sync=True)
    position_text = traitlets.Unicode("").tag(sync=True)
    schema = traitlets.Dict().tag(sync=True)
    hover = traitlets.Dict().tag(sync=True)
    _actions: ClassVar[frozenset[str]] = frozenset(
        {"hover", "edit", "rules", "players", "to_move", "passes", "load", "play", "back", "forward", "deal"}
    )

    def __init__(self, game: Game | None = None, preset: str = "shichi-narabe", *, players: int = 4,
                 seed: int | None = 0, **kwargs: Any) -> None:
        if game is not None and not isinstance(game, Game):
            raise TypeError(f"expected a Game or None, not {type(game).__name__}")
        start = game.copy() if game is not None else Game.new(preset, players=players, seed=seed)
        super().__init__(**kwargs)
        self._rng = random.Random(seed)
        self._game: Game | None = None
        self._redo: list[tuple[int, Move]] = []
        self._stepping = False
        flags = list(offered("explorer", self.lang))
        self.schema = {"presets": list(Ruleset.presets()), "flags": flags,
                       "players": list(range(Ruleset.MIN_PLAYERS, Ruleset.MAX_PLAYERS + 1))}
        self._set(start)

    # -- the position --------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        """The position shown (after the moves of the line played so far)."""
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        if not isinstance(game, Game):
            raise TypeError(f"expected a Game, not {type(game).__name__}")
        self._set(game.copy())

    @property
    def text(self) -> str:
        """The position text of the current position (``Game.to_text``)."""
        return self._game.to_text()

    def load(self, text: str) -> None:
        """Explore the position written in ``text`` (as ``Game.from_text`` reads it)."""
        self._set(Game.from_text(text))

    def deal(self, preset: str | Ruleset | None = None, players: int | None = None, seed: int | None = None) -> None:
        """A new random deal (of the current rules and player count unless given)."""
        rules = self._game.rules if preset is None else preset
        n = self._game.players if players is None else players
        self._set(Game.new(rules, players=n, seed=self._rng.randrange(2**31) if seed is None else seed))

    def where(self, card: Card | str) -> str | int:
        """Where a card is now: ``"layout"``, a player's number (their hand), ``"penalty N"``
        (player N's penalty card, kill games) or ``"out"`` (of play)."""
        card = Card.parse(card)
        game = self._game
        if card in game.layout:
            return "layout"
        for seat in range(game.players):
            if game.hand_mask(seat) & card.bit:
                return seat
            if card in game.penalty_cards(seat):
                return f"penalty {seat}"
        return "out"

    def edit(self, card: Card | str, to: str | int = "cycle") -> str | int:
        """Put a card in the ``"layout"``, in player ``to``'s hand (a number), among player N's
        penalty cards (``"penalty N"``, kill games) or ``"out"`` of play; ``"cycle"`` moves it one
        place on (out → layout → hand 0 → … → penalties 0 … → out), skipping places the rules
        forbid. Returns where the card went; an impossible position raises PositionError."""
        card = Card.parse(card)
        if card.is_joker:
            raise PositionError("the joker has no cell of its own: paste position text to place it (J2)")
        if to == "cycle":
            place = self._cycle(card)
        else:
            if not (to in ("layout", "out") or _penalty_seat(to) is not None
                    or (isinstance(to, int) and not isinstance(to, bool))):
                raise ValueError(f"to must be 'cycle', 'layout', 'out', a player number or 'penalty N', not {to!r}")
            self._set(self._moved(card, to))
            place = to
        self._announce_now(self._went(card, place))
        return place

    def set_rules(self, preset: str | None = None, **flags: Any) -> None:
        """Change the preset (house rules reset) and/or house rules, keeping the position."""
        rules = Ruleset.preset(preset) if preset is not None else self._game.rules
        self._rebuild(ruleset=rules.replace(**flags) if flags else rules)

    def set_players(self, players: int) -> None:
        """Change the number of players; the cards of players who leave go out of play."""
        if not isinstance(players, int) or not Ruleset.MIN_PLAYERS <= players <= Ruleset.MAX_PLAYERS:
            raise PositionError(f"players must be 2 to 8, not {players!r} (R1)")
        spec = _spec(self._game)
        n = self._game.players
        grow = max(0, players - n)
        spec["hands"] = spec["hands"][:players] + [[] for _ in range(grow)]
        spec["passes_used"] = spec["passes_used"][:players] + [0] * grow
        if spec["penalties"] is not None:
            spec["penalties"] = spec["penalties"][:players] + [[] for _ in range(grow)]
        if spec["to_move"] is not None and spec["to_move"] >= players:
            spec["to_move"] = 0
        spec["dealer"] = spec["dealer"] if spec["dealer"] < players else 0
        self._set(_build(spec))

    def set_to_move(self, player: int) -> None:
        self._rebuild(to_move=player)

    def set_passes(self, player: int, used: int) -> None:
        """Set how many passes a player has used (R5)."""
        self._game.passes_used(player)  # a clear error for a player who does not exist
        passes = list(self._game.passes)
        passes[player] = used
        self._rebuild(passes_used=passes)

    # -- stepping through a line -----------------------------------------------------------------

    def play(self, move: Move | str, player: int | None = None) -> None:
        """Play a legal move from the current position (drops the moves ahead unless it is the next one)."""
        game = self._game
        p = game.to_move
        self._stepping = True
        try:
            events = game.play(move, player=player)
        finally:
            self._stepping = False
        if self._redo and self._redo[-1] == (p, game.history[-1].move):
            self._redo.pop()
        else:
            self._redo = []
        self._draw()
        self._announce_now(" ".join(e.text(self.lang) for e in events))

    def back(self) -> None:
        """Take back the last move of the line."""
        game = self._game
        if not game.history:
            raise MessageError(self.say("ui.explorer.nothing_back"))
        last = game.history[-1]
        self._stepping = True
        try:
            game.undo()
        finally:
            self._stepping = False
        self._redo.append((last.player, last.move))
        self._draw()
        self._announce_now(locale(self.lang).sentences(self.say("ui.log.undone"), self.info["status"]))

    def forward(self) -> None:
        """Replay the move that Back took back."""
        if not self._redo:
            raise MessageError(self.say("ui.explorer.nothing_forward"))
        player, move = self._redo[-1]
        self._stepping = True
        try:
            if move.kind == "talk":
                events = self._game.talk_to_ghost(player)
            else:
                events = self._game.play(move, player=player)
        except ShichiError:
            self._redo = []
            raise
        finally:
            self._stepping = False
        self._redo.pop()
        self._draw()
        self._announce_now(" ".join(e.text(self.lang) for e in events or ()))

    @property
    def line(self) -> tuple[list[str], list[str]]:
        """The moves played from the start of the history, and the moves ahead (for Forward)."""
        return [str(t.move) for t in self._game.history], [str(m) for _, m in reversed(self._redo)]

    def legal_moves_by_player(self) -> dict[int, list[str] | str]:
        """Each player's legal moves as texts: the player to move's, and for every other active
        player the moves they would have if it were their turn; or why there are none."""
        return {entry["player"]: [m["move"] for m in entry["moves"]] if not entry["note"] else entry["note"]
                for entry in self._moves()}

    # -- messages from the front end -------------------------------------------------------------

    def _on_hover(self, data: dict[str, Any]) -> None:
        card = self._text(data, "card", 4)
        game = self._game
        if card == "JK" and any(c.is_joker for seat in range(game.players) for c in game.hand(seat)):
            self.hover = {"card": card, "text": game.explain(card, lang=self.lang), "kills": []}  # a hand's joker
            return
        self.hover = hover_info(game, card, self.lang)

    def _on_edit(self, data: dict[str, Any]) -> None:
        card = self._text(data, "card", 4)
        to = data.get("to", "cycle")
        if isinstance(to, str) and to.startswith("hand ") and to[5:].isdigit():
            to = int(to[5:])
        if isinstance(to, int) and not isinstance(to, bool):
            self._int({"to": to}, "to", 0, self._game.players - 1)
        elif isinstance(to, str) and _penalty_seat(to) is not None:
            self._int({"to": _penalty_seat(to)}, "to", 0, self._game.players - 1)
        elif to not in ("cycle", "layout", "out"):
            raise MessageError(f"'to' must be 'cycle', 'layout', 'out', 'hand N' or 'penalty N', not {to!r:.40}")
        self._refusing(self.edit, card, to)
        self.hover = hover_info(self._game, card, self.lang)

    def _on_rules(self, data: dict[str, Any]) -> None:
        preset = data.get("preset")
        if preset is not None:
            preset = self._text(data, "preset", 30)
            if preset not in Ruleset.presets():
                raise MessageError(f"unknown preset {preset!r}")
        flags = data.get("flags", {})
        if not isinstance(flags, dict) or len(flags) > len(FLAGS):
            raise MessageError("flags must be a small object of house rules")
        for flag, value in flags.items():
            if flag not in _OFFERED or value not in _OFFERED[flag]:
                raise MessageError(f"house rule {flag}={value!r:.40} is not offered here")
        self._refusing(self.set_rules, preset, **flags)

    def _on_players(self, data: dict[str, Any]) -> None:
        self._refusing(self.set_players, self._int(data, "players", Ruleset.MIN_PLAYERS, Ruleset.MAX_PLAYERS))

    def _on_to_move(self, data: dict[str, Any]) -> None:
        self._refusing(self.set_to_move, self._int(data, "player", 0, self._game.players - 1))

    def _on_passes(self, data: dict[str, Any]) -> None:
        player = self._int(data, "player", 0, self._game.players - 1)
        self._refusing(self.set_passes, player, self._int(data, "used", 0, 99))

    def _on_load(self, data: dict[str, Any]) -> None:
        text = data.get("text")
        if not isinstance(text, str) or not text.strip():
            raise MessageError(self.say("ui.explorer.paste_first"))
        self._refusing(self.load, text)
        self._announce_now(self.say("ui.explorer.loaded", status=self.info["status"]))

    def _on_play(self, data: dict[str, Any]) -> None:
        player = data.get("player")
        if player is not None:
            player = self._int(data, "player", 0, self._game.players - 1)
        move = self._text(data, "move", 20)
        self.message = ""
        try:
            self.play(move, player)
        except ShichiError as exc:  # a click on a card that cannot be played: why, in the learner's words
            # (the explanation says "Not playable" itself: not "Refused: Not playable …" twice over)
            raise MessageError(refusal(self._game, move, player, exc, self.lang)) from None

    def _on_back(self, data: dict[str, Any]) -> None:
        self._refusing(self.back)

    def _on_forward(self, data: dict[str, Any]) -> None:
        self._refusing(self.forward)

    def _on_deal(self, data: dict[str, Any]) -> None:
        preset = self._text(data, "preset", 30)
        if preset not in Ruleset.presets():
            raise MessageError(f"unknown preset {preset!r}")
        players = self._int(data, "players", Ruleset.MIN_PLAYERS, Ruleset.MAX_PLAYERS)
        self._refusing(self.deal, preset, players)

    def _refusing(self, action: Any, *args: Any, **kwargs: Any) -> None:
        """Run an edit; an engine error becomes the message shown, and nothing changes."""
        self.message = ""
        try:
            action(*args, **kwargs)
        except ShichiError as exc:
            raise MessageError(self.say("ui.explorer.refused", reason=reason(exc, self.lang))) from None

    # -- internals -------------------------------------------------------------------------------

    def _set(self, game: Game) -> None:
        """Explore ``game`` (ours to change): follow it, forget the moves ahead, redraw."""
        if self._game is not None:
            self._game.unobserve(self._changed)
        self._game = game
        self._redo = []
        game.observe(self._changed)
        self._draw()

    def _changed(self, game: Game) -> None:
        """Called by the game after every move or undo, ours or made on ``explorer.game`` directly."""
        if not self._stepping:
            self._redo = []
            self._draw()

    def _rebuild(self, **changes: Any) -> None:
        spec = _spec(self._game)
        spec.update(changes)
        self._set(_build(spec))

    def _moved(self, card: Card, to: str | int) -> Game:
        """The position with ``card`` moved to ``to`` (raises PositionError if impossible)."""
        spec = _spec(self._game)
        text = str(card)
        spec["layout"] = [c for c in spec["layout"] if c not in (text, f"JK={text}")]
        spec["hands"] = [[c for c in hand if c != text] for hand in spec["hands"]]
        if spec["penalties"] is not None:
            spec["penalties"] = [[c for c in cards if c != text] for cards in spec["penalties"]]
        seat = _penalty_seat(to) if isinstance(to, str) else to
        if to == "layout":
            spec["layout"].append(text)
        elif to != "out":
            if not 0 <= seat < len(spec["hands"]):
                raise PositionError(f"there is no player {seat}: players are 0–{len(spec['hands']) - 1}")
            if isinstance(to, str):
                spec["penalties"] = spec["penalties"] or [[] for _ in spec["hands"]]
                spec["penalties"][seat].append(text)
            else:
                spec["hands"][seat].append(text)
        return _build(spec)

    def _cycle(self, card: Card) -> str | int:
        n = self._game.players
        places: list[str | int] = ["out", "layout", *range(n)]
        if self._game.rules.kill is not None:
            places += [f"penalty {seat}" for seat in range(n)]
        start = places.index(self.where(card))
        first_error: ShichiError | None = None
        for step in range(1, len(places)):
            place = places[(start + step) % len(places)]
            try:
                game = self._moved(card, place)
            except ShichiError as exc:
                first_error = first_error or exc
                continue
            self._set(game)
            if first_error is not None:
                self.message = self.say("ui.explorer.skipped", card=card, reason=reason(first_error, self.lang))
            return place
        raise first_error  # type: ignore[misc]

    def _went(self, card: Card, place: str | int) -> str:
        """Where an edit put a card, as a sentence for the live region."""
        if isinstance(place, int):
            return self.say("ui.explorer.went.hand", card=card, player=place)
        seat = _penalty_seat(place)
        if seat is not None:
            return self.say("ui.explorer.went.penalty", card=card, player=seat)
        return self.say(f"ui.explorer.went.{place}", card=card)

    def _relabel(self) -> None:
        """The same position and line, said in the new language."""
        if getattr(self, "_game", None) is None:
            return
        flags = list(offered("explorer", self.lang))
        self.schema = {**self.schema, "flags": flags}
        self._draw()

    def _announce_now(self, sentence: str) -> None:
        """Say what just happened in the front end's polite live region."""
        self.info = {**self.info, "announce": sentence}

    def _moves(self) -> list[dict[str, Any]]:
        game = self._game
        out = []
        for seat in range(game.players):
            entry: dict[str, Any] = {"player": seat, "to_move": seat == game.to_move, "moves": [], "note": ""}
            if game.is_over:
                entry["note"] = self.say("ui.explorer.note.over")
            elif game.status(seat) != "active":
                status = status_text(game, game.status(seat), self.lang)  # K4: "left the game"
                entry["note"] = self.say("ui.explorer.note.no_turns", status=status)
            else:  # R6: the moves each active player would have if it were their turn
                try:
                    moves = game.legal_moves(player=seat)
                except ShichiError as exc:  # B2: only the opening card's holder can be to move (the engine's reason)
                    entry["note"] = exc.text(self.lang)
                    moves = ()
                entry["moves"] = [self._move_entry(game, m, self.lang, seat) for m in moves]
            out.append(entry)
        return out

    @staticmethod
    def _move_entry(game: Game, move: Move, lang: str = "en", seat: int | None = None) -> dict[str, Any]:
        kills: list[str] = []
        if game.rules.kill is not None and move.kind == "play":
            kills = [str(c) for c in sorted(game.kills_if(move.card))]
        seat = game.to_move if seat is None else seat
        passes = (game.passes_used(seat) + 1, game.rules.passes) if move.kind == "pass" else None
        return {"move": str(move), "text": move.text(lang, passes), "kills": kills}  # words for the learner

    def _draw(self) -> None:
        game = self._game
        cells = layout_state(game)
        owners = {}
        for seat in range(game.players):
            for card in cards_of(game.hand_mask(seat)):
                owners[str(card)] = seat
        cells["owners"] = owners
        result = game.result
        played, ahead = self.line
        rules = game.rules
        with self.hold_sync():
            self.layout_cells = cells
            self.hands = [self._hand(game, seat) for seat in range(game.players)]
            self.moves = self._moves()
            self.position_text = game.to_text()
            self.info = {
                "preset": rules.name,
                "rules": str(rules),
                "flags": {flag: _flag_value(rules, flag) for flag in _OFFERED},
                "players": game.players,
                "to_move": game.to_move,
                "rules_label": rules_label(rules, self.lang),
                "status": self.say("ui.game_over", summary=result.summary(self.lang)) if result is not None
                else self.say("ui.player_to_move", player=game.to_move),
                "result": result.explain(self.lang) if result is not None else "",
                "line": played,
                "ahead": ahead,
                "line_text": [turn.move.text(self.lang) for turn in game.history],  # the line in words
                "ahead_text": [move.text(self.lang) for _, move in reversed(self._redo)],
                "can_back": bool(played),
                "can_forward": bool(ahead),
                "kill": rules.kill is not None,
            }
            self.hover = {}

    def _hand(self, game: Game, seat: int) -> dict[str, Any]:
        state = hand_state(game, seat)
        status = game.status(seat)
        return {**state, "label": self.say("ui.player", player=seat), "status": status,
                "status_text": status_text(game, status, self.lang),
                "passes": game.passes_used(seat), "limit": game.rules.passes}
