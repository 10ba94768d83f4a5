"""Texts too long to redact whole are cut first, and a cut never splits a secret: a key cut in
half (`…k-proj-b6b9…`) would no longer be recognised. Checked in the DEBUG traceback (cut at
20,000 characters) and the observation (cut at 100,000 before redaction)."""

from __future__ import annotations

import base64
import io
import json
import secrets
from collections.abc import Callable

import pytest
from hypothesis import given
from hypothesis import strategies as st

from toolretry import Output, smart_retry_with_observation
from toolretry.redact import redact
from toolretry.redact._values import head_and_tail, window


def _pem() -> tuple[str, list[str]]:
    lines = [base64.b64encode(secrets.token_bytes(48)).decode() for _ in range(24)]
    block = "-----BEGIN PRIVATE KEY-----\n" + "\n".join(lines) + "\n-----END PRIVATE KEY-----"
    return block, lines


def _key() -> tuple[str, list[str]]:
    key = "sk-proj-" + secrets.token_hex(20)
    return key, [key[8:18], key[-10:]]


def _password() -> tuple[str, list[str]]:
    password = secrets.token_urlsafe(18)
    return f"password={password}", [password[:10], password[-10:]]


def _bearer() -> tuple[str, list[str]]:
    token = secrets.token_urlsafe(30)
    return f"Authorization: Bearer {token}", [token[:10], token[-10:]]


# Each secret, and the pieces of it that must not show.
SECRETS: dict[str, Callable[[], tuple[str, list[str]]]] = {
    "openai key": _key,
    "password pair": _password,
    "bearer": _bearer,
    "pem block": _pem,
}


@pytest.mark.parametrize("kind", list(SECRETS))
@pytest.mark.parametrize("offset", range(-60, 61, 12))
def test_a_secret_across_the_traceback_cut_is_not_shown(
    kind: str, offset: int, debug_log: io.StringIO
) -> None:
    secret, pieces = SECRETS[kind]()
    # The traceback's head and tail keep 10,000 characters each: put the secret across the
    # end of the tail's window, whatever the frames around the message take.
    filler = "w " * 7_000

    @smart_retry_with_observation(max_retries=0)
    def fetch(pad: int) -> str:
        raise RuntimeError(f"upstream said: {filler} {secret} " + "y " * pad)

    pad = (9_990 - len(secret) // 2 + offset) // 2
    answer = fetch(pad)
    text = debug_log.getvalue()
    assert "chars cut" in text
    for piece in pieces:
        assert piece not in text
        assert piece not in answer


@pytest.mark.parametrize("kind", list(SECRETS))
@pytest.mark.parametrize("offset", range(-60, 61, 20))
def test_a_secret_across_the_message_cut_is_not_shown(kind: str, offset: int) -> None:
    """With a large ``max_message_chars``, a message over 100,000 characters is cut before it
    is redacted."""
    secret, pieces = SECRETS[kind]()
    head = "w " * 49_990

    @smart_retry_with_observation(
        max_retries=0, output=Output(max_message_chars=300_000), format="json"
    )
    def fetch() -> str:
        raise RuntimeError(head + secret + " " + "y " * (30_000 + offset))

    message = json.loads(fetch())["message"]
    for piece in pieces:
        assert piece not in message


@given(st.lists(st.text("abcXYZ019-_=+/", min_size=1, max_size=40), min_size=1, max_size=400))
def test_the_cut_keeps_only_whole_words(words: list[str]) -> None:
    text = " ".join(words)
    head, tail = head_and_tail(text, 200)
    kept = set(words)
    for part in (head, tail):
        assert all(word in kept for word in part.split())
    windowed, dropped = window(text, 200)
    assert len(windowed) <= max(len(text), 203)
    assert dropped == len(text) - len(windowed) or len(text) <= 200


def test_key_lines_before_a_lone_end_marker_are_hidden() -> None:
    block, lines = _pem()
    tail = "\n".join(block.split("\n")[7:])  # What a cut left: last lines and END.
    for text in (f"cut: {tail} done", repr(f"cut: {tail} done"), json.dumps({"e": tail})):
        out = redact(text)
        assert all(line not in out for line in lines), out
        assert "-----END PRIVATE KEY-----" in out
        assert out.startswith(text[:5])
        assert redact(out) == out


@pytest.mark.parametrize(
    "innocent",
    [
        "parser expected -----END PRIVATE KEY----- at line 3",
        "missing header before -----END RSA PRIVATE KEY-----",
        "the file ends with\n-----END PRIVATE KEY-----\n",
    ],
)
def test_a_lone_end_marker_after_words_is_left_alone(innocent: str) -> None:
    assert redact(innocent) == innocent
