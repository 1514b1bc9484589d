"""``GameTable``: a whole game against bots in one widget.

The table holds the :class:`Game`, the bots and the log; the browser draws what it is sent and
reports clicks. Only the human's hand is synced (``reveal=True`` shows every hand on purpose,
for teaching). Bots move one at a time: the table marks a bot move as *pending* and the front end
asks for it after ``pace`` seconds, so a person can follow; with ``pace=0``, or by calling
:meth:`advance`, the bots move at once.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, ClassVar

import traitlets

from ..bots.advice import hint
from ..bots.levels import BOT_LEVELS, make_bot
from ..engine import Game, Ruleset, ShichiError, public
from ..engine.catalogue import locale
from ..engine.events import Killed, Played
from ..engine.explain import status_text
from ..engine.messages import LANGUAGES
from ..engine.wire import hand_state, layout_state, without_empty
from .base import MessageError, ShichiWidget, bundle, stylesheet
from .explorer import rules_label
from .house_rules import house_rule, offered
from .labels import say as _say
from .views import hover_info, reason, refusal

LOG_LINES = 8
"""How many log lines the table showed before the log scrolled (kept for old callers); the whole log is sent."""
LOG_RECENT_MAX = 8
"""How many log entries a move may send before the older part is sent again (keeps a move under 2 KB)."""
HOUSE_RULES: tuple[dict[str, Any], ...] = offered("new_game")  # the one table: widgets/house_rules.py

SEAT_INFO_KEYS = frozenset({"name", "limit", "human"})
"""The keys of a seat that ``GameTable.seat_info`` sends once a game and a move leaves out."""


def seats_on_the_wire(seats: list[dict[str, Any]], _widget: Any = None) -> list[dict[str, Any]]:
    """``GameTable.seats`` as a move sends it (an ipywidgets ``to_json``): without the keys
    ``seat_info`` already sent, and without empty ones (``state.without_empty``)."""
    return without_empty([{k: v for k, v in seat.items() if k not in SEAT_INFO_KEYS} for seat in seats])


class LogLine:
    """A line of the table's log: when it was written (moves made) and how to say it in any language.
    Two lines are equal when they were written at the same move and say the same in every language."""

    __slots__ = ("moves", "say")

    def __init__(self, moves: int, say: Callable[[str], str]) -> None:
        self.moves, self.say = moves, say

    def _key(self) -> tuple:
        return (self.moves, *(self.say(lang) for lang in LANGUAGES))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, LogLine) and self._key() == other._key()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"LogLine({self.moves}, {self.say('en')!r})"


class GameTable(ShichiWidget):
    """A game table: the layout, your hand, the other players, passes, the log, undo, history,
    hints and a new-game form. ``GameTable("tunnel", players=4, bots="greedy", seed=1, human=0)``.
    """

    _esm = bundle("table.js")
    _css = stylesheet()
    layout_cells = traitlets.Dict().tag(sync=True)
    hand = traitlets.Dict().tag(sync=True)
    seats = traitlets.List().tag(sync=True, to_json=seats_on_the_wire)
    """Each seat as the shown position leaves it: name, cards, passes, status, score, whose turn
    (``_seat``). The browser gets it without what ``seat_info`` holds and without empty keys."""
    seat_info = traitlets.List().tag(sync=True)
    """What a game does not change about each seat: its name, pass limit and whether it is the
    human (``_seat_info``), sent once a game, so that a move, which changes a card count, does not
    send every name again."""
    log_lines = traitlets.List()
    """The whole log in the table's language (Python only; the browser gets ``log_sent`` + ``log_recent``)."""
    info = traitlets.Dict().tag(sync=True, to_json=without_empty)
    settings = traitlets.Dict().tag(sync=True)
    schema = traitlets.Dict().tag(sync=True)
    hover = traitlets.Dict().tag(sync=True)
    all_hands = traitlets.List().tag(sync=True)
    log_marks = traitlets.List()
    """For each log line, the number of moves made when it was written (the slider highlights its move's lines)."""
    log_sent = traitlets.List().tag(sync=True)
    """The log's older entries, ``[moves, text]`` each: sent again only when they change or the recent part is full."""
    log_recent = traitlets.List().tag(sync=True)
    """The entries after ``log_sent``: a move sends only these, so the bytes per move do not grow with the game."""
    _actions: ClassVar[frozenset[str]] = frozenset(
        {"play", "hover", "step", "undo", "seek", "new", "hint", "talk", "reveal"}
    )

    def __init__(
        self,
        ruleset_or_preset: Ruleset | str = "shichi-narabe",
        players: int = 4,
        bots: str = "greedy",
        seed: int | None = None,
        human: int | None = 0,
        *,
        pace: float = 0.7,
        reveal: bool = False,
        lang: str = "en",
        **kwargs: Any,
    ) -> None:
        super().__init__(lang=lang, **kwargs)
        if not isinstance(pace, (int, float)) or pace < 0:
            raise ValueError(f"pace is seconds between bot moves (≥ 0), not {pace!r}")
        self.pace = float(pace)
        self.reveal = bool(reveal)
        self.schema = {
            "presets": list(Ruleset.presets()),
            "bots": list(BOT_LEVELS),
            "flags": [dict(item) for item in HOUSE_RULES],
            "players": [2, 3, 4, 5, 6, 7, 8],
        }
        self._seed_source = random.Random(seed)
        self._pending = 0
        self._viewing: int | None = None
        self._hint = ""
        self._announce = ""
        self._log: list[LogLine] = []
        self.new_game(ruleset_or_preset, players=players, bots=bots, human=human)

    # -- Python API ----------------------------------------------------------------------------

    def new_game(
        self,
        ruleset_or_preset: Ruleset | str,
        players: int = 4,
        bots: str = "greedy",
        human: int | None = 0,
        seed: int | None = None,
    ) -> None:
        """Deal a new game (a preset name or a Ruleset with house rules)."""
        rules = ruleset_or_preset if isinstance(ruleset_or_preset, Ruleset) else Ruleset.preset(ruleset_or_preset)
        if human is not None and not (isinstance(human, int) and 0 <= human < players):
            raise ValueError(f"human must be a seat 0–{players - 1} or None, not {human!r}")
        deal_seed = self._seed_source.randrange(2**31) if seed is None else seed
        game = Game.new(rules, players=players, seed=deal_seed, dealer=deal_seed % players)
        self.bot_level = bots
        self._bots = {
            seat: make_bot(bots, self._seed_source.randrange(2**31))
            for seat in range(players)
            if seat != human
        }
        self.human = human
        self.game = game
        self._log = []
        self._note("ui.log.new_game", rules=lambda lang: rules_label(rules, lang), players=players,
                   bots=lambda lang: _say(f"ui.bot_level.{bots}", lang))  # names said in the table's language
        self._viewing = None
        self._hint = ""
        self.settings = {"preset": rules.name, "players": players, "bots": bots, "flags": _flag_texts(rules)}
        self.message = ""
        self._after_change()

    @classmethod
    def from_game(cls, game: Game, bots: str = "greedy", human: int | None = 0, **kwargs: Any) -> GameTable:
        """A table that plays on from an existing game (a position to practise)."""
        if not isinstance(game, Game):
            raise TypeError(f"expected a Game, not {type(game).__name__}")
        table = cls(game.rules, players=game.players, bots=bots, human=human, **kwargs)
        table.game = game
        table._log = []
        table._note("ui.log.from_position", rules=lambda lang: rules_label(game.rules, lang), players=game.players)
        table._after_change()
        return table

    def load_game(self, game: Game) -> None:
        """Play on from ``game`` with its moves (``Game.from_text(text)`` of a saved record), keeping
        the human's seat and the bots' level; the log is written again from the moves."""
        if not isinstance(game, Game):
            raise TypeError(f"expected a Game, not {type(game).__name__}")
        human = self.human if self.human is not None and self.human < game.players else 0
        replay = game.copy()
        turns = replay.history
        while replay.history:
            replay.undo()
        bots = {seat: make_bot(self.bot_level, self._seed_source.randrange(2**31))
                for seat in range(game.players) if seat != human}
        self._bots, self.human, self.game = bots, human, replay
        self._log = []
        self._note("ui.log.from_position", rules=lambda lang: rules_label(game.rules, lang), players=game.players)
        for turn in turns:  # the log as it was written while the game was played
            if turn.move.kind == "talk":
                self._record(replay.talk_to_ghost(turn.player))
            else:
                self._record(replay.play(turn.move, player=turn.player))
        rules = game.rules
        self.settings = {"preset": rules.name, "players": game.players, "bots": self.bot_level,
                         "flags": _flag_texts(rules)}
        self._viewing = None
        self._hint = ""
        self.message = ""
        self._after_change()

    def show_all_hands(self, on: bool = True) -> None:
        """Teacher mode: every player's hand shown at the table (the engine's ``reveal``), or hidden again."""
        self.reveal = bool(on)
        self._after_change(schedule=False)

    def play(self, move: str) -> None:
        """The human's move, as a click would send it."""
        self._on_play({"type": "play", "move": move})

    def advance(self) -> None:
        """Let the bots make every move up to the human's turn (or the end) now."""
        while self._bot_to_move():
            self._bot_move()
        self._after_change(schedule=False)

    def seek(self, index: int) -> None:
        """Show the position after ``index`` moves on the history slider, as a move of the slider
        would (``index`` = the number of moves shows the game as it stands); a :class:`MessageError`
        for an index outside 0 to that number."""
        self._on_seek({"index": index})

    @property
    def is_over(self) -> bool:
        return self.game.is_over

    # -- messages from the front end ------------------------------------------------------------

    def _on_play(self, data: dict[str, Any]) -> None:
        move = self._text(data, "move", 20)
        if self._viewing is not None:
            raise MessageError(self.say("ui.refused.viewing"))
        if self.human is None:
            raise MessageError(self.say("ui.refused.watching"))
        if self.game.is_over:
            raise MessageError(self.say("ui.refused.over"))
        if self.game.to_move != self.human:
            raise MessageError(self.say("ui.refused.not_your_turn", to_move=self.game.to_move))
        try:
            events = self.game.play(move, player=self.human)
        except ShichiError as exc:  # why, in the learner's words: the engine's explanation of the card
            raise MessageError(refusal(self.game, move, self.human, exc, self.lang)) from None
        self._record(events)
        self.message = ""
        self._hint = ""
        self._after_change()

    def _on_hover(self, data: dict[str, Any]) -> None:
        card = self._text(data, "card", 4)
        shown = self._shown()
        if card == "JK" and self.human is not None and any(c.is_joker for c in shown.hand(self.human)):  # your joker
            own_turn = shown.to_move == self.human and not shown.is_over and self._viewing is None
            text = shown.explain(card, lang=self.lang) if own_turn else self.say("ui.joker_on_your_turn")
            self.hover = {"card": card, "text": text, "kills": []}
            return
        self.hover = hover_info(shown, card, self.lang)

    def _on_step(self, data: dict[str, Any]) -> None:
        seq = self._int(data, "seq", 0, 2**31)
        if seq != self._pending or not self._bot_to_move() or self._viewing is not None:
            # A stale or repeated request (two open views, a late timer): nothing to play. Asked
            # again, the front end may have missed our last update (a page that reconnected):
            # send the state again so it catches up.
            if data.get("again") is True:
                self.send_state()
            return
        self._bot_move()
        self._after_change()

    def _on_undo(self, data: dict[str, Any]) -> None:
        if self.human is None:
            if not self.game.history:
                raise MessageError(self.say("ui.refused.nothing_to_undo"))
            self.game.undo()
        else:
            if not any(turn.player == self.human for turn in self.game.history):
                raise MessageError(self.say("ui.refused.nothing_to_undo"))
            while self.game.history:
                last = self.game.history[-1]
                self.game.undo()
                if last.player == self.human and last.move.kind != "talk":
                    break
        self._note("ui.log.undone")
        self._viewing = None
        self.message = ""
        self._after_change(schedule=False)

    def _on_seek(self, data: dict[str, Any]) -> None:
        moves = len(self.game.history)
        index = self._int(data, "index", 0, moves)
        self._viewing = None if index == moves else index
        self._after_change(schedule=self._viewing is None)

    def _on_new(self, data: dict[str, Any]) -> None:
        preset = self._text(data, "preset", 30)
        players = self._int(data, "players", 2, 8)
        bots = self._text(data, "bots", 10)
        if bots not in BOT_LEVELS:
            raise MessageError(f"unknown bot level {bots!r}")
        flags = data.get("flags", {})
        if not isinstance(flags, dict) or len(flags) > len(HOUSE_RULES):
            raise MessageError("flags must be a small object of house rules")
        allowed = {item["flag"]: item["choices"] for item in HOUSE_RULES}
        for flag, value in flags.items():
            if flag not in allowed or value not in allowed[flag]:
                raise MessageError(f"house rule {flag}={value!r} is not offered here")
        try:
            rules = Ruleset.preset(preset).replace(**flags)
        except ShichiError as exc:  # house rules that do not go together, said in the learner's language
            raise MessageError(reason(exc, self.lang, "ui.rules_clash")) from None
        human = self.human if self.human is not None and self.human < players else 0
        self.new_game(rules, players=players, bots=bots, human=human)

    def _on_hint(self, data: dict[str, Any]) -> None:
        if self.human is None or self.game.to_move != self.human:
            raise MessageError(self.say("ui.refused.hint_not_your_turn"))
        if public.hides_penalties(self.game):  # the bots' knowledge names every penalty card's holder
            raise MessageError(self.say("ui.hint_hidden"))
        advice = hint(self.game, self.lang, make_bot("expert", 0))  # words first, statistics on demand
        self._hint, self._hint_stats = advice.text, advice.statistics
        self._after_change(schedule=False)

    def _on_reveal(self, data: dict[str, Any]) -> None:
        on = data.get("on")
        if not isinstance(on, bool):
            raise MessageError(f"'on' must be true or false, not {on!r:.40}")
        self.show_all_hands(on)

    def _on_talk(self, data: dict[str, Any]) -> None:
        player = self._int(data, "player", 0, self.game.players - 1)
        try:
            events = self.game.talk_to_ghost(player)
        except ShichiError as exc:
            raise MessageError(exc.text(self.lang)) from None
        self._record(events)
        self._after_change()

    # -- bots and drawing ------------------------------------------------------------------------

    def _bot_to_move(self) -> bool:
        return not self.game.is_over and self.game.to_move in self._bots

    def _bot_move(self) -> None:
        seat = self.game.to_move
        move = self._bots[seat].choose(self.game)
        self._record(self.game.play(move, player=seat))

    def _record(self, events: tuple) -> None:
        """Log a move's events as every player sees them: with hidden penalties (K6) the cells the
        layout now encloses, a leaver's included, are announced after the play, holders unnamed."""
        game = self.game
        hide = public.hides_penalties(game)
        kills = public.kill_lines(game, events) if hide else []
        group = game.rules.kill == "group"
        lines: list[Any] = []
        for event in events:
            if hide and isinstance(event, Killed):
                continue  # said below, for every enclosed cell alike
            lines.append(event)
            if isinstance(event, Played):
                lines += [Killed(card, None, by, group, hidden=True) for card, by in kills]
        moves = len(game.history)
        self._log += [LogLine(moves, line.text) for line in lines]  # an event says itself in any language
        self._announce = " ".join(line.text(self.lang) for line in lines)  # read out by screen readers

    def _note(self, key: str, **values: Any) -> None:
        """A line of the log from the catalogue, said in whatever language the table is in."""
        self._log.append(LogLine(len(self.game.history) if hasattr(self, "game") else 0,
                                 lambda lang: _say(key, lang, **{k: v(lang) if callable(v) else v
                                                                 for k, v in values.items()})))

    def _relabel(self) -> None:
        """The same game, position on the slider and log, in the new language (a hint is asked again)."""
        if not hasattr(self, "game"):
            return
        self._hint = ""
        self._announce = ""
        self._after_change(schedule=False)

    def _shown(self) -> Game:
        """The game as displayed: live, or an earlier position picked on the history slider."""
        if self._viewing is None:
            return self.game
        return self.game.position_at(min(self._viewing, len(self.game.history)))

    def _after_change(self, schedule: bool = True) -> None:
        """Redraw, and if a bot is to move, ask the front end for it after ``pace`` seconds."""
        if schedule and self._bot_to_move() and self._viewing is None:
            if self.pace == 0:
                self.advance()
                return
            self._pending += 1
        elif not self._bot_to_move():
            self._pending = 0
        shown = self._shown()
        with self.hold_sync():
            self.layout_cells = layout_state(shown)
            self.hand = hand_state(shown, self.human, self.lang) if self.human is not None else {}
            if self._viewing is not None and self.hand:
                self.hand = {**self.hand, "playable": [], "joker_plays": [], "yurei_plays": [], "can_pass": False}
            self.seat_info = [_seat_info(shown, seat, self) for seat in range(shown.players)]
            self.seats = [_seat(shown, seat, self, info) for seat, info in enumerate(self.seat_info)]
            if shown.is_over:  # a finished game has nothing to play: no green cells
                self.layout_cells = {**self.layout_cells, "playable": [0, 0, 0, 0]}
            self.all_hands = [[str(c) for c in shown.hand(s)] for s in range(shown.players)] if self.reveal else []
            self.log_lines = [line.say(self.lang) for line in self._log]
            self.log_marks = [line.moves for line in self._log]
            self._sync_log()
            self.info = self._info(shown)
            self.hover = {}

    def _sync_log(self) -> None:
        """Send the log in two parts: the recent entries each move, the older ones only when they change."""
        entries = [[moves, text] for moves, text in zip(self.log_marks, self.log_lines, strict=True)]
        sent = self.log_sent
        if entries[: len(sent)] == sent and len(entries) - len(sent) <= LOG_RECENT_MAX:
            self.log_recent = entries[len(sent):]
        else:
            self.log_sent, self.log_recent = entries, []

    def _info(self, shown: Game) -> dict[str, Any]:
        game = self.game
        result = shown.result
        row = locale(self.lang)
        if result is not None:
            status = row.sentences(your_result(result, self.human, self.lang),  # yours first, then everyone's
                                   self.say("ui.game_over", summary=result.summary(self.lang)))
        elif shown.to_move == self.human:
            status = self.say("ui.your_turn")
        else:
            status = self.say("ui.player_to_move", player=shown.to_move)
        if result is None and len(shown.history) < shown.players:  # the first round: who started, and why
            status = row.sentences(status, started_text(shown, self.lang, self.human))
        return {
            "status": status,
            "over": game.is_over,
            "result": result.explain(self.lang) if result is not None else "",
            "can_undo": self._viewing is None and (
                bool(game.history) if self.human is None else any(t.player == self.human for t in game.history)
            ),
            "pending": self._pending if self._viewing is None else 0,
            "pace_ms": round(self.pace * 1000),
            "moves": len(game.history),
            "viewing": -1 if self._viewing is None else self._viewing,
            "hint": self._hint,
            "hint_stats": getattr(self, "_hint_stats", "") if self._hint else "",
            "can_hint": self.human is not None and game.to_move == self.human and self._viewing is None
            and not public.hides_penalties(game),
            "ghost": game.ghost,
            "talk": [s for s in range(game.players) if game.rules.ghost_talk and game.ghost is not None
                     and game.status(s) == "active" and not game.is_over],
            "human": self.human,
            "announce": self._announce,
            "reveal": self.reveal,
        }


def _seat_info(game: Game, seat: int, table: GameTable) -> dict[str, Any]:
    """A seat's name, pass limit and whether it is the human: the same on every move of a game."""
    if seat == table.human:  # "You (player 1)": the log and the result name the seat by its number
        name = locale(table.lang).paren(table.say("ui.you_seat"), table.say("ui.player", player=seat))
    else:  # "Player 2 (greedy bot)"
        level = table.say(f"ui.bot_level.{table.bot_level}")
        name = table.say("ui.player_who", player=seat, who=table.say("ui.bot", level=level))
    return {
        "name": name,
        "limit": game.rules.passes,
        "human": seat == table.human,
    }


def _seat(game: Game, seat: int, table: GameTable, info: dict[str, Any]) -> dict[str, Any]:
    """A seat as the shown position leaves it, with its ``_seat_info`` (``info``)."""
    rules = game.rules
    status = game.status(seat)
    if game.ghost == seat:
        status = "ghost"
    say = table.say
    score = ""
    result = game.result
    if result is not None:
        value = result.scores[seat]
        key = {"rank": "score.rank", "penalty": "score.points", "chips": "score.chips"}.get(
            result.kind, "score.penalty_cards"
        )
        score = say(f"ui.{key}", n=value, place=locale(table.lang).ordinal(value))  # "1 penalty card": the ".one" key
    elif rules.scoring == "chips":
        score = say("ui.score.chips", n=game.chips[seat])
    elif rules.scoring == "penalty-cards" and public.hides_penalties(game):
        score = say("ui.score.hidden")  # K6: how many each holds is secret until the hand ends
    elif rules.scoring == "penalty-cards":
        score = say("ui.score.penalty_cards", n=len(game.penalty_cards(seat)))
    return {
        "seat": seat,
        **info,
        "cards": game.hand_size(seat),
        "passes": game.passes_used(seat),
        "status": status,
        "status_text": status_text(game, status, table.lang),  # K4: a kill game's leaver "left the game"
        "score": score,
        "to_move": game.to_move == seat,
        "exposed": [str(c) for c in game.exposed.get(seat, [])],
    }


def _flag_texts(rules: Ruleset) -> dict[str, Any]:
    """The house rules of a ruleset as the new-game form shows them."""
    out: dict[str, Any] = {}
    for item in HOUSE_RULES:
        out[item["flag"]] = house_rule(item["flag"]).value(rules)
    return out


def started_text(game: Game, lang: str = "en", human: int | None = None) -> str:
    """Who made the first turn of the hand, and the rule that chose them (R3, K2, B2, W2); said to
    the ``human`` as "you" when it was them."""
    from .labels import say as text

    first = game.history[0].player if game.history else game.to_move
    rules = game.rules
    you = ".you" if first == human else ""
    if rules.sevens == "dealt":
        return text(f"ui.started{you}.seven_diamonds", lang, player=first, rule="K2" if rules.kill else "R3")
    if rules.opening_card is not None:
        return text(f"ui.started{you}.opening", lang, player=first, card=rules.opening_card)
    return text(f"ui.started{you}.left_of_dealer", lang, player=first)


def your_result(result: Any, human: int | None, lang: str = "en") -> str:
    """The result said to the human: "You finished 3rd." / 「あなたは3位です。」 (empty without a human)."""
    if human is None:
        return ""
    return _say("ui.result.you_place", lang, place=locale(lang).ordinal(result.ranks[human]))
