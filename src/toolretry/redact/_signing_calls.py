"""The key a signing or encrypting call is given as a literal, by its place in the call.

A signature that did not match is debugged by printing the call that made it: `jwt.encode(
payload, "…")`, `hash_hmac('sha256', $data, '…')`, `hmac.new(b'…', msg, sha256)`,
`crypto.createHmac('sha256', '…')`, `new SecretKeySpec("…".getBytes(), "HmacSHA256")`. Each
API puts its key at one argument; a string literal there is the key, whatever it looks like
(`'changeme'` too: it is what signs). A name there (`settings.SECRET_KEY`) says where the key
is kept and stays, as do the other arguments.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v

__all__ = ["SIGNING_CALL_ROWS"]

# Each call (lower-cased, as written in the text) and the index of its key argument.
_KEY_ARGUMENT = {
    "jwt.encode": 1, "jwt.decode": 1, "jwt.sign": 1, "jwt.verify": 1,  # PyJWT, jsonwebtoken
    "hash_hmac": 2, "openssl_encrypt": 2, "openssl_decrypt": 2,  # PHP
    "hmac.new": 0, "hmac.digest": 0,  # Python
    "createhmac": 1, "createcipheriv": 1, "createdecipheriv": 1,  # Node
    "hmac.hexdigest": 1, "hmac.digest(": 1,  # Ruby's OpenSSL::HMAC (below: `::` kept)
    "secretkeyspec": 0,  # Java
    "hmac.new(sha256.new": 1,  # Go's hmac.New(sha256.New, []byte("…")) (below)
    "fernet": 0, "aes.new": 0,
}  # fmt: skip
_CALL = re.compile(
    r"(?<![\w.])(?:jwt\.(?:encode|decode|sign|verify)|hash_hmac|openssl_(?:en|de)crypt"
    r"|hmac\.(?:new|digest)|(?:crypto\.)?create(?:hmac|(?:de)?cipheriv)"
    r"|openssl::hmac\.(?:hexdigest|digest)|(?:new[ \t]+)?secretkeyspec|fernet|aes\.new)"
    r"[ \t]*\("
)
# A string literal: Python's `b'…'`, `r"…"`, JS's, PHP's and Ruby's quotes; Go's `[]byte("…")`
# and Java's `"…".getBytes()` hold one.
_LITERAL = re.compile(r"""^[ \t]*(?:\[\]byte\()?[bBrR]?(['"`])((?:\\.|(?!\1).){1,200})\1""")
_MAX_ARGUMENTS = 400  # how far the arguments of one call are read


def _arguments(text: str, start: int) -> list[tuple[int, int]]:
    """Where each top-level argument of the call opened at ``start`` is (quotes and brackets
    skipped), up to its closing parenthesis or ``_MAX_ARGUMENTS`` characters."""
    places: list[tuple[int, int]] = []
    depth, quote, begin = 0, "", start
    end = min(len(text), start + _MAX_ARGUMENTS)
    position = start
    while position < end:
        char = text[position]
        if quote:
            if char == "\\":
                position += 1
            elif char == quote:
                quote = ""
        elif char in "'\"`":
            quote = char
        elif char in "([{":
            depth += 1
        elif char in ")]}":
            if depth == 0:
                places.append((begin, position))
                return places
            depth -= 1
        elif char == "," and depth == 0:
            places.append((begin, position))
            begin = position + 1
        position += 1
    return places


def _key_index(call: str) -> int:
    name = call.rstrip("( \t").split()[-1]
    if name.startswith("openssl::hmac"):
        return 1
    if name.startswith("crypto."):
        name = name[len("crypto.") :]
    return _KEY_ARGUMENT.get(name, -1)


def signing_keys(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for call in _CALL.finditer(folded):
        index = _key_index(call.group())
        if call.group().startswith("hmac.new") and folded.startswith("sha", call.end()):
            index = 1  # (Go's `hmac.New(sha256.New, []byte("…"))`)
        arguments = _arguments(text, call.end())
        if not 0 <= index < len(arguments):
            continue
        start, end = arguments[index]
        literal = _LITERAL.match(text[start:end])
        if literal is not None and REDACTED not in literal.group(2):
            yield (start + literal.start(2), start + literal.end(2))


SIGNING_CALL_ROWS: tuple[Rule, ...] = (
    Rule(
        "signing_call_key",
        ("jwt.", "hmac", "cipheriv", "secretkeyspec", "fernet", "aes.new", "openssl_"),
        signing_keys,
        "the call, its other arguments; a key given by name (`settings.SECRET_KEY`)",
        _v(('jwt.encode(payload, "25CB8E1669DBABB3FB155C99", algorithm="HS256")',
            f'jwt.encode(payload, "{REDACTED}", algorithm="HS256")'),
           ("hash_hmac('sha256', 'T1234INV-881300', 'aEAd4-RIcrU-BbE0S')",
            f"hash_hmac('sha256', 'T1234INV-881300', '{REDACTED}')"),
           ("hmac.new(b'changeme', msg, hashlib.sha256)",
            f"hmac.new(b'{REDACTED}', msg, hashlib.sha256)")),
        ("jwt.encode(payload, settings.SECRET_KEY)", "jwt.decode(token, options={'verify': 0})",
         "crypto.createHmac('sha256', key).update('body')"),
    ),
)  # fmt: skip
