"""An app password, as services print one for a person to type: four groups of four small
letters (`pwlc dgqo wxuy bbdn`, Google's; `abcd-efgh-ijkl-mnop`, Apple's), after a password's
name in any language (`app password:`, `senha de aplicativo:`, `app-adgangskode:`). The groups
are drawn, not words: two of them at least hold one vowel or none, and none is a word of English
prose (`password: must have four more` stays)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import Span
from ._phrase_rows import PROSE_WORDS

__all__ = ["app_passwords"]

_GROUPS = re.compile(r"(?<![\w-])[a-z]{4}([ -])[a-z]{4}\1[a-z]{4}\1[a-z]{4}(?![\w-])")
_NAME_BEFORE = 60  # how far before the groups the password's name may stand (on their line)
_VOWELS = frozenset("aeiou")


def _drawn(groups: list[str]) -> bool:
    return PROSE_WORDS.isdisjoint(groups) and (
        sum(len(_VOWELS.intersection(group)) <= 1 for group in groups) >= 2
    )


def app_passwords(text: str, folded: str, names: tuple[str, ...]) -> Iterator[Span]:
    """The groups after one of ``names`` (the password row's cues) on the same line."""
    for match in _GROUPS.finditer(folded):
        start = match.start()
        line = folded[max(folded.rfind("\n", 0, start) + 1, start - _NAME_BEFORE) : start]
        if any(name in line for name in names) and _drawn(re.split("[ -]", match.group())):
            yield match.span()
