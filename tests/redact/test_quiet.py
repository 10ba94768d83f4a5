"""The quiet way: a text that holds nothing any row asks about is answered before the gate, and
only such a text, so it comes out as the gate and the rows would have left it."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from redact_corpus import INNOCENTS, PIECES

from toolretry.redact import RedactionPolicy
from toolretry.redact._look import letter_runs, split_asked
from toolretry.redact._pipeline import Pipeline, _has_other_stem
from toolretry.redact._table import TABLE


def _pipeline(policy: RedactionPolicy) -> Pipeline:
    policy.prepare()
    pipeline = policy._pipeline
    assert pipeline is not None
    return pipeline


def _without_quiet_way() -> Pipeline:
    pipeline = _pipeline(RedactionPolicy())
    other = Pipeline((), (), frozenset(), pipeline.is_secret_name, {})
    other._quiet = None
    return other


_QUIET = _pipeline(RedactionPolicy())
_GATED = _without_quiet_way()

_HIDING_INPUTS = [
    (rule.id, text) for rule in TABLE for text, hidden in rule.hides if text.isascii()
]


def _is_quiet(pipeline: Pipeline, text: str) -> bool:
    # (as ``redact_once`` asks: the literals, then the other stems, whose answer it keeps)
    folded = text.lower()
    seen = pipeline._vocabulary.held(letter_runs(folded))
    return pipeline._is_quiet(folded, seen) and not _has_other_stem(folded, seen)


@pytest.mark.parametrize(("row", "text"), _HIDING_INPUTS)
def test_a_text_a_row_hides_something_in_is_never_quiet(row: str, text: str) -> None:
    """Every ASCII input of a row's test vectors holds something the quiet check finds."""
    tokens = _QUIET._token_search
    assert not _is_quiet(_QUIET, text) or tokens.may_hold(text, tokens.runs(text))


@pytest.mark.parametrize("text", INNOCENTS)
def test_an_innocent_message_comes_out_as_the_gate_leaves_it(text: str) -> None:
    """Quiet or not, an innocent message is redacted as without the quiet way."""
    assert _QUIET.redact_once(text) == _GATED.redact_once(text)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(PIECES), min_size=1, max_size=6), st.randoms())
def test_a_text_of_pieces_comes_out_as_the_gate_leaves_it(
    pieces: list[str], rng: random.Random
) -> None:
    """Pieces of the rows' vectors and of innocents, joined, are redacted as without it."""
    text = rng.choice((" ", "", "\n", ": ", "=")).join(pieces)
    assert _QUIET.redact_once(text) == _GATED.redact_once(text)


@pytest.mark.parametrize(
    ("literal", "text"),
    [
        ('value"', 'the value" was'),
        ("port could not be cast", "port could not be cast to int"),
        ("-e", "run -e X"),
        ("fo1", "fo1_abc"),
        ("mc ", "mc alias"),
        ("@", "a@b"),
        ("key", "apikey"),
    ],
)
def test_a_literal_in_a_text_is_found_by_what_split_asked_makes_of_it(
    literal: str, text: str
) -> None:
    """Each literal is answered by a plain word the text holds or by an `in` test."""
    words, runs, tested = split_asked((literal, "key"))
    held = {run.decode() for run in letter_runs(text)}
    found = (
        any(word in run for word in words for run in held)
        or any(run_word in run and literal in text for run_word in runs for run in held)
        or any(mark in text and any(t in text for t in group) for mark, group in tested)
    )
    assert found
