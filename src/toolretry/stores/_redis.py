"""State shared by processes and machines through Redis, that never breaks a call when Redis
is down or slow: it answers from this process's own state until Redis answers again."""

from __future__ import annotations

import asyncio
import json
import logging
import math
import random
import threading
import time
import weakref
from typing import TYPE_CHECKING, Any, TypeVar

from ..exceptions import ConfigurationError
from ._health import SharedStateUnavailable, cause_of, eviction_warning, safe_url, time_left
from ._memory import MemoryStore
from ._protocol import Change, State

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = ["RedisStore"]

R = TypeVar("R")
logger = logging.getLogger("toolretry")

# The server's clock, so callers on machines whose clocks disagree share one timeline.
# KEYS[2] is the store's marker, set once without expiry: found missing, Redis has lost
# its data (a restart without persistence, a flush, an eviction) and the marker is set again.
_READ = """
local t = redis.call('TIME')
local lost = 0
if redis.call('SET', KEYS[2], '1', 'NX') then lost = 1 end
return {t[1], t[2], redis.call('GET', KEYS[1]), lost}
"""
# Compare-and-set: write only if the key still holds what the change was computed from;
# otherwise hand back the current value (and time) so the caller recomputes at once.
# ARGV: expected ('' = absent), new ('' = delete), ttl in ms.
_CAS = """
local cur = redis.call('GET', KEYS[1])
if (cur == false and ARGV[1] == '') or cur == ARGV[1] then
  if ARGV[2] == '' then redis.call('DEL', KEYS[1])
  else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
  return {1}
end
local t = redis.call('TIME')
return {0, t[1], t[2], cur}
"""
# Writes that keep losing the race this often mean something is wrong; answer locally.
_MAX_CAS_ROUNDS = 256
# This many reads in a row slower than slow_after make the store "slow" (used as if down).
_SLOW_READS = 3
# A round trip's weight in the moving average, and the margin added to two of them.
_RTT_WEIGHT, _RTT_MARGIN = 0.3, 0.005
# A cold client needs about this many round trips (connect, handshake, the eviction check,
# loading two scripts) before its first update: done inline only when a call has time.
_COLD_ROUND_TRIPS = 8
# Locks per store that serialise this process's updates of one key (by hash, so that
# thousands of idempotency keys share a few locks).
_STRIPES = 32


def _backoff(lost: int) -> float:
    """A short random pause after losing the race ``lost + 1`` times, so rivals spread out."""
    return 0.0 if lost < 2 else random.uniform(0, 0.0005 * lost)


class _Contended(Exception):
    """The compare-and-set lost ``_MAX_CAS_ROUNDS`` times in a row."""


def _now(seconds: Any, micros: Any) -> float:
    return int(seconds) + int(micros) / 1_000_000


def _decode(raw: bytes | str | None) -> State | None:
    if raw is None:
        return None
    value = json.loads(raw)
    return value if isinstance(value, dict) else None


def _encode(state: State | None) -> str:
    return "" if state is None else json.dumps(state, separators=(",", ":"))


def _ttl_ms(ttl: float) -> int:
    return max(1, math.ceil(ttl * 1000))


def _errors() -> tuple[type[BaseException], ...]:
    import redis.exceptions

    # Everything an outage, a restart or a slow server raises; never BaseExceptions.
    return (redis.exceptions.RedisError, OSError, asyncio.TimeoutError, _Contended, ValueError)


class RedisStore:
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
            import redis  # noqa: F401  # Fail here, not inside a call, when it is missing.
        self._url = url
        self.namespace = namespace
        self.timeout = float(timeout)
        self.recheck_after = float(recheck_after)
        self.slow_after = float(slow_after)
        self.strict = strict
        self.cause: str | None = None
        """Why calls are answered from local state now (``unreachable``, ``slow``,
        ``authentication``, ``permission``, ``out of memory``, ``wrong kind of server``)."""
        self._checked_eviction = False
        self._ready: set[int] = set()
        """Clients (by id) connected with their scripts loaded."""
        self._warming = False
        self._warmed = threading.Event()
        self._warm = False
        self._slow_reads = 0
        self._marked = False
        self._rtt = 0.0
        """Recent round-trip time (a moving average), to tell whether one fits a deadline."""
        self._marker = f"{namespace}:__marker__"
        self.local = MemoryStore()
        """Answers while Redis does not."""
        self._client = client
        self._async_client = async_client
        # (read, compare-and-set) scripts, each bound to its client.
        self._sync: tuple[Any, Any] | None = None
        self._async: tuple[Any, Any] | None = None
        self._loops: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, tuple[Any, Any]] = (
            weakref.WeakKeyDictionary()
        )
        self._warned_no_sync = False
        self._stripes = [threading.Lock() for _ in range(_STRIPES)]
        self._async_locks: weakref.WeakKeyDictionary[
            asyncio.AbstractEventLoop, list[asyncio.Lock]
        ] = weakref.WeakKeyDictionary()
        self._lock = threading.Lock()
        self._down_until = 0.0
        self._down = False

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

    # clients ---------------------------------------------------------------------------------

    def _client_kwargs(self) -> dict[str, Any]:
        from redis.backoff import NoBackoff
        from redis.retry import Retry

        return {
            "socket_timeout": self.timeout,
            "socket_connect_timeout": self.timeout,
            "retry": Retry(NoBackoff(), 0),  # We fall back instead of retrying.
        }

    def _sync_scripts(self) -> tuple[Any, Any] | None:
        if self._sync is None and (self._url is not None or self._client is not None):
            with self._lock:
                if self._sync is None:
                    client = self._client
                    if client is None:
                        import redis

                        client = redis.Redis.from_url(self._url or "", **self._client_kwargs())
                    self._sync = (client.register_script(_READ), client.register_script(_CAS))
        return self._sync

    def _async_scripts(self) -> tuple[Any, Any] | None:
        if self._async_client is not None:
            if self._async is None:
                client = self._async_client
                self._async = (client.register_script(_READ), client.register_script(_CAS))
            return self._async
        if self._url is None:
            return None
        # An asyncio client's connections belong to the loop that opened them.
        loop = asyncio.get_running_loop()
        scripts = self._loops.get(loop)
        if scripts is None:
            import redis.asyncio
            from redis.asyncio.retry import Retry
            from redis.backoff import NoBackoff

            kwargs = {**self._client_kwargs(), "retry": Retry(NoBackoff(), 0)}
            with self._lock:  # Loops in other threads may be adding theirs.
                scripts = self._loops.get(loop)
                if scripts is None:
                    client = redis.asyncio.Redis.from_url(self._url, **kwargs)
                    scripts = (client.register_script(_READ), client.register_script(_CAS))
                    self._loops[loop] = scripts
        return scripts

    # health ----------------------------------------------------------------------------------

    def _use_local(self) -> bool:
        return self._down and time.monotonic() < self._down_until

    def _failed(self, exc: BaseException) -> None:
        self._degrade(cause_of(exc), type(exc).__name__)

    def _degrade(self, cause: str, what: str) -> None:
        with self._lock:
            self._down_until = time.monotonic() + self.recheck_after
            if self._down:
                return
            self._down = True
            self.cause = cause
        logger.warning(
            "%r is not used (%s: %s); upstream state is local to this process until Redis "
            "answers again%s",
            self,
            cause,
            what,
            " (strict: calls needing it are refused)" if self.strict else "",
        )

    def _answered(self, started: float, answered: float) -> None:
        took = answered - started
        warm, self._warm = self._warm, True  # The first round trip also connects.
        sample = min(took, self.timeout)
        self._rtt = self._rtt + (sample - self._rtt) * _RTT_WEIGHT if warm else sample
        # Several slow reads in a row, not one: a loaded machine delays a single one.
        self._slow_reads = self._slow_reads + 1 if warm and took > self.slow_after else 0
        if self._slow_reads >= _SLOW_READS:
            self._slow_reads = 0
            self._degrade("slow", f"round trips of {took:.3f}s, over slow_after")
            return
        if not self._down:
            return
        with self._lock:
            was_down, self._down = self._down, False
            self.cause = None
        if was_down:
            logger.info("%r answers again; upstream state is shared again", self)

    def _saw_marker(self, lost: Any) -> None:
        first, self._marked = not self._marked, True
        if int(lost) and not first:
            logger.warning(
                "%r: Redis lost its data (restarted without persistence, flushed, or evicting); "
                "breaker, budget and idempotency keys saved before are gone, so an operation "
                "saved before may run again",
                self,
            )

    def _cold(self, client: Any) -> str | None:
        """Connect, check the eviction policy and load the scripts (several round trips) in
        the background, waiting for it as long as the call can afford; None once ready."""
        with self._lock:
            if not self._warming:
                self._warming = True
                self._warmed.clear()
                threading.Thread(target=self._warm_quietly, args=(client,), daemon=True).start()
        budget = min(time_left() - 2 * self.timeout, _COLD_ROUND_TRIPS * self.timeout)
        self._warmed.wait(max(0.0, budget))
        if id(client) in self._ready:
            return None
        return self.cause if self._use_local() else "connecting"

    def _warm_quietly(self, client: Any) -> None:
        try:
            self._warm_up(client)
        except _errors() as exc:
            self._failed(exc)
        finally:
            self._warming = False
            self._warmed.set()

    def _warm_up(self, client: Any) -> None:
        try:
            self._judge_eviction(client.config_get("maxmemory*"))
        except _errors() as exc:  # CONFIG is often not allowed (managed Redis, ACLs).
            self._no_eviction_check(exc)
        client.script_load(_READ)
        client.script_load(_CAS)
        self._ready.add(id(client))

    async def _warm_up_async(self, client: Any) -> None:
        try:
            self._judge_eviction(await client.config_get("maxmemory*"))
        except _errors() as exc:
            self._no_eviction_check(exc)
        await client.script_load(_READ)
        await client.script_load(_CAS)
        self._ready.add(id(client))

    def _no_eviction_check(self, exc: BaseException) -> None:
        if not self._checked_eviction:
            self._checked_eviction = True
            logger.info("%r could not read Redis's eviction policy (%s)", self, type(exc).__name__)

    def _judge_eviction(self, config: Any) -> None:
        if self._checked_eviction:
            return
        self._checked_eviction = True
        warning = eviction_warning(config)
        if warning is not None:
            logger.warning("%r: %s", self, warning)

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
        return time_left() >= 2 * self._rtt + _RTT_MARGIN

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
        with self._stripes[hash(key) % _STRIPES]:
            if not self._use_local():
                started = time.monotonic()
                try:
                    seconds, micros, raw, lost = read(keys=[full, self._marker])
                    self._saw_marker(lost)
                    answered = time.monotonic()
                    for round_ in range(_MAX_CAS_ROUNDS):
                        state = _decode(raw)
                        new, ttl, result = change(state, _now(seconds, micros))
                        if new is state:
                            break
                        reply = cas(keys=[full], args=[raw or "", _encode(new), _ttl_ms(ttl)])
                        if reply[0] == 1:
                            break
                        _, seconds, micros, raw = reply
                        time.sleep(_backoff(round_))
                    else:
                        raise _Contended(full)
                except _errors() as exc:
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
            if time_left() < _COLD_ROUND_TRIPS * self.timeout:
                return self._local(key, change, "connecting")
            try:
                await self._warm_up_async(client)
            except _errors() as exc:
                self._failed(exc)
                return self._local(key, change, self.cause or "unreachable")
        full = f"{self.namespace}:{key}"
        async with self._async_stripe(key):
            if not self._use_local():
                try:
                    started = time.monotonic()
                    seconds, micros, raw, lost = await read(keys=[full, self._marker])
                    self._saw_marker(lost)
                    answered = time.monotonic()
                    for round_ in range(_MAX_CAS_ROUNDS):
                        state = _decode(raw)
                        new, ttl, result = change(state, _now(seconds, micros))
                        if new is state:
                            break
                        args = [raw or "", _encode(new), _ttl_ms(ttl)]
                        reply = await cas(keys=[full], args=args)
                        if reply[0] == 1:
                            break
                        _, seconds, micros, raw = reply
                        await asyncio.sleep(_backoff(round_))
                    else:
                        raise _Contended(full)
                except _errors() as exc:
                    self._failed(exc)
                else:
                    self._answered(started, answered)
                    return result, True
        return self._local(key, change, self.cause or "unreachable")

    def _async_stripe(self, key: str) -> asyncio.Lock:
        loop = asyncio.get_running_loop()
        locks = self._async_locks.get(loop)
        if locks is None:
            with self._lock:
                locks = self._async_locks.setdefault(
                    loop, [asyncio.Lock() for _ in range(_STRIPES)]
                )
        return locks[hash(key) % _STRIPES]

    def close(self) -> None:
        """Close the sync client this store built (a client you passed stays yours)."""
        scripts, self._sync = self._sync, None
        if scripts is not None and self._client is None:
            scripts[0].registered_client.close()

    async def aclose(self) -> None:
        """Close the asyncio client this store built for the running loop."""
        scripts = self._loops.pop(asyncio.get_running_loop(), None)
        if scripts is not None:
            await scripts[0].registered_client.aclose()
