"""A key a parser rejected though it is short or has no digit, in the words any parser uses
(`expected …, found …`, `unsupported … type`), and a key a URL's query names."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("ValueError: could not convert string to float: 'QwRtzPLmKxVbNhGd'", "QwRtzPLmKxVbNhGd"),
        ("invalid literal for int() with base 10: 'r7KpX2mQz9Lw'", "r7KpX2mQz9Lw"),
        ("time data 'hXq4ZtWmPk9Rv' does not match format '%H:%M'", "hXq4ZtWmPk9Rv"),
        ("ParseError: expected a digit, found 'ZkTqWvXnPmRb' at 1:1", "ZkTqWvXnPmRb"),
        ("SyntaxError: expected a keyword but got JqPxZvKtWmNr", "JqPxZvKtWmNr"),
        ("ValueError: unsupported digest type MvQkTxZpLwRn8Yh", "MvQkTxZpLwRn8Yh"),
        ("error: unsupported cipher algorithm 'pQ7wZxKvTm2Nr'", "pQ7wZxKvTm2Nr"),
        ('Unable to parse interval "XkPqTzWvNmRb4s"', "XkPqTzWvNmRb4s"),
    ],
)
def test_a_short_key_a_parser_rejected_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "could not convert string to float: 'MaxRetryCount'",
        "invalid literal for int() with base 10: 'FooBarBazQux'",
        "ValueError: could not convert string to float: 'Python3Interpreter'",
        "unknown time zone 'America/Sao_Pallo' — did you mean America/Sao_Paulo?",
        "expected a number, found 'twelve hundred'",
        "expected ',' but got 'retryBackoffSeconds'",
        "unsupported hash type sha3_384x",
        "unsupported operand type(s) for +: 'int' and 'str'",
        "invalid literal for int() with base 10: 'HTTPServerError'",
        "could not parse object '9fceb02d0ae598e95dc970b74767f19372d61af8'",
    ],
)
def test_what_a_person_typed_stays_in_a_rejection(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "403 for https://api.example-maps.io/v2/tiles?z=3&partnerKey=7c1e9a0b4d2f8e6a5c3b1d9f0e2a4c6b",
            "7c1e9a0b4d2f8e6a5c3b1d9f0e2a4c6b",
        ),
        (
            "GET /reports/v1/daily?format=csv&accessKey=Tz8mWq3LxR5nVb2KpC7dHs4Y failed: 401",
            "Tz8mWq3LxR5nVb2KpC7dHs4Y",
        ),
        (
            "https://feeds.example.org/list.json?licenseKey=qL4xZ8wN2vR6tY0mK3pB&page=2",
            "qL4xZ8wN2vR6tY0mK3pB",
        ),
    ],
)
def test_a_key_named_by_a_query_parameter_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out
    assert "?" in out


@pytest.mark.parametrize(
    "text",
    [
        "GET /v1/objects?partitionKey=tenant-42&sortKey=2026-12-01 returned 500",
        "https://github.com/acme/secretstore/blob/main/README.md?plain=1 not found",
        "GET /api/v1/tokens?cursor=20&limit=50 returned 502",
    ],
)
def test_a_query_without_a_generated_key_stays(text: str) -> None:
    assert redact(text) == text
