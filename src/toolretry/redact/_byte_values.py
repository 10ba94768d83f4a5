"""A secret written as its bytes: decimal codes in a list, a call or a language's byte literal,
alone on lines (Lua's `string.byte`, MATLAB's columns), in `od`'s lines, or binary octets. The
codes are read as the text they spell (ASCII, or UTF-8 where a code is above 127) and hidden
where that text has a secret's shape."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator

from ._config_rows import secretish
from ._engine import Scan, Span, looks_generated, real_breaks

__all__ = ["byte_lists"]

# One code, with the suffix a language types bytes with (Nim's `88'u8`, Rust's `88u8`).
# (F#'s `81uy`, in `[|81uy; 53uy; …|]`)
_CODE = r"@?\d{1,3}(?:'?[ui]8|uy)?"
_BETWEEN = r"(?:[ \t]*[,;][ \t]*|[ \t]+)"
# Decimal codes in a list, a call or a byte literal (`[71 70 71 …]`, `fromCharCode(49,114,…)`,
# Erlang's and Elixir's `<<…>>`, C's, Java's and Go's `{…}`): eight at least; in a Lisp's call,
# after its name (Racket's `(bytes 49 86 …)`); in SQL's `CHAR(…)`, before its `USING` charset.
# (It opens with a character, not a look-behind: the engine then skips to the places that
# character is at instead of trying every position.)
_DECIMALS = re.compile(
    rf"(?:[\[({{]\|?|<<)[\s]*(?:[a-z][\w>/-]{{0,23}}[ \t]+)?"
    rf"({_CODE}(?:{_BETWEEN}(?:\n[ \t]*)?{_CODE}){{7,}})[\s]*"
    r"(?=\|?[\])}]|>>|(?i:using)[ \t]+\w+\))"
)
_OCTETS = re.compile(r"([01](?<![\w][01])[01]{7}(?:[ \t]+[01]{8}){5,})(?![\w])")
# Twelve or more decimal codes between commas with no bracket around them (`bytes: 72, 118, …`).
_BARE_DECIMALS = re.compile(r"(?<![\w.,])(?:\d{1,3}[ \t]*,[ \t]*){11,511}\d{1,3}(?![\w.])")
# A line of four or more codes alone, between blanks or tabs: the lines of a text are read as
# one value, in order (MATLAB prints a long one in blocks of columns).
# (the last may end a repr's or a JSON string's quotes)
# (R prints a vector's lines after the index of their first element: ` [1] 119 80 66 …`)
_NUMBER_LINE = re.compile(
    r"(?m)^[ \t]*(?:\[\d{1,5}\][ \t]+)?(\d{1,3}(?:[ \t]+\d{1,3}){3,31})[ \t]*[\"']?\r?$"
)
# `od -t u1`'s lines (an octal offset, then decimal codes) and `od -x`'s (16-bit words, each
# its two bytes swapped on a little-endian machine): a run of such lines is one value.
_OD_LINE = re.compile(r"\n[ \t]*[0-7]{7}[ \t]+(\d{1,3}(?:[ \t]+\d{1,3}){3,31})[ \t]*(?=\r?\n|$)")
_OD_WORDS = re.compile(
    r"\n[ \t]*[0-7]{7}[ \t]+([0-9a-f]{4}(?:[ \t]+[0-9a-f]{4}){0,7})[ \t]*(?=\r?\n|$)"
)
# Hex codes in a list, each quoted or after `0x` (`[ '4b', '44', … ]`, JavaScript's
# `toString(16)` of each code point; `{0x4b, 0x44, …}`): eight at least.
# (a code unit of 16 bits, Objective-C's `0x0048`; a type's suffix, Kotlin's `0x30u`)
_HEX_ITEM = r"(?:['\"][0-9a-fA-F]{2}['\"]|(?:0[xX]|\$)(?:00)?[0-9a-fA-F]{2}(?:[uUlL]{0,2}|_?[ui]8))"
_HEX_CODES = re.compile(
    rf"[\[({{][\s]*({_HEX_ITEM}(?:[ \t]*,[ \t]*(?:\n[ \t]*)?{_HEX_ITEM}){{7,}})[\s,]*[\])}}]"
)
# Hex codes each after a backslash, in a string (WebAssembly's text format, `"\50\77…"`;
# TeX's `\char"50`; RTF's `\'50`; CSS's `\50 `, a blank ending each escape).
# (CSS's six digits and PostgreSQL's `U&'\004D…'` four, zeros first: `\000045`)
_SLASHED_HEX = re.compile(r'(?:\\(?:char"|\'|0{1,4})?[0-9a-fA-F]{2} ?){8,512}(?![0-9a-fA-F])')
# Code points written one escape each in a document's own syntax: RTF's `\u74?` (decimal, a
# stand-in character after it), Office Open XML's `_x004B_`, a spreadsheet's
# `CHAR(HEX2DEC("4B"))` joined by `&` or a list's separator.
_DOCUMENT_CODES = (
    (re.compile(r"(?:\\u(\d{2,5})(?:\?|\\'[0-9a-fA-F]{2})){8,512}"), r"\\u(\d+)", 10),
    (re.compile(r"(?:_x[0-9A-Fa-f]{4}_){8,512}"), r"_x([0-9A-Fa-f]{4})_", 16),
    (
        re.compile(r'(?i)(?:char\(hex2dec\("[0-9a-f]{2}"\)\)[ \t]*[;,&+]?[ \t]*){8,512}'),
        r'(?i)hex2dec\("([0-9a-f]{2})"',
        16,
    ),
)
# Hex codes between commas with no bracket around them (an assembler's `db 0x4a,0x78,…`, or
# `dc.b $61,$6B,…` where `$` marks hex), or its 16-bit words (`dw 0x3837, …`: two bytes each,
# the low one first).
_BARE_HEX = re.compile(
    r"(?<![\w.,])(?:(?:0[xX]|\$)[0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?[ \t]*,[ \t]*){7,511}"
    r"(?:0[xX]|\$)[0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?(?![\w.])"
)
# Eight codes or more ending a line after a word (APL's `⎕UCS 86 77 …`, a REPL's echo).
# (opening with a digit, not a look-behind tried at every position: the word before is asked
# of each match)
_CODES_AFTER_WORD = re.compile(r"(?m)(\d{1,3}(?:[ \t]+\d{1,3}){7,127})[ \t]*$")
_FOUR_CODES = re.compile(r" \d{1,3} \d{1,3} \d{1,3} \d")  # (a blank first: skipped to)
# A debugger's watch of a character array, a line each (`[0]: 50 '2'`, Visual Studio's; `0:
# '2'`): the characters in their quotes, in order, are the value (the last line may end a
# repr's quotes).
_CHAR_LINE = re.compile(
    r"(?m)^[ \t]*\[?\d{1,4}\]?:?[ \t]+(\d{1,3}[ \t]+)?'(.)'[ \t]*(?:[\"][)\]},]*)?\r?$"
)
# (or codes cast to characters one by one: a string spelled so that no search finds it)
_CREDENTIAL_CUES = re.compile(
    r"key|pass|secret|token|pin|pwd|auth|cred|sig|psk|login|vault"
    r"|\(char\)|unichar|as char|\bchr\b|rune\("
)


def _od_codes(line: str) -> list[int]:
    return [int(n) for n in line.split()]


def _od_octal_codes(line: str) -> list[int]:
    """`od -b`'s and `hexdump -b`'s codes, three octal digits each (decimal ones have an 8 or a
    9, or read as decimal first)."""
    octal = _OCTAL_LINE.fullmatch(line) is not None
    return [int(n, 8) for n in line.split()] if octal else []


_OCTAL_LINE = re.compile(r"[0-7]{3}(?:[ \t]+[0-7]{3})*")


def _od_word_codes(line: str) -> list[int]:
    return [code for word in line.split() for code in (int(word[2:], 16), int(word[:2], 16))]


def _od_dumps(
    text: str, pattern: re.Pattern[str], codes_of: Callable[[str], list[int]]
) -> Iterator[Span]:
    run: list[re.Match[str]] = []
    for match in (*pattern.finditer(text), None):
        if match is not None and (not run or match.start() == run[-1].end()):
            run.append(match)  # (the next line of the same dump)
            continue
        codes = [code for line in run for code in codes_of(line.group(1))]
        value = _decoded(codes) if len(codes) >= 8 else None
        if value is not None and _secret_text(value):
            yield from (line.span(1) for line in run)
        run = [match] if match is not None else []


def _decoded(codes: list[int]) -> str | None:
    """The text ``codes`` spell: printable ASCII, or UTF-8 of printable characters."""
    if all(32 < n < 127 for n in codes):
        return bytes(codes).decode("ascii")
    if all(32 <= n < 256 for n in codes) and any(n > 127 for n in codes):
        try:
            text = bytes(codes).decode("utf-8")
        except UnicodeDecodeError:
            return None
        return text if text.isprintable() else None
    return None


def _secret_text(value: str) -> bool:
    """Printable text of a secret's shape: bytes that spell three classes of characters
    (lower, upper, digits, symbols), or letters and digits, near a credential's word are a
    password's or a key's, not a count's."""
    classes = (
        any(map(str.islower, value))
        + any(map(str.isupper, value))
        + any(map(str.isdigit, value))
        + (not value.isalnum())
    )
    return len(value) >= 8 and (
        classes >= 3
        or secretish(value)
        or looks_generated(value, 12)
        or (value.isalnum() and any(map(str.isdigit, value)) and any(map(str.isalpha, value)))
    )


def _watched_chars(text: str) -> Iterator[Span]:
    """The lines of a character array's watch, read in order (a run of such lines is one)."""
    run: list[re.Match[str]] = []
    for match in (*_CHAR_LINE.finditer(text), None):
        if match is not None and (not run or text.count("\n", run[-1].end(), match.start()) <= 1):
            run.append(match)
            continue
        if len(run) >= 8 and _secret_text("".join(line.group(2) for line in run)):
            for line in run:
                yield (line.start(1) if line.group(1) else line.start(2) - 1, line.end(2) + 1)
        run = [match] if match is not None else []


# Bits with no blank between the bytes (`basenc --base2msbf`, Ruby's `unpack1("B*")`), eight
# bytes at least; or bytes as binary literals in a list (`{ 0b00110111, 0b01011000, … }`).
_BITS = re.compile(r"(?<![\w.])((?:[01]{8}){8,512})(?![\w.])")
_BINARY_LITERALS = re.compile(r"0[bB][01]{8}(?:[ \t]*,[ \t]*(?:\n[ \t]*)?0[bB][01]{8}){7,511}")
# Or each code in binary with no leading zeros, in a list (Java's `Integer::toBinaryString` of
# each char: `[1100010, 1010000, 110111, …]`): six to eight digits each, no decimal code's; or
# literals of any width (Python's `bytes([0b111001, 0b1100111, …])`).
_BINARY_ITEM = r"(?:[01]{6,8}|0[bB][01]{1,8})"
_BINARY_LIST = re.compile(
    rf"[\[({{][ \t]*({_BINARY_ITEM}(?:[ \t]*,[ \t]*(?:\n[ \t]*)?{_BINARY_ITEM}){{7,511}})"
    r"[\s,]*[\])}]"
)


def _bit_runs(text: str) -> Iterator[Span]:
    for match in (*_BITS.finditer(text), *_BINARY_LITERALS.finditer(text)):
        bits = match.group().replace("0b", "").replace("0B", "")
        bits = "".join(c for c in bits if c in "01")
        value = _decoded([int(bits[i : i + 8], 2) for i in range(0, len(bits), 8)])
        if (value is not None and _secret_text(value)) or (value is None and _random_bits(bits)):
            yield match.span()
    for match in _BINARY_LIST.finditer(text):
        items = re.findall(r"[01]+", match.group(1).replace("0b", "").replace("0B", ""))
        value = _decoded([int(item, 2) for item in items])
        if value is not None and _secret_text(value):
            yield match.span(1)


def _random_bits(bits: str) -> bool:
    """64 bits or more of a random key's (not text: `bitarray('00010011…')` of a key's bytes):
    about as many ones as zeros, the bit changing about every other place; not a mask's or a
    flag field's long runs."""
    size, ones, changes = len(bits), bits.count("1"), bits.count("01") + bits.count("10")
    return size >= 64 and 3 * size <= 8 * ones <= 5 * size and 3 * changes >= size


_HEX_CODE = re.compile(r"(?:0[xX]|['\"$])([0-9a-fA-F]{2}(?:[0-9a-fA-F]{2})?)")


def _hex_codes(run: str) -> list[int]:
    """The codes of hex items (`0x4b`, `'4b'`): two digits a byte; four, a 16-bit code unit
    (`0x0048`) or an assembler's word of two bytes, the low one first (`dw 0x3837`)."""
    codes: list[int] = []
    for item in _HEX_CODE.findall(run):
        if len(item) == 4 and not item.startswith("00"):
            codes += [int(item[2:], 16), int(item[:2], 16)]
        else:
            codes.append(int(item, 16))
    while codes and codes[-1] == 0:
        codes.pop()  # (a string's terminating zero)
    return codes


def _numbers(run: str) -> list[int]:
    return [
        int(n)
        for n in re.findall(r"\d+", run.replace("u8", "").replace("i8", "").replace("uy", ""))
    ]


def byte_lists(scan: Scan) -> Iterator[Span]:
    text = real_breaks(scan.text)  # (a repr's `\n` read as a break: the lines are its lines)
    if "0000000 " in text:
        yield from _od_dumps(text, _OD_LINE, _od_codes)
        yield from _od_dumps(text, _OD_LINE, _od_octal_codes)
        yield from _od_dumps(text, _OD_WORDS, _od_word_codes)
    # Without a credential's word, only a byte container's (`array('B', […])`, `<<…>>`,
    # Node's `Buffer`) or a body's (Go prints a `[]byte` as `[99 121 …]`) asked for this row:
    # the bytes must then spell generated output.
    named = _CREDENTIAL_CUES.search(scan.folded) is not None
    bare = _BARE_DECIMALS.finditer(text) if text.count(",") >= 11 else ()
    for match in (*_DECIMALS.finditer(text), *bare):
        value = _decoded(_numbers(match.group(match.lastindex or 0)))
        if value is not None and (_secret_text(value) if named else looks_generated(value, 12)):
            yield match.span(match.lastindex or 0)
    # (eight items at least: a count before the pattern, which would try each bracket)
    if named and (
        text.count("'") >= 16
        or text.count('"') >= 16
        or text.count("0x") >= 8
        or text.count("$") >= 8
    ):
        for match in _HEX_CODES.finditer(text):
            value = _decoded(_hex_codes(match.group(1)))
            if value is not None and _secret_text(value):
                yield match.span(1)
    if named and text.count("\\") >= 8:
        for match in _SLASHED_HEX.finditer(text):
            codes = [
                int(n.removeprefix('char"').removeprefix("'"), 16)
                for n in match.group().split("\\")[1:]
            ]
            value = _decoded(codes)
            if value is not None and _secret_text(value):
                yield match.span()
    if named and ("\\u" in text or "_x" in text or "HEX2DEC" in text or "hex2dec" in text):
        for pattern, code, base in _DOCUMENT_CODES:
            for match in pattern.finditer(text):
                value = _decoded([int(n, base) for n in re.findall(code, match.group())])
                if value is not None and _secret_text(value):
                    yield match.span()
    if named and (text.count("0x") >= 8 or text.count("$") >= 8):
        for match in _BARE_HEX.finditer(text):
            value = _decoded(_hex_codes(match.group()))
            if value is not None and _secret_text(value):
                yield match.span()
    if named and _FOUR_CODES.search(text) is not None:
        for match in _CODES_AFTER_WORD.finditer(text):
            before = text[max(0, match.start() - 2) : match.start()]
            if (
                len(before) < 2
                or before[1] not in " \t"
                or before[0].isdigit()
                or before[0].isspace()
            ):
                continue  # (codes after a word and a blank: `⎕UCS 86 77 …`)
            value = _decoded(_numbers(match.group(1)))
            if value is not None and _secret_text(value):
                yield match.span(1)
    if named and "\n" in text and "'" in text:
        yield from _watched_chars(text)
    if named and "\n" in text:
        lines = list(_NUMBER_LINE.finditer(text))
        value = _decoded([n for line in lines for n in _numbers(line.group(1))]) if lines else None
        if value is not None and _secret_text(value):
            yield from (line.span(1) for line in lines)
    if "0" in text and "1" in text:
        if named and ("0b" in text or text.count("0") + text.count("1") >= 64):
            yield from _bit_runs(text)
        for match in _OCTETS.finditer(text):
            value = _decoded([int(n, 2) for n in match.group(1).split()])
            # (a list cut short, `... (truncated)`, is a piece of one: six octets at least)
            if value is not None and (_secret_text(value) or len(value) >= 6):
                yield match.span(1)
