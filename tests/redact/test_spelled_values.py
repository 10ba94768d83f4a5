"""A value spelled out where a credential word is: its bytes in hex (joined, one by one with
`0x`/`\\x` or a dump's columns), octal escapes, bits or decimal bytes, or one character at a
time; read back and hidden where it spells a generated value or a typed password
(``_spelled``). Hashes, ids and tables of numbers spell nothing of the kind and stay."""

from __future__ import annotations

import pytest

import toolretry.redact

REDACTED = "[REDACTED]"
redact = toolretry.redact.redact

SECRET = "Zq8RtW3xLp9KvN2m"  # (16 characters, generated-looking)
TYPED = "Hv7!rQm2Lx9w"  # (a typed password)


def _hex(value: str, sep: str = "", prefix: str = "") -> str:
    return sep.join(f"{prefix}{byte:02x}" for byte in value.encode())


SPELLED = [
    f"api_key = bytes.fromhex('{_hex(SECRET)}')",
    f"SELECT convert_from(decode('{_hex(SECRET).upper()}', 'hex'), 'UTF8') AS token",
    f"static const uint8_t api_key[] = {{ {_hex(SECRET, ', ', '0x')} }};",
    f"var signingKey = []byte{{{_hex(SECRET, ', ', '0x')}}}",
    f"TOKEN=$'{_hex(SECRET, '', chr(92) + 'x')}'",
    f"$ hexdump -v -e '1/1 \"%02x \"' secret.key\n{_hex(SECRET, ' ')}",
    f"$ xxd -g1 token.bin\n00000000: {_hex(SECRET[:8], ' ')}\n00000008: {_hex(SECRET[8:], ' ')}",
    f"key bytes: [{', '.join(str(byte) for byte in SECRET.encode())}]",
    f"password bytes: {', '.join(str(byte) for byte in TYPED.encode())}",
    f"token (octal): {''.join(chr(92) + format(byte, '03o') for byte in SECRET.encode())}",
    f"secret bits: {' '.join(format(byte, '08b') for byte in SECRET.encode())}",
    f"api token, spelled: {'-'.join(SECRET)}",
    f"$ fold -w1 ~/.token\n{chr(10).join(SECRET)}\n",
]


@pytest.mark.parametrize("text", SPELLED)
def test_a_spelled_out_secret_is_hidden(text: str) -> None:
    out = redact(text)
    assert REDACTED in out
    for form in (_hex(SECRET), _hex(SECRET, " "), _hex(SECRET, ", ", "0x"), SECRET):
        assert form[:16] not in out


KEPT = [
    # a digest's bytes are not text
    "key sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
    "token hash bytes: 0x9f, 0x86, 0xd0, 0x81, 0x88, 0x4c, 0x7d, 0x65, 0x9a, 0x2f, 0xea, 0xa0",
    # numbers in a table, words spaced out
    "key metrics: 12, 14, 15, 11, 10, 9, 12, 13, 18, 20, 22, 25, 24",
    "token counts 10 12 15 20 25 30 35 40 45 50 55 60 65",
    "P A S S W O R D   R E S E T   R E Q U I R E D",
    "api key rotation: 2026-12-01 2026-12-02 2026-12-03 2026-12-04",
    # hex that spells plain words (a hex dump of a config line) is not a generated value
    f"key file dump: {_hex('password_file=/etc/app', ' ')}",
]


@pytest.mark.parametrize("text", KEPT)
def test_what_spells_no_secret_is_kept(text: str) -> None:
    assert redact(text) == text


def test_without_a_credential_word_nothing_is_read_back() -> None:
    text = f"payload: {_hex(SECRET, ', ', '0x')}"
    assert redact(text) == text
