"""A phrase's label of up to five words before its colon (`Fraz sekrè ou a se:`), drawn words
with one verb-like ending among them (`grayling`), and a repr's quote closing the phrase."""

from __future__ import annotations

import pytest

from toolretry.redact import redact


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Vòstra frasa secreta: vendace grayling bream ruffe", "grayling bream"),
        ("Fraz sekrè ou a se: chayote oca cacao yuca tomatillo", "cacao yuca"),
        ("('login failed', 'Fraz sekrè ou a se: chayote oca cacao yuca tomatillo', 401)",
         "yuca tomatillo"),
        ("La tua frase segreta di recupero è: lichen seabed walrus ember", "seabed walrus"),
    ],
)  # fmt: skip
def test_the_words_after_a_long_phrase_label_are_hidden(text: str, words: str) -> None:
    assert words not in redact(text)


@pytest.mark.parametrize(
    "text",
    [
        "Seed phrase check: pending approval request",
        "phrase parser: running tokenizer quickly",
        "The phrase you typed does not match: try again",
    ],
)
def test_prose_after_a_phrase_word_stays(text: str) -> None:
    assert redact(text) == text
