"""Credentials placed by a command's or a URL's syntax: a long flag named for a token or an
access key given a UUID, `-u <e-mail>:<token>`, a singular credential segment of a URL's path,
each `echo` of a group piped into a password prompt, an Oracle password that holds `@`."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

UUID = "3c9a1e7f-52b4-4d8e-9f0a-6b1c2d3e4f5a"


@pytest.mark.parametrize(
    "flag", ["--enrollment-key", "--auth-key", "--license-key", "--bot-token", "--app-secret"]
)
def test_a_uuid_given_to_a_credential_flag_is_hidden(flag: str) -> None:
    """A long flag named for a token, a secret or a key by what it opens takes the secret."""
    assert UUID not in redact(f"agent register {flag} {UUID} --name edge-7: 401 Unauthorized")


@pytest.mark.parametrize("flag", ["--sort-key", "--kms-key", "--partition-key", "--request-id"])
def test_a_uuid_given_to_a_flag_naming_an_id_stays(flag: str) -> None:
    """A key named for what it indexes, or kept elsewhere, is given by its id."""
    text = f"query {flag} {UUID} failed: token expired"
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("curl -s -u billing@shop.example:b81f0c2d9e3a4b5c6d7e8f90 https://desk.x", "b81f0c2d"),
        ("http --auth=ops@corp.example:Yt5!nP2qWz GET https://x.example", "Yt5!nP2q"),
        ("(printf 'Lk3^vB8n\\n'; printf 'Lk3^vB8n\\n') | smbpasswd -s -a ana", "Lk3^vB8n"),
        ("impdp sys/Ua9@kQ2w@//orahost:1521/XEPDB1 as sysdba", "Ua9@kQ2w"),
        ("notarize -u ci@team.example -p wqfz-kpdm-tbxe-hrsl --wait: 401", "wqfz-kpdm-tbxe-hrsl"),
        ("printf 'Nm4*zQ8wLs' | mount-tool -o pass_stdin //nas/x /mnt", "Nm4*zQ8w"),
        ("401: GET https://push.example/api/auth/Zr8kQm2Lw5Pn9Tx3Vb7c/send", "Zr8kQm2L"),
    ],
)
def test_a_credential_the_syntax_places_is_hidden(text: str, secret: str) -> None:
    """The value's place in the command or the URL says it is the credential."""
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "git push -u git@git.example:team/service.git main",
        "dune build -p mirage-crypto-rng-lwt @install",
        "scp -u deploy@10.1.2.3:2222 failed: permission denied",
        "(echo building; echo done) | tee build.log",
        "403 for https://api.example/v1/tokens/Zr8kQm2Lw5Pn9Tx3Vb7c/revoke",
        "403 on https://kv.example/secrets/api-key/0f9e8d7c6b5a49382716a5b4c3d2e1f0 (disabled)",
    ],
)
def test_the_same_places_with_ids_and_paths_stay(text: str) -> None:
    """A remote's path, a port, a log file, a REST collection's id, a secret's version stay."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('(MONGO_URI="mongodb+srv://c0.example.net/?authToken=Rk29dLq8Zm4Wp7Xn")', "Rk29dLq8"),
        ("DB_URL=clickhouse://ch.example:8443/?password=Yh7!vQ2mWz&secure=1 refused", "Yh7!vQ2m"),
    ],
)  # fmt: skip
def test_a_credential_in_a_connection_urls_query_is_hidden(text: str, secret: str) -> None:
    """A URL under a connection's name keeps its host, not a credential of its query."""
    out = redact(text)
    assert secret not in out
    assert "example" in out


@pytest.mark.parametrize(
    "key",
    ["9f1c2e7a4b6d8f0a1c3e5b7d9f2a4c6e", "c2a1f4e6-77b1-4d2e-9a0b-6e5f4d3c2b1a", "KX7Q2M9LP4ZR8T"],
)
def test_a_key_given_as_curls_user_with_no_password_is_hidden(key: str) -> None:
    """`curl -u <key>:` passes an API key as the user with an empty password: it is hidden."""
    shown = redact(f"HTTP 401 from (curl -s -u {key}: https://api.example.org/v2/items)")
    assert key not in shown
    assert "https://api.example.org/v2/items" in shown


@pytest.mark.parametrize("text", ["curl -u admin: http://x", "docker run -u 1000: img"])
def test_a_short_user_with_no_password_stays(text: str) -> None:
    """A short user name or a numeric id before an empty password is no key."""
    assert redact(text) == text
