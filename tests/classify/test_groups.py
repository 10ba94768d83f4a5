"""An ``ExceptionGroup`` is classified from its members: the most severe one decides."""

from __future__ import annotations

import asyncio
import builtins
import sys
from collections.abc import Iterator
from typing import Any

import pytest

import toolretry
from toolretry import (
    BusinessError,
    ClientError,
    FatalError,
    Rule,
    TransientError,
    classify,
)
from toolretry import smart_retry_with_observation as retry_tool

pytestmark = pytest.mark.skipif(
    sys.version_info < (3, 11), reason="ExceptionGroup is a builtin from Python 3.11"
)
Group: Any = getattr(builtins, "ExceptionGroup", None)


class Kerfuffle(Exception):
    """Unknown to toolretry: fatal."""


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


@pytest.mark.parametrize(
    ("members", "retry_after"),
    [
        ([TimeoutError("a"), ConnectionResetError(104, "b")], None),
        ([TransientError("a", retry_after=2), TransientError("b", retry_after=5)], 5.0),
        ([TransientError("a", retry_after=7), ConnectionRefusedError(111, "no")], 7.0),
        ([TransientError("only", retry_after=0)], 0.0),
    ],
)
def test_all_transient_members_make_a_transient_group(
    members: list[Exception], retry_after: float | None
) -> None:
    """A group of transient members is retryable and waits for the longest retry_after."""
    info = classify(Group("parallel fetches failed", members))
    assert (info.category, info.retryable, info.retry_after) == ("transient", True, retry_after)


@pytest.mark.parametrize(
    ("members", "category", "code"),
    [
        ([TimeoutError("t"), KeyError("k")], "fatal", "MISSING_FIELD"),
        ([TimeoutError("t"), Kerfuffle("c")], "fatal", "UNEXPECTED_ERROR"),
        ([ValueError("v"), TimeoutError("t")], "client", "INVALID_VALUE"),
        ([BusinessError("no funds"), TimeoutError("t")], "transient", "TIMEOUT"),
        (
            [BusinessError("a"), BusinessError("b", code="OUT_OF_STOCK")],
            "business",
            "BUSINESS_RULE",
        ),
        ([ClientError("c"), FatalError("f")], "fatal", "FATAL_ERROR"),
        ([BusinessError("b"), ClientError("c", code="BAD_SKU")], "client", "BAD_SKU"),
    ],
)
def test_the_most_severe_member_decides(members: list[Exception], category: str, code: str) -> None:
    """fatal > client > transient > business; among equals the first member decides."""
    info = classify(Group("mixed", members))
    assert (info.category, info.code) == (category, code)
    assert info.retryable is (category == "transient")


def test_nested_groups_are_judged_by_their_members() -> None:
    """A bug inside a nested group is seen through the outer group."""
    inner = Group("inner", [TimeoutError("t"), AttributeError("no attribute 'id'")])
    info = classify(Group("outer", [ConnectionResetError(104, "r"), inner]))
    assert (info.category, info.code) == ("fatal", "UNEXPECTED_ERROR")
    assert info.details["group"] == ["CONNECTION_RESET", "UNEXPECTED_ERROR"]


def test_deeply_nested_groups_stay_bounded() -> None:
    """A group nested a hundred deep is classified without recursion trouble."""
    group: BaseException = TimeoutError("deep")
    for level in range(100):
        group = Group(f"level {level}", [group])
    assert classify(group).category in {"transient", "fatal"}


def test_a_huge_group_is_judged_from_a_bounded_number_of_members() -> None:
    """Ten thousand members do not make classification slow or fail."""
    info = classify(Group("many", [TimeoutError(str(i)) for i in range(10_000)]))
    assert info.category == "transient"
    assert len(info.details["group"]) <= 10


def test_the_message_names_the_deciding_member() -> None:
    """The group's message says which member decided and what it said."""
    info = classify(Group("two tasks failed", [TimeoutError("slow"), Kerfuffle("card 42")]))
    assert "two tasks failed" in info.message
    assert "Kerfuffle" in info.message
    assert "card 42" in info.message


def test_user_rules_apply_to_members() -> None:
    """A rule for a member's type decides for that member inside the group."""
    rules = {Kerfuffle: Rule("business", code="CARD_DECLINED")}
    info = classify(Group("g", [Kerfuffle("no")]), rules=rules)
    assert (info.category, info.code) == ("business", "CARD_DECLINED")


def test_a_rule_for_the_group_itself_wins() -> None:
    """A user rule that matches the group decides before its members are looked at."""
    rules = {Group: Rule("client", code="BATCH_REJECTED")}
    assert classify(Group("g", [TimeoutError("t")]), rules=rules).code == "BATCH_REJECTED"


def test_a_group_as_explicit_cause_is_judged_too() -> None:
    """``raise X from group`` is classified through the group's members."""
    try:
        try:
            raise Group("g", [ConnectionRefusedError(111, "refused")])
        except Exception as group:
            raise RuntimeError("fan-out failed") from group
    except RuntimeError as exc:
        info = classify(exc)
    assert info.code == "CONNECTION_REFUSED"


async def _task_group(*failures: BaseException) -> None:
    async def fail(exc: BaseException) -> None:
        await asyncio.sleep(0)
        raise exc

    async with asyncio.TaskGroup() as tasks:
        for exc in failures:
            tasks.create_task(fail(exc))


async def test_a_task_group_of_transient_failures_is_retried() -> None:
    """An async tool whose TaskGroup fails with timeouts only is retried."""

    @retry_tool(max_retries=2)
    async def fan_out() -> str:
        await _task_group(TimeoutError("a"), ConnectionResetError(104, "b"))
        return "done"

    observation = await fan_out.observe()
    assert (observation.category, observation.attempts) == ("transient", 3)


async def test_a_task_group_with_a_bug_is_not_retried() -> None:
    """One unknown error among the group's failures makes it fatal: run once."""

    @retry_tool(max_retries=2)
    async def fan_out() -> str:
        await _task_group(TimeoutError("a"), Kerfuffle("b"))
        return "done"

    observation = await fan_out.observe()
    assert (observation.category, observation.error_code) == ("fatal", "UNEXPECTED_ERROR")
    assert observation.attempts == 1


async def test_a_members_own_context_is_followed() -> None:
    """A task that catches a network error and raises its own is judged by the network error."""

    async def fetch() -> None:
        await asyncio.sleep(0)
        try:
            raise ConnectionRefusedError(111, "refused")
        except ConnectionRefusedError:
            raise Kerfuffle("wrapped")  # noqa: B904 -- the context is the point

    try:
        async with asyncio.TaskGroup() as tasks:
            tasks.create_task(fetch())
    except Exception as exc:
        info = classify(exc)
    assert info.code == "CONNECTION_REFUSED"


def test_a_group_is_never_classified_as_immediately_safe_to_repeat() -> None:
    """Other tasks of the group may have done their part: may_have_taken_effect is true."""
    info = classify(
        Group("g", [ConnectionRefusedError(111, "a"), ConnectionRefusedError(111, "b")])
    )
    assert info.may_have_taken_effect is True
