"""RedisStore's connection side: clients (one per event loop for asyncio), their warm-up
(connect, the eviction check, the scripts) and its health (down, slow, why)."""

from __future__ import annotations

import asyncio
import json
import logging
import math
import random
import threading
import time
import weakref
from typing import TYPE_CHECKING, Any

from ._health import cause_of, eviction_warning, time_left
from ._memory import MemoryStore
from ._protocol import State

if TYPE_CHECKING:
    import redis
    import redis.asyncio

__all__ = [
    "COLD_ROUND_TRIPS",
    "MAX_CAS_ROUNDS",
    "RTT_MARGIN",
    "STRIPES",
    "UPDATE_SCRIPT",
    "Contended",
    "RedisConnection",
    "backoff",
    "decode",
    "encode",
    "errors",
    "now_of",
    "ttl_ms",
]

logger = logging.getLogger("toolretry")

# KEYS[1] is the store's marker, set once without expiry: found missing, Redis has lost its
# data (a restart without persistence, a flush, an eviction) and the marker is set again.
# KEYS[2..] are the keys; per key three ARGV: the value expected ('' = absent), the value to
# write ('' = delete) and its ttl in ms ('' = leave the key as it is). All keys as expected:
# the writes are made, reply {1, time}. Otherwise nothing is written and the reply carries
# what every key holds now: {0, time, values...}. The time is the server's, so callers on
# machines whose clocks disagree share one timeline.
UPDATE_SCRIPT = """
local t = redis.call('TIME')
local lost = 0
if redis.call('SET', KEYS[1], '1', 'NX') then lost = 1 end
local found, same = {}, true
for i = 2, #KEYS do
  local cur = redis.call('GET', KEYS[i])
  found[i - 1] = cur
  local want = ARGV[3 * i - 5]
  if not ((cur == false and want == '') or cur == want) then same = false end
end
if same then
  for i = 2, #KEYS do
    local new, ttl = ARGV[3 * i - 4], ARGV[3 * i - 3]
    if ttl ~= '' then
      if new == '' then redis.call('DEL', KEYS[i])
      else redis.call('SET', KEYS[i], new, 'PX', ttl) end
    end
  end
  return {1, t[1], t[2], lost}
end
local reply = {0, t[1], t[2], lost}
for i = 1, #found do reply[4 + i] = found[i] end
return reply
"""
# Writes that keep losing the race this often mean something is wrong; answer locally.
MAX_CAS_ROUNDS = 256
# This many reads in a row slower than slow_after make the store "slow" (used as if down).
_SLOW_READS = 3
# A round trip's weight in the moving average, and the margin added to two of them.
_RTT_WEIGHT, RTT_MARGIN = 0.3, 0.005
# A cold client needs about this many round trips (connect, handshake, the eviction check,
# loading the script) before its first update: done inline only when a call has time.
COLD_ROUND_TRIPS = 8
# Locks per store that serialise this process's updates of one key (by hash, so that
# thousands of idempotency keys share a few locks).
STRIPES = 32


def backoff(lost: int) -> float:
    """A short random pause after losing the race ``lost + 1`` times, so rivals spread out."""
    return 0.0 if lost < 2 else random.uniform(0, 0.0005 * lost)


class Contended(Exception):
    """The compare-and-set lost ``MAX_CAS_ROUNDS`` times in a row."""


def now_of(seconds: Any, micros: Any) -> float:
    return int(seconds) + int(micros) / 1_000_000


def decode(raw: bytes | str | None) -> State | None:
    if raw is None:
        return None
    value = json.loads(raw)
    return value if isinstance(value, dict) else None


def encode(state: State | None) -> str:
    return "" if state is None else json.dumps(state, separators=(",", ":"))


def ttl_ms(ttl: float) -> int:
    return max(1, math.ceil(ttl * 1000))


def errors() -> tuple[type[BaseException], ...]:
    import redis.exceptions

    # Everything an outage, a restart or a slow server raises; never BaseExceptions.
    return (redis.exceptions.RedisError, OSError, asyncio.TimeoutError, Contended, ValueError)


class RedisConnection:
    """What RedisStore knows about reaching Redis; the state machines live in RedisStore."""

    _url: str | None
    _client: redis.Redis | None
    _async_client: redis.asyncio.Redis | None
    timeout: float
    recheck_after: float
    slow_after: float
    strict: bool
    cause: str | None
    local: MemoryStore

    def _connection_state(self) -> None:
        self._sync: Any = None
        self._async: Any = None
        self._loops: weakref.WeakKeyDictionary[asyncio.AbstractEventLoop, Any] = (
            weakref.WeakKeyDictionary()
        )
        self._lock = threading.Lock()
        self._down_until = 0.0
        self._down = False
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

    # clients ---------------------------------------------------------------------------------

    def _client_kwargs(self) -> dict[str, Any]:
        from redis.backoff import NoBackoff
        from redis.retry import Retry

        return {
            "socket_timeout": self.timeout,
            "socket_connect_timeout": self.timeout,
            "retry": Retry(NoBackoff(), 0),  # We fall back instead of retrying.
        }

    def _sync_script(self) -> Any:
        if self._sync is None and (self._url is not None or self._client is not None):
            with self._lock:
                if self._sync is None:
                    client = self._client
                    if client is None:
                        import redis

                        client = redis.Redis.from_url(self._url or "", **self._client_kwargs())
                    self._sync = client.register_script(UPDATE_SCRIPT)
        return self._sync

    def _async_script(self) -> Any:
        if self._async_client is not None:
            if self._async is None:
                client = self._async_client
                self._async = client.register_script(UPDATE_SCRIPT)
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
                    scripts = client.register_script(UPDATE_SCRIPT)
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
        budget = min(time_left() - 2 * self.timeout, COLD_ROUND_TRIPS * self.timeout)
        self._warmed.wait(max(0.0, budget))
        if id(client) in self._ready:
            return None
        return self.cause if self._use_local() else "connecting"

    def _warm_quietly(self, client: Any) -> None:
        try:
            self._warm_up(client)
        except errors() as exc:
            self._failed(exc)
        finally:
            self._warming = False
            self._warmed.set()

    def _warm_up(self, client: Any) -> None:
        try:
            self._judge_eviction(client.config_get("maxmemory*"))
        except errors() as exc:  # CONFIG is often not allowed (managed Redis, ACLs).
            self._no_eviction_check(exc)
        client.script_load(UPDATE_SCRIPT)
        self._ready.add(id(client))

    async def _warm_up_async(self, client: Any) -> None:
        try:
            self._judge_eviction(await client.config_get("maxmemory*"))
        except errors() as exc:
            self._no_eviction_check(exc)
        await client.script_load(UPDATE_SCRIPT)
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

    def close(self) -> None:
        """Close the sync client this store built (a client you passed stays yours)."""
        scripts, self._sync = self._sync, None
        if scripts is not None and self._client is None:
            scripts.registered_client.close()

    async def aclose(self) -> None:
        """Close the asyncio client this store built for the running loop."""
        scripts = self._loops.pop(asyncio.get_running_loop(), None)
        if scripts is not None:
            await scripts.registered_client.aclose()
