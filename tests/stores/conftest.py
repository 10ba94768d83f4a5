"""Fixtures for the store tests: one real redis-server for the module, emptied per test."""

from __future__ import annotations

# Shared with the other Redis test folder; pytest finds fixtures imported into a conftest.
from redis_server import own_redis, redis_server, redis_url  # noqa: F401
