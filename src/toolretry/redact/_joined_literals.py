"""A secret's pieces joined by code: `token = join("", ["iRjd", "LEnP", …])`.

Code that builds a key from short literals (HCL's `join` and `format`, CloudFormation's
`Fn::Join`, Go's `strings.Join`, Java's `String.join`, Pulumi's `Output.concat`, a Jinja
`| join`) holds the whole key, one piece per literal: no piece is long enough for a rule that
reads values to take it for one. A name that is a secret's, assigned (`=`, `:=`, `:`) such a
call on its line, gives its literals away when three or more of them, joined, look generated:
from the first piece to the last, one marker. The separator (`""`), a format (`"%s%s"`) and
words (`["settings", "lastSync"]`) stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = ["JOINED_LITERAL_ROWS"]

_JOINERS = ("join", "concat", "format(", "sprintf", "strcat")
# A name (quoted or not) and its assignment; the value is the rest of the line.
_ASSIGNED = re.compile(r"[\"']?([A-Za-z_][\w.-]{0,63})[\"']?[ \t]*(?::=|=|:)(?!:)[ \t]*")
# A short literal (an empty one too, the separator, so that the quotes pair as written).
_LITERAL = re.compile(r"([\"'])([^\"'\n\\\\,\[\](){} ]{0,16})\1")
_MOST_NAMES = 8
_FORMAT = re.compile(r"(?:%[sdv]|\{\})+")


def _joined_literals(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    for joiner in _JOINERS:
        at = folded.find(joiner)
        if at >= 0:
            break
    else:
        return
    line_start = text.rfind("\n", 0, at) + 1
    line_end = text.find("\n", at)
    line_end = len(text) if line_end < 0 else line_end
    last_joiner = max(folded.rfind(joiner, at, line_end) for joiner in _JOINERS)
    asked = 0
    for assigned in _ASSIGNED.finditer(text, line_start, line_end):
        value_start = assigned.end()
        if value_start > last_joiner:
            break
        if not scan.is_secret_name(assigned.group(1).rsplit(".", 1)[-1]):
            continue
        asked += 1
        if asked > _MOST_NAMES:
            break  # (a line of a few assignments at most: a long one of names stays linear)
        pieces = [
            piece
            for piece in _LITERAL.finditer(text, value_start, min(line_end, value_start + 600))
            if piece.group(2)
            and not _FORMAT.fullmatch(piece.group(2))
            and text[piece.end() : piece.end() + 1] != ":"  # (a key, `"Fn::Join":`)
        ]
        joined = "".join(piece.group(2) for piece in pieces)
        if len(pieces) >= 3 and REDACTED not in joined and looks_generated(joined, 12):
            # (one span from the first piece to the last: a piece of two characters alone
            # would read as no secret)
            yield (pieces[0].start(2), pieces[-1].end(2))


R = REDACTED
JOINED_LITERAL_ROWS = (
    Rule(
        "joined_literals",
        _JOINERS,
        _joined_literals,
        "the call, the separator, a format; words that look like none of a key's pieces",
        _v(('  api_token = join("", ["iRjd", "LEnP", "2MPT", "UqLI", "0I5p"])',
            f'  api_token = join("", ["{R}"])'),
           ("const pw = cdk.Fn.join('', ['2e', '7J', 'PH', '*K', '6L', 'Uo', 'i6'])",
            f"const pw = cdk.Fn.join('', ['{R}'])")),
        ('labels = join(", ", ["web", "api", "worker"])',
         'key = format("%s-%s-%s", "tenant", "region", "shard")',
         'token = concat("Bearer ", header_value)'),
        needs=(_JOINERS,),
    ),
)  # fmt: skip
