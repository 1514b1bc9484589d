"""Hints that are true, and pages that do not give the answer away (issue 24, item 4).

For every question of every shipped lesson, in both languages, and for every pick a learner can make
(each of the 52 cells, or each offered option):

- **the rules a hint cites apply to the step's ruleset**: a table written here from docs/rules.md says
  which rule ids hold under which flags (K2 only in kill games, J7 only with wild jokers, R6 only
  where a stuck player goes bankrupt, W4 only without a pass limit ...); both languages cite the same;
- **following the hint leads to the engine's answer**: the rule the hint cites for where a card may
  go (L3, T2, T3, K2 with K7/K9, B2, W2, B3/W3), for a pass (R4/R5, B4, R6, B5, B8, K4, W4, B2), for
  the joker (J2 with T4, J7), for kills (K3 with K7, K8) and for turns (R1/R7, R3) is worked out
  here, independently of the engine and of ``lessons/hints.py``, and must give exactly the cells,
  options or player the engine answers;
- **a hint never states the answer**: no answer item the learner has not picked is named in it;
- **nothing on the page answers an open question**: while a question waits (and during the second
  try), the status line and the seat headers do not say whose turn it is for a turn question, no
  cell or hand card is highlighted as playable, no pointer marks an answer cell, hovering says only
  "press Check", and no earlier step of the lesson with the same position outlines a later answer.

The rules are worked out in ``lesson_rules.py`` (beside this file); ``hint_problems`` is the checker, which a
scratch script can run on other hint texts (the closing note of the issue reports how many hints it found
false before the fix).
"""

from __future__ import annotations

import re

import pytest
from lesson_rules import CELLS, hint_problems, telling

from shichi_widgets import Card
from shichi_widgets.lessons.questions import Step
from shichi_widgets.lessons.words import say
from shichi_widgets.widgets import Lesson


def candidates(step: Step) -> list[str]:
    q = step.question
    return list(q.options) if q.picks == "options" else list(CELLS)


QUESTIONS = [(name, index) for name in Lesson.builtins()
             for index, step in enumerate(Lesson.builtin(name).steps) if step.question is not None]
IDS = [f"{n}-{i + 1}" for n, i in QUESTIONS]


def step_of(name: str, index: int) -> Step:
    return Lesson.builtin(name).steps[index]


def hint_texts(step: Step) -> dict[str, str]:
    return {lang: step.question.hint_in(lang, step.game) for lang in ("en", "ja")}


@pytest.mark.parametrize(("name", "index"), QUESTIONS, ids=IDS)
def test_every_hint_cites_rules_of_its_ruleset_and_leads_to_the_engines_answer(name, index):
    """The hint's rule ids apply to the step's flags (K2 only in kill games, J7 only with wild jokers, R6/B5/
    B8/K4 only with no pass left, W4 only without a pass limit, T2/T3 only with tunnels, R3 only for the
    first turn), and the rule it cites, worked out here, gives the engine's answer."""
    step = step_of(name, index)
    assert not hint_problems(step, hint_texts(step))


@pytest.mark.parametrize(("name", "index"), QUESTIONS, ids=IDS)
def test_the_hint_after_every_pick_names_no_answer_the_learner_did_not_pick(name, index):
    """Every single pick's second-try feedback, in both languages: the picks are judged truly, the hint line
    is the step's hint, and no missed answer item is named (the hint never gives the answer)."""
    step = step_of(name, index)
    answer = step.answer()
    for lang in ("en", "ja"):
        labels = step.option_labels(lang)
        hint = step.question.hint_in(lang, step.game)
        for item in candidates(step):
            verdict = step.hint([item], lang)
            if {item} == answer:
                continue
            said = " ".join([verdict["summary"], *verdict["reasons"]])
            assert verdict["reasons"][-1] == hint
            for missed in answer - {item}:
                label = labels.get(missed, missed)
                named = re.search(rf"(?<![0-9]){re.escape(label)}(?![0-9])", said)
                assert not (telling(label) and named), (lang, item, label, said)


def _names_a_player(text: str) -> bool:
    return bool(re.search(r"[Pp]layer \d|プレイヤー\d", text))


@pytest.mark.parametrize(("name", "index"), QUESTIONS, ids=IDS)
def test_nothing_on_the_page_answers_an_open_question(name, index):
    """While the question waits and during the second try: no playable highlight, no pointer on an answer cell,
    no hover sentence but "press Check"; for "who makes the next turn?" the status line names nobody
    and no seat is marked as the one to move (R1, R3)."""
    for lang in ("en", "ja"):
        lesson = Lesson.builtin(name, lang=lang)
        lesson.go(index)
        step = lesson.step
        answer = step.answer()
        wrong = next(item for item in candidates(step) if {item} != answer)
        for phase in ("open", "second try"):
            if phase == "second try":
                lesson.select(wrong)
                lesson.check()
                assert lesson.result == "hint"
            assert lesson.layout_cells["playable"] == [0, 0, 0, 0], (lang, phase)
            for seat in lesson.hands:
                assert seat["playable"] == [] and seat["joker_plays"] == [] and not seat["can_pass"], (lang, phase)
            if step.question.picks == "cells":
                assert not set(lesson.view["point"]) & answer
            lesson._on_hover({"type": "hover", "card": "7♠"})
            assert lesson.hover["text"] == say("ui.lesson.press_check", lang)
            if step.question.kind == "turn":
                assert not _names_a_player(lesson.view["status"]), (lang, phase, lesson.view["status"])
                for seat in lesson.hands:
                    assert not seat["to_move"], (lang, phase, seat["label"])
                    assert seat["label"] == say("ui.lesson.player", lang, player=seat["player"]), seat["label"]
            lesson.select(wrong)  # unpick for the next phase
            if phase == "open":
                lesson.select(wrong)


@pytest.mark.parametrize("name", Lesson.builtins())
def test_no_step_outlines_the_answer_of_a_later_question_on_the_same_position(name):
    """How-to-play steps 1–2 used to outline 8♦, the answer of step 4, on the same deal."""
    lesson = Lesson.builtin(name)
    for i, step in enumerate(lesson.steps):
        if step.question is not None or not step.show_playable:
            continue
        lesson.go(i)
        outlined = {Card.from_index(k) for k in range(52)
                    if lesson.layout_cells["playable"][k // 13] >> (k % 13) & 1}
        for later in lesson.steps[i + 1:]:
            if later.question is not None and later.question.picks == "cells" \
                    and later.game.to_text() == step.game.to_text():
                assert not {str(c) for c in outlined} & later.answer(), (i + 1, later.number)


# --------------------------------------------------------------------------------------------- the checker can fail

OLD_HINTS: dict[str, str] = {
    # the generic hints this project used to give, one of each kind of mistake the issue reports
    "koroshi-2": "Hint: in each row, look for the next empty cell outward from the 7, on each side (L3).",
    "jokers-8": "Hint: the joker goes into an open cell, and the next card beyond it must go with it (J2).",
    "sevens-2": "Hint: a card must go on an open cell, and a pass needs a pass left (L3, R5, R6).",
    "tunnels-2": "Hint: start at the 7 and walk outward; skip the cells that are already filled (L3).",
    "seven-bridge-1": "Hint: in each row, look for the next empty cell outward from the 7, on each side (L3).",
    "seven-bridge-2": "Hint: a card must go on an open cell, and a pass needs a pass left (L3, R5, R6).",
    "koroshi-7": "Hint: a card must go on an open cell, and a pass needs a pass left (L3, R5, R6).",
}


@pytest.mark.parametrize("where", sorted(OLD_HINTS))
def test_the_checker_finds_each_false_hint_the_issue_reports(where):
    name, number = where.rsplit("-", 1)
    step = step_of(name, int(number) - 1)
    assert hint_problems(step, {"en": OLD_HINTS[where]}), where


def test_the_checker_finds_a_named_answer_and_a_rule_that_leads_elsewhere():
    step = step_of("tunnels", 1)  # clubs A–8 and Q♣: K♣, not 9♣ (T2)
    assert any("following the hint gives ['9♣']" in p for p in hint_problems(step, {"en": "Walk outward (L3)."}))
    assert any("names the answer K♣" in p for p in hint_problems(step, {"en": "It is K♣ (T2)."}))
    assert any("different rules" in p for p in hint_problems(step, {"en": "x (T2).", "ja": "x（L3）。"}))
    assert not hint_problems(step, {"en": "Go through the tunnel (T2).", "ja": "トンネル（T2）。"})


# --------------------------------------------------------------------------------------------- captions count from 1

CARD = r"(?:10|[2-9AJQK])[♠♥♣♦]"
SEAT_FACTS = [
    # (pattern, check(game, seat, rest)): what a caption says of a player, named as people count (from 1)
    (r"[Pp]layer (\d) holds ([^.;:]*?)(?:, and |[.;:]|$)",
     lambda game, seat, rest: set(re.findall(CARD, rest)) <= {str(c) for c in game.hand(seat)}
     and ("joker" not in rest or game.jokers(seat) > 0)),
    (r"[Pp]layer (\d) is to move", lambda game, seat, rest: game.to_move == seat),
    (r"[Pp]layer (\d) has (?:now )?used (?:all )?(\d+) (?:passes|tokens)",
     lambda game, seat, rest: game.passes_used(seat) == int(rest)),
    (r"プレイヤー(\d)は([^。]*?)を持っています",
     lambda game, seat, rest: set(re.findall(CARD, rest)) <= {str(c) for c in game.hand(seat)}
     and ("ジョーカー" not in rest or game.jokers(seat) > 0)),
    (r"プレイヤー(\d)の番です", lambda game, seat, rest: game.to_move == seat),
    # the dealer (R2, B1, W1): "Player 1 dealt", "the dealer (here player 4)", 「親はプレイヤー1」
    (r"[Pp]layer (\d) dealt", lambda game, seat, rest: game.dealer == seat),
    (r"dealer,? \((?:here )?player (\d)\)|dealer, player (\d)", lambda game, seat, rest: game.dealer == seat),
    (r"親(?:は|（ここでは|（|の)プレイヤー(\d)", lambda game, seat, rest: game.dealer == seat),
    (r"player (\d), to the dealer's left|親の左隣のプレイヤー(\d)",
     lambda game, seat, rest: seat == (game.dealer + 1) % game.players),
    (r"プレイヤー(\d)はパス(?:札)?を(\d+)(?:回|枚)使", lambda game, seat, rest: game.passes_used(seat) == int(rest)),
]


def caption_seat_problems(step: Step) -> tuple[int, list[str]]:
    """How many facts about a seat a step's captions state (both languages), and the false ones."""
    game, stated, wrong = step.position(), 0, []
    for lang in ("en", "ja"):
        for pattern, check in SEAT_FACTS:
            for m in re.finditer(pattern, step.caption_in(lang)):
                stated += 1
                number = next(g for g in m.groups() if g is not None)
                seat = int(number) - 1  # people count from 1
                rest = m.group(2) if m.lastindex and m.lastindex >= 2 and m.group(1) else ""
                if not 0 <= seat < game.players or not check(game, seat, rest):
                    wrong.append(f"{lang}: {m.group(0)!r}")
    return stated, wrong


def test_captions_name_players_as_people_count_and_say_true_things_of_them():
    """Every "Player 2 holds …", "Player 3 is to move", 「プレイヤー1の番です」 of every caption, read back with
    the player counted from 1, is true of the step's position (R1, R4, R5)."""
    stated, wrong = 0, []
    for name in Lesson.builtins():
        for step in Lesson.builtin(name).steps:
            count, bad = caption_seat_problems(step)
            stated += count
            wrong += [f"{name} step {step.number}: {b}" for b in bad]
    assert stated >= 20 and not wrong, "\n".join(wrong)


def test_the_caption_checker_finds_a_player_counted_from_0():
    step = step_of("how-to-play", 3)  # seat 2, "Player 3", is to move
    shifted = {"captions": {"en": "Player 2 is to move. Player 3 holds K♠.", "ja": "プレイヤー3の番です。"}}
    from dataclasses import replace

    count, bad = caption_seat_problems(replace(step, **shifted))
    assert count == 3 and sorted(bad) == ["en: 'Player 2 is to move'", "en: 'Player 3 holds K♠.'"]


@pytest.mark.parametrize(("name", "number"), [("how-to-play", 3), ("how-to-play", 6), ("ghost", 4)])
def test_once_a_turn_question_is_answered_the_page_says_whose_turn_it_is(name, number):
    """R1, R3: hidden while the question is open, the player to move is shown again once it is answered."""
    for lang in ("en", "ja"):
        lesson = Lesson.builtin(name, lang=lang)
        lesson.go(number - 1)
        (seat,) = map(int, lesson.answer())
        to_move = say("ui.lesson.player_to_move", lang, player=seat)
        assert to_move not in lesson.view["status"]
        lesson.select(str(seat))
        assert lesson.check()
        assert lesson.view["status"].endswith(to_move)
        marked = [hand["player"] for hand in lesson.hands if hand["to_move"]]
        assert marked == [seat] and lesson.hands[seat]["label"] == say("ui.lesson.seat_to_move", lang, player=seat)


def test_seat_statuses_in_kill_games_say_left_or_no_cards_never_bankrupt_or_out():
    """K4: a player with no pass left who cannot play leaves the game (not 'bankrupt', R6); K5: a player whose
    cards are all played or killed has no cards left (not 'out', which is going out by playing, R7)."""
    words = {lang: {say(f"status.{s}", lang) for s in ("bankrupt", "out")} for lang in ("en", "ja")}
    seen = set()
    for lang in ("en", "ja"):
        lesson = Lesson.builtin("koroshi", lang=lang)
        for index in range(len(lesson.steps)):
            lesson.go(index)
            for seat in lesson.hands:
                if seat["status"] != "active":
                    assert seat["status_text"] not in words[lang], (index + 1, seat["status_text"])
                    seen.add(seat["status_text"])
    assert {"left the game", "no cards left"} <= seen


def _named(label: str, text: str) -> bool:
    return bool(re.search(rf"(?<![0-9]){re.escape(label)}(?![0-9])", text))


def caption_give_aways(step: Step, lang: str) -> list[str]:
    """Answer cards that the step's title, caption or prompt name while its question is open: a cell question
    must not name an answer cell; an options question may name its options only all together (as a list
    of what a player holds), never an answer alone. A turn question's players appear in any story (who
    played what); its give-aways are the status line and the seat headers, checked above."""
    q = step.question
    if q.kind == "turn":
        return []
    page = " ".join([step.caption_in(lang), step.title_in(lang), q.prompt_in(lang)])
    labels = step.option_labels(lang)
    answer = step.answer()
    if q.picks == "cells":
        return sorted(a for a in answer if _named(a, page))
    named = [a for a in answer if telling(labels.get(a, a)) and _named(labels.get(a, a), page)]
    if named and all(_named(labels.get(o, o), page) for o in q.options):
        return []
    return named


@pytest.mark.parametrize(("name", "index"), QUESTIONS, ids=IDS)
def test_no_caption_names_the_answer_of_its_open_question(name, index):
    """Seven Bridge steps 1 and 13 used to say "7♦ opens… click every playable cell" (answer 7♦); koroshi step
    9 "player 2 holds only K♠" before "which cells does Q♠ kill?" (K♠); sevens step 6 "holds only 9♠"."""
    step = step_of(name, index)
    for lang in ("en", "ja"):
        assert not caption_give_aways(step, lang), (lang, caption_give_aways(step, lang))


def test_the_caption_check_finds_an_answer_named_alone():
    from dataclasses import replace

    step = step_of("sevens", 5)  # which cards could player 1 play? 9♠
    assert step.answer() == {"9♠"}
    told = replace(step, captions={"en": "Player 1 holds only 9♠."})
    assert caption_give_aways(told, "en") == ["9♠"] and caption_give_aways(step, "en") == []
