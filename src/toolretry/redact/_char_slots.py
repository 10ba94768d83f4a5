"""A secret laid out one character per slot of a frame that repeats.

A page shows a key one character per element so that it can style or animate each (SVG's
`<tspan x="12">u</tspan><tspan x="21">i</tspan>…`, a shadow root's `<span part="ch">`), a code
form takes one digit per `<input maxlength="1" value="9">`, an accessibility tree gives each
character its own node, a table a cell each (`| J | S | g |`), an array an item each, SQL a row
each (`VALUES ('D'),('F'),…`). No row reads a value there: every slot holds one character.

The slots are the single characters between two delimiters (`>u<`, `"9"`, `'Q'`, `| J |`).
Six or more in a row whose frames, the text between two slots, are the same once their
numbers are set aside (the `x` of each `<tspan>` grows) spell one string; and every other slot
too, for a frame that holds a one-character slot of its own (`maxlength="1"`). Hidden from the
first slot to the last where that string is spelled on purpose (``spelled_secret``: a key's
shape, or letters of both cases and digits), or is four to twelve digits, not all one, where a
code's or a PIN's word is in the text. A table of single-letter grades, digits counting columns
and a run of one repeated mark stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._spelled import spelled_secret
from ._verb_rows import PIN_CUES

__all__ = ["CHAR_SLOT_ROWS"]

# A single character between two delimiters (the closing one looked at, not taken: `| J | S |`
# shares each bar between two cells).
# (a colon, a comma or a semicolon between two quotes is JSON's or a list's, not a slot)
# (and the closing one escaped: a JSON string holding the markup, `value=\"9\"`)
_SLOT = re.compile(r"[>\"'|`][ \t]?([^\s<>\"'|`\\:,;])[ \t]?(?=\\?[<\"'|`])")
_NUMBER = re.compile(r"[0-9]+")
_FEWEST = 6  # (a code form's boxes: six; a spelled key is eight characters or more)
_LONGEST_FRAME = 160
# (a code's words: a form's `aria-label="Verification code"`, a PIN's)
_CODE_CUES = ("code", "passcode", *PIN_CUES)


def _may_hold_slots(text: str) -> bool:
    # (eight slots need eight of one delimiter at least: a few counts, no scan of the text)
    return (
        text.count(">") >= _FEWEST
        or text.count("|") > _FEWEST
        or text.count('"') >= 2 * _FEWEST
        or text.count("'") >= 2 * _FEWEST
        or text.count("`") >= 2 * _FEWEST
    )


def _runs(text: str) -> Iterator[list[re.Match[str]]]:
    """Runs of six slots or more whose frames are the same, numbers aside: every slot, and
    every other one."""
    slots = list(_SLOT.finditer(text))
    if len(slots) < _FEWEST:
        return
    for step in (1, 2):
        for first in range(step):
            run: list[re.Match[str]] = []
            frame: str | None = None
            for slot in slots[first::step]:
                if run:
                    between = text[run[-1].end(1) : slot.start(1)]
                    shape = _NUMBER.sub("0", between) if len(between) <= _LONGEST_FRAME else None
                    if shape is not None and frame in (None, shape):
                        frame = shape
                        run.append(slot)
                        continue
                    if len(run) >= _FEWEST:
                        yield run
                    # (the last slot may open the next run: `class="k"><tspan x="10">H…`)
                    run, frame = ([run[-1], slot], shape) if shape is not None else ([slot], None)
                    continue
                run, frame = [slot], None
            if len(run) >= _FEWEST:
                yield run


def _char_slots(scan: Scan) -> Iterator[Span]:
    text = scan.text
    if not _may_hold_slots(text):
        return
    for run in _runs(text):
        spelled = "".join(slot.group(1) for slot in run)
        if spelled_secret(spelled) or (
            spelled.isdigit()
            and 4 <= len(spelled) <= 12
            and len(set(spelled)) > 2
            and any(cue in scan.folded for cue in _CODE_CUES)
        ):
            yield run[0].start(1), run[-1].end(1)


R = REDACTED
CHAR_SLOT_ROWS = (
    Rule(
        "char_slots",
        # (what a frame between two slots holds: tags that meet, a cell's bar, a list's quotes
        # and comma, a row's parenthesis, a JSON object's end, backticks apart)
        ("><", "| ", "', ", '", ', "','", '","', "'),", '"}', "` `"),
        _char_slots,
        "single-letter grades, column numbers, a repeated mark, words spelled out",
        _v(('<b class="key"><i>Q</i><i>7</i><i>f</i><i>K</i><i>2</i><i>m</i><i>X</i><i>9</i>'
            "<i>p</i><i>L</i></b>",
            f'<b class="key"><i>{R}</i></b>'),
           ('<p aria-label="Enter code"><input size="1" value="4"><input size="1" value="0">'
            '<input size="1" value="8"><input size="1" value="1"><input size="1" value="7">'
            '<input size="1" value="3"></p>',
            '<p aria-label="Enter code"><input size="1" value="'
            f'{R}"></p>'),
           ("| a | B | 3 | x | Q | 9 | z | K | 7 | w | P |",
            f"| {R} |"),
           ('{"role":"text","name":"T"}\n{"role":"text","name":"8"}\n{"role":"text","name":"k"}\n'
            '{"role":"text","name":"V"}\n{"role":"text","name":"2"}\n{"role":"text","name":"q"}\n'
            '{"role":"text","name":"Z"}\n{"role":"text","name":"5"}',
            '{"role":"text","name":"' f'{R}"}}')),
        ("| A | B | A | C | B | A | A | B | C |", "| 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 |",
         "<td>-</td><td>-</td><td>-</td><td>-</td><td>-</td><td>-</td><td>-</td><td>-</td>",
         "<i>h</i><i>e</i><i>l</i><i>l</i><i>o</i><i>w</i><i>o</i><i>r</i><i>l</i><i>d</i>",
         '["x", "y", "z", "w", "x", "y", "z", "w", "x"] axes'),
    ),
)  # fmt: skip
