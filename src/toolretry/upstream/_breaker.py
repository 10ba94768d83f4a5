"""The circuit breaker and the shared Retry-After pause: one state per upstream name, so every
caller (thread, task, process) stops sending to an upstream that is down or said "wait"."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Literal

from ..exceptions import ConfigurationError
from ..stores._memory import default_store
from ..stores._protocol import Change, State, Store

__all__ = [
    "Admission",
    "BreakerState",
    "CircuitBreaker",
    "CircuitStateChanged",
    "Verdict",
    "admit",
    "check_name",
    "check_store",
    "outcome_change",
    "pause_change",
    "quiet",
    "record_change",
    "upstream_key",
]

BreakerState = Literal["closed", "open", "half_open"]
Verdict = Literal["success", "failure", "neutral"]
"""What one attempt says about the upstream: it answered, it failed transiently, or neither
(a bug in the tool, a Retry-After that the pause handles)."""


@dataclass(frozen=True)
class CircuitStateChanged:
    """A breaker moved from ``old`` to ``new``; ``failures`` counted when it opened."""

    breaker: str
    old: BreakerState
    new: BreakerState
    failures: int
    retry_after: float | None


@dataclass(frozen=True)
class Admission:
    """May an attempt go out now? ``paused_for`` > 0: a shared pause holds everyone."""

    allowed: bool
    trial: bool = False
    retry_after: float = 0.0
    paused_for: float = 0.0
    changed: CircuitStateChanged | None = None
    clean: bool = False
    """Closed with no failure counted: a success then has nothing to book."""


_ALLOWED = Admission(allowed=True, clean=True)
_ALLOWED_WITH_FAILURES = Admission(allowed=True)


def check_name(kind: str, name: object) -> str:
    if not isinstance(name, str) or not name.strip() or len(name) > 200:
        raise ConfigurationError(
            f"{kind} name must be a non-empty str of at most 200 characters naming the "
            f"upstream, e.g. {kind}('payments-api'); got {name!r}."
        )
    return name


def check_store(kind: str, store: object) -> Store:
    if store is None:
        return default_store()
    if not isinstance(store, Store):
        raise ConfigurationError(
            f"{kind} store must be a toolretry.stores.Store (MemoryStore(), "
            f"RedisStore(url)) or None, got {store!r}."
        )
    return store


def _positive(kind: str, name: str, value: object, *, integer: bool = False) -> float:
    bad = isinstance(value, bool) or not isinstance(value, (int, float))
    if not bad and integer and not isinstance(value, int):
        bad = True
    if bad or not 0 < value < math.inf:  # type: ignore[operator]  # Checked numeric above.
        what = "an int >= 1" if integer else "seconds > 0"
        raise ConfigurationError(f"{kind} {name} must be {what}, got {value!r}.")
    return float(value)  # type: ignore[arg-type]  # Checked numeric above.


class CircuitBreaker:
    """Stop calling an upstream that keeps failing; let a few trial calls find out when it is
    back.

    Closed: calls go through; ``failure_threshold`` transient failures in a row, none older
    than ``window`` seconds, open it. Open: calls are answered at once without running
    (``CIRCUIT_OPEN``, transient, ``retry_after`` = seconds until half-open) for an adaptive
    cool-down: ``first_cool_down`` seconds, doubling each time a half-open trial fails, at
    most ``cool_down`` (so a recovered upstream is found within seconds, a dead one is not
    probed often). Half-open: at most ``half_open_calls`` trial calls at a time; a success closes
    it, a transient failure opens it again. Client and business errors mean the upstream
    answered (a success here); a fatal error in the tool counts for nothing. Breakers with
    the same ``name`` in the same ``store`` share one state. Every transient failure counts,
    whatever Retry-After came with it (a dead upstream may answer 503 with ``Retry-After: 0``);
    a Retry-After also pauses the upstream for every caller. A timeout caused by the call's
    own deadline counts for nothing (the upstream may be healthy).
    """

    def __init__(
        self,
        name: str,
        *,
        failure_threshold: int = 5,
        window: float = 30.0,
        cool_down: float = 30.0,
        first_cool_down: float = 1.0,
        half_open_calls: int = 1,
        store: Store | None = None,
    ) -> None:
        kind = "CircuitBreaker"
        self.name = check_name(kind, name)
        self.failure_threshold = int(
            _positive(kind, "failure_threshold", failure_threshold, integer=True)
        )
        self.window = _positive(kind, "window", window)
        self.cool_down = _positive(kind, "cool_down", cool_down)
        self.first_cool_down = min(
            _positive(kind, "first_cool_down", first_cool_down), self.cool_down
        )
        self.half_open_calls = int(
            _positive(kind, "half_open_calls", half_open_calls, integer=True)
        )
        self.store = check_store(kind, store)
        self.key = upstream_key(self.name)

    def __repr__(self) -> str:
        return (
            f"CircuitBreaker({self.name!r}, failure_threshold={self.failure_threshold}, "
            f"window={self.window}, cool_down={self.cool_down}, "
            f"first_cool_down={self.first_cool_down}, "
            f"half_open_calls={self.half_open_calls}, store={self.store!r})"
        )

    def state(self) -> BreakerState:
        """The state as the store holds it now (an open breaker past its cool-down reads
        ``half_open``)."""
        return self.store.update(self.key, self._peek)

    async def state_async(self) -> BreakerState:
        """``state()`` for asyncio code."""
        return await self.store.update_async(self.key, self._peek)

    def _peek(self, state: State | None, now: float) -> tuple[State | None, float, BreakerState]:
        mode: BreakerState = (state or {}).get("s", "closed")
        if mode == "open" and now >= (state or {}).get("u", 0.0):
            mode = "half_open"
        return state, 0.0, mode

    def reset(self) -> None:
        """Close the breaker and forget its failures (an operator's "it is fixed")."""
        self.store.update(self.key, _reset)

    # The state machine: pure functions of the stored dict, run by the store atomically.

    def cool_down_after(self, failed_trials: int) -> float:
        """How long the breaker stays open after ``failed_trials`` half-open trials failed in
        a row: ``first_cool_down``, doubling per failed trial, at most ``cool_down``."""
        return min(self.cool_down, self.first_cool_down * 2.0 ** min(failed_trials, 30))

    def ttl(self, state: State, now: float) -> float:
        ends = [float(state.get(field, 0.0)) for field in ("p", "u", "tu")]
        longest = max(ends) - now + self.cool_down
        return max(2 * self.window, 2 * self.cool_down, longest)


def upstream_key(name: str) -> str:
    return f"upstream:{name}"


def _reset(state: State | None, now: float) -> tuple[State | None, float, None]:
    if state is None:
        return None, 0.0, None
    pause = state.get("p", 0.0)
    return ({"p": pause} if pause > now else None), max(1.0, pause - now + 1.0), None


def _pause_ttl(state: State, now: float) -> float:
    return max(1.0, float(state.get("p", 0.0)) - now + 1.0)


def admit(breaker: CircuitBreaker | None, honour_pause: bool = True) -> Change[Admission]:
    """The change that decides whether one attempt may go out now."""

    def change(state: State | None, now: float) -> tuple[State | None, float, Admission]:
        if state is None:
            return None, 0.0, _ALLOWED
        paused = state.get("p", 0.0) - now
        if paused > 0 and honour_pause:
            return state, 0.0, Admission(allowed=False, paused_for=paused)
        if breaker is None:
            return state, 0.0, _ALLOWED
        mode = state.get("s", "closed")
        if mode == "closed":
            return state, 0.0, _ALLOWED_WITH_FAILURES if state.get("f") else _ALLOWED
        cool_down = breaker.cool_down
        if mode == "open":
            until = state.get("u", 0.0)
            if now < until:
                return state, 0.0, Admission(allowed=False, retry_after=until - now)
            new = {**state, "s": "half_open", "t": 1, "tu": now + cool_down}
            new.pop("u", None)
            changed = CircuitStateChanged(breaker.name, "open", "half_open", 0, None)
            return new, breaker.ttl(new, now), Admission(True, trial=True, changed=changed)
        trials, lease = state.get("t", 0), state.get("tu", 0.0)
        if now >= lease:
            trials = 0  # Trials that never reported (a crashed caller) give their slots back.
        if trials >= breaker.half_open_calls:
            return state, 0.0, Admission(allowed=False, retry_after=max(0.001, lease - now))
        new = {**state, "t": trials + 1, "tu": now + cool_down}
        return new, breaker.ttl(new, now), Admission(True, trial=True)

    return change


def quiet(state: State | None, now: float) -> tuple[State | None, float, bool]:
    """Reads (never writes) whether nothing is recorded: closed with no failure counted and
    no pause, so an attempt may go out and its success has nothing to book."""
    if state is None:
        return None, 0.0, True
    calm = not state.get("f") and state.get("s", "closed") == "closed" and state.get("p", 0) <= now
    return state, 0.0, calm


def record_change(
    breaker: CircuitBreaker, verdict: Verdict, trial: bool
) -> Change[CircuitStateChanged | None]:
    """The change that books one attempt's ``verdict``; its result is the transition, if any."""

    def change(
        state: State | None, now: float
    ) -> tuple[State | None, float, CircuitStateChanged | None]:
        current = state or {}
        mode = current.get("s", "closed")
        name = breaker.name
        if trial and mode == "half_open":
            if verdict == "success":
                new = {key: value for key, value in current.items() if key == "p"}
                changed = CircuitStateChanged(name, "half_open", "closed", 0, None)
                return (new or None), breaker.ttl(new, now), changed
            if verdict == "failure":
                failed = int(current.get("n", 0)) + 1
                wait = breaker.cool_down_after(failed)
                new = {"s": "open", "u": now + wait, "n": failed}
                if "p" in current:
                    new["p"] = current["p"]
                changed = CircuitStateChanged(name, "half_open", "open", 1, wait)
                return new, breaker.ttl(new, now), changed
            new = {**current, "t": max(0, current.get("t", 1) - 1)}
            return new, breaker.ttl(new, now), None
        if mode != "closed":
            return state, 0.0, None  # A late answer to a call admitted before it opened.
        failures = current.get("f")
        if verdict == "success":
            if not failures:
                return state, 0.0, None
            new = {key: value for key, value in current.items() if key != "f"}
            return (new or None), breaker.ttl(new, now), None
        if verdict == "neutral":
            return state, 0.0, None
        recent = [at for at in failures or () if at > now - breaker.window]
        recent.append(now)
        if len(recent) < breaker.failure_threshold:
            new = {**current, "f": recent}
            return new, breaker.ttl(new, now), None
        wait = breaker.first_cool_down
        new = {"s": "open", "u": now + wait}
        if "p" in current:
            new["p"] = current["p"]
        changed = CircuitStateChanged(name, "closed", "open", len(recent), wait)
        return new, breaker.ttl(new, now), changed

    return change


def pause_change(seconds: float, breaker: CircuitBreaker | None) -> Change[None]:
    """The change that pauses the upstream for ``seconds`` (never shortening a pause)."""

    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        current = state or {}
        until = now + seconds
        if current.get("p", 0.0) >= until:
            return state, 0.0, None
        new = {**current, "p": until}
        ttl = breaker.ttl(new, now) if breaker is not None else _pause_ttl(new, now)
        return new, ttl, None

    return change


def outcome_change(
    breaker: CircuitBreaker | None, verdict: Verdict, trial: bool, pause: float | None
) -> Change[CircuitStateChanged | None] | None:
    """One change booking an attempt: the pause it asked for, then its verdict on the
    breaker (both live under one key, so one round trip); None when there is nothing to do."""
    books = breaker is not None and (verdict != "neutral" or trial)
    if pause is None and not books:
        return None
    paused = pause_change(pause, breaker) if pause is not None else None
    booked = record_change(breaker, verdict, trial) if books and breaker is not None else None

    def change(
        state: State | None, now: float
    ) -> tuple[State | None, float, CircuitStateChanged | None]:
        ttl = 0.0
        if paused is not None:
            state, ttl, _ = paused(state, now)
        if booked is None:
            return state, ttl, None
        new, new_ttl, changed = booked(state, now)
        return new, (new_ttl if new is not state else ttl), changed

    return change
