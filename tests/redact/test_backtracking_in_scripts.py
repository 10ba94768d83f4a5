"""Words of another script after a credential's name cost what English words cost.

A pattern that reads "a letter" as ``(?:[^\\W\\d_]|[\\u0900-\\u0dff])`` gives an Indic letter
two ways to match (it is a word character and in the range), so a run of n letters that fails
to match tries 2ⁿ ways: five Devanagari words after `पिन` took minutes. Each name the rows read
is followed here by words of many scripts, joined in the ways messages join them; the whole
lot is redacted in about a second (the broken patterns took minutes for one text).
"""

from __future__ import annotations

import time

import pytest

from toolretry.redact import redact
from toolretry.redact._code_shapes import CODE_STEMS
from toolretry.redact._verb_rows import PIN_NAMES
from toolretry.redact._vocabulary import PASSWORD_NAMES

# One word of each script, letters and their vowel signs: Indic, Southeast Asian, Tibetan,
# Arabic, Ethiopic, Georgian, Hangul, Cyrillic and Latin with a combining accent.
_WORDS = (
    "बदलाकरनाबदला", "মাপরিবর্তনকর", "ਬਦਲਿਆਗਿਆਹੈ", "બદલાયોબદલાયો", "ମାପରିବର୍ତ୍ତନ", "மாற்றப்பட்டது",
    "మార్చబడింది", "ಬದಲಾಯಿಸಲಾಗಿದೆ", "മാറ്റിയിരിക്കുന്നു", "වෙනස්කළාවෙනස්",
    "เปลี่ยนแปลงแล้ว", "ປ່ຽນແປງແລ້ວ", "ပြောင်းလဲပြီး", "ផ្លាស់ប្តូររួច", "བརྗེ་སྒྱུར་བྱས",
    "تغييراتتغيير", "ተቀይሯልተቀይሯል", "შეცვლილია", "변경되었습니다", "изменениеизм",
    "cafe\u0301ine\u0301ca",
)  # fmt: skip
_JOINS = ((" ", " "), (": ", " "), ("-", " "), ("", " "), (" ", "_"), (" ", "'"))
_NAMES = sorted({*PIN_NAMES, *PASSWORD_NAMES, *CODE_STEMS})


def _texts(names: list[str]) -> list[str]:
    return [
        name + before + between.join([word] * 6) + " ."
        for name in names
        for word in _WORDS
        for before, between in _JOINS
    ]


@pytest.mark.parametrize("part", range(4))
def test_names_then_words_of_other_scripts_cost_milliseconds(part: int) -> None:
    """A quarter of the names each (about 8,000 texts); the broken patterns spent minutes on
    one."""
    texts = _texts(_NAMES[part::4])
    start = time.perf_counter()
    for text in texts:
        redact(text)
    assert time.perf_counter() - start < 20.0, len(texts)


@pytest.mark.parametrize(
    "text",
    [
        "पिन " + " ".join(["बदलाबदलाबदला"] * 6),
        "pin " + " ".join(["மாற்றப்பட்டது"] * 6),
        "OTP " + " ".join(["ပြောင်းလဲပြီး"] * 6) + " 1234",
        "क" * 38 + "-код 123456",
    ],
)
def test_one_such_text_costs_milliseconds(text: str) -> None:
    """Each shape that took minutes before (loose bound: shared test machines)."""
    start = time.perf_counter()
    redact(text)
    assert time.perf_counter() - start < 1.0
