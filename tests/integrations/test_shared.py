"""The helpers every adapter shares: re-decoration, the success value, escapes, the worker thread,
the fields a model is shown and the stop text."""

from __future__ import annotations

import contextvars
import threading
from collections.abc import Callable
from typing import Any

import anyio
import pytest

import toolretry
from toolretry import (
    Backoff,
    ClientError,
    Idempotency,
    TransientError,
    smart_retry_with_observation,
)
from toolretry.integrations._shared import (
    ESCAPED_CODE,
    escaping,
    final_text,
    in_thread,
    model_fields,
    options_of,
    original_of,
    reraising_escapes,
    retrying,
    success_value,
    turn_stop_reason,
)
from toolretry.observe._observation import Observation
from toolretry.observe._render import OWN_DETAIL_KEYS
from toolretry.stores import MemoryStore


class Steer(Exception):
    """A framework's control flow (an interrupt, a protocol error) raised through a tool."""


class Thing:
    """An object no rendering can stand for: only identity tells it apart."""


VALUES: list[Any] = [{"temp": 21.5}, [1, 2], 0, "", "text", False, None, Thing(), (1, "a")]


def _returning(value: Any) -> Callable[[], Any]:
    def tool() -> Any:
        return value

    return tool


@pytest.mark.parametrize("value", VALUES)
def test_success_value_is_the_tools_own_object(value: Any) -> None:
    """A success hands the framework the very object the tool returned."""
    observation = smart_retry_with_observation(_returning(value)).observe()
    assert success_value(observation) is value


@pytest.mark.parametrize("value", VALUES)
def test_success_value_of_a_fallback_is_the_fallbacks_object(value: Any) -> None:
    """When the tool gives up and its fallback answers, the framework gets the fallback's object."""

    def broken() -> Any:
        raise TransientError("upstream down")

    with toolretry.set_testing(True):
        observation = smart_retry_with_observation(
            broken, max_retries=1, fallback=_returning(value)
        ).observe()
    assert (observation.fallback is not None, success_value(observation) is value) == (True, True)


@pytest.mark.parametrize("value", [{"order": "A1"}, [3, 4], "done", 7])
def test_success_value_of_a_replay_is_its_saved_text(value: Any) -> None:
    """An idempotent replay never ran the tool, so its saved text stands for the object."""
    runs: list[str] = []

    def pay(order: str) -> Any:
        runs.append(order)
        return value

    tool = smart_retry_with_observation(
        pay, idempotency=Idempotency(key="auto", store=MemoryStore())
    )
    first = tool.observe("A1")
    replay = tool.observe("A1")
    assert (success_value(replay), runs) == (first.result, ["A1"])


@pytest.mark.parametrize(
    ("flat", "value", "expected"),
    [
        ("max_delay", 8.0, Backoff(base=2.0, max=8.0)),
        ("jitter", "none", Backoff(base=2.0, max=5.0, jitter="none")),
    ],
)
def test_retrying_with_an_old_flat_name_warns_and_changes_one_field(
    flat: str, value: object, expected: Backoff
) -> None:
    """An adapter given a deprecated flat name warns and changes only that field of the tool's
    group, as decorating again does."""

    def lookup(query: str) -> str:
        return query

    decorated = smart_retry_with_observation(backoff=Backoff(base=2.0, max=5.0))(lookup)
    with pytest.warns(DeprecationWarning, match=f"{flat}= is deprecated"):
        again = retrying(decorated, {flat: value})
    assert again.__toolretry_settings__.options["backoff"] == expected


@pytest.mark.parametrize(
    ("old", "new"),
    [
        ({"max_retries": 5, "name": "lookup"}, {"max_retries": 1}),
        ({"backoff": Backoff(base=2.0)}, {"name": "renamed", "format": "json"}),
        ({"exclude_params": ("session",), "locale": "zh"}, {"backoff": Backoff(max=3.0)}),
        ({}, {"idempotent": True}),
    ],
)
def test_retrying_keeps_a_tools_arguments_under_the_new_ones(
    old: dict[str, Any], new: dict[str, Any]
) -> None:
    """Re-decorating starts from the tool's own arguments, the new ones override them, and the
    original function is decorated (no retries nested)."""

    def lookup(query: str, ctx: object = None) -> str:
        return query

    decorated = smart_retry_with_observation(**old)(lookup)
    again = retrying(decorated, new, exclude=("ctx",))
    options = options_of(again)
    assert {k: options[k] for k in (*old, *new) if k != "exclude_params"} == {
        k: v for k, v in {**old, **new}.items() if k != "exclude_params"
    }
    assert options["exclude_params"] == (*old.get("exclude_params", ()), "ctx")
    assert (again.__wrapped__, original_of(again)) == (lookup, lookup)


@pytest.mark.parametrize("exclude", [("ctx",), (Thing,), ("ctx", Thing)])
def test_retrying_twice_excludes_each_parameter_once(exclude: tuple[str | type, ...]) -> None:
    """Wrapping a tool again with the same framework exclusions lists each of them once."""

    def tool(ctx: Any = None) -> int:
        return 1

    once = retrying(tool, {}, exclude=exclude)
    twice = retrying(once, {}, exclude=exclude)
    assert twice.__toolretry_settings__.exclude_params == exclude


@pytest.mark.parametrize("is_async", [False, True])
def test_retrying_with_a_shim_unwraps_it_next_time(is_async: bool) -> None:
    """A tool decorated over an adapter's shim re-decorates from the user's function."""

    async def async_tool(x: int) -> int:
        return x

    def sync_tool(x: int) -> int:
        return x

    fn: Callable[..., Any] = async_tool if is_async else sync_tool
    first = retrying(fn, {}, shim=lambda f: escaping(f, (Steer,)))
    second = retrying(first, {"max_retries": 0}, shim=lambda f: escaping(f, (Steer,)))
    assert (original_of(first), original_of(second)) == (fn, fn)
    assert second.__wrapped__ is not first.__wrapped__


def _steering(runs: list[int], exc: BaseException) -> Callable[[], Any]:
    def tool() -> Any:
        runs.append(1)
        raise exc

    return tool


@pytest.mark.parametrize("exc", [Steer("interrupt"), Steer(), KeyError("k")])
def test_an_escaped_exception_reaches_the_caller_untried(exc: BaseException) -> None:
    """Inside ``reraising_escapes`` the framework's exception propagates after one run."""
    runs: list[int] = []
    tool = retrying(
        _steering(runs, exc), {"max_retries": 3}, shim=lambda f: escaping(f, (Steer, KeyError))
    )
    with pytest.raises(type(exc)) as raised, reraising_escapes():
        observation = tool.observe()
    assert (raised.value, runs) == (exc, [1])
    assert (observation.ok, observation.error_code) == (False, ESCAPED_CODE)


@pytest.mark.parametrize("message", ["stop here", "interrupt: approve?"])
def test_an_async_tools_escape_reaches_the_caller(message: str) -> None:
    """An async tool's escaped exception propagates the same way."""

    async def tool() -> Any:
        raise Steer(message)

    decorated = retrying(tool, {}, shim=lambda f: escaping(f, (Steer,)))

    async def call() -> None:
        with reraising_escapes():
            await decorated.observe()

    with pytest.raises(Steer) as raised:
        anyio.run(call)
    assert str(raised.value) == message


def test_an_escape_outside_an_adapter_call_is_the_tools_failure() -> None:
    """Called directly (no adapter call open), the exception is classified like any other."""
    runs: list[int] = []
    tool = retrying(_steering(runs, Steer("x")), {}, shim=lambda f: escaping(f, (Steer,)))
    observation = tool.observe()
    assert (observation.ok, observation.error_code != ESCAPED_CODE, runs) == (False, True, [1])


@pytest.mark.parametrize("exc", [TransientError("flaky"), ClientError("bad city")])
def test_other_exceptions_are_still_classified(exc: Exception) -> None:
    """An exception not of the escaping kinds stays toolretry's: it is observed, not raised."""
    runs: list[int] = []
    tool = retrying(_steering(runs, exc), {"max_retries": 2}, shim=lambda f: escaping(f, (Steer,)))
    with toolretry.set_testing(True), reraising_escapes():
        observation = tool.observe()
    expected_runs = 3 if isinstance(exc, TransientError) else 1
    assert (observation.ok, len(runs)) == (False, expected_runs)


_marker: contextvars.ContextVar[str] = contextvars.ContextVar("marker", default="unset")


@pytest.mark.parametrize("value", ["turn-1", "a longer value", ""])
def test_in_thread_runs_elsewhere_with_the_callers_context(value: str) -> None:
    """The function runs in a worker thread and sees the caller's context variables."""

    def probe(suffix: str, *, twice: bool) -> tuple[int, str]:
        seen = _marker.get() + suffix
        return threading.get_ident(), seen * 2 if twice else seen

    async def call() -> tuple[int, str]:
        _marker.set(value)
        result: tuple[int, str] = await in_thread(probe, "!", twice=True)
        return result

    ident, seen = anyio.run(call)
    assert (ident != threading.get_ident(), seen) == (True, (value + "!") * 2)


def _failure(attempts: int, details: dict[str, Any]) -> Observation:
    return Observation(
        status="error",
        tool="lookup",
        error_code="HTTP_503",
        attempts=attempts,
        max_attempts=3,
        elapsed_s=0.25,
        message="Service unavailable",
        details=details,
        request={"city": "Paris"},
    )


@pytest.mark.parametrize("attempts", [1, 2, 3])
@pytest.mark.parametrize(
    "details", [{}, {"client": "httpx", "status_code": 503}, {"client": "httpx", "hint": "later"}]
)
def test_compact_model_fields_are_those_the_compact_text_shows(
    attempts: int, details: dict[str, Any]
) -> None:
    """Compact fields leave out bookkeeping, one attempt and toolretry's own detail keys, and
    each of them is a line of the compact text."""
    observation = _failure(attempts, details)
    fields = model_fields(observation)
    text = observation.to_text()
    assert not {"status", "tool", "max_attempts", "elapsed_s", "request"} & set(fields)
    assert ("attempts" in fields) == (attempts > 1)
    assert set(fields.get("details", {})) == set(details) - OWN_DETAIL_KEYS
    assert all(f"\n{key}: " in text for key in fields)


@pytest.mark.parametrize("attempts", [1, 3])
def test_full_model_fields_are_every_field(attempts: int) -> None:
    """``detail="full"`` shows the model every field of the observation."""
    observation = _failure(attempts, {"client": "httpx"})
    assert model_fields(observation, "full") == observation.fields()


@pytest.mark.parametrize("max_failures", [1, 2, 4])
def test_turn_stop_reason_says_the_count_once_the_budget_is_spent(max_failures: int) -> None:
    """No reason while the turn may go on; then one naming the failures and the limit."""

    def broken(n: int) -> None:
        raise ClientError(f"bad input {n}")

    tool = smart_retry_with_observation(broken)
    with toolretry.turn(max_failures=max_failures, max_failures_per_tool=99) as open_turn:
        reasons = []
        for n in range(max_failures):
            reasons.append(turn_stop_reason(open_turn))
            tool.observe(n)
        last = turn_stop_reason(open_turn)
    assert reasons == [None] * max_failures
    assert last is not None
    assert f"max_failures={max_failures}" in last
    assert final_text(last).startswith(f"Stopped: {last}.")
