"""What a password looks like where it stands alone: a word no prose or code writes (a symbol
inside a mixed word), and the narrower word a password generator makes, which is hidden even
where nothing names it."""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._command_flags import looks_like_password
from ._config_rows import secretish
from ._engine import Scan, Span

__all__ = [
    "SYMBOL",
    "WORD_CHARS",
    "generated_passwords",
    "in_base64",
    "password_shaped",
    "word_start",
]


# The symbols a password holds and a word of prose or code does not hold inside it.
_SYMBOLS = "!^*~$#%&?+@"
SYMBOL = re.compile(r"[!^*~$#%&?+]")
# A word's characters: what stands between blanks, quotes, brackets and separators, in ASCII
# (where a script without spaces runs on, `รหัสผ่านKq8!wZ2pไม่ถูก`, the value is its ASCII run).
WORD_CHARS = re.compile(r"[^\s'\"`(),;<>\[\]{}|=:/\\\x80-\U0010ffff]+")
_PIECES = re.compile(r"[A-Za-z0-9]+")
_BASE64 = re.compile(r"[A-Za-z0-9+/]{16,}={0,2}")
_TITLE = re.compile(r"[A-Z]?[a-z]*|[A-Z]+")


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
