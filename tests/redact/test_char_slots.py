"""A secret laid out one character per slot of a repeated frame (``char_slots``)."""

from __future__ import annotations

import pytest

from toolretry.redact import REDACTED, RedactionPolicy, redact

_KEY = "Hq7Zp2LmX9vRk4Tw"
_CODE = "730194"


def _frames(open_: str, close: str, value: str, numbered: bool = False) -> str:
    return "".join(
        open_.replace("{n}", str(10 + 9 * i)) + char + close if numbered else open_ + char + close
        for i, char in enumerate(value)
    )


# Each layout as a function of the value it spells: the same layout with a mark in every slot
# says where the slots are.
LAYOUTS = {
    "svg tspans": lambda v: '<text class="k">' + _frames('<tspan x="{n}">', "</tspan>", v, True),
    "spans": lambda v: "<code>" + _frames('<span class="c">', "</span>", v) + "</code>",
    "xml elements": lambda v: "<secret>" + _frames("<c>", "</c>", v) + "</secret>",
    "code boxes": lambda v: (
        '<form aria-label="Enter the one-time code">'
        + _frames('<input maxlength="1" value="', '">', v)
        + "</form>"
    ),
    "table cells": lambda v: "| " + " | ".join(v) + " |",
    "accessibility nodes": lambda v: "\n".join(
        f'{{"id":"{i}","role":"StaticText","name":"{c}"}}' for i, c in enumerate(v, 300)
    ),
    "sql rows": lambda v: "VALUES " + ",".join(f"('{c}')" for c in v) + ";",
    "backticked": lambda v: " ".join(f"`{c}`" for c in v),
}

KEPT = [
    "| A | B | A | C | B | A | A | B | C | D |",
    "| 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 |",
    "sudoku row: | 5 | 3 | 7 | 1 | 9 | 4 | 6 | 8 | 2 |",
    "<kbd>Q</kbd><kbd>W</kbd><kbd>E</kbd><kbd>R</kbd><kbd>T</kbd><kbd>Y</kbd><kbd>U</kbd><kbd>I</kbd>",
    _frames("<i>", "</i>", "helloworldagain"),
    '{"axes": ["x", "y", "z", "w", "x", "y", "z", "w"]}',
    "<td>-</td>" * 12,
    '<input maxlength="1" value="1">' * 6 + " (code boxes, all one digit)",
]


@pytest.mark.parametrize("kind", LAYOUTS)
def test_a_value_spelled_one_slot_at_a_time_is_hidden(kind: str) -> None:
    """From the first slot to the last, one marker; the text around stays."""
    value = _CODE if "code" in kind else _KEY
    text = LAYOUTS[kind](value)
    marked = LAYOUTS[kind]("\x01" * len(value))
    first, last = marked.index("\x01"), marked.rindex("\x01")
    assert redact(text) == text[:first] + REDACTED + text[last + 1 :]


@pytest.mark.parametrize("text", KEPT)
def test_slots_that_spell_no_secret_stay(text: str) -> None:
    assert redact(text) == text


def test_the_row_can_be_switched_off() -> None:
    text = "<secret>" + _frames("<c>", "</c>", _KEY) + "</secret>"
    assert REDACTED in redact(text)
    assert RedactionPolicy().without_rules("char_slots").redact(text) == text
