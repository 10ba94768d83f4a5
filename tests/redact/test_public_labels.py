"""Values public by their label, where the label is hard to read: a key id glued to its vendor's
prefix, a digest under a name that says it was hashed, a JSON Web Key's public members, a
CAPTCHA's site key; and a `NAME=` that ends its line empty (``_public_values``,
``_general_rows.passwords``)."""

from __future__ import annotations

import pytest

import toolretry.redact

REDACTED = "[REDACTED]"
redact = toolretry.redact.redact

# An access key's id names the key (AWS says it is not secret, like a user name); a vendor's
# prefix glued to it (`AKIA`, `ASIA`, `LTAI`) is not its label.
KEY_IDS = [
    "IAM: key id AKIAZ3QXN7P2LM4KW8RT is inactive",
    "keyId=ASIAZ3QXN7P2LM4KW8RT status=expired",
    "AccessKeyId: AKIAZ3QXN7P2LM4KW8RT (no such key)",
    "阿里云 AccessKey ID LTAI5tQ8xZ2nK7mW3pR9vB4y 已禁用",
    "访问密钥 ID（LTAI5tQ8xZ2nK7mW3pR9vB4y）已删除",
    "api key id AKIAQ4WZ7XN2PL5MK3RT deleted by admin",
]


@pytest.mark.parametrize("text", KEY_IDS)
def test_a_key_id_glued_to_its_vendor_prefix_is_kept(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        # the secret beside the id still goes
        (
            "access key id AKIAZ3QXN7P2LM4KW8RT, secret access key "
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY",
            "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzEXAMPLEKEY",
        ),
        # a secret's id is the secret (Vault's SecretID), a token is not an id
        ("secretkey_id AKIAZ3QXN7P2LM4KW8RT", "Z3QXN7P2LM4KW8RT"),
        ("token AKIAZ3QXN7P2LM4KW8RT", "Z3QXN7P2LM4KW8RT"),
    ],
)
def test_a_glued_prefix_under_another_label_is_still_hidden(text: str, hidden: str) -> None:
    out = redact(text)
    assert hidden not in out
    assert REDACTED in out


HASHED = [
    '"hashed_secret": "29408ae94a7d902c04469698e2a41c95bc710213", "is_verified": false',
    "sha256_token=9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "token_digest_key: 5d41402abc4b2a76b9719d911017c592 mismatch",
    "hashedApiKey 2c26b46b68ffc68ff99b453c1d30413413422d706483bfa0f98a5e886266e7ae not found",
]


@pytest.mark.parametrize("text", HASHED)
def test_a_digest_under_a_name_that_says_hashed_is_kept(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        # a password's hash can be cracked offline
        ("hashed_password: 5f4dcc3b5aa765d61d8327deb882cf99", "5f4dcc3b5aa765d61d8327deb882cf99"),
        # no word says it was hashed
        ("secret: 29408ae94a7d902c04469698e2a41c95bc710213", "29408ae94a7d902c04469698e2a41c95"),
        # not a digest's shape
        ("hashed_secret: Kq9zLm2xWq8rTz5vBn3mPl0cXs7dFg1h", "Kq9zLm2xWq8rTz5vBn3mPl0cXs7dFg1h"),
    ],
)
def test_a_value_a_hash_word_does_not_cover_is_hidden(text: str, hidden: str) -> None:
    out = redact(text)
    assert hidden not in out
    assert REDACTED in out


_X = "f83OJ3D2xF1Bg8vub9tLe1gHMzV76e8Tus9uPHvRVEU"
_Y = "x_FEzRu9m36HLN_tue659LNpXW6pCyStikYjKIWI5a0"
_D = "jpsQnnGQmL-YBIffH1136cspYG6-0iY7X1fCE9-E9LI"
_N = "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc"


@pytest.mark.parametrize(
    "text",
    [
        f'bad key {{"kty":"EC","crv":"P-256","x":"{_X}","y":"{_Y}"}}',
        f'no key matches kid k1 in [{{"kty": "RSA", "e": "AQAB", "n": "{_N}", "kid": "k2"}}]',
        f'key {{"kty":"OKP","crv":"Ed25519","x":"{_X}","kid":"91bc17a0"}} has no use field',
        f"{{'kty': 'EC', 'x': '{_X}', 'y': '{_Y}'}}",
    ],
)
def test_a_json_web_keys_public_members_are_kept(text: str) -> None:
    assert redact(text) == text


def test_a_json_web_keys_private_member_is_hidden() -> None:
    out = redact(f'jwk {{"kty":"EC","crv":"P-256","x":"{_X}","d":"{_D}"}}')
    assert _X in out
    assert _D not in out


def test_an_x_outside_a_json_web_key_is_judged_as_any_value() -> None:
    text = f'{{"x": "{_X}", "token": "Kq9zLm2xWq8rTz5vBn3mPl0c"}}'
    assert "Kq9zLm2xWq8rTz5vBn3mPl0c" not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "captcha sitekey 0x4AAAAAAADnPIDROrmt1Wwj failed",
        "reCAPTCHA site key 6LcQ7x8pAAAAAKq9zLm2xWq8rTz5vBn3mPl0cXs7 invalid for domain",
    ],
)
def test_a_captcha_site_key_is_kept(text: str) -> None:
    assert redact(text) == text


def test_a_captcha_secret_key_is_hidden() -> None:
    out = redact("reCAPTCHA secret key 6LcQ7x8pAAAAAKq9zLm2xWq8rTz5vBn3mPl0cXs7 invalid")
    assert "Kq9zLm2xWq8rTz5vBn3mPl0cXs7" not in out


@pytest.mark.parametrize(
    "text",
    [
        "DB_PASSWORD=\nDB_HOST=db.internal",
        "DB_PASSWORD=  \r\nDB_USER=app",
        "     1→MAIL_PASSWORD=\n     2→MAIL_FROM=noreply@acme.io",
        "export PASSWORD=\nexport USER=bob",
    ],
)
def test_a_password_name_that_ends_its_line_empty_takes_nothing_from_the_next(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("DB_PASSWORD=Kq9!zLm2x\nDB_HOST=db", "Kq9!zLm2x"),
        ("password:\n  Kq9!zLm2x", "Kq9!zLm2x"),  # (YAML may put a value on the next line)
    ],
)
def test_a_password_on_its_line_or_under_a_colon_is_hidden(text: str, hidden: str) -> None:
    assert hidden not in redact(text)


# A JSON object under a secret's name that only configures it: its members have names of their
# own, none secret, and plain values.
@pytest.mark.parametrize(
    "text",
    [
        '{"url": "https://gw.acme.io/config", "jwt": {"issuer": "gw", "alg": "RS256", '
        '"jwks_uri": "/.well-known/jwks.json"}}',
        '"password": {"min_length": 12, "require_digit": true, "expires_days": null}',
        'settings: "api_key": {"header": "X-Api-Key", "location": "header", "required": true}',
        '{"token": {"type": "bearer", "ttl": 3600, "scopes": ["read", "write"]}}',
    ],
)
def test_a_structure_of_plain_settings_under_a_secret_name_is_kept(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ('"token": {"type": "bearer", "value": "Kq9zLm2xWq8rTz5vBn3mPl0c"}', "Kq9zLm2x"),
        ('{"token": {"value": "hunter"}}', "hunter"),  # (a carrier's name: the secret itself)
        ('{"secret": {"name": "db", "data": "letmein"}}', "letmein"),
        ('{"auth": {"user": "bob", "password": "hunter2"}}', "hunter2"),
        ('"api_keys": ["Kq9zLm2xWq8rTz5vBn3mPl0c", "Zx81Kq0PLmmQ7vW3nT5yR2uB"]', "Zx81Kq0P"),
        ('{"passwords": ["letmein", "monkey"]}', "letmein"),
        ('"credentials": {"client": "web", "pin": "482913"}', "482913"),
    ],
)
def test_a_structure_that_holds_the_secret_is_hidden(text: str, hidden: str) -> None:
    assert hidden not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "existingSecret: chart-repo",
        "auth:\n  existingSecret: pg-credentials\n  secretKeys:\n    adminPasswordKey: password",
        "aws: credential_source=Ec2InstanceMetadata role ops-ci",
        "token_source: environment",
    ],
)
def test_a_name_that_points_at_where_the_secret_is_kept_keeps_its_value(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "hidden"),
    [
        ("existingSecret: Kq9zLm2xWq8rTz5vBn3mPl0c", "Kq9zLm2x"),  # (not an object's name)
        ("existing_password: Hunter2!xyz9", "Hunter2!xyz9"),
        # (only a Secret's name: a UUID is some vendors' key)
        ("existingSecret: 01234567-89ab-4cde-8f01-23456789abcd", "01234567-89ab"),
    ],
)
def test_a_value_under_an_existing_name_that_is_not_a_name_is_hidden(
    text: str, hidden: str
) -> None:
    assert hidden not in redact(text)
