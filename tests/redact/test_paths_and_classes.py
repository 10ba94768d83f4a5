"""Causes, not cases: every channel hides what the others do (a DEBUG traceback's notes, a
KeyError's key cut before redaction), a URL's password whatever its rest, a name's value on
the next line, a key in capitals after its cue, more languages; and the classes of values
that are never secrets (bind parameters, type names, expansions, digests, a list of field
names, a word of a script that writes vowels as marks)."""

from __future__ import annotations

import logging
import sys

import pytest

from toolretry import set_testing, smart_retry_with_observation
from toolretry.redact import REDACTED, redact


def _debug_log(error: BaseException) -> str:
    records: list[str] = []

    class _Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(self.format(record))

    logger = logging.getLogger("toolretry")
    handler = _Keep()
    old_level, old_propagate = logger.level, logger.propagate
    logger.addHandler(handler)
    logger.setLevel(logging.DEBUG)
    logger.propagate = False
    try:
        with set_testing(True):

            def tool() -> str:
                raise error

            smart_retry_with_observation(tool)()
    finally:
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        logger.propagate = old_propagate
    return "\n".join(records)


@pytest.mark.parametrize(
    "note",
    [
        "retry with kilit: Vq8TnR2xLp5WmZ3kHc7YdB4sJf6G",  # a cue no vocabulary holds
        "contact ops; their code was Hm4!qTz9Lw",  # a typed password, no name
    ],
)
@pytest.mark.skipif(sys.version_info < (3, 11), reason="exception notes (add_note) are 3.11+")
def test_a_note_in_a_debug_traceback_is_hidden_as_the_exported_trace_hides_it(note: str) -> None:
    """An exception's note, shown only in the DEBUG traceback, is judged by its shape there as
    the exported stack trace and the tool's arguments are."""
    error = RuntimeError("upstream refused")
    error.add_note(note)
    secret = note.rsplit(" ", 1)[1]
    log = _debug_log(error)
    assert "upstream refused" in log
    assert secret not in log
    assert REDACTED in log


def test_a_key_error_whose_key_is_cut_drops_the_word_the_cut_runs_through() -> None:
    """A long KeyError key is cut before redaction: the cut never leaves half a key behind."""
    key = "4f9a1c7e2b3d8f60a5e1c9b7d3f2a8e6" * 2
    error = KeyError("GET https://api.example.test/v2/people.list?expand=all (Token " + key + ")")
    log = _debug_log(error)
    assert "MISSING_FIELD" in log
    assert key[:10] not in log


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("input: 'redis://ops:Kf8.zQ2mWp@cache-2:6380:/0'", "Kf8.zQ2mWp"),  # a colon after the port
        ('URI "mysql://svc:Tn5RzW8qLm3Xk@[fd12::7/app"', "Tn5RzW8qLm3Xk"),  # a bracket left open
        ("amqps://bot:Pw7qLz3Rk@broker:999999/x", "Pw7qLz3Rk"),  # a port out of range
    ],
)
def test_a_url_password_is_hidden_when_the_rest_of_the_url_is_malformed(
    text: str, secret: str
) -> None:
    """The password before `@host` goes whatever follows the host."""
    out = redact(text)
    assert secret not in out
    assert REDACTED in out
    assert "@" in out


def test_a_name_before_its_value_line_is_not_hidden_by_an_earlier_cue_s_window() -> None:
    """A credential name on one line (`- name: X_SECRET`) still decides the value on the next,
    when an earlier cue's window (`…-auth`) ran over that name first."""
    text = (
        "  command: corp-auth\n  env:\n  - name: CORP_SIGNING_SECRET\n"
        "    value: Zr5kWq8TmXp2LcV9nHb4YdF7sJg3"
    )
    assert redact(text).endswith(f"value: {REDACTED}")


def test_a_key_in_capital_hex_after_a_credential_word_is_hidden_and_a_fingerprint_is_not() -> None:
    """Upper-case hex after `token` is a key; after `fingerprint` or `thumbprint` it stays."""
    key = "9F2C" * 12
    assert redact(f"batch=4, token {key}") == f"batch=4, token {REDACTED}"
    assert redact(f"cert thumbprint {key[:40]}") == f"cert thumbprint {key[:40]}"
    assert redact(f"host key fingerprint {key}") == f"host key fingerprint {key}"


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Sbagliu: chjave de l'API: Rk4TzWq8LmN2pXc7VbH5", "Rk4TzWq8LmN2pXc7VbH5"),  # Corsican
        ("Errore: crae privada: Mq7LzX2wKp9RtN4vHc8B", "Mq7LzX2wKp9RtN4vHc8B"),  # Sardinian
        ("borînpeyva nû: Tz6!kWq2Lm", "Tz6!kWq2Lm"),  # Kurmanji, its name bent
        ("ang imong tinago nga pulong: Hd3#pQw8Zx", "Hd3#pQw8Zx"),  # Cebuano
        ("vosa vuni: Lw5$nRt2Kq", "Lw5$nRt2Kq"),  # Fijian
        ("Número secreto (PIN): 40917", "40917"),  # a PIN's abbreviation in brackets
    ],
)
def test_credential_words_of_more_languages_name_their_value(text: str, secret: str) -> None:
    """The key and password words of more languages, and a PIN named in brackets."""
    assert secret not in redact(text)


def test_a_list_under_a_split_credential_s_name_is_hidden() -> None:
    """`signing_key_chunks` names a key in pieces: every piece goes."""
    text = '{"signing_key_chunks": ["Xq7mLp2Rt9Kw", "Bz4nVc8Hj3Ls"], "sep": "-"}'
    out = redact(text)
    assert "Xq7mLp2Rt9Kw" not in out
    assert "Bz4nVc8Hj3Ls" not in out
    assert '"sep": "-"' in out


@pytest.mark.parametrize(
    "text",
    [
        # bind parameters and a shell's or a template's expansion: the value is elsewhere
        "UPDATE accounts SET api_token = $3 WHERE id = $4",
        "INSERT INTO logins (user, passwd) VALUES (?, ?) -- passwd = ?2",
        "cursor.execute('... WHERE secret = %s', row)",
        "compose: DB_PASSWORD=${DB_PASSWORD:?set it in .env}",
        "helm: api_key: {{ .Values.apiKey }} not rendered",
        # type names in signatures and schemas
        "def login(user: str, passwd: str) -> Session",
        "interface Creds { token: string; }",
        # a digest after its algorithm, given to a flag
        "pip: missing --hash=sha512:" + "c0ffee12" * 16,
        # a list of a secret's field names
        '$ kubectl get secret app -o json | jq \'.data|keys\'\n["password","email"]',
    ],
)
def test_stand_ins_type_names_digests_and_field_names_are_kept(text: str) -> None:
    """What says where a value goes, what type it has or which fields exist is never hidden."""
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    ["login failed: password: $Vq8wmTz4Ksd rejected", "export API_TOKEN=$Hn3kfP0zR7qLx2Ya"],
)
def test_a_secret_that_starts_with_a_dollar_is_no_expansion(text: str) -> None:
    """A variable's expansion is written in one case (`$DB_PASS`, `$pw`); a value mixing
    cases after a dollar is the secret itself."""
    secret = text.split("$", 1)[1].split()[0]
    assert secret not in redact(text)


def test_a_word_of_a_script_with_vowel_marks_is_never_split_at_a_mark() -> None:
    """A vowel sign or a virama is part of its word, never a separator before a value."""
    text = "ಗುಪ್ತಪದ ಬದಲಾಯಿಸಿ ಮತ್ತು ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ"  # (Kannada: change the password and retry)
    assert redact(text) == text


def test_a_word_with_a_vowel_sign_between_a_password_name_and_its_value_is_a_word() -> None:
    """A verb written with a vowel sign (Hindi `है`) between the name and the value is one of
    the few words a password's name may be followed by."""
    assert redact("वाईफाई पासवर्ड है Rt7kWq2Lm") == f"वाईफाई पासवर्ड है {REDACTED}"
