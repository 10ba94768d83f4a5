"""A generated-looking value quoted in an error about a lookup or a parse that failed, where no
word names a credential; ids a label names and prefixed or hex ids stay."""

from __future__ import annotations

import pytest

from toolretry.redact import redact

R = "[REDACTED]"


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        ("TypeNotFoundException: Bq7LmZ2pXw9KtR4nVc8YdH3s", f"TypeNotFoundException: {R}"),
        ("no such view: Pz8wKq3LmX7vTb2nRc9YhD4f", f"no such view: {R}"),
        (
            "AttributeError: 'Settings' object has no attribute 'k7ARd4fXefdXrgIYdZjJUEdrTK'",
            f"AttributeError: 'Settings' object has no attribute '{R}'",
        ),
        (
            "hg: abort: unknown revision 'Gm5TzQ8wLp2XkV7nRb3YcH9d'!",
            f"hg: abort: unknown revision '{R}'!",
        ),
        (
            "field retries is <Nq4ZkW9pLm2TxV8bRc3YdF7h> of type str, expected int",
            f"field retries is <{R}> of type str, expected int",
        ),
        ("Fehler der Verbindung: Schlüsselwort API: Kt8QmZ3pLw7XvN2bRc9YdH4s", None),
    ],
)
def test_a_generated_value_a_failed_lookup_quotes_is_hidden(
    given: str, expected: str | None
) -> None:
    out = redact(given)
    assert "Kt8QmZ3p" not in out and R in out if expected is None else out == expected


@pytest.mark.parametrize(
    "given",
    [
        "no key found whose kid is 'Bq7LmZ2pXw9KtR4nVc8YdH3s'",
        "account Bq7LmZ2pXw9KtR4nVc8YdH3s not found",  # a label names it
        "no such charge: 'ch_Bq7LmZ2pXw9KtR4nVc8YdH3s'",  # a vendor's prefixed id
        "unknown revision 'e83c5163316f89bfbde7d9ab23ca2e25604af290'",  # a commit
        "no such table: orders_archive_2026_december",
        "uploaded 'Bq7LmZ2pXw9KtR4nVc8YdH3s' in 3 s",  # no failure
    ],
)
def test_labelled_prefixed_and_hex_ids_stay(given: str) -> None:
    assert redact(given) == given
