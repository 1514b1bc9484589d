"""Questions for the whole class: the host asks a lesson step or a position, every page in the room
sees it without its answer, the host's page counts the answers as they come, and the reveal shows
the engine's answer and reasons, with each person's own verdict."""

from __future__ import annotations

import pytest
from test_service import Page

from shichi_widgets.engine import Game
from shichi_widgets.rooms import MemoryStore
from shichi_widgets.rooms.questions import step_of
from shichi_widgets.rooms.service import RoomService

BASICS = {"lesson": "basics", "step": 2}  # "which cells are playable?": 6♠ 6♣ 6♥ 6♦ and more
TURN = {"lesson": "how-to-play", "step": 3}  # whose turn is it?


@pytest.fixture
def classroom():
    service = RoomService(MemoryStore(), clock=lambda: 1000.0)
    teacher = Page(service, "teacher")
    teacher.say(type="open", preset="shichi-narabe", players=4, watch=True)
    code = teacher.room["code"]
    students = []
    for n in range(5):
        page = Page(service, f"student{n}", "ja" if n % 2 else "en")
        page.say(type="join", code=code)
        students.append(page)
    return teacher, students


def test_every_page_sees_the_question_and_no_page_sees_its_answer_before_the_reveal(classroom):
    teacher, students = classroom
    teacher.say(type="ask", source=BASICS)
    step = step_of(BASICS)
    for page in [teacher, *students]:
        question = page.room["question"]
        assert question["picks"] == "cells" and question["multiple"] is True
        assert "answer" not in question and "reasons" not in question and "verdict" not in question
        assert question["layout"]["playable"] == [0, 0, 0, 0]  # the open cells would give it away
    assert students[1].room["question"]["prompt"] == step.question.prompt_in("ja")
    assert "tally" in teacher.room["question"] and "tally" not in students[0].room["question"]


def test_the_tally_grows_with_each_answer_and_the_reveal_gives_each_their_verdict(classroom):
    teacher, students = classroom
    teacher.say(type="ask", source=BASICS)
    answer = sorted(step_of(BASICS).answer())
    qid = teacher.room["question"]["id"]
    students[0].say(type="answer", picks=answer, question=qid)  # right
    students[1].say(type="answer", picks=answer[:1], question=qid)  # one missing
    students[2].say(type="answer", picks=["K♠"], question=qid)  # wrong
    tally = teacher.room["question"]["tally"]
    assert tally["n"] == 3
    assert tally["picked"][answer[0]] == 2 and tally["picked"]["K♠"] == 1
    students[2].say(type="answer", picks=answer, question=qid)  # changes their mind: the latest counts
    assert teacher.room["question"]["tally"]["picked"].get("K♠") is None
    teacher.say(type="reveal", question=qid)
    assert students[0].room["question"]["verdict"] == "right"
    assert students[1].room["question"]["verdict"] == "wrong"
    assert students[3].room["question"]["answer"] == step_of(BASICS).judge([], "ja")["answer"]
    assert "verdict" not in students[3].room["question"]  # did not answer: sees the answer, no verdict
    assert students[1].room["question"]["reasons"] == step_of(BASICS).judge(answer[:1], "ja")["reasons"]
    students[4].say(type="answer", picks=answer, question=qid)
    assert students[4].error["key"] == "room.error.answered_late"


def test_a_position_from_the_explorer_is_asked_as_which_cells_are_playable(classroom):
    teacher, students = classroom
    game = Game.new("tunnel", players=3, seed=4)
    teacher.say(type="ask", source={"position": game.to_text()})
    question = students[0].room["question"]
    assert question["picks"] == "cells"
    playable = sorted(str(card) for card in game.playable_cells())
    students[0].say(type="answer", picks=playable, question=question["id"])
    teacher.say(type="reveal")
    assert students[0].room["question"]["verdict"] == "right"


def test_a_turn_question_offers_the_players_as_choices(classroom):
    teacher, students = classroom
    teacher.say(type="ask", source=TURN)
    question = students[0].room["question"]
    players = step_of(TURN).game.players
    assert question["picks"] == "options"
    assert [o["value"] for o in question["options"]] == [str(p) for p in range(players)]
    assert question["options"][0]["label"] == "Player 1"
    assert students[1].room["question"]["options"][1]["label"] == "プレイヤー2"  # counted from 1, in Japanese


@pytest.mark.parametrize(
    ("message", "key"),
    [
        ({"type": "ask", "source": {"lesson": "basics", "step": 1}}, "room.error.no_question"),
        ({"type": "ask", "source": {"lesson": "nope", "step": 2}}, "room.error.question"),
        ({"type": "ask", "source": {"lesson": "basics", "step": 999}}, "room.error.question"),
        ({"type": "ask", "source": {"position": "not a position"}}, "room.error.position"),
        ({"type": "ask", "source": "basics"}, "room.error.question"),
        ({"type": "reveal"}, "room.error.not_asking"),
    ],
)
def test_a_bad_question_is_refused_and_nothing_is_asked(classroom, message, key):
    teacher, _ = classroom
    version = teacher.room["version"]
    teacher.say(**message)
    assert teacher.error["key"] == key
    assert teacher.room["version"] == version and "question" not in teacher.room


def test_only_the_host_asks_and_reveals(classroom):
    teacher, students = classroom
    students[0].say(type="ask", source=BASICS)
    assert students[0].error["key"] == "room.error.not_host_ask"
    teacher.say(type="ask", source=BASICS)
    students[0].say(type="reveal")
    assert students[0].error["key"] == "room.error.not_host_ask"


@pytest.mark.parametrize(
    ("picks", "key"),
    [(["ZZ"], "room.error.not_a_card"), ("6♠", "room.error.message"), (["JK"], "room.error.not_offered"),
     (["6♠"] * 60, "room.error.message")],
)
def test_a_malformed_answer_is_refused_and_not_counted(classroom, picks, key):
    teacher, students = classroom
    teacher.say(type="ask", source=BASICS)
    students[0].say(type="answer", picks=picks)
    assert students[0].error["key"] == key
    assert teacher.room["question"]["tally"]["n"] == 0


def test_an_answer_to_an_option_not_offered_is_refused(classroom):
    teacher, students = classroom
    teacher.say(type="ask", source=TURN)
    students[0].say(type="answer", picks=["9"])
    assert students[0].error["key"] == "room.error.not_offered"
    students[0].say(type="answer", picks=["0", "1"])
    assert students[0].error["key"] == "room.error.message"  # one player is the answer, not two


def test_answers_arriving_during_a_turn_do_not_make_the_players_move_stale():
    """A class question open while a room plays: the mover's screen is a few answers behind, and
    the move still counts (only the game's own moves make a move stale)."""
    service = RoomService(MemoryStore(), clock=lambda: 1000.0)
    host, other = Page(service, "ann"), Page(service, "ben")
    host.say(type="open", preset="shichi-narabe", players=3)
    other.say(type="join", code=host.room["code"])
    host.say(type="start")
    seen = host.room
    host.say(type="ask", source=BASICS)
    other.say(type="answer", picks=["6♠"])
    host.say(type="play", move=(seen["hand"]["playable"] or ["pass"])[0], turn=seen["turn"])
    assert host.got[-1]["type"] == "room", host.got[-1]  # no refusal
    assert host.room["turn"] > seen["turn"]  # the move counted (and the bots after it)
