"""After a secret's name and a colon, a label or an error's phrase is no value; a value shown
masked with bullets is kept as it is shown."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    "text",
    [
        "generic_secret: filename: /etc/envoy/secrets/hmac.txt not readable",
        "OAuth: invalid_grant: refresh token expired after 90 days",
        "k8s-secret: kind: Secret metadata.name: api-tls",
        "attribute userPassword: constraint violation (password in history)",
        "open credentials.json: permission denied (mode 0644)",
        "git-secrets: found forbidden pattern in config/keys.example.yml",
        "db_password: lookup failed for vault path kv/app",
        "api_token: request rejected by the proxy",
    ],
)
def test_a_label_or_an_errors_phrase_after_a_secrets_name_stays(text: str) -> None:
    """The next pair's name (`kind:`), or a word an error's phrase ends after (`permission
    denied`): nothing was given under the secret's name."""
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("password: hunter2: rejected by the server", "hunter2"),
        ("password: sunshine", "sunshine"),
        ("client_secret: shortlower for app", "shortlower"),
        ("db_password: Zx81kq0PLmm failed", "Zx81kq0PLmm"),
        ("token: ab12cd34ef: denied", "ab12cd34ef"),
    ],
)
def test_a_value_is_still_hidden(text: str, secret: str) -> None:
    """A value with digits before a colon, a word with no phrase after it: hidden."""
    out = redact(text)
    assert secret not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "webhook secret whsec_••••••••4f2a does not match",
        "api key sk_live_•••9f2a was rotated",
        "token ••••••4c82 expired",
    ],
)
def test_a_value_masked_with_bullets_is_kept_as_shown(text: str) -> None:
    """Bullets mask as `*` and an ellipsis do: what is shown is no secret, and it says which."""
    assert redact(text) == text
