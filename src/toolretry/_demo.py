"""``python -m toolretry demo``: real tools against a misbehaving local server, narrated."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, NamedTuple

from ._decorator import smart_retry_with_observation
from ._events import (
    AttemptFailed,
    Event,
    EventHook,
    GaveUp,
    RetryScheduled,
    SucceededAfterRetries,
)
from ._groups import Backoff
from ._tool_types import SyncTool
from .exceptions import BusinessError
from .http import Session
from .testing import FaultServer, Reply

__all__ = ["Scenario", "run_http_demo", "scenarios"]

Print = Callable[[str], None]


def _narrator(out: Print, started: list[float]) -> Callable[[Event], None]:
    def on_event(event: Event) -> None:
        clock = f"[{time.monotonic() - started[0]:5.2f}s]"
        if isinstance(event, AttemptFailed):
            error = event.error
            after = f", retry_after={error.retry_after:g}s" if error.retry_after is not None else ""
            out(f"  {clock} attempt {event.attempt} failed: {error.code} ({error.category}){after}")
        elif isinstance(event, RetryScheduled):
            out(f"  {clock} waiting {event.wait_s:.2f}s before attempt {event.attempt + 1}")
        elif isinstance(event, SucceededAfterRetries):
            out(f"  {clock} succeeded on attempt {event.attempts}")
        elif isinstance(event, GaveUp):
            out(f"  {clock} gave up after {event.attempts} attempt(s): {event.reason}")

    return on_event


class Scenario(NamedTuple):
    """One demo call: what it shows, the decorated tool, and its arguments."""

    title: str
    tool: SyncTool[...]
    args: tuple[Any, ...]


def scenarios(server: FaultServer, http: Session, hook: EventHook | None) -> list[Scenario]:
    """Script ``server`` and build the demo's six tools; each scenario runs once per script."""
    server.script(
        "/weather",
        Reply.retry_after(429, seconds=1),
        Reply(json={"city": "Paris", "temp_c": 21}),
    )
    server.script("/quote", Reply.html(503), Reply.html(503), Reply(json={"EURUSD": 1.08}))
    server.script("/users/42", Reply.error(404, "user 42 does not exist", type="not_found"))
    server.script("/pay", Reply(402, json={"error": "insufficient_balance", "balance": 3}))
    server.script("/report", Reply.hang(30))

    @smart_retry_with_observation(backoff=Backoff(base=0.2), on_event=hook)
    def get_weather(city: str) -> str:
        """Current weather for a city."""
        return http.get(server.url("/weather"), params={"q": city}).text

    @smart_retry_with_observation(backoff=Backoff(base=0.2, jitter="none"), on_event=hook)
    def get_quote(pair: str) -> dict[str, float]:
        """Latest exchange rate."""
        rates: dict[str, float] = http.get(server.url("/quote")).json()
        return rates

    @smart_retry_with_observation(on_event=hook)
    def get_user(user_id: int) -> str:
        """Look a user up by id."""
        return http.get(server.url(f"/users/{user_id}")).text

    @smart_retry_with_observation(on_event=hook, idempotent=False)
    def pay(amount: float, api_key: str) -> str:
        """Pay an amount; a refusal is an answer, not a failure."""
        response = Session(raise_for_status=False).post(
            server.url("/pay"), json={"amount": amount}, headers={"X-Api-Key": api_key}
        )
        if response.status_code == 402:
            body = response.json()
            raise BusinessError(
                f"Payment refused: {body['error']} (balance {body['balance']})",
                code="INSUFFICIENT_BALANCE",
                details={"balance": body["balance"]},
            )
        return response.text

    @smart_retry_with_observation(total_timeout=1.5, backoff=Backoff(base=0.2), on_event=hook)
    def build_report(month: str) -> str:
        """A slow report endpoint; the deadline bounds it."""
        return http.get(server.url("/report"), params={"month": month}).text

    @smart_retry_with_observation(on_event=hook)
    def summarize(order: dict[str, int]) -> str:
        """A tool with a bug in it."""
        return f"{order['id']}: {order['total']}"

    return [
        Scenario("429 with Retry-After: 1, then success", get_weather, ("Paris",)),
        Scenario("503 (an HTML page) twice, then success", get_quote, ("EURUSD",)),
        Scenario("404: a client error, not retried", get_user, (42,)),
        Scenario(
            "a business refusal (secret api_key redacted)",
            pay,
            (25.0, "sk-live-4f9a8b7c6d5e4f3a2b1c"),
        ),
        Scenario("a hanging server, bounded by total_timeout=1.5", build_report, ("2026-11",)),
        Scenario("a bug in the tool (KeyError)", summarize, ({"id": 7},)),
    ]


def run_http_demo(out: Print = print) -> int:
    """Run six scenarios against a local FaultServer and print what a model would see."""
    started = [time.monotonic()]
    hook = _narrator(out, started)
    with FaultServer() as server, Session() as http:
        for number, scenario in enumerate(scenarios(server, http, hook), 1):
            out(f"\n=== {number}. {scenario.title}")
            started[0] = time.monotonic()
            answer = scenario.tool(*scenario.args)
            out("  --- what the model sees ---")
            out("\n".join(f"  {line}" for line in answer.splitlines()))
    return 0
