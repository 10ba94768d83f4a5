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

import re
from collections.abc import Iterable

__all__ = [
    "Asked",
    "Vocabulary",
    "find_all",
    "is_word",
    "letter_runs",
    "split_asked",
    "stem_hits",
]

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
    """Whether ``literal`` is looked for by the shared look (two lower-case ASCII letters or
    more: one letter is in nearly every text)."""
    return len(literal) > 1 and literal.isascii() and literal.isalpha() and literal.islower()


# What ``split_asked`` makes of the literals: the plain words; the runs of letters that stand
# for other literals, with them; the rest, each under the character looked for first.
Asked = tuple[frozenset[str], dict[str, tuple[str, ...]], tuple[tuple[str, tuple[str, ...]], ...]]


def split_asked(literals: Iterable[str]) -> Asked:
    """``literals`` as the shared look can answer them: the plain words among them; the
    longest run of three letters or more of each other one (a text without `value` is without
    `value"`), with the literals it stands for, each then left to an `in` test; the literals
    without such a run (`@`, ` -`, `/p`), each left to an `in` test where its first character
    that is not a letter or a blank is there (one `memchr`). A literal that holds a
    plain word is dropped (the word is found first)."""
    words = {literal for literal in literals if is_word(literal)}
    runs: dict[str, set[str]] = {}
    tested: dict[str, set[str]] = {}
    for literal in literals:
        if literal in words or not literal or _holds_word(literal, words):
            continue
        parts = _RUNS.findall(literal)
        if parts:
            runs.setdefault(max(parts, key=len), set()).add(literal)
        else:
            mark = next((c for c in literal if not c.isalpha() and c != " "), literal)
            tested.setdefault(mark, set()).add(literal)
    return (
        frozenset(words),
        {run: tuple(sorted(more)) for run, more in runs.items()},
        tuple(
            (mark, (mark,) if mark in group else tuple(sorted(group)))
            for mark, group in sorted(tested.items())
        ),
    )


_RUNS = re.compile("[a-z]{3,}")


def _holds_word(literal: str, words: set[str]) -> bool:
    """Whether ``literal`` holds one of ``words``: its pieces looked up (a literal is short, the
    words many: a table of rows would otherwise be built in time quadratic in its literals)."""
    n = len(literal)
    return any(literal[i:j] in words for i in range(n - 1) for j in range(i + 2, n + 1))


class Vocabulary:
    """The letters-only literals the gate asks about, and the runs of letters seen so far with
    the literals each holds."""

    __slots__ = ("_by_start", "_holding", "_known", "_remembered", "_short", "literals")

    def __init__(self, literals: Iterable[str]) -> None:
        self.literals = tuple(sorted({literal for literal in literals if is_word(literal)}))
        # The literals by their first three letters (those of two letters apart): a text's new
        # runs are asked only for the literals that start with three letters they hold (some
        # hundreds of thousands, where every literal asked was one `in` each).
        by_start: dict[str, list[str]] = {}
        for literal in self.literals:
            if len(literal) > 2:
                by_start.setdefault(literal[:3], []).append(literal)
        self._by_start = {start: tuple(group) for start, group in by_start.items()}
        self._short = tuple(literal for literal in self.literals if len(literal) == 2)
        # Every run remembered, with the literals it holds (most hold none) ...
        self._known: dict[bytes, frozenset[str]] = {}
        # ... and those that hold one: a message's runs are matched against it in C.
        self._holding: set[bytes] = set()
        # ... and every run remembered as a set (asked of a list of runs, a dict's keys would
        # be copied into a set first).
        self._remembered: set[bytes] = set()

    def held(self, runs: list[bytes]) -> set[str]:
        """The literals of the vocabulary that ``runs`` (``letter_runs`` of a text) hold."""
        # Set operations in C (a run's hash is computed once, then kept by the bytes object):
        # no Python step per run, only one per run that holds a literal (few). A message whose
        # runs are all known (most: error text repeats its words) is asked two questions of
        # its list as it is, without a set of its runs made first.
        known = self._known
        if not self._remembered.issuperset(runs):
            distinct = set(runs)
            new = distinct.difference(known)
            if len(new) > _REMEMBERED_AT_ONCE:
                # A long text (a dump, a hostile input): its runs are not remembered, which
                # would cost a set for each and push out the words of common messages.
                return set(self._in(b" ".join(distinct)))
            if len(known) + len(new) > _REMEMBERED:
                known.clear()
                self._holding.clear()
                self._remembered.clear()
                new = distinct
            self._learn(new)
        found: set[str] = set()
        for run in self._holding.intersection(runs):
            found |= known[run]
        return found

    def _in(self, joined: bytes) -> list[str]:
        """The literals ``joined`` (runs joined by blanks) holds: a literal spans no blank."""
        text = joined.decode("ascii")
        # (each three letters of the text: the shorter slices end the zip)
        triples = set(map("".join, zip(text, text[1:], text[2:], strict=False)))
        starts = self._by_start.keys() & triples
        found = [literal for literal in self._short if literal in text]
        for start in starts:
            found += [literal for literal in self._by_start[start] if literal in text]
        return found

    def _learn(self, runs: set[bytes]) -> None:
        # The new runs asked together, then each run only for the literals found: a message of
        # new ids costs one pass of the literals, not one a run.
        held = self._in(b" ".join(runs))
        known = self._known
        for run in runs:
            hits = _NONE
            if held:
                word = run.decode("ascii")
                hits = frozenset(literal for literal in held if literal in word)
                if hits:
                    self._holding.add(run)
            known[run] = hits
        self._remembered |= runs


_NONE: frozenset[str] = frozenset()


def find_all(text: str, literal: str) -> list[int]:
    found = []
    i = text.find(literal)
    while i != -1:
        found.append(i)
        i = text.find(literal, i + 1)
    return found


def stem_hits(folded: str, stems: Iterable[str]) -> list[int]:
    """Where each of ``stems`` occurs in ``folded``, in order: the places names may hold one."""
    hits: list[int] = []
    for stem in stems:
        if stem in folded:  # `in` costs a third of a `find`, and most stems are absent.
            hits += find_all(folded, stem)
    hits.sort()
    return hits
