"""A long generated value standing bare in a sentence, whatever language names it.

A message in any language says what a value is with its own words: `API щэху псалъэр …`,
`ᐅᖃᐅᓯᖅ ᓄᑖᖅ …`, `isissutissaq …`. No vocabulary holds every language's word for a key, but
the value itself says it: 30 characters or more of both cases and digits (or base64's), dense
as a generator makes them (``machine_made``), not hexadecimal, standing alone, or 20 or more
listed after a name or among a row's fields (`ledger=…`, `"maps","…"`); or a code printed to
be typed, five groups or more of one length between dashes. An id the model needs is
written so too, and so it stays where a word before it names it as one (`request 89Zu…`,
`trace id`, `commit`, `client`, `user_id=…`), where it is part of a path, a URL or a prefixed
name (`cus_…`, `/v1/…`), where it is a known public shape (an OpenSSH key's body, base64 of
text, an IPFS content id) or on a line that says `public`. A value alone, a tool's argument,
is judged by its name (``_argument_shapes``).
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterator

from ._code_shapes import PAIRED_CODE, paired_code
from ._engine import REDACTED, Rule, Scan, Span, real_breaks
from ._engine import vectors as _v
from ._public_keys import is_public_key_der
from ._rejected_rows import machine_made

__all__ = ["BARE_TOKEN_ROWS"]

# A run standing alone: nothing of a path, a URL, a pair, a prefix or an address glued to it;
# letters and digits, or base64's (`+`, `/`, an `=` or two at its end: an AWS secret key).
_BARE = re.compile(
    r"(?<![\w/+=.%~@:#$&?*\\-])[A-Za-z0-9+/]{30,128}={0,2}(?![A-Za-z0-9_/+=%~@$&*\\])"
)
# A run of base64url (`-` and `_` among letters and digits: a token that does not end at its
# first `_`, `9Keq_o7EC…`), 40 characters or more; not one after a prefix of small letters
# (`cus_…`, `in_1Nv0…`: an id).
_BARE_URL_SAFE = re.compile(
    r"(?<![\w/+=.%~@:#$&?*\\-])(?![a-z]{1,12}[_-])[A-Za-z0-9_-]{40,512}(?![\w/+=%~@$&*\\-])"
)
# A piece of a path: a segment of small letters only between slashes (`/usr/local/lib/…`); a
# digest's name before its base64 (`sha256/…`, an SPKI pin, a CT log's certificate).
_PATH_WORD = re.compile(r"(?:^|/)[a-z]{3,}(?:/|$)|^(?i:sha|md)\d+/")
# Words that name what follows as an id, a digest, a public value or a file: the model needs
# those. A word ending in `id` is one too (`userId`, `puuid`, `Sid`), except the few that are
# no noun for an id (`valid`, `paid`).
_ID_WORDS = re.compile(
    r"(?<![a-z])(?:[a-z]*ids?|identifier|request|req|trace|span|correlation|commit|rev|"
    r"revision|hash|digest|checksum|sha\d*|md5|etag|cursor|page|version|build|object|blob|"
    r"file|upload|video|image|fingerprint|thumbprint|x5t|serial|nonce|salt|ref|record|row|"
    r"message|msg|event|job|task|run|order|invoice|customer|user|account|client|app|tx|txn|"
    r"transaction|block|address|wallet|contract|receipt|ticket|case|incident|ray|snapshot|"
    r"volume|instance|node|pod|container|manifest|layer|package|release|tag|artifact|"
    r"signature|challenge|txt|spreadsheet|sheet|document|doc|folder|channel|playlist|device|"
    r"peer|log)"
    r"(?![a-z])"
)
_NOT_ID = ("valid", "invalid", "paid", "unpaid", "said", "void", "avoid", "rapid", "hybrid")
# A run of one character four times is not a generator's output (`AAAA` in a base64 image).
_REPEAT = re.compile(r"(.)\1\1\1")
# A code printed to be typed: five groups or more of one length (4 to 6) between dashes, as
# recovery keys and product keys are (`USWE-YU9W-UJA1-…`, BitLocker's eight groups of six
# digits). A UUID's groups are of several lengths, a date's and a phone number's fewer.
_GROUPED = re.compile(r"(?<![\w-])[A-Za-z0-9]{4,6}(?:-[A-Za-z0-9]{4,6}){4,15}(?![\w-])")
# A recovery code of two groups of five hex digits (GitHub's, `3f9c1-0b7d2`, `69e08-faedf`):
# digits and letters among them.
# A token in an address's tag, after its `+` (a reply-by-mail address, `reply+<token>@…`).
_PLUS_TAG = re.compile(r"(?<=[\w.-]\+)([A-Za-z0-9_-]{20,128})(?=@[\w-]+\.)")
# A value listed after a name or among a row's fields, as a secret store's listing prints it
# (`ledger=…`, `"ledger","…"`, `deploy,…,prod`, a table's cell): 20 letters and digits or more,
# between a listing's separators (a quote only inside a row or a list, `['…']`: a quoted value
# in a sentence, `uploaded '…'`, is a lookup's or a report's id).
_LISTED = re.compile(
    r"(?:(?<=[=,\t|])|(?<=[=,|:]\ )|(?<=[\[=,\t|]['\"])|(?<=^['\"]))"
    r"[A-Za-z0-9]{20,512}(?=[,\"'\t|;\s)\]}]|$)",
    re.MULTILINE,
)
# Or a file's name that holds one after its stem, before its extension (`share-<run>.json`,
# `restic-<run>.key`): a file named after the secret it holds, or the link it shares.
_NAMED_FILE = re.compile(r"(?<=[-_])([A-Za-z0-9]{20,64})(?=\.[A-Za-z][A-Za-z0-9]{0,5}(?![\w.]))")
# A signed token of three dotted parts (a payload, a stamp, a signature: a bot's token, a
# framework's signed cookie, `<base64>.<6>.<27+>`), the signature generated.
_SIGNED = re.compile(
    r"(?<![\w/+=.%~@:#$&?*\\-])[A-Za-z0-9_-]{16,120}\.[A-Za-z0-9_-]{4,10}\.[A-Za-z0-9_-]{20,128}"
    r"(?![\w/+=%~@$&*\\.-])"
)
# An IPFS content id (`Qm` and 44 base58 characters) is public; so is a wallet's extended
# public key (BIP 32's `xpub`, and `ypub`/`zpub`/`tpub`/`upub`/`vpub`: a watch-only wallet's).
_CONTENT_ID = re.compile(r"Qm[1-9A-HJ-NP-Za-km-z]{44}|[xyztuv]pub[A-Za-z0-9]{100,112}")
# An OpenSSH public key's type before its body.
# (and its bits before a fingerprint, as WinSCP and PuTTY print a host key: `ssh-ed25519 255 …`)
_KEY_TYPE = re.compile(r"(?:ssh|ecdsa|sk)-[\w@.-]+[ \t]+(?:\d{3,4}[ \t]+)?$")


def _named_as_id(text: str, folded: str, start: int) -> bool:
    """Whether a word that names an id ends within 24 characters before ``start``, on its
    line."""
    line = folded.rfind("\n", max(0, start - 48), start) + 1 or max(0, start - 48)
    return any(
        start - word.end() <= 24 and word.group() not in _NOT_ID and _is_id_word(text, word)
        for word in _ID_WORDS.finditer(folded, line, start)
    )


def _is_id_word(text: str, word: re.Match[str]) -> bool:
    """A word glued to `id` names an id where its case says so (`userId`, `appID`) or where it
    is short (`puuid`, `guid`, `sid`); `sendgrid`, `android`, `fluid` end in `id` only."""
    found = word.group()
    if not found.rstrip("s").endswith("id") or len(found.rstrip("s")) <= 5:
        return True
    return text[word.start() : word.end()].rstrip("s").endswith(("Id", "ID"))


def _encodes_text(value: str) -> bool:
    """Whether ``value`` is base64 of text (a JWT's header, an LDIF's UTF-8 name) or of a
    message that holds words (a protobuf's `file not found`), not of random bytes."""
    try:
        decoded = base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))
    except (binascii.Error, ValueError):
        return False
    try:
        text = decoded.decode()
    except UnicodeDecodeError:  # (random bytes are seldom UTF-8)
        text = ""
    if text and sum(c.isprintable() for c in text) * 10 >= 9 * len(text):
        return True
    # (a message's few binary bytes around its words; not a PEM header before random bytes)
    printable = sum(32 <= b < 127 for b in decoded)
    return printable * 4 >= 3 * len(decoded) and _WORDS_IN_BYTES.search(decoded) is not None


# Two words and a blank, in a binary message's bytes.
_WORDS_IN_BYTES = re.compile(rb"[A-Za-z]{3,} [A-Za-z]{2,}")


def _typed_code(value: str) -> bool:
    """Groups of one length, letters of one case, a digit in two of them at least (a recovery
    key's base32 groups, `YJGV-PEYX-…-5Y7D-…`; all digits: eight groups of six, BitLocker's)."""
    groups = value.split("-")
    return (
        len({len(group) for group in groups}) == 1
        and not (any(map(str.isupper, value)) and any(map(str.islower, value)))
        and sum(any(map(str.isdigit, group)) for group in groups) >= 2
    )


def _generated(value: str) -> bool:
    """Both cases and digits as a generator mixes them (``machine_made``; base64's `+` and `/`
    aside), no run of one character, not an IPFS id, not base64 of text or of a public key."""
    return (
        machine_made(value.replace("/", "").replace("+", "").rstrip("="))
        and _REPEAT.search(value) is None
        and _CONTENT_ID.fullmatch(value) is None
        and not _encodes_text(value)
        and not is_public_key_der(value)
    )


def bare_tokens(scan: Scan) -> Iterator[Span]:
    # (a repr's `\n` read as a blank and a break: a value before one stands alone)
    text, folded = real_breaks(scan.text), real_breaks(scan.folded)
    alone = text.strip()
    if any(shape.fullmatch(alone) is not None for shape in (_BARE, _GROUPED, PAIRED_CODE)):
        return  # (a value alone, a tool's argument: its name decides, ``_argument_shapes``)
    for code in PAIRED_CODE.finditer(text):
        if paired_code(code.group()) and not _named_as_id(text, folded, code.start()):
            yield code.span()
    if text.count("-") >= 4:
        for code in _GROUPED.finditer(text):
            if _typed_code(code.group()) and not _named_as_id(text, folded, code.start()):
                yield code.span()
    tagged = _PLUS_TAG.finditer(text) if "+" in text and "@" in text else ()
    for run in (*_NAMED_FILE.finditer(text), *_LISTED.finditer(text), *tagged):
        if _generated(run.group()) and not _named_as_id(text, folded, run.start()):
            yield run.span()
    for run in _SIGNED.finditer(text) if "." in text else ():
        payload, _, signature = run.group().split(".")
        if (
            _generated(signature.replace("_", "").replace("-", ""))
            and not payload.isalpha()
            # (a call's argument, `bot.run("…")`, is no id a word before it names)
            and (
                text[run.start() - 1 : run.start()] in "\"'("
                or not _named_as_id(text, folded, run.start())
            )
        ):
            yield run.span()
    url_safe = (
        run
        for run in _BARE_URL_SAFE.finditer(text)
        if ("_" in run.group() or "-" in run.group())
        and _generated(run.group().replace("_", "").replace("-", ""))
    )
    for run in (*_BARE.finditer(text), *url_safe):
        value = run.group()
        if ("/" in value or "+" in value) and (
            value.startswith("/") or "//" in value or _PATH_WORD.search(value) is not None
        ):
            continue  # (a path, not base64)
        start = run.start()
        if not _generated(value) or _named_as_id(text, folded, start):
            continue
        if _KEY_TYPE.search(text, max(0, start - 48), start):
            continue  # (an OpenSSH public key's body)
        line_start = folded.rfind("\n", 0, start) + 1
        line_end = folded.find("\n", start)
        if "public" not in folded[line_start : len(folded) if line_end == -1 else line_end]:
            yield run.span()  # (a line that says what it shows is public keeps it: a JWK's `x`)


BARE_TOKEN_ROWS: tuple[Rule, ...] = (
    Rule(
        "bare_token",
        (),  # (the pipeline asks it by the text's shape: ``_shape_gate``)
        bare_tokens,
        "words, ids a word names, paths, URLs, pairs, prefixed ids, hexadecimal digests",
        _v(("Холбаа чок: API чажыт сөзү euvxg46HVdQSrX78NRhvbJmKpdgfPz6l ажылдавас-тыр",
            f"Холбаа чок: API чажыт сөзү {REDACTED} ажылдавас-тыр"),
           ("Αποθηκεύστε το κλειδί ανάκτησης: USWE-YU9W-UJA1-I9TO-N1RN-KGEQ-Q81D",
            f"Αποθηκεύστε το κλειδί ανάκτησης: {REDACTED}"),
           ('client.login("NzA4MTIzNDU2Nzg5MDEyMzQ1.Gh7kQz.pW8sLm2Vn7RtYx4ZbC6dF1hJqA9e")',
            f'client.login("{REDACTED}")')),
        ("request 89ZuCuHAVHdUJwljlizBr3zrUj1CeLTzCJymy9e8 failed",
         "GET /v1/files/89ZuCuHAVHdUJwljlizBr3zrUj1CeLTzCJymy9e8 404",
         "serial ABCD-1234-EFGH-5678-JKLM", "built 2026-12-06-1400-rc1-final",
         "resolved myservicename1234567.prod.internalclusterdomain to 10.0.0.4"),
    ),
)  # fmt: skip
