"""Rules as data, one engine: each rule finds spans, the engine merges them and splices once.

A ``Rule`` is one row: an id (for ``disable_rule``), the literals one of which any text it can
match holds (its cue, looked for in the lower-cased text), a finder that yields the spans to
hide (what to keep is simply what it leaves outside its spans: a name, a vendor prefix, an
authorization scheme) and its test vectors. ``hide`` collects the spans of every row whose
cue is present, in the table's order: a span that overlaps one an earlier row claimed is
dropped (the earlier, more exact row decided that place), each is widened across a
line-wrapped continuation, and all are spliced in one pass over the text.

A finder yields ``(start, end)`` to hide, or ``(start, end, KEEP)`` to claim a piece that must
stay (a vendor's prefix, so that a broader row does not take it), or ``(start, end, text)`` to
put ``text`` in its place (``"[REDACTED]"`` with the quotes a JSON value needs).
"""

from __future__ import annotations

import bisect
import math
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ._literals import ESCAPED_BREAK, any_of
from ._public_values import is_file_path, is_public_value, is_uuid

__all__ = [
    "ESCAPED_BREAK",
    "KEEP",
    "REDACTED",
    "Finder",
    "Found",
    "Rule",
    "Scan",
    "Span",
    "any_of",
    "cue_positions",
    "hide",
    "is_file_path",
    "is_uuid",
    "looks_generated",
    "merged",
    "real_breaks",
    "vectors",
]

REDACTED = "[REDACTED]"
KEEP = ""  # (a replacement no row wants: an empty one would delete text)
Span = tuple[int, int]
Found = tuple[int, int] | tuple[int, int, str]


def real_breaks(text: str) -> str:
    """``text`` with each escaped line break read as a blank and a break, in the same two
    places: for the rows that read lines (spans found in it are spans of ``text``)."""
    return text.replace(ESCAPED_BREAK, " \n") if ESCAPED_BREAK in text else text


def _no_name(name: str) -> bool:
    return False


class Scan:
    """One text as the rows see it: the text, the same lower-cased (of the same length), and
    what the policy knows (whether a name is secret, the stems of the names to look for...)."""

    __slots__ = ("claimed", "context", "folded", "is_secret_name", "known", "text")

    def __init__(
        self,
        text: str,
        folded: str,
        is_secret_name: Callable[[str], bool] = _no_name,
        known: dict[str, bool] | None = None,
        context: dict[str, Any] | None = None,
    ) -> None:
        self.text = text
        self.folded = folded
        self.is_secret_name = is_secret_name
        self.known = {} if known is None else known
        self.context = {} if context is None else context
        # The places the rows asked so far took, sorted: a later row may skip them.
        self.claimed: list[tuple[int, int, str]] = []


Finder = Callable[[Scan], Iterable[Found]]


def vectors(*pairs: tuple[str, str]) -> tuple[tuple[str, str], ...]:
    """A row's test vectors, ``(text, as redacted)`` pairs, one per line in its table."""
    return pairs


@dataclass(frozen=True)
class Rule:
    """One row of the table: what it finds, where it looks, and how it is tested.

    ``hides``: (input, output) pairs the rule must turn the one into the other (the test suite
    runs every row's vectors through ``toolretry.redact.redact``); ``keeps``: inputs that must
    come back unchanged. ``switch``: the name ``disable_rule`` takes for it (its id, unless
    several rows are one rule). ``needs``: groups of literals of the lower-cased
    text, one of each group in every text the row finds a span in (what its finder requires,
    narrower than its cue, which also decides whether the values hidden already are looked
    at): the gate skips the row where one is missing.
    """

    id: str
    cue: tuple[str, ...]
    find: Finder
    keep: str
    hides: tuple[tuple[str, str], ...]
    keeps: tuple[str, ...] = ()
    switch: str = ""
    needs: tuple[tuple[str, ...], ...] = ()

    @property
    def name(self) -> str:
        """The name ``disable_rule`` takes."""
        return self.switch or self.id

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


# A value wrapped onto the next line: a real line break (maybe after a `\` continuation), a
# `\n` escape or a carriage return (a terminal's redrawn line), or a string literal closed and
# the next one opened (`"…" "…"`, `"…" + "…"`, `'…' . '…'`, across a line break too), or
# an HTTP/1.1 chunk's size line (RFC 9112 7.1: a body sent in chunks cuts a value at any byte),
# a hyphen a text layout put at the line's end (`pdftotext`), an HTML line break (`<br>`);
# indentation, then one run of token characters that ends its line or string.
_CONTINUATION = re.compile(
    r"(?:\r?\n[0-9a-fA-F]{1,8}\r\n|-\r?\n|<br[ \t]*/?>"
    r"|\\?\r?\n|\\n|\r|(?P<q>[\"'])[ \t]*(?:\\?\r?\n[ \t]*)?[+.]?[ \t]*(?:\r?\n[ \t]*)?(?P=q))"
    r"[ \t]*(?P<piece>[A-Za-z0-9+/=_.-]{6,})(?=\s|$|[\"',;)\]}]|\\n|\\\")"
)
# A log line's prefix (a time stamp, a level): the same on the line a value is cut at and the
# next, where the rest of the value follows it.
_PREFIX_END = re.compile(r".*\d.*?[ \t]")


# A log shipper's mark of a line it cut and of the line that continues it (`[partial]`,
# `[cont]`, `[+]`), before the line break and after the shared prefix.
_CUT_MARK = re.compile(r"[ \t]*\[[a-z+.]{1,12}\][ \t]*")


def _after_prefix(text: str, end: int) -> int:
    """Where the next line's text starts after the prefix it shares with the line ``end`` is
    on (one of ten characters or more, with a digit: a log's), or -1."""
    if (mark := _CUT_MARK.match(text, end)) is not None:
        end = mark.end()
    if text[end : end + 1] != "\n":
        return -1
    line = text.rfind("\n", 0, end) + 1
    shared = 0
    limit = min(end - line, len(text) - end - 1, 64)
    while shared < limit and text[line + shared] == text[end + 1 + shared]:
        shared += 1
    cut = text.rfind(" ", line, line + shared)
    if cut - line < 9 or not any(map(str.isdigit, text[line:cut])):
        return -1
    start = end + 1 + (cut - line) + 1
    mark = _CUT_MARK.match(text, start)
    return start if mark is None else mark.end()


def _wrapped_end(text: str, end: int) -> int:
    """Where a value that ends at ``end`` really ends, if it continues on the next line."""
    while True:
        match = _CONTINUATION.match(text, end)
        if match is None and (start := _after_prefix(text, end)) != -1:
            match = _CONTINUATION.match("\n" + text[start : start + 1024], 0)
            offset = start - 1
        else:
            offset = 0
        if match is None:
            break
        piece = match.group("piece")
        word = piece.replace("-", "")
        if not piece[0].isalnum() or (word.isalpha() and not _mixed_case(word)):
            break  # a word of the next sentence (`well-known`), a marker line, not a token's rest
        end = offset + match.end()
    return end


def _may_continue(text: str) -> bool:
    """Whether a value in ``text`` can continue past its end (``_CONTINUATION``)."""
    return "\n" in text or "\r" in text or '"' in text or "'" in text or "<br" in text


_PAIR_HALF = re.compile(r":([A-Za-z0-9+/_.~-]{16,})")
# A word diff's new value after the old one (`api_key: [-old-]{+new+}`, wdiff's `[-…-] {+…+}`).
_WORD_DIFF_NEW = re.compile(r"[ \t]?\{\+([^\s{}+]{1,512})\+\}")
_GLUED_LATIN = re.compile(r"(?:[\u00a1-\u00aa\u00ac-\u00ba\u00bc-\u024f]+[\w+/=.~!*^%#@$-]*)+")


def hidden_markers(scan: Scan) -> Iterator[Span]:
    """After a value hidden already (by an earlier pass or call): its piece continued on the
    next line, the generated half of an `id:secret` pair, or a word diff's new value."""
    text = scan.text
    lines = _may_continue(text)
    start = text.find(REDACTED)
    while start != -1:
        end = start + len(REDACTED)
        wrapped = _wrapped_end(text, end) if lines else end
        if wrapped != end:
            yield (end, wrapped)
        elif (half := _PAIR_HALF.match(text, end)) is not None and looks_generated(half[1]):
            yield half.span(1)
        elif (new := _WORD_DIFF_NEW.match(text, end)) is not None:
            yield new.span(1)
        start = text.find(REDACTED, end)


def _around_markers(text: str, start: int, end: int) -> tuple[int, int]:
    """``start``-``end`` widened to the whole of each ``[REDACTED]`` it cuts into: a row whose
    value stops at a bracket (`(password,[REDACTED]`) would otherwise hide a marker's head and
    leave its `]`, a new character on every later pass."""
    size = len(REDACTED)
    at = text.find(REDACTED, max(0, start - size + 1), end + size - 1)
    while at != -1 and at < end:
        start, end = min(start, at), max(end, at + size)
        at = text.find(REDACTED, at + size, end + size - 1)
    return start, end


def _claim(claims: list[tuple[int, int, str]], found: list[tuple[int, int, str]]) -> None:
    """Add to ``claims`` (sorted, not overlapping) the ones of ``found`` that overlap none of
    them (a row's own overlapping spans are joined first)."""
    found.sort()
    joined: list[tuple[int, int, str]] = []
    for cut in found:
        if joined and cut[0] < joined[-1][1]:
            last = joined[-1]
            if last[2] == REDACTED and cut[2] == REDACTED and cut[1] > last[1]:
                joined[-1] = (last[0], cut[1], REDACTED)
            continue
        joined.append(cut)
    if not claims:
        claims.extend(joined)
        return
    # Claims do not overlap, so their ends rise with their starts: only the last claim that
    # starts before a cut ends can overlap it (a bisection each; one sort in C after, not a
    # walk of every claim per row).
    kept: list[tuple[int, int, str]] = []
    for cut in joined:
        index = bisect.bisect_left(claims, (cut[1],))
        if index and claims[index - 1][1] > cut[0]:
            continue  # an earlier row claimed part of it
        kept.append(cut)
    if kept:
        claims += kept
        claims.sort()


def hide(rules: Iterable[Rule], scan: Scan, *, gated: bool = False, markers: bool = True) -> str:
    """``scan.text`` with the spans of every rule (whose cue is in it, unless ``gated``: the
    caller asked the cues already) replaced, once; ``markers``: also look after the values
    hidden already (``hidden_markers``). A span that overlaps an earlier row's claim is
    dropped: the policy's next pass sees what it held beside the hidden value."""
    text = scan.text
    claims: list[tuple[int, int, str]] = scan.claimed
    is_ascii = scan.folded.isascii()
    for rule in rules:
        if not gated and not rule.is_cued(scan.folded, is_ascii):
            continue
        found = [(cut[0], cut[1], REDACTED) if len(cut) == 2 else cut for cut in rule.find(scan)]
        if found:
            _claim(claims, [cut for cut in found if cut[1] > cut[0]])
    has_marker = REDACTED in text
    if markers and has_marker:
        _claim(claims, [(start, end, REDACTED) for start, end in hidden_markers(scan)])
    if not claims:
        return text
    lines = _may_continue(text)
    own_names = scan.context.get("own_names", ())
    pieces: list[str] = []
    done = 0
    for index, (start, end, replacement) in enumerate(claims):
        if start < done:
            continue
        if replacement is KEEP or replacement == KEEP:
            continue
        if replacement == REDACTED:
            if has_marker:
                start, end = _around_markers(text, start, end)
                start = max(start, done)  # (the piece before may end inside a marker)
            # The rest of a value wrapped onto the next line, or the second half of an
            # `id:secret` pair, goes with it (up to the next claim).
            limit = claims[index + 1][0] if index + 1 < len(claims) else len(text)
            if lines:
                end = min(_wrapped_end(text, end), max(end, limit))
            if "\u00a1" <= text[end : end + 1] <= "\u024f" and text[end] not in "\u00ab\u00bb":
                # a Latin letter or sign glued on: the value holds one (or its UTF-8 bytes
                # read as Latin-1, `Ã¼`) where a row's ASCII class stopped
                end = min(_GLUED_LATIN.match(text, end).end(), max(end, limit))  # type: ignore[union-attr]
            if (
                text[end : end + 1] == ":"
                and (half := _PAIR_HALF.match(text, end)) is not None
                and half.end() <= limit
                and looks_generated(half[1])
            ):
                end = half.end()
        if replacement == REDACTED and (
            text[start:end] == REDACTED or is_public_value(text, start, end, own_names)
        ):
            continue  # hidden already, or a value no secret is (a reference, a public id)
        if pieces and done == start and pieces[-1] == REDACTED and replacement == REDACTED:
            done = end  # joined to the hidden piece right before it
            continue
        pieces += (text[done:start], replacement)
        done = end
    return "".join(pieces) + text[done:] if pieces else text


# --- what a value looks like ---------------------------------------------------------------------


def _mixed_case(word: str) -> bool:
    upper = sum(map(str.isupper, word))
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
    digits = sum(map(str.isdigit, piece))
    if not (0 < digits < len(piece) or _mixed_case(piece)):
        return False
    hexa = piece[2:] if piece[:2] in ("0x", "0X") else piece
    if len(hexa) == 40 and len(hexa) < len(piece) and _HEX.issuperset(hexa.lower()):
        return False  # `0x` and 20 bytes: an account's public address (EIP-55), not a key
    if hexa.isupper() and _HEX.issuperset(hexa.lower()):
        return False  # a fingerprint or thumbprint as tools print them (keys are lower-case)
    if len(piece) < 32 and _HEX.issuperset(hexa):
        return False
    counts = Counter(value)
    entropy = -sum(k / n * math.log2(k / n) for k in counts.values())
    return entropy >= 3.0
