"""What a password looks like where it stands alone: a word no prose or code writes (a symbol
inside a mixed word), and the narrower word a password generator makes, which is hidden even
where nothing names it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._command_flags import looks_like_password
from ._config_rows import secretish
from ._engine import Scan, Span
from ._rejected_rows import reads_as_name

__all__ = [
    "SYMBOL",
    "WORD_CHARS",
    "generated_passwords",
    "in_base64",
    "password_shaped",
    "placed_passwords",
    "word_start",
]


# A quote that closes a quoted message.
_CLOSING = "'\"\u2019\u201d\u00bb"
# The symbols a password holds and a word of prose or code does not hold inside it.
_SYMBOLS = "!^*~$#%&?+@"
SYMBOL = re.compile(r"[!^*~$#%&?+]")
# A word's characters: what stands between blanks, quotes, brackets and separators, in ASCII
# (where a script without spaces runs on, `รหัสผ่านKq8!wZ2pไม่ถูก`, the value is its ASCII run).
WORD_CHARS = re.compile(r"[^\s'\"`(),;<>\[\]{}|=:/\\\x80-\U0010ffff]+")
_PIECES = re.compile(r"[A-Za-z0-9]+")
_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_TITLE = re.compile(r"[A-Z]?[a-z]*|[A-Z]+")


# A spreadsheet's cell or range in A1 notation, after its sheet's name (`Sheet1!A1:C3`).
_SHEET_RANGE = re.compile(r"[^\s!]{1,100}!\$?[A-Z]{1,3}\$?\d{1,7}(?::\$?[A-Z]{1,3}\$?\d{1,7})?")


def password_shaped(word: str) -> bool:
    """A word no prose or code writes: 8 to 64 characters, a symbol inside (not first or
    last: `NotFound!`, `@Override`, `$HOME`), and a piece of letters that mixes cases or mixes
    letters with digits (not `Ctrl+Alt+Del`, `C++17`)."""
    if not 8 <= len(word) <= 64 or word[0] in _SYMBOLS or word[-1] in _SYMBOLS + ".":
        return False
    if "@" in word and "." in word.split("@")[-1]:
        return False  # an address, `ops@acme.io`
    if not looks_like_password(word) and not (
        "." in word and secretish(word) and not word.replace(".", "").isalpha()
    ):
        return False
    if "!" in word and _SHEET_RANGE.fullmatch(word) is not None:
        return False  # a spreadsheet's range, `Sheet1!A1:C3`
    if _BASE64.fullmatch(word) is not None and not SYMBOL.search(word.replace("+", "")):
        return False  # an encoded blob (`HostId`, a fingerprint), where `+` is a digit
    for piece in _PIECES.findall(word):
        if len(piece) < 4 or piece.isdigit():
            continue
        letters = sum(map(str.isalpha, piece))
        if (0 < letters < len(piece)) or _TITLE.fullmatch(piece) is None:
            return True
    return False


# A generator's symbol: not `%` of an escape (`%20`); not `#`, which starts a URL's fragment
# and joins a composite key (`TENANT#4821`); not `&`, `?` or `+`, which join a URL's query or a
# version's build.
_GENERATED_MARK = re.compile(r"[!^*~$@]|%(?![0-9A-Fa-f]{2})")


def generated_passwords(scan: Scan) -> Iterator[Span]:
    """Where nothing names a login or a password (a language no table holds): the words a
    password generator makes and nothing else writes, all four kinds of character in 10 to 64
    of them (upper and lower case, a digit, a symbol inside)."""
    text = scan.text
    looked_to = 0
    for symbol in SYMBOL.finditer(text):
        at = symbol.start()
        if at < looked_to or (text[at] == "+" and in_base64(text, at)):
            continue
        word = WORD_CHARS.match(text, word_start(text, at))
        if word is None or word.start() > at or word.end() <= at:
            continue
        looked_to = word.end()
        value, start = word.group().rstrip(".!?"), word.start()
        if (
            len(value) >= 10
            and text[start - 1 : start] != "/"  # a URL's or a path's segment
            and _GENERATED_MARK.search(value) is not None
            and password_shaped(value)
            and any(map(str.isupper, value))
            and any(map(str.islower, value))
            and any(map(str.isdigit, value))
        ):
            yield (start, start + len(value))


# A word of letters and digits joined by a symbol (`.` too: no login's text names it, so nothing
# says whether it is a sentence's end; the place and the pieces decide below).
# (Greedy runs: Python 3.10 has no possessive ones, and a shorter run of letters and digits is
# followed by one, which neither a symbol nor the end's look-ahead accepts, so giving characters
# back finds no other match; only the search's start, `_JOINED`, keeps this row cheap.)
# (a closing quote may end it: a message quoted whole, as `KeyError` and a repr print it)
_PLACED = re.compile(
    r"(?<!\S)[A-Za-z0-9]+(?:[#%^*~!$&@.][A-Za-z0-9]+)+"
    # (or a quote that closes an item of a list or a tuple, `('login failed', '…', 401)`)
    # (or a JSON document's closing braces and brackets, `…"}]}}`)
    f"(?=[.,;!?\u3002]?[{_CLOSING}]?[)\\]}}]{{0,6}}(?:\\s|$)|[{_CLOSING}][,)\\]}}])"
)
# A symbol between two letters or digits, which every `_PLACED` word holds: found by a scan for
# the symbol (rare in text), not a try at each word's start.
_JOINED = re.compile(r"[#%^*~!$&@.](?<=[A-Za-z0-9].)(?=[A-Za-z0-9])")
# Where a value is given rather than named: after a colon, a dash or `=`.
_GIVEN_AFTER = frozenset(":\uff1a=-\u2013\u2014")
# One word (a copula, `ཨིན`, `dha`) between the value and its sentence's end, or none; a
# sentence ends with its mark, its line, or the bracket a message was quoted in.
_SENTENCE_END = re.compile(
    f"[ \\t]*(?:[^\\s\\d.,;!?()\\[\\]\u3002\u0f0d{_CLOSING}]{{1,12}}[ \\t]*)?[{_CLOSING}]?"
    f"(?:[.!?)\\]}}\u3002\u0f0d\u0f14]|\n|$|(?<=[{_CLOSING}]),)"
)
# Capitals between small letters, or one or two small letters between capitals (`cCWiaH`,
# `ETiMW`: a generator's; a name's words are longer, `SecretRotationIT`).
_CASE_SWITCHES = re.compile(r"[a-z][A-Z]{2,}[a-z]|[A-Z][a-z]{1,2}[A-Z][a-z]{0,2}[A-Z]")
# A piece a name is written in: words in camel or title case, or letters of one case.
_NAME_PIECE = re.compile(r"[A-Z]?[a-z]+(?:[A-Z][a-z]+)*|[A-Z]+|[a-z]+")


# Three humps or more of one or two letters each (`KzLiNv`): no name's words are that short.
_SHORT_HUMPS = re.compile(r"(?:[A-Z][a-z]?){3,}")
# A hump of two consonants (`Nz` in `ZuNzRb`), which no word of a name is.
_VOWELLESS_HUMP = re.compile(r"[B-DF-HJ-NP-TV-Z][b-df-hj-np-tv-z](?![a-z])")
# A digit between two letters (`nf18Kp`, `oauth2Client`).
_DIGIT_INSIDE = re.compile(r"[A-Za-z][0-9]+[A-Za-z]")


def _irregular(piece: str) -> bool:
    """Both cases in a piece, its letters in no order a name writes them (`GQIBeG`, `gjnhH`,
    `EWeb6M`, `KzLiNv`; not `OkHttpClient`, `Widgets2`, `sqlite3`, `NA12878`), or digits
    inside letters that are no name's words (`nf18Kp`; not `oauth2Client`, `utf8Decoder`)."""
    letters = "".join(filter(str.isalpha, piece))
    if not (any(map(str.isupper, letters)) and any(map(str.islower, letters))):
        return False
    if _NAME_PIECE.fullmatch(letters) is None or _SHORT_HUMPS.fullmatch(letters) is not None:
        return True
    return _DIGIT_INSIDE.search(piece) is not None and not reads_as_name(piece)


def placed_passwords(scan: Scan) -> Iterator[Span]:
    """A password's shape where no word we know names it (a language no table holds) but its
    place says it is given: a word of 8 to 64 characters, letters of both cases joined by a
    symbol, with a digit or a symbol other than `.`, one piece in an order no name writes;
    after a colon, a dash or `=`, or the last word of its sentence (a copula after it at most).
    An address, an escape run (`%2F%3A`) and a dotted name (`okhttp.OkHttpClient`) stay."""
    text = scan.text
    joined = _JOINED.search(text)
    if joined is None:
        return
    # A word that starts more than 64 characters before the first join is longer than any
    # password kept below: the search starts there (a look-behind sees the text before it).
    for match in _PLACED.finditer(text, max(0, joined.start() - 64)):
        value = match.group()
        if not 8 <= len(value) <= 64 or value.count("%") > 1:
            continue
        if "@" in value and "." in value.rsplit("@", 1)[1]:
            continue  # an address
        pieces = re.split(r"[#%^*~!$&@.]", value)
        irregular = [piece for piece in pieces if _irregular(piece)]
        if not irregular:
            continue
        # (letters joined by dots only: a dotted name's pieces are names, `okhttp.OkHttp`; a
        # password's piece switches case at random, `cCWiaH.ETiMW`)
        if not (
            any(map(str.isdigit, value))
            or any(c in "#%^*~!$&@" for c in value)
            or any(
                _CASE_SWITCHES.search(piece)
                # (humps of one or two letters only where one has no vowel: `ZuNzRb`, not
                # `IsOkToGo`)
                and (_NAME_PIECE.fullmatch(piece) is None or _VOWELLESS_HUMP.search(piece))
                and not reads_as_name(piece)
                for piece in irregular
            )
        ):
            continue
        start, end = match.span()
        # (read on the folded text: another script's colon, `፦`, `՝`, is a colon there)
        before = scan.folded[:start].rstrip(" \t\u00a0")
        if before[-1:] in _GIVEN_AFTER or _SENTENCE_END.match(text, end) is not None:
            yield (start, end)


_BASE64_CHARS = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=")


def in_base64(text: str, at: int) -> bool:
    """Whether the `+` at ``at`` is inside a run of 16 base64 characters or more."""
    start = end = at
    while start > 0 and text[start - 1] in _BASE64_CHARS and at - start < 64:
        start -= 1
    while end < len(text) and text[end] in _BASE64_CHARS and end - at < 64:
        end += 1
    return end - start >= 16


def word_start(text: str, at: int) -> int:
    start = at
    while start > 0 and WORD_CHARS.match(text[start - 1]) is not None:
        start -= 1
    return start
