"""classify() remembers cleaned messages: the same answers as cleaning anew, per policy,
bounded."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import toolretry.redact
from toolretry import classify
from toolretry.classify import _remembered
from toolretry.observe._sanitize import clean_message

SECRET = "acme_" + "0123456789abcdef" * 2
messages = st.one_of(
    st.text(max_size=300),
    st.builds(
        "{} {}={} {}".format,
        st.text(max_size=40),
        st.sampled_from(["api_key", "token", "password", "id", "page"]),
        st.text(alphabet="abcdef0123456789", min_size=1, max_size=40),
        st.text(max_size=40),
    ),
)


@settings(max_examples=300)
@given(messages, st.sampled_from([20, 80, 500]))
def test_a_remembered_message_is_what_cleaning_it_gives(message: str, max_chars: int) -> None:
    expected = clean_message(message, max_chars)
    assert _remembered.cleaned_message(message, max_chars) == expected
    assert _remembered.cleaned_message(message, max_chars) == expected  # remembered now


def test_a_new_policy_applies_to_a_message_classified_before() -> None:
    exc = ConnectionError(f"upstream refused {SECRET} at the gateway")
    assert SECRET in classify(exc).message
    policy = toolretry.redact.RedactionPolicy().with_pattern(
        r"acme_(?P<secret>[0-9a-f]{32})", hint="acme_"
    )
    with toolretry.redact.use_policy(policy):
        hidden = classify(exc).message
        assert SECRET not in hidden
        assert "acme_[REDACTED]" in hidden
    assert SECRET in classify(exc).message


def test_the_limit_of_characters_is_part_of_what_is_remembered() -> None:
    exc = ValueError("x" * 300)
    assert len(classify(exc, max_message_chars=400).message) > 300
    assert len(classify(exc, max_message_chars=100).message) <= 100


def test_remembered_messages_are_bounded() -> None:
    for number in range(_remembered._CLEANED_MAX * 3):
        classify(TimeoutError(f"read timed out after {number} ms"))
    assert 0 < len(_remembered._CLEANED) <= _remembered._CLEANED_MAX


def test_a_long_message_is_not_kept() -> None:
    _remembered.forget()
    long = "upstream said " + "no " * 1_000
    assert classify(RuntimeError(long)).message
    assert all(
        len(message) <= _remembered._CLEANED_LONGEST for _, message, _ in _remembered._CLEANED
    )


@pytest.mark.parametrize("value", [b"bytes message", 42, None])
def test_what_is_not_a_str_is_cleaned_without_being_kept(value: object) -> None:
    _remembered.forget()
    assert _remembered.cleaned_message(value, 100) == clean_message(value, 100)  # type: ignore[arg-type]
    assert not _remembered._CLEANED


def test_forget_empties_every_memory() -> None:
    classify(ValueError("bad city"))
    _remembered.forget()
    assert not _remembered._CLEANED
    assert not _remembered._REDACTED_TEXT
    assert not _remembered._REDACTED
