"""A value written in groups under a credential's name (digits keyed or read out with blanks
between, `PIN: 5 0 7 4`) is one value: every group is hidden, not the first alone."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "groups"),
    [
        ("PIN: 5 0 7 4 7 4", ["0 7 4 7 4"]),
        ("password: 1234 5678 9012", ["5678", "9012"]),
        ("keyed passphrase: 22 6 44 333 777 77 44 33 777 777 #", ["44 333 777"]),
        ('{"pin": "1 2 3 4 5 6"}', ["2 3 4 5 6"]),
        ("card_pin=12 34 56\nnext line", ["34 56"]),
        ("passcode: 908 112 443.", ["112 443"]),
        ("pin_code = 4 4 0 9 *, gate open", ["4 0 9"]),
    ],
)
def test_every_group_of_a_grouped_value_is_hidden(text: str, groups: list[str]) -> None:
    out = redact(text)
    assert REDACTED in out
    assert [group for group in groups if group in out] == []


@pytest.mark.parametrize(
    "text",
    [
        "password: 2 of 3 attempts left",
        "auth: 200 OK in 12 ms",
        "retries: 1 2 4 8 16",
        "ports: 8080 8081 8082",
        "token count 12 34 56",
    ],
)
def test_numbers_that_are_no_grouped_secret_stay(text: str) -> None:
    assert redact(text) == text
