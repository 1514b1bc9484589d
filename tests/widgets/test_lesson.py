"""Lesson driven as the front end drives it; every shipped question checked against the engine."""

import json
import logging
import re
from collections import Counter
from html.parser import HTMLParser

import pytest

from shichi_widgets import Card, Game, Move
from shichi_widgets.engine.messages import text
from shichi_widgets.lessons.markdown import ALLOWED_TAGS, render_markdown
from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.base import STATIC
from shichi_widgets.widgets.labels import ui_strings
from shichi_widgets.widgets.lesson import LESSONS, LessonError, Step

R9_PLAYS = {"5♠", "K♠", "4♥", "J♥", "9♣", "3♦", "10♦"}  # docs/rules.md R9 (and L3's worked example)


def send(widget, content, buffers=None):
    widget._receive(widget, content, buffers or [])


def cells(masks):
    return {str(Card.from_index(13 * suit + col)) for suit in range(4) for col in range(13) if masks[suit] >> col & 1}


def engine_answer(step: Step) -> set[str]:
    """The answer worked out here from the engine's public API, independently of Step.answer()."""
    q, game = step.question, step.position()
    if q.kind == "playable":
        open_cells = {str(c) for c in game.playable_cells()}
        if q.player is None:
            return open_cells
        return open_cells & {str(c) for c in game.hand(q.player)}
    if q.kind == "next":
        found = {str(c) for c in game.playable_cells() if c.suit == q.suit}
        if q.direction:
            found = {c for c in found if f"going {q.direction}" in game.explain(c)}
        return found
    if q.kind == "kills":
        return {str(c) for c in game.kills_if(q.card)}
    if q.kind == "turn":
        return {str(game.to_move)}
    legal = {str(m) for m in game.legal_moves()}
    if q.kind == "joker":
        joker_plays = {m for m in legal if m.startswith("JK=")}
        assert joker_plays <= set(q.options), "every legal joker play must be offered"
        return joker_plays
    if q.ask in ("legal", "illegal"):
        return {o for o in q.options if (o in legal) == (q.ask == "legal")}
    open_cells = {str(c) for c in game.playable_cells()}
    return {o for o in q.options if (o in open_cells) == (q.ask == "playable")}


def wrong_item(step: Step) -> str:
    """Something the learner might pick that is not in the answer."""
    q = step.question
    answer = step.answer()
    pool = q.options if q.picks == "options" else [str(c) for c in sorted(step.game.layout)] + ["2♣", "Q♦", "6♥"]
    return next(item for item in pool if item not in answer)


def label(step: Step, item: str) -> str:
    return step.option_labels().get(item, item)


SHIPPED = [(name, index) for name in Lesson.builtins() for index in range(len(Lesson.builtin(name).steps))]


def test_three_lessons_are_shipped_and_load():
    assert {"basics", "passes", "tunnels"} <= set(Lesson.builtins())  # more lessons may be shipped alongside
    for name in Lesson.builtins():
        lesson = Lesson.builtin(name)
        assert lesson.title and len(lesson.steps) >= 5
        assert any(step.question is not None for step in lesson.steps)


@pytest.mark.parametrize("name, index", SHIPPED, ids=[f"{n}-{i + 1}" for n, i in SHIPPED])
def test_every_shipped_question_has_exactly_the_engines_answer(name, index):
    lesson = Lesson.builtin(name, start=index)
    step = lesson.step
    assert lesson.view["progress"] == f"step {index + 1} of {len(lesson.steps)}"
    if step.question is None:
        assert lesson.view["question"] is None
        return
    expected = engine_answer(step)
    assert step.answer() == expected
    if step.question.kind in ("next", "choose"):
        assert len(expected) == 1
    # The right answer, clicked item by item, is accepted.
    for item in sorted(expected):
        send(lesson, {"type": "select", "item": item})
    send(lesson, {"type": "check"})
    assert lesson.result == "right", lesson.feedback
    assert lesson.feedback["summary"].startswith("Right")
    game = step.position()
    as_moves = step.question.kind == "joker" or step.question.ask in ("legal", "illegal")

    def explain(item):
        return game.explain(Move.parse(item) if as_moves else item)

    for item in expected:
        if step.question.kind == "kills":
            assert any(reason.startswith(item) and "killed" in reason for reason in lesson.feedback["reasons"])
        elif step.question.kind != "turn":
            assert any(reason.startswith(label(step, item)) and explain(item) in reason
                       for reason in lesson.feedback["reasons"])
    # A wrong pick gets a hint and a second try (no missed item named), then the engine's sentence for it.
    bad = wrong_item(step)
    send(lesson, {"type": "next"})
    send(lesson, {"type": "back"}) if index + 1 < len(lesson.steps) else lesson.go(index)
    send(lesson, {"type": "select", "item": bad})
    assert lesson.result == ""
    send(lesson, {"type": "check"})
    assert lesson.result == "hint" and lesson.feedback["extra"] == [bad] and lesson.feedback["missed"] == []
    if step.question.kind != "turn":
        said = lesson.feedback["summary"] + " ".join(lesson.feedback["reasons"])
        named = [item for item in expected - {"pass"} if re.search(rf"(?<![0-9A-Z]){re.escape(item)}(?![0-9])", said)]
        assert not named
    assert lesson.selected == [bad] and cells(lesson.layout_cells["playable"]) == set()  # still a question
    send(lesson, {"type": "check"})
    assert lesson.result == "wrong"
    assert bad in lesson.feedback["extra"]
    assert lesson.feedback["summary"].startswith("Not")
    if step.question.kind != "turn":
        assert any(reason.startswith(label(step, bad)) and explain(bad) in reason
                   for reason in lesson.feedback["reasons"]) or step.question.kind == "kills"


def test_the_shipped_lessons_teach_the_rulebooks_worked_examples():
    basics, passes, tunnels = (Lesson.builtin(n) for n in ("basics", "passes", "tunnels"))
    assert basics.answer(6) == R9_PLAYS  # L3: the layout of R9's example
    assert passes.answer(3) == R9_PLAYS  # R9: after the bankruptcy fills Q♥ K♥ A♥ 2♠ Q♣ J♦, the same plays
    assert {"Q♥", "K♥", "A♥", "2♠", "Q♣", "J♦"} <= {str(c) for c in passes.steps[3].game.layout}
    assert passes.answer(1) == {"pass"}  # R6: no pass left and a card to play: must play
    assert passes.answer(2) == {"pass"}  # R6: stuck: the only move is the declaration of bankruptcy
    assert basics.answer(3) == {"9♣"}  # L3: clubs A–8 → only 9♣
    assert tunnels.answer(1) == {"K♣"}  # T2: clubs A–8 and Q♣ → K♣, not 9♣
    assert tunnels.answer(3) == {"2♥"}  # T2: hearts after J♥ → 2♥
    assert tunnels.answer(4) == {"9♣"}  # T3: open tunnels still build up from the 7
    assert tunnels.answer(5) == {"3♥"}  # T3: 2♥ and 4♥ both playable
    assert tunnels.answer(6) == {"JK=K♣+J♣", "JK=K♠+A♠", "JK=J♥+2♥"}  # T4
    assert "JK=9♣+10♣" in tunnels.steps[6].question.options  # offered, but not legal with blocking tunnels


KOROSHI = {
    "preset": "koroshi",
    "layout": ["7♠", "7♥", "7♣", "7♦", "Q♥", "K♥"],
    "hands": [["Q♠", "8♠"], ["K♠", "8♥"]],
}


def test_a_kills_question_is_answered_from_kills_if_and_the_kill_events():
    lesson = Lesson([{**KOROSHI, "caption": "K3", "question": {"kind": "kills", "card": "Q♠"}}])
    assert lesson.answer() == {"K♠"}  # docs/rules.md K3: K♥ and Q♠ kill K♠ when spades are the top row
    lesson.select("K♠")
    assert lesson.check()
    events = lesson.game.play("Q♠")
    assert lesson.feedback["reasons"] == [str(e) for e in events if "killed" in str(e)]
    assert lesson.feedback["reasons"][0].startswith("K♠ is killed by Q♠") and "(K3)" in lesson.feedback["reasons"][0]
    lesson.select("K♠", "J♠")
    assert not lesson.check()  # K♠ toggled off: J♠ alone, a first wrong answer: a hint
    assert lesson.result == "hint" and lesson.feedback["extra"] == ["J♠"] and lesson.feedback["missed"] == []
    assert not lesson.check()
    assert lesson.feedback["missed"] == ["K♠"] and lesson.feedback["extra"] == ["J♠"]
    assert "J♠ (out of play) is not killed by Q♠: an empty cell is still next to it (10♠, J♥) (K3)." \
        in lesson.feedback["reasons"]


def test_a_kills_question_whose_card_kills_nothing_is_right_with_nothing_selected():
    lesson = Lesson([{**KOROSHI, "caption": "", "question": {"kind": "kills", "card": "8♠"}}])
    assert lesson.answer() == frozenset()
    assert lesson.check()
    assert "kills nothing" in lesson.feedback["summary"]


def test_the_answer_is_hidden_until_checked_then_the_highlights_are_the_engines():
    lesson = Lesson.builtin("basics", start=6)
    game = lesson.game
    assert cells(lesson.layout_cells["playable"]) == set()
    assert all(hand["playable"] == [] and hand["joker_plays"] == [] for hand in lesson.hands)
    send(lesson, {"type": "hover", "card": "5♠"})
    assert "Check" in lesson.hover["text"] and "playable" not in lesson.hover["text"]
    send(lesson, {"type": "check"})
    assert lesson.result == "hint"  # a first wrong answer: the question stays open
    assert cells(lesson.layout_cells["playable"]) == set()
    send(lesson, {"type": "check"})
    assert lesson.result == "wrong"
    assert cells(lesson.layout_cells["playable"]) == {str(c) for c in game.playable_cells()}
    send(lesson, {"type": "hover", "card": "5♠"})
    assert lesson.hover["text"] == game.explain("5♠")
    send(lesson, {"type": "select", "item": "5♠"})  # a new pick hides the answer again
    assert lesson.result == "" and lesson.feedback == {} and cells(lesson.layout_cells["playable"]) == set()


def test_steps_without_a_question_show_the_highlights_and_explanations():
    lesson = Lesson.builtin("basics")
    assert lesson.view["question"] is None
    assert cells(lesson.layout_cells["playable"]) == set()  # show_playable: false, step 2 asks for them
    assert lesson.steps[1].answer() == {str(c) for c in lesson.game.playable_cells()}
    lesson = Lesson([{"preset": "shichi-narabe", "layout": ["7♠", "7♥", "7♣", "7♦"], "hands": [["6♠"], ["8♥"]],
                      "point": ["7♠", "7♥", "7♣", "7♦"], "caption": "The layout"}])
    assert cells(lesson.layout_cells["playable"]) == {str(c) for c in lesson.game.playable_cells()}
    assert lesson.view["point"] == ["7♠", "7♥", "7♣", "7♦"]
    send(lesson, {"type": "hover", "card": "8♥"})
    assert lesson.hover["text"] == lesson.game.explain("8♥")


def test_back_and_next_move_through_the_steps_and_clear_the_answer():
    lesson = Lesson.builtin("tunnels")
    count = len(lesson.steps)
    send(lesson, {"type": "back"})
    assert lesson.index == 0 and "first step" in lesson.message
    send(lesson, {"type": "next"})
    assert lesson.index == 1 and lesson.view["progress"] == f"step 2 of {count}" and lesson.message == ""
    send(lesson, {"type": "select", "item": "9♣"})
    send(lesson, {"type": "check"})
    assert lesson.result == "hint"
    send(lesson, {"type": "next"})
    send(lesson, {"type": "back"})
    assert lesson.index == 1 and lesson.selected == [] and lesson.result == "" and lesson.feedback == {}
    lesson.go(count - 1)
    send(lesson, {"type": "next"})
    assert lesson.index == count - 1 and "last step" in lesson.message


def test_one_card_answers_replace_the_pick_and_set_answers_toggle():
    lesson = Lesson.builtin("basics", start=2)  # next: one card
    lesson.select("5♠", "K♠")
    assert lesson.selected == ["K♠"]
    lesson.select("K♠")
    assert lesson.selected == []
    lesson.go(6)  # playable: a set
    lesson.select("5♠", "K♠", "5♠")
    assert lesson.selected == ["K♠"]


def test_options_questions_offer_the_options_and_take_only_them():
    lesson = Lesson.builtin("tunnels", start=6)
    view = lesson.view["question"]
    assert view["picks"] == "options" and view["multiple"] and "JK=K♣+J♣" in view["options"]
    send(lesson, {"type": "select", "item": "5♠"})
    assert "not one of the offered options" in lesson.message and lesson.selected == []


def test_hands_show_every_player_with_passes_and_the_player_to_move():
    lesson = Lesson.builtin("passes", start=2)
    game = lesson.game
    assert [hand["cards"] for hand in lesson.hands] == [[str(c) for c in game.hand(s)] for s in range(3)]
    # seat 1 is "Player 2": people count from 1
    assert lesson.hands[1]["label"] == "Player 2 (to move)" and lesson.hands[1]["passes"] == "3 of 3 passes used"
    assert lesson.hands[0]["label"] == "Player 1" and lesson.hands[1]["hand_label"] == "Player 2's hand"
    hidden = Lesson([{**KOROSHI, "caption": "", "show_hands": False}])
    assert hidden.hands == []


def test_lessons_from_python_lists_from_dicts_and_from_steps():
    steps = [{**KOROSHI, "caption": "one"}, {**KOROSHI, "caption": "two", "question": {"kind": "playable"}}]
    lesson = Lesson(steps, title="Mine")
    assert lesson.view["lesson"] == "Mine" and lesson.view["count"] == 2
    again = Lesson(list(lesson.steps))
    assert [s.caption for s in again.steps] == ["one", "two"]
    assert Lesson.from_dict({"title": "T", "steps": steps}).title == "T"
    with pytest.raises(ValueError, match="no lesson 'nope'"):
        Lesson.builtin("nope")
    with pytest.raises(TypeError, match="unexpected keyword"):
        Lesson(steps, colour="red")


def test_a_step_can_start_from_position_text_and_play_moves():
    game = Game.new("shichi-narabe", players=3, seed=4)
    text = game.to_text().splitlines()
    move = str(game.legal_moves()[0])
    lesson = Lesson([{"caption": "", "position": text, "moves": [move], "question": {"kind": "playable"}}])
    game.play(move)
    assert lesson.answer() == {str(c) for c in game.playable_cells()}
    assert lesson.game == game


# --------------------------------------------------------------------------------------------- malformed lessons

GOOD = {"caption": "c", "preset": "shichi-narabe", "layout": ["6♠-Q♠", "7♥", "7♣", "7♦"],
        "hands": [["5♠", "K♠"], ["9♥", "2♣"]]}


@pytest.mark.parametrize(
    "step, fragment",
    [
        ({**GOOD, "captoin": "x"}, "step 2: unknown field 'captoin'; did you mean 'caption'?"),
        ({**GOOD, "layout": ["6♠-Q♠", "Z♠"]}, "step 2.layout[1]: not a card: 'Z♠'"),
        ({**GOOD, "layout": ["Q♠-6♠"]}, "step 2.layout[0]: a run is low-high"),
        ({**GOOD, "hands": [["5♠"], [7]]}, "step 2.hands[1][0]: a card is text"),
        ({**GOOD, "layout": ["6♠-Q♠"], "hands": [["5♠", "7♥"], ["2♣"]]},
         "step 2.position: player 1 holds 7♥, but 7s are laid out"),
        ({**GOOD, "hands": [["5♠", "6♠"], ["2♣"]]}, "step 2.position: 6♠ is both in the layout and in player 0"),
        ({**GOOD, "hands": [["5♠"]]}, "step 2.hands: one list of cards per player"),
        ({**GOOD, "to_move": 5}, "step 2.to_move: must be a whole number from 0 to 1"),
        ({**GOOD, "preset": "shichi"}, "step 2.preset: unknown preset 'shichi'"),
        ({**GOOD, "flags": {"pases": 5}}, "step 2.flags: unknown rule flag 'pases'"),
        ({**GOOD, "moves": ["2♣"]}, "step 2.moves[0]: illegal move 2♣"),
        ({**GOOD, "point": ["JK"]}, "step 2.point[0]: the joker has no cell"),
        ({"caption": "no position"}, "step 2: needs a position"),
        ({**GOOD, "position": "shichi 1"}, "give either 'position'"),
        ({"caption": "", "position": "shichi 1\nrules: tunnel\nplayers: two"},
         "step 2.position: players: expected a number"),
        ({**GOOD, "caption": 5}, "step 2.caption: must be a string or a list of lines"),
        ({**GOOD, "caption": "x" * 5000}, "step 2.caption: is 5000 characters long"),
        ({**GOOD, "show_hands": "yes"}, "step 2.show_hands: must be true or false"),
        ({**GOOD, "question": {"kind": "nxt"}}, "step 2.question.kind: unknown kind 'nxt'"),
        ({**GOOD, "question": {"kind": "next"}}, "step 2.question.suit: a 'next' question needs a suit"),
        ({**GOOD, "question": {"kind": "next", "suit": "♠"}}, "step 2.question: the engine finds 2 next cards (5♠ K♠)"),
        ({**GOOD, "question": {"kind": "next", "suit": "♠", "direction": "left"}}, "question.direction: must be 'up'"),
        ({**GOOD, "question": {"kind": "next", "suit": "♥", "card": "8♥"}}, "step 2.question: unknown field 'card'"),
        ({**GOOD, "question": {"kind": "kills", "card": "5♠"}}, "step 2.question.kind: only kill games kill cells"),
        ({**KOROSHI, "question": {"kind": "kills", "card": "K♠"}}, "step 2.question.card: K♠ is not a legal move"),
        ({**GOOD, "question": {"kind": "joker"}}, "step 2.question.kind: this variant has no joker (J1)"),
        ({**GOOD, "preset": "joker", "question": {"kind": "joker", "options": ["5♠"]}},
         "step 2.question.options[0]: '5♠' is not a joker play"),
        ({**GOOD, "question": {"kind": "choose", "ask": "playable", "options": ["5♠", "K♠"]}},
         "step 2.question.options: the engine finds 2 right options (5♠, K♠)"),
        ({**GOOD, "question": {"kind": "choose", "ask": "legal", "options": ["4♠", "2♣"]}},
         "step 2.question.options: the engine finds 0 right options"),
        ({**GOOD, "question": {"kind": "choose", "ask": "good", "options": ["5♠", "2♣"]}}, "step 2.question.ask"),
        ({**GOOD, "question": {"kind": "choose", "ask": "legal", "options": ["5♠"]}}, "two or more different options"),
        ({**GOOD, "question": {"kind": "choose", "ask": "legal", "options": ["5♠", "Z"]}},
         "step 2.question.options[1]: not a move: 'Z'"),
        ({**GOOD, "question": {"kind": "playable", "player": 2}}, "step 2.question.player: must be a whole number"),
        ({**GOOD, "question": "playable"}, "step 2.question: must be an object"),
        ("a step", "step 2: a step is an object"),
    ],
)
def test_malformed_lesson_files_are_refused_naming_the_step_and_field(tmp_path, step, fragment):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"title": "x", "steps": [GOOD, step]}, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LessonError) as info:
        Lesson.from_file(path)
    assert str(info.value).startswith("broken.json: "), info.value
    assert fragment in str(info.value)


@pytest.mark.parametrize(
    "content, fragment",
    [
        ("{not json", "not valid JSON"),
        ("[]", "a lesson is a JSON object"),
        ('{"title": "x"}', "lesson.steps: missing"),
        ('{"steps": []}', "non-empty list of steps"),
        ('{"steps": [{"caption": "x"}], "tilte": "x"}', "unknown field 'tilte'; did you mean 'title'"),
        ('{"format": "shichi-lesson 9", "steps": []}', "lesson.format"),
    ],
)
def test_malformed_lesson_documents_are_refused(tmp_path, content, fragment):
    path = tmp_path / "doc.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(LessonError, match=r"doc\.json") as info:
        Lesson.from_file(path)
    assert fragment in str(info.value)


def test_the_shipped_lesson_files_are_json_objects_in_the_documented_format():
    for path in sorted(LESSONS.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        assert data["format"] == "shichi-lesson 1" and data["steps"]
        for step in data["steps"]:
            assert "answer" not in json.dumps(step["question"]) if "question" in step else True


# --------------------------------------------------------------------------------------------- Markdown

class _Tags(HTMLParser):
    def __init__(self):
        super().__init__()
        self.tags, self.attrs = [], []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attrs += attrs


@pytest.mark.parametrize(
    "text",
    [
        "<script>alert(1)</script>",
        "**<img src=x onerror=alert(1)>**",
        "`</code><script>x</script>`",
        "- <b onclick='x'>item</b>\n- *<a href=javascript:x>y</a>*",
        '"><svg onload=alert(1)>',
        "**bold *and* <i>italic</i>** &amp; &lt;",
    ],
)
def test_captions_never_inject_markup(text):
    html = render_markdown(text)
    parser = _Tags()
    parser.feed(html)
    assert set(parser.tags) <= ALLOWED_TAGS and parser.attrs == []
    assert "<script" not in html and "<img" not in html and "<svg" not in html


def test_markdown_renders_paragraphs_lists_bold_italic_and_code():
    text = "First **bold** and *it*.\nSame paragraph `a*b*c`.\n\n- one\n- two *x*\n\n1. first\n2. second\n\nEnd 2*3*4."
    assert render_markdown(text) == (
        "<p>First <strong>bold</strong> and <em>it</em>. Same paragraph <code>a*b*c</code>.</p>"
        "<ul><li>one</li><li>two <em>x</em></li></ul><ol><li>first</li><li>second</li></ol><p>End 2*3*4.</p>"
    )


def test_the_caption_reaches_the_front_end_as_escaped_html():
    lesson = Lesson([{**GOOD, "caption": "Play **5♠** <b>now</b>"}])
    assert lesson.view["caption_html"] == "<p>Play <strong>5♠</strong> &lt;b&gt;now&lt;/b&gt;</p>"


# --------------------------------------------------------------------------------------------- hostile messages

@pytest.mark.parametrize(
    "content, fragment",
    [
        ({"type": "explode"}, "unknown message type"),
        ("check", "JSON object"),
        ({"type": "select"}, "short text"),
        ({"type": "select", "item": ["5♠"]}, "short text"),
        ({"type": "select", "item": "Z9"}, "not a card"),
        ({"type": "select", "item": "JK"}, "the joker has no cell"),
        ({"type": "select", "item": "5♠" * 2000}, "too large"),
        ({"type": "hover", "card": "<img>"}, "short text"),
        ({"type": "hover", "card": "JK"}, "no cell"),
    ],
)
def test_hostile_messages_are_refused_and_change_nothing(caplog, content, fragment):
    lesson = Lesson.builtin("basics", start=6)
    lesson.select("5♠")
    before = (lesson.index, list(lesson.selected), lesson.result, dict(lesson.feedback))
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(lesson, content)
    assert (lesson.index, list(lesson.selected), lesson.result, dict(lesson.feedback)) == before
    assert fragment in lesson.message or fragment in caplog.text
    assert "refused message" in caplog.text


def test_selecting_or_checking_without_a_question_is_refused():
    lesson = Lesson.builtin("basics")
    send(lesson, {"type": "select", "item": "8♥"})
    assert "no question" in lesson.message and lesson.selected == []
    send(lesson, {"type": "check"})
    assert "no question" in lesson.message and lesson.result == ""


def test_a_message_with_buffers_is_refused(caplog):
    lesson = Lesson.builtin("basics", start=6)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        send(lesson, {"type": "check"}, buffers=[b"\x00"])
    assert lesson.result == "" and "buffers" in caplog.text


FORGED = [("result", "right"), ("selected", ["5♠"]), ("feedback", {"verdict": "right"}),
          ("view", {"progress": "step 9 of 9"}), ("layout_cells", {})]


@pytest.mark.parametrize("trait, forged", FORGED)
def test_traits_set_by_the_front_end_are_undone(caplog, trait, forged):
    lesson = Lesson.builtin("basics", start=6)
    before = getattr(lesson, trait)
    with caplog.at_level(logging.ERROR, logger="shichi_widgets"):
        lesson.set_state({trait: forged})
    assert getattr(lesson, trait) == before
    assert f"may not set '{trait}'" in caplog.text


def test_the_lesson_bundle_has_one_export_the_shared_drawing_and_its_stylesheet():
    esm = str(Lesson._esm)  # the built bundle's text (anywidget reads the file _esm points at)
    assert esm.count("as default\n};") == 1 and "function buildLayout" in esm
    assert ".sw-cell" in Lesson._css and "data-pointed" in Lesson._css


# --------------------------------------------------------------------------------------------- languages

JAPANESE = re.compile(r"[\u3000-\u303f\u3040-\u30ff\u4e00-\u9fff\uff01-\uff60]")  # as in test_messages
RULE_ID = re.compile(r"(?<![A-Za-z0-9])[LRSJTGKBW][0-9]{1,2}(?![0-9])")


def ja(key, **values):
    return text(key, "ja", **values)


def test_a_japanese_lesson_asks_answers_and_explains_in_japanese_from_the_catalogue():
    lesson = Lesson.builtin("basics", start=6, lang="ja")
    step, game = lesson.step, lesson.game
    assert lesson.strings["lesson.check"] == "答え合わせ" and lesson.strings["lesson.clear"] == ja("ui.lesson.clear")
    assert lesson.view["progress"] == ja("ui.lesson.step", i=7, n=8) == "ステップ 7/8"
    assert lesson.view["question"]["prompt"] == ja("ui.lesson.prompt.playable")
    assert lesson.view["lesson"] == "場と出せるカード" and lesson.view["title"] == step.titles["ja"]
    assert lesson.view["caption_html"] == render_markdown(step.captions["ja"])
    status = f"七並べ · {ja('ui.lesson.player_to_move', player=0)}"
    assert lesson.view["status"] == status == "七並べ · プレイヤー1の番です。"
    assert lesson.hands[0]["label"] == ja("ui.lesson.seat_to_move", player=0) == "プレイヤー1（手番）"
    assert lesson.hands[1]["label"] == "プレイヤー2" and lesson.hands[1]["hand_label"] == "プレイヤー2の手札"
    assert lesson.hands[0]["passes"] == ja("ui.lesson.passes_used_of", used=0, limit=3) == "パス：0/3回"
    send(lesson, {"type": "hover", "card": "5♠"})
    assert lesson.hover["text"] == ja("ui.lesson.press_check")

    lesson.select("4♠", "5♠")
    assert not lesson.check()
    answer = sorted(lesson.answer(), key=lambda c: Card.parse(c).index)
    missed = [c for c in answer if c != "5♠"]
    assert lesson.feedback["summary"] == ja("ui.lesson.hint.summary", what=ja("ui.lesson.hint.right_so_far", items="5♠")
                                            + ja("ui.lesson.hint.not_right", items="4♠")
                                            + ja("ui.lesson.hint.missing", n=len(missed)))
    assert lesson.feedback["reasons"][:2] == ["5♠：正しいです。", "4♠：正しくありません。"]
    assert lesson.feedback["reasons"][2] == ja("ui.lesson.hint.prefix", text=ja("ui.lesson.hint.playable"))
    assert not lesson.check()
    assert lesson.feedback["summary"] == (
        ja("ui.lesson.summary_wrong", what=ja("ui.lesson.answer.playable", cards=" ".join(answer)))
        + ja("ui.lesson.summary_missed", items="、".join(missed)) + ja("ui.lesson.summary_extra", items="4♠")
    )
    assert lesson.feedback["summary"].startswith("おしい！")
    first = ja("ui.lesson.reason.item", item="4♠", sentence=game.explain("4♠", lang="ja"))
    assert lesson.feedback["reasons"][0] == first
    assert all(JAPANESE.search(reason) for reason in lesson.feedback["reasons"])
    send(lesson, {"type": "hover", "card": "5♠"})
    assert lesson.hover["text"] == game.explain("5♠", lang="ja")

    send(lesson, {"type": "clear"})
    lesson.select(*answer)
    assert lesson.check()
    assert lesson.feedback["summary"] == "正解です！" + ja("ui.lesson.answer.playable", cards=" ".join(answer))
    assert lesson.feedback["reasons"] == [game.explain(card, lang="ja") for card in answer]


def test_japanese_refusals_and_every_kind_of_question():
    lesson = Lesson.builtin("basics", lang="ja")
    send(lesson, {"type": "back"})
    assert lesson.message == ja("ui.lesson.first_step")
    send(lesson, {"type": "check"})
    assert lesson.message == ja("ui.lesson.no_question_check")
    lesson.go(len(lesson.steps) - 1)
    send(lesson, {"type": "next"})
    assert lesson.message == ja("ui.lesson.last_step")
    lesson.go(2)  # next spade going up
    prompt = ja("ui.lesson.prompt.next_direction", suit="スペード", direction="大きい方")
    assert lesson.view["question"]["prompt"] == prompt
    assert lesson.check() is False
    assert lesson.feedback["summary"] == ja("ui.lesson.hint.summary", what=ja("ui.lesson.hint.picked_nothing"))
    assert lesson.check() is False
    assert lesson.feedback["summary"].startswith("残念、ちがいます。")  # nothing picked was right
    assert lesson.feedback["summary"].endswith(ja("ui.lesson.summary_missed", items="K♠"))
    tunnels = Lesson.builtin("tunnels", start=6, lang="ja")  # joker plays: options
    send(tunnels, {"type": "select", "item": "5♠"})
    assert tunnels.message == ja("ui.lesson.not_offered", item="5♠")
    tunnels.select(*tunnels.answer())
    assert tunnels.check()
    assert tunnels.feedback["summary"].startswith("正解です！できるジョーカーの出し方は")
    passes = Lesson.builtin("passes", start=4, lang="ja")  # player 2's playable cards
    assert passes.view["question"]["prompt"] == ja("ui.lesson.prompt.playable_player", player=2)
    passes.select("5♠")  # a playable cell whose card player 2 does not hold
    assert not passes.check()
    assert not passes.check()
    game = passes.game
    assert ja("ui.lesson.reason.not_held", sentence=game.explain("5♠", lang="ja"), player=2, card="5♠") \
        in passes.feedback["reasons"]


def test_a_japanese_kills_question_says_what_the_play_would_kill_not_in_the_logs_past_tense():
    """The question is asked before the play: 「殺され…なります」, not the log's 「殺され…なりました」 (K3)."""
    lesson = Lesson([{**KOROSHI, "caption": "K3", "question": {"kind": "kills", "card": "Q♠"}}], lang="ja")
    assert lesson.view["question"]["prompt"] == ja("ui.lesson.prompt.kills", card="Q♠")
    lesson.select("8♥")  # wrong, and K♠ missed: a sentence for each
    assert not lesson.check()
    assert lesson.feedback["reasons"][0] == "8♥：正しくありません。"
    assert not lesson.check()
    after = lesson.game
    events = after.play("Q♠")
    logged = next(e.text("ja") for e in events if "殺され" in e.text("ja"))
    assert logged not in lesson.feedback["reasons"]
    would = ja("ui.lesson.reason.killed", card="K♠", by="Q♠", player=1, rule="K3")
    assert would == "K♠はQ♠を出すと殺され、プレイヤー2のペナルティカードになります（K3）。"
    assert would in lesson.feedback["reasons"]
    assert ja("ui.lesson.reason.alive", card="8♥", where=ja("ui.lesson.where.hand", player=1), by="Q♠",
              cells="8♠、9♥、8♣") in lesson.feedback["reasons"]
    nothing = Lesson([{**KOROSHI, "caption": "", "question": {"kind": "kills", "card": "8♠"}}], lang="ja")
    assert nothing.check()
    assert nothing.feedback["summary"] == "正解です！" + ja("ui.lesson.answer.kills_nothing", card="8♠")


def test_english_output_is_unchanged():
    lesson = Lesson.builtin("basics", start=6)
    assert lesson.lang == "en"
    assert lesson.view["progress"] == "step 7 of 8"
    assert lesson.view["question"]["prompt"] == "Click every playable cell, then press Check."
    assert lesson.view["lesson"] == "The layout and the legal cards" and lesson.view["title"] == "The rulebook's layout"
    assert lesson.view["caption_html"].startswith("<p>Spades 6–Q, hearts 5–10")
    assert lesson.view["status"] == "Shichi Narabe · Player 1 to move."
    assert lesson.hands[0]["label"] == "Player 1 (to move)" and lesson.hands[1]["label"] == "Player 2"
    assert lesson.hands[0]["passes"] == "0 of 3 passes used"
    send(lesson, {"type": "hover", "card": "5♠"})
    assert lesson.hover["text"] == "Press Check to see the engine's explanations."
    lesson.select("4♠", "5♠")
    lesson.check()
    assert lesson.feedback["summary"] == "Not yet. Right so far: 5♠. Not right: 4♠. 6 more to find. Try once more."
    assert lesson.feedback["reasons"][:2] == ["5♠: right.", "4♠: not right."]
    lesson.check()
    assert lesson.feedback["summary"] == ("Not quite: the playable cells are 5♠ K♠ 4♥ J♥ 9♣ 3♦ 10♦. "
                                          "Missed: K♠, 4♥, J♥, 9♣, 3♦, 10♦. Not right: 4♠.")
    lesson.select("4♠", *sorted(lesson.answer() - {"5♠"}))
    assert lesson.check()
    assert lesson.feedback["summary"] == "Right: the playable cells are 5♠ K♠ 4♥ J♥ 9♣ 3♦ 10♦."
    assert Lesson.builtin("basics", start=2).view["question"]["prompt"] == (
        "Which spade must come next, going up from the 7? Click one card, then press Check.")
    assert Lesson.builtin("basics", start=3).view["question"]["prompt"] == (
        "Which club must come next? Click one card, then press Check.")
    assert Lesson.builtin("basics", start=4).view["question"]["prompt"] == (
        "Which of these is a legal move now? Pick one, then press Check.")
    joker = Lesson.builtin("tunnels", start=6)
    joker.check()
    assert joker.feedback["summary"] == "Not yet. You picked nothing, but there is an answer to pick. Try once more."
    joker.check()
    words = ", ".join(Move.parse(m).text() for m in ("JK=K♠+A♠", "JK=J♥+2♥", "JK=K♣+J♣"))
    assert joker.feedback["summary"] == f"Not right: the possible joker plays are {words}. Missed: {words}."
    players = Lesson.builtin("passes", start=4)
    players.select("5♠")
    players.check()
    players.check()
    assert players.feedback["reasons"][0] == players.game.explain("5♠") + " But player 3 does not hold 5♠."  # seat 2


def test_captions_titles_and_prompts_can_be_written_in_several_languages():
    step = {**GOOD, "title": {"en": "Spades", "ja": "スペード"},
            "caption": {"en": ["Which **spade**?", "", "Two lines."], "ja": ["どの**スペード**？", "二行目。"]},
            "question": {"kind": "playable", "prompt": {"en": "Click them.", "ja": "クリックしてください。"}}}
    title = {"en": "Mine", "ja": "私の"}
    english, japanese = Lesson([step], title=title), Lesson([step], title=title, lang="ja")
    assert english.view["title"] == "Spades" and japanese.view["title"] == "スペード"
    assert english.view["caption_html"] == "<p>Which <strong>spade</strong>?</p><p>Two lines.</p>"
    assert japanese.view["caption_html"] == "<p>どの<strong>スペード</strong>？二行目。</p>"
    assert english.view["question"]["prompt"] == "Click them."
    assert japanese.view["question"]["prompt"] == "クリックしてください。"
    assert english.view["lesson"] == english.title == "Mine" and japanese.view["lesson"] == "私の"
    assert english.steps[0].caption == "Which **spade**?\n\nTwo lines." and english.steps[0].title == "Spades"
    # A language that is missing falls back to English; a plain string is the same in every language.
    only_english = {**GOOD, "caption": {"en": "English only"}, "question": {"kind": "playable", "prompt": "Plain"}}
    lesson = Lesson([only_english], lang="ja")
    assert lesson.view["caption_html"] == "<p>English only</p>" and lesson.view["question"]["prompt"] == "Plain"
    only_japanese = {**GOOD, "caption": {"ja": "日本語だけ"}, "title": "Plain title"}
    lesson = Lesson([only_japanese])
    assert lesson.view["caption_html"] == "<p>日本語だけ</p>" and lesson.view["title"] == "Plain title"
    # Steps passed on keep their languages.
    again = Lesson(list(japanese.steps), lang="ja")
    assert again.view["caption_html"] == japanese.view["caption_html"]


@pytest.mark.parametrize(
    "field, value, fragment",
    [
        ("caption", {"fr": "Bonjour"}, "step 2.caption: unknown language 'fr'; the languages are en, ja"),
        ("caption", {}, "step 2.caption: give the text in at least one language"),
        ("caption", {"en": "ok", "ja": 5}, "step 2.caption.ja: must be a string or a list of lines"),
        ("caption", {"ja": "x" * 5000}, "step 2.caption.ja: is 5000 characters long"),
        ("title", {"ja": ["a", "b"]}, "step 2.title.ja: must be a string, not list"),
        ("question", {"kind": "playable", "prompt": {"jp": "x"}}, "step 2.question.prompt: unknown language 'jp'"),
    ],
)
def test_malformed_languages_are_refused_naming_the_step_and_field(tmp_path, field, value, fragment):
    path = tmp_path / "broken.json"
    path.write_text(json.dumps({"steps": [GOOD, {**GOOD, field: value}]}, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(LessonError) as info:
        Lesson.from_file(path)
    assert fragment in str(info.value)
    with pytest.raises(LessonError, match=r"lesson\.title: unknown language 'de'"):
        Lesson.from_dict({"title": {"de": "x"}, "steps": [GOOD]})


@pytest.mark.parametrize("name", Lesson.builtins())
def test_the_shipped_lessons_speak_japanese(name):
    data = json.loads((LESSONS / f"{name}.json").read_text(encoding="utf-8"))
    assert JAPANESE.search(data["title"]["ja"])
    english, japanese = Lesson.builtin(name), Lesson.builtin(name, lang="ja")
    assert english.view["lesson"] == data["title"]["en"] and japanese.view["lesson"] == data["title"]["ja"]
    for index, step in enumerate(english.steps):
        assert JAPANESE.search(step.titles["ja"]) and JAPANESE.search(step.captions["ja"])
        assert Counter(RULE_ID.findall(step.captions["ja"])) == Counter(RULE_ID.findall(step.caption)), step.number
        japanese.go(index)
        assert JAPANESE.search(japanese.view["caption_html"]) and JAPANESE.search(japanese.view["progress"])
        english.go(index)
        assert not JAPANESE.search(english.view["caption_html"] + english.view["title"] + english.view["progress"])
        if step.question is not None:
            assert JAPANESE.search(japanese.view["question"]["prompt"])
            assert not JAPANESE.search(english.view["question"]["prompt"])
            assert japanese.check() == english.check()
            assert JAPANESE.search(japanese.feedback["summary"])
            assert japanese.feedback["answer"] == english.feedback["answer"]


def test_markdown_joins_japanese_lines_without_spaces_and_keeps_italic_inside_japanese():
    assert render_markdown("これは\n日本語です。\nA and\nB") == "<p>これは日本語です。 A and B</p>"
    assert render_markdown("- いち\n  に") == "<ul><li>いちに</li></ul>"
    assert render_markdown("列の*小さい方*と**大きい方**") == "<p>列の<em>小さい方</em>と<strong>大きい方</strong></p>"
    assert render_markdown("End 2*3*4 and a*b*c.") == "<p>End 2*3*4 and a*b*c.</p>"


JS_LABEL = re.compile(r"""\btr\("([\w.\-]+)", "((?:[^"\\]|\\.)*)"|\btr\("([\w.\-]+)"\)""")


def js_labels(source: str) -> list[tuple[str, str | None]]:
    """Every ``tr("key", "English")`` (and ``tr("key")``) of a front-end file."""
    return [(m[0] or m[2], m[1] if m[0] else None) for m in JS_LABEL.findall(source)]


def test_every_label_of_the_lesson_front_end_is_in_the_catalogue_with_the_same_english():
    source = (STATIC / "lesson.js").read_text(encoding="utf-8")
    labels = js_labels(source)
    assert len(labels) >= 8 and "translator(model)" in source
    english, japanese = ui_strings("en"), ui_strings("ja")
    for key, fallback in labels:
        assert key in english and JAPANESE.search(japanese[key]), key
        assert fallback is None or fallback == english[key], key
    assert "}, tr);" in source and "buildHand(box, (text) => pick(text), tr)" in source  # the shared drawing speaks too


# --------------------------------------------------------------------------------------------- second tries (issue 10)

TURN = {"caption": "R1", "preset": "shichi-narabe", "layout": ["7♠", "7♥", "7♣", "7♦"],
        "hands": [["6♠", "5♠"], ["8♥"], ["6♥", "9♥"]], "to_move": 1, "moves": ["8♥", "6♥", "6♠"],
        "question": {"kind": "turn"}}


def test_a_first_wrong_answer_gets_a_hint_naming_the_right_picks_and_a_second_try():
    lesson = Lesson.builtin("basics", start=6)
    lesson.select("5♠", "4♠")
    assert not lesson.check() and lesson.result == "hint"
    assert lesson.feedback["answer"] == ["5♠"] and lesson.feedback["extra"] == ["4♠"]
    assert lesson.feedback["missed"] == []
    said = lesson.feedback["summary"] + " ".join(lesson.feedback["reasons"])
    assert not [card for card in lesson.answer() - {"5♠"} if card in said]  # the rest of the answer is not given
    assert all(hand["playable"] == [] for hand in lesson.hands)  # nor is it highlighted
    lesson.select("4♠")  # the second try starts from the first; the hint stays
    assert lesson.result == "hint" and lesson.selected == ["5♠"]
    lesson.select(*sorted(lesson.answer() - {"5♠"}))
    assert lesson.check() and lesson.result == "right"
    lesson.go(6)  # a new visit: a new first try
    lesson.select("4♠")
    lesson.check()
    assert lesson.result == "hint"


def test_a_teacher_may_write_the_hint_in_two_languages_and_it_never_comes_with_the_answer():
    step = {**GOOD, "question": {"kind": "playable", "hint": {"en": "Look at spades.", "ja": "スペードを見ましょう。"}}}
    english, japanese = Lesson([step]), Lesson([step], lang="ja")
    english.check()
    japanese.check()
    assert english.feedback["reasons"] == ["Look at spades."]
    assert japanese.feedback["reasons"] == ["スペードを見ましょう。"]
    with pytest.raises(LessonError, match=r"step 1\.question\.hint: unknown language 'fr'"):
        Lesson([{**GOOD, "question": {"kind": "playable", "hint": {"fr": "x"}}}])
    with pytest.raises(LessonError, match=r"step 1\.question\.hint: is 500 characters long"):
        Lesson([{**GOOD, "question": {"kind": "playable", "hint": "x" * 500}}])


def test_nothing_is_an_explicit_answer_only_where_nothing_can_be_right():
    """A kill question whose play kills nothing (K3) is answered with the button; a playable question is not."""
    nothing = Lesson([{**KOROSHI, "caption": "", "question": {"kind": "kills", "card": "8♠"}}])
    assert nothing.view["question"]["nothing"] == "Nothing is killed"
    nothing.select("J♠")
    send(nothing, {"type": "nothing"})
    assert nothing.result == "right" and nothing.selected == []
    assert nothing.feedback["reasons"] == ["Playing 8♠ kills no cell (K3)."]
    playable = Lesson.builtin("basics", start=6)
    assert playable.view["question"]["nothing"] == ""
    playable.select("5♠")
    send(playable, {"type": "nothing"})
    assert "nothing" in playable.message and playable.result == "" and playable.selected == ["5♠"]
    joker = Lesson.builtin("tunnels", start=6)
    assert joker.view["question"]["nothing"] == "No joker play" and not joker.answer_nothing()


def test_a_turn_question_asks_who_moves_next_and_says_why_for_each_player():
    """R1 clockwise, R7: seat 1 ("Player 2") went out and is skipped; seat 0 just played, so seat 2
    ("Player 3") is next. People count from 1; the options stay 0-based seat indices."""
    lesson = Lesson([TURN])
    q = lesson.view["question"]
    assert q["options"] == ["0", "1", "2"] and q["labels"] == {"0": "Player 1", "1": "Player 2", "2": "Player 3"}
    assert lesson.answer() == {"2"}
    lesson.select("1")
    lesson.check()
    lesson.check()
    assert lesson.feedback["reasons"] == ["Player 2 takes no more turns: out (R7).",
                                          "Player 3 makes the next turn: the next player clockwise who still takes "
                                          "turns (R1, R7, R9)."]
    lesson.select("0")
    assert not lesson.check()
    assert lesson.feedback["reasons"][0] == "Player 1 plays later: going clockwise, player 3 comes first (R1)."
    with pytest.raises(LessonError, match="the hand is over"):
        Lesson([{**TURN, "hands": [["6♠"], ["8♥"]], "to_move": 1, "moves": ["8♥"]}])


def test_a_step_may_play_a_talk_to_the_ghost_and_hide_the_highlights():
    """G1: "talk 2" in moves; a step with show_playable false draws no playable cells."""
    lesson = Lesson.builtin("ghost", start=2)
    game = lesson.game
    assert game.ghost == 2 and game.status(1) == "active" and [str(c) for c in game.hand(1)] == ["3♠", "K♠", "4♥", "2♦"]
    with pytest.raises(LessonError, match=r"step 1\.moves\[0\]: .*ghost"):
        Lesson([{**GOOD, "moves": ["talk 1"]}])
    with pytest.raises(LessonError, match=r"step 1\.show_playable: must be true or false"):
        Lesson([{**GOOD, "show_playable": "no"}])
    hidden = Lesson([{**GOOD, "show_playable": False}])
    assert cells(hidden.layout_cells["playable"]) == set() and hidden.hands[0]["playable"] == []


def test_the_next_lesson_button_is_refused_before_the_course_ends_only_at_the_last_lesson():
    last = Lesson.builtin("sevens")
    last.go(len(last.steps) - 1)
    send(last, {"type": "next_lesson"})
    assert "last lesson of the course" in last.message and last.lesson_name == "sevens"
    first = Lesson.builtin("how-to-play")
    send(first, {"type": "next_lesson"})
    assert first.lesson_name == "basics" and first.index == 0 and first.view["course"] == "lesson 2 of 9"


def test_a_teachers_text_names_players_as_people_count_from_1():
    """The file's seats count from 0 (the Python API); what the learner reads counts from 1, so a caption,
    title, prompt or hint saying "player 0", or a player the position does not have, is refused."""
    assert Lesson([{**GOOD, "caption": "Player 1 holds 5♠; player 2 holds 9♥."}]).step.caption
    for field, said in (("caption", "Player 0 holds 5♠."), ("title", {"en": "x", "ja": "プレイヤー0の番"}),
                        ("caption", "players 1 and 3 share the win")):
        with pytest.raises(LessonError, match=rf"step 1\.{field}: says .* counted from 1 to 2"):
            Lesson([{**GOOD, field: said}])
    with pytest.raises(LessonError, match=r"step 1\.question\.hint: says 'player 0'"):
        Lesson([{**GOOD, "question": {"kind": "playable", "hint": "Look at player 0's hand."}}])
