"""One field, one line, with quoted text kept exactly: an edit tool's old text must come back
as the model sent it, or the model cannot tell what did not match."""

from __future__ import annotations

import re

__all__ = ["one_line"]

# A quote opens after a non-word character and closes before one, so "didn't" opens nothing.
# The span is bounded: a stray quote must not make one long message one long "quotation".
_QUOTED = re.compile(
    r"(?<!\w)(['\"`])(?:(?!\1).){0,4000}?\1(?!\w)|“[^”]{0,4000}”|‘[^’]{0,4000}’|「[^」]{0,4000}」",
    re.DOTALL,
)
_BREAKS = re.compile(r"\r\n|\r|\n")
_ESCAPES = {"\r\n": "\\r\\n", "\r": "\\r", "\n": "\\n"}


def _collapse(text: str) -> str:
    return " ".join(text.split())


def one_line(text: str) -> str:
    """``text`` on one line: whitespace runs outside quotes become one space, ends trimmed;
    inside quotes ('...', "...", `...`, “...”, ‘...’, 「...」) spaces and tabs stay as they
    are and line breaks are written as ``\\n`` (``\\r\\n``, ``\\r``)."""
    if not any(quote in text for quote in "'\"`“‘「"):
        return _collapse(text)
    parts: list[str] = []
    position = 0
    for match in _QUOTED.finditer(text):
        outside = text[position : match.start()]
        parts.append(_edge_kept(outside))
        parts.append(_BREAKS.sub(lambda m: _ESCAPES[m.group()], match.group()))
        position = match.end()
    if position == 0:
        return _collapse(text)
    parts.append(_edge_kept(text[position:]))
    return "".join(parts).strip()


def _edge_kept(text: str) -> str:
    """Collapsed, keeping one space at an end that had whitespace (it separates the quote)."""
    inner = _collapse(text)
    if not inner:
        return " " if text and text.isspace() else ""
    lead = " " if text[:1].isspace() else ""
    tail = " " if text[-1:].isspace() else ""
    return f"{lead}{inner}{tail}"
