"""Room codes: short, easy to read aloud and to type on a phone.

A code is 5 characters from an alphabet without look-alikes (no 0/O, 1/I/L, 2/Z, 5/S, 8/B), so a
student who copies it from the projector cannot mistype one letter for another. What a student
types is read generously: spaces and dashes are dropped and lower case is raised.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .errors import RoomError

ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679"
LENGTH = 5
SHORTEST, LONGEST = 4, 6


def new_code(taken: Callable[[str], bool], rng: random.Random | None = None) -> str:
    """A fresh code that ``taken`` says is free (25⁵ ≈ 9.8 million codes, so a few tries at most)."""
    pick = rng or random.SystemRandom()
    for _ in range(1000):
        code = "".join(pick.choice(ALPHABET) for _ in range(LENGTH))
        if not taken(code):
            return code
    raise RuntimeError("no free room code after 1000 tries")


def read_code(text: object) -> str:
    """The code a person typed, tidied (``" hj4-kx "`` → ``"HJ4KX"``); a RoomError if it cannot be one."""
    if not isinstance(text, str):
        raise RoomError("room.error.code")
    code = "".join(ch for ch in text[:40] if ch not in " -\t").upper()
    if not SHORTEST <= len(code) <= LONGEST or any(ch not in ALPHABET for ch in code):
        raise RoomError("room.error.code")
    return code
