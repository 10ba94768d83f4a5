"""Values no row hides whatever row finds them: references, masks, values public by their label
(``_public_values.is_public_value``, asked by the engine before it splices)."""

from __future__ import annotations

import pytest

import toolretry.redact
from toolretry.redact._public_values import is_public_value

redact = toolretry.redact.redact

# A credential's name, then a reference to where the secret is kept, in syntaxes of shells,
# CI systems, templating and build tools.
REFERENCES = [
    "DB_PASSWORD=${DATABASE_PASSWORD}",
    "api_key: ${{ secrets.DEPLOY_KEY }}",
    "spring.datasource.password=${vcap.services.db.password}",
    'password: "{{ vault_db_password }}"',
    "client_secret = $(ClientSecret)",
    "smtp_password: #{SmtpPassword}",
    'token="%GH_RELEASE_TOKEN%"',
    "auth_token=$SLACK_BOT_TOKEN",
    "secret_key: env://APP_SECRET_KEY",
    "apiKey: op://Engineering/Stripe/credential",
    'db.password = { file = "/run/secrets/db" }',
    "registryCredentials: [{name: quay-pull}, {name: ecr-pull}]",
    "auth: {passwordRef: {name: smtp-creds, key: password}}",
    "ssh_key_path=/home/deploy/.ssh/id_ed25519",
    "--secret id=npmrc,src=/home/ci/.npmrc",
    "SetCredential=db-password:/run/credstore/db",
]


@pytest.mark.parametrize("text", REFERENCES)
def test_reference_to_a_secret_is_kept(text: str) -> None:
    """A value that only says where a secret is kept (a variable, a file, a ref) stays."""
    assert redact(text) == text


# A value a tool masked already, or a state word, under a credential's name.
MASKS = [
    "https://deploy:xxxx@registry.example.org/v2/ -> 401".replace("xxxx", "*****"),
    "aws_secret_access_key = <hidden>",
    "token = [masked] (from keyring)",
    "password: (sensitive value)",
]


@pytest.mark.parametrize("text", MASKS)
def test_masked_value_is_kept(text: str) -> None:
    """A value shown masked by the tool that printed it is no secret and stays."""
    assert redact(text) == text


# A value public by its label, in several layouts and languages.
PUBLIC = [
    "ssh-keygen: public key: AAAAC3NzaC1lZDI1NTE5AAAAIPq7aY2b9x0Kd1Q3RzMnWcVt8LhJfE4sUo6gHiBeN5yT",
    "age: recipient public_key=age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p",
    "cosign: pubkey MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEq9dW3x8sZ1b7v2Kf0pLmN4rTyUcVhX5aBe6",
    "dup: refresh_token_digest = 9f2c7a1b3e5d8f60a4c2e1b7d9f3a5c8e0b2d4f6a8c1e3b5d7f9a0c2e4b6d8",
    "s3: GetObject failed for object key reports/2026/q4/summary.csv",
    "gpg: signing failed: no secret key; git config gpg.signingKey=3AA5C34371567BD2",
    "apiKeyFile = /etc/acme/api.key",
    "tokenEnv = ACME_CI_TOKEN",
    "Nie znaleziono tokenu o identyfikatorze tok_9fK2mQx7LpR4sT8vW1yZ3aB5",
    "Токен с идентификатором key_9fK2mQx7LpR4sT8vW1yZ3aB5 не найден",
    "smtp: 334 VXNlcm5hbWU6 (server asked for the user name)",
    "redis: OOM when storing object key token_store:9f8e7d6c5b4a39281706f5e4d3c2b1a0",
    "vault: token_id=hvt_7Hq2LmX9pR4tV8nB1cZ5wY3k not found",
    "oauth: bad state, redirect=https%3A%2F%2Fshop.example.net%2Foauth%2Fdone (token not sent)",
]


@pytest.mark.parametrize("text", PUBLIC)
def test_value_public_by_its_label_or_shape_is_kept(text: str) -> None:
    """A public key, a digest, an object key, a key id, an identifier, a prompt stays."""
    assert redact(text) == text


# Secrets that stand beside the same words: the exceptions the veto must not take.
SECRETS = [
    ("user.password_hash='$2y$10$abcdefghijABCDEFGHIJ0123456789abcdefghiJKLMNOPQRSt'", "$2y$10$"),
    ("vault: secret_id 7Kq2mXw9PzR4tB8nL1vC5yH3 rejected", "7Kq2mXw9PzR4tB8nL1vC5yH3"),
    ("GET /dl?exp=1764&signature=8c1f2e3d4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b", "8c1f2e3d4a5b"),
    ("class Db { public $password = 'Zq8#vL2mKp9!'; }", "Zq8#vL2mKp9!"),
    ("mysql: CREATE USER 'svc'@'%' IDENTIFIED BY 'Tr4v#9xQpL2m'", "Tr4v#9xQpL2m"),
    ("password=$ecretW0rd!", "ecretW0rd"),
    ("vendor license key 9E0DDB23AB6EB5DF rejected", "9E0DDB23AB6EB5DF"),
]


@pytest.mark.parametrize(("text", "secret"), SECRETS)
def test_secret_beside_a_public_word_is_still_hidden(text: str, secret: str) -> None:
    """A password hash, a secret id, a request signature, a `public` member stay hidden."""
    assert secret not in redact(text)


def _span_public(text: str, value: str) -> bool:
    start = text.index(value)
    return is_public_value(text, start, start + len(value))


def test_nothing_to_hide_is_public() -> None:
    """An empty or blank span is nothing to hide (the engine skips it)."""
    assert is_public_value("x=  ", 2, 4)


def test_base64_of_a_prompt_is_public_but_not_of_a_password() -> None:
    """`Username:` in base64 is a protocol's prompt; `hunter2` in base64 is a password."""
    assert _span_public("AUTH LOGIN challenge VXNlcm5hbWU6", "VXNlcm5hbWU6")
    assert not _span_public("AUTH LOGIN answer aHVudGVyMg==", "aHVudGVyMg==")


def test_record_fields_are_public_but_not_a_password_with_bars() -> None:
    """LEEF's `|` fields are a record; a password with one bar is one word."""
    assert _span_public("login refused|cat=auth|src=10.1.2.3", "refused|cat=auth|src=10.1.2.3")
    assert not _span_public("login pw Zq8|vL2=mKp9", "Zq8|vL2=mKp9")


def test_key_id_shape_needs_a_signing_label() -> None:
    """16 upper-case hex digits are kept as a key id under a signing label, not as a license."""
    assert _span_public("git: user.signingkey=3AA5C34371567BD2", "3AA5C34371567BD2")
    assert not _span_public("license key 3AA5C34371567BD2", "3AA5C34371567BD2")


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        (
            "billing_ref",
            "POST /charge?billing_ref=qzkvwtpmnbrxcdfg failed: 402",
            "qzkvwtpmnbrxcdfg",
        ),
        ("session_hash", "session_hash: hjkqwzrtvpmnbxcl rejected", "hjkqwzrtvpmnbxcl"),
        ("clientEnv", '{"clientEnv": "zpqrtvwxkmnbhjcd"}', "zpqrtvwxkmnbhjcd"),
    ],
)
def test_a_name_the_user_declared_secret_is_never_a_public_label(
    name: str, text: str, value: str
) -> None:
    """A name given to ``with_key_names`` hides its value even where its last word (`ref`,
    `hash`, `env`) would otherwise mark a public pointer; without it the value stays."""
    policy = toolretry.redact.RedactionPolicy()
    assert value not in policy.with_key_names(name).redact(text)
    assert value in policy.redact(text)


def test_a_vendor_tokens_body_is_no_path_after_its_kept_prefix() -> None:
    """A token body beginning with `/` right after the vendor prefix kept before it is hidden,
    not taken for a file path."""
    body = "/" + "Zq81xPm0vL" * 3
    redact = toolretry.redact.redact
    assert body not in redact(f"deploy failed glc_{body} while uploading")
    assert "/etc/app/config.yaml" in redact("password_file=/etc/app/config.yaml not found")


@pytest.mark.parametrize(
    "line_before", ["identifier", "TANıMLAYıCı", "public key:", "object key ("]
)
def test_a_public_label_on_the_line_before_keeps_nothing(line_before: str) -> None:
    """A label for public values on the previous line does not keep the next line's secret."""
    text = f"{line_before}\n?api_key=Ab3kd9sKq2mZ&x=1"
    assert "Ab3kd9sKq2mZ" not in toolretry.redact.redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "billing: publishable key pk_test_Hq2mX7vL9pR4tY8wZ3bC6dF1 may not create refunds",
        "maps: public token pk.eyJ1IjoiZGVtbyIsImEiOiJja3Q5In0.Zq8xYb3Kd9LmN2pQr5StUv rejected",
        "Publishable Key: sb_publishable_Kq8vN2xLm5RtY7wZ3bC6dF9g is read-only",
        "vault: token accessor hmac7Xq2vB7kLp9RtY4wZ8mN3 revoked by policy",
    ],
)
def test_a_value_labelled_publishable_public_or_an_accessor_is_kept(text: str) -> None:
    """A key a vendor makes to be published, a public token, a token's accessor are kept."""
    assert toolretry.redact.redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        (
            "billing: secret key sk_test_Hq2mX7vL9pR4tY8wZ3bC6dF1 revoked",
            "Hq2mX7vL9pR4tY8wZ3bC6dF1",
        ),
        ("vault: token hmac7Xq2vB7kLp9RtY4wZ8mN3 expired", "hmac7Xq2vB7kLp9RtY4wZ8mN3"),
    ],
)
def test_the_secret_beside_such_labels_is_still_hidden(text: str, secret: str) -> None:
    """A secret key and a token itself are hidden as before."""
    assert secret not in toolretry.redact.redact(text)
