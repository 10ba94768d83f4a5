"""The quiet way of an ASCII text: the rows whose cues most messages hold are asked by patterns
every text they find a span in matches (``_quiet_rows``), and a text none of them can match
comes out as the gate and the rows would have left it."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from redact_corpus import PIECES

from toolretry.redact import RedactionPolicy
from toolretry.redact._engine import KEEP, Scan
from toolretry.redact._look import letter_runs
from toolretry.redact._pipeline import Pipeline, _has_other_stem
from toolretry.redact._quiet_rows import first_tests
from toolretry.redact._table import TABLE


def _pipeline() -> Pipeline:
    policy = RedactionPolicy()
    policy.prepare()
    pipeline = policy._pipeline
    assert pipeline is not None
    return pipeline


_QUIET = _pipeline()
_GATED = Pipeline((), (), frozenset(), _QUIET.is_secret_name, {})
_GATED._quiet = None
_TESTS = first_tests({rule.id for rule in TABLE})
_ROWS = {rule.id: rule for rule in TABLE}
_APART = sorted({row for row, _, _ in _TESTS})


def _found(row: str, text: str) -> bool:
    """Whether ``row``'s finder finds a span to hide in ``text`` (claims that keep aside)."""
    scan = Scan(text, text.lower(), _QUIET.is_secret_name, {}, {})
    return any(len(cut) == 2 or cut[2] != KEEP for cut in _ROWS[row].find(scan))


def _asked(row: str, text: str) -> bool:
    """Whether all the patterns of one of ``row``'s entries match ``text``."""
    return any(
        all(pattern.search(text.lower() if folded else text) for pattern in patterns)
        for name, folded, patterns in _TESTS
        if name == row
    )


def _is_quiet_ascii(text: str) -> bool:
    folded = text.lower()
    seen = _QUIET._vocabulary.held(letter_runs(folded))
    assert _QUIET._quiet_ascii is not None
    return (
        _QUIET._is_quiet(folded, seen, _QUIET._quiet_ascii)
        and not _has_other_stem(folded, seen)
        and _QUIET._none_first(text, folded, seen)
    )


def test_every_row_asked_by_patterns_is_a_row_of_the_table() -> None:
    assert set(_APART) <= set(_ROWS)
    assert len(_APART) >= 10


@pytest.mark.parametrize(
    ("row", "text"),
    [(row, text) for row in _APART for text, _ in _ROWS[row].hides if text.isascii()],
)
def test_a_row_asked_by_patterns_matches_them_where_it_hides_something(row: str, text: str) -> None:
    assert _found(row, text)
    assert _asked(row, text)


@pytest.mark.parametrize(
    "text", [text for rule in TABLE for text, _ in rule.hides if text.isascii()]
)
def test_a_text_a_row_hides_something_in_is_never_quiet(text: str) -> None:
    tokens = _QUIET._token_search
    assert not _is_quiet_ascii(text) or tokens.may_hold(text, tokens.runs(text))


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=6), st.randoms())
def test_a_row_asked_by_patterns_finds_nothing_where_they_do_not_match(
    pieces: list[str], rng: random.Random
) -> None:
    text = rng.choice((" ", "", "\n", ": ", "=", "'", "(")).join(pieces)
    if not text.isascii():
        return
    for row in _APART:
        assert _asked(row, text) or not _found(row, text)
    assert _QUIET.redact_once(text) == _GATED.redact_once(text)
