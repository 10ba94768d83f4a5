"""A generated-looking value a parser or a converter rejected, where no word names it.

A number, a date, a duration, a UUID, an enum member or a time zone was expected, and a value
that looks machine-made came instead: a key or a token put in the wrong field (`PORT=` set to
the API key, a secret pasted into a date). The message quotes it (`invalid literal for int():
'…'`, `For input string: "…"`, `Text '…' could not be parsed`, `'…' is not a valid integer`).
The reader needs to know the value was rejected, not its characters: nothing in a random
string tells how to fix it. The value a person typed (`abc`, `2026-13-45`, `Europe/Pariss`)
stays, and so do hexadecimal digests and ids (a commit git could not parse), which the
rows near a credential's name decide.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = [
    "ID_LABEL", "REJECTED_ROWS", "machine_made", "mixed_at_random", "reads_as_name",
    "truncated_machine_made",
]  # fmt: skip

# What was expected: a value of a type no key or token is.
_TYPE = (
    r"(?:int(?:eger)?|float(?:ing[ -]point)?|double|decimal|number|numeric|long|bigint|"
    r"bool(?:ean)?|date(?:time)?|time(?:stamp)?|duration|uuid|guid|isoformat|enum|"
    r"time ?zone|currency(?: code)?)"
)
# How parsers and converters say they rejected a value, in the lower-cased text; each
# alternative begins with one of ``_STARTS``, where it is matched (a scan of the text for an
# alternation of phrases costs more than the rest of the row).
_REJECTED = re.compile(
    "|".join((
        rf"invalid (?:literal|input syntax|numeric literal|{_TYPE})",
        # (a type named by its class, `invalid IPNetwork`, `Invalid UUID string`: the value
        # follows it bare or quoted)
        r"invalid (?:ip|mac|cidr)?(?:network|address)\b",
        rf"not an? `?{_TYPE}",
        r"not an? valid `?[\w.]+",  # (any type by its name: an enum's, `_Region`)
        r"not an? (?:textual|string) representation",
        r"not (?:an )?instance of",
        r"(?:is )?not of type",
        r"(?:could ?n[o']t|cannot|can't|unable to|failed to) (?:be )?"
        r"(?:convert|parse|deserialize|cast|unmarshal)",
        r"could not be (?:parsed|converted)",
        r"cannot be (?:added|subtracted|multiplied|divided|compared|concatenated)",
        # (a value that does not have the shape a parser wanted: `'…' does not appear to be an
        # IPv4 address`, `time data '…' does not match format`)
        r"does ?n[o']t (?:appear to be|match|look like|conform)",
        r"expected only",
        # (a parser's own words for any grammar: `Expected W:(0-9), found '…'`, `expected a
        # digit but got …`)
        r"expect(?:ed|ing)\b[^\n]{0,80}?\b(?:found|got|received|saw)\b",
        r"not in (?:a|the) correct format",
        r"expecting an? ",
        r"instead of",
        r"violates",
        r"not allowed while",
        r"for input string",
        r"is ?n[o']t (?:a )?numeric",
        r"unknown (?:string )?format",
        r"unknown encoding",
        r"unknown ?time[ -]?zone",
        r"unsupported ?(?:charset|encoding)",
        r"unsupported [a-z][a-z -]{0,30}?(?:type|format|scheme|algorithm|kind|mode)\b",
        r"invalid for option",  # (`Value "…" invalid for option port (number expected)`)
        r"no enum constant",
        r"conversion from .{1,40} failed",
        # (a value in which the parser found none of what it wanted: `failed to detect a valid
        # IP address from '…'`, `could not find a valid date in …`)
        r"(?:failed to|unable to|could ?n[o']t|cannot|can't) (?:detect|find|recogni[sz]e|read|"
        r"extract|interpret) (?:an? )?valid ",
    ))
)  # fmt: skip
_STARTS = (
    "invalid ", "not a", "not i", "not of", "could", "cannot", "can't",
    "unable to", "failed to", "for input", "isn't", "isnt", "unknown", "no enum",
    "conversion from", "unsupported", "does", "not in", "expect", "instead of", "violates",
)  # fmt: skip
# The literals one of them holds, for the gate.
_CUES = tuple(start.strip() for start in _STARTS)
# What a rejection names besides (the type, the verb): most messages that say `could` or
# `invalid` hold none of them, and stay quiet for the row.
_NEEDS = (
    "literal", "convert", "pars", "deserializ", "unmarshal", "input string", "numeric",
    "enum", "integer", "float", "decimal", "uuid", "isoformat", "duration", "time zone",
    "timezone", "time-zone", "bigint", "string format", "invalid date", "invalid number",
    "not a valid", "not an int", "conversion from", "charset", "encoding", "for option",
    "representation", "instance of", "of type", "cannot be", "appear to be", "t match",
    "t look like", "t conform", "expected only", "expecting", "instead of", "violates",
    "not allowed while", "invalid ip", "invalid mac", "invalid cidr", "invalid network",
    "invalid address", "correct format", " valid ", "got", "found '", 'found "', "received",
    "unsupported ",
)  # fmt: skip
# A copula before `not a valid …`: the value is quoted before it (`'…' is not a valid int`).
_COPULA = re.compile(r"(?:is|was)\s*$")
# A run of a value's characters, between dots (`Main.Mode.<value>`: the class path stays).
_PIECE = re.compile(r"[A-Za-z0-9_+/=~-]{12,128}")
_HEX_RUN = re.compile(r"[0-9a-fA-F]{20,128}")
# The words of an identifier (`Release`, `candidate`): a name written in camel case is mostly
# made of them, a generator's output hardly ever.
_WORD = re.compile(r"[A-Z]?[a-z]{3,}")


_VOWELS = frozenset("aeiouy")


def _word_letters(value: str) -> int:
    """How many characters of ``value`` are in runs that read as words: three small letters or
    more (a capital before them), a fifth of them vowels at least (`Retry`, `Build`; not
    `Dhvktq`, `Ajhlpgqk`)."""
    return sum(
        len(word)
        for word in _WORD.findall(value)
        if 5 * sum(c in _VOWELS for c in word.lower()) >= len(word)
    )


def machine_made(value: str) -> bool:
    """Upper and lower case and a digit, dense as generators make them (``looks_generated``),
    not hexadecimal (a digest, an object id), not a path or an address, not mostly words (an
    identifier such as `Python3Interpreter`)."""
    return (
        _HEX_RUN.fullmatch(value) is None
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
        and any(map(str.isdigit, value))
        and "://" not in value
        and 2 * _word_letters(value) < len(value)
        and looks_generated(value, 20)
    )


_DIGIT_GROUPS = re.compile(r"[0-9]+")


def random_lower(value: str) -> bool:
    """24 or more lower-case letters and digits as a base-36 generator writes them: digits in
    several places (not a word and a number), letters in an order no word has (few vowels),
    not hexadecimal. Asked only of a value a parser rejected: a slug or a name is made of
    words, and an id of this shape that a lookup quotes stays."""
    if len(value) < 24 or not (value.isascii() and value.isalnum() and value.islower()):
        return False
    letters = [c for c in value if c.isalpha()]
    return (
        _HEX_RUN.fullmatch(value) is None
        and len(_DIGIT_GROUPS.findall(value)) >= 2
        and 2 * len(letters) >= len(value)
        and 10 * sum(c in _VOWELS for c in letters) < 3 * len(letters)
        and looks_generated(value, 24)
    )


# The 150 letter pairs most common in the words of identifiers (counted in the names of
# Python's standard library): a name a person wrote is mostly made of them, a generator's
# letters fall on one of them about one time in four.
_COMMON_PAIRS_TEXT = (
    "abacadagaialamanaparasatbabebjblbubycacechckclcoctdadedidoeaecedeeefelemenep"
    "eresetexfafifofrgegshahehihoicidifigiliminioirisitkelalelflilllolsltlumamemo"
    "mpnancndnengninonsntobocodofolomonoporosotouowpapeplpoppprptrarergrirmrnrorr"
    "rsrtrurysasesisospssstsutatethtitotrtstttutyueulumunupurusutvavewixcxtyp"
)
_COMMON_PAIRS = frozenset(
    _COMMON_PAIRS_TEXT[i : i + 2] for i in range(0, len(_COMMON_PAIRS_TEXT), 2)
)
# The words of a name: a capital and small letters, or small letters (a run of capitals is an
# acronym, `HTTP`, and says nothing either way).
_NAME_WORD = re.compile(r"[A-Z]?[a-z]+")


_HEX_LETTERS = frozenset("0123456789abcdef-_:")


def reads_as_name(value: str) -> bool:
    """Whether the words of ``value`` are a name a person wrote: words of three letters or more
    (``_NAME_WORD``) make half of it at least, and half their letter pairs at least are common
    in names (``_COMMON_PAIRS``: `retryBackoffSeconds`, `default-profile`, `XMLHttpRequest`;
    not `wyd7jswt89biwfwl`, `VPXjfemdArri`, nor a hex digest's letters, `8523abe7-b035`)."""
    if _HEX_LETTERS.issuperset(value.lower()):
        return False
    words = [word.lower() for word in _NAME_WORD.findall(value) if len(word) >= 3]
    pairs = [word[i : i + 2] for word in words for i in range(len(word) - 1)]
    return (
        2 * sum(map(len, words)) >= len(value)
        and len(pairs) >= 4
        and 2 * sum(pair in _COMMON_PAIRS for pair in pairs) >= len(pairs)
    )


def mixed_at_random(value: str) -> bool:
    """12 characters or more with both cases, in no order a person types (``reads_as_name``),
    most characters different, not hexadecimal, no path's `/`. Asked only of a value a parser
    rejected, where a person's value stays and a key pasted into the wrong field does not."""
    if len(value) < 12 or not value.isascii() or "/" in value:
        return False
    if _HEX_RUN.fullmatch(value) is not None or 10 * len(set(value)) < 6 * len(value):
        return False
    return (
        any(map(str.isupper, value)) and any(map(str.islower, value)) and not reads_as_name(value)
    )


def truncated_machine_made(value: str) -> bool:
    """The first 10 characters or more of a value a tool cut short (`"t06Ai4nc…"`, jq's and
    Perl's quotes): upper and lower case and a digit inside (not a name's number at its end),
    not hexadecimal, not mostly words, hardly a character twice."""
    core = value.rstrip("0123456789")
    return (
        len(value) >= 10
        and value.isascii()
        and value.isalnum()
        and _HEX_RUN.fullmatch(value) is None
        and any(map(str.isupper, value))
        and any(map(str.islower, value))
        and any(map(str.isdigit, core))
        and 2 * _word_letters(value) < len(value)
        and 10 * len(set(value)) >= 7 * len(value)
    )


# A value a tool cut short, quoted: the quote, 10 characters or more, an ellipsis.
TRUNCATED = re.compile(r"""['"`]([A-Za-z0-9]{10,128})(?:\.\.\.|\u2026)""")
# A label that names the value as an id or a digest, just before it (`signing key that
# matches '…'`, `kid: …`, `fingerprint SHA256:…`): the model needs those.
ID_LABEL = re.compile(
    r"(?<![a-z])(?:key|kid|ids?|fingerprint|thumbprint|hash|digest|checksum|sha\d*|md5|"
    r"signature|serial|etag|nonce|salt|commit)(?![a-z])[^\n]{0,30}$"
)
_QUOTES = "'\"`"
_AFTER = 60  # how far after the words of a rejection its value may start (`… as an integer:`)
_NEAR = 320  # how far from them a quoted value may end


def _quoted_before(text: str, start: int, at: int) -> tuple[int, int] | None:
    """The quoted value that ends right before ``at`` (`'…' is not a valid`, `Text '…' could
    not be parsed`), within the line from ``start``."""
    head = text[start:at].rstrip()
    copula = _COPULA.search(head)
    if copula is not None:
        head = head[: copula.start()].rstrip()
    end = start + len(head)
    if end == start or text[end - 1] not in _QUOTES:
        return None
    opening = text.rfind(text[end - 1], start, end - 1)
    return None if opening == -1 else (opening + 1, end - 1)


def _values_after(text: str, at: int, end: int) -> list[tuple[int, int]]:
    """Where the value a rejection names after its words may lie: its quoted strings that
    start near them (`of type `int` from String "…"`), or else its first long run (`Cannot
    convert … to a BigInt`)."""
    places: list[tuple[int, int]] = []
    limit = min(end, at + _AFTER)
    position = at
    while position < limit:
        quote = min((i for q in _QUOTES if (i := text.find(q, position, limit)) != -1), default=-1)
        if quote == -1:
            break
        closing = text.find(text[quote], quote + 1, end)
        if closing == -1:
            break
        places.append((quote + 1, closing))
        position = closing + 1
    if places:
        return places
    run = _PIECE.search(text, at, min(end, at + _AFTER + 128))
    return [] if run is None or run.start() >= at + _AFTER else [run.span()]


def _rejections(folded: str) -> Iterator[re.Match[str]]:
    """Each phrase of a rejection, found by its first words (a `find`) and matched there."""
    for start in _STARTS:
        at = folded.find(start)
        while at != -1:
            if not folded[at - 1 : at].isalnum():
                found = _REJECTED.match(folded, at)
                if found is not None:
                    yield found
            at = folded.find(start, at + 1)


def rejected_values(scan: Scan) -> Iterator[Span]:
    """The machine-made value a rejection names, before or after its words; the same value
    elsewhere in the text goes with it (``hide_repeats``)."""
    text, folded = scan.text, scan.folded
    for rejection in _rejections(folded):
        # (the line around it, no further than its value can be: a long line of rejections
        # then costs each one the same)
        near = max(0, rejection.start() - _NEAR)
        line_start = text.rfind("\n", near, rejection.start()) + 1 or near
        line_end = text.find("\n", rejection.end(), rejection.end() + _NEAR)
        line_end = min(len(text), rejection.end() + _NEAR) if line_end == -1 else line_end
        before = _quoted_before(text, line_start, rejection.start())
        after = _values_after(text, rejection.end(), line_end)
        for place in ([before] if before is not None else []) + after:
            for run in _PIECE.finditer(text, *place):
                value = run.group().strip("-=")
                if not value or value == REDACTED:
                    continue
                at = run.start() + run.group().index(value)
                if not (machine_made(value) or random_lower(value) or mixed_at_random(value)):
                    continue
                # A value a label names as an id stays (`message-id …`, `kid …`), unless the
                # label names what the parser wanted (`Unknown time-zone ID: …`, `unsupported
                # hash type …`).
                label = ID_LABEL.search(folded, max(0, at - 40), at)
                if (
                    label is None
                    or label.start() < rejection.end()
                    or (
                        label.group().startswith("id")
                        and folded[rejection.end() : label.start()].strip(" -") == ""
                    )
                ):
                    yield (at, at + len(value))
        for cut in TRUNCATED.finditer(text, line_start, line_end):
            if truncated_machine_made(cut.group(1)):
                yield cut.span(1)


REJECTED_ROWS: tuple[Rule, ...] = (
    Rule(
        "rejected_value",
        _CUES,
        rejected_values,
        "what a person typed, words, numbers, dates and paths; hexadecimal digests and ids; "
        "a run without both cases and a digit",
        _v(("ValueError: invalid literal for int() with base 10: 'Qm7vR2kT9xLp4Wz8Nc3Hb6Yd'",
            f"ValueError: invalid literal for int() with base 10: '{REDACTED}'"),
           ('Exception: For input string: "kT4nW9qZ2mXc7Lp3Rv8Bs5Yh"',
            f'Exception: For input string: "{REDACTED}"'),
           ("error: 'x8KqL2mN7vRt4ZpW9sYc3Hd' is not a valid integer",
            f"error: '{REDACTED}' is not a valid integer"),
           ('NumberFormatError: For input string: "k7wq2zr9xm4tpn8vbc3hdl6f"',
            f'NumberFormatError: For input string: "{REDACTED}"'),
           ("AddrError: 'Tz8mWq3LxR5nVb2KpC7dHs4Y' does not appear to be an IPv6 network",
            f"AddrError: '{REDACTED}' does not appear to be an IPv6 network"),
           ('calc: text ("Hq7LwZ3mXp...) and integer (4) cannot be added',
            f'calc: text ("{REDACTED}...) and integer (4) cannot be added'),
           ("AddrFormatError: failed to detect a valid IP address from 'Vq8nR3tLw5XkZ2pM7bHc9J'",
            f"AddrFormatError: failed to detect a valid IP address from '{REDACTED}'")),
        ("ValueError: invalid literal for int() with base 10: 'abc'",
         "Text '2026-13-45T25:00' could not be parsed at index 5",
         "fatal: could not parse object '9fceb02d0ae598e95dc970b74767f19372d61af8'",
         "UnknownTimeZoneError: 'Europe/Pariss'",
         "could not convert string to float: 'Python3InterpreterVersion'",
         'For input string: "ordersservice2026backup01"',
         "time data '2026-13-45' does not match format '%Y-%m-%d'",
         'calc: text ("RetryPolicy2...) and integer (4) cannot be added',
         "invalid uuid '550e8400-e29b-41d4-a716-44665544000' for order ORD-2024-000123",
         "failed to detect a valid IP address from 'db-primary.internal:5432'"),
        needs=(_NEEDS,),
    ),
)  # fmt: skip
