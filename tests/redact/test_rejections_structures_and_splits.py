"""Classes of secrets that leak by place, structure or layout, not by a credential's name: a value
a parser rejected and quoted back (whole, cut short, base-36), a value a structure names secret
(a credentials section, a Secret's data, a code field, an env list, a prefixed cookie), a
value split or re-laid (template halves, CONCAT, TeX escapes, escaped bars, folded lines,
invisible tag characters) and an argument named for a credential no family takes. What a
person typed, ids a label names, words and public data stay."""

from __future__ import annotations

import pytest

from toolretry.redact import redact, redact_value

R = "[REDACTED]"
# Made up for these tests (random-looking); none is real.
_MIXED = "Hq4ZtW9mPx2LcV7nRb3KdY8s"
_BASE36 = "q7xkz2vwp9rtm4jhc8nsdfl3bg"


@pytest.mark.parametrize(
    "template",
    [
        "AddressValueError: '{v}' does not appear to be an IPv4 or IPv6 address",
        "ValueError: time data '{v}' does not match format '%d/%m/%Y'",
        "SchemaError: '{v}' is not of type 'number'",
        'TypeMismatch: field "retries" wants "int" instead of value "{v}" of type "str"',
        "CallHintViolation: parameter workers='{v}' violates type hint <class 'int'>",
        "AddrFormatError: invalid IPNetwork {v}",
        "FormatException: The input string '{v}' was not in a correct format.",
        'Bareword "{v}" not allowed while "strict subs" in use at x.pl line 3.',
    ],
)
def test_a_machine_made_value_a_rejection_quotes_is_hidden(template: str) -> None:
    out = redact(template.format(v=_MIXED))
    assert _MIXED not in out
    assert R in out


@pytest.mark.parametrize(
    "template",
    [
        'NumberFormatException: For input string: "{v}"',
        'ERROR:  invalid input syntax for type uuid: "{v}"',
        "ValueError: expected only digits, got '{v}'",
    ],
)
def test_a_base36_value_a_parser_rejected_is_hidden(template: str) -> None:
    assert _BASE36 not in redact(template.format(v=_BASE36))


def test_a_copy_cut_short_goes_with_the_value_it_repeats() -> None:
    text = (
        f'ERROR: invalid input syntax for type uuid: "{_BASE36}"\n'
        f"LINE 1: ... WHERE ref = '{_BASE36[:20]}...\n"
    )
    out = redact(text)
    assert _BASE36[:12] not in out


@pytest.mark.parametrize(
    "text",
    [
        'calc: text ("Mz8RwQ2kLp...) and integer (7) cannot be added',
        "',' expected, at character offset 9 (before \"Vk3TqZ8wLmX2pRn...\")",
    ],
)
def test_a_value_a_tool_cut_short_is_hidden(text: str) -> None:
    assert R in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "ValueError: time data '2026-31-12' does not match format '%Y-%m-%d'",
        "ValueError: 'gateway.internal.example' does not appear to be an IPv4 or IPv6 address",
        'For input string: "warehouse2026backup01"',
        "SchemaError: 'RetryPolicy' is not of type 'object'",
        'calc: text ("RetryPolicy2...) and integer (7) cannot be added',
        "lookup failed: no key found whose kid is 'Lq2ZtP9mKx2LvB7nYc4RdF8s'",
    ],
)
def test_what_a_person_typed_and_labelled_ids_stay(text: str) -> None:
    assert redact(text) == text


def test_a_credential_word_inside_a_generated_run_hides_the_whole_run() -> None:
    value = "ZqTmWpKeY7x3RbV9nLc2HsD4"  # (`KeY` inside it)
    out = redact(f"SchemaError: '{value}' is not of type 'integer'")
    assert "ZqTmWp" not in out
    assert "7x3RbV" not in out


def test_a_webhook_host_hides_a_generated_path_and_keeps_a_short_id() -> None:
    out = redact("POST https://hooks.relay.example/in/Tq8ZmW3xLp6Vn2Kc9Hd4Rb7Y failed")
    assert out == f"POST https://hooks.relay.example/in/{R} failed"
    kept = "POST https://hooks.relay.example/in/k3x9q2mw returned 410"
    assert redact(kept) == kept


def test_a_credentials_section_hides_its_values_and_keeps_their_names() -> None:
    text = "[tokens]\nhttps://code.example.org/ = Pw7ZqLm3Xt9VkR2nBc8Hd4Ys\nretries = 3"
    out = redact(text)
    assert "Pw7ZqLm3" not in out
    assert "https://code.example.org/" in out
    assert "retries = 3" in out


def test_a_secret_manifest_hides_its_data_and_a_config_map_keeps_it() -> None:
    secret = "apiVersion: v1\ndata:\n  RELAY_ID: cmVsYXktb25lLXR3bw==\nkind: Secret\n"
    assert "cmVsYXktb25l" not in redact(secret)
    config = "apiVersion: v1\ndata:\n  RELAY_ID: relay-one\nkind: ConfigMap\n"
    assert redact(config) == config


def test_a_code_field_a_security_word_qualifies_is_hidden() -> None:
    out = redact('{"accessCode":"0f6e3d2c-1b0a-4f9e-8d7c-6b5a4f3e2d1c","region":"eu"}')
    assert "0f6e3d2c" not in out
    assert '"region":"eu"' in out
    kept = '{"statusCode": "E_RATE_LIMITED_429"}'
    assert redact(kept) == kept


def test_a_generated_value_in_an_env_list_is_hidden() -> None:
    text = "env:\n- name: RELAY_SEED\n  value: Vq3Lz8WmTx2Kp7Rn4Bc9HdYs\n- name: LOG\n  value: info"
    out = redact(text)
    assert "Vq3Lz8" not in out
    assert "value: info" in out


def test_a_prefixed_cookie_is_hidden_wherever_its_pair_stands() -> None:
    out = redact("headers: ['set-cookie:', '__Host-sess=Nq8ZtLw3xPk6Vn2RyB4c;', 'Path=/;']")
    assert "Nq8ZtLw3" not in out
    assert "__Host-sess=" in out


@pytest.mark.parametrize(
    "text",
    [
        "const k = `${'Wm4Tq9ZkLx2Pv7Rn'}${'Bc8Hd3Ys6Qz1Lm5N'}`;",
        "UPDATE t SET k = CONCAT('Wm4Tq9ZkLx2Pv7Rn', 'Bc8Hd3Ys6Qz1Lm5N') WHERE id = 2;",
        "Release token: \\texttt{Wm4Tq9ZkLx\\_2Pv7RnBc8H\\#d3Ys6}",
    ],
)
def test_a_value_in_pieces_is_hidden(text: str) -> None:
    out = redact(text)
    assert "Wm4Tq9Zk" not in out
    assert "Bc8Hd3Ys" not in out


def test_tex_escapes_in_prose_stay() -> None:
    text = "see report\\_final\\_2026.tex and CONCAT('north', 'wing')"
    assert redact(text) == text


def test_an_escaped_bar_stays_in_its_cell() -> None:
    text = "| host | passwd |\n|---|---|\n| db-3 | Zq7\\|mWx4\\|Lp9T |"
    assert "mWx4" not in redact(text)


def test_a_key_printed_folded_under_its_label_is_hidden() -> None:
    text = "$ fold -w 12 ~/.relay/token\nQx7mLw2PzK9v\nRt4NbY8cHd3S\nZp5W"
    out = redact(text)
    assert "Qx7mLw2P" not in out
    assert "Rt4NbY8c" not in out
    assert "Zp5W" not in out
    prose = "$ fold -w 12 notes-on-auth.txt\nreadme first\nthen install"
    assert redact(prose) == prose


def test_text_in_tag_characters_is_hidden() -> None:
    hidden = "".join(chr(0xE0000 + ord(c)) for c in "Lm8ZqW3tKx7Vp2Rn")
    out = redact(f"note: see docs{hidden}")
    assert out == f"note: see docs{R}"


def test_superscript_digits_read_as_digits() -> None:
    assert "²" not in redact("your card PIN is ⁽¹²³⁹⁸⁷⁾.").replace("⁽", "").split("PIN")[1]


def test_an_argument_named_for_a_credential_hides_an_opaque_run() -> None:
    exported = redact_value(
        {
            "relay_edge_key": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
            "vendor_pak": "vpak_hqzxtwmrbkjcflpvsdngtqxwmzkr",
            "sort_key": "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
        }
    )
    assert exported["relay_edge_key"] == R
    assert exported["vendor_pak"] == R
    assert exported["sort_key"] == "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f"


def test_a_vault_reference_is_where_a_secret_lives_not_the_secret() -> None:
    text = "db_password = vault:kv/data/billing/pg#pw (resolved at start)"
    assert redact(text) == text


def test_a_name_left_empty_before_prose_keeps_the_prose() -> None:
    text = "note: added RELAY_TOKEN= with nothing after it"
    assert redact(text) == text
