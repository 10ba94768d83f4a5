"""Secrets given as the word after a command-line flag (``--password hunter2``, also inside a
``CalledProcessError``'s list ``'--password', 'hunter2'``), as the second of two quoted items
(``('api_key', 'abc')`` in a repr'd list of headers or ``dict_items``) or as the text of an XML
element (``<password>hunter2</password>``): pairs with no ``=`` or ``:`` between the two."""

from __future__ import annotations

import re
from collections.abc import Callable

from ._text_rules import NOT_A_SECRET, REDACTED

__all__ = ["hide_elements", "hide_flags", "hide_quoted_pairs"]

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


def _is_value(value: str) -> bool:
    return value != REDACTED and value.lower() not in NOT_A_SECRET


def hide_flags(text: str, is_secret_name: Callable[[str], bool]) -> str:
    """``--api-key abc123`` -> ``--api-key [REDACTED]``."""

    def hide(match: re.Match[str]) -> str:
        dashes, name, between, _, value = match.groups()
        if not (is_secret_name(name) and _is_value(value)):
            return match.group(0)
        return f"{dashes}{name}{between}{REDACTED}"

    return _FLAG.sub(hide, text)


def hide_quoted_pairs(text: str, is_secret_name: Callable[[str], bool]) -> str:
    """``('api_key', 'abc123')`` -> ``('api_key', '[REDACTED]')``."""

    def hide(match: re.Match[str]) -> str:
        head, name, comma, opening, value = match.groups()
        if head[1] != comma[0] or not (is_secret_name(name) and _is_value(value)):
            return match.group(0)
        return f"{head}{name}{comma}{opening}{REDACTED}{opening}"

    return _QUOTED_PAIR.sub(hide, text)


def hide_elements(text: str, is_secret_name: Callable[[str], bool]) -> str:
    """``<password>abc</password>`` -> ``<password>[REDACTED]</password>``. Not ``<Key>``: in S3's
    errors it is the object's name, which the model needs."""

    def hide(match: re.Match[str]) -> str:
        name, rest, value = match.groups()
        if name.lower() == "key" or not (is_secret_name(name) and _is_value(value.strip())):
            return match.group(0)
        return f"<{name}{rest}{REDACTED}</{name}>"

    return _ELEMENT.sub(hide, text)
