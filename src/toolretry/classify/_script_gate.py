"""Which alternatives of a wording table a non-ASCII message can match at all, by script.

A message written in Cyrillic cannot match a Japanese or Arabic phrase, and the wording tables
hold phrases in some fifty languages: scanning all of them for every message that matches
nothing costs several times a whole classification. Each table is split into its top-level
alternatives, each alternative tagged with the scripts of its letters; a message is scanned
only with the alternatives of the scripts it contains (one compiled pattern per set of
scripts, kept). Latin alternatives are kept when the message holds one of the table's ASCII
stems (the tables' tests check that every ASCII alternative contains one) or an accented Latin
letter. An alternative with letters of no script named here is always kept.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

__all__ = ["ASCII_ONLY", "ScriptGate", "alternatives"]

# Lower-case letters by script, as they occur in the tables' phrases (ranges, for a class).
_SCRIPTS: tuple[tuple[str, str], ...] = (
    ("latin", "a-z\u00c0-\u024f\u1e00-\u1eff"),
    ("cyrillic", "\u0400-\u052f"),
    ("greek", "\u0370-\u03ff\u1f00-\u1fff"),
    ("armenian", "\u0530-\u058f"),
    ("hebrew", "\u0590-\u05ff"),
    ("arabic", "\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff"),
    ("indic", "\u0900-\u0dff"),
    ("thai", "\u0e00-\u0e7f"),
    ("georgian", "\u10a0-\u10ff"),
    ("hangul", "\u1100-\u11ff\u3130-\u318f\uac00-\ud7af"),
    ("cjk", "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef"),
)
_FINDERS = tuple((name, re.compile(f"[{chars}]")) for name, chars in _SCRIPTS if name != "latin")
_LATIN = next(chars for name, chars in _SCRIPTS if name == "latin")
_ACCENTED = re.compile("[\u00c0-\u024f\u1e00-\u1eff]")
_ESCAPE = re.compile(r"\\[A-Za-z]|\[\^?[^\]]*\]|\(\?[:!=<]+|\{\d*,?\d*\}")
_ALWAYS = "always"
ASCII_ONLY = frozenset({"latin", _ALWAYS})
"""What an ASCII message can match: the Latin alternatives (and those of no named script)."""
_KEPT_MAX = 64


def alternatives(pattern: str) -> list[str]:
    """The top-level alternatives of ``pattern`` (split on ``|`` outside groups and classes)."""
    parts, depth, start, index, in_class = [], 0, 0, 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            index += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            parts.append(pattern[start:index])
            start = index + 1
        index += 1
    parts.append(pattern[start:])
    return parts


def _scripts(alternative: str) -> frozenset[str]:
    """The scripts of the letters ``alternative`` spells (escapes and classes aside)."""
    letters = _ESCAPE.sub("", alternative)
    found = {name for name, finder in _FINDERS if finder.search(letters)}
    if re.search(f"[{_LATIN}]", letters):
        found.add("latin")
    leftover = re.sub("[" + "".join(chars for _, chars in _SCRIPTS) + "]", "", letters)
    if any(not char.isascii() and char.isalpha() for char in leftover):
        found.add(_ALWAYS)  # a script not named above: never skipped
    return frozenset(found) or frozenset({_ALWAYS})


class ScriptGate:
    """Patterns (one per row) narrowed to the alternatives a message's scripts can match."""

    def __init__(self, patterns: Sequence[str], stems: Sequence[str]) -> None:
        self._rows = [
            [(alt, _scripts(alt)) for alt in alternatives(pattern)] for pattern in patterns
        ]
        self._stems = re.compile("|".join(re.escape(stem) for stem in stems))
        self._kept: dict[frozenset[str], tuple[re.Pattern[str] | None, ...]] = {}

    def present(self, head: str) -> frozenset[str]:
        """The scripts of the lower-cased, non-ASCII ``head`` ("latin" as said above)."""
        found = {name for name, finder in _FINDERS if finder.search(head)}
        if self._stems.search(head) is not None or _ACCENTED.search(head) is not None:
            found.add("latin")
        found.add(_ALWAYS)
        return frozenset(found)

    def patterns(self, head: str) -> tuple[re.Pattern[str] | None, ...]:
        """Per row, the pattern of its alternatives ``head`` can match (None: none can)."""
        return self.patterns_for(self.present(head))

    def patterns_for(self, present: frozenset[str]) -> tuple[re.Pattern[str] | None, ...]:
        """Per row, the pattern of its alternatives of the scripts in ``present``."""
        kept = self._kept.get(present)
        if kept is None:
            kept = tuple(self._narrowed(row, present) for row in self._rows)
            if len(self._kept) >= _KEPT_MAX:
                self._kept.clear()
            self._kept[present] = kept
        return kept

    @staticmethod
    def _narrowed(
        row: list[tuple[str, frozenset[str]]], present: frozenset[str]
    ) -> re.Pattern[str] | None:
        chosen = [alt for alt, scripts in row if scripts & present]
        return re.compile("|".join(f"(?:{alt})" for alt in chosen)) if chosen else None
