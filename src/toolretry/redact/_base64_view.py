"""Base64 documents a text carries (a JSON document, ``.dockerconfigjson``, a MIME part, also
gzipped first), redacted as text and hidden whole where that text held a secret; and SASL
PLAIN's login in base64 or hex, hidden whatever is around it. Part of the decoded view
(``_views``)."""

from __future__ import annotations

import base64
import binascii
import re
import zlib
from collections.abc import Callable

__all__ = ["hidden_base64", "hidden_logins"]

Redact = Callable[[str], str]

# A base64 run, and the lines a MIME part or a wrapped log continues it on (where the line
# before is a full one: 40 characters or more).
_BASE64_RUN = re.compile(
    r"(?<![\w+/=-])[A-Za-z0-9+/_-]{16,}={0,2}(?:(?<=[\w+/=-]{40})\r?\n[A-Za-z0-9+/_-]{4,}={0,2})*"
)
_PRINTABLE = frozenset(range(0x20, 0x7F)) | {0x09, 0x0A, 0x0D}
_MAX_INFLATED = 65_536


def _gunzipped(raw: bytes) -> bytes:
    """The first ``_MAX_INFLATED`` bytes ``raw`` inflates to (nothing where it is not gzip): a
    bounded read, so that a small run cannot make a large text."""
    inflate = zlib.decompressobj(16 + zlib.MAX_WBITS)
    try:
        return inflate.decompress(raw, _MAX_INFLATED)
    except zlib.error:
        return b""


def _base64_bytes(run: str) -> bytes | None:
    """The bytes ``run`` is the base64 (standard or URL-safe) of, or None."""
    packed = run.replace("\r", "").replace("\n", "").rstrip("=")
    altchars = b"-_" if ("-" in packed or "_" in packed) else None
    if altchars is not None and ("+" in packed or "/" in packed):
        return None
    try:
        return base64.b64decode(packed + "=" * (-len(packed) % 4), altchars, validate=True)
    except (binascii.Error, ValueError):
        return None


def _as_text(run: str) -> str | None:
    """The text ``run`` is the base64 of, or None where it is not text (a random key's bytes
    are not: nine in ten of them would have to be printable ASCII)."""
    raw = _base64_bytes(run)
    if raw is None:
        return None
    if raw[:2] == b"\x1f\x8b":
        raw = _gunzipped(raw)  # (gzip, then base64: a Helm release's `data.release`)
    if len(raw) < 12 or sum(byte in _PRINTABLE for byte in raw) * 10 < len(raw) * 9:
        return None
    return raw.decode("utf-8", "replace")


# SASL PLAIN's message (RFC 4616: `[authzid] NUL authcid NUL passwd`), which SMTP's and IMAP's
# `AUTH PLAIN`, XMPP, AMQP, Kafka, LDAP and MongoDB send in base64 or print in hex: the whole
# message is a login, whatever is around it.
# (each part printable: a binary blob with two zero bytes is not a login)
_SASL_PLAIN = re.compile(rb"[\x21-\x7e]{0,255}\x00[\x21-\x7e]{1,255}\x00[\x20-\x7e]{1,255}")
_HEX_RUN = re.compile(r"(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){8,512}(?![0-9A-Za-z])")


def _sasl_plain(raw: bytes) -> bool:
    return _SASL_PLAIN.fullmatch(raw) is not None


def hidden_logins(text: str) -> list[tuple[int, int]]:
    """The base64 or hex runs of ``text`` that are a SASL PLAIN message (looked for only where
    the text names the mechanism)."""
    places = []
    for match in _BASE64_RUN.finditer(text):
        raw = _base64_bytes(match.group())
        if raw is not None and _sasl_plain(raw):
            places.append(match.span())
    for match in _HEX_RUN.finditer(text):
        if _sasl_plain(bytes.fromhex(match.group())):
            places.append(match.span())
    return places


def hidden_base64(text: str, redact: Redact) -> list[tuple[int, int]]:
    """The base64 runs of ``text`` whose decoded text ``redact`` changes: each hidden whole
    (where a wrapped run's last line is not base64 of the rest, the run without it)."""
    places = []
    for match in _BASE64_RUN.finditer(text):
        run = match.group()
        decoded = _as_text(run)
        end = match.end()
        if decoded is None and "\n" in run:
            run = run[: run.rindex("\n")].rstrip("\r")
            decoded, end = _as_text(run), match.start() + len(run)
        if decoded is not None and redact(decoded) != decoded:
            places.append((match.start(), end))
    return places
