"""A generated-looking value where no word names a credential, but its place says it was given:
quoted (or after a colon) in an error about a lookup or a parse that failed, or the value an
`API` label gives.

A key pasted where a class, a column, an encoding, a revision or a number was expected comes
back quoted in the tool's complaint (`ClassNotFoundException: <value>`, `no such column:
<value>`, `ambiguous argument '<value>': unknown revision`, `is <<value>> of type str expected
int`). The reader needs to know the lookup failed, not the value's characters. Ids the model
needs stay: those a label names (`key`, `kid`, `id`, a hash's or a signature's name), a vendor's
prefixed id (`pi_…`, `req_…`: an underscore or a dash makes it no run of letters and digits),
hexadecimal digests, and lower-case or short names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, is_file_path
from ._engine import vectors as _v
from ._password_shapes import password_shaped
from ._phrase_rows import DRAWN_WORD, drawn_words
from ._rejected_rows import ID_LABEL, machine_made, mixed_at_random, truncated_machine_made

__all__ = ["API_LABEL_AFTER", "LOOKUP_ROWS"]

# How a tool says a lookup or a parse failed, in the lower-cased text.
_FAILED = re.compile(
    r"not ?found|no such|unknown|not supported|unsupported|not acceptable|is required|expected|"
    r"missing|ambiguous|expecting|validation failed|not an? (?:textual|string) representation|"
    r"unrecogni[sz]ed|not recogni[sz]ed|does ?n[o']t exist|undefined|"
    r"unresolved|(?:cannot|can't|could not|unable to) find|not a valid|invalid|"
    r"could not be (?:parsed|converted)|cannot (?:parse|convert)|"
    # (an object's missing member: `'Settings' object has no attribute '…'`)
    r"has no (?:attribute|member|field|property|method)"
)
_FAILED_CUES = (
    "found", "no such", "unknown", "supported", "not acceptable", "required", "expected",
    "missing", "ambiguous", "expecting", "validation failed", "representation", "recogni",
    "exist", "undefined", "unresolved", "find",
    "not a valid", "invalid", "parse", "convert", "has no ",
)  # fmt: skip
# How far from the complaint its value may be (a traceback's next line, a config's line that
# the complaint below it quotes).
_NEAR = 200
# The value, whole between quotes or brackets, or after a label's colon.
# (a value a tool cut short ends in an ellipsis inside its quotes: `"t06Ai4nc…"`; one that
# ends a header's line, in its line break or the escape of one: `'…\\n'`)
_PLACED = re.compile(
    r"""(?:(['"`<\[])|:[ \t]+)([A-Za-z0-9]{20,128}|[A-Za-z0-9]{10,19}(?=\.\.\.|\u2026))"""
    r"""(\.\.\.|\u2026|\\[nr\x1c]|\r?\n)?"""
    r"""(?(1)['"`>\]]|(?=[\s.,;)]|$))"""
)
_CLOSING = {"'": "'", '"': '"', "`": "`", "<": ">", "[": "]"}
# Where a `_PLACED` value can start: its opening, then ten letters or digits. Found by a scan
# for the opening's characters (the engine skips to them); `_PLACED`, which opens with a
# group, is tried at every position. No match starts before the first of these.
_OPENED = re.compile(r"""[`'"<\[:][ \t]*[A-Za-z0-9]{10}""")


def failed_lookup_values(scan: Scan) -> Iterator[Span]:
    """A run of letters and digits that looks machine-made, whole in its quotes or after a
    colon, near the words of a failed lookup or parse, and under no label of an id."""
    text, folded = scan.text, scan.folded
    opened = _OPENED.search(text)
    if opened is None:
        return
    for match in _PLACED.finditer(text, opened.start()):
        opening, value = match.group(1), match.group(2)
        if opening and _CLOSING[opening] != text[match.end() - 1]:
            continue
        start, end = match.span(2)
        cut = match.group(3) in ("...", "\u2026")
        if value == REDACTED or not (
            truncated_machine_made(value)
            if cut
            else len(value) >= 20 and (machine_made(value) or mixed_at_random(value))
        ):
            continue
        if _FAILED.search(folded, max(0, start - _NEAR), min(len(text), end + _NEAR)) is None:
            continue
        if ID_LABEL.search(folded, max(0, start - 40), start) is None:
            yield (start, end)


# `API: <value>`, `clâf API = <value>`, `API салаваль <value>`, `API se <value>`: the label of an
# interface's key in a language whose own word for the key no table holds. Between `API` and
# the value, up to four words the vocabulary cannot read (of another script, or of one or two
# ASCII letters); an English word there (`API error …`, `API request …`) says what follows.
API_LABEL_AFTER = (
    r"(?:[ \t\u00a0]+(?:[^\x00-\x7f\s]+|[A-Za-z]{1,2}(?![\w.-]))){0,4}"
    r"[ \t\u00a0]*[:=\uff1a]?[ \t\u00a0]*['\"]?([A-Za-z0-9_-]{20,128})"
)
_API_LABEL = re.compile(r"(?<![A-Za-z])API" + API_LABEL_AFTER)


def api_label_values(scan: Scan) -> Iterator[Span]:
    # (from the first `API`: the pattern opens with a look-behind, so the engine would try it
    # at every position rather than skip to the word)
    start = scan.text.find("API")
    if start == -1:
        return
    for match in _API_LABEL.finditer(scan.text, start):
        if machine_made(match.group(1)):
            yield match.span(1)


# `<label>: <password>` where the label is in words of another script or with letters beyond
# ASCII (`skrëtë słowò: 4KXRYH#Lz8qp`, `छिपा सबद: J2nezz@7QAVS`): a language whose word for a
# password no table holds. Only a typed password's shape is taken (four kinds of character,
# ``password_shaped``): an id or a word after such a label stays.
# (looked for from each colon: the value after it first, then the label's last three words;
# Armenian's and Tibetan's marks that end a label too, `արտահայտությունը՝`, `ཚིག་གྲུབ།`)
_COLON = re.compile("[:\uff1a\u055d\u0f0d]")
_VALUE_AFTER = re.compile(r"[ \t]*([!-~]{8,64})(?![!-~])")
_LABEL_LENGTH = 120
# Or four to twenty-four lower-case words that end the clause: a passphrase or a wallet's
# mnemonic (English prose after such a label, `错误：connection refused by peer`, holds a word
# of ``PROSE_WORDS``).
_PHRASE_AFTER = re.compile(
    rf"[ \t]*[«\"'“]?({DRAWN_WORD}(?: {DRAWN_WORD}){{3,23}})"
    r"(?:[»\"'”]|(?=[ \t]*(?:$|[\r\n.,;:!?)\u3002\u3001\uff0c]|[^\x00-\x7f])))"
)


def foreign_label_passwords(scan: Scan) -> Iterator[Span]:
    text = scan.text
    if scan.folded.isascii():
        return
    for colon in _COLON.finditer(text):
        value = _VALUE_AFTER.match(text, colon.end())
        trimmed = "" if value is None else value.group(1).rstrip(".,;)")
        if trimmed[:1] == "\\" and text[colon.start() - 1 : colon.start()].isalpha():
            continue  # (a Windows drive's colon, `C:\\Users\\…`: a path follows)
        shaped = (
            value is not None
            and trimmed != REDACTED
            and password_shaped(trimmed)
            and not is_file_path(trimmed)
        )
        phrase = None if shaped else _PHRASE_AFTER.match(text, colon.end())
        if not shaped and (phrase is None or not drawn_words(phrase.group(1).split(" "))):
            continue
        before = text[max(0, colon.start() - _LABEL_LENGTH) : colon.start()]
        label = before[max(before.rfind(","), before.rfind("\n")) + 1 :].split()[-3:]
        if not label or "".join(label).isascii():
            continue
        if phrase is not None:
            yield phrase.span(1)  # (a passphrase of words after such a label)
        elif value is not None:
            yield (value.start(1), value.start(1) + len(trimmed))


R = REDACTED
LOOKUP_ROWS: tuple[Rule, ...] = (
    Rule(
        "failed_lookup_value",
        _FAILED_CUES,
        failed_lookup_values,
        "the complaint; values a label names as an id or a digest; prefixed ids, hex digests, "
        "runs of one case",
        _v(("LookupError: no such table: Wq3ZtP9mKx2LvB7nYc4RdF8s",
            f"LookupError: no such table: {R}"),
           ("error: pathspec 'Hq8vLz2TmW5kXp9RcN3bYd7F' did not match; unknown revision",
            f"error: pathspec '{R}' did not match; unknown revision"),
           ('codec lookup failed: "Tz4mQw8LpX2vKc9RnB5yHd3G" is not supported',
            f'codec lookup failed: "{R}" is not supported'),
           ('parse error: ":" expected (near "Wm4Tq9ZkLx2P...")',
            f'parse error: ":" expected (near "{R}...")'),
           ("BadHeader: invalid character in header value: 'Pz8KwL3mQx7RtV2nYc5B\\n'",
            f"BadHeader: invalid character in header value: '{R}\\n'")),
        ("jwks: no signing key found whose kid is 'Lq2ZtP9mKx2LvB7nYc4RdF8s' (keys: 3)",
         "lookup failed: fingerprint 'Lq2ZtP9mKx2LvB7nYc4RdF8s' not found",
         "object 'Wq3ZtP9mKx2LvB7nYc4RdF8s' uploaded",
         "no such payment: 'pay_Wq3ZtP9mKx2LvB7nYc4RdF8s'",
         "unknown revision '9fceb02d0ae598e95dc970b74767f19372d61af8'",
         "no such index: logs_2026_12_05_archive_cold"),
    ),
    Rule(
        "api_label_value",
        ("api",),
        api_label_values,
        "the label; a value that is a word, a number or a short id",
        _v(("Greška veze: ključ za API: Nv7QpL2xZk9TmW4rYb8cHs3D",
            f"Greška veze: ključ za API: {R}"),
           ("Аф сатови: API салаваль UQ5CJasR45bRsOBkcamfY24JKYD аф.",
            f"Аф сатови: API салаваль {R} аф.")),
        ("API: 503 Service Unavailable", "API = v2_legacy_endpoint_for_orders",
         "API request req_2Hygd9QXcncCxzcUD3BcRcz1 failed"),
    ),
    Rule(
        "foreign_label_password",
        # (an ASCII colon only: a row asked by the full-width colon of every CJK message made
        # such a message pay the engine's full way, 17 -> 77 µs on the bench's CJK message)
        (":", "\u055d", "\u0f0d"),
        foreign_label_passwords,
        "the label; a value of fewer kinds of character (an id, a word, a number)",
        _v(("brëkòwnik: admin, skrëtë słowò: 4KXRYH#Lz8qp",
            f"brëkòwnik: admin, skrëtë słowò: {R}"),
           ("नाँव: admin, छिपा सबद: J2nezz@7QAVS।", f"नाँव: admin, छिपा सबद: {R}।")),
        ("Prüfsumme: 9f86d081884c7d65 (sha256)", "Benutzer: admin@acme.io, Rolle: Editor",
         "错误：connection refused (10.0.0.5:5432)"),
    ),
)  # fmt: skip
