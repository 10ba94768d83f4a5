"""Families of secrets and of innocent facts, each tried on several inputs of its own (none
taken from the held-out sets under benchmarks/)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact

PASSWORD = "Qm7#xLp2vZ9"
TOKEN = "Zk81Qw0PLmmQ7vW3nT5yR2uBcD4eF6gH"


@pytest.mark.parametrize(
    "name",
    [
        "পাসওয়ার্ড", "கடவுச்சொல்", "kata laluan", "nenosiri", "پاس ورڈ", "парола", "лозинка",
        "პაროლი", "slaptažodis", "contrasenya", "pasahitza", "lykilorð", "parool", "heslo",
        "kata sandi", "lozinka", "wachtwoord", "ｐａｓｓｗｏｒｄ",
    ],
)  # fmt: skip
def test_password_names_of_many_languages(name: str) -> None:
    """A password after its name in any of many languages, after a colon, is hidden."""
    assert PASSWORD not in redact(f"login failed — {name}: {PASSWORD}")


@pytest.mark.parametrize(
    "word", ["시크릿", "秘密", "секрет", "geheim", "segreto", "chiave", "klucz", "sleutel"]
)
def test_secret_words_of_many_languages_cue_a_generated_value(word: str) -> None:
    """A generated-looking value after a credential word of another language is hidden."""
    assert TOKEN not in redact(f"{word} = {TOKEN}")


@pytest.mark.parametrize(
    "command",
    [
        "rdesktop-wrapper /u:ops /p:{p} /v:host",
        "tool.exe /password:{p} /quiet",
        "$s = ConvertTo-SecureString -String '{p}' -AsPlainText -Force",
        "net user svc_backup {p} /add",
        "echo '{p}' | podman login --password-stdin quay.io",
        "printf {p} | chpasswd",
    ],
)
def test_windows_and_piped_passwords_on_command_lines(command: str) -> None:
    """Passwords in slash flags, secure strings, `net user` and echoed into stdin are hidden."""
    out = redact(command.format(p=PASSWORD))
    assert PASSWORD not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("amqp://Zk81Qw0PLmmQ7vW3nT5yR2uB@mq:5672/", "Zk81Qw0PLmmQ7vW3nT5yR2uB"),
        ("git clone https://9f8e7d6c5b4a39281706f5e4d3c2b1a0@git.host/x.git", "9f8e7d6c5b4a3928"),
    ],
)
def test_a_generated_url_user_is_hidden(text: str, secret: str) -> None:
    """A token standing as a URL's user name is hidden, the host kept."""
    out = redact(text)
    assert secret not in out
    assert "@" in out


@pytest.mark.parametrize(
    "text",
    [
        "api token 4321/8765:Zk81Qw0PLmmQ7vW3nT5yR2uBcD4eF6gH",
        "key Ab3dE5.Gh7jK9:Zk81Qw0PLmmQ7vW3nT5yR2uBcD4eF6gH rejected",
    ],
)
def test_both_halves_of_an_id_secret_pair_are_hidden(text: str) -> None:
    """The secret half after the colon of an `id:secret` pair does not survive."""
    assert "Zk81Qw0P" not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "invalid key provided (sdk-6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f)",
        "token mob-1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d rejected",
    ],
)
def test_a_uuid_behind_a_vendor_prefix_is_a_key(text: str) -> None:
    """A UUID glued to a short vendor prefix after a credential word is hidden."""
    assert "-4a5b-" not in redact(text)
    assert "-5e6f-" not in redact(text)


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        ("GET https://api.example.org/v1/tokens/tok_7Hq2LmX9pQ4rT8vW/usage -> 404",
         "tok_7Hq2LmX9pQ4rT8vW"),
        ("unique constraint on (secret_digest)=(9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6)",
         "9f8e7d6c5b4a39281706f5e4d3c2b1a0f9e8d7c6"),
        ("auth failed for event evt_1Nv0aB2eZvKYlo2C3dEf", "evt_1Nv0aB2eZvKYlo2C3dEf"),
        ("signing key fingerprint 5A3C9D1E7B2F4A6C8E0D1F3B5A7C9E2D4F6A8B0C",
         "5A3C9D1E7B2F4A6C8E0D1F3B5A7C9E2D4F6A8B0C"),
        ("restore keys: pip-cache-Windows-py311-8c1f2e3d4b5a69788796a5b4c3d2e1f0",
         "pip-cache-Windows-py311-8c1f2e3d4b5a69788796a5b4c3d2e1f0"),
        ("sshd: password_authentication: no, kbd_auth: yes", "password_authentication: no"),
        ("push to registry.example.com/team/auth:2.3.1 failed", "auth:2.3.1"),
        ("cache key: \"/etc/keys/ca.crt\" not found", "/etc/keys/ca.crt"),
        ("E11000 dup key: { token: \"job_0042\" }", "job_0042"),
        ("allowed values are ['key', 'value']", "'value'"),
        ("jsonwebtoken::errors::ErrorKind::InvalidToken", "jsonwebtoken::errors::ErrorKind"),
        ("revoked API key ci_nightly_export yesterday", "ci_nightly_export"),
    ],
)  # fmt: skip
def test_identifiers_near_credential_words_survive(text: str, fact: str) -> None:
    """Paths, hashes named as such, ids, fingerprints, cache keys and flags are kept."""
    assert fact in redact(text)


@pytest.mark.parametrize("text", ["password :: Qm7#xLp2vZ9", "token :: Qm7#xLp2vZ9abc"])
def test_a_doubled_separator_does_not_hide_the_value_behind_it(text: str) -> None:
    """The rest of a separator is not taken for the value, which is hidden."""
    assert "Qm7#xLp2" not in redact(text)


@pytest.mark.parametrize(
    "text",
    ["password = '''Qm7#xLp2vZ9'''", 'passwd = """Qm7#xLp2vZ9"""'],
)
def test_triple_quoted_passwords_are_hidden(text: str) -> None:
    """A password in TOML's or Python's triple quotes is hidden."""
    assert "Qm7#xLp2" not in redact(text)


@pytest.mark.parametrize(
    "text",
    ["Set-Cookie: \\password", "Cookie: \\session", "cookie=\\abc123def"],
)
def test_a_cookie_after_a_backslash_is_redacted_idempotently(text: str) -> None:
    """Redacting a cookie that follows a backslash twice gives what once gives."""
    once = redact(text)
    assert redact(once) == once
