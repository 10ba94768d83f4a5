"""The bare pair's fast way in ``hide_key_values`` answers exactly what the full way
(``KEY_VALUE`` and ``mask_key_value``) answers: checked by switching the fast way off on the same
inputs, generated to sit on every edge the fast way must leave to the full one."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolretry.redact import _key_values, _pipeline
from toolretry.redact._policy import RedactionPolicy
from toolretry.redact._secret_names import NAME_STEMS

# (an exhaustive check that the engine's fast ways answer as its full ways do: the suite runs
# it once, on the main run; the runs on the oldest and newest Python leave it out, `.ci/run`)
pytestmark = pytest.mark.exhaustive

NAMES = [
    "api_key", "apiKey", "X-Api-Key", "password", "PGPASSWORD", "token", "access_token", "key",
    "keys", "monkey", "secret", "client_secret", "auth", "Authorization", "pw", "sig", "cache key",
    "the key", "db_pass", "SessionToken", "tokens", "KeyError", "name", "密钥api_key", "a.b.token",
    "x_token_1", "PASS", "jwt", "cred", "ſecret", "\u212aey", "n" * 90 + "_api_key",
    "x" * 100 + "_token",
]  # fmt: skip
SEPARATORS = [
    "=", ":", "\uff1a", "\uff1d", " = ", ": ", "=>", ":=", "==", "=\t", "%3D", "%3d", "\\u003d",
    '":', "':", '": "', " :", "=  ",
]  # fmt: skip
VALUES = [
    "abc", "hunter2", "9f8e7d6c5b4a3210", "expired", "try", "try again", "Invalid", "null", "***",
    "", "a+b", "a%20b", "Bearer", "Bearer abc", "bearer xyz", "token abc", "basic", "Basic dXNl",
    "'quoted'", '"dq"', 'b"bytes"', "b'x'", "(tuple, x)", "[list]", "{dict}", "[REDACTED]",
    "sk-[REDACTED]", "abc[REDACTED]", "a\\b", "a\\nb", "\\\"esc\\\"", "user:1", "a=b", "x>y",
    "密码123", "abc，def", "ſ", "baſic abc", "\u212aey abc", "is", "the key", "a;b", "a&b=c",
    "[REDACTED]x", "[REDACTED][", "[REDACTED]\\n", " [REDACTED]", "=x", ">y", "4" * 40,
    "Bearer+abc", "token%20xyz", "Basic+dXNl", "bearer%20q", "a%2Fb",
    "expired token", "Invalid key", "not set", "unauthorized access", "too long", "MISSING value",
    "none of them", "expired123 x", "wrong.", "é ok", "abcdefghijklm nope",
    "Bearer [REDACTED]", "bearer  [REDACTED]", "Basic\t[REDACTED]", "Token [REDACTED]x",
    "hello [REDACTED]", "Bearer [REDACTED]]", "BEARER [REDACTED] tail", "Bearer\n[REDACTED]",
    "密码 [REDACTED]", "baſic [REDACTED]", "pass\u212a [REDACTED]",
]  # fmt: skip
GLUE = [
    " ", "", "&", ", ", "; ", "\n", "?", "'", '"', "(", "%3F", "\\u0026", "/", "：", "，", "a",
    "%41", "%2541", "\\u0041", "%4", "\\u004", "1", "-",
]  # fmt: skip

pair = st.tuples(
    st.sampled_from(GLUE), st.sampled_from(NAMES), st.sampled_from(SEPARATORS),
    st.sampled_from(VALUES), st.sampled_from(GLUE),
).map("".join)  # fmt: skip
text_of_pairs = st.lists(st.one_of(pair, st.text(max_size=6)), min_size=1, max_size=8).map("".join)


def _both_ways(text: str, monkeypatch: pytest.MonkeyPatch) -> tuple[str, str]:
    fast = RedactionPolicy().redact(text)
    with monkeypatch.context() as patched:
        patched.setattr(_key_values, "_BARE_SEPARATORS", frozenset())  # the full way only
        full = RedactionPolicy().redact(text)
    return fast, full


# (500 random texts: the grid below checks every name and separator; CI runs the suite on
# three Pythons)
@settings(max_examples=500, deadline=None)
@given(text_of_pairs)
def test_the_fast_way_answers_what_the_full_way_answers(text: str) -> None:
    with pytest.MonkeyPatch.context() as monkeypatch:
        fast, full = _both_ways(text, monkeypatch)
    assert fast == full


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.parametrize("separator", SEPARATORS)
def test_every_name_and_separator_alike_both_ways(
    name: str, separator: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = " ".join(f"{name}{separator}{value}" for value in VALUES)
    fast, full = _both_ways(text, monkeypatch)
    assert fast == full


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("api_key=9f8e7d6c5b4a3210&page=2", "api_key=[REDACTED]&page=2"),
        ("密钥api_key：abc，next", "密钥api_key：[REDACTED]，next"),
        ("password= hunter2 done", "password= [REDACTED] done"),
        ("token=Bearer abc123xyz rest", "token=[REDACTED] rest"),
        ("Wrong password: try again", "Wrong password: try again"),
        ("api_key=null and token=***", "api_key=null and token=***"),
        ("cache key: user:1", "cache key: user:1"),
        ("key=a[REDACTED] x", "key=[REDACTED] x"),
    ],
)
def test_bare_pairs_read_as_documented(text: str, expected: str) -> None:
    assert RedactionPolicy().redact(text) == expected


def test_the_six_words_looked_for_anyway_are_stems() -> None:
    assert set(_pipeline._SIX_WORDS) <= set(NAME_STEMS)


@settings(max_examples=300, deadline=None)
@given(st.one_of(text_of_pairs, st.text(max_size=200)))
def test_stems_known_absent_are_not_needed(text: str) -> None:
    """The key-value step is handed only the stems not known absent; looking for all of them
    answers the same."""
    narrowed = RedactionPolicy()
    every_stem = RedactionPolicy()
    rules = every_stem._rules
    rules._stems_by_words = dict.fromkeys(rules._stems_by_words, rules._stems)
    assert narrowed.redact(text) == every_stem.redact(text)
