"""Values under secret names (`api_key=…`, `"password": "…"`, `X-Auth-Token: …`), found from
the names' stems outwards."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator, Mapping

from . import _secret_shapes as shapes
from ._engine import looks_generated
from ._identifiers import is_identifier_value
from ._look import stem_hits
from ._placeholders import in_expansion
from ._secret_names import keeps_url
from ._text_rules import (
    KEY_VALUE,
    KEY_VALUE_LEAD,
    NAME_CHAR_SET,
    NAME_CHARS,
    NAME_RUN,
    VALUE,
    Cut,
    is_placeholder,
    keeps_bare_colon_value,
    key_value_cuts,
    name_start,
    prose_after_name,
)

__all__ = ["key_values"]


def key_values(
    text: str,
    folded: str,
    stems: Iterable[str],
    is_secret_name: Callable[[str], bool],
    known: Mapping[str, bool],
) -> Iterator[Cut]:
    """Every ``name = value`` whose name holds one of ``stems``, found from the stems outwards:
    far cheaper than a regex tried at every position. ``known``: the answers of
    ``is_secret_name`` so far (read here first: a text of many pairs asks about each name
    once)."""
    hits = stem_hits(folded, stems)  # None if key_value is off: no stems.
    skip = 0
    for hit in hits:
        if hit < skip:
            continue
        # The name runs to the end of its characters; what may start a separator must
        # follow it, and the name must be a secret one (a dict lookup, once seen): cheap
        # checks that spare most names (`KeyError`, `monkey`, `tokens`) the cost of trying
        # the whole ``KEY_VALUE`` regex.
        end = NAME_RUN.match(text, hit).end()  # type: ignore[union-attr]
        first = text[end : end + 1]
        if first not in _SEPARATOR_FIRST and (
            first not in _BEFORE_SEPARATOR or not _SEPARATOR_AHEAD.match(text, end)
        ):
            skip = end
            continue
        start = hit if not hit or text[hit - 1] not in NAME_CHAR_SET else name_start(text, hit)
        if in_expansion(text, start):
            # a shell's expansion of the variable (`${JWT_SECRET:?required}`): what follows its
            # name is an operator and a message or a default, and the value is elsewhere
            skip = end
            continue
        if (start and text[start - 1] == "/") or text[end : end + 2] in ("::", ":/"):
            # a segment of a path or URL (`ghcr.io/acme/auth:1.42`), a URL's scheme
            # (`otpauth://totp/…`), or a namespace path (`jsonwebtoken::errors::Error`): no name
            skip = end
            continue
        if _VERSION_PIN.match(text, end) is not None and (
            text[end] != ":" or (start and text[start - 1] == ":")
        ):
            # a package pinned to a version (`python-secrets==9.9`, `~=2.1`) or a Maven
            # coordinate's version (`com.acme:client-auth:2.3.1`): the name is a package's
            skip = end
            continue
        name = text[start:end]
        secret = known.get(name)
        if not (is_secret_name(name) if secret is None else secret):
            skip = end
            continue
        if first == ":" and (typed := TYPED_KEY_VALUE.match(text, start)) is not None:
            # (`api_key: str = "…"`: the word after the colon is a type, kept)
            yield from key_value_cuts(typed, is_secret_name, secret_name=True)
            skip = typed.end()
            continue
        # The common pair, `name=value` with a bare value: its value is found by a small regex
        # and judged here, sparing ``KEY_VALUE`` and ``key_value_cuts`` (the larger
        # part of a pair's cost in a long text of pairs). Anything else takes the full way.
        # (A sentence after a colon, `password: expired token`, is one of the values
        # ``keeps_bare_colon_value`` keeps, so the look for one below is not needed here.)
        if first in _BARE_SEPARATORS and (not start or text[start - 1] not in _NOT_BEFORE_BARE):
            bare = _BARE_VALUE.match(text, end + 1) if end - start <= 96 else None
            if bare is not None and bare.lastindex == 2:  # `[REDACTED]` already: a second pass
                skip = bare.end()
                continue
            if bare is not None:
                value_start, value_end = bare.span(1)
                value = text[value_start:value_end]
                if value.isdigit() and (spaced := _SPACED_DIGITS.match(text, value_end)):
                    # (digits keyed or read out in groups, `PIN: 5 0 7 4`, `password: 1234
                    # 5678 9012`: the groups to the clause's end are one value)
                    yield (value_start, spaced.end())
                    skip = spaced.end()
                    continue
                if text[value_end : value_end + 1] not in " \t" or (
                    value.isascii() and value.lower() not in _SCHEMES
                ):
                    keeps = first in ":\uff1a" and keeps_bare_colon_value(
                        text, start, value_end, name, value, is_secret_name
                    )
                    keeps = keeps or is_identifier_value(
                        name, value, first == ":" and text[end + 1 : end + 2] not in " \t"
                    )
                    if keeps_url(name, value):
                        skip = value_start  # (its query's pairs are looked at as pairs)
                        continue
                    # (a value called or indexed, `std::env::var(…)`, `os.environ[…]`, is code
                    # that reads the secret, not the secret)
                    called = text[value_end : value_end + 1] in ("(", "[")
                    if not (keeps or called or is_placeholder(value)):
                        yield (value_start, value_end)
                    elif (
                        called
                        and (literal := _CALLED_LITERAL.match(text, value_end)) is not None
                        and looks_generated(literal.group(2), 12)
                    ):
                        # (...but a generated literal given to the call is the value wrapped:
                        # `BinData(0, '…')`, `Binary.createFromBase64('…', 0)`, `Secret("…")`;
                        # a variable's name read, `os.environ["DB_PASS"]`, is not)
                        yield literal.span(2)
                    skip = value_end
                    continue
                if value.isascii() and (hidden := _HIDDEN_AFTER_SCHEME.match(text, value_end)):
                    skip = hidden.end()  # `Bearer [REDACTED]`: hidden already, its scheme kept
                    continue
        if (
            name[-1:] in "sS"
            and name[-2:] not in ("ss", "SS")
            and (structure := _STRUCTURE_AHEAD.match(text, end)) is not None
            and _HELD_FIELD.search(text, structure.end(), _item_end(text, structure.end())) is None
        ):
            # A listing of named fields under a plural (`"keys": [{"id": …, "label": …}]`, an
            # API's listing of its keys): each field is judged by its own name, not the listing
            # hidden whole. (Under one secret's name, `"secret": {"data": …}`, or where its
            # first item holds a value, `"cookies": [{"name": "sid", "value": …}]`, the whole is.)
            skip = structure.end()
            continue
        # Only a colon may start a sentence (`'key': expected a string`), left as it is.
        if first not in _NEVER_PROSE and (prose_end := prose_after_name(text, end)) != -1:
            skip = prose_end
            continue
        match = None
        if start and text[start - 1] in "\"'":  # A quoted name: the quote is part of it.
            quoted = start - (2 if start > 1 and text[start - 2] == "\\" else 1)
            if (match := KEY_VALUE.match(text, quoted)) is not None:
                start = quoted
        match = match or KEY_VALUE.match(text, start)
        if match is None:
            skip = end
            continue
        if match.group("value").isdigit() and (spaced := _SPACED_DIGITS.match(text, match.end())):
            yield (match.start("value"), spaced.end())  # (the groups, as on the fast way)
            skip = spaced.end()
            continue
        yield from key_value_cuts(match, is_secret_name, secret_name=True)
        skip = match.end()


# The first quoted argument of a call or index (after at most one bare one: `BinData(0, '…')`).
_CALLED_LITERAL = re.compile(
    r"[(\[][ \t]*(?:[\w.]{1,20}[ \t]*,[ \t]*)?([\"'])([^\"'\s]{12,4096})\1"
)


# A typed declaration, `api_key: str = "…"` (Python's annotations, Rust's `let`, TypeScript,
# Kotlin): the word after the colon is the name's type, the value follows the `=`.
TYPED_KEY_VALUE = re.compile(
    rf"{KEY_VALUE_LEAD}(?P<q1>)(?P<name>[{NAME_CHARS}]{{1,96}})(?P<q2>)[ \t]*:[ \t]*"
    # (the type quoted too, as a string annotation: `password: 'str' = '…'`, `inspect`'s)
    r"(?:&(?:'\w+[ \t]+)?)?['\"]?[A-Za-z_][\w.:]{0,60}"
    r"(?:<[^<>\n]{0,60}>|\[[^\[\]\n]{0,60}\])?\??['\"]?"
    r"(?:[ \t]*\|[ \t]*[A-Za-z_][\w.]{0,60}\??)*"
    # (blanks around the `=`, as declarations are written: `auth: token_type=Bearer` is a pair)
    r"(?P<sep>[ \t]+=(?![=>])[ \t]*)" + VALUE
)
# A version after a version specifier (PEP 440's `==`, `~=`, `>=`, `!=`, `<=`) or a colon:
# numbers joined by dots, then perhaps a pre-release or build tag, and the value ends there.
_VERSION_PIN = re.compile(
    r"(?:[=~!<>]=|:)v?[0-9]{1,4}(?:\.[0-9]{1,6}){1,3}(?:[-.+]?[a-z][a-z0-9.]{0,12})?"
    r"(?![\w:=/-]|\.\w)"
)
# A name's separator, then a list of objects whose first field is named: `":[{"id"`,
# `: [ { "label"` (one object under a plural, `"credentials": {"u": …, "p": …}`, is one secret).
_STRUCTURE_AHEAD = re.compile(r"\\?['\"]?[ \t]*[:=][ \t]*\[[ \t\n]*\{[ \t\n]*\\?['\"][A-Za-z_]")
# A field that holds the secret itself, in a listing's first item.
# (one left empty, `"secretText": null`, holds nothing: a listing of credentials' metadata)
_HELD_FIELD = re.compile(
    r"(?i)(?:value|data|secret|token|password|\bkey\b)\w*\\?['\"]?[ \t]*[:=]"
    r"(?![ \t]*(?:null\b|None\b|nil\b|\\?\"\\?\"|''|\[\]|\{\}))"
)


def _item_end(text: str, start: int) -> int:
    """Where a listing's first item ends: its `}`, or where it was cut short; looked for in the
    next 400 characters at most (each name of a long listing asks: a bounded look keeps a
    text of many such names linear)."""
    bound = min(len(text), start + 400)
    end = text.find("}", start, bound)
    return bound if end == -1 else end


_SEPARATOR_FIRST = frozenset(":=%\uff1a\uff1d")
_NEVER_PROSE = frozenset("=%\uff1d")
_BEFORE_SEPARATOR = frozenset("\\\"' \t<]")  # what may stand between a name and its separator
# What may follow a name for ``KEY_VALUE``'s separator to start there: its closing quote
# (`\"` inside JSON in a string), blanks, then `:`, `=`, `%3D`, `\u003d`... (`keys id` does
# not: the whole regex would take far longer to say so).
# (and a subscript's closing bracket: `$config['db_pass'] = …`)
_SEPARATOR_AHEAD = re.compile("\\\\?['\"]?\\]?[ \t]*(?:[:=%\uff1a\uff1d]|<=|\\\\u003)")

# The bare pair's fast way (see ``hide_key_values``): a separator right after the name, then a
# value that ``KEY_VALUE`` would take as a bare run and the same way. So not after a quote, a
# backslash or an escape's hex digit (``KEY_VALUE``'s lead decides those); no `=>`, `:=`, `==`,
# bytes literal, opening quote or bracket; no `+` or `%` (`Bearer+x`, `Bearer%20x` carry a
# scheme); and it must end where ``KEY_VALUE``'s value ends: not at `[` (`[REDACTED]`) or `\`.
# ``[REDACTED]`` alone is a value hidden by an earlier pass: left as it is, as the full way does.
_BARE_SEPARATORS = frozenset("=:\uff1a\uff1d")
_NOT_BEFORE_BARE = NAME_CHAR_SET | frozenset("\"'\\")
_BARE_TERMINATORS = "\\s&\"',;<>(){}\\]\uff0c\u3002\uff1b\u3001\uff09\u300d"
_BARE_VALUE = re.compile(
    f"[ \t]*(?:(?![=>]|[bu$][\"'])([^{_BARE_TERMINATORS}\\[\\\\+%]+)(?=[{_BARE_TERMINATORS}]|$)"
    # or a value hidden already, which ``KEY_VALUE`` takes alone whatever follows (its `_MARK`,
    # else its bracketed value)
    "|(\\[REDACTED\\]))"
)
# More groups of digits after a name's first one, single blanks between, to the end of the line
# or clause (a keypad's `#` or `*` may close them); not `1234 attempts left`.
_SPACED_DIGITS = re.compile(r"(?:[ ][0-9]{1,6}){2,31}(?:[ ][#*])?(?=[ \t]*(?:$|[\r\n,;.)\]'\"]))")
# A bare word that is an authorization scheme followed by a blank: ``KEY_VALUE`` hides the word
# and what follows (`token=Bearer abc`), so the fast way leaves it to the full one.
_SCHEMES = frozenset(shapes.AUTH_SCHEMES.split("|"))
# After such a word, a value hidden by an earlier pass: ``KEY_VALUE`` takes the scheme, its
# blanks and `[REDACTED]` as the value, and ``key_value_cuts`` leaves it as it is.
_HIDDEN_AFTER_SCHEME = re.compile("[ \t]+\\[REDACTED\\]")
