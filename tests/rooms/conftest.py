"""The rooms' tests share a Redis server of their own (tests/redis_server.py)."""

from redis_server import redis_url  # noqa: F401  (a fixture)
