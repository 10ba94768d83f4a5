"""One search for many literals (a rule's cues of other languages, all rows' ones): an
alternation each of whose branches starts at a character outside ASCII where its literal has
one, so that a text's ASCII letters cost no tries. And the literal that stands for an escaped
line break while the rules run."""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["ESCAPED_BREAK", "any_of", "trie_pattern"]

# A repr's or JSON's line break (`\n`) while the rules run: the policy swaps its letter for a
# stand-in, so that a secret right after one is not glued to an `n`. (Here, below every module
# that reads it: the public words' too.)
ESCAPED_BREAK = "\\\x1c"


def any_of(literals: Iterable[str]) -> re.Pattern[str] | None:
    """One pattern matching any of ``literals``, or None if there is none."""
    unique = sorted(set(literals), key=len, reverse=True)
    return re.compile("|".join(map(_from_first_other, unique))) if unique else None


def _from_first_other(literal: str) -> str:
    """``literal`` from its first character outside ASCII, what is before it asked behind
    (`ē(?<=atslē)g`): a search skips the places no branch starts at, so the ASCII letters of a
    text cost no tries of the words of Latin letters with a diacritic."""
    at = next((i for i, char in enumerate(literal) if not char.isascii()), 0)
    if not at:
        return re.escape(literal)
    head = re.escape(literal[at])
    return f"{head}(?<={re.escape(literal[: at + 1])}){re.escape(literal[at + 1 :])}"


_Trie = dict[str, "_Trie"]


def trie_pattern(literals: Iterable[str]) -> str:
    """One pattern of ``literals`` written as their trie (`pa(?:rola|ss(?:wd|word))`): at each
    place a search tries only the branch the next character opens, where an alternation of
    hundreds of literals tries each in turn. The longest literal that matches wins."""
    root: _Trie = {}
    for literal in literals:
        node = root
        for char in literal:
            node = node.setdefault(char, {})
        node[""] = {}
    return _trie_branch(root)


def _trie_branch(node: _Trie) -> str:
    branches = [
        re.escape(char) + _trie_branch(child) for char, child in sorted(node.items()) if char
    ]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    return f"(?:{body})?" if "" in node else body
