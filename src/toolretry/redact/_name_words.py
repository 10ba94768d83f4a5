"""A vocabulary of credential words asked of a key name at once: whether one of them is in the
name as the gate of ``foreign_family`` reads it (one of its words, the end of a compound, the
first word of a Germanic compound, a phrase of its words, or anywhere inside a name of a script
written without spaces), by a few set lookups for each word of the name, where asking each
word of the vocabulary cost a loop over thousands."""

from __future__ import annotations

from collections.abc import Iterable

from ._literals import any_of

__all__ = ["NameWords", "is_unspaced"]

# Secret's words that begin a compound naming a secret thing (`Geheimzahl`, `Gheimnummere`,
# `hemmeligkode`, `hemligtnummer`), in the languages that put a compound's head last.
_COMPOUND_FIRSTS = frozenset({"geheim", "gheim", "hemmelig", "hemlig", "hemmeleg"})
# A word this long or longer names its secret at the end of a compound too
# (``Datenbankpasswort``, ``gebruikerswachtwoord``).
_SHORTEST_ENDING = 5


def is_unspaced(word: str) -> bool:
    """Whether ``word`` is of a script written without spaces between words (Chinese, Japanese,
    Thai...) or glued into compounds (Korean): it names a secret anywhere inside a name."""
    return ord(word[0]) >= 0x0E00


class NameWords:
    """``in_name`` of a vocabulary: its words split by how a name can hold them."""

    __slots__ = ("_endings", "_firsts", "_phrases", "_unspaced", "_words")

    def __init__(self, vocabulary: Iterable[str]) -> None:
        words = tuple(vocabulary)
        plain = frozenset(w for w in words if not is_unspaced(w) and " " not in w)
        self._words = plain
        self._endings = frozenset(w for w in plain if len(w) >= _SHORTEST_ENDING)
        self._firsts = tuple(sorted(plain & _COMPOUND_FIRSTS))
        self._phrases = tuple(f" {w} " for w in words if not is_unspaced(w) and " " in w)
        self._unspaced = any_of(w for w in words if is_unspaced(w))

    def in_name(self, phrase: str, words: tuple[str, ...]) -> bool:
        """Whether a word of the vocabulary is in the name whose lower-cased words are
        ``words`` (``phrase``: the same joined by spaces)."""
        plain = self._words
        for word in words:
            if word in plain:
                return True
            # (or at the end of a compound: each ending of five letters or more looked up)
            endings = self._endings
            for start in range(1, len(word) - _SHORTEST_ENDING + 1):
                if word[start:] in endings:
                    return True
            # (or the first word of a Germanic compound, whose head is last: `Geheimzahl`)
            for first in self._firsts:
                if word.startswith(first) and len(word) >= len(first) + 3:
                    return True
        if self._phrases:
            padded = f" {phrase} "
            if any(spaced in padded for spaced in self._phrases):
                return True
        unspaced = self._unspaced
        return unspaced is not None and not phrase.isascii() and unspaced.search(phrase) is not None
