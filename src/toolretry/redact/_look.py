"""One shared look at a text before the gate: which of the literals the gate asks about that
are plain words (ASCII letters only: `key`, `pwd`, `login`, `vault`...) the text holds.

The gate used to ask each such literal with its own `in`, a scan of the whole text each; most
messages were scanned dozens of times to learn that they hold none. Here the text is split once
(in C) into its runs of letters, and each run is looked up in a table of the runs seen before
and the literals each holds: error text repeats its words, so a message mostly costs one
split and a lookup per word. A letters-only literal is in the text exactly when it is inside
one of its runs of letters (it cannot span a character that is not a letter), so the answer is
the same as the `in` tests gave.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import cast

__all__ = ["Vocabulary", "is_word", "letter_runs"]

# ASCII letters stay, every other byte (and `?`, for any non-ASCII character) becomes a blank.
_LETTERS_MASK = bytes(b if 97 <= b <= 122 else 32 for b in range(256))

# The runs remembered, at most: a process meets a few thousand words of error text; random ids
# add new runs forever, so the table starts again when it is full.
_REMEMBERED = 8192
# The new runs of one text remembered, at most.
_REMEMBERED_AT_ONCE = 256


def letter_runs(folded: str) -> list[bytes]:
    """The runs of lower-case ASCII letters of ``folded`` (a lower-cased text)."""
    return folded.encode("ascii", "replace").translate(_LETTERS_MASK).split()


def is_word(literal: str) -> bool:
    """Whether ``literal`` is looked for by the shared look (lower-case ASCII letters only)."""
    return bool(literal) and literal.isascii() and literal.isalpha() and literal.islower()


class Vocabulary:
    """The letters-only literals the gate asks about, and the runs of letters seen so far with
    the literals each holds."""

    __slots__ = ("_known", "literals")

    def __init__(self, literals: Iterable[str]) -> None:
        self.literals = tuple(sorted({literal for literal in literals if is_word(literal)}))
        self._known: dict[bytes, frozenset[str]] = {}

    def held(self, runs: list[bytes]) -> set[str]:
        """The literals of the vocabulary that ``runs`` (``letter_runs`` of a text) hold."""
        # Looked up and joined in C (a `map` and one union): no Python step per run.
        hits = list(map(self._known.get, runs))
        if None in hits:
            return self._learn(runs, hits)
        return set().union(*cast(list[frozenset[str]], hits))

    def _learn(self, runs: list[bytes], hits: list[frozenset[str] | None]) -> set[str]:
        # The new runs asked together (a literal spans no blank), then each run only for the
        # literals found: a message of new ids costs one pass of the literals, not one a run.
        found: set[str] = set().union(*(hit for hit in hits if hit is not None))
        runs = [run for run, hit in zip(runs, hits, strict=True) if hit is None]
        joined = b" ".join(runs).decode("ascii")
        held = [literal for literal in self.literals if literal in joined]
        if len(runs) > _REMEMBERED_AT_ONCE:
            # A long text (a dump, a hostile input): its runs are not remembered, which would
            # cost a set for each and push out the words of common messages.
            found.update(held)
            return found
        known = self._known
        if len(known) + len(runs) > _REMEMBERED:
            known.clear()
        for run in runs:
            if held:
                word = run.decode("ascii")
                known[run] = frozenset(literal for literal in held if literal in word)
            else:
                known[run] = frozenset()
        found.update(held)
        return found
