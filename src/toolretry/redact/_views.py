"""Normalising views: the rows run on a decoded copy of a text whose credential names or values
an encoding hides, and what they find is hidden at the same places of the text itself.

A secret can reach a channel behind an escape no row reads: a name written as JSON's
``\\u5bc6\\u7801`` or HTML's ``&#112;assword``, a value cut by a quoted-printable soft break,
a JSON document in base64. A row per encoding would multiply the table by the encodings; a view
decodes once (JSON/JavaScript ``\\uXXXX``, however many backslashes a text escaped twice has,
``\\xHH``, HTML/XML numeric and named entities, percent-encoding, and quoted-printable where a
``=3D`` says the text is written in it), at most twice for what was encoded twice
(``&amp;#112;``, ``%2570``), runs the whole table on the decoded text, and maps each span the
rows hid back to the characters of the text it was decoded from (``hidden_places``). A base64
run that decodes to text (a JSON document, ``.dockerconfigjson``, a MIME part, also gzipped
first) is redacted as text, and hidden whole where that text held a secret (``hidden_base64``).

A text with no escape pays a few ``in`` tests (``may_hide_encoded``); decoding, the second
redaction and the mapping run only where an escape is there.
"""

from __future__ import annotations

import bisect
import html.entities
import re
from collections.abc import Callable, Iterable

from ._argv_view import hidden_argv_items, may_hold_argv
from ._base64_view import hidden_base64, hidden_logins
from ._dump_view import hidden_dumps, hidden_spans, may_hold_dump
from ._engine import looks_generated
from ._spoken_digits import may_speak, spoken_runs
from ._styled_chars import (
    NUMERAL_RUN,
    STYLED,
    has_numeral_run,
    has_styled,
    hidden_styled_runs,
    numerals_as_digits,
    plain_char,
)

__all__ = ["hidden_base64", "hidden_places", "hide_encoded", "may_hide_encoded"]

REDACTED = "[REDACTED]"
Redact = Callable[[str], str]
_ENTITIES = html.entities.html5

# Unicode's tag characters (U+E0020-E007E: ASCII shifted into a block nothing draws): eight or
# more are text smuggled beside what shows (an emoji's subdivision flag has five or six).
_TAG_RUN = re.compile("[\U000e0020-\U000e007e]{8,1024}")
_TAG = re.compile("[\U000e0020-\U000e007e]")

# One escape each: `\uXXXX` behind any run of backslashes (a JSON text inside a JSON text
# doubles them), `\xHH`, `&#NN;`, `&#xHH;`, `&name;` (HTML5's table) and a run of `%HH`
# (decoded as UTF-8, the way a URL carries a name in another script).
_ESCAPE = re.compile(
    r"\\+u(?P<u>[0-9a-fA-F]{4})|\\+x(?P<x>[0-9a-fA-F]{2})"
    r"|&#(?:(?P<dec>[0-9]{1,7})|[xX](?P<hex>[0-9a-fA-F]{1,6}));"
    r"|&(?P<name>[A-Za-z][A-Za-z0-9]{1,31};)"
    r"|(?P<pct>(?:%[0-9a-fA-F]{2})+)"
    r"|(?P<invisible>[\u00ad\u200b-\u200f\u2060\ufeff]+"
    # (a terminal's bracketed paste around what was pasted: `ESC[200~…ESC[201~`, as `cat -v`
    # prints it too, `^[[200~`)
    r"|(?:\x1b|\^\[)\[20[01]~)"
    # (a character by its code point, as a ticket writes it: `U+0078 U+0070`, one blank between)
    r"|[Uu]\+(?P<cp>[0-9A-Fa-f]{4,6})(?: (?=[Uu]\+[0-9A-Fa-f]{4}))?"
    # (RTF's escape of a byte: `\'73`)
    r"|\\'(?P<rtf>[0-9a-f]{2})"
    # (marks drawn over or around a character that leave it the same character: a keycap
    # `4️⃣`, a variation selector, a strike-through or underline `8̶5̶`)
    r"|(?P<decoration>[\ufe00-\ufe0f\u20e3\u0332\u0335-\u0338]+)"
    rf"|(?P<styled>[{STYLED}])"
    rf"|(?P<numerals>{NUMERAL_RUN})"
)
# (characters that show nothing, a soft hyphen, zero-width spaces and joiners, direction marks, a
# byte-order mark: pasted from a web page into a name, `pass\u200bword`, they hide it)
# Quoted-printable (RFC 2045): `=HH` in upper-case hex, and a soft break `=` at a line's end
# that joins two lines into one (a token cut at column 76 is whole in the view).
_QUOTED_PRINTABLE = re.compile(r"=(?:(?P<qp>[0-9A-F]{2})|\r?\n)")


def may_hide_encoded(text: str) -> bool:
    """Whether ``text`` may hold an escape or a base64 document a view decodes: a few `in`
    tests of one character (most texts hold none, and pay nothing else); a longer literal
    (`=3D`, `eyJ`, `H4sI`) is looked for only where a character of it is."""
    return (
        "%" in text
        or ("\\" in text and ("\\u" in text or "\\x" in text))
        or ("&" in text and ("&#" in text or ";" in text))
        or ("D" in text and "=3D" in text)
        or ("J" in text and "eyJ" in text)
        or ("I" in text and "H4sI" in text)
        # (what says base64 follows: a `data:` URL, `base64 -d`, MIME's transfer encoding, and
        # a mail header's encoded word, `=?UTF-8?B?…?=`)
        or ("4" in text and ("ase64" in text or "ASE64" in text))
        or ("?" in text and ("?B?" in text or "?b?" in text))
        or "PLAIN" in text
        or "plain" in text
        or ("+" in text and ("U+" in text or "u+" in text))
        or ("\\'" in text)
        or ("200~" in text)
        or may_hold_dump(text)
        or may_hold_argv(text)
        or may_speak(text)
        or (
            not text.isascii()
            and (
                _has_invisible(text)
                or has_styled(text)
                or has_numeral_run(text)
                or _TAG.search(text) is not None
            )
        )
    )


def _may_be_escaped(text: str) -> bool:
    """Whether ``text`` may hold an escape the decoded view reads (``may_hide_encoded``'s
    tests but the base64 ones)."""
    return (
        "%" in text
        or ("\\" in text and ("\\u" in text or "\\x" in text))
        or ("&" in text and ("&#" in text or ";" in text))
        or "=3D" in text
        or ("+" in text and ("U+" in text or "u+" in text))
        or "\\'" in text
        or "200~" in text
        or (
            not text.isascii()
            and (_has_invisible(text) or has_styled(text) or has_numeral_run(text))
        )
        or may_speak(text)
    )


def _has_invisible(text: str) -> bool:
    # (written out: eight `in` tests cost less than one search of a character class)
    return (
        "\u200b" in text
        or "\u00ad" in text
        or "\u200c" in text
        or "\u200d" in text
        or "\u200e" in text
        or "\u200f" in text
        or "\u2060" in text
        or "\ufeff" in text
        or "\ufe0f" in text
        or "\u20e3" in text
        or "\u0336" in text
        or "\u0335" in text
        or "\u0332" in text
    )


# --- the decoded view and its map back -------------------------------------------------------

# A view's map: for each piece of the view, where it starts in the view, where it came from in
# the text, and whether it is the text copied (each character its own) or one decoded escape
# (every character of it stands for the whole escape).
_Map = tuple[list[int], list[tuple[int, int, bool]]]


def _decode_escape(match: re.Match[str]) -> str | None:
    """What one escape stands for, or None where it stands for nothing (`&nosuch;`)."""
    group = match.lastgroup
    value = match[group] if group else ""
    if group in ("u", "x", "hex", "cp", "rtf"):
        code = int(value, 16)
    elif group == "dec":
        code = int(value)
    elif group == "name":
        return _ENTITIES.get(value)
    elif group in ("invisible", "decoration"):
        return ""
    elif group == "numerals":
        return numerals_as_digits(value)
    elif group == "styled":
        return plain_char(value)
    elif group == "pct":
        raw = bytes(int(value[i + 1 : i + 3], 16) for i in range(0, len(value), 3))
        return raw.decode("utf-8", "replace")
    else:  # quoted-printable
        return "" if match["qp"] is None else chr(int(match["qp"], 16))
    return chr(code) if 0 < code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else None


def _decoded(text: str, pattern: re.Pattern[str]) -> tuple[str, _Map] | None:
    """``text`` with each escape ``pattern`` finds decoded, and its map; None if none is."""
    return _replaced(
        text,
        (
            (*match.span(), decoded, 3 if match.lastgroup == "pct" and decoded.isascii() else 0)
            for match in pattern.finditer(text)
            if (decoded := _decode_escape(match)) is not None
        ),
    )


def _replaced(
    text: str, replacements: Iterable[tuple[int, int, str, int]]
) -> tuple[str, _Map] | None:
    """``text`` with each of ``replacements`` (in order: start, end, what stands there in the
    view, and the step of source characters each character of it stands for, or 0 where all
    of it stands for the whole place) made, and its map; None if there is none."""
    pieces: list[str] = []
    starts: list[int] = []
    origins: list[tuple[int, int, bool]] = []
    done = size = 0
    for start, end, decoded, step in replacements:
        if start > done:
            starts.append(size)
            origins.append((done, start, True))
            pieces.append(text[done:start])
            size += start - done
        if decoded:
            # (a run of ASCII `%HH` keeps a place for each character; any other escape is one)
            for index, char in enumerate(decoded if step else (decoded,)):
                at = start + index * step
                starts.append(size)
                origins.append((at, at + step if step else end, False))
                size += len(char)
            pieces.append(decoded)
        done = end
    if not origins:
        return None
    if done < len(text):
        starts.append(size)
        origins.append((done, len(text), True))
        pieces.append(text[done:])
    return "".join(pieces), (starts, origins)


def _mapped(span: tuple[int, int], view_map: _Map) -> tuple[int, int]:
    """The characters of the text that the view's ``span`` was decoded from."""
    starts, origins = view_map
    first = bisect.bisect_right(starts, span[0]) - 1
    origin, end, copied = origins[first]
    start = origin + (span[0] - starts[first]) if copied else origin
    last = bisect.bisect_right(starts, span[1] - 1) - 1
    origin, end, copied = origins[last]
    return start, (origin + (span[1] - starts[last]) if copied else end)


def hidden_places(text: str, redact: Redact) -> tuple[list[tuple[int, int]], str | None]:
    """The places of ``text`` that ``redact`` hides in its decoded view (the escapes decoded,
    twice where the view still holds some), and the view redacted where its hidden places
    cannot be told (then that text stands for ``text``: it shows no more of it)."""
    maps: list[_Map] = []
    view = text
    # Digits read out as words first (plain text: an escape may stand in a word, not around
    # the run), then the escapes.
    # (asked only where the cheap look says four of the words are there: a text reaches here
    # for any escape, and the runs' search reads each of its words)
    spoken = _replaced(text, ((*run, 0) for run in spoken_runs(text))) if may_speak(text) else None
    if spoken is not None:
        view, view_map = spoken
        maps.append(view_map)
    for _ in range(2):
        decoded = _decoded(view, _ESCAPE)
        if decoded is None and "=3D" in view:
            decoded = _decoded(view, _QUOTED_PRINTABLE)
        if decoded is None:
            break
        view, view_map = decoded
        maps.append(view_map)
    if not maps:
        return [], None
    redacted = redact(view)
    if redacted == view:
        return [], None
    spans = hidden_spans(view, redacted)
    if spans is None:
        return [], redacted
    places = []
    for span in spans:
        for view_map in reversed(maps):
            span = _mapped(span, view_map)
        places.append(span)
    return places, None


def _hidden_tags(text: str) -> list[tuple[int, int]]:
    """The runs of tag characters that spell a generated value (``_TAG_RUN``)."""
    return [
        match.span()
        for match in _TAG_RUN.finditer(text)
        if looks_generated("".join(chr(ord(c) - 0xE0000) for c in match.group()))
    ]


def hide_encoded(text: str, redact: Redact) -> str:
    """``text`` with what ``redact`` finds in its decoded view and in its base64 documents
    hidden at the places they came from (``text`` itself where none holds a secret)."""
    places, whole = hidden_places(text, redact) if _may_be_escaped(text) else ([], None)
    if whole is not None:
        return whole
    if (
        "eyJ" in text
        or "ase64" in text
        or "ASE64" in text
        or "H4sI" in text
        or "?B?" in text
        or "?b?" in text
    ):
        places += hidden_base64(text, redact)
    if "PLAIN" in text or "plain" in text:
        places += hidden_logins(text)
    if may_hold_dump(text):
        places += hidden_dumps(text, redact)  # (`_dump_view`)
    if may_hold_argv(text):
        places += hidden_argv_items(text, redact)  # (`_argv_view`)
    if not text.isascii():
        places += hidden_styled_runs(text)
        if _TAG.search(text) is not None:
            places += _hidden_tags(text)
    if not places:
        return text
    pieces: list[str] = []
    done = 0
    for start, end in sorted(places):
        if end <= done:
            continue
        start = max(start, done)
        if pieces and start == done:
            done = end  # touches the piece hidden before it: one marker
            continue
        pieces += (text[done:start], REDACTED)
        done = end
    return "".join(pieces) + text[done:]
