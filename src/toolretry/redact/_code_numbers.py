"""A code's digits a few words after its name, behind a verb that says "is" or a separator.

`The PIN for your new debit card is 4821`, `Ihr Zugangscode für das Portal lautet 5519`,
`您的验证码为 8143`: a PIN's, a one-time code's, a password's or a secret number's name (any
language the PIN row reads), or a code word a qualifier (or a one-time code's word) makes an
access, security or recovery code, then up to eight words of the same clause, then a copula of
the major languages or a separator, then the digits. The digits a noun right before them owns
(`card ending 4021`, `kiosk 8088`: no verb stands before them) are that noun's, and a code's
property after its name (`PIN count`, `OTP length`) says what the number is.

The digits may also open the line, the name following in the same sentence (`604112 is your
one-time code`): an SMS puts the code first.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._code_rows import QUALIFIER
from ._code_shapes import CODE_STEMS
from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._general_rows import PASSWORD_CUES
from ._verb_rows import PIN_CUES, PIN_NAMES
from ._vocabulary import PASSWORD_NAMES

__all__ = ["CODE_NUMBER_ROWS"]

# The names: a PIN's or a one-time code's (the PIN row's), a password's (a bank's is often a
# number; `clave` names it in Latin America), or a code word.
_NAME_WORDS = {*PIN_NAMES, *PASSWORD_NAMES, *CODE_STEMS, "clave", "passcode"}
_NAMES = re.compile("|".join(map(re.escape, sorted(_NAME_WORDS, key=len, reverse=True))))
# The cues: the PIN row's and the password row's stems, and the code words'.
_CUES = tuple(dict.fromkeys((*PIN_CUES, *PASSWORD_CUES, *CODE_STEMS, "clave")))
# "Is" in the major languages and the registers people text in (`'s`, `c'est`, `lautet`),
# as a word of its own; Chinese's, Japanese's and Korean's glued to the name (`为`, `は`, `는`).
_VERBS = frozenset((
    "is", "was", "are", "equals", "es", "era", "é", "è", "est", "c'est", "c’est", "ist", "lautet",
    "war", "är", "er", "on", "jest", "je", "to", "е", "є", "это", "adalah", "ialah", "yaitu", "là",
    "ay", "ni", "hai", "είναι", "einai", "hua", "הוא", "היא", "هو", "هي", "wa", "wei", "wéi", "shi",
    "shì",
))  # fmt: skip
_GLUED_VERBS = frozenset("是为為は는은")
# The separators that stand for the verb, and what may stand between either and the digits.
_SEPARATORS = frozenset(":\uff1a\u3001\uff0c\u2014\u2013([\"'«“「【")
_BETWEEN = frozenset(" \t\u00a0:\uff1a\"'«“「【([")


def _class(chars: frozenset[str]) -> str:
    return "[" + "".join(re.escape(c) for c in sorted(chars)) + "]"


_COPULA = (
    rf"(?:(?<![^\W\d_])(?:{'|'.join(map(re.escape, sorted(_VERBS, key=len, reverse=True)))})"
    rf"(?![^\W\d_])|'s|’s|{_class(_GLUED_VERBS)})"
)
# A number of four to twelve digits (in groups of four, a recovery code's), not a part of a
# date (`2026年`), a time, a version or a longer number.
_DIGITS = r"\d{4,12}(?:[ -]\d{4}){0,3}(?![\d]|[.,:/-]\d|[ \t]?[\u3000-\u30ff\u4e00-\u9fff])"
# The rest of the name's word, then up to eight words of the same clause, each after a space
# (letters, or numbers of three digits at most: no other punctuation, so another field's label
# and its separator, `user: ops`, `id = 17`, end it), a verb or a separator, then the digits.
_AFTER_NAME = re.compile(
    r"[^\W\d_]{0,12}(?:[ \t\u00a0'’-]+(?!\d{4})[^\W_]{1,16}){0,8}?[ \t\u00a0]*"
    rf"(?:{_COPULA}|{_class(_SEPARATORS)}){_class(_BETWEEN)}*({_DIGITS})"
)
# Each number the finder starts from (the character before it asked apart: a look-behind first
# would be tried at every position).
_NUMBER = re.compile(_DIGITS)
_NOT_BEFORE = frozenset("0123456789.:/-")
# A code's property named right after the name: the number is the property's.
_PROPERTY = re.compile(
    r"[ \t-]*(?:count|length|len|size|limit|digits|expiry|expires|validity|ttl|timeout|"
    r"attempts|tries|retries|policy|format|header|mapping|mode|version|reset|ticket|request|"
    r"change|rotation|hash|field|column|manager|history|age|strength|id)(?![a-z])"
)


def _named(folded: str, start: int, end: int) -> bool:
    """Whether the name at ``start:end`` stands as a word of its own (a script without spaces
    glues words to it), and, for a code word, whether a qualifier makes it a secret one."""
    name = folded[start:end]
    before = folded[start - 1 : start]
    glued_before = before.isascii() and before and (before.isalnum() or before in "_-/.")
    if glued_before and (name not in CODE_STEMS or not before.isalpha()):
        return False  # (`spin`, `shotp`; a code word ends a compound, `toegangscode`)
    after = folded[end : end + 1]
    glued_after = after.isascii() and after.isalpha() and name.isascii() and len(name) < 6
    if glued_after and (name not in CODE_STEMS or folded[end + 2 : end + 3].isalpha()):
        return False  # (`pinned`, `codex`; a code word's ending of two letters at most)
    if name in CODE_STEMS:
        clause = folded[max(0, start - 30) : end + 30]
        near = folded[max(0, start - 60) : end + 60]
        return QUALIFIER.search(clause) is not None or _ONE_TIME.search(near) is not None
    return True


# A one-time code's words beside a code word make it one (`the code is …` with an intent
# named `inform_otp`, `2FA code`, `verification code`; a booking's confirmation code is its id).
_ONE_TIME = re.compile(r"otp|2fa|mfa|totp|one[ -]time|verif")


def _code_numbers(scan: Scan) -> Iterator[Span]:
    # (from each number of four digits or more: a common message holds few, and only one that
    # a verb, a separator or a line's start stands before has its name looked for, in the 200
    # characters before it or the 60 of its clause after it)
    folded, text = scan.folded, scan.text
    names: list[tuple[int, int]] = []  # (the names found so far, each text searched once)
    searched = 0
    for number in _NUMBER.finditer(folded):
        at = number.start()
        if text[at : at + len(REDACTED)] == REDACTED:
            continue
        if at and folded[at - 1] in _NOT_BEFORE:
            continue
        window = max(0, at - 200)
        if _verb_before(folded, at):
            names = [span for span in names if span[0] >= window]
            names += (name.span() for name in _NAMES.finditer(folded, max(window, searched), at))
            searched = at
            for start, end in names:
                if not _named(folded, start, end) or _PROPERTY.match(folded, end):
                    continue
                found = _AFTER_NAME.match(folded, end)
                if found is not None and found.start(1) == at:
                    yield found.span(1)
                    break
            else:  # (no name before it: a sender's label may, `ACMEBK: 380958 is your OTP`)
                yield from _named_after(folded, number)
        else:
            yield from _named_after(folded, number)


def _named_after(folded: str, number: re.Match[str]) -> Iterator[Span]:
    """The number that opens its line (after a sender's label, with a verb that says "is" after
    it) when a code's name follows in its sentence."""
    at = number.start()
    opening = _OPENING.search(folded, max(0, at - 50), at)
    if opening is None:
        return
    farthest = number.end() + 60
    if opening.group(1):
        # (after a label, the verb and the name within two words of it: `ACMEBK: 380958 is
        # your OTP`; `Ticket: 4412 was opened about your OTP` is the ticket's number)
        verb = _VERB_AFTER.match(folded, number.end())
        if verb is None or verb.group(1) not in _VERBS:
            return
        words = _TWO_WORDS.match(folded, verb.end())
        farthest = words.end() if words is not None else verb.end()
    clause = _CLAUSE_END.split(folded[number.end() : number.end() + 60], maxsplit=1)[0]
    for name in _NAMES.finditer(clause):
        name_at = number.end() + name.start()
        name_end = name_at + len(name.group())
        if name_at > farthest:
            break
        if _named(folded, name_at, name_end) and not _PROPERTY.match(folded, name_end):
            if not (len(number.group()) == 4 and number.group()[:2] in ("19", "20")):
                yield number.span()  # (not a year opening the line)
            break


_LAST_WORD = re.compile(r"[^\W\d_]+(?:['’][^\W\d_]+)?$")


def _verb_before(folded: str, at: int) -> bool:
    """Whether a verb that says "is" or a separator stands right before ``at`` (a looser test
    than ``_AFTER_NAME``'s, which decides)."""
    start = at
    while start > 0 and folded[start - 1] in _BETWEEN:
        start -= 1
    if not _SEPARATORS.isdisjoint(folded[start:at]) or folded[start - 1 : start] in _SEPARATORS:
        return True
    if folded[start - 1 : start] in _GLUED_VERBS or folded[start - 2 : start] in ("'s", "’s"):
        return start > 0
    word = _LAST_WORD.search(folded, max(0, start - 12), start)
    return word is not None and word.group() in _VERBS


# A line's start before the number (a bracket, a `<#>` an SMS opens with, a quote's `>`), or
# a sender's label before it (`Fwd SMS from ACMEBK: 380958 is your OTP`).
_OPENING = re.compile(r"(?:^|\n)[ \t\[\]<>#]{0,4}([^\W_][^\n:]{0,40}:[ \t]+)?$")
_CLAUSE_END = re.compile(r"[.!?\n\u3002]")
_VERB_AFTER = re.compile(r" ([^\W\d_]+) ")
_TWO_WORDS = re.compile(r"(?:[^\W\d_]+ ){0,2}")


R = REDACTED
CODE_NUMBER_ROWS = (
    Rule(
        "code_number_in_clause",
        _CUES,
        _code_numbers,
        "the name, the words and the verb; digits a noun before them owns; a code's property",
        _v(("The PIN for your new debit card is 4821", f"The PIN for your new debit card is {R}"),
           ("Tu clave de internet de 6 dígitos es 366978",
            f"Tu clave de internet de 6 dígitos es {R}"),
           ("Your access code for the building is 7731",
            f"Your access code for the building is {R}"),
           ("Ваш пароль для входа — 88214719", f"Ваш пароль для входа — {R}"),
           ("551336 is your one-time code. Do not share it.",
            f"{R} is your one-time code. Do not share it.")),
        ("PIN reset for the card ending 4021 was requested", "The PIN count of the package is 1024",
         "error code for the request is 40013", "otp sent at 2026-12-04 10:15",
         "The password policy version is 2024"),
    ),
)  # fmt: skip
