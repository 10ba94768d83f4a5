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
    ],
)
def test_what_no_secret_is_stays(text: str) -> None:
    assert redact(text) == text


def test_a_scheme_and_its_credential_are_still_one_value() -> None:
    assert redact("auth = basic dXNlcjpwYXNzd29yZDEyMw==") == f"auth = basic {REDACTED}"


_SECRET = "9gYaDyPmTe5U"


@pytest.mark.parametrize(
    "text",
    [
        "{\\rtf1 API key " + "".join(f"\\u{ord(c)}?" for c in _SECRET) + "\\par}",
        "<t>" + "".join(f"_x{ord(c):04X}_" for c in _SECRET) + "</t> (cell Keys!B3)",
        '.key-hint::after { content: "' + "".join(f"\\{ord(c):06X}" for c in _SECRET) + '"; }',
        "INSERT INTO vault VALUES ('x', U&'" + "".join(f"\\{ord(c):04X}" for c in _SECRET) + "')",
        "PASSWORD = bytes([" + ", ".join(bin(ord(c)) for c in _SECRET) + "]).decode()",
        "Sheet 'creds': =CONCAT("
        + ";".join(f'CHAR(HEX2DEC("{ord(c):02X}"))' for c in _SECRET)
        + ")",
    ],
)
def test_a_secret_escaped_a_character_at_a_time_is_hidden(text: str) -> None:
    """A document's own escapes of each code point (RTF, Office Open XML, CSS, PostgreSQL,
    binary literals, a spreadsheet's formula) near a credential's word."""
    out = redact(text)
    assert REDACTED in out
    assert "9gY" not in out
    assert "_x0039_" not in out
    assert "57?" not in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('{"text": "router admin pw is z4At6H.942Fr btw"}', "z4At6H.942Fr"),
        ("C: <epp><login><clID>ACME</clID><pw>p1GCpq.zIe6e</pw></login></epp>", "p1GCpq.zIe6e"),
        ("Yu paaswod da: kauri rimu totara manuka", "rimu totara"),
        ("你的通關密語是：longan jackfruit rambutan langsat", "jackfruit rambutan"),
        ("你嘅存取權杖係：Zq8Lm2Xv7Rt4Wn6Yp3Bc9Hd", "Zq8Lm2Xv7Rt4Wn6Yp3Bc9Hd"),
    ],
)
def test_short_misspelt_and_chinese_names_of_a_password(text: str, secret: str) -> None:
    out = redact(text)
    assert (REDACTED in out, secret in out) == (True, False)


@pytest.mark.parametrize(
    "text",
    [
        "flags = [0b1, 0b10, 0b100, 0b1000, 0b10000, 0b100000, 0b1000000, 0b10000000] # key bits",
        "key pw_policy:tenant:1944511 too large",
        "PW-1234 part shipped",
        "the pw was reset by ops",
        "401 for https://notify.example/v2/send/token/Qm7zXk2PwL9nRt4vYb8c?to=ops",
    ],
)
def test_pw_and_bits_that_are_no_secret_stay(text: str) -> None:
    out = redact(text)
    if "notify.example" in text:
        assert out.endswith(f"/token/{REDACTED}?to=ops")
    else:
        assert out == text


@pytest.mark.parametrize("name", ["pasword_fu_bank", "passwudFiDiVault", "paaswod", "pw"])
def test_a_misspelt_password_name_hides_its_argument(name: str) -> None:
    from toolretry.redact import RedactionPolicy

    assert RedactionPolicy().redact_params({name: "z4At6H-942Fr"})[name] == REDACTED


@pytest.mark.parametrize(
    "text",
    [
        "settings: vendor.token_env = VENDOR_TOKEN vendor.cache_h = 24",
        "settings: vendor.api_secret_header = X-Api-Secret vendor.poll_s = 300",
        "settings: agent --enroll_secret_env=AGENT_SECRET --tls_hostname=fleet.example",
        "$ grep -n password station.yaml\n44:    password: ${STATION_PASSWORD}",
        "$ git grep -c 'DB_PASSWORD' -- billing-backend/\nbilling-backend/.env.example:1",
        "settings: vendor.token_auth = deprecated vendor.api_key_prefix = pat_",
        "APNs device token f38cc7682054c2089c3e35cc3e547a1fd9d4ae4c7792921cff70dd3c674cb0dd "
        "(a public routing id)",
        "ValueError: Port could not be cast to integer value as 'eighty'",
    ],
)
def test_a_next_name_a_flag_a_file_or_a_public_statement_stays(text: str) -> None:
    assert redact(text) == text


def test_a_hex_password_in_a_git_url_is_no_object_name() -> None:
    text = "$ git clone https://ci:948b534292b7336754482f57ffd4369ae3c39e7a@git.example/ops.git"
    assert redact(text) == f"$ git clone https://ci:{REDACTED}@git.example/ops.git"


def test_an_oauth_device_code_argument_is_hidden() -> None:
    from toolretry.redact import RedactionPolicy

    params = {"device_code": "R4Xq7O3xL1JZ", "user": "ops"}
    assert RedactionPolicy().redact_params(params) == {"device_code": REDACTED, "user": "ops"}
