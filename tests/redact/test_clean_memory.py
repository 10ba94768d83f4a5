"""The clean texts a pipeline remembers: a repeat of a text found clean is answered from memory,
and only such a text is remembered, so every answer is the one the rules give."""

from __future__ import annotations

import random

from toolretry.redact import REDACTED, RedactionPolicy
from toolretry.redact._pipeline import _CLEAN_LONGEST, _CLEAN_REMEMBERED, Pipeline
from toolretry.redact._table import TABLE


def _fresh() -> Pipeline:
    policy = RedactionPolicy().with_key_names("badge_code")
    policy.prepare()
    pipeline = policy._pipeline
    assert pipeline is not None
    return pipeline


_CLEAN = [
    "Das Objekt wurde nicht gefunden; prüfen Sie den Namen des Buckets und versuchen Sie es erneut",
    "KeyError: 'quantity' while reading row 17 of inventory.csv (columns: sku, name, price)",
    "GET https://catalog.internal/v2/items?page=4 returned 502 Bad Gateway after 3 attempts",
    '{"detail": "Not enough credits", "code": "insufficient_quota", "status": 402}',
    "検索に失敗しました：パラメータ city が不正です。もう一度お試しください。",
]
_SECRET = [
    "login failed for postgres://svc:Xk82!mq0pLz@db.example.org:5432/app after 2 retries",
    "upstream said: badge_code=77aa81c2f0d94e8b rejected by the door controller",
    "Authorization: Bearer q8ZtY2mN4vR7pL0sK3jH6gF9dS1aW5eX was refused",
]


def test_a_clean_text_comes_back_unchanged_and_is_remembered() -> None:
    """Each clean text comes back as it was, the first time and from memory the second."""
    pipeline = _fresh()
    for text in _CLEAN:
        assert pipeline.redact_once(text) == text
        assert text in pipeline._clean
        assert pipeline.redact_once(text) == text


def test_a_text_with_a_secret_is_hidden_every_time_and_never_remembered() -> None:
    """A text the rules change is hidden on each call and kept out of the memory."""
    pipeline = _fresh()
    for text in _SECRET:
        first = pipeline.redact_once(text)
        assert REDACTED in first
        assert text not in pipeline._clean
        assert pipeline.redact_once(text) == first


def test_long_texts_and_str_subclasses_are_not_remembered() -> None:
    """A text past the longest remembered, and a str subclass, are answered but not kept."""

    class Marked(str):
        pass

    pipeline = _fresh()
    long_text = ("the job finished with warnings; see the report for details. " * 40)[
        : _CLEAN_LONGEST + 1
    ]
    marked = Marked("a plain note that the cache was warmed for region eu-west")
    assert pipeline.redact_once(long_text) == long_text
    assert pipeline.redact_once(marked) == marked
    assert long_text not in pipeline._clean
    assert not pipeline._clean


def test_the_memory_is_bounded_and_answers_stay_right_past_it() -> None:
    """Past its bound the memory starts again, and every answer is still the rules' own."""
    pipeline = _fresh()
    rng = random.Random(7)
    for index in range(_CLEAN_REMEMBERED + 300):
        text = f"order {index} of batch {rng.randrange(10**6)} is still waiting for stock"
        assert pipeline.redact_once(text) == text
        assert len(pipeline._clean) <= _CLEAN_REMEMBERED
    for text in _SECRET:
        assert REDACTED in pipeline.redact_once(text)


def test_every_answer_is_the_one_an_unremembering_pipeline_gives() -> None:
    """Over the table's vectors and clean texts, asked in a shuffled order twice, each answer
    equals the rules' answer without the memory."""
    pipeline, reference = _fresh(), _fresh()
    texts = [text for rule in TABLE for text, _ in rule.hides]
    texts += [text for rule in TABLE for text in rule.keeps] + _CLEAN + _SECRET
    rng = random.Random(24)
    for _ in range(2):
        rng.shuffle(texts)
        for text in texts:
            assert pipeline.redact_once(text) == reference._redact_new(text), text
