"""One gate for the rule table: which rows can match a text, decided from the words and
characters ``Pipeline.redact_once`` looked for already (each `in` is a scan of the
text, so a row does not ask its cues again where a flag decides)."""

from __future__ import annotations

from ._engine import Rule
from ._table import FOREIGN_ASCII_SEARCH, OTHER_CUES

__all__ = ["cued_rows"]


def cued_rows(
    table: tuple[Rule, ...],
    text: str,
    folded: str,
    is_ascii: bool,
    english: bool,
    has_pass: bool,
    auth: bool,
    has_dash: bool,
    has_percent: bool,
) -> list[Rule]:
    """The table's rows whose cues ``folded`` holds, decided from what ``redact_once``
    found: ``english``, one of the English credential words; ``has_pass``, `pass`;
    ``auth``, `auth`/`cred`/`sig`; ``has_dash``, ``has_percent``: `-` and `%`."""
    foreign: bool | None = None  # a credential word of another language, once asked
    rows: list[Rule] = []
    for rule in table:
        rule_id = rule.id
        if rule_id == "generated_value" or rule_id == "password_any_language":
            if not (english if rule_id == "generated_value" else (has_pass or "pwd" in folded)):
                if foreign is None:
                    # an ASCII name of another language: with its separator, or in a text
                    # of its language (seldom all ASCII); the cues not in ASCII of every
                    # row looked for by one search
                    foreign = (
                        (":" in text or "=" in text or not is_ascii)
                        and FOREIGN_ASCII_SEARCH.search(folded) is not None
                    ) or (
                        not is_ascii
                        and OTHER_CUES is not None
                        and OTHER_CUES.search(folded) is not None
                    )  # fmt: skip
                if not foreign or not rule.is_cued(folded, is_ascii):
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
    return rows
