"""State shared by processes and machines through Redis, that never breaks a call when Redis
is down or slow: it answers from this process's own state until Redis answers again."""

from __future__ import annotations

import asyncio
import logging
import math
import threading
import time
import weakref
from typing import TYPE_CHECKING, Any, TypeVar

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
    decode,
    encode,
    errors,
    now_of,
    ttl_ms,
)

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = ["RedisStore"]

R = TypeVar("R")
# At most this many keys' last values are remembered for optimistic writes.
_SEEN_KEYS = 4096
logger = logging.getLogger("toolretry")


class RedisStore(RedisConnection):
    """Shared state in Redis (``pip install toolretry[redis]``), sync and asyncio.

    Give a URL (``RedisStore("redis://127.0.0.1:6379/0")``: clients are built with
    ``timeout``-second socket timeouts and no client-side retries, an asyncio client per event
    loop) or your own ``client`` (``redis.Redis``) and/or ``async_client``
    (``redis.asyncio.Redis``), whose timeouts and retries then apply. Keys are
    ``{namespace}:{kind}:{name}`` and expire. Each update is a read and a compare-and-set,
    both Lua scripts, so concurrent callers never lose a count.

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
        skip = self._skip()
        scripts = None if skip is not None else self._sync_scripts()
        if scripts is None:
            if skip is None and not self._warned_no_sync:
                self._warned_no_sync = True
                logger.warning("%r has only an asyncio client; sync tools use local state", self)
            return self._local(key, change, skip or "no sync client")
        read, cas = scripts
        if id(read.registered_client) not in self._ready:
            cold = self._cold(read.registered_client)
            if cold is not None:
                return self._local(key, change, cold)
        full = f"{self.namespace}:{key}"
        # One update per key at a time from this process: its threads then never race each
        # other's compare-and-set, only other processes do.
        with self._stripes[hash(key) % STRIPES]:
            if not self._use_local():
                started = time.monotonic()
                try:
                    guess = self._guess(full, change)
                    if guess is not None:  # Optimistic: one round trip when nobody else wrote.
                        reply = cas(keys=[full], args=guess[:3])
                        if reply[0] == 1:
                            self._answered(started, time.monotonic())
                            return self._wrote(full, guess)
                        _, seconds, micros, raw = reply
                    else:
                        seconds, micros, raw, lost = read(keys=[full, self._marker])
                        self._saw_marker(lost)
                    answered = time.monotonic()
                    for round_ in range(MAX_CAS_ROUNDS):
                        state = decode(raw)
                        new, ttl, result = change(state, self._clock(seconds, micros))
                        if new is state:
                            self._remember(full, raw)
                            break
                        written = encode(new)
                        reply = cas(keys=[full], args=[raw or "", written, ttl_ms(ttl)])
                        if reply[0] == 1:
                            self._remember(full, written)
                            break
                        _, seconds, micros, raw = reply
                        time.sleep(backoff(round_))
                    else:
                        raise Contended(full)
                except errors() as exc:
                    self._failed(exc)
                else:
                    self._answered(started, answered)
                    return result, True
        return self._local(key, change, self.cause or "unreachable")

    async def update_with_status_async(self, key: str, change: Change[R]) -> tuple[R, bool]:
        """``update_with_status`` for asyncio code."""
        skip = self._skip()
        if skip is not None:
            return self._local(key, change, skip)
        scripts = self._async_scripts()
        if scripts is None:  # Only a sync client: keep it off the event loop's thread.
            return await asyncio.to_thread(self.update_with_status, key, change)
        read, cas = scripts
        client = read.registered_client
        if id(client) not in self._ready:
            if time_left() < COLD_ROUND_TRIPS * self.timeout:
                return self._local(key, change, "connecting")
            try:
                await self._warm_up_async(client)
            except errors() as exc:
                self._failed(exc)
                return self._local(key, change, self.cause or "unreachable")
        full = f"{self.namespace}:{key}"
        async with self._async_stripe(key):
            if not self._use_local():
                try:
                    started = time.monotonic()
                    guess = self._guess(full, change)
                    if guess is not None:
                        reply = await cas(keys=[full], args=guess[:3])
                        if reply[0] == 1:
                            self._answered(started, time.monotonic())
                            return self._wrote(full, guess)
                        _, seconds, micros, raw = reply
                    else:
                        seconds, micros, raw, lost = await read(keys=[full, self._marker])
                        self._saw_marker(lost)
                    answered = time.monotonic()
                    for round_ in range(MAX_CAS_ROUNDS):
                        state = decode(raw)
                        new, ttl, result = change(state, self._clock(seconds, micros))
                        if new is state:
                            self._remember(full, raw)
                            break
                        written = encode(new)
                        reply = await cas(keys=[full], args=[raw or "", written, ttl_ms(ttl)])
                        if reply[0] == 1:
                            self._remember(full, written)
                            break
                        _, seconds, micros, raw = reply
                        await asyncio.sleep(backoff(round_))
                    else:
                        raise Contended(full)
                except errors() as exc:
                    self._failed(exc)
                else:
                    self._answered(started, answered)
                    return result, True
        return self._local(key, change, self.cause or "unreachable")

    # the optimistic first write: computed on what this process last saw of the key --------

    def _clock(self, seconds: Any, micros: Any) -> float:
        """The server's time from a reply; remembers its offset from our monotonic clock."""
        now = now_of(seconds, micros)
        self._offset = now - time.monotonic()
        return now

    def _remember(self, full: str, raw: Any) -> None:
        if len(self._seen) >= _SEEN_KEYS:
            self._seen.clear()
        self._seen[full] = raw.decode() if isinstance(raw, bytes) else (raw or "")

    def _guess(self, full: str, change: Change[R]) -> tuple[str, str, int, R] | None:
        """The compare-and-set to try first — ``change`` applied to the value this process
        last saw (absent if none) at the server's estimated time — or None when the change
        writes nothing there (it must then read the real value)."""
        if self._offset is None:
            return None
        seen = self._seen.get(full, "")
        state = decode(seen or None)
        new, ttl, result = change(state, time.monotonic() + self._offset)
        if new is state:
            return None
        return seen, encode(new), ttl_ms(ttl), result

    def _wrote(self, full: str, guess: tuple[str, str, int, R]) -> tuple[R, bool]:
        self._remember(full, guess[1])
        return guess[3], True

    def _async_stripe(self, key: str) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        locks = self._async_locks.get(loop)
        if locks is None:
            with self._lock:
                locks = self._async_locks.setdefault(loop, [asyncio.Lock() for _ in range(STRIPES)])
        return locks[hash(key) % STRIPES]
