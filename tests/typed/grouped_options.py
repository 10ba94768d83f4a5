"""Checked by ``mypy --strict`` in test_typed_groups.py, never run: the grouped options as a
typed user writes them, and the misuses a type checker must catch (each ``type: ignore`` names
the error it expects; ``--warn-unused-ignores`` fails the check if one is no longer reported)."""

from __future__ import annotations

from toolretry import (
    AsyncTool,
    Backoff,
    Idempotency,
    Output,
    SyncTool,
    smart_retry_with_observation,
)
from toolretry.stores import MemoryStore

polite = Backoff(base=0.5, max=10.0, jitter="equal", max_retry_after=60.0)


@smart_retry_with_observation(
    max_retries=2,
    backoff=polite,
    format="json",
    output=Output(envelope=True, detail="full", max_message_chars=200, template=None),
    idempotency=Idempotency(key="auto", ttl=60.0, store=MemoryStore()),
)
def create_invoice(customer: str, amount: int) -> dict[str, object]:
    return {"customer": customer, "amount": amount}


@smart_retry_with_observation(output=Output(template=lambda observation: observation.tool))
async def lookup(city: str) -> str:
    return city


sync_tool: SyncTool[[str, int]] = create_invoice
async_tool: AsyncTool[[str]] = lookup
answer: str = create_invoice("ada", 12)
keyed = Idempotency(key=lambda customer, **_: customer)
base: float = polite.base

smart_retry_with_observation(base_delay=1.0)  # type: ignore[call-overload]
smart_retry_with_observation(backoff=Output())  # type: ignore[call-overload]
Backoff(jitter="sometimes")  # type: ignore[arg-type]
Output(detail="verbose")  # type: ignore[arg-type]
Backoff(base="1")  # type: ignore[arg-type]
create_invoice("ada", "12")  # type: ignore[arg-type]
