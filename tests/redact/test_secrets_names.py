"""Secrets recognised by the name they stand under, in any case style, syntax and encoding."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolretry.redact import REDACTED, is_secret_name, redact
from toolretry.redact._current import current_policy
from toolretry.redact._text_rules import KEY_VALUE, key_value_cuts, prose_after_name

SECRET_NAMES = [
    "api_key", "apiKey", "ApiKey", "API_KEY", "x-api-key", "X-API-KEY", "apikey", "api-key",
    "accessToken", "access_token", "ACCESS-TOKEN", "refresh_token", "id_token", "SessionToken",
    "aws_session_token", "newPassword", "new_password", "password", "PASSWORD", "PGPASSWORD",
    "MYSQL_PWD", "DB_PASS", "db_password", "passwd", "pwd", "passphrase", "client_secret",
    "clientSecret", "SECRET", "secret_key", "SecretAccessKey", "aws_secret_access_key",
    "Ocp-Apim-Subscription-Key", "master_key", "client_key", "private_key", "signing_key",
    "encryption_key", "SharedAccessKey", "AccountKey", "webhook_secret", "auth", "basic_auth",
    "http_auth", "Authorization", "Proxy-Authorization", "credentials", "creds", "cookie",
    "Set-Cookie", "sig", "signature", "X-Hub-Signature-256", "x-amz-security-token", "csrf_token",
    "jwt", "bearer", "password_hash", "api_key_b64", "password2", "license_key", "app_secret",
    "token", "key", "passwordConfirmation", "admin_pass",
]  # fmt: skip

ORDINARY_NAMES = [
    "api_key_id", "AccessKeyId", "key_id", "token_type", "token_count", "max_tokens",
    "prompt_tokens", "completion_tokens", "tokenizer", "nextPageToken", "next_page_token",
    "page_token", "sort_key", "primary_key", "partition_key", "idempotency_key", "cache_key",
    "object_key", "public_key", "monkey", "keyboard", "SharedAccessKeyName", "secret_name",
    "secret_arn", "auth_url", "auth_type", "authorization_endpoint", "password_policy",
    "signature_version", "cookie_name", "author", "passthrough", "bypass", "user", "query",
    "city", "keys_count", "design", "signal",
]  # fmt: skip


@pytest.mark.parametrize("name", SECRET_NAMES)
def test_secret_names_in_every_style(name: str) -> None:
    """A name that says it holds a credential is a secret name, whatever its case style."""
    assert is_secret_name(name)


@pytest.mark.parametrize("name", ORDINARY_NAMES)
def test_ordinary_names_are_not_secret(name: str) -> None:
    """Ids, counts, cursors and keys that are not credentials are left alone."""
    assert not is_secret_name(name)


SYNTAXES = [
    ("{name}=hunter2-Xy9", "{name}=[REDACTED]"),
    ("{name}: hunter2-Xy9", "{name}: [REDACTED]"),
    ("{name} = hunter2-Xy9", "{name} = [REDACTED]"),
    ('"{name}": "hunter2-Xy9"', '"{name}": "[REDACTED]"'),
    ('"{name}":"hunter2-Xy9"', '"{name}":"[REDACTED]"'),
    ("'{name}': 'hunter2-Xy9'", "'{name}': '[REDACTED]'"),
    ("'{name}': b'hunter2-Xy9'", "'{name}': b'[REDACTED]'"),
    ('{{\\"{name}\\": \\"hunter2-Xy9\\"}}', '{{\\"{name}\\": \\"[REDACTED]\\"}}'),
    ("?{name}=hunter2-Xy9&page=2", "?{name}=[REDACTED]&page=2"),
    ("{name}=hunter2-Xy9;next=1", "{name}=[REDACTED];next=1"),
    ("{name}:=hunter2-Xy9", "{name}:=[REDACTED]"),
    ('"{name}" => "hunter2-Xy9"', '"{name}" => "[REDACTED]"'),
    ("{name}：hunter2-Xy9，下一步", "{name}：[REDACTED]，下一步"),
    ("错误{name}=hunter2-Xy9", "错误{name}=[REDACTED]"),
    ("%3F{name}%3Dhunter2-Xy9%26x%3D1", "%3F{name}%3D[REDACTED]%26x%3D1"),
    ("%253F{name}%253Dhunter2-Xy9", "%253F{name}%253D[REDACTED]"),
    ("\\u0026{name}\\u003dhunter2-Xy9\\u0026x=1", "\\u0026{name}\\u003d[REDACTED]\\u0026x=1"),
    ("{name}=hunter2+Xy9+more", "{name}=[REDACTED]"),
    ('"{name}": "hunter2-Xy9', '"{name}": "[REDACTED]'),
    ("{name}=('elastic', 'hunter2-Xy9')", "{name}=[REDACTED]"),
    ('"{name}": ["elastic", "hunter2-Xy9"]', '"{name}": "[REDACTED]"'),
    ('"{name}": {{"u": "a", "p": "hunter2-Xy9"}}', '"{name}": "[REDACTED]"'),
]
# Authorization-like names keep a scheme word; they are covered in test_secrets_shapes.
SYNTAX_NAMES = [n for n in SECRET_NAMES if "auth" not in n.lower() and "cookie" not in n.lower()]


@pytest.mark.parametrize(("template", "expected"), SYNTAXES)
@pytest.mark.parametrize("name", SYNTAX_NAMES)
def test_value_under_secret_name_is_hidden(name: str, template: str, expected: str) -> None:
    """The value is hidden and the name, quotes and what follows are kept, in every syntax."""
    assert redact(template.format(name=name)) == expected.format(name=name)


@pytest.mark.parametrize(
    "text",
    [
        "Invalid API key: abcdefghijklmnop",
        "Invalid API key provided: abc123XYZ. You can find it in your dashboard.",
        "API key abc123def456 is not valid",
        "your access token is 9f8e7d6c5b4a",
        "the password is hunter2",
        "Bearer token: eyX9abcdefghi",
        "password: correcthorsebattery",
        "secret key 'Zx81!kq0/PLmm' rejected",
        "api key: 12345678901234567890",
    ],
)
def test_secret_in_prose_is_hidden(text: str) -> None:
    """A credential named in a sentence ("Invalid API key: …") is hidden."""
    result = redact(text)
    assert REDACTED in result
    hidden = ("abcdefghijklmnop", "abc123", "9f8e7d", "hunter2", "eyX9", "correcthorse", "Zx81",
              "1234567890")  # fmt: skip
    assert not any(part in result for part in hidden)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("api_key=sk-abcdefghijklmnopqrstuvwxyz0123", "api_key=sk-[REDACTED]"),
        ("token=ghp_abcdefghijklmnopqrstuvwxyz0123456789", "token=ghp_[REDACTED]"),
        ('{"password": "hunter2", "user": "bob"}', '{"password": "[REDACTED]", "user": "bob"}'),
        ("password=[REDACTED]", "password=[REDACTED]"),
        ("token=AKIAIOSFODNN7EXAMPLE/rest", "token=[REDACTED]"),
        (
            "Authorization: Bearer sk-abcdefghijklmnopqrstuvwxyz0",
            "Authorization: Bearer sk-[REDACTED]",
        ),
        (
            "Authorization: Bearer sk-proj-abcdefghijklmnopqrstuvwxyz0 rejected",
            "Authorization: Bearer sk-proj-[REDACTED] rejected",
        ),
    ],
)
def test_output_is_readable(text: str, expected: str) -> None:
    """No `[REDACTED]]` artefacts: the name and a useful vendor prefix stay, nothing else."""
    assert redact(text) == expected


@pytest.mark.parametrize(
    "text",
    ["token=None password=null", '{"token": null, "api_key": ""}', "password=''", "api_key=[]",
     "password: ****", "secret=true"],
)  # fmt: skip
def test_a_missing_credential_is_not_hidden(text: str) -> None:
    """null, None, empty and already masked values say the credential was missing: kept."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("qualifier", "name"),
    [
        ("subscription", "key"),
        ("Subscription", "Key"),
        ("license", "key"),
        ("personal access", "token"),
        ("webhook", "secret"),
        ("refresh", "token"),
        ("client", "secret"),
        ("master", "key"),
    ],
)
@pytest.mark.parametrize("joiner", [" ", ": ", " is ", " was "])
def test_every_prose_qualifier_names_a_credential(qualifier: str, name: str, joiner: str) -> None:
    """Each word that qualifies a key, token or secret in prose, the longest included, hides
    the value after it."""
    value = "Q7x2mK9pL4vN8rT1"
    result = redact(f"Invalid {qualifier} {name}{joiner}{value} for this account")
    assert value not in result
    assert f"{qualifier} {name}" in result


@pytest.mark.parametrize(
    "text",
    [
        "the keys 9f8e7d6c5b4a3210 and more",
        "a token 550e8400e29b41d4 was used",
        "monkey key 9f8e7d6c5b4a3210ab",
        "top secret 0x7f3a9b2c4d5e6f70",
    ],
)
def test_a_name_without_a_qualifier_is_not_prose(text: str) -> None:
    """ "the keys", "a token": without a qualifier the word after the name is ordinary text."""
    assert redact(text) == text


_PROSE_WORDS_SAMPLE = ["expected", "invalid", "missing", "wrong", "the", "a", "is", "none"]


@settings(max_examples=300, deadline=None)
@given(
    name=st.sampled_from(["key", "password", "Token", "api_key", "secret", "passwd", "AUTH"]),
    quote=st.sampled_from(["", "'", '"']),
    space=st.sampled_from(["", " ", "\t", "  "]),
    colon=st.sampled_from([":", "\uff1a", ":=", "="]),
    word=st.one_of(st.sampled_from(_PROSE_WORDS_SAMPLE), st.text(min_size=1, max_size=14)),
    rest=st.one_of(
        st.sampled_from([" a string", " of", " x", " 1", "", ","]), st.text(max_size=12)
    ),
)
def test_the_prose_shortcut_agrees_with_the_key_value_rule(
    name: str, quote: str, space: str, colon: str, word: str, rest: str
) -> None:
    """Where the shortcut takes `name: word …` for a sentence, the key-value rule leaves the
    same text unchanged and ends at the same place."""
    text = f"{quote}{name}{quote}{space}{colon}{space}{word}{rest}"
    end = len(quote) + len(name)
    prose_end = prose_after_name(text, end)
    if prose_end == -1:
        return
    match = KEY_VALUE.match(text, 0)
    assert match is not None
    policy = current_policy()
    assert key_value_cuts(match, policy.is_secret_name, secret_name=True) == []
    assert match.end() == prose_end


# Names written short, numbered, misspelt or in a dialect, and codes that open an account.
SHORT_AND_VARIANT_NAMES = [
    "pw2", "PW_2", "token3", "tkn", "TKN", "STRIPE_SK", "sk", "wifi_psk", "recovery_code",
    "unlockCode", "BACKUP_CODE", "mfa_code", "Passwuert", "wachtwurd", "paswort", "rootpw",
    "X-Gladia-Key", "x-vendor-token-key", "serverKey", "INGESTION_KEY", "write_key",
]  # fmt: skip
# What such rules must not take: a vendor's or a protocol's name with a digit, a cache's key
# header, what a status or a postal code is.
NOT_VARIANT_NAMES = [
    "auth0", "Auth0", "oauth2", "OAuth2", "x-cache-key", "X-Sort-Key", "zip_code", "status_code",
    "error_code", "task", "desk", "v2", "skip", "tokens", "keyid", "project_id",
]  # fmt: skip


@pytest.mark.parametrize("name", SHORT_AND_VARIANT_NAMES)
def test_short_numbered_and_variant_names_are_secret(name: str) -> None:
    """A credential's name written short, numbered, misspelt or in a dialect still names one."""
    assert is_secret_name(name)


@pytest.mark.parametrize("name", NOT_VARIANT_NAMES)
def test_names_like_the_variants_are_not_secret(name: str) -> None:
    """A vendor's name with a digit, an identifier header or a status code is no credential."""
    assert not is_secret_name(name)


@pytest.mark.parametrize(
    "text",
    [
        "Zotero: sync conflict (API key: valid, version 42731)",
        "token: expired",
        "client_secret=verified",
        "webhook secret: disabled",
        "password: OK",
        "api_key = required",
    ],
)
def test_a_state_under_a_credential_name_is_kept(text: str) -> None:
    """A check's verdict under a credential's name (`API key: valid`) says how, never what."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("name", "secret"),
    [
        ("security_answer", True), ("challengeAnswer", True), ("SECRET_ANSWER", True),
        ("recovery-answer", True), ("answer", False), ("quiz_answer", False),
        ("answer_count", False),
    ],
)  # fmt: skip
def test_the_answer_to_a_security_question_is_a_secret(name: str, secret: bool) -> None:
    """An answer that recovers an account is a password; a quiz's answer is not."""
    assert is_secret_name(name) is secret


@pytest.mark.parametrize(
    "name",
    [
        "senhaApp",
        "passwortApp",
        "chiaveSblocco",
        "clave_de_desbloqueo",
        "klucz_odzyskiwania",
        "motDePasse",
    ],
)
def test_camel_cased_and_recovery_or_unlock_key_names_of_other_languages_are_secret(
    name: str,
) -> None:
    assert is_secret_name(name)


@pytest.mark.parametrize("name", ["chiaveCache", "clave_primaria", "llave_foranea", "sortKey"])
def test_other_keys_of_other_languages_are_not(name: str) -> None:
    assert not is_secret_name(name)


@pytest.mark.parametrize(
    "name",
    [
        "wpa_key", "wifiKey", "provisioning_key", "enrollmentKey", "pairing_key", "puk", "puk2",
        "PUK_CODE", "sipgate_pat", "AZURE_DEVOPS_PAT", "prtgPasshash", "pwdhash", "pass_hex",
        "recovery_words", "backupWords", "wallet_words", "Geheimzahl", "geheimnummer",
        "Gheimnummere", "hemmeligkode", "fjalë_e_fshehtë", "inombolo_yemfihlo",
    ],
)  # fmt: skip
def test_more_names_of_secrets(name: str) -> None:
    """A key that enrols or pairs a device or joins a wireless network, a SIM's PUK, a personal
    access token, a password stored as its hash, a wallet's words; a Germanic compound that
    begins with its word for secret (the head of the compound is last)."""
    assert is_secret_name(name)


@pytest.mark.parametrize(
    "name",
    ["passage", "patient", "pat_count", "bypass_hash", "compass_hash", "passes", "word_count",
     "sort_key", "product_words"],
)  # fmt: skip
def test_near_names_are_not_secrets(name: str) -> None:
    assert not is_secret_name(name)
