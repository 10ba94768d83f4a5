"""The user's own ``rules=``: by type, tuple or predicate, checked before the built-in rules."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest

import toolretry
from toolretry import ErrorCategory, Rule, TransientError, classify
from toolretry import smart_retry_with_observation as retry_tool


class QuotaExceeded(Exception):
    """A domain exception the built-in rules know nothing about."""


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


@pytest.fixture(
    params=[
        QuotaExceeded,
        (KeyError, QuotaExceeded),
        lambda exc: isinstance(exc, QuotaExceeded),
    ],
    ids=["type", "tuple", "predicate"],
)
def matcher(request: pytest.FixtureRequest) -> Any:
    """Every way of naming the exception a rule is about."""
    return request.param


def test_rule_sets_the_category(matcher: Any) -> None:
    """An unknown exception named by a rule gets the rule's category instead of fatal."""
    info = classify(QuotaExceeded("out of quota"), rules={matcher: "business"})
    assert (info.category, info.code) == ("business", "BUSINESS_ERROR")
    assert info.message == "out of quota"


def test_rule_sets_code_suggestion_and_retry_after(matcher: Any) -> None:
    """A ``Rule`` may also set the code, the suggestion and a retry_after."""
    rule = Rule("transient", code="QUOTA", suggestion="Wait for the quota reset.", retry_after=4)
    info = classify(QuotaExceeded(), rules={matcher: rule})
    assert (info.code, info.suggestion, info.retry_after) == (
        "QUOTA",
        "Wait for the quota reset.",
        4.0,
    )
    assert info.retryable is True


def test_rule_makes_the_decorator_retry(matcher: Any) -> None:
    """A rule calling an exception transient makes the decorator retry it."""
    runs = {"n": 0}

    @retry_tool(rules={matcher: "transient"}, max_retries=2)
    def tool() -> str:
        runs["n"] += 1
        if runs["n"] < 3:
            raise QuotaExceeded("try again")
        return "ok"

    assert tool() == "ok"
    assert runs["n"] == 3


def test_rules_come_before_the_built_in_rules() -> None:
    """A rule overrides what toolretry would otherwise say about a known exception."""
    runs = {"n": 0}

    @retry_tool(rules={ValueError: "transient"}, max_retries=1)
    def tool() -> str:
        runs["n"] += 1
        raise ValueError("flaky parser")

    assert tool.observe().category == "transient"
    assert runs["n"] == 2


def test_rules_come_before_tool_errors() -> None:
    """Even toolretry's own exceptions can be reclassified by the user."""
    info = classify(TransientError("x"), rules={TransientError: Rule("fatal", code="NOPE")})
    assert (info.category, info.code) == ("fatal", "NOPE")


def test_rules_see_the_cause_chain() -> None:
    """A rule matches an exception anywhere in the cause chain."""
    outer = RuntimeError("call failed")
    outer.__cause__ = QuotaExceeded("quota")
    assert classify(outer, rules={QuotaExceeded: "business"}).category == "business"


def test_first_matching_rule_wins() -> None:
    """Rules are tried in the order given."""
    rules = [(QuotaExceeded, "business"), (Exception, "transient")]
    assert classify(QuotaExceeded(), rules=rules).category == "business"
    assert classify(RuntimeError(), rules=rules).category == "transient"


def test_rules_as_a_list_of_pairs_or_a_dict() -> None:
    """``rules`` may be a dict or a list of (matcher, outcome) pairs."""
    assert classify(QuotaExceeded(), rules=[(QuotaExceeded, "client")]).category == "client"
    assert classify(QuotaExceeded(), rules={QuotaExceeded: ErrorCategory.CLIENT}).code == (
        "CLIENT_ERROR"
    )


def test_subclasses_match_a_type_rule() -> None:
    """A type rule matches subclasses, like ``except`` does."""

    class Narrow(QuotaExceeded):
        pass

    assert classify(Narrow(), rules={QuotaExceeded: "client"}).category == "client"


def test_non_matching_rules_leave_built_in_classification() -> None:
    """An exception no rule names is classified as usual."""
    assert classify(TimeoutError(), rules={QuotaExceeded: "business"}).code == "TIMEOUT"


def test_raising_predicate_is_treated_as_no_match() -> None:
    """A predicate that raises does not match, and does not crash the call."""

    def broken(exc: BaseException) -> bool:
        raise RuntimeError("predicate bug")

    @retry_tool(rules={broken: "business"})
    def tool() -> str:
        raise TimeoutError("slow")

    assert tool.observe().error_code == "TIMEOUT"


def test_predicate_gets_the_exception() -> None:
    """A predicate receives the exception itself and may look at its fields."""
    seen: list[BaseException] = []

    def is_quota(exc: BaseException) -> bool:
        seen.append(exc)
        return "quota" in str(exc)

    exc = RuntimeError("quota exceeded")
    assert classify(exc, rules={is_quota: "business"}).category == "business"
    assert seen[0] is exc


def test_rule_suggestion_in_observation_text() -> None:
    """A rule's suggestion is what the model reads."""

    @retry_tool(rules={QuotaExceeded: Rule("business", suggestion="Tell the user.")})
    def tool() -> str:
        raise QuotaExceeded("no quota")

    lines = tool().splitlines()
    assert lines[0] == "Tool call refused: tool"
    assert "suggestion: Tell the user." in lines


@pytest.mark.parametrize(
    "bad",
    [
        {int: "client"},
        {"QuotaExceeded": "client"},
        {(): "client"},
        {QuotaExceeded: "bogus"},
        [QuotaExceeded],
        "client",
    ],
)
def test_bad_rules_raise_at_decoration(bad: Any) -> None:
    """Malformed rules raise ConfigurationError naming ``rules`` when the decorator is built."""
    with pytest.raises(toolretry.ConfigurationError, match="rules"):
        retry_tool(rules=bad)


def test_classify_checks_rules_too() -> None:
    """``classify(exc, rules=...)`` validates its rules like the decorator."""
    bad: Callable[..., Any] = classify
    with pytest.raises(toolretry.ConfigurationError, match="rules"):
        bad(ValueError(), rules={3: "client"})


def test_rules_from_any_iterable_of_pairs() -> None:
    """A generator of pairs is accepted like a list."""
    rules = ((t, "client") for t in (QuotaExceeded,))
    assert classify(QuotaExceeded(), rules=rules).category == "client"
