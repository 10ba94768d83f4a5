"""A secret hidden beside its name is hidden where the same text repeats it unnamed; what the
rules did not hide, and ordinary words they hid, stay where the text repeats them."""

from __future__ import annotations

import logging

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolretry import smart_retry_with_observation
from toolretry.redact import redact
from toolretry.redact._repeats import hide_repeats

R = "[REDACTED]"

TOKENS = ["Zq7WmK2pX9vLr4Tn8Bc6Hd3F", "sk9D2kLm4Qp8Rt6Vw1Xz3By5", "ghx_4Rm8Kp2Lq9Wt7Vn3Bc5Hd1Fs6"]


@pytest.mark.parametrize("token", TOKENS)
@pytest.mark.parametrize(
    "template",
    [
        "parameter otp='{t}' violates type hint int, as str '{t}' not instance of int",
        '"{t}" does not match "^ak_live_"\n\nOn instance["api_key"]:\n    "{t}"',
        "retrying with {t} after auth_token={t} was refused",
        "password={t}; echo {t} | login --stdin",
    ],
)
def test_a_value_hidden_once_is_hidden_everywhere(template: str, token: str) -> None:
    """Every copy of a value the rules hid beside its name is hidden too."""
    redacted = redact(template.format(t=token))
    assert token not in redacted
    assert R in redacted


@pytest.mark.parametrize("token", TOKENS)
def test_every_channel_hides_the_repeat(token: str, caplog: pytest.LogCaptureFixture) -> None:
    """The observation and the log line both hide the unnamed copy."""

    def enroll(code: str) -> str:
        raise TypeError(f"enroll() parameter otp={code!r} must be int, got str {code!r}")

    tool = smart_retry_with_observation(enroll)
    with caplog.at_level(logging.DEBUG, logger="toolretry"):
        text = tool(token)
    assert token not in text
    assert all(token not in record.getMessage() for record in caplog.records)


@pytest.mark.parametrize(
    "text",
    [
        "redirect loop: /login?next=/settings/password -> /login?next=/settings/password",
        "plugin mysql_native_password reported: 'mysql_native_password' is deprecated",
        "KeyError: 'user:1042:profile' (key = 'user:1042:profile')",
    ],
)
def test_ordinary_values_are_not_hidden_for_being_repeated(text: str) -> None:
    """A word, a path or a name is not hidden in more places than the rules hid it."""
    assert redact(text).count(R) <= 1


@settings(max_examples=200, deadline=None)
@given(
    before=st.text(max_size=40),
    after=st.text(max_size=40),
    token=st.sampled_from(TOKENS),
)
def test_redacting_twice_changes_nothing(before: str, after: str, token: str) -> None:
    """Hiding the repeats keeps redaction idempotent."""
    once = redact(f"{before} api_key={token} {after} (got {token})")
    assert redact(once) == once
    assert token not in once


def test_texts_that_do_not_line_up_are_left_as_they_are() -> None:
    """When the redacted text is not the original with spans hidden, nothing more is hidden."""
    assert hide_repeats("a b c", "x [REDACTED] y") == "x [REDACTED] y"
    assert hide_repeats("[REDACTED] k=v", "[REDACTED] k=[REDACTED]") == "[REDACTED] k=[REDACTED]"
