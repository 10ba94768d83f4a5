"""Rules as data, one engine: each rule finds spans, the engine merges them and splices once.

A ``Rule`` is one row: an id (for ``disable_rule``), the literals one of which any text it can
match holds (its cue, looked for in the lower-cased text), a finder that yields the spans to
hide (what to keep is simply what it leaves outside its spans: a name, a vendor prefix, an
authorization scheme) and its test vectors. ``hide`` collects the spans of every rule whose
cue is present, widens each across a line-wrapped continuation, merges overlapping ones and
replaces each with ``[REDACTED]`` in one pass over the text.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property

__all__ = [
    "REDACTED",
    "Finder",
    "Rule",
    "Span",
    "any_of",
    "cue_positions",
    "hide",
    "is_file_path",
    "is_uuid",
    "looks_generated",
    "merged",
]

REDACTED = "[REDACTED]"
Span = tuple[int, int]
# (text, folded) -> spans; `folded` is `text` lower-cased, of the same length.
Finder = Callable[[str, str], Iterable[Span]]


@dataclass(frozen=True)
class Rule:
    """One row of the table: what it finds, where it looks, and how it is tested.

    ``hides``: (input, output) pairs the rule must turn the one into the other (the test suite
    runs every row's vectors through ``toolretry.redact.redact``); ``keeps``: inputs that must
    come back unchanged.
    """

    id: str
    cue: tuple[str, ...]
    find: Finder
    keep: str
    hides: tuple[tuple[str, str], ...]
    keeps: tuple[str, ...] = ()

    @cached_property
    def ascii_cues(self) -> tuple[str, ...]:
        """The cues an ASCII text can hold, each looked for with one `in`."""
        return tuple(cue for cue in self.cue if cue.isascii())

    @cached_property
    def other_cues(self) -> re.Pattern[str] | None:
        """The cues not in ASCII, looked for in a text that is not by one search (they can be
        many: a word in each of 40 languages)."""
        return any_of(cue for cue in self.cue if not cue.isascii())

    def is_cued(self, folded: str, is_ascii: bool) -> bool:
        """Whether ``folded`` holds one of the rule's cues (a rule without any always runs)."""
        if not self.cue:
            return True
        for cue in self.ascii_cues:  # a loop: a generator would cost more than the tests
            if cue in folded:
                return True
        return not is_ascii and self.other_cues is not None and bool(self.other_cues.search(folded))


def any_of(literals: Iterable[str]) -> re.Pattern[str] | None:
    """One pattern matching any of ``literals``, or None if there is none."""
    unique = sorted(set(literals), key=len, reverse=True)
    return re.compile("|".join(map(re.escape, unique))) if unique else None


def cue_positions(folded: str, cues: Iterable[str]) -> list[Span]:
    """Where each of ``cues`` is in ``folded``, in order: a few `find`s are cheaper than one
    regex alternation of many literals."""
    found: list[Span] = []
    for cue in cues:
        start = folded.find(cue)
        while start != -1:
            found.append((start, start + len(cue)))
            start = folded.find(cue, start + 1)
    found.sort()
    return found


def merged(spans: Iterable[Span]) -> list[Span]:
    """``spans`` sorted, with overlapping or touching ones joined."""
    out: list[Span] = []
    for start, end in sorted(spans):
        if end <= start:
            continue
        if out and start <= out[-1][1]:
            if end > out[-1][1]:
                out[-1] = (out[-1][0], end)
        else:
            out.append((start, end))
    return out


# A value wrapped onto the next line: a real line break (maybe after a `\` continuation) or a
# `\n` escape, indentation, then one run of token characters that ends its line or string.
_CONTINUATION = re.compile(
    r"(?:\\?\r?\n|\\n)[ \t]*([A-Za-z0-9+/=_.-]{6,})(?=\s|$|[\"',;)\]}]|\\n|\\\")"
)


def _wrapped_end(text: str, end: int) -> int:
    """Where a value that ends at ``end`` really ends, if it continues on the next line."""
    while (match := _CONTINUATION.match(text, end)) is not None:
        piece = match.group(1)
        if not piece[0].isalnum() or (piece.isalpha() and not _mixed_case(piece)):
            break  # a word of the next sentence, or a marker line, not the rest of a token
        end = match.end()
    return end


_PAIR_HALF = re.compile(r":([A-Za-z0-9+/_.~-]{16,})")


def _markers(text: str, lines: bool) -> Iterator[Span]:
    # Values hidden already (by an earlier step) may continue on the next line too, or be the
    # first half of an `id:secret` pair whose second half looks generated.
    start = text.find(REDACTED)
    while start != -1:
        end = start + len(REDACTED)
        wrapped = _wrapped_end(text, end) if lines else end
        if wrapped != end:
            yield (end, wrapped)
        elif (half := _PAIR_HALF.match(text, end)) is not None and looks_generated(half[1]):
            yield half.span(1)
        start = text.find(REDACTED, end)


def hide(rules: Iterable[Rule], text: str, folded: str, *, gated: bool = False) -> str:
    """``text`` with the spans of every rule whose cue is in ``folded`` replaced, once.

    ``gated``: the caller has asked each rule's cues already (``rules`` are those present).
    """
    spans: list[Span] = []
    is_ascii = folded.isascii()
    for rule in rules:
        if gated or rule.is_cued(folded, is_ascii):
            spans.extend(rule.find(text, folded))
    if REDACTED in text:
        spans.extend(_markers(text, "\n" in text or "\\n" in text))
    if not spans:
        return text
    pieces: list[str] = []
    done = 0
    for start, end in merged((start, _wrapped_end(text, end)) for start, end in spans):
        if text[start:end] == REDACTED:
            continue
        pieces += (text[done:start], REDACTED)
        done = end
    return "".join(pieces) + text[done:] if pieces else text


# --- what a value looks like ---------------------------------------------------------------------

_UUID = re.compile(r"[0-9a-fA-F]{8}-(?:[0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}")
_FILE_PATH = re.compile(r"[\w.-]*(?:/[\w.-]+)+\.[A-Za-z][A-Za-z0-9]{0,7}|[.~]?/[\w./-]+")


def is_uuid(value: str) -> bool:
    """A UUID (request ids, object ids): a fact a model needs, never a credential."""
    return len(value) == 36 and _UUID.fullmatch(value) is not None


def is_file_path(value: str) -> bool:
    """An object key or file path (``uploads/2026/a1/b2.parquet``, ``/etc/app.conf``)."""
    return "/" in value and _FILE_PATH.fullmatch(value) is not None


def _mixed_case(word: str) -> bool:
    upper = sum(c.isupper() for c in word)
    return 3 <= upper <= len(word) - 3 and upper * 5 >= len(word)


_SEGMENTS = re.compile(r"[_.\-/+=~:%]+")
_HEX = frozenset("0123456789abcdef")


def looks_generated(value: str, shortest: int = 16) -> bool:
    """Whether ``value`` looks machine-generated, as keys and tokens do: long enough, with a
    long piece of letters mixed with digits or of mixed case (not `user_123_profile`, not
    `passwordConfirmation`), dense in information (Shannon entropy), and not a UUID, a path or
    a short hexadecimal id (hashes of 32 digits and more are taken for keys)."""
    n = len(value)
    if n < shortest or n > 1024 or is_uuid(value) or is_file_path(value):
        return False
    piece = max(_SEGMENTS.split(value), key=len)
    if len(piece) < 12:
        return False
    digits = sum(c.isdigit() for c in piece)
    if not (0 < digits < len(piece) or _mixed_case(piece)):
        return False
    hexa = piece[2:] if piece[:2] in ("0x", "0X") else piece
    if hexa.isupper() and _HEX.issuperset(hexa.lower()):
        return False  # a fingerprint or thumbprint as tools print them (keys are lower-case)
    if len(piece) < 32 and _HEX.issuperset(hexa):
        return False
    counts = Counter(value)
    entropy = -sum(k / n * math.log2(k / n) for k in counts.values())
    return entropy >= 3.0
