"""A password a generator made is hidden where no word names it (a language no table holds)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, redact


@pytest.mark.parametrize(
    ("text", "password"),
    [
        ("Ujumbe haukutumwa: neno lako jipya ni Qp7$mZ2kLx9w", "Qp7$mZ2kLx9w"),
        ("Mesaj gönderilemedi — yeni: Rt5^nB8vKw2q, değiştir", "Rt5^nB8vKw2q"),
        ("e-mail fallita; nuova: Zk3!pLm9Xq2v (cambiala)", "Zk3!pLm9Xq2v"),
        ("pesan gagal. baru = Wq8~tR4yHn6m.", "Wq8~tR4yHn6m"),
        ("'Hx2*vB7nQp4k' sent to the wrong chat", "Hx2*vB7nQp4k"),
        ("ошибка отправки: Lm4%Tz8qWx3c", "Lm4%Tz8qWx3c"),
        ("neues (neu): Bn6*kQ2wZx8p", "Bn6*kQ2wZx8p"),
    ],
)
def test_a_generated_password_is_hidden_without_a_word_for_it(text: str, password: str) -> None:
    """Upper and lower case, a digit and a symbol in 10 or more characters: hidden whole."""
    out = redact(text)
    assert password not in out
    assert REDACTED in out


@pytest.mark.parametrize(
    "text",
    [
        "release v2.3.1+build7 failed on Linux-x86_64",
        "query GOOG4-RSA-SHA256&X-Goog-Date=20261204T054500Z expired",
        "GET /files/Annual%20Report%202026%20%28final%29.pdf -> 404",
        "ConditionalCheckFailed (pk=TENANT#4821, sk=KEY#Ab12Cd34Ef)",
        "see issue #A1234 in Q3! and C#10 / C++17 builds",
        "notify ops@Acme2Corp.io about row 42",
        "lowercase only: 84pknl#gi6w6 is a ticket tag",
        "short Ab1$cD2e is under ten",
        "a formula x^2+Y3 in cell B7",
        "$HOME/Work2Dir and ${Build_NUMBER7} expand",
        "docs at https://docs.acme.io/guide/Getting-Started#Install2 moved",
        "bad id Ab12Cd#34Ef9z in the export",
        "https://acme.io/q/Wq8~tR4yHn6m is gone",
    ],
)
def test_words_a_generator_did_not_make_stay(text: str) -> None:
    """Versions, URLs and escapes, composite keys, addresses, fewer than the four kinds of
    character, fewer than 10 characters, a symbol first: kept as they are."""
    assert redact(text) == text
