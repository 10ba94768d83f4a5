"""One gate for the rule table: which rows can match a text, decided from the words and
characters ``Pipeline.redact_once`` looked for already (each `in` is a scan of the
text, so a row does not ask its cues again where a flag decides)."""

from __future__ import annotations

import re

from ._engine import REDACTED, Rule
from ._generated import generated_end
from ._table import GENERATED_FOREIGN, PASSWORD_FOREIGN, PASSWORD_WORDS

__all__ = ["cued_rows"]


def cued_rows(
    table: tuple[Rule, ...],
    text: str,
    folded: str,
    is_ascii: bool,
    english: bool,
    has_pass: bool,
    has_secret: bool,
    auth: bool,
    has_dash: bool,
    has_percent: bool,
) -> tuple[list[Rule], bool]:
    """The table's rows whose cues ``folded`` holds, decided from what ``redact_once``
    found: ``english``, one of the English credential words; ``has_pass``, `pass`;
    ``has_secret``, `secret` (in the input: an earlier step may have hidden it);
    ``auth``, `auth`/`cred`/`sig`; ``has_dash``, ``has_percent``: `-` and `%`. And whether
    the engine must look at the values hidden already though no row runs."""
    # Where a value the rows that hide only generated-looking values could find ends, 0 if
    # there is none (asked once, and before their cues: most messages hold no such value).
    generated: int | None = None
    # An ASCII name of another language counts with its separator, or in a text of its
    # language (seldom all ASCII).
    separated = ":" in text or "=" in text or not is_ascii
    # The engine looks at the values hidden already whenever a row runs: where a row is left
    # out only by the questions above (it would find nothing), such a text still goes to it.
    marked = REDACTED in text
    markers = False
    rows: list[Rule] = []
    for rule in table:
        rule_id = rule.id
        if rule_id == "generated_value" or rule_id == "url_user_token":
            if generated is None:
                generated = generated_end(text)
            url = rule_id == "url_user_token"
            if not generated:
                if marked and not markers:
                    markers = ("://" in text) if url else (
                        english or _foreign(rule, GENERATED_FOREIGN, folded, separated,
                                            is_ascii, len(text))
                    )  # fmt: skip
                continue
            if url:
                if "://" not in text:
                    continue
            elif not english and not _foreign(
                rule, GENERATED_FOREIGN, folded, separated, is_ascii, generated
            ):
                if marked and not markers:
                    markers = _foreign(
                        rule, GENERATED_FOREIGN, folded, separated, is_ascii, len(text)
                    )
                continue
        elif rule_id == "password_any_language":
            if not (
                has_pass
                or "pwd" in folded
                or (separated and _has_password_word(folded))
                or (not is_ascii and _has_other_cue(rule, folded))
            ):
                if marked and not markers:
                    markers = _foreign(
                        rule, PASSWORD_FOREIGN, folded, separated, is_ascii, len(text)
                    )
                continue
        elif rule_id == "command_flags":
            # (a flag, or `wifi-sec.psk`, holds a dash; a Windows flag a `/` and a `:`)
            if not (
                (has_dash and (" -" in text or "'-" in text or '"-' in text
                               or "psk" in folded))
                or (english and "@" in text)
                or ("/" in text and ":" in text and ("/user:" in folded or "/p" in folded))
                or "|" in text
                or "net user" in folded
            ):  # fmt: skip
                continue
        elif rule_id == "authorization_header":
            if not (auth and "authorization" in folded):
                continue
        elif rule_id == "putty_private_key":
            if not (has_dash and "private-lines:" in folded):
                continue
        elif rule_id == "aws_secret_key":
            if not ((has_secret and "secret" in folded) or "aws" in folded or "akia" in folded):
                continue
        elif rule_id == "percent_encoded":
            if not (has_percent and ("%3d" in folded or "%3a" in folded)):
                continue
        else:
            # (the row's own cues, written out: a method call per row would cost more)
            for cue in rule.ascii_cues:
                if cue in folded:
                    break
            else:
                if rule.cue and (
                    is_ascii or rule.other_cues is None or not rule.other_cues.search(folded)
                ):
                    continue
        rows.append(rule)
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
