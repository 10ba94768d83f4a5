"""A passphrase of drawn words after a label in a script no vocabulary reads is hidden; English
error text after such a label stays."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        (
            "ब्याकअप फाइल इन्क्रिप्ट गरिएको छ। गोप्य शब्द: kestrel oriel yardarm bobbin lintel",
            "kestrel oriel yardarm",
        ),
        ("ୱାଇ-ଫାଇ ସଙ୍କେତ ଶବ୍ଦ: nettle ferrous hollow quarry umber", "nettle ferrous hollow"),
        ("Ключ резервной копии: «amber lagoon cedar willow»", "amber lagoon cedar"),
        ("ბექაპის სიტყვები: walnut harbor pepper glacier tundra.", "walnut harbor pepper"),
    ],
)
def test_drawn_words_after_a_label_of_another_script_are_hidden(text: str, phrase: str) -> None:
    shown = redact(text)
    assert phrase not in shown
    assert REDACTED in shown


@pytest.mark.parametrize(
    "text",
    [
        "错误：connection refused by peer",
        "त्रुटि: disk quota exceeded on volume",
        "ошибка: unexpected token near input end",
        "Ошибка: connection reset while reading response",
        "Статус: waiting for the next build",
        "状态：queued behind two other jobs",
    ],
)
def test_english_error_text_after_such_a_label_stays(text: str) -> None:
    assert redact(text) == text
