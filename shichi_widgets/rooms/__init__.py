"""Rooms: tables that several people share, played on the classroom server.

A room holds one authoritative game outside every visitor's kernel (:mod:`.room`); each person
receives only what their seat may see (:mod:`.view`); rooms live in a store (:mod:`.store`), in the
server's memory or in Redis for several servers.
"""

from .codes import ALPHABET, read_code
from .errors import RoomError
from .room import Room, Seat, open_room
from .store import MemoryStore, RoomStore

__all__ = ["ALPHABET", "MemoryStore", "Room", "RoomError", "RoomStore", "Seat", "open_room", "read_code"]
