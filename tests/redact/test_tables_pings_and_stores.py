"""A secret's name and its value as a two-cell row with no header above it; a heartbeat's or a
ping's URL; a generated constant a disassembly stores under a name ending in a key's word."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("$ railway variables\n║ HOOK_VERIFICATION_TOKEN │ d4e026ae-e332-46e9-95aa-171d11f85c36 ║\n"
         "║ PORT                    │ 8080                                 ║",
         "d4e026ae-e332-46e9-95aa-171d11f85c36"),
        ("| API_TOKEN | Xk9#mLp2qTzz7Wq |\n| REGION | eu-west-1 |", "Xk9#mLp2qTzz7Wq"),
        ("┃ DB_PASSWORD ┃ pL9!xQ2wTz ┃\n┃ DB_NAME ┃ shop ┃", "pL9!xQ2wTz"),
    ],
)  # fmt: skip
def test_a_two_cell_rows_value_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert (secret in out, REDACTED in out) == (False, True)


def test_the_other_rows_of_a_two_cell_table_stay() -> None:
    out = redact("║ HOOK_TOKEN │ d4e026ae-e332-46e9-95aa-171d11f85c36 ║\n║ PORT │ 8080 ║")
    assert out == f"║ HOOK_TOKEN │ {REDACTED} ║\n║ PORT │ 8080 ║"


@pytest.mark.parametrize(
    "text",
    [
        "| token | expired |\n| password | reset |",
        "| API_TOKEN | (set) |\n| SECRET_KEY | ******** |",
    ],
)
def test_two_cell_rows_of_words_and_masks_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("*/5 * * * * curl -fsS https://api.example.io/api/v1/heartbeats/"
         "il1hbt23yt8u33zgfsg7fyxcn40iu5rk3k1qfw || logger 'heartbeat failed'",
         "il1hbt23yt8u33zgfsg7fyxcn40iu5rk3k1qfw"),
        ("curl -fsS -m 10 --retry 5 https://hc-ping.example/5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4",
         "5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4"),
        ("wget -q https://cron.example/ping/4ade79701432bc23fa621478e2b7f9b139498bd5 -O /dev/null",
         "4ade79701432bc23fa621478e2b7f9b139498bd5"),
        ("<script src='https://cdn.editor.example/1/jj2zo39r2es29d4c6qb05e7fivpeyvngkbnf/e.js'>"
         "</script> A valid API key is required.", "jj2zo39r2es29d4c6qb05e7fivpeyvngkbnf"),
    ],
)  # fmt: skip
def test_a_pings_key_in_its_url_is_hidden(text: str, secret: str) -> None:
    assert secret not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "GET /api/v1/heartbeats/hb-checkout-42 200",
        "ping timeout to https://api.example.com/v1/users/5b2f0c1d-3e4a-4b5c-8d6e-7f8091a2b3c4",
        "ping https://x.example/ping/status ok",
    ],
)
def test_urls_of_no_ping_key_stay(text: str) -> None:
    assert redact(text) == text


def test_a_generated_constant_stored_under_a_keys_name_is_hidden() -> None:
    text = (
        "  1           2 LOAD_CONST               0 ('i6hZWX4ppKAjlxfKUWIgTO7rVxx54')\n"
        "              4 STORE_NAME               0 (GEOCODER_KEY)"
    )
    assert "i6hZWX4ppKAjlxfKUWIgTO7rVxx54" not in redact(text)


def test_a_word_stored_under_a_keys_name_stays() -> None:
    text = (
        "  1           2 LOAD_CONST               0 ('users')\n"
        "              4 STORE_NAME               0 (SORT_KEY)"
    )
    assert redact(text) == text


@pytest.mark.parametrize(
    "text",
    [
        'GET /api/v2/keys {"keys":[{"id":"e0e27cba-f46a-1f29-0279-d647a19eb528","label":"ci"}]}',
        '{"application_credentials": [{"id": "5ab09548d386970b7bc63b40bb166529", "name": "ci"}]}',
        '{"apiTokens":[{"id":"clq8x1","name":"ci","last4":"q7Xe"}]}',
        "settings: acme.token_param = header acme.rate_limit = 1000/h",
        "api_key_header=X-Api-Key",
        "API_KEY_ENV=MY_API_KEY",
    ],
)
def test_a_listing_of_keys_and_the_names_of_where_a_key_goes_stay(text: str) -> None:
    assert redact(text) == text


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ('{"cookies":[{"name":"sid","value":"Xk9mLp2qTzz7Wq4Abc","httpOnly":true}]}',
         "Xk9mLp2qTzz7Wq4Abc"),
        ('{"secret": {"data": "Xk9mLp2qTzz7Wq4"}}', "Xk9mLp2qTzz7Wq4"),
        ('{"tokens": [{"token": "9f8e7d6c5b4a39281706f5e4d3c2b1a0", "id": 3}]}',
         "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
        ("api_key_header=9f8e7d6c5b4a39281706f5e4d3c2b1a0", "9f8e7d6c5b4a39281706f5e4d3c2b1a0"),
    ],
)  # fmt: skip
def test_a_listing_that_holds_values_and_a_key_in_a_place_name_are_hidden(
    text: str, secret: str
) -> None:
    assert secret not in redact(text)
