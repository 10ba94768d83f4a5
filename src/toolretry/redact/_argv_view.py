"""A command's words as a list's repr: the line they were, read as a line.

``subprocess`` reports a failed command as the list it ran (`CalledProcessError: Command
'['Koda', 'piştrastkirinê:', '469285']'`, `CompletedProcess(args=[…])`), and a log may print
an argv or a cmd so. The rows read a command line or a sentence, not its words one by one in
quotes. The items are joined with blanks into the line they were, that line is redacted as
text, and what its redaction hid is hidden at the same characters of the items; an item the
rows hide something of where it stands is left to them.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ._dump_view import hidden_spans

__all__ = ["hidden_argv_items", "may_hold_argv"]

# A list of two quoted items or more, each on one line, with no escape in it (a repr's items).
_ITEM = r"""(?:'[^'\\\n]{0,512}'|"[^"\\\n]{0,512}")"""
_ARGV = re.compile(rf"\[{_ITEM}(?:, {_ITEM}){{1,255}}\]")
_ITEMS = re.compile(r"""'([^'\\\n]{0,512})'|"([^"\\\n]{0,512})\"""")


def may_hold_argv(text: str) -> bool:
    """Whether ``text`` may hold a command's list of quoted items: a few `in` tests. (A list a
    message names otherwise, `missing fields ['a', 'b']`, is left to the rows: read as a line
    it cost a common message's repeated sight a third more.)"""
    # (one character first: a test of one character is a `memchr`, one of two or more costs a
    # common message ~0.2 µs each)
    return (
        "[" in text
        and ("['" in text or '["' in text)
        and ("ommand" in text or "args" in text or "argv" in text or "cmd" in text)
    )


def hidden_argv_items(text: str, redact: Callable[[str], str]) -> list[tuple[int, int]]:
    """The places of the items of ``text``'s lists that ``redact`` hides in the line the items
    make joined with blanks."""
    places: list[tuple[int, int]] = []
    for found in _ARGV.finditer(text):
        items = [
            item.span(1 if item.group(1) is not None else 2)
            for item in _ITEMS.finditer(text, found.start(), found.end())
        ]
        # (each character of the line: where it stands in ``text``, or -1 for a blank)
        places_of: list[int] = []
        item_of: list[int] = []  # (and the start of its item)
        for number, (start, end) in enumerate(items):
            if number:
                places_of.append(-1)
                item_of.append(-1)
            places_of += range(start, end)
            item_of += [start] * (end - start)
        line = " ".join(text[start:end] for start, end in items)
        redacted = redact(line)
        if redacted == line:
            continue
        spans = hidden_spans(line, redacted)
        if spans is None:  # (a row wrote something else in a value's place: every changed item)
            places += [(s, e) for s, e in items if s < e and text[s:e] not in redacted]
            continue
        # (an item the rows read in place, redacted alone, is theirs: `'__Secure-tk=…;'` keeps
        # its cookie's name there, where the line's `set-cookie: …` would hide the pair)
        read_alone = {start for start, end in items if redact(text[start:end]) != text[start:end]}
        for start, end in spans:
            hidden = [
                places_of[index]
                for index in range(start, end)
                if places_of[index] != -1 and item_of[index] not in read_alone
            ]
            # (one place per run of the item's characters: a span over a blank is two)
            run_start = previous = -2
            for at in hidden:
                if at != previous + 1:
                    if run_start >= 0:
                        places.append((run_start, previous + 1))
                    run_start = at
                previous = at
            if run_start >= 0:
                places.append((run_start, previous + 1))
    return places
