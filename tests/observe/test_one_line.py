"""Cleaning keeps quoted text exactly: an edit tool's old text comes back as the model sent it."""

from __future__ import annotations

import pytest

from toolretry import smart_retry_with_observation
from toolretry.observe._one_line import one_line
from toolretry.observe._sanitize import clean_message

OLD_TEXTS = ["status  =  todo", "    return None", "a\tb", "x  =\n  1", "if x:\n\n    pass", "  "]


@pytest.mark.parametrize("old", OLD_TEXTS)
@pytest.mark.parametrize("quote", ["'", '"', "`"])
def test_whitespace_inside_quotes_is_kept(old: str, quote: str) -> None:
    """Inside a quoted span spaces and tabs stay, line breaks read \\n."""
    text = f"old_text   {quote}{old}{quote}   not found\n in   a.py"
    expected = f"old_text {quote}{old.replace(chr(10), chr(92) + 'n')}{quote} not found in a.py"
    assert one_line(text) == expected


@pytest.mark.parametrize("old", OLD_TEXTS)
def test_repr_of_the_old_text_survives_clean_message(old: str) -> None:
    """A message quoting old_text with repr() keeps it to the character."""
    assert repr(old) in clean_message(f"ValueError: old_text {old!r} not found in a.py")


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("didn't  find  it", "didn't find it"),
        ("no  quotes\nat all", "no quotes at all"),
        ("a 'b  c' and 'd  e'", "a 'b  c' and 'd  e'"),
        ("it's  'x  y'  isn't it", "it's 'x  y' isn't it"),
        ("“a  b”  c", "“a  b” c"),
    ],
)
def test_apostrophes_open_no_quote(text: str, expected: str) -> None:
    """An apostrophe inside a word opens nothing; text outside quotes still folds."""
    assert one_line(text) == expected


def test_the_model_reads_the_exact_old_text_in_the_observation() -> None:
    """Through the decorator, the observation's message quotes the old text exactly."""

    @smart_retry_with_observation
    def edit(path: str, old: str) -> str:
        raise ValueError(f"old_text {old!r} not found in {path}")

    answer = edit("a.py", "def f():\n    return  1")
    assert "'def f():\\n    return  1'" in answer
