"""One gate for the rule table: which rows can match a text, decided from the words and
characters ``Pipeline.redact_once`` looked for already (each `in` is a scan of the
text, so a row does not ask its cues again where a flag decides)."""

from __future__ import annotations

import re
from typing import cast

from ._engine import REDACTED, Rule
from ._look import Asked, split_asked
from ._narrowing import narrowed, prepared
from ._pieces import generated_end, has_piece
from ._plans import (
    Grouped,
    Plan,
    ask,
    ask_grouped,
    grouped,
    necessary_literals,
    plan,
    single_characters,
    words_asked,
)
from ._quiet_rows import LITERALS_FIRST, NEEDS_ASKED, first_tests
from ._table import (
    GENERATED_FOREIGN,
    GENERATED_WORDS,
    PASSWORD_FOREIGN,
    PASSWORD_WORDS,
)

__all__ = ["Gate"]

# The plain words ``Gate.rows`` asks about by name (each answered by the shared look).
_WORDS = ("authorization", "akia", "aws", "psk", "pwd", "secret", "user")

# The rows the gate knows by id, each asked under its own condition below.
_KNOWN = (
    "generated_value", "url_user_token", "password_any_language", "command_flags",
    "authorization_header", "putty_private_key", "aws_secret_key", "percent_encoded",
)  # fmt: skip


class Gate:
    """The gate of a policy's generalizing rows, built once: each row it knows is asked by
    its own written-out condition (no loop over the rows, no test of a row's id per message:
    the common message pays only its `in` tests); any other row, by its own cues."""

    __slots__ = (
        "_authorization", "_aws", "_chars", "_flags", "_generated", "_keepers", "_left",
        "_order", "_password", "_percent", "_plan_words", "_plans", "_prepared", "_putty",
        "_url_user",
        "asked", "asked_ascii", "first_tests", "words",
    )  # fmt: skip

    def __init__(self, table: tuple[Rule, ...]) -> None:
        row = {rule.id: rule for rule in table if rule.id in _KNOWN}
        self._generated = row.get("generated_value")
        self._url_user = row.get("url_user_token")
        self._password = row.get("password_any_language")
        self._flags = row.get("command_flags")
        self._authorization = row.get("authorization_header")
        self._putty = row.get("putty_private_key")
        self._aws = row.get("aws_secret_key")
        self._percent = row.get("percent_encoded")
        unknown = tuple(rule for rule in table if rule.id not in _KNOWN)
        # The other rows, each asked by its plan; the rows that only keep places (no vector
        # hides anything) are asked only where another row runs or a value is hidden already.
        self._plans = tuple(plan(rule) for rule in unknown if rule.hides)
        self._keepers = tuple(plan(rule) for rule in unknown if not rule.hides)
        # The characters the plans ask alone, each looked for once in a text: with the flags
        # they decide most questions, so which plans are left to ask (and what) is known from
        # them, worked out once for each combination met (a few dozen in practice).
        self._chars = single_characters((*self._plans, *self._keepers))
        self._prepared = (
            tuple(prepared(plan, self._chars) for plan in self._plans),
            tuple(prepared(plan, self._chars) for plan in self._keepers),
        )
        self._left: dict[tuple[object, ...], tuple[Grouped | None, Grouped | None]] = {}
        # The rows are handed on in the table's order (an earlier row decides its places).
        self._order = {rule.id: index for index, rule in enumerate(table)}
        # The plain words ``rows`` asks about: the shared look (``_look``) answers them.
        # The plans' plain words are part of what narrows them (with the flags and characters):
        # their questions left are only those of other literals, each an `in` test.
        self._plan_words = frozenset(words_asked((*self._plans, *self._keepers)))
        self.words = (*_WORDS, *self._plan_words)
        # Literals of the lower-cased text one of which every ASCII text that ``rows`` gives a
        # row holds, or None if a row runs on every text (the rows that keep places too: a row
        # added without vectors that hide is one of them).
        known = tuple(row.values())
        plans = (*self._plans, *self._keepers)
        self.asked = _asked(known, plans)
        # The same of an ASCII text where no row's patterns of ``_quiet_rows`` all match: the
        # rows asked by those are left out, and some rows are asked by a group of their needs.
        # ``first_tests``: each such row's literals where they are asked first (as ``asked``
        # holds them, else None), its patterns, and whether these are searched in the
        # lower-cased text.
        tests = first_tests({rule.id for rule in table if rule.hides})
        apart = {row for row, _, _ in tests}
        literals: dict[str, tuple[str, ...] | None] = {
            rule.id: rule.ascii_cues for rule in known if rule.ascii_cues
        }
        literals.update((row[0].id, necessary_literals(row)) for row in plans)
        first = {row: literals.get(row) for row in LITERALS_FIRST}
        self.first_tests: tuple[tuple[Asked | None, bool, tuple[re.Pattern[str], ...]], ...] = (
            tuple(
                (split_asked(first[row] or ()) if first.get(row) else None, folded, patterns)
                for row, folded, patterns in tests
            )
        )
        self.asked_ascii = _asked(
            tuple(rule for rule in known if rule.id not in apart),
            tuple(row for row in plans if row[0].id not in apart),
            by_needs=True,
        )

    def _narrowed(self, key: tuple[object, ...]) -> tuple[Grouped | None, Grouped | None]:
        """The plans left, and their questions left, where the flags, characters and plain
        words are ``key`` (in a text with no value hidden already)."""
        is_ascii, flags = bool(key[0]), tuple(map(bool, key[1:7]))
        words = cast(frozenset[str], key[-1])
        present = frozenset(
            char for char, there in zip(self._chars, key[7:-1], strict=True) if there
        )
        left = (
            grouped(narrowed(self._prepared[0], flags, present, is_ascii, words)),
            grouped(narrowed(self._prepared[1], flags, present, is_ascii, words)),
        )
        # (bounded: a combination is a few characters' and words' presence; where a process
        # meets more, it starts again)
        if len(self._left) >= 4096:
            self._left.clear()
        self._left[key] = left
        return left

    def rows(
        self,
        text: str,
        folded: str,
        is_ascii: bool,
        english: bool,
        has_pass: bool,
        has_secret: bool,
        has_token: bool,
        auth: bool,
        has_dash: bool,
        has_percent: bool,
        has_key: bool,
        others: bool,
        seen: set[str],
        runs: list[bytes],
    ) -> tuple[list[Rule], bool]:
        """The rows whose cues ``folded`` holds, decided from what ``redact_once`` found:
        ``english``, one of the English credential words; ``has_pass``, `pass`;
        ``has_secret``, `secret` (in the input: an earlier step may have hidden it);
        ``has_token``, `token`;
        ``auth``, `auth`/`cred`/`sig`; ``has_dash``, ``has_percent``: `-` and `%`;
        ``has_key``, `key`;
        ``others``: whether rows outside the gate run; ``seen``: the words of the shared look
        (``words``) that ``folded`` holds, ``runs`` its runs of letters. And whether the engine
        must look at the values hidden already though no row runs."""
        rows: list[Rule] = []
        # An ASCII name of another language counts with its separator, or in a text of its
        # language (seldom all ASCII).
        separated = ":" in text or "=" in text or not is_ascii
        # The engine looks at the values hidden already whenever a row runs: where a row is
        # left out only by the questions below (it would find nothing), such a text still goes
        # to it.
        marked = REDACTED in text
        markers = False
        if self._percent is not None and has_percent and ("%3d" in folded or "%3a" in folded):
            rows.append(self._percent)
        generated_row, url_row = self._generated, self._url_user
        url = url_row is not None and "://" in text
        if generated_row is not None or url:
            # Where a value the rows that hide only generated-looking values could find ends,
            # 0 if there is none (asked once, and before their cues: most messages hold no
            # such value). Where only a cue of another language could make it matter, that is
            # looked for first (one search, where the pieces of a text cost a loop).
            generated = (
                generated_end(text)
                if has_piece(text)
                and (
                    english
                    or url
                    or marked
                    or generated_row is None
                    or _foreign(
                        generated_row,
                        GENERATED_FOREIGN,
                        folded,
                        separated,
                        is_ascii,
                        runs,
                        len(text),
                    )
                )
                else 0
            )
            if generated_row is not None:
                if not generated:
                    if marked:
                        markers = english or _foreign(
                            generated_row, GENERATED_FOREIGN, folded, separated, is_ascii, runs,
                            len(text),
                        )  # fmt: skip
                elif english or _foreign(
                    generated_row, GENERATED_FOREIGN, folded, separated, is_ascii, runs, generated
                ):
                    rows.append(generated_row)
                elif marked:
                    markers = _foreign(
                        generated_row,
                        GENERATED_FOREIGN,
                        folded,
                        separated,
                        is_ascii,
                        runs,
                        len(text),
                    )
            if url_row is not None and url:
                if generated:
                    rows.append(url_row)
                elif marked:
                    markers = True
        password_row = self._password
        if password_row is not None:
            if (
                has_pass
                or "pwd" in seen
                or (separated and not PASSWORD_WORDS.isdisjoint(runs))
                or (not is_ascii and _has_other_cue(password_row, folded))
            ):
                rows.append(password_row)
            elif marked and not markers:
                markers = _foreign(
                    password_row, PASSWORD_FOREIGN, folded, separated, is_ascii, runs,
                    len(text), frozenset(),
                )  # fmt: skip
        # (a flag, or `wifi-sec.psk`, holds a dash; a Windows flag a `/` and a `:`)
        if self._flags is not None and (
            (has_dash and (" -" in text or "'-" in text or '"-' in text or "psk" in seen))
            or (english and "@" in text)
            or (
                "/" in text
                and ":" in text
                and (("user" in seen and "/user:" in folded) or "/p" in folded)
            )
            or "|" in text
            or ("user" in seen and "net user" in folded)
        ):
            rows.append(self._flags)
        if self._authorization is not None and auth and "authorization" in seen:
            rows.append(self._authorization)
        if self._putty is not None and has_dash and "private-lines:" in folded:
            rows.append(self._putty)
        if self._aws is not None and ("secret" in seen or "aws" in seen or "akia" in seen):
            rows.append(self._aws)
        # The other rows, each by its plan (the cheaper of its cue and its needs first).
        flags = (has_pass, has_secret, has_token, auth, has_key, has_dash)
        if marked:
            ask(self._plans, rows, flags, folded, is_ascii, marked)
            ask(self._keepers, rows, flags, folded, is_ascii, marked)
        else:
            key = (
                is_ascii, *flags, *[char in folded for char in self._chars],
                self._plan_words.intersection(seen),
            )  # fmt: skip
            left = self._left.get(key)
            if left is None:
                left = self._narrowed(key)
            plans, keepers = left
            if plans is not None:
                ask_grouped(plans, rows, folded)
            if keepers is not None and (rows or others):
                ask_grouped(keepers, rows, folded)
        if len(rows) > 1:
            order = self._order
            rows.sort(key=lambda rule: order[rule.id])
        return rows, markers


# The rows known here whose finder needs less than their cue says (`://` for a URL's user): what
# it needs (the password row: its names' words with its cue's stems).
_NEEDED = {
    "url_user_token": ("@",),  # a user before the host
    "password_any_language": tuple(word.decode() for word in PASSWORD_WORDS),
}


def _asked(
    known: tuple[Rule, ...], plans: tuple[Plan, ...], by_needs: bool = False
) -> tuple[str, ...] | None:
    asked: list[str] = []
    for rule in known:
        if rule.id == "url_user_token":
            asked += _NEEDED[rule.id]
            continue
        if not rule.ascii_cues:
            return None  # (a row known here has a cue: this keeps a changed one safe)
        asked += (*rule.ascii_cues, *_NEEDED.get(rule.id, ()))
    for row in plans:
        group = NEEDS_ASKED.get(row[0].id) if by_needs else None
        literals = necessary_literals(row) if group is None else row[0].needs[group]
        if literals is None:
            return None
        asked += literals
    return tuple(sorted(set(asked)))


def _foreign(
    rule: Rule,
    ascii_search: re.Pattern[str],
    folded: str,
    separated: bool,
    is_ascii: bool,
    runs: list[bytes],
    before: int,
    words: frozenset[bytes] = GENERATED_WORDS,
) -> bool:
    """Whether ``folded[:before]`` holds one of ``rule``'s cues of another language: one search
    for its ASCII ones (with their separator), one for the others (in a text that is not); or
    the text's words (``runs``) one of ``words`` (anywhere: the gate only leaves rows out)."""
    if separated and (
        not words.isdisjoint(runs) or ascii_search.search(folded, 0, before) is not None
    ):
        return True
    if is_ascii:
        return False
    others = rule.other_cues
    return others is not None and others.search(folded, 0, before) is not None


def _has_other_cue(rule: Rule, folded: str) -> bool:
    others = rule.other_cues
    return others is not None and others.search(folded) is not None
