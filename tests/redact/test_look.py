"""The shared look: which plain words of the gate a text holds, the same answer its `in` tests
gave, whatever the text, however often its words were seen."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from toolretry.redact import RedactionPolicy
from toolretry.redact._folding import fold_same_length
from toolretry.redact._look import Vocabulary, is_word, letter_runs
from toolretry.redact._secret_names import has_other_stem
from toolretry.redact._table import TABLE

# (an exhaustive check that the engine's fast ways answer as its full ways do: the suite runs
# it once, on the main run; the runs on the oldest and newest Python leave it out, `.ci/run`)
pytestmark = pytest.mark.exhaustive


def _texts() -> list[str]:
    path = Path(__file__).with_name("innocent_strings.txt")
    innocents = [line for line in path.read_text(encoding="utf-8").splitlines() if line]
    vectors = [text for rule in TABLE for pair in rule.hides for text in pair]
    vectors += [text for rule in TABLE for text in rule.keeps]
    texts = [*innocents, *vectors]
    return [*texts, *(text.upper() for text in texts), *(text[3:] for text in texts)]


_WORDS = Vocabulary(RedactionPolicy()._rules._vocabulary.literals).literals


@pytest.mark.parametrize("text", _texts())
def test_the_look_finds_the_words_the_in_tests_find(text: str) -> None:
    """Each word of the vocabulary is held by the look exactly where `in` finds it."""
    folded = fold_same_length(text)
    vocabulary = Vocabulary(_WORDS)
    expected = {word for word in _WORDS if word in folded}
    assert vocabulary.held(letter_runs(folded)) == expected
    assert vocabulary.held(letter_runs(folded)) == expected  # (its runs known now)


@settings(max_examples=300, deadline=None)
@given(
    st.lists(
        st.text(alphabet="keytokpasswdsecrtuhXYZ _-:=é\u212a\uff10", min_size=1, max_size=40),
        min_size=1,
        max_size=6,
    )
)
def test_one_vocabulary_answers_every_text_of_a_series(texts: list[str]) -> None:
    """A vocabulary reused across texts (runs remembered from earlier ones) answers each."""
    vocabulary = Vocabulary(("auth", "key", "pass", "passwd", "pwd", "secret", "token", "y"))
    for text in texts:
        folded = fold_same_length(text)
        expected = {word for word in vocabulary.literals if word in folded}
        assert vocabulary.held(letter_runs(folded)) == expected


def test_a_full_table_of_runs_starts_again() -> None:
    """Past the runs it remembers, the look forgets them and still answers rightly."""
    vocabulary = Vocabulary(("key",))
    for index in range(10_000):
        assert vocabulary.held(letter_runs(f"w{index:x}q key")) == {"key"}
    assert vocabulary.held(letter_runs("no word here")) == set()


@pytest.mark.parametrize("literal", ["key", "pwd", "pw"])
def test_plain_words_are_looked_for(literal: str) -> None:
    """Two lower-case ASCII letters or more, and nothing else, are plain words."""
    assert is_word(literal)


@pytest.mark.parametrize("literal", ["", "a", " key", "api:", "Key", "fo1", "clé", "net user"])
def test_other_literals_are_not_plain_words(literal: str) -> None:
    """A single letter, or a literal with a blank, a sign, a digit, a capital or a non-ASCII
    letter, is not."""
    assert not is_word(literal)


@pytest.mark.parametrize("text", _texts())
def test_other_stems_told_the_words_seen_decide_as_alone(text: str) -> None:
    """``has_other_stem`` told the words the look found answers as it does alone."""
    folded = fold_same_length(text)
    seen = RedactionPolicy()._rules._vocabulary.held(letter_runs(folded))
    assert has_other_stem(folded, seen) == has_other_stem(folded)


def test_a_long_text_of_new_runs_is_answered_without_being_remembered() -> None:
    """A text of more new runs than are remembered at once is answered all the same."""
    vocabulary = Vocabulary(("key", "pwd"))
    text = " ".join(f"w{index:x}q" for index in range(2_000)) + " pwdx"
    assert vocabulary.held(letter_runs(text)) == {"pwd"}
    assert vocabulary.held(letter_runs("a key")) == {"key"}


def test_a_run_known_before_the_table_started_again_is_learned_again() -> None:
    """A run remembered, forgotten when the table filled, then met again is answered rightly."""
    vocabulary = Vocabulary(("key",))
    assert vocabulary.held(letter_runs("apikey here")) == {"key"}
    for index in range(10_000):
        vocabulary.held(letter_runs(f"w{index:x}q"))
    assert vocabulary.held(letter_runs("the apikey again")) == {"key"}
    assert vocabulary.held(letter_runs("here again")) == set()
