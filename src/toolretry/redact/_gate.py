"""One gate for the rule table: which rows can match a text, decided from the words and
characters ``Pipeline.redact_once`` looked for already (each `in` is a scan of the
text, so a row does not ask its cues again where a flag decides)."""

from __future__ import annotations

import re

from ._engine import REDACTED, Rule
from ._generated import generated_end
from ._table import GENERATED_FOREIGN, PASSWORD_FOREIGN, PASSWORD_WORDS

__all__ = ["Gate"]

# The words ``redact_once`` looks for (its `has_pass`, `has_secret`, `has_token`), and the two of
# its `auth` (with `sig`, which no literal of a cue holds).
_ASKED = ("pass", "secret", "token")
_AUTH = ("auth", "cred")

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
        "_always", "_auth_literals", "_authorization", "_aws", "_by_literal", "_flags",
        "_generated", "_literals", "_order", "_other_cues", "_pass_literals", "_password",
        "_percent", "_putty", "_unknown", "_url_user", "_word_rows",
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
        self._unknown = tuple((rule, rule.needs) for rule in unknown)
        # Each literal of their cues, with the rows (their places in ``_unknown``) it cues.
        by_literal: dict[str, list[int]] = {}
        for place, rule in enumerate(unknown):
            for cue in rule.ascii_cues:
                by_literal.setdefault(cue, []).append(place)
        self._by_literal = {cue: tuple(places) for cue, places in by_literal.items()}
        # The words ``redact_once`` asked already decide their literal, and any literal that
        # holds one of them is asked only where that word is there.
        self._word_rows = tuple(tuple(by_literal.get(word, ())) for word in _ASKED)
        self._literals = tuple(
            cue for cue in by_literal if not any(word in cue for word in (*_ASKED, *_AUTH))
        )
        self._pass_literals = tuple(cue for cue in by_literal if "pass" in cue and cue != "pass")
        self._auth_literals = tuple(cue for cue in by_literal if any(w in cue for w in _AUTH))
        self._other_cues = tuple(
            (place, rule.other_cues) for place, rule in enumerate(unknown) if rule.other_cues
        )
        self._always = frozenset(place for place, rule in enumerate(unknown) if not rule.cue)
        # The rows are handed on in the table's order (an earlier row decides its places).
        self._order = {rule.id: index for index, rule in enumerate(table)}

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
    ) -> tuple[list[Rule], bool]:
        """The rows whose cues ``folded`` holds, decided from what ``redact_once`` found:
        ``english``, one of the English credential words; ``has_pass``, `pass`;
        ``has_secret``, `secret` (in the input: an earlier step may have hidden it);
        ``has_token``, `token`;
        ``auth``, `auth`/`cred`/`sig`; ``has_dash``, ``has_percent``: `-` and `%`. And
        whether the engine must look at the values hidden already though no row runs."""
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
        if generated_row is not None or url_row is not None:
            # Where a value the rows that hide only generated-looking values could find ends,
            # 0 if there is none (asked once, and before their cues: most messages hold no
            # such value).
            generated = generated_end(text)
            if generated_row is not None:
                if not generated:
                    if marked:
                        markers = english or _foreign(
                            generated_row, GENERATED_FOREIGN, folded, separated, is_ascii,
                            len(text),
                        )  # fmt: skip
                elif english or _foreign(
                    generated_row, GENERATED_FOREIGN, folded, separated, is_ascii, generated
                ):
                    rows.append(generated_row)
                elif marked:
                    markers = _foreign(
                        generated_row, GENERATED_FOREIGN, folded, separated, is_ascii, len(text)
                    )
            if url_row is not None and "://" in text:
                if generated:
                    rows.append(url_row)
                elif marked:
                    markers = True
        password_row = self._password
        if password_row is not None:
            if (
                has_pass
                or "pwd" in folded
                or (separated and _has_password_word(folded))
                or (not is_ascii and _has_other_cue(password_row, folded))
            ):
                rows.append(password_row)
            elif marked and not markers:
                markers = _foreign(
                    password_row, PASSWORD_FOREIGN, folded, separated, is_ascii, len(text)
                )
        # (a flag, or `wifi-sec.psk`, holds a dash; a Windows flag a `/` and a `:`)
        if self._flags is not None and (
            (has_dash and (" -" in text or "'-" in text or '"-' in text or "psk" in folded))
            or (english and "@" in text)
            or ("/" in text and ":" in text and ("/user:" in folded or "/p" in folded))
            or "|" in text
            or "net user" in folded
        ):
            rows.append(self._flags)
        if self._authorization is not None and auth and "authorization" in folded:
            rows.append(self._authorization)
        if self._putty is not None and has_dash and "private-lines:" in folded:
            rows.append(self._putty)
        if self._aws is not None and (
            (has_secret and "secret" in folded) or "aws" in folded or "akia" in folded
        ):
            rows.append(self._aws)
        # The other rows, by one look for each of their cues' literals (a set of the rows whose
        # literal is there, built in one comprehension: most messages hold none).
        by_literal = self._by_literal
        cued = {
            row for literal in self._literals if literal in folded for row in by_literal[literal]
        }
        for there, places in zip((has_pass, has_secret, has_token), self._word_rows, strict=True):
            if there:
                cued.update(places)
        for there, literals in ((has_pass, self._pass_literals), (auth, self._auth_literals)):
            if there:  # (literals looked for only after the word that makes them matter)
                cued.update(
                    row for literal in literals if literal in folded for row in by_literal[literal]
                )
        if not is_ascii:
            cued.update(row for row, others in self._other_cues if others.search(folded))
        unknown = self._unknown
        for row in cued.union(self._always) if self._always else cued:
            rule, needs = unknown[row]
            # What the row's finder requires (narrower than its cue): a row that could find
            # nothing is left out, unless a value hidden already is to be looked at (which its
            # cue alone decides).
            if needs and not marked and not _holds(needs, folded):
                continue
            rows.append(rule)
        if len(rows) > 1:
            order = self._order
            rows.sort(key=lambda rule: order[rule.id])
        return rows, markers


def _foreign(
    rule: Rule,
    ascii_search: re.Pattern[str],
    folded: str,
    separated: bool,
    is_ascii: bool,
    before: int,
) -> bool:
    """Whether ``folded[:before]`` holds one of ``rule``'s cues of another language: one search
    for its ASCII ones (with their separator), one for the others (in a text that is not)."""
    if separated and ascii_search.search(folded, 0, before) is not None:
        return True
    others = rule.other_cues
    return not is_ascii and others is not None and others.search(folded, 0, before) is not None


def _holds(needs: tuple[tuple[str, ...], ...], folded: str) -> bool:
    """Whether ``folded`` holds one literal of each group of ``needs``."""
    for group in needs:
        for literal in group:
            if literal in folded:
                break
        else:
            return False
    return True


def _has_other_cue(rule: Rule, folded: str) -> bool:
    others = rule.other_cues
    return others is not None and others.search(folded) is not None


# ASCII letters stay, every other byte (and `?`, for any non-ASCII character) becomes a blank.
_LETTERS_MASK = bytes(b if 97 <= b <= 122 else 32 for b in range(256))


def _has_password_word(folded: str) -> bool:
    """Whether a word of ``folded`` is one of ``PASSWORD_WORDS`` (of a password name): the
    words split in C and looked up at once (the names' stems searched for in the characters
    cost several times more)."""
    words = folded.encode("ascii", "replace").translate(_LETTERS_MASK).split()
    return not PASSWORD_WORDS.isdisjoint(words)
