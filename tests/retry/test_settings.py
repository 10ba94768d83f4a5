"""Wrong decorator arguments fail loudly, at decoration time, naming the argument."""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

import pytest

import toolretry
from toolretry import Backoff, ConfigurationError, Output, Rule, smart_retry_with_observation
from toolretry._groups import FLAT_NAMES, GROUPS


@pytest.fixture(autouse=True)
def _no_waits() -> Iterator[None]:
    """Every wait is zero in these tests."""
    with toolretry.set_testing(True):
        yield


def tool() -> str:
    return "ok"


BAD_ARGUMENTS: list[tuple[str, Any]] = [
    ("max_retries", -1),
    ("max_retries", 1.5),
    ("max_retries", True),
    ("max_retries", "3"),
    ("max_retries", None),
    ("base_delay", -0.1),
    ("base_delay", True),
    ("base_delay", "1"),
    ("base_delay", math.nan),
    ("base_delay", math.inf),
    ("base_delay", None),
    ("max_delay", -1),
    ("max_delay", False),
    ("max_delay", math.nan),
    ("max_delay", math.inf),
    ("jitter", "fulll"),
    ("jitter", "FULL"),
    ("jitter", None),
    ("jitter", 1),
    ("total_timeout", 0),
    ("total_timeout", -1),
    ("total_timeout", True),
    ("total_timeout", math.nan),
    ("total_timeout", "60"),
    ("attempt_timeout", 0),
    ("attempt_timeout", -0.5),
    ("attempt_timeout", True),
    ("attempt_timeout", math.inf),
    ("format", "xml"),
    ("format", "JSON"),
    ("format", None),
    ("idempotent", 1),
    ("idempotent", "yes"),
    ("idempotent", None),
    ("on_event", 1),
    ("on_event", "print"),
    ("name", ""),
    ("name", "   "),
    ("name", 3),
    ("locale", "fr"),
    ("locale", None),
    ("locale", "EN"),
    ("max_message_chars", 10),
    ("max_message_chars", 1.5),
    ("max_message_chars", True),
    ("max_retry_after", -1),
    ("max_retry_after", True),
    ("max_retry_after", math.nan),
    ("template", 3),
    ("rules", "client"),
    ("rules", 3),
    ("rules", [ValueError]),
    ("rules", [(ValueError, "client", "extra")]),
    ("rules", {3: "client"}),
    ("rules", {"ValueError": "client"}),
    ("rules", {int: "client"}),
    ("rules", {(): "client"}),
    ("rules", {(ValueError, 3): "client"}),
    ("rules", {(ValueError, lambda e: True): "client"}),
    ("rules", {ValueError: "bogus"}),
    ("rules", {ValueError: "Client"}),
    ("rules", {ValueError: 3}),
    ("rules", {ValueError: None}),
]


def _decorate(argument: str, value: Any) -> Any:
    """The decorator given ``value`` for ``argument``: a grouped field (``base_delay``) goes
    into its group (``backoff=Backoff(base=...)``), which checks it when made."""
    if argument not in FLAT_NAMES:
        return smart_retry_with_observation(**{argument: value})
    group, field = FLAT_NAMES[argument]
    return smart_retry_with_observation(**{group: GROUPS[group](**{field: value})})


def _named(argument: str) -> str:
    if argument not in FLAT_NAMES:
        return argument
    group, field = FLAT_NAMES[argument]
    return rf"{GROUPS[group].__name__}\({field}="


@pytest.mark.parametrize(("argument", "value"), BAD_ARGUMENTS)
def test_bad_argument_raises_configuration_error_naming_it(argument: str, value: Any) -> None:
    """Each invalid argument raises ConfigurationError whose message names that argument."""
    with pytest.raises(ConfigurationError, match=_named(argument)):
        _decorate(argument, value)


@pytest.mark.parametrize(("argument", "value"), BAD_ARGUMENTS[:5])
def test_bad_argument_fails_when_applied_to_a_function_too(argument: str, value: Any) -> None:
    """Written as ``@smart_retry_with_observation(...)`` the error comes before any call."""
    with pytest.raises(ConfigurationError):

        @_decorate(argument, value)
        def never_called() -> str:
            raise AssertionError("decoration must fail first")


def test_configuration_error_is_caught_as_value_error() -> None:
    """Existing ``except ValueError`` code catches misuse."""
    with pytest.raises(ValueError, match="max_retries"):
        smart_retry_with_observation(max_retries=-1)


def test_max_delay_below_base_delay_names_max_delay() -> None:
    """A ceiling under the first wait is refused with the fix in the message."""
    with pytest.raises(ConfigurationError, match=r"Backoff\(max=1.0\)") as excinfo:
        smart_retry_with_observation(backoff=Backoff(base=5.0, max=1.0))
    assert "base (5.0); raise max" in str(excinfo.value)


def test_messages_say_what_was_given() -> None:
    """The message shows the rejected value, so the mistake is visible in the log."""
    with pytest.raises(ConfigurationError, match="-7"):
        smart_retry_with_observation(max_retries=-7)


@pytest.mark.parametrize("target", [3, "tool", object(), [tool]])
def test_decorating_a_non_callable_is_refused(target: Any) -> None:
    """Applying the decorator to something that cannot be called raises ConfigurationError."""
    with pytest.raises(ConfigurationError, match="decorates a function"):
        smart_retry_with_observation(target)


@pytest.mark.parametrize(
    "kwargs",
    [
        {"max_retries": 0},
        {"backoff": Backoff(base=0, max=0)},
        {"total_timeout": None},
        {"attempt_timeout": 0.5},
        {"backoff": Backoff(jitter="equal"), "format": "json", "locale": "zh"},
        {"idempotent": False, "name": "search"},
        {"output": Output(max_message_chars=40), "backoff": Backoff(max_retry_after=0)},
        {"output": Output(template="{tool}: {message}")},
        {"output": Output(template=lambda obs: obs.tool)},
        {"rules": [(ValueError, "transient"), (lambda e: True, Rule("fatal"))]},
        {"rules": {(KeyError, IndexError): toolretry.ErrorCategory.CLIENT}},
        {"on_event": print},
    ],
)
def test_valid_arguments_are_accepted(kwargs: dict[str, Any]) -> None:
    """Edge values that are valid decorate and run without complaint."""
    decorated = smart_retry_with_observation(**kwargs)(tool)
    assert decorated() == "ok"


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"category": "bogus"}, "category"),
        ({"category": "client", "code": ""}, "code"),
        ({"category": "client", "code": 404}, "code"),
        ({"category": "client", "suggestion": 3}, "suggestion"),
        ({"category": "client", "suggestion": "  "}, "suggestion"),
        ({"category": "transient", "retry_after": -1}, "retry_after"),
        ({"category": "transient", "retry_after": True}, "retry_after"),
        ({"category": "transient", "retry_after": math.nan}, "retry_after"),
        ({"category": "transient", "retry_after": "5"}, "retry_after"),
    ],
)
def test_bad_rule_raises_configuration_error(kwargs: dict[str, Any], fragment: str) -> None:
    """``Rule(...)`` checks its own fields when it is built."""
    with pytest.raises(ConfigurationError, match=fragment):
        Rule(**kwargs)


def test_rule_accepts_category_enum_and_string() -> None:
    """A Rule's category may be given as the enum or its value; it is stored as the enum."""
    assert Rule("business").category is toolretry.ErrorCategory.BUSINESS
    assert Rule(toolretry.ErrorCategory.FATAL).category is toolretry.ErrorCategory.FATAL


@pytest.mark.parametrize("value", [1, "yes", None])
def test_set_testing_refuses_non_bool(value: Any) -> None:
    """``set_testing`` takes a bool only."""
    with pytest.raises(ConfigurationError, match="set_testing"):
        toolretry.set_testing(value)


@pytest.mark.parametrize(
    ("kwargs", "fragment"),
    [
        ({"code": "", "text": "Do X."}, "code"),
        ({"code": "HTTP_429", "text": " "}, "text"),
        ({"code": "HTTP_429", "text": "Do X.", "locale": "de"}, "locale"),
    ],
)
def test_register_suggestion_refuses_bad_input(kwargs: dict[str, Any], fragment: str) -> None:
    """``register_suggestion`` validates its code, text and locale."""
    with pytest.raises(ConfigurationError, match=fragment):
        toolretry.register_suggestion(**kwargs)
