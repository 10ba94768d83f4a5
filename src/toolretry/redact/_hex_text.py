"""Hexadecimal digits that spell a token: the bytes a tool printed as hex, read back.

A digest, an id or a key's bytes are random: read as bytes, they spell nothing printable. A
secret that was text before a tool printed it as hex (`.hex()`, `basenc --base16`, `NSData`'s
description, `xxd -e`'s little-endian words, an Intel HEX or S-record line of a firmware's
config block) spells its characters again: ten printable characters in a row or more are text,
and where that text has a token's or a password's shape (``secretish``), the digits are
hidden, and so is the same text wherever the tool printed it too (the dump's text column, the
decoder's output). Hex of words, paths and headers (`GET /v1/report HTTP/1.1`) stays.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span
from ._engine import vectors as _v
from ._look import find_all

__all__ = ["HEX_TEXT_ROWS", "OPENSSL_PRIVATE_ROWS"]

# A run of hex digits: 24 or more in a row (after a record's type letter, an S-record's `S1`,
# or `0x`), or groups of one even length (2 to 8) between single blanks, four or more
# (`3370 5964 5074 …`, `<5643386b 7845484a …>`).
_HEX_RUN = re.compile(
    r"(?<![0-9A-Za-z])(?:[G-Zg-z]|0x)?(?P<hex>[0-9A-Fa-f]{24,}|(?:[0-9A-Fa-f]{2}){1,4}"
    r"(?: (?:[0-9A-Fa-f]{2}){1,4}){3,}|[0-9A-Fa-f]{2}(?::[0-9A-Fa-f]{2}){11,})(?![0-9A-Za-z])"
)
# Printable characters but the blank, ten or more: what a secret's bytes spell.
_PRINTED = re.compile(rb"[\x21-\x7e]{10,}")


def _readings(run: str) -> tuple[bytes, bytes]:
    """The bytes ``run`` spells in order (an odd digit left out at its start: a record's type
    digit, `S1…`), and, for groups of four or eight digits, each group's bytes reversed (the
    little-endian words of `xxd -e` and `od -x`; else empty)."""
    groups = run.replace(":", " ").split()
    digits = "".join(groups)
    in_order = bytes.fromhex(digits[len(digits) % 2 :])
    size = len(groups[0])
    if len(groups) > 1 and size in (4, 8) and all(len(group) == size for group in groups):
        return in_order, b"".join(bytes.fromhex(group)[::-1] for group in groups)
    return in_order, b""


def _secrets(reading: bytes) -> list[str]:
    """The printable runs of ``reading`` with a secret's shape that make up most of it (a
    secret printed as hex is all text; a record's address and checksum bytes are few; a
    digest's random bytes spell a short run now and then, amid bytes that are not text)."""
    return [
        value
        for printed in _PRINTED.finditer(reading)
        if 5 * len(printed.group()) >= 3 * len(reading)
        and REDACTED not in (value := printed.group().decode("ascii"))
        and secretish(value)
    ]


def _ebcdic_secret(reading: bytes) -> list[str]:
    """A mainframe's EBCDIC (`PASSWORD FIELD (CP037): X'E29586D3…'`): the whole value, each byte
    a printable ASCII character in code page 37 (random bytes are so a few times in a million)."""
    text = reading.decode("cp037")
    if len(text) >= 8 and text.isascii() and text.isprintable() and " " not in text:
        return [text] if secretish(text) else []
    return []


def hex_texts(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for run in _HEX_RUN.finditer(text):
        in_order, swapped = _readings(run.group("hex"))
        secrets = _secrets(in_order)
        swapped_secrets = _secrets(swapped)
        # (words swapped in pairs look random: the swapped reading counts only where the bytes
        # in order are not text)
        if not secrets and 5 * sum(32 <= b < 127 for b in in_order) < 4 * len(in_order):
            secrets = swapped_secrets or _ebcdic_secret(in_order)
        if not secrets:
            continue
        yield run.span("hex")
        for value in {*secrets, *swapped_secrets}:  # (where the tool printed the text too)
            yield from ((at, at + len(value)) for at in find_all(text, value))


# OpenSSL's text of a private key (`openssl rsa -text`, `openssl ec -text`, `genpkey -text`):
# a field of the private part on a line of its own, then its bytes in colon-joined hex on the
# indented lines below. The public fields (`modulus:`, `pub:`, `publicExponent:`) stay.
_PRIVATE_FIELD = re.compile(
    r"(?m)^[ \t]*(?:priv|privateExponent|prime[12]|exponent[12]|coefficient)[ \t]*:[ \t]*\r?\n"
    r"((?:[ \t]+[0-9a-fA-F]{2}(?::[0-9a-fA-F]{2})*:?[ \t]*(?:\r?\n|$))+)"
)


def private_fields(scan: Scan) -> Iterator[Span]:
    for match in _PRIVATE_FIELD.finditer(scan.text):
        lines = match.group(1)
        start = match.start(1) + len(lines) - len(lines.lstrip())
        yield (start, match.start(1) + len(lines.rstrip()))


HEX_TEXT_ROWS: tuple[Rule, ...] = (
    Rule(
        "hex_text",
        (),  # (the pipeline asks it by the text's shape: ``_shape_gate``)
        hex_texts,
        "hex that spells nothing printable (a digest, an id, a key's bytes), words, paths",
        _v(("$ echo 4A517474544C583256756938377A6279 | basenc --base16 -d\nJQttTLX2Vui87zby",
            f"$ echo {REDACTED} | basenc --base16 -d\n{REDACTED}"),
           ("(lldb) po keychainData\n<5643386b 7845484a 676f6730 72415077 43376439 32456772>",
            f"(lldb) po keychainData\n<{REDACTED}>")),
        ("digest 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
         "0x0000: 4745 5420 2f76 312f 7265 706f 7274 2048  GET /v1/report H"),
    ),
)  # fmt: skip
OPENSSL_PRIVATE_ROWS: tuple[Rule, ...] = (
    Rule(
        "openssl_private_field",
        ("priv", "prime1", "exponent1", "coefficient"),
        private_fields,
        "the field's name, the public fields (`modulus:`, `pub:`) and the key's size",
        _v(("priv:\n    7a:19:87:5c:dd:d5:7c:7b:9e:9c:c4:7a:98:d6:aa:\n    36:29\npub:\n    04:aa",
            f"priv:\n    {REDACTED}\npub:\n    04:aa"),
           ("modulus:\n    00:c4:5e\nprivateExponent:\n    7a:19:87:5c:dd:d5\nprime1:\n    00:e1",
            f"modulus:\n    00:c4:5e\nprivateExponent:\n    {REDACTED}\nprime1:\n    {REDACTED}")),
        ("pub:\n    04:aa:bb:cc:dd\nASN1 OID: prime256v1",
         "modulus:\n    00:c4:5e:aa:bb\npublicExponent: 65537 (0x10001)"),
        needs=((":\n", ":\r\n"),),
    ),
)  # fmt: skip
