"""Rows for a value written in pieces or in another form than its text: a token whose pieces
are joined by what a reader does not see or a language joins (ANSI colour codes, `<wbr>`,
`&shy;`, SQL's `||`, `"…" + "…"`, Java's `.append(…)`, a C string continued after `\\`), a
secret written as a list of its bytes (decimal codes, binary octets), and a value a parser
echoes in its error with the name it was read from after it (`Argument "…" isn't numeric …
$ENV{DEVICE_PIN}`, `invalid value for Integer(): "…" (reading ENV["…_PIN"])`).
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._byte_values import byte_lists
from ._config_rows import secretish
from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v
from ._rejected_rows import machine_made

__all__ = ["JOINED_ROWS"]

# --- a value in pieces ---------------------------------------------------------------------------

# What joins two pieces of one value and shows nothing of it: a terminal's colour codes, HTML's
# optional break and soft hyphen, a string closed and the next opened (SQL `||`, `+`, PHP `.`,
# Java's `.append(`, a template literal's `'}${'`), a C string continued on the next line (`\`
# at the line's end, then a compiler's `  13 | ` gutter or indentation).
_JOINER = re.compile(
    r"(?:\x1b\[[0-9;]*m)+"
    r"|<wbr\s*/?>|&shy;|&#173;|&#xad;|[\u00ad\u200b-\u200f\u2060\ufeff]+"
    r"|(?P<q>[\"'])[ \t]*(?:\|\||\+|\.|\)\s*\.\s*append\s*\(|\}\$\{)[ \t]*(?P=q)"
    r"|\\\r?\n(?:[ \t]*\d+[ \t]*\|)?[ \t]*"
    # (TeX's escape of a sign inside a word, `\_` and `\#`: a value set in `\texttt{…}`)
    r"|\\[_#%&$]",
    re.I,
)
_PIECE = r"[A-Za-z0-9+/_~.-]"
# Pieces (each of 3 characters at least) joined by masked joiners (NUL characters, one for each
# character of a joiner: the offsets stay those of the text).
_JOINED = re.compile(rf"(?<!{_PIECE}){_PIECE}{{3,}}(?:\x00+{_PIECE}{{3,}})+=*")
_REDACTED_THEN = re.compile(r"\[REDACTED\]((?:\x00+" + _PIECE + r"{6,})+)")
_PIECE_RUN = re.compile(_PIECE + "+")


def _masked(text: str) -> str:
    return _JOINER.sub(lambda match: "\x00" * len(match.group()), text)


_INVISIBLE = re.compile("[\u00ad\u200b-\u200f\u2060\ufeff]")


def _pieces(text: str, start: int, end: int, masked: str) -> Iterator[Span]:
    if _PIECE_RUN.fullmatch(_INVISIBLE.sub("", text[start:end])) is not None:
        yield (start, end)  # (joined by characters with no glyph: one word as shown)
        return
    for match in _PIECE_RUN.finditer(masked, start, end):
        yield match.span()


_TEX_ESCAPE = re.compile(r"\\[_#%&$]")
# SQL's `CONCAT('…', '…')`: its quoted arguments are one value.
_CONCAT = re.compile(r"concat\(\s*('[^'\n]{3,256}'(?:\s*,\s*'[^'\n]{3,256}')+)\s*\)")
_QUOTED = re.compile(r"'([^'\n]*)'")


def _concatenated(scan: Scan) -> Iterator[Span]:
    for match in _CONCAT.finditer(scan.folded):
        pieces = list(_QUOTED.finditer(scan.text, *match.span(1)))
        if looks_generated("".join(piece.group(1) for piece in pieces)):
            yield from (piece.span(1) for piece in pieces)


def _joined_values(scan: Scan) -> Iterator[Span]:
    text = scan.text
    if "\x00" in text:
        return  # (the mask's own character: such a text is not read this way)
    if "concat(" in scan.folded:
        yield from _concatenated(scan)
    masked = _masked(text)
    if masked == text:
        return
    for match in _JOINED.finditer(masked):
        joined = match.group().replace("\x00", "")
        # (a sign escaped inside a word is prose's too, `file\_name\_2026`: only a value a
        # generator made, both cases and digits, is one)
        escaped = _TEX_ESCAPE.search(text, match.start(), match.end()) is not None
        if escaped and not machine_made(re.sub(r"[^A-Za-z0-9]", "", joined)):
            continue
        if looks_generated(joined):
            yield from _pieces(text, *match.span(), masked)
    # The rest of a value hidden already (by an earlier pass or call), after a joiner.
    if REDACTED in text:
        for match in _REDACTED_THEN.finditer(masked):
            rest = match.group(1).replace("\x00", "")
            if not (rest.isalpha() and rest.islower()):
                yield from _pieces(text, *match.span(1), masked)


# --- a value cut between two log records -------------------------------------------------------

# A runtime's partial records: CRI's `<time> <stream> P <text>` then `… F <rest>`, Docker's
# json-file `{"log":"<text>"…}` without its `\n`, then the next record. The last run of the one
# and the first of the next are one value.
_CRI = re.compile(r"(?m)^\S+ (?:stdout|stderr) P (.*)\r?\n\S+ (?:stdout|stderr) F (\S+)")
_DOCKER = re.compile(r'"log":[ \t]*"((?:[^"\\\n]|\\.)*)"[^\n]*\r?\n[^\n]*?"log":[ \t]*"([^\s"\\]+)')
_TAIL = re.compile(rf"{_PIECE}+$")
_CUE_WORDS = re.compile(r"key|token|secret|pass|pwd|auth|cred")


def _cut_records(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for pattern in (_CRI, _DOCKER):
        for match in pattern.finditer(text):
            head = match.group(1)
            if head.endswith("\\n"):
                continue  # (a whole record: its line ended)
            tail = _TAIL.search(head) if not head.endswith(REDACTED) else None
            rest_start, rest_end = match.span(2)
            rest = text[rest_start:rest_end]
            if len(rest) < 6 or (rest.isalpha() and rest.islower()):
                continue
            if tail is None:
                if head.endswith(REDACTED):
                    yield (rest_start, rest_end)
                continue
            named = _CUE_WORDS.search(head[max(0, tail.start() - 48) : tail.start()].lower())
            if named is not None and looks_generated(tail.group() + rest):
                start = match.start(1) + tail.start()
                yield (start, start + len(tail.group()))
                yield (rest_start, rest_end)


# --- a secret shown in a hex dump's rows ---------------------------------------------------------

# `xxd` (`00000000: 6637 5131 …  f7Q1…`) and `hexdump -C` (`00000000  4d 48 …  |MH21…|`): the
# rows' text columns, joined, are the file's text; where that is a key, the rows show it twice.
_DUMP_ROW = re.compile(
    r"(?m)^[0-9a-f]{7,8}:?[ \t]+((?:[0-9a-f]{2,4}[ \t]{1,2}){1,16})"
    r"[ \t]*\|?([ -~]{1,16}?)\|?[ \t]*$"
)


_DUMP_NEEDS = ("key", "token", "secret", "pass", "cred", "auth", "pwd")


def _dump_rows(scan: Scan) -> Iterator[Span]:
    if not any(word in scan.folded for word in _DUMP_NEEDS):
        return  # (a dump of a file no credential word names)
    rows = list(_DUMP_ROW.finditer(scan.text))
    if not rows:
        return
    shown = "".join(row.group(2) for row in rows).strip(". ")
    if looks_generated(shown) or secretish(shown):
        for row in rows:
            yield row.span(1)
            yield row.span(2)


# --- a value a parser echoes, named after it -----------------------------------------------------

# A parser's or a converter's complaint about a value it was given (Perl, Ruby, .NET, serde,
# Python, Go's strconv): the value is quoted in it, the name it was read from may follow.
_COMPLAINT = re.compile(
    r"isn't numeric|invalid value for (?:integer|float)|invalid type|input string|"
    r"not in a correct format|"
    r"invalid literal|could not convert|cannot parse|failed to parse|invalid syntax|"
    r"invalid digit|not a valid (?:number|integer)"
)
_QUOTED = re.compile(r"[\"'`]([^\s\"'`]{8,128})[\"'`]")
_NAMES = re.compile(r"[A-Za-z_][A-Za-z0-9_]{1,63}")
_NAME_REACH = 240


def _echoed_inputs(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    complaint = _COMPLAINT.search(folded)
    if complaint is None:
        return
    for match in _QUOTED.finditer(text, max(0, complaint.start() - 120)):
        value = match.group(1)
        if value == REDACTED or not secretish(value):
            continue
        after = text[match.end() : match.end() + _NAME_REACH]
        if any(scan.is_secret_name(name.group()) for name in _NAMES.finditer(after)):
            yield match.span(1)


R = REDACTED
JOINED_ROWS: tuple[Rule, ...] = (
    Rule(
        "joined_pieces",
        # (few literals, most a rare character or a word: the gate asks each of every text)
        # (invisible characters alone are `invisible_joined`'s, asked before `key_value` too)
        ("\x1b", "<wbr", "&shy;", "||", "+", "append", "\\\n", "}${", "concat(",
         "\\_", "\\#", "\\%", "\\&", "\\$"),
        _joined_values,
        "what joins the pieces (colour codes, `<wbr>`, `||`, `+`, `.append(`); pieces that "
        "together are words or a short id",
        _v(("api_key=\x1b[1mHz7qLw2Kp9\x1b[22m\x1b[33mTv4mXc8Nb1\x1b[0m bad",
            f"api_key=\x1b[1m{R}\x1b[22m\x1b[33m{R}\x1b[0m bad"),
           ("your key <code>Qm3vZr8w<wbr>Lp2Kx7nT<wbr>4sBd</code>",
            f"your key <code>{R}<wbr>{R}<wbr>{R}</code>"),
           ("SET k = 'Vq8rTz2L' || 'mW4pXs7N' || 'e3q'", f"SET k = '{R}' || '{R}' || '{R}'"),
           ('new StringBuilder().append("Jd8fKq2Lw").append("Zp4mRt7Xv").toString()',
            f'new StringBuilder().append("{R}").append("{R}").toString()'),
           ('#define K "Rw7pLq2Zt9\\\n   13 | Mx4vBn8Kc3"', f'#define K "{R}\\\n   13 | {R}"'),
           ("token=[REDACTED]\x1b[0m\x1b[33mQx7Lm2Pz9R\x1b[0m",
            f"token={R}\x1b[0m\x1b[33m{R}\x1b[0m"),
           ("APP_KEY=Kd8mQz2Lp\ufeffWx4nRt7Vb ok", f"APP_KEY={R} ok")),
        ("\x1b[31mERROR\x1b[0m connection refused", "'a' || 'b' || 'c'",
         'msg = "Hello " + "world, again"', "<p>super<wbr>cali<wbr>fragilistic</p>",
         'sb.append("order").append(" id ").append(42)'),
    ),
    Rule(
        "cut_record",
        ("stderr", "stdout"),
        _cut_records,
        "the records' time stamps and streams; a record that ended its line",
        _v(("2026-12-03T21:52:01Z stderr P bad token Qx7Lm2Pz9R\n"
            "2026-12-03T21:52:01Z stderr F 4tWv8Kc2Np (revoked)",
            f"2026-12-03T21:52:01Z stderr P bad token {R}\n"
            f"2026-12-03T21:52:01Z stderr F {R} (revoked)"),
           ('{"log": "denied, password=Hq8mZ2pLw4", "stream": "stderr"}\n'
            '{"log": "Tx7vNc3bQ9 rejected\\n", "stream": "stderr"}',
            f'{{"log": "denied, password={R}", "stream": "stderr"}}\n'
            f'{{"log": "{R} rejected\\n", "stream": "stderr"}}')),
        ('{"log": "token refreshed\\n", "stream": "stdout"}\n{"log": "Qx7Lm2Pz9R4t ok\\n"}',
         "2026-12-03T21:52:01Z stdout P loading page\n2026-12-03T21:52:01Z stdout F twelve"),
    ),
    Rule(
        "dump_rows",
        ("xxd", "hexdump"),
        _dump_rows,
        "the offsets; a dump whose text is no key",
        _v(("$ xxd key.txt\n00000000: 5171 374c 6d32 507a 3952 7734 5478 3856  Qq7Lm2Pz9Rw4Tx8V\n",
            f"$ xxd key.txt\n00000000: {R}\n"),
           ("hexdump -C token.bin\n00000000  51 71 37 4c 6d 32 50 7a  39 52 77 34 54 78 38 56"
            "  |Qq7Lm2Pz9Rw4Tx8V|\n00000010",
            f"hexdump -C token.bin\n00000000  {R}  |{R}|\n00000010")),
        ("00000000: 6865 6c6c 6f20 776f 726c 640a            hello world.",),
        needs=(_DUMP_NEEDS,),
    ),
    Rule(
        "byte_list",
        ("key", "pass", "secret", "token", "pin", "pwd", "auth", "cred", "sig", "psk", "login",
         "vault", "byte", "array", "<<", "uint8", "u8", "buffer", "body", "payload",
         # (codes cast to characters: C#'s and Java's `(char)c`, Rust's `as char`, Python's
         # `chr(c)`, Perl's `map { chr }`, Go's `rune(c)`)
         "(char)", "unichar", "as char", "chr", "rune(",
         # (SQL's `CHAR(108,82,…)`: a string spelled in codes)
         "char("),
        byte_lists,
        "the list's brackets, the name; numbers that are not printable text or not a secret's "
        "shape",
        _v(("hmac mismatch for key [71 70 71 117 98 107 42 88 90 97 122 104]",
            f"hmac mismatch for key [{R}]"),
           ("String.fromCharCode(49,114,87,73,109,51,42,101,98,112) is the token",
            f"String.fromCharCode({R}) is the token"),
           ("user=ops pass_bits=01000111 01110101 01001001 01001100 01111000 01100100 ...",
            f"user=ops pass_bits={R} ...")),
        ("key [1 2 3 4 5 6 7 8 9 10]", "token counts [120 340 560 780 900 1000 1200 1400]",
         "pass rates (98, 97, 99, 96, 95, 94, 93, 92)",
         "auth flags 00000001 00000010 00000100 00001000 00010000 00100000"),
        needs=(("[", "(", ",", "0", "\n", "\\"),),
    ),
    Rule(
        "echoed_input",
        ("numeric", "value for integer", "value for float", "invalid type", "input string",
         "correct format", "parse",
         "convert", "invalid syntax", "digit", "invalid literal", "not a valid"),
        _echoed_inputs,
        "the complaint and the name; a value whose source is no credential's name",
        _v(('Argument "Lq8zTp2wXm4" isn\'t numeric at x.pl line 3 (read from $ENV{DOOR_PIN})',
            f'Argument "{R}" isn\'t numeric at x.pl line 3 (read from $ENV{{DOOR_PIN}})'),
           ('invalid value for Integer(): "Kd7mQz2Lp" (reading ENV["UNSEAL_PASSCODE"])',
            f'invalid value for Integer(): "{R}" (reading ENV["UNSEAL_PASSCODE"])'),
           ("invalid type: string \"Tz8pLm2qWx\", expected u32 (field `api_secret`)",
            f"invalid type: string \"{R}\", expected u32 (field `api_secret`)")),
        ('invalid value for Integer(): "Kd7mQz2Lp" (reading ENV["RETRY_COUNT"])',
         "Argument \"abc\" isn't numeric in addition (+) (read from $ENV{PASSWORD_LENGTH})",
         "invalid literal for int() with base 10: 'Order-42x' (field order_token_count)"),
    ),
)  # fmt: skip
