"""The rows for config files, tool output, commands, key formats, vendors and identifiers."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact
from toolretry.redact._config_rows import secretish


@pytest.mark.parametrize(
    "value", ["Tq7%pLm2Zx", "a9Kd!x2Lm4", "hR5-uW2q-Xc8v-Lp3n", "Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5"]
)
def test_values_shaped_like_secrets_are_secretish(value: str) -> None:
    """Mixed letters, digits and symbols, or a generated-looking run, count as a secret."""
    assert secretish(value)


@pytest.mark.parametrize(
    "value",
    [
        "NotAllowedError",
        "passwordReset",
        "Db-Creds-2",
        "2026-12-03T09:41:00Z",
        "v1.24.3-alpine",
        "bob@example.com",
        "/etc/app/conf.d/a.conf",
        "550e8400-e29b-41d4-a716-446655440000",
        "https://x.example/a1B2c3D4",
        "enabled",
    ],
)
def test_names_dates_paths_and_ids_are_not_secretish(value: str) -> None:
    """Camel-case names, timestamps, versions, emails, paths, UUIDs and URLs are not secrets."""
    assert not secretish(value)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('masterauth "Kp3!vQ8zLw"', "Kp3!vQ8zLw"),
        ("requirepass Hj7#nM2xPq", "Hj7#nM2xPq"),
        ("network={ psk='Wd4$kT9pLs' }", "Wd4$kT9pLs"),
        ('10.1.1.1 %any : PSK "Gt6-Rz2m-Yq8vWn"', "Gt6-Rz2m-Yq8vWn"),
        ("rocommunity6 Nx2-Pf7k-Vc3mLq 2001:db8::/32", "Nx2-Pf7k-Vc3mLq"),
        (
            'key "tsig1" { algorithm hmac-sha512; secret "YWJjZGVmZ2hpamtsbW5vcA9x"; };',
            "YWJjZGVmZ2hpamtsbW5vcA9x",
        ),
        ("listen stats\n  stats auth admin:Lq5!tB8wNz", "Lq5!tB8wNz"),
        ("http --auth ops:Cv3&pR8mKx GET :9200", "Cv3&pR8mKx"),
        ("sasl.basic.auth.user.info=K3YID7:Zr8!mQ2vLp", "Zr8!mQ2vLp"),
    ],
)
def test_a_directive_named_for_a_credential_hides_its_value(text: str, secret: str) -> None:
    """A config directive or flag named for a credential loses a value shaped like one."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        'Secret "payments-db" not found in namespace "prod"',
        "auth_method trust for host all",
        "PasswordExpiryWorker JID-5c1f0e9a7b3d2c4e6f8a9b0c FAIL",
        "WebAuthn: NotAllowedError: The operation timed out",
        "tls-auth ta.key 1",
        "token_bucket refill 250 per second",
    ],
)
def test_a_directive_row_keeps_names_words_and_ids(text: str) -> None:
    """Words, class names and ids after credential words come back unchanged."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("/root/.pgpass: db1.internal:5432:billing:svc:Xr5!mK8pWq", "Xr5!mK8pWq"),
        ("line in .pgpass: *:*:*:postgres:Zt9#vB2nQx", "Zt9#vB2nQx"),
    ],
)
def test_a_pgpass_line_hides_its_password(text: str, secret: str) -> None:
    """The fifth field of a .pgpass line is hidden; host, port, database and user stay."""
    out = redact(text)
    assert secret not in out
    assert text.rsplit(":", 1)[0] in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("| host | password |\n|------|----------|\n| db1  | Hk3$wQ9zLp |", "Hk3$wQ9zLp"),
        ("| id | api_key | owner |\n| --- | --- | --- |\n| 7 | Rv8&kM2xTq | ann |", "Rv8&kM2xTq"),
    ],
)
def test_a_table_column_named_for_a_credential_is_hidden(text: str, secret: str) -> None:
    """The cells of a `|` table's credential column are hidden, the other columns stay."""
    out = redact(text)
    assert secret not in out
    assert text.split("\n", 1)[0] in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("The password for user 'kibana_system' is:\n   Pw4!nZ8qLx\n", "Pw4!nZ8qLx"),
        ("Your new API key (copy it now):\n\tsk9Lm2Qx7Vb4Nc8Zr3Tw\n", "sk9Lm2Qx7Vb4Nc8Zr3Tw"),
    ],
)
def test_a_secret_on_the_line_after_its_label_is_hidden(text: str, secret: str) -> None:
    """Tool output that prints a secret on the line after a label loses the secret."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('resource "random_password" "api" {\n    result = "Qz8!kL3mWp"\n}', "Qz8!kL3mWp"),
        ('resource "vault_generic_secret" "s" {\n  value = "Tn5&vR2xKc"\n}', "Tn5&vR2xKc"),
    ],
)
def test_a_sensitive_attribute_of_a_credential_resource_is_hidden(text: str, secret: str) -> None:
    """A Terraform resource named for a credential loses its result or value attribute."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("vault login s.Jq8ZmX2pLw9Kv4Tn7Rb3: permission denied", "s.Jq8ZmX2pLw9Kv4Tn7Rb3"),
        ("rabbitmqctl add_user billing Kd5!wP8zQm", "Kd5!wP8zQm"),
        (
            "mc config host add s3 https://s3.local AKQ7ZP3 Vx9Lm2Kq8Pw4Zt7Nc3Rb",
            "Vx9Lm2Kq8Pw4Zt7Nc3Rb",
        ),
        ("redis-cli -h cache AUTH Rt6#mK2pXq", "Rt6#mK2pXq"),
        ('echo "Bn4!qW7zLx" | ssh-add ~/.ssh/id_ed25519', "Bn4!qW7zLx"),
    ],
)
def test_a_command_that_takes_a_secret_by_position_loses_it(text: str, secret: str) -> None:
    """Commands whose documented syntax takes a secret positionally, or from a pipe, lose it."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('Config { user: "app", password: Some("Hx4!kP9mQz") }', "Hx4!kP9mQz"),
        ("Settings(db_password=SecretStr('Lw7#nB2vKq'))", "Lw7#nB2vKq"),
        ("{&#34;client_secret&#34;:&#34;Jm3$xR8pWz&#34;}", "Jm3$xR8pWz"),
        ("#1 app.php(40): mysqli->real_connect('db', 'shop', 'Zq9!tN4mLv')", "Zq9!tN4mLv"),
        ("#0 x.php(3): PDO->__construct('pgsql:host=db', 'u', 'Wr2&kM7pXc')", "Wr2&kM7pXc"),
        ("ldap3 bind_s('uid=ops,ou=people', 'Fy5!qL8zNw')", "Fy5!qL8zNw"),
        (
            '{"kty":"RSA","n":"sXch","e":"AQAB","d":"VFCWOqXr8nvZNyaaJLXdnNPX","p":"x9Q2"}',
            "VFCWOqXr8nvZNyaaJLXdnNPX",
        ),
    ],
)
def test_a_secret_in_a_wrapper_an_escape_a_call_or_a_jwk_is_hidden(text: str, secret: str) -> None:
    """Wrapped, HTML-escaped, call-argument and JWK private values are hidden."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "FLY_ACCESS_TOKEN=FlyV1 fm2_Lq8ZmX2pLw9Kv4Tn7Rb3Yc6Vd1Se5Hf0Gj",
            "Lq8ZmX2pLw9Kv4Tn7Rb3Yc6Vd1Se5Hf0Gj",
        ),
        ("401 (api:0a1b2c3d4e5f60718293a4b5c6d7e8f9-1a2b3c4d-5e6f7a8b)", "0a1b2c3d4e5f6071"),
        (
            "https://hooks.example.net/webhookb2/1f0e4d2c-9a8b-4c7d-8e6f-5a4b3c2d1e0f@x/y",
            "1f0e4d2c-9a8b",
        ),
        (
            "POST https://team.example.org/hooks/bx7n3k9qz2m5w8r4t6y1p0c3ha failed",
            "bx7n3k9qz2m5w8r4t6y1p0c3ha",
        ),
        (
            "GET https://f.example.net/api/Run?code=Hq8ZmX2pLw9Kv4Tn7Rb3Yc6V== 401",
            "Hq8ZmX2pLw9Kv4Tn7Rb3Yc6V",
        ),
        ("bad keypair: [" + ",".join(str((i * 53 + 7) % 256) for i in range(64)) + "]", "7,60,113"),
        ("-----BEGIN Tinc Ed25519 key-----\nQm9vYmFy\n-----END Tinc Ed25519 key-----", "Qm9vYmFy"),
    ],
)
def test_a_vendor_format_webhook_or_key_format_is_hidden(text: str, secret: str) -> None:
    """Published vendor formats, webhook URLs, `?code=` keys, byte-array keys and key blocks."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "on resource: arn:aws:secretsmanager:eu-west-1:123456789012:secret:ci/token-Ab3dEf",
            "secret:ci/token-Ab3dEf",
        ),
        ("OAuth: error=unauthorized_client error_description=nope", "error=unauthorized_client"),
        ("webhook secret whsec_…9Qz1 was rotated", "whsec_…9Qz1"),
        ("key: AKIA************WXYZ", "AKIA************WXYZ"),
        (
            "NoSuchKey: the key builds/7f3e9a1c0b2d4e6f8a9b0c1d2e3f4a5b6c7d8e9f",
            "builds/7f3e9a1c0b2d4e6f8a9b0c1d2e3f4a5b6c7d8e9f",
        ),
        (
            "redis key ratelimit:user:8d2f1a7c9e3b5d0f4a6c8e1b3d5f7a9c expired",
            "ratelimit:user:8d2f1a7c9e3b5d0f4a6c8e1b3d5f7a9c",
        ),
        (
            "invalid refresh token (client Wq8ZmX2pLw9Kv4Tn7Rb3Yc6Vd1Se5Hf0)",
            "Wq8ZmX2pLw9Kv4Tn7Rb3Yc6Vd1Se5Hf0",
        ),
        ('S105 Possible hardcoded password assigned to: "PASSWORD_HASHERS"', "PASSWORD_HASHERS"),
        (
            "GET https://api.example.com/v1/webhooks/we_1Pq9ZmX2pLw9Kv4Tn7/secret 404",
            "we_1Pq9ZmX2pLw9Kv4Tn7",
        ),
    ],
)
def test_identifiers_and_masked_values_are_kept(text: str, fact: str) -> None:
    """ARNs, OAuth error codes, masked values, object/cache keys, client ids and setting names
    survive."""
    assert fact in redact(text)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Falha: a senha é Gk7!pQ2zWx para o usuário", "Gk7!pQ2zWx"),
        ("Das Passwort lautet Hz3$mN8qLv", "Hz3$mN8qLv"),
        ("the admin password was changed to Rb5#wK9xTp", "Rb5#wK9xTp"),
        ("palavra-passe: Jt4!nV7mQz", "Jt4!nV7mQz"),
        ("συνθηματικό: Wm8$kP3zLq", "Wm8$kP3zLq"),
        ("गुप्तशब्द: Xq2!vN9pKt", "Xq2!vN9pKt"),
        ("کلمه عبور: Pz6&mL3wQx", "Pz6&mL3wQx"),
        ("mã thông báo: Tq8ZmX2pLw9Kv4Tn7Rb3Yc6V", "Tq8ZmX2pLw9Kv4Tn7Rb3Yc6V"),
    ],
)
def test_passwords_and_tokens_in_more_languages_and_without_separator(
    text: str, secret: str
) -> None:
    """A password after words (no separator) or under a name of another language is hidden."""
    assert secret not in redact(text)
    assert REDACTED in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "password\\u003d\\u003dpasswordpassword",
        "token\\u003a\\u003aQz8mK2pLw9Xv4Tn7",
        'masterauth "Kp3!vQ8zLw" and FlyV1 fm2_Lq8ZmX2pLw9Kv4Tn7Rb3Yc6Vd1',
        "| user | passwd |\n|--|--|\n| ci | Wq7!zL2mKp |",
    ],
)
def test_redacting_twice_changes_nothing_more(text: str) -> None:
    """A text redacted once comes back unchanged from a second redaction."""
    once = redact(text)
    assert redact(once) == once


@pytest.mark.parametrize(
    ("text", "secret", "fact"),
    [
        ('<add key="MailPassword" value="Rk5!wQ2zLm" />', "Rk5!wQ2zLm", "MailPassword"),
        ('<property name="db.secret" value="Tn8#kL3pWq"/>', "Tn8#kL3pWq", "db.secret"),
        ("<entry name='ApiToken' type='s' value='Qz7mW2pLx9' />", "Qz7mW2pLx9", "ApiToken"),
    ],
)
def test_an_xml_setting_named_for_a_credential_hides_its_value(
    text: str, secret: str, fact: str
) -> None:
    """A `key=`/`name=` attribute naming a credential loses its `value=`; the name stays."""
    out = redact(text)
    assert secret not in out
    assert fact in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("Password for 'https://ann@git.example.org': Lm4!qZ8wKp", "Lm4!qZ8wKp"),
        ("Enter passphrase for key '/root/.ssh/id_ed25519': Wp2#zK7mQx", "Wp2#zK7mQx"),
        ("[sudo] password for deploy: Qx9$mL4zWk", "Qx9$mL4zWk"),
    ],
)
def test_a_prompt_answered_in_a_log_loses_the_answer(text: str, secret: str) -> None:
    """A `password for …:` prompt followed by a secret-shaped answer loses the answer."""
    assert secret not in redact(text)


def test_an_xml_setting_that_is_not_a_credential_is_kept() -> None:
    """A setting whose name is no credential keeps its name and value."""
    text = '<add key="PageSize" value="50" /><add key="Region" value="eu-west-1" />'
    assert redact(text) == text
