"""Lesson.from_file on careless and hostile files: every failure is a LessonError naming the file.

A teacher's file may be missing, a folder, in another encoding, not JSON, nested absurdly deep,
huge, or hold wrong types; each is refused with a sentence that starts with the file's name
(and names the step and field when there is one). A UTF-8 file written with a byte order mark,
as some editors save it, is read like any other.
"""

import json

import pytest

from shichi_widgets.widgets import Lesson
from shichi_widgets.widgets.lesson import MAX_FILE_BYTES, LessonError

GOOD = {
    "title": "Sevens",
    "steps": [
        {
            "caption": "Which spades can be played? (L3)",
            "preset": "shichi-narabe",
            "layout": ["6♠-Q♠", "7♥", "7♣", "7♦"],
            "hands": [["5♠", "K♠"], ["9♥", "2♣"]],
        }
    ],
}


def write(tmp_path, name, data: bytes):
    path = tmp_path / name
    path.write_bytes(data)
    return path


def refused(path) -> str:
    with pytest.raises(LessonError) as info:
        Lesson.from_file(path)
    return str(info.value)


def test_a_utf8_file_with_a_byte_order_mark_loads_like_one_without(tmp_path):
    body = json.dumps(GOOD, ensure_ascii=False).encode("utf-8")
    plain = Lesson.from_file(write(tmp_path, "plain.json", body))
    marked = Lesson.from_file(write(tmp_path, "bom.json", b"\xef\xbb\xbf" + body))
    assert marked.title == plain.title == "Sevens"
    assert marked.step.game == plain.step.game


def test_a_missing_file_is_refused_naming_it(tmp_path):
    message = refused(tmp_path / "nowhere.json")
    assert message.startswith("nowhere.json: ") and "no such lesson file" in message


def test_a_folder_is_refused_naming_it(tmp_path):
    folder = tmp_path / "lessons.json"
    folder.mkdir()
    message = refused(folder)
    assert message.startswith("lessons.json: ") and "folder" in message


def test_bytes_that_are_not_utf8_are_refused_naming_the_file_and_the_byte(tmp_path):
    latin1 = json.dumps({**GOOD, "title": "Sept à la suite"}).replace("\\u00e0", "à").encode("latin-1")
    message = refused(write(tmp_path, "latin1.json", latin1))
    assert message.startswith("latin1.json: ") and "not UTF-8" in message
    accented = latin1.index("à".encode("latin-1"))
    assert f"byte {accented}" in message


def test_invalid_json_is_refused_naming_the_file_and_the_line(tmp_path):
    message = refused(write(tmp_path, "broken.json", b'{"steps": [\n  {"caption": "x",}\n]}'))
    assert message.startswith("broken.json: not valid JSON") and "line 2" in message


def test_json_nested_five_thousand_deep_is_refused_not_a_recursion_error(tmp_path):
    deep = b'{"steps": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    message = refused(write(tmp_path, "deep.json", deep))
    assert message.startswith("deep.json: ") and "nested too deeply" in message


def test_a_file_over_one_megabyte_is_refused_before_it_is_read_whole(tmp_path, monkeypatch):
    big = write(tmp_path, "big.json", b" " * (MAX_FILE_BYTES + 1) + json.dumps(GOOD).encode())
    reads = []
    real_open = type(big).open

    def spying_open(self, *args, **kwargs):
        stream = real_open(self, *args, **kwargs)
        real_read = stream.read

        def read(size=-1):
            reads.append(size)
            return real_read(size)

        stream.read = read
        return stream

    monkeypatch.setattr(type(big), "open", spying_open)
    message = refused(big)
    assert message.startswith("big.json: ") and "at most 1 MB" in message
    assert reads == [MAX_FILE_BYTES + 1], "the file must be read with a bound, never whole"


def test_a_file_of_exactly_the_limit_is_still_read(tmp_path):
    body = json.dumps(GOOD, ensure_ascii=False).encode("utf-8")
    path = write(tmp_path, "padded.json", body + b" " * (MAX_FILE_BYTES - len(body)))
    assert Lesson.from_file(path).title == "Sevens"


@pytest.mark.parametrize(
    "change, fragment",
    [
        ({"to_move": "x"}, "step 1.to_move: must be a whole number"),
        ({"passes_used": ["x", 0]}, "step 1.passes_used[0]: must be a whole number"),
        ({"dealer": 1.5}, "step 1.dealer: must be a whole number"),
        ({"hands": "x"}, "step 1.hands: must be a list"),
        ({"flags": {"passes": "x"}}, "step 1.flags: passes must be a whole number"),
        ({"row_order": {"a": 1}}, "step 1.position: row_order"),
        ({"question": {"kind": "playable", "player": "x"}}, "step 1.question.player: must be a whole number"),
        ({"point": [5]}, "step 1.point[0]: not a card"),
    ],
)
def test_wrong_types_are_refused_naming_the_file_step_and_field(tmp_path, change, fragment):
    lesson = {"steps": [{**GOOD["steps"][0], **change}]}
    message = refused(write(tmp_path, "types.json", json.dumps(lesson).encode()))
    assert message.startswith("types.json: ") and fragment in message, message


def test_a_raw_error_from_deep_inside_still_becomes_a_lesson_error_naming_the_file(tmp_path, monkeypatch):
    """The safety net: whatever ValueError or TypeError escapes the checks is named with the file."""

    def broken(cls, data, **kwargs):
        return int("x")

    monkeypatch.setattr(Lesson, "from_dict", classmethod(broken))
    message = refused(write(tmp_path, "odd.json", json.dumps(GOOD).encode()))
    assert message.startswith("odd.json: ") and "invalid literal for int()" in message


def test_a_path_that_is_not_a_path_is_refused_as_a_lesson_error():
    with pytest.raises(LessonError, match="a lesson file is a path"):
        Lesson.from_file(42)
