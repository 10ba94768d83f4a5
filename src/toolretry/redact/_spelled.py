"""Values spelled out so that no row reads them as they stand: the hex or octal escapes of their
bytes (`pack("H*", "7759…")`, `decode('4438…', 'hex')`, `0x59, 0x37, …`, `printf '\\124\\165…'`),
or one character at a time (`od -c`'s columns, `fold -w1`'s lines, `H·R·v·p…`). Decimal codes
and groups of bits are the ``byte_list`` row's (``_joined_rows``), which judges them the same way.

Each form is read back to the text it spells, and the run is hidden where that text looks
generated (``looks_generated``: long, mixed, dense), as a key or a token written plainly is. A
hash or an id printed in hex spells bytes that are not text (a random byte is printable ASCII
about one time in three), and words spaced out for emphasis or a table of digits do not look
generated: both stay. Looked for only where a credential word is (the row's cue).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._password_shapes import password_shaped

__all__ = ["SPELLED_ROWS", "spelled_secret", "spelled_values"]

# Hex of 12 bytes or more (looked for in the lower-cased text, its ends checked after); octal
# escapes: each read back to bytes. (Decimal codes and groups of bits: the `byte_list` row.)
_HEX = re.compile(r"[0-9a-f]{24,512}")
_OCTAL = re.compile(r"(?:\\[0-3][0-7]{2}){12,256}")
# Its bytes one by one: two hex digits each (`0x59, 0x37`, `\x66\x30`, `4d 6e 65`, one a
# line), a dump's offset column between the lines (`0000020 `, `00000010: `) left out.
_BYTE = r"(?:0[xX]|\\x)?[0-9a-fA-F]{2}"
_BYTE_GAP = r"[ \t,]*(?:\r?\n(?:[ \t]*[0-9a-fA-F]{7,8}:?[ \t]+)?[ \t]*)?"
_HEX_BYTES = re.compile(rf"(?<![0-9A-Za-z]){_BYTE}(?:{_BYTE_GAP}{_BYTE}){{11,511}}(?![0-9A-Za-z])")
# (one byte: after its `0x`/`\\x` whatever comes before, as in `\\x66\\x30`; bare, on its own)
_HEX_BYTE = re.compile(
    r"(?:0[xX]|\\x)([0-9a-fA-F]{2})(?![0-9A-Za-z])|(?<![0-9A-Za-z])([0-9a-fA-F]{2})(?![0-9A-Za-z])"
)
# (the hex of a printable character starts with 2 to 7: a scan that skips every letter)
_SPACED_HEX = re.compile(
    r"[2-7][0-9a-f][ \t,]+[2-7][0-9a-f][ \t,]+[2-7][0-9a-f][ \t,]+[2-7][0-9a-f]"
)
# (the same in UTF-16LE: each character's byte, then a zero)
_SPACED_UTF16 = re.compile(
    r"[2-7][0-9a-f][ \t,]+00[ \t,]+[2-7][0-9a-f][ \t,]+00[ \t,]+[2-7][0-9a-f]"
)
# One visible character at a time: in columns (two blanks or more, `od -c`), one a line
# (`fold -w1`), or between the same mark each time (`H·R·v·p`, `a-b-c`).
_BLANK_SPELLED = re.compile(r"(?<!\S)\S(?=\s)(?:(?:[ \t]{2,6}|[ \t]*\r?\n[ \t]*)\S(?!\S)){11,255}")
_MARKS = "\u00b7\u2022.,|:/*-"
_MARK_SPELLED = re.compile(
    rf"(?<![\w{_MARKS}])(\w)([{_MARKS}])\w(?:\2\w){{10,255}}(?![\w{_MARKS}])"
)
_TEXT = re.compile(r"[\x21-\x7e]{12,256}")
# One character a quoted item (`['M', 'r', 'F', …]`: a string spread into a list, Python's
# `list(s)`), or one character code a call (`CHR$(65)+CHR$(82)+…`, `chr(77) + chr(114)`,
# `Chr(71) & Chr(104)`, SQL's `char(77)||char(114)`, a spreadsheet's `CHAR(82)&UNICHAR(50)`,
# PowerShell's `[char]73+[char]71`). Spelled so, a string is hidden on purpose: no credential
# word is needed (the row's cues hold the calls' names).
# (OCaml's and F#'s lists part their items with `;`: `['0'; 'D'; …]`)
_QUOTED_CHARS = re.compile(r"""(['"])[^\s'"\\]\1(?:[ \t]*[,;]\s*(['"])[^\s'"\\]\2){9,255}""")
_QUOTED_CHAR = re.compile(r"""['"]([^'"])['"]""")
# (and unquoted, as Kotlin's `contentToString()` and Java's `Arrays.toString` print a
# `CharArray`: `[E, v, 5, P, …]`)
_BARE_CHARS = re.compile(r"\[((?:[^\s,\[\]'\"], ){9,255}[^\s,\[\]'\"])\]")
# (Fortran's `achar(117)//achar(109)//…` too)
# (and Ada's `Character'Val (105) & …`)
# (and .NET's `Convert.ToChar(0x54)`, in hex or decimal)
_CALL = (
    r"(?:\b(?:uni|a)?ch(?:r\$?|ar)\((?:\d{1,3})\)|\[char\][ \t]*\d{1,3}"
    r"|\bcharacter'val[ \t]*\([ \t]*\d{1,3}[ \t]*\)"
    r"|\bconvert\.tochar\([ \t]*(?:0x[0-9a-f]{1,4}|\d{1,3})[ \t]*\))"
)
_CHAR_CALLS = re.compile(rf"{_CALL}(?:[ \t]*(?:\+|&|\|\||\.|,|//)[ \t]*{_CALL}){{7,255}}")


# A format of `%c` conversions and the codes given to it (Tcl's `[format %c%c… 70 105 …]`,
# C's `sprintf(buf, "%c%c…", 68, 68, …)`); Scheme's and Lisp's character literals
# (`(list #\x #\O #\2 …)`, `'(#\t #\e …)`).
_PERCENT_C = re.compile(r"((?:%c){8,256})[\"']?[ \t]*,?[ \t]*((?:\d{1,3}[ \t]*,?[ \t]*){8,256})")
# (Clojure's `\a \b …` without the `#`)
_CHAR_LITERALS = re.compile(r"#?\\[^\s()](?:[ \t]+#?\\[^\s()]){7,255}")
# One letter or digit at a time between single blanks (`X t 9 p W U …`: read out to be typed).
# (opening with a letter or a digit, not a look-behind tried at every position: what stands
# before it is asked of each match)
_SINGLE_SPELLED = re.compile(r"[A-Za-z0-9](?: [A-Za-z0-9]){11,255}(?!\S)")
_THREE_SPELLED = re.compile(r" [A-Za-z0-9] [A-Za-z0-9] [A-Za-z0-9] ")  # (a blank first: skipped to)


def _formatted_codes(text: str) -> Iterator[Span]:
    for match in _PERCENT_C.finditer(text):
        codes = [int(n) for n in re.findall(r"\d+", match.group(2))][: len(match.group(1)) // 2]
        spelled = len(codes) * 2 == len(match.group(1)) and all(32 < n < 127 for n in codes)
        if spelled and spelled_secret(bytes(codes).decode()):
            yield match.span(2)


def _char_literals(text: str) -> Iterator[Span]:
    for match in _CHAR_LITERALS.finditer(text):
        spelled = match.group().replace("#", "").replace("\\", "").replace(" ", "")
        if spelled_secret(spelled.replace("\t", "")):
            yield match.span()


_CAMEL_WORDS = re.compile(r"(?:[A-Z][a-z]+)+")


def spelled_secret(value: str) -> bool:
    """A string someone spelled code by code on purpose: a secret's shape (``secretish``), or
    eight letters and digits or more in both cases, not words (`HelloWorld`) nor all small."""
    return secretish(value) or (
        len(value) >= 8
        and value.isalnum()
        and not value.islower()
        and any(c.islower() for c in value)
        and _CAMEL_WORDS.fullmatch(value) is None
    )


def _spells_a_secret(raw: bytes) -> bool:
    """Whether ``raw`` is printable ASCII that looks generated or like a typed password."""
    plain = raw.decode("latin-1")
    return _TEXT.fullmatch(plain) is not None and (
        looks_generated(plain, 12) or password_shaped(plain)
    )


def _hex_lists(text: str, folded: str) -> Iterator[Span]:
    """Runs of bytes written one by one in hex, with a hex letter or a `0x`/`\\x` among them
    (a table of two-digit numbers is not one). (Looked for only where twelve `0x`/`\\x` are,
    or four printable bytes' hex in a row.)"""
    if (
        folded.count("0x") + folded.count("\\x") < 12
        and _SPACED_HEX.search(folded) is None
        and _SPACED_UTF16.search(folded) is None
    ):
        return
    for match in _HEX_BYTES.finditer(text):
        run = match.group()
        pairs = [byte.group(1) or byte.group(2) for byte in _HEX_BYTE.finditer(run)]
        written_hex = "x" in run.lower() or any(not pair.isdigit() for pair in pairs)
        if len(pairs) >= 24 and not any(int(pair, 16) for pair in pairs[1::2]):
            pairs = pairs[0::2]  # (UTF-16LE: each character's byte, then a zero)
        if len(pairs) >= 12 and written_hex and _spells_a_secret(bytes.fromhex("".join(pairs))):
            yield match.span()


def spelled_values(text: str, folded: str) -> Iterator[Span]:
    """The runs of ``text`` that spell a generated value in one of the forms above. (Each form
    is searched for only where the text holds as many of its characters as it needs: most
    texts pay a few counts.)"""
    for match in _HEX.finditer(folded):
        start, end = match.span()
        if (start and folded[start - 1].isalnum()) or folded[end : end + 1].isalnum():
            continue  # (a piece of a longer word)
        if not (end - start) % 2 and _spells_a_secret(bytes.fromhex(match.group())):
            yield start, end
    if text.count("\\") >= 12:
        for match in _OCTAL.finditer(text):
            codes = match.group()[1:].split("\\")
            if _spells_a_secret(bytes(int(code, 8) for code in codes)):
                yield match.span()
    yield from _hex_lists(text, folded)
    if "  " in text or text.count("\n") >= 11:
        for match in _BLANK_SPELLED.finditer(text):
            if looks_generated("".join(match.group().split()), 12):
                yield match.span()
    if text.count("'") >= 20 or text.count('"') >= 20:
        for match in _QUOTED_CHARS.finditer(text):
            if secretish("".join(_QUOTED_CHAR.findall(match.group()))):
                yield match.span()
    if text.count(", ") >= 9:
        for match in _BARE_CHARS.finditer(text):
            if secretish(match.group(1).replace(", ", "")):
                yield match.span(1)
    if folded.count("ch") >= 8 and ("(" in text or "[char]" in folded):
        for match in _CHAR_CALLS.finditer(folded):
            codes = re.findall(r"(?:\(|\])[ \t]*(0x[0-9a-f]{1,4}|\d{1,3})", match.group())
            called = [int(code, 0) if code.startswith("0x") else int(code) for code in codes]
            if all(32 < code < 127 for code in called) and secretish(bytes(called).decode()):
                yield match.span()
    if "%c%c" in text:
        yield from _formatted_codes(text)
    if text.count("\\") >= 8:
        yield from _char_literals(text)
    if text.count(" ") >= 11 and _THREE_SPELLED.search(text) is not None:
        for match in _SINGLE_SPELLED.finditer(text):
            if text[match.start() - 1 : match.start()].strip():
                continue  # (the end of a longer word)
            if looks_generated(match.group().replace(" ", ""), 12):
                yield match.span()
    if max(map(text.count, _MARKS)) >= 11:
        for match in _MARK_SPELLED.finditer(text):
            if looks_generated(match.group()[::2], 12):
                yield match.span()


def _spelled(scan: Scan) -> Iterator[Span]:
    return spelled_values(scan.text, scan.folded)


SPELLED_ROWS: tuple[Rule, ...] = (
    Rule(
        "spelled_value",
        (
            "key",
            "token",
            "secret",
            "pass",
            "pwd",
            "auth",
            "cred",
            "chr(",
            "chr$(",
            "char(",
            "[char]",
            "%c%c",
            "#\\",
        ),
        _spelled,
        "everything around the run; a hash's or an id's hex, words spaced out",
        (
            ("key = unhex('4b71397a4c6d3278577138725474')", f"key = unhex('{REDACTED}')"),
            (
                "$ printf '\\113\\161\\071\\172\\114\\155\\062\\170\\127\\161\\070"
                "\\162\\124' | docker login --password-stdin",
                f"$ printf '{REDACTED}' | docker login --password-stdin",
            ),
            ("token: K·q·9·z·L·m·2·x·W·q·8·r·T", f"token: {REDACTED}"),
            (
                "$ od -c key.bin\n0000000   K   q   9   z   L   m   2   x   W   q   8   r   T\n",
                f"$ od -c key.bin\n0000000   {REDACTED}\n",
            ),
            (
                "$ fold -w1 key.txt\nK\nq\n9\nz\nL\nm\n2\nx\nW\nq\n8\nr\nT\n",
                f"$ fold -w1 key.txt\n{REDACTED}\n",
            ),
        ),
        (
            "key sha256 9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
            "P A S S W O R D   R E S E T   R E Q U I R E D",
            "token table: 1 2 3 4 5 6 7 8 9 0 1 2 3 4",
        ),
    ),
)
