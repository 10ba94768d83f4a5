"""A value beside the name it is given for, as a repr prints a pair of keyword arguments:
`Cookie(name='sessionid', value='…')`, `V1EnvVar(name='DB_PASSWORD', value='…')`,
`Header(key="X-Api-Key", value="…")`. The value is hidden where the name is a secret's
(``is_secret_name``); up to two other arguments may stand between them (`domain='.acme.io'`).
The JSON form of the same pair is ``named_field_value``'s.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v

__all__ = ["NAMED_ARGUMENT_ROWS"]

# (from `name=` or `key=`, looked for first: the pattern opens with that literal)
_PAIR = re.compile(
    r"(?<![\w.])(?:name|key)[ \t]*=[ \t]*(['\"])([\w./-]{1,64})\1[ \t]*,[ \t]*"
    r"(?:\w{1,24}[ \t]*=[ \t]*(?:'[^'\n]{0,64}'|\"[^\"\n]{0,64}\"|[\w.-]{1,24})[ \t]*,[ \t]*){0,2}"
    r"value[ \t]*=[ \t]*(['\"])([^'\"\n\\]{3,512})\3"
)


def _named_arguments(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for match in _PAIR.finditer(text):
        if match.group(4) != REDACTED and scan.is_secret_name(match.group(2)):
            yield match.span(4)


R = REDACTED
NAMED_ARGUMENT_ROWS: tuple[Rule, ...] = (
    Rule(
        "named_argument_value",
        ("name=", "key=", "name =", "key ="),
        _named_arguments,
        "the name; the value of a name that is no secret's",
        _v(("[Cookie(name='sessionid', value='cbebc129747e4405a2f0', domain='.acme.io')]",
            f"[Cookie(name='sessionid', value='{R}', domain='.acme.io')]"),
           ("V1EnvVar(name='DB_PASSWORD', value='Tq7mZ2wKx', value_from=None)",
            f"V1EnvVar(name='DB_PASSWORD', value='{R}', value_from=None)")),
        ("Cookie(name='theme', value='dark', domain='.acme.io')",
         "V1EnvVar(name='LOG_LEVEL', value='debug', value_from=None)"),
        # (`value=` as an argument of its own, not `input_value=`)
        needs=((" value=", ",value=", "\tvalue=", " value =", ",value ="),),
    ),
)  # fmt: skip
