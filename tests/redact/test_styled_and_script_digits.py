"""Codes written in another script's digits or in a decorative alphabet are read as the ASCII
letters and digits they stand for; a decorative run that reads as no word is hidden."""

from __future__ import annotations

import sys
import unicodedata

import pytest

from toolretry.redact import REDACTED, redact
from toolretry.redact._styled_chars import STYLED, plain_char


def _in(digits: str, zero: int) -> str:
    return "".join(chr(zero + int(d)) for d in digits)


@pytest.mark.parametrize(
    ("template", "zero"),
    [
        ("رمز التحقق الخاص بك هو {}. لا تشاركه", 0x0660),
        ("رمز عبور: {}", 0x06F0),
        ("आपका ओटीपी {} है", 0x0966),
        ("আপনার পিন {}", 0x09E6),
        ("รหัส PIN ใหม่ของคุณคือ {}", 0x0E50),
        ("உங்கள் OTP {} ஆகும்", 0x0BE6),
        ("လျှို့ဝှက်နံပါတ် {}", 0x1040),
        ("ನಿಮ್ಮ ಹೊಸ UPI PIN {}", 0x0CE6),
        ("നിങ്ങളുടെ OTP {} ആണ്", 0x0D66),
        ("𐒖𐒙𐒘 OTP: {}", 0x104A0),
        ("ਤੁਹਾਡਾ ਗੁਪਤ ਪਿੰਨ {} ਹੈ", 0x0A66),
        ("మీ OTP {}. ఎవరితోనూ పంచుకోవద్దు", 0x0C66),
    ],
)
def test_a_code_in_a_scripts_digits_is_hidden_as_in_ascii(template: str, zero: int) -> None:
    digits = "58140973"
    text = template.format(_in(digits, zero))
    assert redact(template.format(digits)) != template.format(digits)  # the ASCII control
    out = redact(text)
    assert (REDACTED in out, _in(digits, zero)[2:] in out) == (True, False)


@pytest.mark.parametrize(
    "text",
    [
        "الطلب رقم ١٢٣٤٥ تم شحنه",
        "สินค้า ๓ ชิ้น ราคา ๑๒๐ บาท",
        "पृष्ठ ४२ पर देखें, अध्याय १२",
        "ফাইলে ১২৩টি সারি আছে",
    ],
)
def test_counts_and_numbers_in_a_scripts_digits_stay(text: str) -> None:
    assert redact(text) == text


def _styled(plain: str, upper: int, lower: int, digit: int | None = None) -> str:
    out = []
    for char in plain:
        if char.isupper():
            out.append(chr(upper + ord(char) - ord("A")))
        elif char.islower():
            out.append(chr(lower + ord(char) - ord("a")))
        else:
            out.append(chr(digit + int(char)) if digit is not None else char)
    return "".join(out)


_FRAKTUR_BOLD = (0x1D56C, 0x1D586)
_SANS_BOLD = (0x1D5D4, 0x1D5EE, 0x1D7EC)
_SQUARED = (0x1F130, 0x1F130)
_NEGATIVE_SQUARED = (0x1F170, 0x1F170)
_PARENTHESIZED = (0x249C, 0x249C)


@pytest.mark.parametrize(
    ("template", "value", "style"),
    [
        (
            "incorrect passphrase supplied to decrypt private key ({})",
            "dLhgVJieyRkkLf",
            _FRAKTUR_BOLD,
        ),
        ("prod key → {}", "ril8TVfzcsOdcl", _SANS_BOLD),
        ("your reset code is {} (valid 15 min)", "ANLJNHZGKPJQS", _SQUARED),
        ("licence key is {} (don't share)", "IBRAMOLHMWWQBE", _NEGATIVE_SQUARED),
        ("Guest Wi-Fi  {}", "tpmtvkersnlnvxt", _PARENTHESIZED),
        ("notes: {}", "QzKwXvBnMpTrLs", _SANS_BOLD),
    ],
)
def test_a_decorative_run_in_no_words_order_is_hidden(
    template: str, value: str, style: tuple[int, ...]
) -> None:
    styled = _styled(value, *style)
    out = redact(template.format(styled))
    assert (REDACTED in out, styled[3:11] in out) == (True, False)


@pytest.mark.parametrize(
    ("words", "style"),
    [
        (["Congratulations", "to", "the", "team"], _SANS_BOLD),
        (["IMPORTANT", "NOTICE"], _SQUARED),
        (["Thankyousomuch"], _FRAKTUR_BOLD),
        (["ImportantNotice", "today"], _SANS_BOLD),
    ],
)
def test_decorative_words_stay(words: list[str], style: tuple[int, ...]) -> None:
    text = "Banner: " + " ".join(_styled(word, *style) for word in words)
    assert redact(text) == text


def test_every_decimal_digit_this_python_knows_is_read_as_its_value() -> None:
    styled = set()
    for span in STYLED.split("-"):
        styled.update(span)
    missed = [
        hex(code)
        for code in range(0x80, sys.maxunicode + 1)
        if chr(code).isdecimal() and plain_char(chr(code)) != str(unicodedata.decimal(chr(code)))
    ]
    assert missed == []


@pytest.mark.parametrize(
    ("char", "plain"),
    [
        ("⒜", "a"),
        ("🅰", "A"),
        ("🅐", "A"),
        ("🄰", "A"),
        ("ⓩ", "z"),
        ("⑩", "10"),
        ("𝟴", "8"),
        ("é", None),
    ],
)
def test_plain_char(char: str, plain: str | None) -> None:
    assert plain_char(char) == plain


@pytest.mark.parametrize(
    ("text", "numerals"),
    [
        ("【ACME】您的验证码为五一五三三一四四三八，5分钟内有效。", "五一五三三一四四三八"),
        ("我的支付密码是 叁玖叁肆贰肆陆伍叁，为什么提示错误？", "叁玖叁肆贰肆陆伍叁"),
    ],
)
def test_a_code_in_chinese_numerals_is_hidden(text: str, numerals: str) -> None:
    assert numerals[2:7] not in redact(text)


@pytest.mark.parametrize("text", ["星期一二三四五都营业，共三十二家店。", "第一二三四组"])
def test_numerals_of_no_code_stay(text: str) -> None:
    assert redact(text) == text


def test_openssl_private_fields_are_hidden_and_public_ones_stay() -> None:
    text = (
        "Private-Key: (256 bit)\npriv:\n    7a:19:87:5c:dd:d5:7c:7b:9e:9c:c4:7a:98:d6:aa:\n"
        "    36:29\npub:\n    04:aa:bb:cc\nASN1 OID: prime256v1"
    )
    out = redact(text)
    assert ("7a:19:87" in out, "04:aa:bb:cc" in out, "ASN1 OID: prime256v1" in out) == (
        False,
        True,
        True,
    )
