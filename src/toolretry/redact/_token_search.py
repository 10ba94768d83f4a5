"""The search for vendor tokens (`sk-…`, `ghp_…`, JWTs…): the one redaction step that runs on
nearly every message, so the one that must cost least when a message holds no token."""

from __future__ import annotations

import operator
import re
import string
from collections.abc import Callable, Iterator

from . import _secret_shapes as shapes
from ._engine import KEEP, Found

__all__ = ["TOKEN_RULE_NAMES", "TokenSearch"]

_TOKEN_RULES = tuple((shape, shape.compile()) for shape in shapes.TOKEN_SHAPES)
TOKEN_RULE_NAMES = tuple(shape.name for shape, _ in _TOKEN_RULES)


class TokenSearch:
    """The token shapes a policy has switched on, arranged to be looked for cheaply."""

    def __init__(self, enabled: Callable[[str], bool]) -> None:
        # Tokens that start a run, found by their first two characters; the rest by a hint.
        # Each with the hints that start where the token does (`key-` of Mailgun's): one
        # `startswith` spares the regex a word like `key` in `key=key=…`.
        self._by_start: dict[str, list[tuple[re.Pattern[str], tuple[str, ...]]]] = {}
        in_run: list[tuple[str, re.Pattern[str]]] = []
        always: list[tuple[str, re.Pattern[str]]] = []
        for shape, pattern in _TOKEN_RULES:
            if enabled(shape.name):
                for start in shape.run_starts():
                    leads = tuple(hint for hint in shape.hints if hint.startswith(start))
                    self._by_start.setdefault(start, []).append((pattern, leads))
                if not shape.run_starts():
                    group = in_run if shape.in_run else always
                    group.extend((hint, pattern) for hint in shape.hints)
        self._anywhere = tuple(in_run)
        # What tells a text may hold one of those: a literal at a run's start, or else a hint.
        run_leads: list[str] = []
        unled: list[str] = []
        for shape, _ in _TOKEN_RULES:
            if enabled(shape.name) and shape.anywhere and shape.in_run:
                (run_leads if shape.run_leads else unled).extend(shape.run_leads or shape.hints)
        self._run_leads = tuple(run_leads)
        self._unled_hints = tuple(unled)
        starts = "|".join(re.escape(start) for start in sorted(self._by_start))
        self._starts = re.compile(f"(?<![A-Za-z0-9])(?:{starts or '(?!)'})")
        self._anywhere_always = tuple(always)
        self._two_letter_starts = frozenset(self._by_start)

    def runs(self, text: str) -> list[tuple[int, int]]:
        """The runs of ``text`` (see ``_runs``): none in most messages."""
        return _runs(text) if len(text) >= 16 else []

    def may_hold(self, text: str, runs: list[tuple[int, int]]) -> bool:
        """Whether ``text``, whose runs are ``runs``, may hold a token: most messages have
        neither a run where a token could start nor a hint of a token that needs none. Each
        question is the one ``find`` asks before it looks further, so where this says no,
        ``find`` finds nothing."""
        for hint, _ in self._anywhere_always:
            if hint in text:
                return True
        return bool(runs) and (
            self._may_start_token(text, runs)
            or (bool(self._anywhere) and self._may_hold_anywhere_token(text, runs))
        )

    def _may_start_token(self, text: str, runs: list[tuple[int, int]]) -> bool:
        """Whether a word of one of ``runs`` starts as a token that starts a run does: its
        first two characters, then the hints that start there (a long run is searched by
        ``find`` whole)."""
        by_start = self._by_start
        two_letter_starts = self._two_letter_starts
        for start, end in runs:
            if end - start > _LONG_RUN:
                return True
            words = text[start:end].replace("-", "_").split("_")
            if two_letter_starts.isdisjoint(map(_FIRST_TWO, words)):
                continue
            candidate = start
            for word in words:
                for _, leads in by_start.get(word[:2], ()):
                    if not leads or text.startswith(leads, candidate):
                        return True
                candidate += len(word) + 1
        return False

    def find(self, text: str, runs: list[tuple[int, int]]) -> Iterator[Found]:
        """Every vendor token in ``text`` (whose runs are ``runs``): its prefix kept (claimed,
        so that no broader row takes it), the rest hidden."""
        for hint, pattern in self._anywhere_always:
            if hint in text:
                for anywhere in pattern.finditer(text):
                    yield from _cuts(anywhere)
        # Every other token starts a run of 16 or more of `[A-Za-z0-9_-]`, at the start of one
        # of its words of `[A-Za-z0-9]` (`AUTH_sk-…`), and nearly every ``anywhere`` token holds
        # such a run (``_secret_shapes.RUN``: checked for every shape by a test). The runs
        # are found on a byte mask of the text, where `bytes.translate` and `find` work in C: a
        # regex scan for the runs, or for the 48 two-letter starts, costs several times the
        # mask on a short message. `ascii`/`replace` keeps one byte per
        # character, so offsets match.
        if not runs:
            return
        done = 0
        if self._anywhere and self._may_hold_anywhere_token(text, runs):
            for hint, pattern in self._anywhere:
                if hint in text:
                    for anywhere in pattern.finditer(text):
                        yield from _cuts(anywhere)
        by_start = self._by_start
        two_letter_starts = self._two_letter_starts
        for start, end in runs:
            if end <= done:
                continue  # Inside a token hidden already.
            if end - start <= _LONG_RUN:
                # The run's words and their first two characters in C; a word at a time in
                # Python only for the rare run where one may start a token.
                words = text[start:end].replace("-", "_").split("_")
                if two_letter_starts.isdisjoint(map(_FIRST_TWO, words)):
                    continue
                candidate = start
                for word in words:
                    if (
                        candidate >= done
                        and (patterns := by_start.get(word[:2]))
                        and (match := _token_at(text, candidate, patterns))
                    ):
                        yield from _cuts(match)
                        done = match.end()
                    candidate += len(word) + 1
            else:
                # A regex scan is linear in the characters, the loop above in the words, and a run
                # of 100 kB can hold 25,000 words (`key=key=…`) or 100,000 empty ones (`___…`).
                for found in self._starts.finditer(text, max(start, done), end):
                    candidate = found.start()
                    if candidate >= done and (
                        match := _token_at(text, candidate, by_start[found.group()])
                    ):
                        yield from _cuts(match)
                        done = match.end()

    def _may_hold_anywhere_token(self, text: str, runs: list[tuple[int, int]]) -> bool:
        """Whether ``text``, whose runs are ``runs``, may hold an ``anywhere`` token that has a
        run: one of its ``run_leads`` ends right before a run or starts it, or a hint of a shape
        without leads is in the text (a test checks this of every shape). Each such run follows
        a `.`, `:` or `/`; most runs follow a space, a quote or `=`: a look at the character
        before each run spares a dozen scans of the text."""
        for hint in self._unled_hints:
            if hint in text:
                return True
        leads = self._run_leads
        for start, _ in runs:
            if (
                start
                and text[start - 1] in ".:/"  # One look spares most runs two tuple matches.
                and (text.startswith(leads, start) or text.endswith(leads, 0, start))
            ):
                return True
        return False


def _cuts(match: re.Match[str]) -> Iterator[Found]:
    prefix = match.end(1) if match.re.groups else match.start()
    if prefix > match.start():
        yield (match.start(), prefix, KEEP)
    if match.end() > prefix and match.group()[prefix - match.start() :] != "[REDACTED]":
        yield (prefix, match.end())


def _runs(text: str) -> list[tuple[int, int]]:
    """Where the runs of 16 or more of `[A-Za-z0-9_-]` start and end in ``text``."""
    # Measured against `re` on the mask (a literal after a blank) and on the text, and against
    # splitting the mask: `find` costs least, though each call with a start parses its
    # arguments the slow way (three calls a run).
    mask = text.encode("ascii", "replace").translate(_RUN_MASK)
    runs = []
    at = mask.find(_SIXTEEN)
    while at != -1:
        end = mask.find(b" ", at)
        end = len(mask) if end == -1 else end
        runs.append((mask.rfind(b" ", 0, at) + 1, end))
        at = mask.find(_SIXTEEN, end)
    return runs


# `RUN`'s characters -> "a", every other byte (and `?`, which stands for any non-ASCII) -> " ".
_RUN_CHARS = frozenset(string.ascii_letters + string.digits + "_-")
_RUN_MASK = bytes(ord("a") if chr(b) in _RUN_CHARS else ord(" ") for b in range(256))
_SIXTEEN = b"a" * 16
_LONG_RUN = 2_000
_FIRST_TWO = operator.itemgetter(slice(0, 2))


def _token_at(
    text: str, at: int, patterns: list[tuple[re.Pattern[str], tuple[str, ...]]]
) -> re.Match[str] | None:
    """The first of ``patterns`` that matches at ``at`` (its hints, if any, start there)."""
    for pattern, leads in patterns:
        if (not leads or text.startswith(leads, at)) and (match := pattern.match(text, at)):
            return match
    return None
