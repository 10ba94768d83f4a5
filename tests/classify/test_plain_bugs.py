"""A tool's own bugs in plain words (issue 28 item 7); the original stays in the log."""

from __future__ import annotations

import io
from typing import Any

import pytest

from toolretry import ErrorCategory, classify, smart_retry_with_observation

_NOTHING: Any = None


def _raised(action: Any) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    raise AssertionError("did not raise")


@pytest.mark.parametrize("field", ["price", "unit_price", 3])
def test_a_key_error_names_the_missing_field(field: object) -> None:
    """KeyError('price') says field 'price' is missing from the data."""
    data: dict[object, int] = {"name": 1}
    info = classify(_raised(lambda: data[field]))
    assert (info.category, info.code, info.details["field"]) == (
        ErrorCategory.FATAL,
        "MISSING_FIELD",
        field,
    )
    assert f"field {field!r} is missing from the data" in info.message


def test_an_attribute_of_none_says_the_value_was_none() -> None:
    """AttributeError on None is NONE_VALUE, naming the attribute."""
    owner: Any = None
    info = classify(_raised(lambda: owner.email))
    assert (info.code, info.details["attribute"]) == ("NONE_VALUE", "email")
    assert "was None" in info.message


def test_an_attribute_missing_on_a_real_object_stays_unexpected() -> None:
    """Only None is said to be None."""
    info = classify(_raised(lambda: "text".nope))  # type: ignore[attr-defined]
    assert info.code == "UNEXPECTED_ERROR"


@pytest.mark.parametrize(
    ("action", "code"),
    [
        (lambda: [][0], "INDEX_OUT_OF_RANGE"),
        (lambda: (1, 2)[5], "INDEX_OUT_OF_RANGE"),
        (lambda: _NOTHING["k"], "NONE_VALUE"),
        (lambda: len(_NOTHING), "TYPE_MISMATCH"),
        (lambda: "a" + 1, "TYPE_MISMATCH"),  # type: ignore[operator]
    ],
    ids=["empty-list", "tuple", "none-subscript", "len-none", "str-plus-int"],
)
def test_other_bugs_get_a_plain_sentence(action: Any, code: str) -> None:
    """IndexError and TypeErrors inside the tool are fatal, with a sentence and the original."""
    exc = _raised(action)
    info = classify(exc)
    assert (info.category, info.code) == (ErrorCategory.FATAL, code)
    assert str(exc) in info.message


def test_a_missing_key_that_holds_a_secret_is_hidden_wherever_the_message_quotes_it() -> None:
    """A key is redacted alone, as the message it was: the sentence built around it (`field
    '…' is missing`) hides it as the KeyError's own quote of it does."""
    secret = "Tq8wLm.Rx2Wp"
    info = classify(KeyError(f"Lakkoofsi iccitii kee {secret}"))
    assert secret not in info.message
    assert info.message.count("[REDACTED]") == 2


def test_the_original_exception_stays_in_the_log(debug_log: io.StringIO) -> None:
    """The model reads the sentence; the DEBUG log keeps the KeyError's traceback."""

    @smart_retry_with_observation(max_retries=0)
    def total(order: dict[str, float]) -> float:
        return order["price"] * 2

    text = total({"qty": 1.0})
    assert "field 'price' is missing from the data" in text
    assert "Traceback" not in text
    logged = debug_log.getvalue()
    assert "Traceback" in logged
    assert "KeyError: 'price'" in logged


@pytest.mark.parametrize(
    "exc",
    [
        KeyError("Layer 'roads' does not exist"),
        KeyError("Template invoice-v2 not found in the registry"),
        KeyError("no column named discount"),
        KeyError("no preset with id 42"),
    ],
)
def test_key_error_worded_by_a_library_is_a_name_to_fix(exc: BaseException) -> None:
    """A KeyError whose text is a sentence saying a named thing does not exist is client."""
    info = classify(exc)
    assert (info.category, info.code) == (ErrorCategory.CLIENT, "NOT_FOUND")


@pytest.mark.parametrize(
    "key", ["price", "not found", "does not exist", "order total", ("a", "b"), 42, "no_such_key"]
)
def test_key_error_carrying_a_bare_key_stays_a_bug(key: object) -> None:
    """A KeyError carrying the key itself (the interpreter's) stays fatal MISSING_FIELD."""
    assert classify(KeyError(key)).code == "MISSING_FIELD"
