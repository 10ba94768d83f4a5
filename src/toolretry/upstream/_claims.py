"""The idempotency key's state machine, as pure changes a store applies atomically.

A key holds ``{"s": "run", "o": owner, "l": lease end}`` while a call runs it,
``{"s": "done", "r": result}`` once it succeeded, or ``{"s": "unknown"}`` when nobody can say
whether it took effect: the request went out and no answer came, or its holder stopped
renewing its lease (it died, hung, or lost the store). A key in ``unknown`` is never run
again by itself; ``forget_change`` (``toolretry.upstream.forget_idempotency_key``) clears it
once a person or a check has found out.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from ..stores._protocol import Change, State

__all__ = [
    "Claim",
    "claim_change",
    "forget_change",
    "release_change",
    "renew_change",
    "save_change",
    "unknown_change",
]


@dataclass(frozen=True)
class Claim:
    """What the store said about a key: ``run`` it, ``done`` (with ``result``), ``busy``
    (running elsewhere for up to ``lease`` more seconds) or ``unknown``."""

    status: Literal["run", "done", "busy", "unknown"]
    result: str | None = None
    lease: float = 0.0


_UNKNOWN: State = {"s": "unknown"}


def claim_change(owner: str, lease: float, ttl: float) -> Change[Claim]:
    """Take the key for ``owner`` unless it is done, unknown or held by a live claim; a
    claim whose lease lapsed becomes ``unknown`` (its holder may have sent the request)."""

    def change(state: State | None, now: float) -> tuple[State | None, float, Claim]:
        if state is not None:
            status = state.get("s")
            if status == "done":
                return state, 0.0, Claim("done", result=state.get("r", ""))
            if status == "unknown":
                return state, 0.0, Claim("unknown")
            held_until = state.get("l", 0.0)
            if state.get("o") != owner:
                if held_until > now:
                    return state, 0.0, Claim("busy", lease=held_until - now)
                return dict(_UNKNOWN), ttl, Claim("unknown")
        # The entry outlives its lease (ttl): a lapsed claim must read unknown, not absent.
        return {"s": "run", "o": owner, "l": now + lease}, ttl, Claim("run")

    return change


def renew_change(owner: str, lease: float, ttl: float) -> Change[bool]:
    """Extend ``owner``'s live claim by ``lease`` seconds; False when it holds none."""

    def change(state: State | None, now: float) -> tuple[State | None, float, bool]:
        if state is None or state.get("s") != "run" or state.get("o") != owner:
            return state, 0.0, False
        return {**state, "l": now + lease}, ttl, True

    return change


def save_change(result: str, ttl: float) -> Change[None]:
    """Keep ``result`` for ``ttl`` seconds: a success is a fact, whoever held the key."""

    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        return {"s": "done", "r": result}, ttl, None

    return change


def unknown_change(owner: str, ttl: float) -> Change[None]:
    """Mark the key ``unknown`` after ``owner``'s call ended without knowing whether its
    request took effect (a key found done stays done)."""

    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        if state is not None and state.get("s") == "done":
            return state, 0.0, None
        held_elsewhere = state is not None and state.get("s") == "run" and state.get("o") != owner
        if held_elsewhere and state is not None and state.get("l", 0.0) > now:
            return state, 0.0, None  # Another live holder: its own outcome decides.
        return dict(_UNKNOWN), ttl, None

    return change


def release_change(owner: str) -> Change[None]:
    """Give the key back after a failure known not to have taken effect, so the next call
    runs (such a failure never poisons the key)."""

    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        if state is not None and state.get("s") == "run" and state.get("o") == owner:
            return None, 0.0, None
        return state, 0.0, None

    return change


def forget_change() -> Change[str | None]:
    """Clear a key that is ``unknown`` or ``done``; a running call's claim is left alone.
    Answers the status cleared (None: nothing was)."""

    def change(state: State | None, now: float) -> tuple[State | None, float, str | None]:
        if state is None:
            return None, 0.0, None
        status = state.get("s")
        if status == "run" and state.get("l", 0.0) > now:
            return state, 0.0, None
        return None, 0.0, str(status)

    return change
