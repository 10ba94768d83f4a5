"""A secret spelled in character codes where a language or a tool writes them: inside a call
after its name, in SQL's CHAR(… USING …), as `$`-marked hex bytes, RTF's and CSS's escapes, a
list of binary numbers, or the bits of a key's bytes."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


def _codes(value: str, form: str, sep: str = " ") -> str:
    return sep.join(format(ord(c), form) for c in value)


_VALUE = "Zq8#pLmW2vTx"


@pytest.mark.parametrize(
    ("before", "codes", "after"),
    [
        ("(define token (bytes ", _codes(_VALUE, "d"), "))"),
        ("(setq api-key (vector ", _codes(_VALUE, "d"), "))"),
        ("ALTER USER 'app'@'%' IDENTIFIED BY CHAR(", _codes(_VALUE, "d", ","), " USING utf8mb4)"),
        ("SELECT CHAR(", _codes(_VALUE, "d", ", "), ") AS pw"),
        ("passwd:  dc.b ", ",".join("$" + format(ord(c), "02X") for c in _VALUE), ",0"),
        ("secret: .byte ", ",".join("$" + format(ord(c), "02x") for c in _VALUE), ""),
        ("Wi-Fi key: ", "".join("\\'" + format(ord(c), "02x") for c in _VALUE), "\\par}"),
        ("token: [", ", ".join(format(ord(c), "b") for c in _VALUE), "]"),
    ],
)
def test_codes_spelling_a_secret_are_hidden(before: str, codes: str, after: str) -> None:
    out = redact(before + codes + after)
    third = len(codes) // 3
    assert (REDACTED in out, codes[third : 2 * third] in out) == (True, False)


def test_the_codes_of_a_key_in_sql_are_gone() -> None:
    text = f"CREATE USER 'etl' IDENTIFIED BY CHAR({_codes(_VALUE, 'd', ',')} USING utf8mb4)"
    assert redact(text) == f"CREATE USER 'etl' IDENTIFIED BY CHAR({REDACTED} USING utf8mb4)"


def test_the_bits_of_a_random_key_near_its_name_are_hidden() -> None:
    raw = bytes.fromhex("13246a0ed6b5ab16a6d5c3f1097e2c5d")
    bits = "".join(format(byte, "08b") for byte in raw)
    out = redact(f">>> bits.frombytes(key)\n>>> bits\nbitarray('{bits}')")
    assert (bits[:16] in out, REDACTED in out) == (False, True)


@pytest.mark.parametrize(
    "text",
    [
        "ERROR 1406: Data too long for column 'name' varchar(255) at row 1",
        "(list 10 20 30 40 50 60 70 80 90)",
        "mask key 1111111100000000111111110000000011111111000000001111111100000000",
        "key flags 0000000000000000000000000000000000000000000000000000000000000001",
        "token counts (bytes 120 340 560 780 900 1000 1200 1400)",
        "prices: $12,$15,$18,$20,$22,$25,$30,$35 per seat",
        "SELECT CHAR(72, 101, 108, 108, 111, 32, 119, 111, 114, 108, 100) -- greeting",
    ],
)
def test_numbers_that_spell_no_secret_stay(text: str) -> None:
    assert redact(text) == text


def test_codes_spelling_a_password_where_a_login_failed_are_hidden() -> None:
    codes = ",".join(str(ord(c)) for c in "pqcCWC9VJYnS")
    out = redact(f"Main.hx:21: [{codes}]\nMain.hx:22: login failed")
    assert out == f"Main.hx:21: [{REDACTED}]\nMain.hx:22: login failed"


def test_numbers_beside_a_login_that_spell_no_secret_stay() -> None:
    text = "login stats [10, 12, 15, 20, 22, 25, 30, 31, 33, 40, 41, 50]"
    assert redact(text) == text
