"""A tool's call-time parts are made on first use, once, even when threads ask together."""

from __future__ import annotations

import contextlib
import inspect
import threading
from collections.abc import Callable
from typing import Any

import pytest

from toolretry import Backoff, ConfigurationError, TransientError, smart_retry_with_observation
from toolretry._call._prepared import prepared_once
from toolretry._call._settings import Settings

LAZY_PARTS = ["protection", "plain_parameters", "excluded_names", "excluded_types"]


class Counted:
    """A record with one part whose builder counts its calls and lingers, so that threads
    that were not held back by a lock would build it too."""

    def __init__(self, threads: int) -> None:
        self.builds = 0
        self.others_arrived = threading.Barrier(threads)

    @prepared_once
    def part(self) -> object:
        self.builds += 1
        # Without the lock every thread would reach this barrier; with it, none does.
        with contextlib.suppress(threading.BrokenBarrierError):
            self.others_arrived.wait(timeout=0.2)
        return object()


class Session:
    """A client handle a tool takes: left out of the call key by its annotation."""


def _settings(tool: Callable[..., Any]) -> Settings:
    settings: Settings = tool.__toolretry_settings__  # type: ignore[attr-defined]
    return settings


def _together(threads: int, work: Callable[[], object]) -> list[object]:
    """``work`` run by ``threads`` threads released at the same moment; their results."""
    start = threading.Barrier(threads)
    results: list[object] = [None] * threads

    def run(index: int) -> None:
        start.wait()
        results[index] = work()

    workers = [threading.Thread(target=run, args=(i,)) for i in range(threads)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    return results


@pytest.mark.parametrize("threads", [2, 3, 8])
def test_a_part_asked_by_threads_at_once_is_built_once(threads: int) -> None:
    """Threads asking for a part at the same moment all get the one value, built once."""
    record = Counted(threads)
    results = _together(threads, lambda: record.part)
    assert (record.builds, len({id(result) for result in results})) == (1, 1)


@pytest.mark.parametrize("part", LAZY_PARTS)
def test_decorating_builds_no_call_time_part(part: str) -> None:
    """Decorating a tool leaves each call-time part unbuilt until a call needs it."""

    @smart_retry_with_observation
    def lookup(city: str) -> str:
        return city

    assert part not in vars(_settings(lookup))


@pytest.mark.parametrize("threads", [2, 4, 8])
def test_threads_failing_first_together_share_one_protection(threads: int) -> None:
    """A fresh tool's first calls, failing in several threads at once, are all answered and
    share one default protection over the function's one pause."""

    @smart_retry_with_observation(max_retries=0, backoff=Backoff(base=0, max=0))
    def flaky(city: str) -> str:
        raise TransientError(f"{city} unavailable")

    answers = _together(threads, lambda: flaky("Oslo"))
    settings = _settings(flaky)
    protection = settings.protection
    assert protection is not None
    assert settings.defaults is not None
    assert all("unavailable" in str(answer) for answer in answers)
    assert protection.counters is settings.defaults.pause


@pytest.mark.parametrize(
    ("exclude", "expected"),
    [
        ((), frozenset()),
        (("token",), frozenset({"token"})),
        ((Session,), frozenset({"session"})),
        ((Session, "token"), frozenset({"session", "token"})),
        (("city", "token"), frozenset({"city", "token"})),
    ],
)
def test_excluded_names_are_worked_out_on_first_use(
    exclude: tuple[Any, ...], expected: frozenset[str]
) -> None:
    """The names left out of a call's key, listed or annotated with a listed type, are the
    same when worked out on first use."""

    def search(city: str, token: str, session: Session) -> str:
        return city

    tool = smart_retry_with_observation(exclude_params=exclude)(search)
    assert _settings(tool).excluded_names == expected


@pytest.mark.parametrize(
    ("fn", "expected"),
    [
        (lambda a, b=1: a, ("a", "b")),
        (lambda *, key: key, ("key",)),
        (lambda a, /, b: a, None),
        (lambda *args: args, None),
        (lambda **kwargs: kwargs, None),
    ],
)
def test_plain_parameters_are_worked_out_on_first_use(
    fn: Callable[..., Any], expected: tuple[str, ...] | None
) -> None:
    """A call's arguments are named without ``bind`` only when every parameter is plain."""
    assert _settings(smart_retry_with_observation(fn)).plain_parameters == expected


@pytest.mark.parametrize(
    ("options", "named"),
    [
        ({"max_retries": -1}, "max_retries"),
        ({"total_timeout": "soon"}, "total_timeout"),
        ({"format": "yaml"}, "format"),
        ({"exclude_params": [3]}, "exclude_params"),
        ({"check_arguments": "yes"}, "check_arguments"),
    ],
)
def test_a_wrong_argument_still_fails_at_decoration(options: dict[str, Any], named: str) -> None:
    """Deferring the call-time parts defers no check: a wrong argument fails where the
    decorator is written, naming it."""

    def lookup(city: str) -> str:
        return city

    with pytest.raises(ConfigurationError, match=named):
        smart_retry_with_observation(**options)(lookup)


def test_the_signature_is_shown_before_any_call() -> None:
    """``inspect.signature`` of a tool never called shows its parameters, declaring ``str``."""

    def lookup(city: str, days: int = 1) -> dict[str, int]:
        return {city: days}

    tool = smart_retry_with_observation(lookup)
    assert inspect.signature(tool) == inspect.signature(lookup, eval_str=True).replace(
        return_annotation=str
    )
