"""A command's words as a list's repr: the line they were, read as a line.

``subprocess`` reports a failed command as the list it ran (`CalledProcessError: Command
'['gosign', '--pin', '55904546']'`, `['Koda', 'piştrastkirinê:', '469285']`), and a log may
print an argv so. The rows read a command line or a sentence, not its words one by one in
quotes. The items are joined with blanks into the line they were, that line is redacted as
text, and an item any of whose characters its redaction hid is hidden whole in the list.
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
    """Whether ``text`` may hold a list of quoted items: one `in` test or two."""
    return ("', '" in text or '", "' in text) and "[" in text


def hidden_argv_items(text: str, redact: Callable[[str], str]) -> list[tuple[int, int]]:
    """The places of the items of ``text``'s lists that ``redact`` hides in the line the items
    make joined with blanks."""
    places: list[tuple[int, int]] = []
    for found in _ARGV.finditer(text):
        items = [
            item.span(1 if item.group(1) is not None else 2)
            for item in _ITEMS.finditer(text, found.start(), found.end())
        ]
        owners: list[int] = []  # (each character of the line: its item, or -1 for a blank)
        for number, (start, end) in enumerate(items):
            owners += [-1] * bool(number) + [number] * (end - start)
        line = " ".join(text[start:end] for start, end in items)
        redacted = redact(line)
        if redacted == line:
            continue
        spans = hidden_spans(line, redacted)
        if spans is None:  # (a row wrote something else in a value's place: every changed item)
            hidden = {n for n, (start, end) in enumerate(items) if text[start:end] not in redacted}
        else:
            hidden = {owners[at] for start, end in spans for at in range(start, end)} - {-1}
        places += [
            items[number] for number in sorted(hidden) if items[number][0] < items[number][1]
        ]
    return places
