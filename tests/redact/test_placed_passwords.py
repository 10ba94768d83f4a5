"""A password's shape where no credential word we know names it: its place (after a colon, a
dash or `=`, or the last word of its sentence) and its pieces decide."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

R = "[REDACTED]"


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        # (a language no table holds: the value after a colon, a dash, or at the sentence's end)
        (
            "Ujumbe haukutumwa — ufunguo mpya: Rk4wQz#Lpm2V",
            f"Ujumbe haukutumwa — ufunguo mpya: {R}",
        ),
        ("cuvântul nou – Hm7tPz.qW3xK", f"cuvântul nou – {R}"),
        ("sa bagong salita ay ZbQwTr~KmpaN", f"sa bagong salita ay {R}"),
        ("the word was wTqZmR^LpxaB ok.", f"the word was {R} ok."),
        (
            "(caused by ValueError: jinsi mpya YpQwLz*TnmbK)",
            f"(caused by ValueError: jinsi mpya {R})",
        ),
    ],
)
def test_a_generated_word_at_its_place_is_hidden(given: str, expected: str) -> None:
    assert redact(given) == expected


@pytest.mark.parametrize(
    "given",
    [
        "java: org.acme.Billing.ChargeFailed: card declined",
        "python: psycopg2.errors.UndefinedTable at line 3.",
        "loaded plugin Acme.Widgets2.Core",  # dotted names: pieces in camel or title case
        "wrote NA12878.b41c9e.bam",
        "sent to Ops.Team7@acme.example",  # an address
        "redirect https%3A%2F%2Fshop.example%2Fcb.",  # escapes
        "the Zk7wQ#Lpm2V value is not shown in the middle of a sentence and stays here",
    ],
)
def test_names_dotted_paths_and_mid_sentence_words_stay(given: str) -> None:
    assert redact(given) == given


def test_a_numbered_read_of_a_pgpass_file_hides_its_password() -> None:
    given = "     1\tpg-replica.lan:6432:*:backup:Tz7#qLm2Wx\n     2\tlocalhost:5432:app:app:app"
    assert redact(given) == given.replace("Tz7#qLm2Wx", R)


@pytest.mark.parametrize(
    "value", ["Qs-LMtrewNbvcx-PoIu", "Ku-ZRdfghjKlmn", "Hx-TYuiopWqrtz-AbCd", "Mn-RStvwxQp"]
)
@pytest.mark.parametrize("label", ["password", "db_password", "client_secret", "api_key"])
def test_a_secret_shaped_like_a_header_name_is_still_hidden(label: str, value: str) -> None:
    """A generated passphrase of letters and dashes can take a header's shape
    (`Word-Word-Word`); under a secret's name, or where its letters are no header's words,
    it is hidden all the same."""
    for text in (f"{label}={value}", f"{label}: {value}", f'{{"{label}": "{value}"}}'):
        out = redact(text)
        assert value not in out, out


@pytest.mark.parametrize(
    "text",
    [
        "auth_header: X-Auth-Token",
        "api_key_header: X-Api-Key",
        "cache_key: Accept-Encoding",
        "missing header X-Request-Id in the reply",
        "token_header: X-Csrf-Token",
    ],
)
def test_a_header_name_stays(text: str) -> None:
    assert redact(text) == text
