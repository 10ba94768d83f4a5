"""Letters in another style read as their plain letters; a login before a one-label host; a
secret handed over as a command's argument; and what code, samples and ids show stays."""

from __future__ import annotations

import unicodedata

import pytest

from toolretry.redact import current_policy, redact

_KEY = "Tn4qWx8LmZ2rKv7PsY3c"


def _styled(text: str, first: int, first_digit: int | None = None) -> str:
    """``text`` in one of Unicode's mathematical alphabets (``first``: its capital A)."""
    out = []
    for char in text:
        if "A" <= char <= "Z":
            out.append(chr(first + ord(char) - ord("A")))
        elif "a" <= char <= "z":
            out.append(chr(first + 26 + ord(char) - ord("a")))
        elif char.isdigit() and first_digit is not None:
            out.append(chr(first_digit + int(char)))
        else:
            out.append(char)
    return "".join(out)


@pytest.mark.parametrize(
    ("first", "first_digit"),
    [(0x1D400, 0x1D7CE), (0x1D5A0, 0x1D7E2), (0x1D670, 0x1D7F6)],  # bold, sans-serif, monospace
)
def test_a_key_written_in_a_mathematical_alphabet_is_hidden(first: int, first_digit: int) -> None:
    styled = _styled(_KEY, first, first_digit)
    assert unicodedata.normalize("NFKC", styled) == _KEY
    out = redact(f"support ticket: the customer pasted their api key {styled} into the form")
    assert styled not in out
    assert "[REDACTED]" in out


def test_full_width_names_and_values_are_read_as_ascii() -> None:
    full = "".join(chr(ord(c) + 0xFEE0) if "!" <= c <= "~" else c for c in "token=" + _KEY)
    out = redact(f"ログ: {full} を受信しました")
    assert _KEY not in unicodedata.normalize("NFKC", out)


def test_a_pin_in_circled_digits_is_hidden() -> None:
    out = redact("SMS not sent: 'your card PIN is ⑦②⑨④, do not share it'")
    assert "⑦②⑨④" not in out


@pytest.mark.parametrize(
    "text",
    [
        "Temperatur 21 ℃ — Lieferung Nr. № 5 ™",
        "第①章 ⑵ を参照してください",
        "ｴﾗｰ: ファイルが見つかりません (コード ４０４)",
    ],
)
def test_styled_characters_without_a_secret_stay(text: str) -> None:
    assert redact(text) == text


def test_a_generated_password_before_a_host_of_one_label_is_hidden() -> None:
    out = redact("InvalidCodepoint at position 3 of 'deploy:" + _KEY.lower() + "9x@registry'")
    assert _KEY.lower() not in out
    assert "deploy:" in out
    assert "@registry" in out


@pytest.mark.parametrize(
    "text",
    [
        "npm ERR! 404 npm:left-pad@1.3.0 not found",
        "image ghcr.io/acme/api:1.4.2-rc1@sha256:" + "ab12" * 16,
        "sha256:" + "9f" * 32 + "@mirror",
        "git push origin:main@upstream rejected",
    ],
)
def test_versions_digests_and_refs_before_an_at_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "name",
    ["vault_token_arg", "db_password_option", "signing_key_param", "api_token_input"],
)
def test_a_secret_handed_as_an_argument_is_named_so(name: str) -> None:
    assert current_policy().is_secret_name(name)


@pytest.mark.parametrize("name", ["max_tokens_arg", "sort_key_option", "input_tokens"])
def test_counts_and_sort_keys_handed_as_arguments_are_not(name: str) -> None:
    assert not current_policy().is_secret_name(name)


@pytest.mark.parametrize(
    "text",
    [
        # code that reads the secret
        'src/app.rs:12:    let api_key = std::env::var("ACME_API_KEY")?;',
        "auth.ts:8: const token = await vault.read(path)",
        # a sample's placeholder
        '"password": "<your database password>"',
        # a value that is itself a credential's name
        'const TOKEN_HEADER = "x-acme-token";',
        "SECRET_ENV_VAR=STRIPE_SECRET_KEY",
        # a credential's public id
        "passkey credential_id Q2x9mWk3/Tz8pL4vRn7sY2bH5cJ6dF1g registered",
    ],
)
def test_code_samples_names_and_ids_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        "password=Mq7!vZ2wLp(expired)",
        f'api_key = "{_KEY}"',
        f"token={_KEY}[0]",
    ],
)
def test_a_secret_before_a_bracket_is_still_hidden(text: str) -> None:
    out = redact(text)
    assert "Mq7!vZ2wLp" not in out
    assert _KEY not in out


def test_a_value_struck_through_is_read_as_its_characters() -> None:
    struck = "".join(char + "\u0336" for char in "Zq4!mWx8Lp")
    out = redact(f"edit history: old password {struck} was visible")
    assert "Z\u0336q\u03364" not in out


@pytest.mark.parametrize("text", ["release 2\ufe0f\u20e3 shipped 👍🏽", "I ❤\ufe0f this build"])
def test_emoji_with_keycaps_and_selectors_stay(text: str) -> None:
    assert redact(text) == text
