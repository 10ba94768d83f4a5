"""The script gate: a non-ASCII message is scanned only with the phrases its scripts can
match, and never misses a tabled phrase because of it."""

from __future__ import annotations

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from toolretry.classify._said_kinds import ROW_STEMS, SAID_KINDS, said_kind
from toolretry.classify._script_gate import ScriptGate, alternatives
from toolretry.classify._text_signals import QUOTA_WORDING, TRANSIENT_WORDING, worded

# Prefixes in other scripts than most rows: they force the non-ASCII path of the gate.
_PREFIXES = ("ошибка: ", "错误：", "エラー: ", "خطأ: ", "σφάλμα: ", "שגיאה: ")


@pytest.mark.parametrize(
    ("pattern", "parts"),
    [
        ("a|b", ["a", "b"]),
        ("(a|b)c|d", ["(a|b)c", "d"]),
        (r"x\|y|z", [r"x\|y", "z"]),
        ("[|]a|b", ["[|]a", "b"]),
        ("(?:p|(q|r))|s", ["(?:p|(q|r))", "s"]),
    ],
)
def test_alternatives_split_only_at_the_top(pattern: str, parts: list[str]) -> None:
    """Only a ``|`` outside groups, classes and escapes splits a pattern."""
    assert alternatives(pattern) == parts


@pytest.mark.parametrize(
    ("head", "kept", "dropped"),
    [
        ("повторите позже", "позже", "すぐに"),
        ("しばらくお待ちください すぐに", "すぐに", "позже"),
        ("请稍后 later", "later", "позже"),
    ],
)
def test_a_message_is_scanned_with_its_scripts_only(head: str, kept: str, dropped: str) -> None:
    """The narrowed pattern keeps the phrases of the message's scripts and drops the others."""
    (narrowed,) = ScriptGate(["すぐに|позже|later"], ["later"]).patterns(head)
    assert narrowed is not None
    assert (kept in narrowed.pattern, dropped in narrowed.pattern) == (True, False)


_WORDING = (*TRANSIENT_WORDING, *QUOTA_WORDING)


@pytest.mark.parametrize(
    "row", range(len(_WORDING)), ids=[f"{row[0]}-{i}" for i, row in enumerate(_WORDING)]
)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_gate_never_hides_a_wording_phrase(row: int, data: st.DataObject) -> None:
    """Any phrase of a wording row, after words in another script, is still read."""
    text = data.draw(st.sampled_from(_PREFIXES)) + data.draw(
        st.from_regex(_WORDING[row][1], fullmatch=True)
    )
    assume(len(text) <= 300 and text == text.lower())
    expected = "quota" if _WORDING[row] in QUOTA_WORDING else None
    said = worded(text)
    assert said == expected if expected is not None else said is not None


@pytest.mark.parametrize(
    "row", range(len(SAID_KINDS)), ids=[f"{row[2][1]}-{i}" for i, row in enumerate(SAID_KINDS)]
)
@settings(max_examples=40, deadline=None)
@given(data=st.data())
def test_the_gate_never_hides_a_said_kind(row: int, data: st.DataObject) -> None:
    """Any phrase of a message row, after words in another script, is still read."""
    text = data.draw(st.sampled_from(_PREFIXES)) + data.draw(
        st.from_regex(SAID_KINDS[row][1], fullmatch=True)
    )
    assume(len(text) <= 300 and text == text.lower())
    assert said_kind(text) is not None


@pytest.mark.parametrize(
    "row", range(len(SAID_KINDS)), ids=[f"{row[2][1]}-{i}" for i, row in enumerate(SAID_KINDS)]
)
@settings(max_examples=60, deadline=None)
@given(data=st.data())
def test_every_ascii_phrase_of_a_row_holds_one_of_its_stems(row: int, data: st.DataObject) -> None:
    """A row skipped for want of its own stems could not have matched."""
    text = data.draw(
        st.from_regex(SAID_KINDS[row][1], fullmatch=True, alphabet=st.characters(codec="ascii"))
    )
    assume(len(text) <= 300 and text == text.lower())
    stems = ROW_STEMS[row]
    assert stems is None or stems.search(text) is not None
