"""One call's hold on its idempotency key: claim it, keep its lease alive while the call
runs (a background thread renews it), and end it honestly: saved, released, or unknown."""

from __future__ import annotations

import atexit
import logging
import threading
import time
import uuid
from collections.abc import Awaitable, Callable, Sequence
from typing import Any, TypeVar

from ..stores._health import SharedStateUnavailable
from ..stores._memory import MemoryStore
from ..stores._protocol import Change, Store
from ._claims import (
    Claim,
    claim_change,
    release_change,
    renew_change,
    save_change,
    unknown_change,
)
from ._idempotency import Idempotency
from ._trips import Op, apply_async, apply_sync, update_sync

__all__ = ["LEASE_SECONDS", "RENEW_EVERY", "HeldKey"]

logger = logging.getLogger("toolretry")
R = TypeVar("R")

LEASE_SECONDS = 3.0
"""A claim lapses this long after its last renewal; then it reads ``unknown``."""
RENEW_EVERY = 1.0
"""The renewing thread extends every live claim this often (a third of the lease)."""
# A save the shared store did not accept is tried again in the background this long.
_PENDING_FOR = 600.0
# A call waiting for the same key elsewhere looks again after this long, doubling up to the max.
POLL_FIRST, POLL_MAX = 0.01, 0.2


class _Renewer:
    """One daemon thread per process renewing live claims and retrying saves that the
    shared store has not accepted yet."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._held: dict[str, tuple[Store, str, str, float]] = {}
        self._pending: dict[str, tuple[Store, str, Change[None], float]] = {}
        self._thread: threading.Thread | None = None
        self._flush_at_exit = False

    def hold(self, store: Store, key: str, owner: str, ttl: float) -> None:
        with self._lock:
            self._held[owner] = (store, key, owner, ttl)
            self._start()

    def drop(self, owner: str) -> None:
        with self._lock:
            self._held.pop(owner, None)

    def retry_later(self, store: Store, key: str, change: Change[None]) -> None:
        with self._lock:
            self._pending[key] = (store, key, change, time.monotonic() + _PENDING_FOR)
            self._start()
            if not self._flush_at_exit:
                self._flush_at_exit = True
                atexit.register(self.flush)

    def flush(self) -> None:
        """Try every save still pending once more (at exit: a short-lived process must not
        take a result with it that the store could still take)."""
        with self._lock:
            pending = list(self._pending.values())
        for store, key, change, _ in pending:
            if self._quietly(store, key, change):
                with self._lock:
                    self._pending.pop(key, None)

    def _start(self) -> None:
        if self._thread is None or not self._thread.is_alive():
            self._thread = threading.Thread(
                target=self._run, name="toolretry-lease-renewer", daemon=True
            )
            self._thread.start()

    def _run(self) -> None:
        while True:
            time.sleep(RENEW_EVERY)
            with self._lock:
                held = list(self._held.values())
                pending = list(self._pending.values())
                if not held and not pending:
                    self._thread = None
                    return
            for store, key, owner, ttl in held:
                self._quietly(store, key, renew_change(owner, LEASE_SECONDS, ttl))
            for store, key, change, until in pending:
                accepted = self._quietly(store, key, change)
                if accepted or time.monotonic() > until:
                    with self._lock:
                        if self._pending.get(key, (None,))[0] is store:
                            del self._pending[key]

    @staticmethod
    def _quietly(store: Store, key: str, change: Change[Any]) -> bool:
        try:
            return update_sync(store, key, change)[1]
        except Exception:  # Never let the renewing thread die.
            return False


RENEWER = _Renewer()


class HeldKey:
    """One call's idempotency key: ``key`` as the tool sees it, its store entry, its owner."""

    def __init__(self, idem: Idempotency, key: str) -> None:
        self.idem = idem
        self.key = key
        self.store_key = idem.store_key(key)
        self.owner = uuid.uuid4().hex
        self.holding = False
        self.shared = True
        """False once any of this key's updates was answered from local state."""
        self.polls = 0
        """How many times ``claim`` asked the store."""

    def _claim_change(self) -> Change[Claim]:
        return claim_change(self.owner, LEASE_SECONDS, self.idem.ttl)

    def _skipped(self, shared: bool) -> bool:
        """True when the store answered locally although it is not down (no time left for a
        round trip, still connecting): a write nobody checked must not run then. The local
        claim made meanwhile is given back."""
        store = self.idem.store
        if shared or getattr(store, "cause", "") is not None:
            return False
        local = getattr(store, "local", None)
        if isinstance(local, MemoryStore):
            local.update(self.store_key, release_change(self.owner))
        return True

    def _took(self, claim: Claim, shared: bool) -> Claim:
        self.shared = self.shared and shared
        if claim.status == "run":
            self.holding = True
            RENEWER.hold(self.idem.store, self.store_key, self.owner, self.idem.ttl)
        return claim

    def _no_time(self, busy: Claim | None) -> Claim:
        """Too little time left to ask the shared store: never claim locally instead (that
        would run a write nobody checked); answer in flight, or refuse."""
        if busy is not None:
            return busy
        raise SharedStateUnavailable("no time left")

    def _fits(self) -> bool:
        fits = getattr(self.idem.store, "round_trip_fits", None)
        return fits is None or bool(fits())

    def _claim_ops(self, extra: Sequence[Op]) -> list[Op]:
        return [(self.idem.store, self.store_key, self._claim_change()), *extra]

    def claim(
        self, deadline: float, sleep: Callable[[float], None], extra: Sequence[Op] = ()
    ) -> tuple[Claim, list[Any] | None]:
        """Take the key, waiting (until ``deadline``) while it runs elsewhere. ``extra``
        changes (of the same store) go with the first try, in the same round trip; their
        results come back beside the claim (None when they were not sent)."""
        poll, busy, answers = POLL_FIRST, None, None
        while True:
            if not self._fits():
                return self._no_time(busy), answers
            self.polls += 1
            results, local = apply_sync(self._claim_ops(extra))
            claim, shared = results[0], self.idem.store not in local
            if extra:
                answers, extra = results[1:], ()
            if self._skipped(shared):
                return self._no_time(busy), answers
            if claim.status != "busy":
                return self._took(claim, shared), answers
            busy = claim
            left = deadline - time.monotonic()
            if left <= 0:
                return claim, answers
            sleep(min(poll, left))
            poll = min(poll * 2, POLL_MAX)

    async def claim_async(
        self, deadline: float, sleep: Callable[[float], Awaitable[None]], extra: Sequence[Op] = ()
    ) -> tuple[Claim, list[Any] | None]:
        """``claim`` for asyncio code."""
        poll, busy, answers = POLL_FIRST, None, None
        while True:
            if not self._fits():
                return self._no_time(busy), answers
            self.polls += 1
            results, local = await apply_async(self._claim_ops(extra))
            claim, shared = results[0], self.idem.store not in local
            if extra:
                answers, extra = results[1:], ()
            if self._skipped(shared):
                return self._no_time(busy), answers
            if claim.status != "busy":
                return self._took(claim, shared), answers
            busy = claim
            left = deadline - time.monotonic()
            if left <= 0:
                return claim, answers
            await sleep(min(poll, left))
            poll = min(poll * 2, POLL_MAX)

    def end_change(self, result: str | None, maybe_effect: bool) -> tuple[Change[None], str]:
        """The change ending the hold, and what it says for ``details``."""
        if result is not None:
            return save_change(result, self.idem.ttl), "saved"
        if maybe_effect:
            return unknown_change(self.owner, self.idem.ttl), "outcome_unknown"
        return release_change(self.owner), "released"

    def ended(self, change: Change[None], note: str, shared: bool | None) -> str:
        """After ``end_change`` was sent: ``shared`` whether the shared store took it (None:
        it failed); a result it did not take is saved later in the background."""
        RENEWER.drop(self.owner)
        self.holding = False
        if shared:
            return note
        if note == "released":
            return note  # A lapsed claim reads unknown: safe, if less useful.
        RENEWER.retry_later(self.idem.store, self.store_key, change)
        logger.warning(
            "idempotency key %s…: the shared store did not take the %s result; it is kept "
            "locally and saved when the store answers again",
            self.key[:12],
            note,
        )
        return f"{note}_locally"
