"""The shapes of a code that opens an account, shared by the code row and tool arguments: the
word for "code" in many languages, and a recovery code's or a key's groups."""

from __future__ import annotations

import re

from ._engine import looks_generated

__all__ = ["CODE_STEMS", "PAIRED_CODE", "grouped_code", "paired_code"]

# The code word's stems: Latin-script languages write `code`/`cod`/`kod`/`kood`/`kód`/`kóð`/
# `cód`/`koodi`/`kode`, Cyrillic `код`, Georgian `კოდ`, Armenian `կոդ`, Greek `κωδ`.
_STEMS = ("code", "codi", "cód", "cod", "kood", "kod", "kód", "kóð", "код", "კოდ", "կոդ",
               "κωδ",
               # (and the loanword in Devanagari, Bengali, the other Indic scripts, Japanese,
               # Korean, Amharic, Arabic, Persian and Urdu: `पासकोड`, `రికవరీ కోడ్`, `ኮድ`, `کد`)
               "कोड", "কোড", "ਕੋਡ", "કોડ", "କୋଡ", "கோட", "కోడ", "ಕೋಡ", "കോഡ", "コード", "코드",
               "ኮድ", "كود", "کد", "کوڈ",
               # (Pashto's, Sorani's, Yiddish's, Sakha's, Mongolian script's and Tibetan's
               # spellings of it; Sinhala's own word, `කේතය`)
               "کوډ", "کۆد", "קאָד", "куод", "ᠺᠣᠳ", "ཀོཌ", "කේත",
               # (Tamil's own word, `குறியீடு`; Khmer's, Lao's and Burmese's, `លេខកូដ`,
               # `ລະຫັດ`, `ကုဒ်`)
               "குறியீ", "កូដ", "ລະຫັດ", "ကုဒ",
               # (Arabic's, Hebrew's, Thai's, Swahili's and Vietnamese's own words,
               # `رمز الاسترداد`, `קוד שחזור`, `รหัสกู้คืน`, `msimbo`, `mã khôi phục`)
               "رمز", "קוד", "รหัส", "msimbo", "mã",
               # (Arabic's plurals, `رموز`, `أكواد`)
               "رموز", "كواد")  # fmt: skip
# (Arabic's spelling with the kaf Persian and Dari write, `کود`)
CODE_STEMS = (*_STEMS, *(stem.replace("\u0643", "\u06a9") for stem in _STEMS if "\u0643" in stem))


def grouped_code(value: str) -> bool:
    """A recovery code's, a backup code's or a key's groups: digits in groups of one length, four
    or more, between blanks (`2149 9453`); letters and digits between dashes, four groups or
    more or two or three of one length (five or more), most groups holding a digit, the
    letters random (`0d03e-69fd5`, `TU2P1-XNN4O-BMALC-…`); or one long generated run. Not a
    date, a phone number (digits between dashes), a version, words or a shorter code."""
    if " " in value:
        groups = value.split()
        return (
            value.replace(" ", "").isdigit()
            and len(groups) >= 2
            and len({len(group) for group in groups}) == 1
            and len(groups[0]) >= 4
        )
    if "-" not in value:
        return len(value) >= 16 and looks_generated(value, 16)
    groups = value.split("-")
    letters = "".join(c for c in value if c.isalpha())
    lengths = {len(group) for group in groups}
    return (
        # four groups or more, or two or three of one length, five or more: a product's, a
        # part's or an error's code (`AB12-CD34`, `1Z99-9AA1-0123`, `0x8007-0005`) is shorter
        (len(groups) >= 4 or (len(groups) >= 2 and len(lengths) == 1 and min(lengths) >= 5))
        and len(value) - len(groups) + 1 >= 8
        and min(map(len, groups)) >= 2
        and bool(letters)
        # (two groups both hold one: `kid-4c1cad76`, a key's id, is a label and a number)
        and sum(any(c.isdigit() for c in group) for group in groups) * 2
        >= len(groups) * (2 if len(groups) == 2 else 1)
        and not _words_and_numbers(groups)
    )


def _words_and_numbers(groups: list[str]) -> bool:
    """`release-2024-rc1`, `SUMMER-2024`, `ubuntu-22-04`: a word of four letters or more, the
    other groups numbers, words or short tags; not a code's random groups (`b1710-bebb2`)."""
    lowered = [group.lower() for group in groups]
    return any(len(g) >= 4 and g.isalpha() for g in lowered) and all(
        g.isdigit() or g.isalpha() or len(g) <= 3 for g in lowered
    )


# Two groups of five hex digits (GitHub's recovery codes, `0d03e-69fd5`).
PAIRED_CODE = re.compile(r"(?<![\w-])[0-9a-f]{5}-[0-9a-f]{5}(?![\w-])")


def paired_code(value: str) -> bool:
    """Whether ``value`` is two groups of five hex digits with a letter among them (ten
    digits are a phone number's or a date's)."""
    return PAIRED_CODE.fullmatch(value) is not None and 0 < sum(map(str.isdigit, value)) < 10
