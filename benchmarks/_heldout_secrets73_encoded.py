"""Held-out set 73: secrets written in encodings and layouts no earlier set used, from this
set's languages and scripts.

Each was grepped for (the text or character that marks it) in every earlier
``benchmarks/*heldout*`` file; these matched nothing: a password typed with the Georgian,
Armenian (phonetic), Kazakh and Mongolian (Cyrillic) keyboard layouts switched on ("wrong
layout"; the key maps are as remembered), Mongolian digits (U+1810 to U+1819) for a PIN and
a key's digits, a token written one letter a line under a Mongolian-script heading (the
vertical script's layout), a token underlined with U+0332 COMBINING LOW LINE and with
U+0333 COMBINING DOUBLE LOW LINE after each character, and PINs dictated as number words in
Georgian, Armenian, Kazakh and Mongolian. Dropped because earlier sets used them: the
Mongolian free variation selector and vowel separator interleaved, U+0305 overline,
``fold -w`` wrapping, Russian ЙЦУКЕН mistyping, homoglyphs and spelled-out digits in other
languages.
"""

from __future__ import annotations

from _heldout_secrets_harness import ALNUM, DIGITS, Case, Values

__all__ = ["encoded_cases"]

_GEORGIAN = dict(zip("qwertyuiopasdfghjklzxcvbnm", "ქწერტყუიოპასდფგჰჯკლზხცვბნმ", strict=True))
_GEORGIAN.update({"W": "ჭ", "R": "ღ", "T": "თ", "S": "შ", "J": "ჟ", "Z": "ძ", "C": "ჩ"})
_ARMENIAN = dict(zip("abcdefghijklmnopqrstuvwxyz", "աբցդեֆգհիյկլմնօպքրստւվոխըզ", strict=True))
_RUSSIAN = dict(zip("qwertyuiopasdfghjklzxcvbnm", "йцукенгшщзфывапролдячсмить", strict=True))
_KAZAKH_DIGITS = dict(zip("2345890", "әіңғүұқ", strict=True))
_MONGOLIAN = dict(zip("qwertyuiopasdfghjklzxcvbnm", "фцужэнгшүзйыбөахролячёсмит", strict=True))
_MONGOLIAN_DIGITS = dict(zip(DIGITS, "᠐᠑᠒᠓᠔᠕᠖᠗᠘᠙", strict=True))
_WORDS = {
    "ka": ["ნული", "ერთი", "ორი", "სამი", "ოთხი", "ხუთი", "ექვსი", "შვიდი", "რვა", "ცხრა"],
    "hy": ["զրո", "մեկ", "երկու", "երեք", "չորս", "հինգ", "վեց", "յոթ", "ութ", "ինը"],
    "kk": ["нөл", "бір", "екі", "үш", "төрт", "бес", "алты", "жеті", "сегіз", "тоғыз"],
    "mn": ["тэг", "нэг", "хоёр", "гурав", "дөрөв", "тав", "зургаа", "долоо", "найм", "ес"],
}


def _layout(
    text: str,
    lower: dict[str, str],
    digits: dict[str, str] | None = None,
    caseless: bool = False,
) -> str:
    """``text`` as typed with another layout on: a mapped letter (its upper case the mapped
    letter's upper case, unless ``lower`` maps it, or the same letter for a ``caseless``
    script such as Georgian), a mapped digit, or the character kept."""
    out = []
    for c in text:
        if c in lower:
            out.append(lower[c])
        elif c.lower() in lower:
            mapped = lower[c.lower()]
            out.append(mapped if caseless else mapped.upper())
        elif digits and c in digits:
            out.append(digits[c])
        else:
            out.append(c)
    return "".join(out)


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.gen(ALNUM, 14)
    ka = _layout(pw, _GEORGIAN, caseless=True)
    add("georgian layout", "a password typed with the Georgian keyboard layout on (key map as remembered)",
        f"login failed for user 'giorgi' (password: {ka})\nhint: check the keyboard layout (KA)",
        ka)  # fmt: skip

    pw = v.gen(ALNUM, 14)
    hy = _layout(pw, _ARMENIAN)
    add("armenian layout", "a password typed with the Armenian phonetic layout on (key map as remembered)",
        f"$ mysql -u anahit -p'{hy}' grid\nERROR 1045 (28000): Access denied for user 'anahit'@'localhost'",
        hy, raises="note")  # fmt: skip

    pw = v.gen(string_lower_digits(), 14)
    kk = _layout(pw, _RUSSIAN, _KAZAKH_DIGITS)
    add("kazakh layout", "a token typed with the Kazakh layout on: Cyrillic letters, ә і ң ғ ү ұ қ on the number row (as remembered)",
        f"HTTP 401 for X-Api-Key: {kk}\n(агрегатор: кілт жарамсыз)",
        kk, raises="cause")  # fmt: skip

    pw = v.gen(string_lower_digits(), 14)
    mn = _layout(pw, _MONGOLIAN)
    add("mongolian layout", "a password typed with the Mongolian Cyrillic layout on (ФЦУЖЭН, as remembered)",
        f"psql: error: FATAL:  password authentication failed for user \"bat\"\n-- typed: {mn}",
        mn, raises="keyerror")  # fmt: skip

    pin = v.gen("123456789", 1) + v.gen(DIGITS, 7)
    mpin = "".join(_MONGOLIAN_DIGITS[c] for c in pin)
    add("mongolian digits pin", "a PIN written in Mongolian digits (U+1810..U+1819)",
        f"ᠨᠢᠭᠤᠴᠠ ᠺᠣᠳ᠄ {mpin}", mpin, raises="args")  # fmt: skip

    key = v.gen(ALNUM, 20)
    mkey = "".join(_MONGOLIAN_DIGITS.get(c, c) for c in key)
    add("mongolian digits key", "an API key with its digits rendered as Mongolian digits by a localized UI",
        f"API ᠲᠦᠯᠬᠢᠭᠦᠷ: {mkey}", mkey, raises="context")  # fmt: skip

    tok = v.gen(ALNUM, 16)
    vert = "\n".join(tok)
    add("mongolian vertical", "a token written one character a line under a Mongolian-script heading (vertical layout)",
        f"ᠨᠢᠭᠤᠴᠠ ᠦᠭᠡ\n{vert}\n— ᠲᠡᠭᠦᠰᠪᠡ", vert, raises="group")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    under = "".join(c + "\u0332" for c in tok)
    add("combining low line", "a token underlined with U+0332 after each character (a terminal's emphasis)",
        f"Your access token: {under}", under, raises="oserror")  # fmt: skip

    tok = v.gen(ALNUM, 18)
    dunder = "".join(c + "\u0333" for c in tok)
    add("combining double low line", "a token marked with U+0333 after each character",
        f"client_secret = {dunder}", dunder, raises="process")  # fmt: skip

    for lang, label, template, raises in (
        ("ka", "Georgian", "PIN კოდი: {w}", "runtime"),
        ("hy", "Armenian", "PIN կոդը՝ {w}", "note"),
        ("kk", "Kazakh", "PIN-код: {w}", "cause"),
        ("mn", "Mongolian", "ПИН код: {w}", "args"),
    ):
        pin = v.gen("123456789", 1) + v.gen(DIGITS, 5)
        words = " ".join(_WORDS[lang][int(c)] for c in pin)
        add(f"{label.lower()} digit words", f"a PIN dictated digit by digit as {label} number words",
            template.format(w=words), words, raises=raises)  # fmt: skip
    return out


def string_lower_digits() -> str:
    return "abcdefghijklmnopqrstuvwxyz0123456789"
