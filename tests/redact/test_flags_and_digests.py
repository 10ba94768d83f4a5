"""Values that show no secret: a flag's yes or no in any language, a digest its algorithm names."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    "text",
    [
        "Kennwort gesetzt: nein",
        "mot de passe expiré : non",
        "пароль задан: да",
        "senha definida: não",
        "parola scaduta: no",
        "密码已设置：否",
        "hasło ustawione: tak",
    ],
)
def test_a_flag_s_yes_or_no_in_any_language_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "pulled registry.example.com/api@sha256:"
        "6b2f0c1d3e4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5 (auth token ok)",
        '"integrity": "sha512-Ux3kP9mQ2vL7wR4tN8yB5cH0jF6dS1aE3gU9iO2kV8mX4nP7qW0zT2bY6rL9eA=="',
        "checksum of the secret file: md5:9e107d9d372bb6826bd81d3542a419d6",
        "key digest sha1-2fd4e1c67a2d28fced849ee1bb76e7391b93eb12 matches",
    ],
)
def test_a_digest_its_algorithm_names_stays(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        # (a webhook's signature after `=`, OpenShift's token after `~`: secrets, not digests)
        "X-Hub-Signature-256: sha256="
        "6b2f0c1d3e4a5b6c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e",
        "oc login --token=sha256~Xq2vL7wR4tN8yB5cH0jF6dS1aE3gU9iO2kV8mX4nP7q",
    ],
)
def test_a_signature_or_a_token_shaped_like_one_is_hidden(text: str) -> None:
    assert REDACTED in redact(text)
