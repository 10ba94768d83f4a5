"""A recovery code or key found by its groups after the word for code or key in any language
(no list holds every language's word for recovering), a UUID under a name that ends in key or
token, a pre-shared key's hex; and what stays: error, postal and phone codes, ids, values a
listing elides, usage placeholders and values the text calls public."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact

HIDDEN = [
    ("Msimbo wa kurejesha: 4fd2a-91c3e tafadhali", "4fd2a-91c3e"),  # Swahili
    ("รหัสกู้คืน: KQ7P2-ZM4XD-8RWT1-LN3VB", "KQ7P2-ZM4XD-8RWT1-LN3VB"),  # Thai
    ("کد بازیابی: 7h2kq-9xm4p", "7h2kq-9xm4p"),  # Persian
    ("Ο κωδικός ανάκτησης: 3f9d2-a81c7", "3f9d2-a81c7"),  # Greek
    ("रिकवरी कोड: 8841 2290 7713", "8841 2290 7713"),  # Hindi, digit groups
    ("복구 코드: X9KD2-MP4QL-7TRW3", "X9KD2-MP4QL-7TRW3"),  # Korean
    ("Wiederherstellungsschlüssel: 4Q9D-K2MX-7PLT-88RW-ZB3N-Q1VC", "4Q9D-K2MX-7PLT"),  # German
    ("ключ восстановления: 9KQ2-ZM7X-P4LT-W8RD", "9KQ2-ZM7X-P4LT-W8RD"),  # Russian
    ("Klíč pro obnovení: 2HX7-QK9M-4PZT-8LWD", "2HX7-QK9M-4PZT-8LWD"),  # Czech
    ("Kurtarma kodu: a7c2e-4b91f", "a7c2e-4b91f"),  # Turkish
    ("PIN կոդ՝ 482913։", "482913"),  # Armenian, a PIN's code after its own comma
    ("备用码：Q7ZK2M9XP4LTW8RDN3VB", "Q7ZK2M9XP4LTW8RDN3VB"),  # Chinese, glued
    ('graphhopper_key = "d9624d91-3157-64e5-d274-144656bc57e0"', "d9624d91-3157"),
    ("X-Acme-Token: 5b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e", "5b2c3d4e-5f6a"),
    ("acmeKey=6a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d", "6a1b2c3d-4e5f"),
    (
        "/var/lib/iwd/Office.psk:PreSharedKey="
        "c84c7662d7fafc1345b1f53ac27138e04056430a34bafbce6c92218f86faabf1",
        "c84c7662d7fafc13",
    ),
    ("shared_secret_key=0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6071", "0a1b2c3d4e5f6071"),
    ('  token = [-"old"-] {+"jfr98T1utninfruzv9SRqWUIaxTD"+}', "jfr98T1utninfruz"),
    # a Terraform variable named for a vendor's key, its default two lines down
    (
        'variable "opencage_key" {\n  type = string\n'
        '  default = "7e1f0c2a-9b3d-4e5f-8a6b-1c2d3e4f5a6b"\n}',
        "7e1f0c2a-9b3d",
    ),
    ('variable "relay_token" {\n  default = "Zx81kq0PLmmQ7vW3nT5yR2uB"\n}', "Zx81kq0PLmmQ7vW3"),
]


@pytest.mark.parametrize(("text", "secret"), HIDDEN)
def test_the_secret_is_hidden(text: str, secret: str) -> None:
    out = redact(text)
    assert secret not in out, out
    assert REDACTED in out


KEPT = [
    "error code: 80070005, exit code 137, status code 404",
    "country code: US, zip code 94103, area code: 415-555-0100",
    "promo code: SUMMER-2024 applied; build code ubuntu-22-04",
    "mã lỗi: 0x80070005 tại bước 3",
    "código de error: E-1042-B; código postal 28013",
    "code: 2026-12-05 release-2024-rc1",
    "Tajni ključ kid-4c1cad76 je opozvan 04.12.2026",
    "Error code: 0x8007-0005 while installing",
    "tracking code 1Z99-9AA1-0123 delivered",
    "product code: SKU-4412-B7 out of stock; part code AB12-CD34",
    "Kod błędu: 0x1F4-2A3 podczas instalacji",
    "iconv -encoding UTF16LEandMoreWords x; decoder: 7h2kq-9xm4p",
    "Resource group 'rg-token-prod' not found (subscription bea66362-134b-923f-ffba-7256b6278189)",
    "CREATE_FAILED (RequestToken: 2a9421d7-18c3-5713-151a-9b6dc0c9e454)",
    "no row with key d9624d91-3157-64e5-d274-144656bc57e0",
    "idempotency_key: d9624d91-3157-64e5-d274-144656bc57e0",
    'variable "cache_key" {\n  default = "d9624d91-3157-64e5-d274-144656bc57e0"\n}',
    'variable "partition_key" { default = "tenant_id" }',
    "X-Correlation-Id: a5d0039e-4282-a184-0b01-d8b92ddeefca after X-Api-Key: ██",
    "image_sha256_digest=c84c7662d7fafc1345b1f53ac27138e04056430a34bafbce6c92218f86faabf1",
    '{"id": 41, "display": "agent", "key": "e797…", "write_enabled": false}',
    "token: sk-…4f2a (shown cut)",
    'Authorization: Token token="…" (format only; key elided) in docs example',
    "Usage: tsig-keygen [-a alg] [keyname]",
    "usage: mysql [-u user] [-p password] [-h host]",
    "Mappedin API key mik_CBMvQmHhhQ8VdUP5wTWb (public, paired with a server-side secret)",
    "Klevu JS API key klevu-613095741218747892 (storefront, public)",
    "search API key key_CoZUOW3rua6iCUeG (public index key; the token is separate)",
    "Sigstore log index 421201617 rekor entry "
    "5164891dbf792220bff8667b099d0cdf516bb0044e71033cdd71c64609ae613d",
    "signal strength 5164891dbf792220bff8667b099d0cdf516bb0044e71033c",
]


@pytest.mark.parametrize("text", KEPT)
def test_the_text_stays(text: str) -> None:
    assert redact(text) == text


def test_a_value_said_public_only_in_a_longer_sentence_stays_hidden() -> None:
    out = redact("api_key=Zx81kq0PLmmQ7vW3nT5yR2uB (public repo leaked it)")
    assert "Zx81kq0PLmmQ7vW3" not in out


def test_a_scheme_parameters_quoted_value_is_hidden() -> None:
    out = redact('authorization: Token token="9f8e7d6c5b4a3210ffee"')
    assert out == f'authorization: Token token="{REDACTED}"'


def test_a_typed_password_before_dots_stays_hidden() -> None:
    assert "hunter22" not in redact("password: hunter22...")


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("пин_код", "82331258"),
        ("bərpa_kodu", "3f6ed-6dba1"),
        ("herstelkode", "d47fe-9f638"),
        ("PinCode", "4821"),
        ("kod_pemulihan", "8841 2290 7713"),
        ("codigo_recuperacion", "a7c2e-4b91f"),
    ],
)
def test_an_argument_named_for_a_code_hides_a_codes_shape(name: str, value: str) -> None:
    assert RedactionPolicy().redact_params({name: value})[name] == REDACTED


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("zip_code", "94103"),
        ("country_code", "US"),
        ("error_code", "E-1042-B"),
        ("status_code", "404"),
        ("promo_code", "SUMMER-2024"),
        ("ping_count", "1234"),
        ("spin", "12345"),
        ("phone_area_code", "415-555-0100"),
        ("encoding", "2149 9453"),
        ("decoder", "7731 0042"),
    ],
)
def test_an_argument_named_for_another_code_stays(name: str, value: str) -> None:
    assert RedactionPolicy().redact_params({name: value})[name] == value
