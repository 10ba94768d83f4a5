"""State shared by processes and machines through Redis, that never breaks a call when Redis
is down or slow: it answers from this process's own state until Redis answers again."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import threading
import time
import weakref
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar

from ..exceptions import ConfigurationError
from ._health import SharedStateUnavailable, safe_url, time_left
from ._memory import MemoryStore
from ._protocol import Change
from ._redis_connection import (
    COLD_ROUND_TRIPS,
    MAX_CAS_ROUNDS,
    RTT_MARGIN,
    STRIPES,
    Contended,
    RedisConnection,
    backoff,
    errors,
)
from ._redis_update import Update

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = ["RedisStore"]

R = TypeVar("R")
# At most this many keys' last values are remembered for optimistic writes.
_SEEN_KEYS = 4096
# A change that writes nothing on this process's view is trusted without reading the key
# only when its answer is the same this long either side of the estimated server time.
_GUESS_MARGIN = 0.05
Answers: TypeAlias = tuple[list[Any], bool]
logger = logging.getLogger("toolretry")


class RedisStore(RedisConnection):
    """Shared state in Redis (``pip install toolretry[redis]``), sync and asyncio.

    Give a URL (``RedisStore("redis://127.0.0.1:6379/0")``: clients are built with
    ``timeout``-second socket timeouts and no client-side retries, an asyncio client per event
    loop) or your own ``client`` (``redis.Redis``) and/or ``async_client``
    (``redis.asyncio.Redis``), whose timeouts and retries then apply. Keys are
    ``{namespace}:{kind}:{name}`` and expire. An update is computed on this process's last
    view of its keys and sent to one Lua script that writes it only if the keys still hold
    that view (else it is computed again on what they hold), so concurrent callers never
    lose a count and an update costs one round trip when nobody else wrote meanwhile.

    When Redis fails or times out, the call is answered from this process's own state
    (``local``), a warning says so once, and Redis is tried again ``recheck_after`` seconds
    later; when it answers, an info line says so and shared state resumes.
    """

    def __init__(
        self,
        url: str | None = None,
        *,
        client: redis.Redis | None = None,
        async_client: redis.asyncio.Redis | None = None,
        namespace: str = "toolretry",
        timeout: float = 0.25,
        recheck_after: float = 1.0,
        slow_after: float = 0.15,
        strict: bool = False,
    ) -> None:
        if (url is None) == (client is None and async_client is None):
            raise ConfigurationError(
                "RedisStore needs a URL or a client: RedisStore('redis://127.0.0.1:6379/0'), "
                "or RedisStore(client=redis.Redis(...), async_client=redis.asyncio.Redis(...))."
            )
        if url is not None and not isinstance(url, str):
            raise ConfigurationError(f"RedisStore url must be a str, got {url!r}.")
        if not isinstance(namespace, str) or not namespace or ":" in namespace[-1:]:
            raise ConfigurationError(
                f"namespace must be a non-empty str not ending in ':', got {namespace!r}."
            )
        if not isinstance(strict, bool):
            raise ConfigurationError(f"strict must be True or False, got {strict!r}.")
        checked = (
            ("timeout", timeout),
            ("recheck_after", recheck_after),
            ("slow_after", slow_after),
        )
        for name, value in checked:
            if (
                isinstance(value, bool)
                or not isinstance(value, (int, float))
                or not 0 < value < math.inf
            ):
                raise ConfigurationError(f"{name} must be seconds > 0, got {value!r}.")
        if url is not None:
            # Fail here, not inside a call, when it is missing, naming the extra.
            try:
                import redis  # noqa: F401
            except ImportError as exc:
                raise ImportError(
                    'RedisStore needs redis-py: pip install "toolretry[redis]"'
                ) from exc
        self._url = url
        self.namespace = namespace
        self.timeout = float(timeout)
        self.recheck_after = float(recheck_after)
        self.slow_after = float(slow_after)
        self.strict = strict
        self.cause: str | None = None
        """Why calls are answered from local state now (``unreachable``, ``slow``,
        ``authentication``, ``permission``, ``out of memory``, ``wrong kind of server``)."""
        self._connection_state()
        self._marker = f"{namespace}:__marker__"
        self._seen: dict[str, str] = {}
        """The last value this process read or wrote per key (a bounded cache)."""
        self._offset: float | None = None
        """The server's clock minus our monotonic clock, from the last reply."""
        self.local = MemoryStore()
        """Answers while Redis does not."""
        self._client = client
        self._async_client = async_client
        self._warned_no_sync = False
        self._stripes = [threading.Lock() for _ in range(STRIPES)]
        self._async_locks: weakref.WeakKeyDictionary[
            asyncio.AbstractEventLoop, list[asyncio.Lock]
        ] = weakref.WeakKeyDictionary()

    def __repr__(self) -> str:
        where = self.url if self.url is not None else "client"
        return f"RedisStore({where!r}, namespace={self.namespace!r})"

    @property
    def url(self) -> str | None:
        """The URL given, with any password shown as ``***``."""
        return safe_url(self._url)

    @property
    def healthy(self) -> bool:
        """False while calls are answered from local state."""
        return not self._down

    # updates ---------------------------------------------------------------------------------

    def update(self, key: str, change: Change[R]) -> R:
        """Apply ``change`` to ``key`` in Redis; from local state when Redis fails."""
        return self.update_with_status(key, change)[0]

    async def update_async(self, key: str, change: Change[R]) -> R:
        """``update`` over the asyncio client (one per event loop when built from a URL)."""
        return (await self.update_with_status_async(key, change))[0]

    def round_trip_fits(self) -> bool:
        """Whether an update (a read and a write, at the round-trip time seen lately) fits in
        the asking call's time left (``stores._health.round_trip_deadline``)."""
        return time_left() >= 2 * self._rtt + RTT_MARGIN

    def _skip(self) -> str | None:
        """Why Redis is not asked for this update, if it is not."""
        if self._use_local():
            return self.cause or "unreachable"
        if not self.round_trip_fits():
            return "no time left"  # The round trips would outlast the call's deadline.
        return None

    def _local(self, key: str, change: Change[R], why: str) -> tuple[R, bool]:
        if self.strict:
            raise SharedStateUnavailable(why)
        return self.local.update(key, change), False

    def update_with_status(self, key: str, change: Change[R]) -> tuple[R, bool]:
        """``update``, and whether Redis (not this process's local state) answered. Raises
        ``SharedStateUnavailable`` instead of answering locally when ``strict``."""
        results, shared = self.update_many_with_status([(key, change)])
        return results[0], shared

    async def update_with_status_async(self, key: str, change: Change[R]) -> tuple[R, bool]:
        """``update_with_status`` for asyncio code."""
        results, shared = await self.update_many_with_status_async([(key, change)])
        return results[0], shared

    def _local_many(self, changes: Sequence[tuple[str, Change[Any]]], why: str) -> Answers:
        if self.strict:
            raise SharedStateUnavailable(why)
        return self.local.update_many(changes), False

    def update_many_with_status(self, changes: Sequence[tuple[str, Change[Any]]]) -> Answers:
        """Apply each change to its key (distinct keys), all at once atomically, in one round
        trip when this process's last view of the keys is current; their results, and
        whether Redis answered. From local state when Redis fails (``strict``: raises
        ``SharedStateUnavailable``)."""
        skip = self._skip()
        script = None if skip is not None else self._sync_script()
        if script is None:
            if skip is None and not self._warned_no_sync:
                self._warned_no_sync = True
                logger.warning("%r has only an asyncio client; sync tools use local state", self)
            return self._local_many(changes, skip or "no sync client")
        if id(script.registered_client) not in self._ready:
            cold = self._cold(script.registered_client)
            if cold is not None:
                return self._local_many(changes, cold)
        fulls = [f"{self.namespace}:{key}" for key, _ in changes]
        keys = [self._marker, *fulls]
        # One update per key at a time from this process: its threads then never race each
        # other's compare-and-set, only other processes do.
        with contextlib.ExitStack() as held:
            for stripe in self._stripes_of(changes):
                held.enter_context(self._stripes[stripe])
            if not self._use_local():
                started = time.monotonic()
                try:
                    update = self._start(fulls, changes)
                    answered = None
                    for round_ in range(MAX_CAS_ROUNDS):
                        self._replied(fulls, update, script(keys=keys, args=update.args))
                        answered = answered or time.monotonic()
                        if update.done:
                            break
                        time.sleep(backoff(round_))
                    else:
                        raise Contended(fulls[0])
                except errors() as exc:
                    self._failed(exc)
                else:
                    self._answered(started, answered or started)
                    return list(update.results or ()), True
        return self._local_many(changes, self.cause or "unreachable")

    async def update_many_with_status_async(
        self, changes: Sequence[tuple[str, Change[Any]]]
    ) -> Answers:
        """``update_many_with_status`` for asyncio code."""
        skip = self._skip()
        if skip is not None:
            return self._local_many(changes, skip)
        script = self._async_script()
        if script is None:  # Only a sync client: keep it off the event loop's thread.
            return await asyncio.to_thread(self.update_many_with_status, changes)
        client = script.registered_client
        if id(client) not in self._ready:
            if time_left() < COLD_ROUND_TRIPS * self.timeout:
                return self._local_many(changes, "connecting")
            try:
                await self._warm_up_async(client)
            except errors() as exc:
                self._failed(exc)
                return self._local_many(changes, self.cause or "unreachable")
        fulls = [f"{self.namespace}:{key}" for key, _ in changes]
        keys = [self._marker, *fulls]
        locks = self._async_stripes()
        async with contextlib.AsyncExitStack() as held:
            for stripe in self._stripes_of(changes):
                await held.enter_async_context(locks[stripe])
            if not self._use_local():
                started = time.monotonic()
                try:
                    update = self._start(fulls, changes)
                    answered = None
                    for round_ in range(MAX_CAS_ROUNDS):
                        self._replied(fulls, update, await script(keys=keys, args=update.args))
                        answered = answered or time.monotonic()
                        if update.done:
                            break
                        await asyncio.sleep(backoff(round_))
                    else:
                        raise Contended(fulls[0])
                except errors() as exc:
                    self._failed(exc)
                else:
                    self._answered(started, answered or started)
                    return list(update.results or ()), True
        return self._local_many(changes, self.cause or "unreachable")

    # computed on what this process last saw of the keys, checked by the script -------------

    @staticmethod
    def _stripes_of(changes: Sequence[tuple[str, Change[Any]]]) -> list[int]:
        """The stripe locks of the keys, in one order for everyone (no deadlock)."""
        return sorted({hash(key) % STRIPES for key, _ in changes})

    def _start(self, fulls: list[str], changes: Sequence[tuple[str, Change[Any]]]) -> Update:
        now = None if self._offset is None else time.monotonic() + self._offset
        seen = [self._seen.get(full, "") for full in fulls]
        margin = _GUESS_MARGIN + 2 * self._rtt
        return Update([change for _, change in changes], seen, now, margin)

    def _replied(self, fulls: list[str], update: Update, reply: Any) -> None:
        self._offset = update.answered(reply) - time.monotonic()
        self._saw_marker(reply[3])
        if update.done:
            if len(self._seen) >= _SEEN_KEYS:
                self._seen.clear()
            self._seen.update(zip(fulls, update.written, strict=True))

    def _async_stripes(self) -> list[asyncio.Lock]:
        loop = asyncio.get_running_loop()
        locks = self._async_locks.get(loop)
        if locks is None:
            with self._lock:
                locks = self._async_locks.setdefault(loop, [asyncio.Lock() for _ in range(STRIPES)])
        return locks
