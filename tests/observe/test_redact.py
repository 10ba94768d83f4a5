"""Tests for observe._redact: each credential rule, the prefilters that skip them, ``redact``."""

from __future__ import annotations

import re
import string
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from toolretry.observe import _redact
from toolretry.observe._redact import REDACTED, redact
from toolretry.observe._sanitize import clean_message

ALNUM = string.ascii_letters + string.digits


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Authorization: Bearer abc.def-123", "Authorization: Bearer [REDACTED]"),
        ("Authorization: Basic dXNlcjpwYXNz", "Authorization: Basic [REDACTED]"),
        ("proxy-authorization: Negotiate YIIabc", "proxy-authorization: Negotiate [REDACTED]"),
        ("authorization=xyz123&a=1", "authorization=[REDACTED]&a=1"),
        (
            "{'Authorization': 'Bearer t0k3n', 'X': 'y'}",
            "{'Authorization': 'Bearer [REDACTED]', 'X': 'y'}",
        ),
        ("sent Bearer abcd1234efgh5678 upstream", "sent Bearer [REDACTED] upstream"),
        ("BEARER AbCdEfGhIjKlMnOp", "BEARER [REDACTED]"),
        ("GET /a?api_key=abc&x=1", "GET /a?api_key=[REDACTED]&x=1"),
        ("/a?APIKEY=abc&x=1", "/a?APIKEY=[REDACTED]&x=1"),
        ("/a?api-key=abc", "/a?api-key=[REDACTED]"),
        ("/a?access_token=abc#frag", "/a?access_token=[REDACTED]#frag"),
        ("/a?page=2&token=abc", "/a?page=2&token=[REDACTED]"),
        ("sig=abc&signature=def", "sig=[REDACTED]&signature=[REDACTED]"),
        ("key=abc;x-api-key=zz", "key=[REDACTED];x-api-key=[REDACTED]"),
        (
            "client_secret=s3 passwd=p pwd=q",
            "client_secret=[REDACTED] passwd=[REDACTED] pwd=[REDACTED]",
        ),
        ('{"password": "hunter2", "user": "bob"}', '{"password": "[REDACTED]", "user": "bob"}'),
        ("{'token': 'abc', 'n': 1}", "{'token': '[REDACTED]', 'n': 1}"),
        ("{'secret': b'abc'}", "{'secret': b'[REDACTED]'}"),
        ('body={\\"password\\": \\"hunter2\\"}', 'body={\\"password\\": \\"[REDACTED]\\"}'),
        ("password=hunter2 and more", "password=[REDACTED] and more"),
        ("X-Api-Key: abc123", "X-Api-Key: [REDACTED]"),
        ("Cookie: session=abc; theme=dark\nnext", "Cookie: [REDACTED]\nnext"),
        ("https://user:pass@host/path", "https://user:[REDACTED]@host/path"),
        ("redis://:s3cr3t@localhost:6379/0", "redis://:[REDACTED]@localhost:6379/0"),
        ("key sk-abcdefghijklmnopqrstuvwx here", "key sk-[REDACTED] here"),
        ("sk-proj-abcdefghijklmnopqrstuvwxyz123", "sk-proj-[REDACTED]"),
        ("(sk-ant-api03-abcdefghijklmnopqrstuvwxyz)", "(sk-ant-[REDACTED])"),
        ("id AKIAIOSFODNN7EXAMPLE used", "id AKIA[REDACTED] used"),
        ("ASIAIOSFODNN7EXAMPLE", "ASIA[REDACTED]"),
        (
            "aws_secret_access_key=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
            "aws_secret_access_key=[REDACTED]",
        ),
        ("ghp_abcdefghijklmnopqrstuvwxyz0123456789", "ghp_[REDACTED]"),
        ("github_pat_11ABCDEFG0123456789_abcdefghijklmnop", "github_pat_[REDACTED]"),
        ("xoxb-123456789012-abcdefghijkl", "xoxb-[REDACTED]"),
        ("jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sflKxwRJSMeKKF2QT4fw", "jwt [REDACTED]"),
        ("AIzaSyA-abcdefghijklmnopqrstuvwxyz12345", "AIza[REDACTED]"),
        ("sk_live_abcdefghij0123", "sk_live_[REDACTED]"),
    ],
)
def test_redact_hides_secret_and_keeps_context(text: str, expected: str) -> None:
    """Each kind of credential is replaced, and the name or prefix before it is kept."""
    assert redact(text) == expected


@pytest.mark.parametrize(
    "text",
    [
        "HTTP 429 Too Many Requests",
        "order 12345 not found",
        "https://api.example.com/v1/items?page=2&limit=10",
        "Invalid token: expired",
        "Wrong password: try again",
        "max_tokens=100 prompt_tokens=20",
        "sort_key=name primary_key=id monkey=1",
        "Bearer authentication required",
        "token=None password=null",
        '{"token": null, "api_key": ""}',
        "disk-usage-report-for-2024-q3 is ready",
        "user@example.com said: 10:30",
        "",
    ],
)
def test_redact_leaves_ordinary_text_alone(text: str) -> None:
    """Words, numbers, URLs without credentials and missing credentials are not redacted."""
    assert redact(text) == text


def test_redact_tolerates_non_str() -> None:
    """A non-str argument is converted rather than raising."""
    assert redact(12345) == "12345"  # type: ignore[arg-type]


FRAGMENTS = [
    "password", "api_key", "token", "key", "Authorization", "authorization", "Bearer ", "Basic ",
    "Cookie", "set-cookie", "sk-", "sk-ant-", "AKIA", "ghp_", "xoxb-", "eyJ", "AIza", "https://",
    "user", "@", ":", ": ", "=", "&", "?", "#", '"', "'", "\\", " ", "\n", "[REDACTED]", "]", "[",
    "b'", "abcDEF123", "0123456789ABCDEFGHIJ", "abcdefghijklmnopqrstuvwxyz", ".", "null", "-", "_",
]  # fmt: skip
tricky_text = st.lists(st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=4)), max_size=30).map(
    "".join
)


@given(tricky_text)
def test_redact_is_idempotent(text: str) -> None:
    """Redacting twice gives the same text as redacting once."""
    once = redact(text)
    assert redact(once) == once


@given(
    secret=st.text(ALNUM, min_size=12, max_size=40),
    template=st.sampled_from(
        [
            "?api_key={s}&x=1",
            "Authorization: Bearer {s}",
            '{{"password": "{s}"}}',
            "https://bob:{s}@db.internal:5432/app",
            "client_secret={s}",
            "X-Api-Key: {s}",
        ]
    ),
    before=st.text(max_size=30),
    after=st.text(max_size=30),
)
def test_redact_hides_any_value_in_secret_context(
    secret: str, template: str, before: str, after: str
) -> None:
    """Whatever the secret is, it does not survive in a context that names it as one."""
    text = f"{before}\n{template.format(s=secret)}\n{after}"
    assume(secret not in before + after)
    assert secret not in redact(text)


def reference_redact(text: str) -> str:
    """Every rule on every text, with template replacements: what ``redact`` must equal."""
    for pattern, _ in _redact._TOKEN_RULES:
        text = pattern.sub(rf"\1{REDACTED}" if pattern.groups else REDACTED, text)
    text = _redact._URL_PASSWORD.sub(rf"\1{REDACTED}@", text)
    text = _redact._AUTH_HEADER.sub(lambda m: f"{m[1]}{m[2] + ' ' if m[2] else ''}{REDACTED}", text)
    text = _redact._COOKIE_HEADER.sub(rf"\1{REDACTED}", text)
    text = _redact._BARE_BEARER.sub(rf"\1{REDACTED}", text)
    return _redact._KEY_VALUE.sub(_redact._mask_key_value, text)


# Every marker the fast path looks for, in several cases, and the characters that `(?i)` matches
# to ASCII letters although `str.lower` does not map them there (İ, ı, ſ; K is the Kelvin sign).
FAST_PATH_FRAGMENTS = [
    *FRAGMENTS, "PASSWORD", "passwd", "pwd", "secret", "client_secret", "signature", "sig",
    "credentials", "subscription_key", "API-KEY", "proxy-authorization", "AUTHORIZATION",
    "bearer\t", "BEARER ", "COOKIE", "Set-Cookie: ", "sk-proj-", "sk_live_", "rk_test_", "ASIA",
    "ANVA", "gho_", "github_pat_", "hf_", "redis://", "x" * 40, "ABCDEFGHIJKLMNOP", "İ", "ı", "ſ",
    "K", "paſſword",
    "authorızation", "COOKİE", "tokEn", "\t", " = ", "<p>", "</p>", "<html>", "\x1b[31m", "\u200b",
]  # fmt: skip
fast_path_text = st.lists(
    st.one_of(st.sampled_from(FAST_PATH_FRAGMENTS), st.text(max_size=4)), max_size=40
).map("".join)


@settings(max_examples=300)
@given(fast_path_text)
def test_redact_equals_every_rule_run_on_every_text(text: str) -> None:
    """Skipping the rules whose markers are absent never changes the result."""
    assert redact(text) == reference_redact(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("paſſword=hunter2", "paſſword=[REDACTED]"),
        ("authorızation: xyz123", "authorızation: [REDACTED]"),
        ("AUTHORİZATION: Bearer abc123", "AUTHORİZATION: Bearer [REDACTED]"),
        ("Set-CooKie: a=b", "Set-CooKie: [REDACTED]"),
        ("ſig=abc&x=1", "ſig=[REDACTED]&x=1"),
    ],
)
def test_redact_finds_names_spelled_with_case_folding_characters(text: str, expected: str) -> None:
    """A name that `(?i)` matches is redacted even when lowercasing would not reveal it."""
    assert redact(text) == reference_redact(text) == expected


# Each prefix that the token patterns accept, written out rather than taken from the module.
TOKEN_PREFIXES = [
    "eyJ", "sk-", "sk-ant-", "sk-proj-", "sk-svcacct-", "sk-admin-", "sk_live_", "rk_test_",
    "pk_live_", "ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_", "xoxa", "xoxb", "xoxp",
    "xoxo", "xoxs", "xoxr", "AKIA", "ASIA", "AGPA", "AIDA", "AROA", "AIPA", "ANPA", "ANVA", "AIza",
    "hf_",
]  # fmt: skip
TOKEN_BODIES = [
    "A1B2C3D4E5F6G7H8",
    "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7",
    "-a1B2c3D4e5F6g7H8i9",
    "hbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.sflKxw",
]


@pytest.mark.parametrize("prefix", TOKEN_PREFIXES)
def test_redact_hides_a_token_after_each_prefix(prefix: str) -> None:
    """Every kind of token is redacted, as when every rule runs: no marker is missing."""
    texts = [f"id {prefix}{body} used" for body in TOKEN_BODIES]
    assert [redact(text) for text in texts] == [reference_redact(text) for text in texts]
    assert any(f"{prefix}{body}" not in redact(f"id {prefix}{body} used") for body in TOKEN_BODIES)


class Spy:
    """Stands in for a compiled pattern and records that it was used."""

    def __init__(self, pattern: re.Pattern[str], used: list[str]) -> None:
        self.pattern, self.used = pattern, used

    def __getattr__(self, name: str) -> Any:
        self.used.append(self.pattern.pattern)
        return getattr(self.pattern, name)


@pytest.mark.parametrize(
    "text",
    [
        "bad city",
        "404 Client Error: Not Found for url: http://127.0.0.1:41941/users/42",
        "[Errno 104] Connection reset by peer",
        "HTTPSConnectionPool(host='api.example.com', port=443): Read timed out. (read timeout=5)",
        "KeyError: 'city'",
        "Rate limit exceeded: retry in 30 seconds",
    ],
)
def test_redact_runs_no_rule_on_ordinary_text(text: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Ordinary error messages skip every redaction regex: they are the common, hot case."""
    used: list[str] = []
    spied = tuple((Spy(pattern, used), markers) for pattern, markers in _redact._TOKEN_RULES)
    monkeypatch.setattr(_redact, "_TOKEN_RULES", spied)
    for name in ("_URL_PASSWORD", "_AUTH_HEADER", "_COOKIE_HEADER", "_BARE_BEARER", "_KEY_VALUE"):
        monkeypatch.setattr(_redact, name, Spy(getattr(_redact, name), used))
    assert redact(text) == text
    assert clean_message(text) == text
    assert used == []


def test_secret_glued_to_another_secret_is_hidden_in_one_call() -> None:
    """A key run into an AWS key id, exposed only once the first is hidden, is hidden too."""
    glued = "AKIAABCDEFGHIJKLMNOPsk-ant-abcdefghijklmnopqrstuv"
    assert "abcdefghijklmnopqrstuv" not in redact(glued)
    assert redact(redact(glued)) == redact(glued)


@given(st.text(max_size=7))
def test_text_shorter_than_any_secret_is_left_alone(text: str) -> None:
    """No redaction rule can match fewer than eight characters, so the shortcut changes nothing."""
    assert _redact._redact_once(text) == text
