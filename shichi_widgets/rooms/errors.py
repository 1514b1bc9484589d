"""A refused room request: a key of the rooms' word table, said in each visitor's language."""

from __future__ import annotations

from ..engine.errors import ShichiError

__all__ = ["RoomError"]


class RoomError(ShichiError):
    """A room request that cannot be done (an unknown code, a taken seat, a move out of turn, …).

    It carries a key of :data:`.words.ROOMS` and its values; ``str()`` is the English sentence and
    ``text(lang)`` the learner's. The room is left exactly as it was."""

    def __init__(self, key: str, /, **values: object) -> None:
        from .words import ROOMS

        super().__init__(ROOMS.text(key, "en", **values), key=key, **values)

    def text(self, lang: str = "en") -> str:
        from .words import ROOMS

        return ROOMS.text(self.key, lang, **self.values)
