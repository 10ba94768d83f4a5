"""Held-out set 81: secrets written in encodings and layouts no earlier set used — most of
them ways of writing digits.

Each was grepped for (the text or the character that marks it) in every earlier
``benchmarks/*heldout*`` file; those that matched were dropped (braille, Morse, ascii85,
base45, base58, base91, Z85, bech32, uuencode, quoted-printable, punycode, ROT47, Atbash,
Polybius, tap code, T9 and multi-tap, A1Z26, semaphore, Baudot, EBCDIC, superscript digits,
double-struck digits, monospace digits, Suzhou and counting-rod numerals, Ol Chiki, Adlam and
N'Ko digits, Intel HEX among them). Used here (0 earlier files each): dingbat negative circled
digits (❶), circled digits (①), parenthesized digits (⑴), digits with a full stop (⒈), double
circled digits (⓵), mathematical sans-serif bold digits (𝟬), mathematical sans-serif digits
(𝟢), digits with a comma (🄁), the Roman numeral characters (Ⅰ), Greek alphabetic numerals
with the keraia, Hebrew gematria letters, Kaktovik numerals, Mayan numerals, New Tai Lue
digits, Brahmi digits, the Baconian cipher and binary-coded decimal nibbles.
"""

from __future__ import annotations

import string

from _heldout_secrets_harness import ALNUM, Case, Values

__all__ = ["encoded_cases"]


def _pin(v: Values, n: int, first: str = "123456789", rest: str = string.digits) -> str:
    return v.gen(first, 1) + v.gen(rest, n - 1)


def _map(digits: str, zero: int) -> str:
    return "".join(chr(zero + int(d)) for d in digits)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pin = _pin(v, 8, rest="123456789")
    s = "".join(chr(0x2775 + int(d)) for d in pin)  # ❶ is U+2776
    add("negative circled digits", "a PIN in dingbat negative circled digits (❶❷❸) in a chat",
        f"[19:02] dana: the new franking PIN is {s} — don't paste it in #general", s, raises="cause")  # fmt: skip

    pin = _pin(v, 8, rest="123456789")
    s = "".join(chr(0x245F + int(d)) for d in pin)  # ① is U+2460
    add("circled digits", "a card PIN in circled digits (①②③) in a note",
        f"Note to self — card PIN {s}", s, raises="note")  # fmt: skip

    pin = _pin(v, 8, rest="123456789")
    s = "".join(chr(0x2473 + int(d)) for d in pin)  # ⑴ is U+2474
    add("parenthesized digits", "an OTP in parenthesized digits (⑴⑵⑶) pasted from a PDF",
        f"OTP: {s}\n(copied from the courier's PDF notice)", s, raises="args")  # fmt: skip

    pin = _pin(v, 8, rest="123456789")
    s = "".join(chr(0x2487 + int(d)) for d in pin)  # ⒈ is U+2488
    add("digit full stop", "a locker code in digits with a full stop (⒈⒉⒊)",
        f"Parcel locker 4412, pickup code {s}", s, raises="keyerror")  # fmt: skip

    pin = _pin(v, 8, rest="123456789")
    s = "".join(chr(0x24F4 + int(d)) for d in pin)  # ⓵ is U+24F5
    add("double circled digits", "a recovery PIN in double circled digits (⓵⓶⓷)",
        f"e-ID wallet recovery PIN: {s}", s, raises="oserror")  # fmt: skip

    s = _map(_pin(v, 8), 0x1D7EC)
    add("math sans-serif bold digits", "a PIN styled in mathematical sans-serif bold digits (𝟬𝟭𝟮) by a social app",
        f"ur bank app PIN is literally {s} lol change it", s, raises="process")  # fmt: skip

    s = _map(_pin(v, 10), 0x1D7E2)
    add("math sans-serif digits", "an OTP in mathematical sans-serif digits (𝟢𝟣𝟤) from a styled SMS",
        f"Your UAE PASS OTP: {s}", s, raises="group")  # fmt: skip

    s = _map(_pin(v, 8), 0x1F101)
    add("digit comma", "a PIN in digits with a comma (🄁🄂🄃) from a font converter",
        f"kiosk unlock: {s}", s, raises="context")  # fmt: skip

    pin = _pin(v, 8, rest="123456789")
    s = " ".join(chr(0x215F + int(d)) for d in pin)  # Ⅰ is U+2160
    add("roman numeral characters", "a PIN in the Unicode Roman numeral characters (Ⅰ Ⅱ Ⅲ)",
        f"Safe combination: {s}", s, raises="cause")  # fmt: skip

    greek = "αβγδεϛζηθ"
    pin = _pin(v, 8, rest="123456789")
    s = " ".join(greek[int(d) - 1] + "ʹ" for d in pin)
    add("greek numerals", "a PIN in Greek alphabetic numerals with the keraia (αʹ βʹ)",
        f"Κωδικός: {s}", s, raises="note")  # fmt: skip

    hebrew = "אבגדהוזחט"
    pin = _pin(v, 8, rest="123456789")
    s = "-".join(hebrew[int(d) - 1] for d in pin)
    add("hebrew gematria", "a code in Hebrew gematria letters (א=1 ... ט=9)",
        f"הקוד בגימטריה: {s}", s, raises="args")  # fmt: skip

    s = _map(_pin(v, 8), 0x1D2C0)
    add("kaktovik numerals", "a PIN in Kaktovik numerals (U+1D2C0) from an Iñupiaq keyboard",
        f"PIN: {s}", s, raises="keyerror")  # fmt: skip

    s = _map(_pin(v, 8), 0x1D2E0)
    add("mayan numerals", "a PIN in Mayan numerals (U+1D2E0)", f"código: {s}", s, raises="oserror")

    s = _map(_pin(v, 8), 0x19D0)
    add("new tai lue digits", "an OTP in New Tai Lue digits (᧐᧑᧒)", f"OTP {s}", s, raises="process")

    s = _map(_pin(v, 8), 0x11066)
    add("brahmi digits", "a PIN in Brahmi digits (𑁦𑁧𑁨)", f"PIN {s}", s, raises="group")

    word = v.gen(string.ascii_uppercase.replace("J", "").replace("V", ""), 6)
    bacon = " ".join(
        format("ABCDEFGHIKLMNOPQRSTUWXYZ".index(c), "05b").translate(str.maketrans("01", "AB"))
        for c in word
    )
    add("baconian cipher", "a password hidden in the Baconian cipher (24 letters, A/B groups)",
        f"puzzle hunt clue for the vault password: {bacon}", bacon, raises="context")  # fmt: skip

    pin = _pin(v, 10)
    bcd = " ".join(format(int(d), "04b") for d in pin)
    add("bcd nibbles", "a PIN as binary-coded decimal nibbles in a firmware dump",
        f"eeprom[0x40..0x44] pin_bcd = {bcd}", bcd, raises="runtime")  # fmt: skip

    assert all(c in ALNUM for c in word)
    return out
