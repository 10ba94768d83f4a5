"""A secret column's values in a SQL dump that names no columns; a key with a colon in it; a
conference's long PIN and the PIN's loanword in more scripts. And what no secret is: a date or
a count after a credential's word, an algorithm's name, a digest named by its algorithm, a
listing whose secret fields are empty, a setting's state, the next field of a record."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("CREATE TABLE hooks (id INTEGER PRIMARY KEY, url TEXT, secret TEXT);\n"
         "INSERT INTO hooks VALUES(1,'https://h.example/x','9c0ffee5d1a2b3c4d5e6f708192a3b4c');",
         "9c0ffee5d1a2b3c4d5e6f708192a3b4c"),
        ('CREATE TABLE "main"."users" (name TEXT, cost DECIMAL(10,2), api_token TEXT, '
         "PRIMARY KEY (name));\nINSERT INTO users VALUES ('al', 1.50, 'x'), "
         "('bo', 2.00, 'Kq7vLm2Zx9Wp4Tn8');", "Kq7vLm2Zx9Wp4Tn8"),
        ("INSERT INTO logins (login, passwd) VALUES ('al', 'Zz9!abcdeF'), ('bo', 'Qw3!rtyuZp')",
         "Qw3!rtyuZp"),
        ('{"access_token":"1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0:ab","token_type":"bearer"}',
         "1f0e2d3c-4b5a-4968-8776-a5b4c3d2e1f0"),
        ("Dial-in +1 555 0100, conference ID 884 201 77#, host PIN 5720438816", "5720438816"),
        ("ನಿಮ್ಮ ಪಿನ್: 58203917", "58203917"),
        ("మీ పిన్ 730215", "730215"),
    ],
)  # fmt: skip
def test_the_secret_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert (REDACTED in out, secret in out) == (True, False)


@pytest.mark.parametrize(
    "text",
    [
        "CREATE TABLE notes (id INTEGER, body TEXT);\nINSERT INTO notes VALUES (1, 'buy milk');",
        "INSERT INTO hooks VALUES(1, 'nightly-backup')",  # (no table says what the column is)
        "KSeF: błąd 21405 (NIP 5265877635)",
        "PIN: 6 dígitos, 3 intentos",
        "Ne senha ipyahu — 2026-12-06",
        "password last changed 2026-11-30T08:15:00Z by ops",
        "settings: xlsx.sheet_password_hash = SHA-512 spinCount = 100000",
        "secret_cipher = AES-256-GCM, password_hash = argon2id",
        "cosign: signature sha256-5d41402abc4b2a76b9719d911017c5925d41402abc4b2a76b9719d91101.sig",
        '{"passwordCredentials": [{"displayName": "ci", "hint": "Qx~", "secretText": null}]}',
        "security:\n  authorization: enabled\n  keyFile: /etc/mongo/keyfile",
        "BEGIN:VALARM\nDESCRIPTION:Reminder: password policy review\nTRIGGER:-PT15M\nEND:VALARM",
        "settings: tunnel.auth = basic tunnel.token_source = env",
        "settings: vendor.apikey.header = apikey vendor.timeout_s = 20",
        "sqlalchemy.url = driver://user:pass@localhost/dbname",
    ],
)
def test_what_no_secret_is_stays(text: str) -> None:
    assert redact(text) == text


def test_a_scheme_and_its_credential_are_still_one_value() -> None:
    assert redact("auth = basic dXNlcjpwYXNzd29yZDEyMw==") == f"auth = basic {REDACTED}"
