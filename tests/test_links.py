"""App links (``shichi_widgets.links``): a lesson step, a position or a game with its moves, in a
language and on a tab; every preset round-trips, and bad or tampered links are refused with a
``LinkError`` that names the parameter."""

from __future__ import annotations

import base64
import random
import zlib

import pytest

from shichi_widgets import Game, Ruleset
from shichi_widgets.links import (
    MAX_LINK,
    AppLink,
    LinkError,
    encode_position,
    lesson_steps,
    link_for_game,
    link_for_lesson,
    link_for_position,
    parse_link,
)
from shichi_widgets.widgets import Lesson

PRESETS = Ruleset.presets()


def random_game(preset: str, seed: int, moves: int | None = None) -> Game:
    """A seeded 4-player game with uniformly random moves (to the end, or ``moves`` of them)."""
    game = Game.new(preset, players=4, seed=seed)
    rng = random.Random(seed)
    while not game.is_over and (moves is None or len(game.history) < moves):
        game.play(rng.choice(game.legal_moves()))
    return game


def pack(text: str | bytes) -> str:
    raw = text.encode("utf-8") if isinstance(text, str) else text
    return "z" + base64.urlsafe_b64encode(zlib.compress(raw)).decode("ascii").rstrip("=")


@pytest.mark.parametrize("preset", PRESETS)
def test_every_presets_position_round_trips_through_a_link(preset):
    for moves in (0, 15):
        game = random_game(preset, seed=3, moves=moves)
        link = parse_link(link_for_position(game))
        assert link.tab == "explore"
        assert link.game == game
        assert link.game.to_text() == game.to_text()
        assert link.game.history == ()  # a position link carries no moves
        assert link.text == game.to_text()


@pytest.mark.parametrize("preset", PRESETS)
def test_a_whole_game_with_its_moves_round_trips_through_a_link(preset):
    game = random_game(preset, seed=5)
    link = parse_link(link_for_game(game))
    assert link.tab == "play"
    assert link.game == game
    assert [turn.move for turn in link.game.history] == [turn.move for turn in game.history]
    assert link.game.to_text(history=True) == game.to_text(history=True)
    link.game.undo()  # the moves came with it: undo works
    assert len(link.game.history) == len(game.history) - 1


def test_a_game_link_is_short_enough_to_share():
    """A finished 4-player game with all its moves packs into well under the cap."""
    lengths = [len(link_for_game(random_game(preset, seed=s))) for preset in PRESETS for s in range(3)]
    assert max(lengths) < 1000 < MAX_LINK


def test_every_lesson_step_has_a_link():
    steps = lesson_steps()
    assert set(steps) == set(Lesson.builtins())
    for name, count in steps.items():
        for step in (1, count):
            link = parse_link(link_for_lesson(name, step))
            assert link == AppLink(tab="learn", lesson=name, step=step)
            assert link.step_index == step - 1


def test_lesson_link_reads_the_issue_example_and_defaults_to_step_1():
    assert parse_link("?lesson=tunnels&step=4") == AppLink(tab="learn", lesson="tunnels", step=4)
    assert parse_link("lesson=tunnels").step == 1
    assert parse_link("#lesson=tunnels&step=2&lang=ja") == AppLink(tab="learn", lesson="tunnels", step=2, lang="ja")


def test_language_and_tab_travel_with_the_link():
    game = random_game("tunnel", seed=1, moves=10)
    link = parse_link(link_for_position(game, lang="ja", tab="play"))
    assert (link.tab, link.lang) == ("play", "ja")
    assert parse_link("?tab=explore&lang=en") == AppLink(tab="explore", lang="en")
    assert parse_link("") == AppLink()


def test_a_full_app_url_with_other_parameters_is_read():
    game = random_game("koroshi", seed=2, moves=12)
    base = "http://127.0.0.1:8866/voila/render/app.ipynb?voila-theme=dark#old"
    url = link_for_position(game, base=base)
    assert url.startswith("http://127.0.0.1:8866/voila/render/app.ipynb?voila-theme=dark&position=z")
    assert "#" not in url
    assert parse_link(url).game == game
    assert link_for_lesson("basics", 2, base="http://h/app").startswith("http://h/app?lesson=basics&step=2")


def test_plain_position_text_is_read_too():
    game = random_game("shichi-narabe", seed=4, moves=6)
    from urllib.parse import quote

    assert parse_link("?position=" + quote(game.to_text())).game == game


def test_each_parse_gives_a_fresh_game():
    url = link_for_game(random_game("shichi-narabe", seed=8, moves=9))
    first, second = parse_link(url), parse_link(url)
    first.game.undo()
    assert len(second.game.history) == 9


def test_making_a_link_leaves_the_game_untouched():
    game = random_game("seven-bridge", seed=6, moves=20)
    before = (game.to_text(history=True), len(game.history))
    link_for_game(game)
    link_for_position(game)
    assert (game.to_text(history=True), len(game.history)) == before


GOOD = encode_position(random_game("tunnel", seed=1, moves=8).to_text())
ILLEGAL_MOVE = "shichi 1\nrules: shichi-narabe\nplayers: 2\nlayout: 7♠ 7♥ 7♣ 7♦\nhand 0: 6♠ 2♥\nhand 1: 8♠ 3♥\n"


@pytest.mark.parametrize(
    "link, words",
    [
        ("?lesson=no-such-lesson", r"lesson: unknown lesson 'no-such-lesson'; the lessons are .*tunnels"),
        ("?lesson=../../etc/passwd", r"lesson: unknown lesson '\.\./\.\./etc/passwd'"),
        ("?lesson=tunnels&step=0", r"step: lesson 'tunnels' has steps 1–\d+, not 0"),
        ("?lesson=tunnels&step=999", r"step: lesson 'tunnels' has steps 1–\d+, not 999"),
        ("?lesson=tunnels&step=-1", r"step: '-1' is not a step number"),
        ("?lesson=tunnels&step=four", r"step: 'four' is not a step number"),
        ("?step=3", r"step: '3' is given without a lesson"),
        ("?lesson=tunnels&tab=play", r"tab: a lesson opens on the learn tab, not 'play'"),
        ("?tab=settings", r"tab: unknown tab 'settings'; one of learn, play, explore"),
        ("?lang=fr", r"lang: unknown lang 'fr'; one of en, ja"),
        ("?lesson=basics&position=" + GOOD, r"lesson and position: a link opens one lesson, position, game or room"),
        ("?lang=en#lang=ja", r"lang: given twice"),
        ("?position=hello", r"position: 'hello' is not a position"),
        ("?position=z", r"position: 'z' is garbled"),
        ("?position=z!!!!", r"position: 'z!!!!' is garbled"),
        ("?position=" + GOOD[:-7], r"position: .* (is cut short|is garbled)"),
        ("?position=" + GOOD[:20] + ("A" if GOOD[20] != "A" else "B") + GOOD[21:], r"position: .* is garbled"),
        ("?position=" + pack("hello, not a position"), r"position: the unpacked text is not a position"),
        ("?position=" + pack(b"\xff\xfe"), r"position: .* is garbled"),
        ("?position=" + pack("shichi 1\n" + "x" * 2_000_000), r"position: the position unpacks to more than"),
        ("?position=" + pack("shichi 1\nrules: bogus\nplayers: 4\n"), r"position: the position cannot be read: "),
        ("?game=" + pack(ILLEGAL_MOVE + "to move: 0\nmoves: 8♠\n"), r"game: the position cannot be read: moves: "),
        ("?position=" + pack(ILLEGAL_MOVE + "to move: 0\nmoves: 6♠\n"), r"position: a position has no moves"),
        ("?game=" + GOOD + "&tab=learn", r"tab: a game opens on the play or explore tab, not 'learn'"),
    ],
)
def test_bad_or_tampered_links_are_refused_naming_the_parameter(link, words):
    with pytest.raises(LinkError, match=words) as info:
        parse_link(link)
    assert isinstance(info.value, ValueError)
    assert len(str(info.value)) < 400


def test_an_over_long_link_is_refused_before_it_is_read():
    with pytest.raises(LinkError, match=r"the link is 16,385 characters long; at most 16,384 are read"):
        parse_link("?position=z" + "A" * (MAX_LINK - 11 + 1))


def test_an_error_quotes_at_most_60_characters_of_the_value():
    value = "q" * 500
    with pytest.raises(LinkError) as info:
        parse_link("?lesson=" + value)
    assert "q" * 60 in str(info.value) and "q" * 61 not in str(info.value)


def test_a_link_is_text():
    with pytest.raises(LinkError, match="a link is text, not bytes"):
        parse_link(b"?lesson=tunnels")


def test_making_a_link_checks_its_parts():
    game = random_game("tunnel", seed=1, moves=3)
    with pytest.raises(LinkError, match="lesson: unknown lesson 'nope'"):
        link_for_lesson("nope", 1)
    with pytest.raises(LinkError, match="step: lesson 'tunnels' has steps 1–"):
        link_for_lesson("tunnels", 100)
    with pytest.raises(LinkError, match="lang: unknown lang 'de'"):
        link_for_position(game, lang="de")
    with pytest.raises(LinkError, match="tab: unknown tab 'lab'"):
        link_for_game(game, tab="lab")
    with pytest.raises(LinkError, match="a link is made from a Game, not str"):
        link_for_position(game.to_text())


def test_links_need_no_jupyter():
    """The links module is pure: the app and a plain script read the same links."""
    import subprocess
    import sys

    code = "import sys, shichi_widgets.links; print(sorted(m for m in sys.modules if m.split('.')[0] in "
    code += "('ipywidgets', 'anywidget', 'traitlets', 'IPython')))"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"
