"""A constant a disassembly stores under a credential's name (Python's `dis`, run live; the
JVM's `javap -c`, run live where a JDK is installed), a body printed as Go's bytes, and a value
a parser found nothing valid in."""

from __future__ import annotations

import dis
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from toolretry.redact import REDACTED, redact

_SOURCE = """\
import os
REDIS_URL = "redis://cache-1:6379/0"
PARTNER_API_KEY = "UGOuRjXE9HdnvHW9I5LhzRJ6"
RETRIES = "three-times"
settings = {}
settings["db_password"] = "Tr0ub4dor&3-staging"
class Client:
    def __init__(self):
        self.session_token = "Zq8LmW3xPt7Rv2NbK9sH"
        self.queue_name = "orders-v2"
    def sign(self):
        signing_secret = "plain secret words here"
        region = "eu-west-1"
        return signing_secret, region
"""
_SECRETS = ("UGOuRjXE9HdnvHW9I5LhzRJ6", "Zq8LmW3xPt7Rv2NbK9sH", "plain secret words here")
_KEPT = ("redis://cache-1:6379/0", "three-times", "orders-v2", "eu-west-1", "PARTNER_API_KEY")


def _disassembly(source: str) -> str:
    out = io.StringIO()
    dis.dis(compile(source, "settings_prod.py", "exec"), file=out)
    return out.getvalue()


def test_python_dis_constants_stored_under_credential_names_are_hidden() -> None:
    listing = _disassembly(_SOURCE)
    assert all(secret in listing for secret in _SECRETS)  # (the listing really holds them)
    shown = redact(f"$ python -m dis settings_prod.py\n{listing}")
    for secret in _SECRETS:
        assert secret not in shown
    for fact in _KEPT:
        assert fact in shown
    assert shown.count(REDACTED) >= len(_SECRETS)


def test_a_listing_with_no_credential_name_is_unchanged() -> None:
    listing = _disassembly('HOST = "db-primary"\nPORT = "5432"\nname = "Qm7vR2kT"\n')
    assert redact(listing) == listing


@pytest.mark.skipif(shutil.which("javac") is None, reason="needs a JDK (javac, javap)")
def test_javap_constants_put_into_credential_fields_are_hidden(tmp_path: Path) -> None:
    (tmp_path / "Cfg.java").write_text(
        "public class Cfg {\n"
        '  static String dbPassword = "Tr0ub4dor-staging";\n'
        '  String apiToken = "Zq8LmW3xPt7Rv2NbK9sH";\n'
        '  String queueName = "orders-v2";\n'
        "}\n"
    )
    subprocess.run(["javac", "Cfg.java"], cwd=tmp_path, check=True)
    listing = subprocess.run(
        ["javap", "-c", "Cfg"], cwd=tmp_path, check=True, capture_output=True, text=True
    ).stdout
    shown = redact(listing)
    assert "Tr0ub4dor-staging" in listing
    assert "Tr0ub4dor-staging" not in shown
    assert "Zq8LmW3xPt7Rv2NbK9sH" not in shown
    assert "String orders-v2" in shown


@pytest.mark.parametrize(
    "text",
    [
        "request body: {[99 121 109 50 66 116 121 78 116 85 49 105 52 68 97 112 77] 0 0}",
        "payload=[75 57 120 76 109 50 81 112 87 55 122 82 52 116 78 56]",
    ],
)
def test_a_body_printed_as_go_bytes_that_spell_a_token_is_hidden(text: str) -> None:
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "response body: [104 101 108 108 111 32 119 111 114 108 100]",  # (hello world)
        "payload sizes [120 34 56 78 90 100 120 140 160]",
    ],
)
def test_a_body_whose_bytes_spell_no_token_is_kept(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        (
            "AddrFormatError: failed to detect a valid IP address from "
            "'BWb9ewCqQUBKZ93KXgDFinzsfL'",
            "BWb9ewCqQUBKZ93KXgDFinzsfL",
        ),
        ("error: unable to find a valid date in 'Kd8xQ2mLp7Wz4Rt9Nc3V'", "Kd8xQ2mLp7Wz4Rt9Nc3V"),
        ("could not recognise a valid locale in `x9LmQ2pW7zR4tK8vNc3H`", "x9LmQ2pW7zR4tK8vNc3H"),
    ],
)
def test_a_generated_value_a_parser_found_nothing_valid_in_is_hidden(text: str, value: str) -> None:
    shown = redact(text)
    assert value not in shown
    assert REDACTED in shown


@pytest.mark.parametrize(
    "text",
    [
        "failed to detect a valid IP address from 'db-primary.internal:5432'",
        "could not find a valid date in 'next tuesday at noon'",
        "unable to find a valid commit in '9fceb02d0ae598e95dc970b74767f19372d61af8'",
    ],
)
def test_what_a_person_typed_or_a_digest_stays_in_such_a_message(text: str) -> None:
    assert redact(text) == text
