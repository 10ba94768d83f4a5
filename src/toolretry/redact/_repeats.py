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
    return _hide_siblings(redacted, values)


# A hidden code's shape: its runs of letters and digits (each of digits, of hex digits, or any)
# and the marks between them (`52ae-8d5b`, `4368-81be`, `k7qm2x9p`).
_RUN = re.compile(r"[0-9a-zA-Z]+|[-.]")
# The marks between the codes of a list (blanks, a comma, one line break).
_LIST_GAP = r"[ \t]*[,;]?[ \t]*\n?[ \t]*"


def _code_shape(value: str) -> str | None:
    """A pattern of the codes shaped as ``value`` (the same runs, each of the same length and
    alphabet), where ``value`` is one of a list of generated codes: grouped by a mark, or of
    eight characters or more with a digit and a letter; None otherwise."""
    runs = _RUN.findall(value)
    if "".join(runs) != value or not any(c.isdigit() for c in value):
        return None
    grouped = len(runs) >= 3 and len(runs) % 2 == 1 and all(len(r) >= 3 for r in runs[::2])
    if not grouped and not (len(runs) == 1 and len(value) >= 8 and not value.isdigit()):
        return None
    # (a code of hex digits: a group of it that happens to hold no letter is hex still)
    letters = "".join(run for run in runs if run not in "-.")
    hex_lower = letters == letters.lower() and all(c in "0123456789abcdef" for c in letters)
    hex_upper = letters == letters.upper() and all(c in "0123456789ABCDEF" for c in letters)
    pieces = []
    for run in runs:
        if run in "-.":
            pieces.append(re.escape(run))
        elif run.isdigit() and (letters.isdigit() or not (hex_lower or hex_upper)):
            pieces.append(f"[0-9]{{{len(run)}}}")
        elif hex_lower:
            pieces.append(f"[0-9a-f]{{{len(run)}}}")
        elif hex_upper:
            pieces.append(f"[0-9A-F]{{{len(run)}}}")
        else:
            pieces.append(f"[0-9a-zA-Z]{{{len(run)}}}")
    return "".join(pieces)


def _hide_siblings(redacted: str, values: set[str]) -> str:
    """``redacted`` with the codes that follow a hidden one in a list, shaped as it is, hidden
    too (`recovery codes: 52ae-8d5b 4368-81be 554e-a844`: a row that read the label hid the
    first; the others are the same kind of thing, whatever the language of the label)."""
    for value in values:
        shape = _code_shape(value)
        if shape is None or REDACTED not in redacted:
            continue
        sibling = re.compile(rf"({_LIST_GAP})(?<![\w-]){shape}(?![\w-])")
        pieces: list[str] = []
        done = 0
        at = redacted.find(REDACTED)
        while at != -1:
            end = at + len(REDACTED)
            while (match := sibling.match(redacted, end)) is not None and match.end() - end < 96:
                pieces += (redacted[done : match.start()], match.group(1), REDACTED)
                done = end = match.end()
            at = redacted.find(REDACTED, end)
        redacted = "".join(pieces) + redacted[done:]
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
