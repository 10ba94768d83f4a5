"""Secrets given as the word after a command-line flag (``--password hunter2``, also inside a
``CalledProcessError``'s list ``'--password', 'hunter2'``), as the second of two quoted items
(``('api_key', 'abc')`` in a repr'd list of headers or ``dict_items``) or as the text of an XML
element (``<password>hunter2</password>``), or as a pydantic ``input_value`` below the line that
names its field: pairs with no ``=`` or ``:`` between the two."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ._text_rules import NOT_A_SECRET, REDACTED

__all__ = ["elements", "flags", "quoted_pairs", "validation_inputs"]

# The flag, what separates it from its value (blanks, or `', '` in a list's repr) and the value,
# which is no other flag. Bounded runs, one way to match: linear.
_FLAG = re.compile(
    # The dash first: a pattern that opens with a literal is searched for it (memchr), not
    # tried at every position; the look-behind then says nothing but blank-ish stands before.
    r"(-(?<![A-Za-z0-9_-]-)-?)([A-Za-z][A-Za-z0-9_.-]{1,63})([ \t]+|(['\"]),[ \t]*['\"])"
    r"(?!-)([^\s'\"<>]{1,512})"
)
# `('X-Api-Key', 'abc')`: a pair alone in its brackets, a quoted name, a comma and a quoted
# value; not a list of names (`["user", "password", "email"]` names fields, it holds none).
_QUOTED_PAIR = re.compile(
    r"([(\[]['\"])([A-Za-z][A-Za-z0-9_.-]{0,63})(['\"],[ \t]*)(['\"])([^'\"\\\r\n]{1,512})\4"
    r"(?=[ \t]*[)\]])"
)
_ELEMENT = re.compile(
    r"<([A-Za-z][A-Za-z0-9_.:-]{0,63})((?:[ \t][^<>]{0,256})?>)([^<]{1,1024})</\1>"
)


# The fields a credential is listed with (a secret's keys, a form's inputs): a name beside
# `password` in a list, never its value.
_FIELD_NAMES = frozenset({
    "username", "user", "login", "email", "name", "host", "hostname", "port", "database", "db",
    "url", "uri", "account", "role", "realm", "domain", "tenant", "region", "endpoint",
})  # fmt: skip


def _is_value(value: str) -> bool:
    return value != REDACTED and value.lower() not in NOT_A_SECRET


def flags(text: str, is_secret_name: Callable[[str], bool]) -> Iterator[tuple[int, int]]:
    """``--api-key abc123`` -> ``--api-key [REDACTED]``."""
    for match in _FLAG.finditer(text):
        if is_secret_name(match.group(2)) and _is_value(match.group(5)):
            yield match.span(5)


def quoted_pairs(text: str, is_secret_name: Callable[[str], bool]) -> Iterator[tuple[int, int]]:
    """``('api_key', 'abc123')`` -> ``('api_key', '[REDACTED]')``."""
    for match in _QUOTED_PAIR.finditer(text):
        head, name, comma, _, value = match.groups()
        if head[1] != comma[0] or not (is_secret_name(name) and _is_value(value)):
            continue
        if (
            value.isalpha()
            and value.islower()
            and ("pass" not in name.lower() or value in _FIELD_NAMES or is_secret_name(value))
        ):
            continue  # a list of names (`['token', 'repository']`, `["password","username"]`)
        yield match.span(5)


def elements(text: str, is_secret_name: Callable[[str], bool]) -> Iterator[tuple[int, int]]:
    """``<password>abc</password>`` -> ``<password>[REDACTED]</password>``. Not ``<Key>``: in S3's
    errors it is the object's name, which the model needs."""
    for match in _ELEMENT.finditer(text):
        name, _, value = match.groups()
        if name.lower() != "key" and is_secret_name(name) and _is_value(value.strip()):
            yield match.span(3)


# pydantic's ValidationError names the field on one line and shows what it got on the next:
# "creds.password\n  String should have at least 32 characters [type=string_too_short,
# input_value='Pw-…', input_type=str]". Bounded runs, one way to match: linear.
_INPUT_VALUE = re.compile(
    r"\[type=[a-z_]{1,64}, input_value=(?P<value>'(?:[^'\\\n]|\\.){0,4000}'"
    r"|\"(?:[^\"\\\n]|\\.){0,4000}\"|[^,\n\x1c\]]{1,4000}), input_type="
)
# Line breaks, raw or a repr'd `\\n` (whose letter `_policy` swaps for U+001C while rules run).
_BREAKS = ("\n", "\x1c")


def _line_start(text: str, end: int) -> int:
    return max(text.rfind(b, 0, end) for b in _BREAKS) + 1


def validation_inputs(
    text: str, is_secret_name: Callable[[str], bool]
) -> Iterator[tuple[int, int]]:
    """The ``input_value`` of a pydantic error whose field (the line above) is secret by name:
    ``password``, ``creds.password``, ``items.0.api_key``."""
    for match in _INPUT_VALUE.finditer(text):
        line = _line_start(text, match.start())
        if line == 0:
            continue
        location = text[_line_start(text, line - 1) : line - 1].strip().rstrip("\\").strip()
        field = next((part for part in reversed(location.split(".")) if not part.isdigit()), "")
        value_start, value_end = match.span("value")
        if not field or REDACTED in match.group("value") or not is_secret_name(field):
            continue
        yield (value_start, value_end)
