"""A generated-looking value a parser or a converter rejected, where no word names it.

A number, a date, a duration, a UUID, an enum member or a time zone was expected, and a value
that looks machine-made came instead: a key or a token put in the wrong field (`PORT=` set to
the API key, a secret pasted into a date). The message quotes it (`invalid literal for int():
'…'`, `For input string: "…"`, `Text '…' could not be parsed`, `'…' is not a valid integer`).
The reader needs to know the value was rejected, not its characters: nothing in a random
string tells how to fix it. The value a person typed (`abc`, `2026-13-45`, `Europe/Pariss`)
stays, and so do hexadecimal digests and ids (a commit git could not parse), which the
rows near a credential's name decide.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = ["REJECTED_ROWS", "machine_made"]

# What was expected: a value of a type no key or token is.
_TYPE = (
    r"(?:int(?:eger)?|float(?:ing[ -]point)?|double|decimal|number|numeric|long|bigint|"
    r"bool(?:ean)?|date(?:time)?|time(?:stamp)?|duration|uuid|guid|isoformat|enum|"
    r"time ?zone|currency(?: code)?)"
)
# How parsers and converters say they rejected a value, in the lower-cased text; each
# alternative begins with one of ``_STARTS``, where it is matched (a scan of the text for an
# alternation of phrases costs more than the rest of the row).
_REJECTED = re.compile(
    "|".join((
        rf"invalid (?:literal|input syntax|numeric literal|{_TYPE})",
        rf"not an? `?{_TYPE}",
        r"not an? valid `?[\w.]+",  # (any type by its name: an enum's, `_Region`)
        r"(?:could ?n[o']t|cannot|can't|unable to|failed to) (?:be )?"
        r"(?:convert|parse|deserialize|cast|unmarshal)",
        r"could not be (?:parsed|converted)",
        r"for input string",
        r"is ?n[o']t (?:a )?numeric",
        r"unknown (?:string )?format",
        r"unknown encoding",
        r"unknown ?time[ -]?zone",
        r"unsupported ?(?:charset|encoding)",
        r"invalid for option",  # (`Value "…" invalid for option port (number expected)`)
        r"no enum constant",
        r"conversion from .{1,40} failed",
    ))
)  # fmt: skip
_STARTS = (
    "invalid ", "not a", "could", "cannot", "can't", "unable to", "failed to", "for input",
    "isn't", "isnt", "unknown", "no enum", "conversion from", "unsupported",
)  # fmt: skip
# The literals one of them holds, for the gate.
_CUES = tuple(start.strip() for start in _STARTS)
# What a rejection names besides (the type, the verb): most messages that say `could` or
# `invalid` hold none of them, and stay quiet for the row.
_NEEDS = (
    "literal", "convert", "pars", "deserializ", "unmarshal", "input string", "numeric",
    "enum", "integer", "float", "decimal", "uuid", "isoformat", "duration", "time zone",
    "timezone", "time-zone", "bigint", "string format", "invalid date", "invalid number",
    "not a valid", "not an int", "conversion from", "charset", "encoding", "for option",
)  # fmt: skip
# A copula before `not a valid …`: the value is quoted before it (`'…' is not a valid int`).
_COPULA = re.compile(r"(?:is|was)\s*$")
# A run of a value's characters, between dots (`Main.Mode.<value>`: the class path stays).
_PIECE = re.compile(r"[A-Za-z0-9_+/=~-]{20,128}")
_HEX_RUN = re.compile(r"[0-9a-fA-F]{20,128}")
# The words of an identifier (`Release`, `candidate`): a name written in camel case is mostly
# made of them, a generator's output hardly ever.
_WORD = re.compile(r"[A-Z]?[a-z]{3,}")


def machine_made(value: str) -> bool:
    """Upper and lower case and a digit, dense as generators make them (``looks_generated``),
    not hexadecimal (a digest, an object id), not a path or an address, not mostly words (an
    identifier such as `Python3Interpreter`)."""
    return (
        _HEX_RUN.fullmatch(value) is None
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
        and any(map(str.isdigit, value))
        and "://" not in value
        and sum(len(word) for word in _WORD.findall(value)) * 2 < len(value)
        and looks_generated(value, 20)
    )


_QUOTES = "'\"`"
_AFTER = 60  # how far after the words of a rejection its value may start (`… as an integer:`)
_NEAR = 320  # how far from them a quoted value may end


def _quoted_before(text: str, start: int, at: int) -> tuple[int, int] | None:
    """The quoted value that ends right before ``at`` (`'…' is not a valid`, `Text '…' could
    not be parsed`), within the line from ``start``."""
    head = text[start:at].rstrip()
    copula = _COPULA.search(head)
    if copula is not None:
        head = head[: copula.start()].rstrip()
    end = start + len(head)
    if end == start or text[end - 1] not in _QUOTES:
        return None
    opening = text.rfind(text[end - 1], start, end - 1)
    return None if opening == -1 else (opening + 1, end - 1)


def _values_after(text: str, at: int, end: int) -> list[tuple[int, int]]:
    """Where the value a rejection names after its words may lie: its quoted strings that
    start near them (`of type `int` from String "…"`), or else its first long run (`Cannot
    convert … to a BigInt`)."""
    places: list[tuple[int, int]] = []
    limit = min(end, at + _AFTER)
    position = at
    while position < limit:
        quote = min((i for q in _QUOTES if (i := text.find(q, position, limit)) != -1), default=-1)
        if quote == -1:
            break
        closing = text.find(text[quote], quote + 1, end)
        if closing == -1:
            break
        places.append((quote + 1, closing))
        position = closing + 1
    if places:
        return places
    run = _PIECE.search(text, at, min(end, at + _AFTER + 128))
    return [] if run is None or run.start() >= at + _AFTER else [run.span()]


def _rejections(folded: str) -> Iterator[re.Match[str]]:
    """Each phrase of a rejection, found by its first words (a `find`) and matched there."""
    for start in _STARTS:
        at = folded.find(start)
        while at != -1:
            if not folded[at - 1 : at].isalnum():
                found = _REJECTED.match(folded, at)
                if found is not None:
                    yield found
            at = folded.find(start, at + 1)


def rejected_values(scan: Scan) -> Iterator[Span]:
    """The machine-made value a rejection names, before or after its words; the same value
    elsewhere in the text goes with it (``hide_repeats``)."""
    text, folded = scan.text, scan.folded
    for rejection in _rejections(folded):
        # (the line around it, no further than its value can be: a long line of rejections
        # then costs each one the same)
        near = max(0, rejection.start() - _NEAR)
        line_start = text.rfind("\n", near, rejection.start()) + 1 or near
        line_end = text.find("\n", rejection.end(), rejection.end() + _NEAR)
        line_end = min(len(text), rejection.end() + _NEAR) if line_end == -1 else line_end
        before = _quoted_before(text, line_start, rejection.start())
        after = _values_after(text, rejection.end(), line_end)
        for place in ([before] if before is not None else []) + after:
            for run in _PIECE.finditer(text, *place):
                value = run.group().strip("-=")
                if value and value != REDACTED and machine_made(value):
                    at = run.start() + run.group().index(value)
                    yield (at, at + len(value))


REJECTED_ROWS: tuple[Rule, ...] = (
    Rule(
        "rejected_value",
        _CUES,
        rejected_values,
        "what a person typed, words, numbers, dates and paths; hexadecimal digests and ids; "
        "a run without both cases and a digit",
        _v(("ValueError: invalid literal for int() with base 10: 'Qm7vR2kT9xLp4Wz8Nc3Hb6Yd'",
            f"ValueError: invalid literal for int() with base 10: '{REDACTED}'"),
           ('Exception: For input string: "kT4nW9qZ2mXc7Lp3Rv8Bs5Yh"',
            f'Exception: For input string: "{REDACTED}"'),
           ("error: 'x8KqL2mN7vRt4ZpW9sYc3Hd' is not a valid integer",
            f"error: '{REDACTED}' is not a valid integer")),
        ("ValueError: invalid literal for int() with base 10: 'abc'",
         "Text '2026-13-45T25:00' could not be parsed at index 5",
         "fatal: could not parse object '9fceb02d0ae598e95dc970b74767f19372d61af8'",
         "UnknownTimeZoneError: 'Europe/Pariss'",
         "could not convert string to float: 'Python3InterpreterVersion'",
         "invalid uuid '550e8400-e29b-41d4-a716-44665544000' for order ORD-2024-000123"),
        needs=(_NEEDS,),
    ),
)  # fmt: skip
