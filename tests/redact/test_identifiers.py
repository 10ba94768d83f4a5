"""Identifiers under a credential's name survive; the same names with secret values do not."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("WRONGTYPE against a key holding the wrong kind of value (key cart:99812)", "cart:99812"),
        ("ERR no such key (key session:4410)", "session:4410"),
        ("lock token:order:771 could not be released", "token:order:771"),
        ("rate limit state at auth:attempts:user-17 is corrupt", "auth:attempts:user-17"),
        ("OAuth: access_denied for the device flow", "access_denied"),
        ("token endpoint said error: invalid_scope", "invalid_scope"),
        ("auth: temporarily_unavailable, try later", "temporarily_unavailable"),
        ("cwd PWD=/srv/app/releases/42 USER=deploy", "/srv/app/releases/42"),
        ("keyring NO_PUBKEY 7F438280EF8D349F for the mirror", "7F438280EF8D349F"),
        ("no secrets. Commit: " + "0123456789abcdef" * 2 + "01234567", "89abcdef01234567"),
    ],
)  # fmt: skip
def test_an_identifier_under_a_credential_name_is_kept(text: str, fact: str) -> None:
    """An id, key path, error code, path or short hex id next to a credential word stays."""
    assert fact in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("login failed password:letmein2 for bob", "letmein2"),
        ("pin:4821 rejected", "4821"),
        ("client_secret: shortlower for app", "shortlower"),
        ("session: Zx81Kq0PLmmQ7vW3nT5yR2uB expired", "Zx81Kq0PLmmQ7vW3nT5yR2uB"),
        ("token:a1b2c3d4e5f6g7h8i9j0k1l2 was revoked", "a1b2c3d4e5f6g7h8i9j0k1l2"),
        ("api_key=Q7vW3nT5yR2uB9cD4eF6gZx8 denied", "Q7vW3nT5yR2uB9cD4eF6gZx8"),
    ],
)
def test_a_secret_under_the_same_names_is_hidden(text: str, secret: str) -> None:
    """A password-family name, or a generated-looking value, is hidden whatever its shape."""
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "secret prod/db has no version 4f1c9a7be2d80c3356a1e9f07b4d2c88",
        '{"secret_name": "billing/stripe", "version": "9a0c7e1f3b5d2468ace13579bdf02468"}',
        "rotating API key: version id k7Qm2Zp9XwL4nR8tV1bY3cD6 is pending",
    ],
)
def test_a_value_a_version_labels_is_a_version_id(text: str) -> None:
    """A secret's version is named by its own word (`version`), like a revision: it stays."""
    assert redact(text) == text
