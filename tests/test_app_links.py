"""Links of any size and links that keep their place (issue 25 item 4), below the browser: a link
over :data:`~shichi_widgets.links.MAX_LINK` is refused with a sentence in the page's language while
the saved work comes back; the server's page for one says so in the visitor's language; a Play
link made at "move 5 of 11" opens at move 5."""

from __future__ import annotations

import json

import pytest

from shichi_widgets import Game
from shichi_widgets.app import App
from shichi_widgets.app_state import AppState, read_state
from shichi_widgets.links import MAX_LINK, LinkError, LinkTooLong, link_for_game, link_for_position, parse_link
from shichi_widgets.offline_page import page_language, too_long_page
from shichi_widgets.widgets.record import GameRecord, show_moves
from shichi_widgets.widgets.words import word


def opened(app: App, stored: str | None = None, link: str = "") -> App:
    """What the front end of the app's storage sends when the page opens."""
    app.storage._receive(app.storage, {"type": "opened", "stored": stored, "link": link}, [])
    return app


def eleven_moves() -> Game:
    game = Game.new("shichi-narabe", players=4, seed=5)
    while len(game.history) < 11:
        game.play(game.legal_moves()[0])
    return game


# ------------------------------------------------------------------------------ too long


def test_an_over_long_link_says_its_length_and_the_limit():
    with pytest.raises(LinkTooLong) as info:
        parse_link("#game=z" + "A" * MAX_LINK)
    assert (info.value.length, info.value.limit) == (MAX_LINK + 7, MAX_LINK)
    assert isinstance(info.value, LinkError)


@pytest.mark.parametrize("length", [30_000, 100_000, 2_000_000])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_link_over_the_limit_is_refused_with_its_numbers_and_the_saved_work_comes_back(lang, length):
    saved = AppState(lang=lang, tab="learn", lesson="basics", step=2).to_json()
    app = opened(App(seed=1, pace=0), saved, "#game=z" + "A" * (length - 7))
    assert app.lesson.lesson_name == "basics" and app.lesson.index == 2  # the saved work, restored
    assert app.lang == lang
    sentence = word("app.link_too_long", lang, length=f"{length:,}", limit=f"{MAX_LINK:,}")
    assert sentence in app.problem.value
    assert f"{length:,}" in sentence and f"{MAX_LINK:,}" in sentence
    assert read_state(app.state().to_json()).link == ""  # not kept as the link last opened


def test_a_link_just_at_the_limit_is_read():
    game = Game.new("shichi-narabe", players=4, seed=1)
    link = link_for_position(game)
    padded = link + "&" + "x" * (MAX_LINK - len(link) - 1)  # other applications' parameter
    assert len(padded) == MAX_LINK
    app = opened(App(seed=1, pace=0), None, padded)
    assert app.problem.value == ""
    assert app.explorer.game.to_text() == game.to_text()


@pytest.mark.parametrize(("header", "lang"), [
    ("ja-JP,ja;q=0.9,en;q=0.8", "ja"),
    ("en-GB,en;q=0.9,ja;q=0.8", "en"),
    ("de-DE,de;q=0.9,ja;q=0.5", "ja"),
    ("en;q=0.2,ja;q=0.7", "ja"),
    ("ja;q=0", "en"),
    ("de", "en"),
    ("", "en"),
    (None, "en"),
    ("ja;q=abc,en", "en"),
])
def test_the_too_long_page_speaks_the_visitors_language(header, lang):
    assert page_language(header) == lang


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_too_long_page_says_the_length_the_limit_and_links_to_the_app_without_it(lang):
    page = too_long_page(lang, 100_000, MAX_LINK, "/voila/render/app.ipynb")
    assert f"<html lang='{lang}'>" in page
    assert word("app.too_long_page.text", lang, length="100,000", limit=f"{MAX_LINK:,}") in page
    assert "href='/voila/render/app.ipynb'" in page
    assert len(page) < 4000 and "http" not in page  # small, and asks no host


def test_the_too_long_page_escapes_the_address():
    page = too_long_page("en", 20_000, MAX_LINK, "/a'><script>x</script>")
    assert "<script>" not in page and "&#x27;&gt;&lt;script&gt;" in page


# ------------------------------------------------------------------------------ the history position


def test_a_game_link_made_at_move_5_reads_back_at_move_5():
    game = eleven_moves()
    link = link_for_game(game, tab="play", at=5)
    assert "&at=5" in link
    found = parse_link(link)
    assert found.at == 5 and len(found.game.history) == 11
    assert "at=" not in link_for_game(game, tab="play", at=11)  # the whole game: nothing to say
    assert parse_link(link_for_game(game, tab="play")).at is None


@pytest.mark.parametrize(("query", "words"), [
    ("at=5", "at: '5' is given without a game"),
    ("game={game}&at=12", "at: the game has 11 moves, not 12"),
    ("game={game}&at=-1", "at: '-1' is not a number of moves"),
    ("game={game}&at=five", "at: 'five' is not a number of moves"),
])
def test_a_bad_history_position_is_refused_naming_at(query, words):
    game = link_for_game(eleven_moves()).split("game=", 1)[1]
    with pytest.raises(LinkError, match=words):
        parse_link(query.format(game=game))


def test_making_a_link_at_a_position_the_game_has_not_is_refused():
    with pytest.raises(LinkError, match=r"at: a number of moves from 0 to 11, not 12$"):
        link_for_game(eleven_moves(), at=12)


def test_the_play_record_links_the_position_shown_on_the_history_slider():
    app = opened(App(seed=1))  # bots wait for the front end's call: the game stays at 11 moves
    app.table.load_game(eleven_moves())
    record = app.table_record
    assert "at=" not in record.link
    show_moves(app.table, 5)
    assert record.link.endswith("&at=5") or "&at=5&" in record.link
    assert parse_link(record.link).at == 5
    show_moves(app.table, 11)  # back to the live game
    assert "at=" not in record.link


def test_a_play_link_made_at_move_5_of_11_opens_at_move_5():
    link = link_for_game(eleven_moves(), tab="play", at=5)
    app = opened(App(seed=1), None, link)
    assert app.problem.value == ""
    assert app.table.info["viewing"] == 5 and app.table.info["moves"] == 11


def test_loading_a_link_with_a_position_in_the_record_box_shows_that_position():
    app = opened(App(seed=1))
    record = GameRecord(app.table)
    record.load(link_for_game(eleven_moves(), tab="play", at=3))
    assert app.table.info["viewing"] == 3 and app.table.info["moves"] == 11
    assert json.loads(app.state().to_json())["game"].count("\n") >= 1
