"""A tool argument's value judged by its shape where its name says nothing the vocabulary
reads: digits scattered through letters as random output's are, and an id that is a secret."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy

_POLICY = RedactionPolicy()


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("bazaarvoice_passkey", "n0e8dyh3y0ugfv80mzx3qal4ggn99r"),
        ("relay", "q7w2e9r4t1y8u3i6o0p5a2s7d4f9g1"),
        ("ijambo", "k3m9x2p7q4w8z1n6b5v0c8r2"),
        ("arg2", "a9s8d7f6g5h4j3k2l1z0x9c8"),
    ],
)
def test_a_run_with_scattered_digits_is_hidden_under_any_name(name: str, value: str) -> None:
    """Lower-case letters cut by digits every few characters read as no words (`ugfv`)."""
    assert _POLICY.redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("tebra_customer_key", "w35sc0v2ajvc"),
        ("relay_token", "b7k2m9q4x1z8"),
        ("merchant_secret", "9fj3k2l8d0sa"),
    ],
)
def test_a_short_opaque_value_under_a_credentials_word_is_hidden(name: str, value: str) -> None:
    assert _POLICY.redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("vault_secret_id", "3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70"),
        ("approle_secret_id", "6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d"),
        ("SecretID", "5b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e"),
    ],
)
def test_a_secret_id_is_the_secret(name: str, value: str) -> None:
    """Vault's AppRole `secret_id` and Consul's `SecretID` log in by themselves."""
    assert _POLICY.redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("SecretId", "prod/db-creds"),
        ("secret_id", "arn:aws:secretsmanager:us-east-1:123456789012:secret:prod/db-AbCdEf"),
        ("order_id", "3f1c2a9e-8b7d-4c6e-9a1f-2b3c4d5e6f70"),
        ("image", "python3.11-slim-bookworm"),
        ("collation", "utf8mb4_0900_ai_ci"),
        ("release", "release-2024-candidate-build"),
        ("instance_type", "g4dn-xlarge-us-east-1-spot"),
        ("customer_key", "CUST-000123"),
        ("platform", "x86_64-linux-gnu"),
    ],
)
def test_names_paths_and_words_with_digits_stay(name: str, value: str) -> None:
    """AWS's `SecretId` names a secret by its path or ARN; a number joined to words once or
    twice (`utf8mb4`, `ubuntu22`) is no random run."""
    assert _POLICY.redact_params({name: value})[name] == value


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("router_key", "quoin hollow moraine ember"),
        ("enrolment_secret", "cobalt-meadow-tiller-lantern-quay"),
        ("site_pass", "d3573-899db-e41c0"),
        ("device_token", "7KQ2-MX9P-4RTW-8ZLN"),
        ("recovery_words", "ingot purlin bracken corbel moraine aspen"),
        ("hash_salt", "A68AOSizyKJGcyDl5ygGfyl5HTEdggB8"),
        ("HASHIDS_SALT", "pepper mill garnet"),
    ],
)
def test_a_passphrase_or_a_codes_groups_under_a_credentials_word_are_hidden(
    name: str, value: str
) -> None:
    """Words drawn from a list, or groups printed to be typed, are what a key's, a pass's or
    a salt's name holds in those shapes."""
    assert _POLICY.redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("sort_key", "created desc name"),
        ("cache_key", "user-42-profile-v3"),
        ("feature_key", "new-checkout-v2"),
        ("translation_key", "errors.not-found"),
        ("search_phrase", "red shoes size ten"),
        ("idempotency_key", "order-2291-retry-3"),
        ("passage", "call me ishmael some years ago"),
    ],
)
def test_words_and_ids_under_other_keys_stay(name: str, value: str) -> None:
    assert _POLICY.redact_params({name: value})[name] == value
