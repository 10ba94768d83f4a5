"""A password drawn for a person to type, after a password's name in any language on its line:
an app password's four groups of four small letters (`pwlc dgqo wxuy bbdn`, Google's;
`abcd-efgh-ijkl-mnop`, Apple's), two of them at least with one vowel or none, none a word of
English prose (`password: must have four more` stays); drawn words whole in quotes (`La
contraseña es «nettle thistle lantern umber»`); or drawn words that end the line or the
sentence after a colon or a dash (`кодовое слово: sedge vole plover`). A policy's words
(`password policy: uppercase lowercase digits symbols`), prose and an error's words are not
drawn (``drawn_words``, ``_POLICY_WORDS``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import Span
from ._phrase_rows import PROSE_WORDS, drawn_words

__all__ = ["drawn_passwords"]

_GROUPS = re.compile(r"(?<![\w-])[a-z]{4}([ -])[a-z]{4}\1[a-z]{4}\1[a-z]{4}(?![\w-])")
# Or three to eight words of small letters in quotes (`"foxglove bracken nightjar mullion"`,
# `«nettle thistle lantern umber»`): quoted whole after a password's name, drawn words are the
# password (a policy's words are not quoted, and prose is not drawn, ``drawn_words``).
_QUOTED_WORDS = re.compile(r"[«\"'“„]([a-z]{3,12}(?: [a-z]{3,12}){2,7})[»\"'”“]")
# Or three to eight such words that end the line, the sentence or a quote after a colon or a dash
# (`кодовое слово: sedge vole plover`, `Kata sandhi sampeyan: juniper larch vole larch`): no
# word of prose, of an error or of a password policy (`uppercase lowercase digits symbols`).
_WORDS_AFTER = re.compile(
    r"(?:[:\uff1a]|[ \t][—–-])[ \t]+([a-z]{3,12}(?: [a-z]{3,12}){2,7})"
    r"(?=[ \t]*(?:$|[\r\n.,;!?)'\"»”]))",
    re.MULTILINE,
)
_POLICY_WORDS = frozenset({
    "uppercase", "lowercase", "upper", "lower", "digits", "digit", "symbols", "symbol",
    "letters", "letter", "numbers", "number", "special", "length", "minimum", "maximum",
    "mixed", "case", "chars", "policy", "rules", "complexity", "strength", "weak", "strong",
})  # fmt: skip
_NAME_BEFORE = 60  # how far before the groups the password's name may stand (on their line)
_VOWELS = frozenset("aeiou")


def _drawn(groups: list[str]) -> bool:
    return PROSE_WORDS.isdisjoint(groups) and (
        sum(len(_VOWELS.intersection(group)) <= 1 for group in groups) >= 2
    )


def _named(folded: str, start: int, names: tuple[str, ...]) -> bool:
    line = folded[max(folded.rfind("\n", 0, start) + 1, start - _NAME_BEFORE) : start]
    # (a name a policy's word follows names the policy, `Password Policy v7 — approved owner`)
    return any(name in line for name in names) and _POLICY_NAME.search(line) is None


# A password's name and the policy word after it: what the line is about is the policy.
_POLICY_NAME = re.compile(
    r"pass\w*[ _-]?(?:policy|policies|rules|strength|complexity|requirements|history)\b"
)


def drawn_passwords(text: str, folded: str, names: tuple[str, ...]) -> Iterator[Span]:
    """The drawn groups after one of ``names`` (the password row's cues) on the same line."""
    for match in _GROUPS.finditer(folded):
        if _drawn(re.split("[ -]", match.group())) and _named(folded, match.start(), names):
            yield match.span()
    for match in _QUOTED_WORDS.finditer(text):
        if drawn_words(match.group(1).split(" ")) and _named(folded, match.start(), names):
            yield match.span(1)
    for match in _WORDS_AFTER.finditer(folded):
        words = match.group(1).split(" ")
        named = _named(folded, match.start(), names)
        if named and drawn_words(words) and _POLICY_WORDS.isdisjoint(words):
            yield match.span(1)
