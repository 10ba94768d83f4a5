"""A write tool run in a child process by the fault tests (imported by name in parent and
child alike, so both give it one identity and so one idempotency key per order)."""

from __future__ import annotations

import json
import sys
import time
from typing import Any

import redis

from toolretry import Idempotency, smart_retry_with_observation
from toolretry.stores import RedisStore

EXECUTIONS = "executions"
"""The Redis counter each execution of the write increments: what the tests count."""


def write_tool(url: str, hold: float, total_timeout: float | None = 1.0) -> Any:
    """A write that counts itself in Redis, then takes ``hold`` seconds."""
    counter = redis.Redis.from_url(url)

    def write(order: str) -> str:
        counter.incr(EXECUTIONS)
        time.sleep(hold)
        return f"written {order}"

    write.__qualname__ = "write"  # The same identity wherever it is built.
    return smart_retry_with_observation(
        write,
        idempotency=Idempotency(key="auto", store=RedisStore(url)),
        total_timeout=total_timeout,
        idempotent=False,
    )


def executions(url: str) -> int:
    """How many times the write ran, across every process."""
    return int(redis.Redis.from_url(url).get(EXECUTIONS) or 0)


def main() -> None:
    """``url order hold``: call the write once and print its answer's code and details."""
    url, order, hold = sys.argv[1], sys.argv[2], float(sys.argv[3])
    answer = write_tool(url, hold).observe(order)
    print(json.dumps({"code": answer.error_code, "details": answer.details}), flush=True)


if __name__ == "__main__":
    main()
