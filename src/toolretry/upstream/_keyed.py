"""The idempotency side of one call: make its key (or refuse the call when it cannot), and
turn what the store said about the key into a replay, a refusal, or a go."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .._failure import Failure
from ._claims import Claim
from ._exact import UncanonicalArgument
from ._held import HeldKey
from ._idempotency import Idempotency
from ._refusals import (
    IDEMPOTENCY_IN_FLIGHT,
    IDEMPOTENCY_KEY_FAILED,
    IDEMPOTENCY_KEY_INEXACT,
    IDEMPOTENCY_OUTCOME_UNKNOWN,
    refusal,
)

__all__ = ["Replay", "hold", "settled"]


@dataclass(frozen=True)
class Replay:
    """The saved result of a call whose idempotency key already succeeded."""

    result: str


def hold(
    idem: Idempotency, args: tuple[Any, ...], kwargs: dict[str, Any], locale: str
) -> HeldKey | Failure | None:
    """The call's key to claim; None without one; a refusal when it cannot be made."""
    try:
        key = idem.make_key(args, kwargs)
    except UncanonicalArgument as exc:
        details = {"argument": exc.path, "reason": exc.reason}
        return refusal(IDEMPOTENCY_KEY_INEXACT, locale, exc.path, None, details)
    except Exception as exc:
        details = {"idempotency_key_error": type(exc).__name__}
        name = type(exc).__name__
        return refusal(IDEMPOTENCY_KEY_FAILED, locale, name, None, details)
    return None if key is None else HeldKey(idem, key)


def settled(claim: Claim, held: HeldKey, locale: str) -> Replay | Failure | None:
    """What the call does after its claim: None (run), a ``Replay``, or a refusal."""
    if claim.status == "done":
        return Replay(claim.result or "")
    if claim.status == "unknown":
        details = {
            "idempotency": "outcome_unknown",
            "idempotency_key": held.key,
            "may_have_taken_effect": True,
        }
        return refusal(IDEMPOTENCY_OUTCOME_UNKNOWN, locale, "", None, details, effect=True)
    if claim.status == "busy":
        details = {"gave_up": "deadline", "idempotency": "in_flight"}
        return refusal(IDEMPOTENCY_IN_FLIGHT, locale, "", claim.lease, details)
    return None
