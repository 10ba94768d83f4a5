"""Finders for a secret by its place in a structure: a pair in HTML-escaped JSON, an XML
setting's value, a value in a wrapper (`Some("…")`, `SecretStr('…')`), the password argument
of a connection or bind call. Their rows are in ``_shape_rows``."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import KEEP, REDACTED, Found, Scan, Span
from ._placeholders import is_placeholder

__all__ = ["attribute_pairs", "call_arguments", "escaped_pairs", "wrapped_values"]


# --- a secret in HTML-escaped JSON (`&quot;password&quot;:&quot;…&quot;`) -----------------------

_ESCAPED_PAIR = re.compile(
    r"(&quot;|&#34;|&#x22;)([\w.-]{1,64})\1[ \t]*:[ \t]*\1(.{1,512}?)\1", re.I
)


def escaped_pairs(scan: Scan) -> Iterator[Span]:
    for match in _ESCAPED_PAIR.finditer(scan.text):
        if scan.is_secret_name(match.group(2)) and match.group(3) != REDACTED:
            yield match.span(3)


# --- an XML setting: `<add key="DbPassword" value="…"/>`, `<property name="…" value="…"/>` -------

_ATTRIBUTE_PAIR = re.compile(
    r"<[\w:.-]{1,40}[^<>]{0,200}?\b(?:key|name)[ \t]*=[ \t]*([\"'])([\w.:-]{1,80})\1"
    r"[^<>]{0,200}?\bvalue[ \t]*=[ \t]*([\"'])([^\"'<>]*)\3"
)


def attribute_pairs(scan: Scan) -> Iterator[Found]:
    for match in _ATTRIBUTE_PAIR.finditer(scan.text):
        name = match.group(2)
        yield (match.start(2), match.end(2), KEEP)  # the setting's name is a fact
        value = match.group(4)
        secret = scan.is_secret_name(name.rsplit(".", 1)[-1]) or scan.is_secret_name(name)
        if secret and value and value != REDACTED and not is_placeholder(value):
            yield match.span(4)


# --- a value in a wrapper (`password: Some("…")`, `api_key=SecretStr('…')`) ---------------------

# The wrapper is found first (`Some("`, `SecretStr('`), then the name a short way before it.
_WRAPPER_OPENS = re.compile(r"[A-Z][\w:]{0,30}\(([\"'])")
_NAME_BEFORE = re.compile(r"([\w.-]{1,64})[\"']?[ \t]*[:=][ \t]*$")


_OPENER = re.compile(r"\([\"']")


def _wrapper_opens(text: str) -> Iterator[re.Match[str]]:
    """``_WRAPPER_OPENS.finditer(text)``, asked only in the 32 characters before each `("` or
    `('` (a scan for the `(` alone: a scan that tries each capital letter costs far more)."""
    done = 0
    for opener in _OPENER.finditer(text):
        # (a match ends at an opener, and starts at most 31 characters before it)
        at = opener.start()
        opens = _WRAPPER_OPENS.search(text, max(done, at - 31), at + 2)
        if opens is not None:
            yield opens
            done = opens.end()


def wrapped_values(scan: Scan) -> Iterator[Found]:
    text = scan.text
    for opens in _wrapper_opens(text):
        start = opens.start()
        if start and (text[start - 1].isalnum() or text[start - 1] == "_"):
            continue  # (inside a longer word: its own start is where a wrapper would be)
        before = text[max(0, start - 80) : start]
        # (the name's `:` or `=` ends the text before, but for blanks and one line break: a
        # cheap look that spares the name's search before most calls, `Error('…')`)
        if not before.removesuffix("\n").rstrip(" \t").endswith((":", "=")):
            continue
        name = _NAME_BEFORE.search(text, max(0, start - 80), start)
        if name is None or not scan.is_secret_name(name.group(1)):
            continue
        quote = opens.group(1)
        close = text.find(quote + ")", opens.end(), opens.end() + 512)
        value = text[opens.end() : close]
        if close == -1 or not value or "\n" in value or quote in value:
            continue
        yield (start, opens.start(1), KEEP)
        if value != REDACTED:
            yield (opens.end(), close)


# --- the password argument of a connection or bind call -----------------------------------------

# The documented signatures: PDO(dsn, user, password), mysqli(host, user, password),
# mysqli_connect(host, user, password), ldap's simple_bind_s(who, cred) / bind_s(who, cred),
# ldap_bind(link, dn, password); a `login`/`authenticate` call's second argument.
_CALL = re.compile(
    r"(?:(pdo->__construct|new pdo|mysqli->__construct|mysqli_connect|real_connect)"
    r"|(simple_bind_s|simple_bind|bind_s)|(ldap_bind)|(\blogin|\bauthenticate))\("
)
_QUOTED_ARG = re.compile(r"[ \t]*(?:'([^'\n]*)'|\"([^\"\n]*)\"|([^,()'\"\n]*))[ \t]*(,|\))")


def call_arguments(scan: Scan) -> Iterator[Span]:
    for match in _CALL.finditer(scan.folded):
        index = 2 if (match.group(1) or match.group(3)) else 1
        at = match.end()
        args: list[tuple[int, int, bool]] = []
        while len(args) <= index and (arg := _QUOTED_ARG.match(scan.text, at)) is not None:
            group = 1 if arg.group(1) is not None else 2 if arg.group(2) is not None else 3
            args.append((arg.start(group), arg.end(group), group != 3))
            at = arg.end()
            if arg.group(4) == ")":
                break
        if len(args) > index and args[index][2]:
            start, end, _ = args[index]
            if end - start >= 3 and scan.text[start:end] != REDACTED:
                yield (start, end)
