"""A secret hidden in one place of a text is hidden wherever else the text repeats it.

Tools and validators print a value twice: once beside its name, where the rules find it
(``otp='…'``, ``instance["api_key"]: "…"``), and once in a sentence that names nothing
(``as str '…' not instance of int``, ``"…" does not match "^ak_"``). What the rules hid is
known from the two texts alone: the redacted text's pieces between the markers appear in the
original in order, and what lies between them there is what was hidden.
"""

from __future__ import annotations

import re

from ._engine import REDACTED, looks_generated

__all__ = ["hide_repeats"]

# Only a hidden value that looks machine-made (a key, a token) or a code's digits is looked for
# elsewhere: a word, a path or a name the rules hid beside a credential's name
# ("/login?next=/…/password") may be an ordinary fact where the text repeats it.
_SHORTEST_REPEAT = 12


def _hidden_values(original: str, redacted: str) -> list[str]:
    """What ``redacted`` hides of ``original``, or [] when the two do not line up (two
    markers side by side, a marker the original held already)."""
    pieces = redacted.split(REDACTED)
    if len(pieces) < 2 or REDACTED in original:
        return []
    first, last = pieces[0], pieces[-1]
    if not original.startswith(first) or not original.endswith(last):
        return []
    values = []
    at = len(first)
    for piece in pieces[1:-1]:
        if not piece:
            return []
        found = original.find(piece, at + 1)
        if found < 0:
            return []
        values.append(original[at:found])
        at = found + len(piece)
    end = len(original) - len(last)
    if end <= at:
        return []
    values.append(original[at:end])
    return values


def hide_repeats(original: str, redacted: str) -> str:
    """``redacted`` with every other copy of a value it hid in ``original`` hidden too, and
    every copy a tool cut short (its first characters, then `...`)."""
    values = {value.strip() for value in _hidden_values(original, redacted)}
    for value in sorted(values, key=len, reverse=True):
        if value.isdigit() and 4 <= len(value) <= 12 and value in redacted:
            # (a PIN's or a code's digits hidden once: the same number standing alone elsewhere
            # is the code, `reset it to 377440` before `setPin(pin="…")`)
            redacted = re.sub(rf"(?<![\d.:/-]){value}(?![\d]|[.:/-]\d)", REDACTED, redacted)
        elif looks_generated(value, _SHORTEST_REPEAT):
            if value in redacted:
                redacted = redacted.replace(value, REDACTED)
            if value[:_SHORTEST_REPEAT] in redacted:
                redacted = _hide_cut_copies(redacted, value)
    return redacted


_ELLIPSES = ("...", "\u2026")


def _hide_cut_copies(text: str, value: str) -> str:
    """``text`` with each copy of the start of ``value`` (12 characters or more) that an
    ellipsis ends hidden (`LINE 1: … = '1umkwb…'`, a SQL echo cut short)."""
    head = value[:_SHORTEST_REPEAT]
    at = text.find(head)
    while at != -1:
        end = at + len(head)
        while end < len(text) and end - at < len(value) and text[end] == value[end - at]:
            end += 1
        if text.startswith(_ELLIPSES, end):
            text = text[:at] + REDACTED + text[end:]
            end = at + len(REDACTED)
        at = text.find(head, end)
    return text
