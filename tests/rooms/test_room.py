"""A room's changes: seats, the start, moves checked by the engine, a bot for a slow turn, and what
each seat sees (never another seat's cards)."""

from __future__ import annotations

import json

import pytest

from shichi_widgets.engine import Game, ShichiError
from shichi_widgets.rooms import ALPHABET, Room, RoomError, open_room, read_code
from shichi_widgets.rooms.codes import new_code
from shichi_widgets.rooms.room import FINISHED_ROOM_S, TURN_S
from shichi_widgets.rooms.view import view


def room_with(*visitors: str, preset: str = "shichi-narabe", players: int = 4, seed: int = 7) -> Room:
    room = open_room("HJ4KX", preset, players, visitors[0], 0.0, seed=seed)
    for visitor in visitors:
        room = room.take_seat(visitor)
    return room


def started(*visitors: str, **kwargs) -> Room:
    return room_with(*visitors, **kwargs).start(visitors[0], 10.0)


def test_codes_have_no_look_alike_letters():
    assert not set("0O1IL2Z5S8B") & set(ALPHABET)
    code = new_code(lambda code: False)
    assert 4 <= len(code) <= 6 and set(code) <= set(ALPHABET)


def test_a_typed_code_is_read_generously_and_a_wrong_one_is_refused():
    assert read_code(" hj4-kx ") == "HJ4KX"
    for bad in ("HJ", "HJ4KX99", "H0LLO", None, 12345, "x" * 10**6):
        with pytest.raises(RoomError) as info:
            read_code(bad)
        assert info.value.key == "room.error.code"
        assert "4 to 6" in str(info.value) and "4〜6" in info.value.text("ja")


def test_new_code_skips_taken_codes():
    taken = {"first"}
    seen = []

    def is_taken(code: str) -> bool:
        seen.append(code)
        return len(seen) < 3

    code = new_code(is_taken)
    assert code == seen[-1] and len(seen) == 3 and "first" in taken


def test_a_room_refuses_a_number_of_seats_it_cannot_have():
    for players in (1, 9, "4", True):
        with pytest.raises(RoomError) as info:
            open_room("HJ4KX", "shichi-narabe", players, "host", 0.0)
        assert info.value.key == "room.error.players"
    with pytest.raises(ShichiError):
        open_room("HJ4KX", "no-such-game", 4, "host", 0.0)


def test_a_visitor_who_comes_back_keeps_their_seat():
    room = room_with("ann", "ben")
    assert room.seat_of("ben") == 1
    again = room.take_seat("ben")  # a reload, or a second tab
    assert again is room and again.seat_of("ben") == 1


def test_a_taken_seat_is_refused_and_the_room_is_unchanged():
    room = room_with("ann", "ben")
    with pytest.raises(RoomError) as info:
        room.take_seat("cat", seat=1)
    assert info.value.key == "room.error.seat_taken"
    assert "Seat 2" in str(info.value)  # seat index 1 is the second chair
    with pytest.raises(RoomError):
        room.take_seat("cat", seat=4)
    assert room.seat_of("cat") is None and room.version == 2


def test_a_visitor_may_move_to_another_open_seat_before_the_start():
    room = room_with("ann", "ben").take_seat("ben", seat=3)
    assert room.seat_of("ben") == 3 and room.seats[1].kind == "open"


def test_only_the_host_starts_and_bots_fill_the_open_seats():
    room = room_with("ann", "ben")
    with pytest.raises(RoomError) as info:
        room.start("ben", 1.0)
    assert info.value.key == "room.error.not_host"
    room = room.start("ann", 1.0)
    assert room.status == "playing"
    assert [seat.kind for seat in room.seats] == ["person", "person", "bot", "bot"]
    assert "3, 4" in room.log[1]["en"] and "3、4" in room.log[1]["ja"]
    game = room.game_now()
    assert game is not None and room.seats[game.to_move].kind == "person"  # the bots moved up to a person


def test_seats_cannot_change_once_the_game_is_on():
    room = started("ann", "ben")
    for change in (lambda r: r.take_seat("cat"), lambda r: r.leave_seat("ben"), lambda r: r.start("ann", 2.0)):
        with pytest.raises(RoomError) as info:
            change(room)
        assert info.value.key == "room.error.started"


def test_a_move_out_of_turn_or_illegal_leaves_the_room_as_it_was():
    room = started("ann", "ben")
    game = room.game_now()
    waiting = next(v for v in ("ann", "ben") if room.seat_of(v) != game.to_move)
    mover = next(v for v in ("ann", "ben") if room.seat_of(v) == game.to_move)
    with pytest.raises(RoomError) as info:
        room.play(waiting, "pass", 11.0)
    assert info.value.key == "room.error.not_your_turn"
    assert f"player {game.to_move + 1}'s turn" in str(info.value)
    illegal = next(str(c) for c in game.hand(game.to_move) if c not in game.playable_cells())
    before = room.to_json()
    with pytest.raises(ShichiError) as info:
        room.play(mover, illegal, 11.0)
    assert "(" in str(info.value)  # the engine's reason names its rule
    with pytest.raises(RoomError):
        room.play("stranger", "pass", 11.0)
    with pytest.raises(ShichiError):
        room.play(mover, ["8♠"], 11.0)
    assert room.to_json() == before


def test_a_move_from_an_old_screen_is_refused():
    room = started("ann", "ben")
    game = room.game_now()
    mover = next(v for v in ("ann", "ben") if room.seat_of(v) == game.to_move)
    with pytest.raises(RoomError) as info:
        room.play(mover, str(game.legal_moves()[0]), 11.0, turn=len(game.history) - 1)
    assert info.value.key == "room.error.stale"
    assert room.play(mover, str(game.legal_moves()[0]), 11.0, turn=len(game.history)).version > room.version


def test_a_slow_turn_is_played_by_a_bot_said_in_the_log_and_the_seat_comes_back_by_moving():
    room = started("ann", "ben")
    seat = room.game_now().to_move
    person = room.seats[seat].visitor
    assert room.tick(10.0 + TURN_S - 1) is room  # still within the time
    late = room.tick(10.0 + TURN_S)
    assert late.seats[seat].stood_in == 1
    assert any(f"Player {seat + 1} did not move within {TURN_S} s" in line["en"] for line in late.log)
    assert any(f"プレイヤー{seat + 1}が{TURN_S}秒以内に" in line["ja"] for line in late.log)
    assert len(late.game_now().history) > len(room.game_now().history)
    # later, the person moves again and the seat is theirs
    while late.status == "playing" and late.game_now().to_move != seat:
        late = late.tick(late.turn_since + TURN_S)
    if late.status == "playing":
        back = late.play(person, str(late.game_now().legal_moves()[0]), late.turn_since + 1)
        assert back.seats[seat].stood_in == 0
        assert any(f"Player {seat + 1} is back." == line["en"] for line in back.log)


def play_to_the_end(room: Room, now: float = 20.0) -> Room:
    while room.status == "playing":
        game = room.game_now()
        visitor = room.seats[game.to_move].visitor
        room = room.play(visitor, str(game.legal_moves()[0]), now)
    return room


@pytest.mark.parametrize("preset", ["shichi-narabe", "tunnel", "joker", "sevens"])
def test_two_people_and_two_bots_play_a_room_to_the_end(preset):
    room = play_to_the_end(started("ann", "ben", preset=preset))
    assert room.status == "over" and room.finished == 20.0
    assert room.expires() == 20.0 + FINISHED_ROOM_S
    game = room.game_now()
    assert game.is_over and game.result is not None
    assert "result" in view(room, "ann")


def test_after_the_game_the_host_deals_another_with_the_same_people_in_their_seats():
    over = play_to_the_end(started("ann", "ben"))
    for who, key in (("ben", "room.error.not_host_again"),):
        with pytest.raises(RoomError) as info:
            over.again(who)
        assert info.value.key == key
    with pytest.raises(RoomError) as info:
        started("ann", "ben").again("ann")
    assert info.value.key == "room.error.not_over"
    gathered = over.again("ann")
    assert gathered.status == "waiting" and gathered.game == "" and gathered.finished is None
    assert [s.kind for s in gathered.seats] == ["person", "person", "open", "open"]
    assert gathered.seat_of("ann") == 0 and gathered.seat_of("ben") == 1
    assert gathered.seed != over.seed and gathered.code == over.code
    assert gathered.log[-1]["en"].startswith("Another game at this table")
    late = gathered.take_seat("cat")  # a latecomer takes a seat a bot had
    again = late.start("ann", 30.0)
    assert again.status == "playing" and again.seats[2].kind == "person" and again.seats[3].kind == "bot"
    dealt = [Game.new("shichi-narabe", 4, seed=r.seed).hand(0) for r in (over, gathered)]
    assert dealt[0] != dealt[1]  # new cards
    assert play_to_the_end(again).status == "over"


def test_the_room_travels_as_json_unchanged():
    room = started("ann", "ben")
    assert Room.from_json(room.to_json()) == room


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    room = started("ann", "ben")
    game = room.game_now()
    seen = view(room, "ann", "en", now=11.0)
    mine = room.seat_of("ann")
    assert seen["seat"] == mine and seen["hand"]["cards"] == [str(c) for c in game.hand(mine)]
    assert [s["cards"] for s in seen["seats"]] == [game.hand_size(i) for i in range(4)]
    assert "hand" not in view(room, None)  # a watcher sees no hand
    assert seen["turn_left_s"] == TURN_S - 1


def _twin(room: Room, seat: int) -> Room:
    """The same room with two other seats' hands changed (one card swapped between them)."""
    game = room.game_now()
    others = [i for i in range(room.players) if i != seat]
    a, b = others[0], others[1]
    hand_lines = {int(line.split()[1].rstrip(":")): line for line in room.game.splitlines() if line.startswith("hand ")}

    def single(who: int) -> str:  # a card written alone (not inside a run like 4♠-6♠), still held
        held = {str(c) for c in game.hand(who)}
        return next(tok for tok in hand_lines[who].split(":", 1)[1].split() if tok in held)

    card_a, card_b = single(a), single(b)
    lines = []
    for line in room.game.splitlines():
        for who, give, take in ((a, card_a, card_b), (b, card_b, card_a)):
            if line.startswith(f"hand {who}:"):
                cards = line.split(":", 1)[1].split()
                line = f"hand {who}: " + " ".join(take if c == give else c for c in cards)
        lines.append(line)
    twin_text = "\n".join(lines)
    Game.from_text(twin_text)  # still a legal position
    return Room(**{**room.__dict__, "game": twin_text})


@pytest.mark.parametrize("preset", ["shichi-narabe", "koroshi", "joker"])
def test_a_seat_view_is_the_same_whatever_the_other_hands_hold(preset):
    """The twin-deal test: change what two other seats hold, and a seat's view does not change."""
    room = room_with("ann", "ben", preset=preset, seed=11)
    room = room.start("ann", 10.0)
    # the game as it started (no moves yet by the people) is where the twin's text is simplest
    for visitor in ("ann", "ben"):
        seat = room.seat_of(visitor)
        twin = _twin(room, seat)
        assert twin.game != room.game
        for lang in ("en", "ja"):
            seen, seen_in_twin = (json.dumps(view(r, visitor, lang), sort_keys=True) for r in (room, twin))
            assert seen == seen_in_twin
