"""A secret cut into pieces of one length: three or more short runs of mixed case, each too
short for a row that reads values to take it for a key, near a credential word.

People and code cut a key to get it past a filter or to store it in parts: a query's rows
(`regexp_split_to_table`, a table of `chunk`s, `LISTAGG`), an array or a call's literals
(`ARRAY['vyoJqhwS', 'A1pwZsfg', …]`, `printf('%s%s', …)`), a chat's spoilers and code spans
(`||ocBKmPXK|| ||UTmnOxP6||`, `<code>P7tmCY</code> <code>gA5nDh</code>`), a rich text's
runs. Whatever joins them, the pieces have what a generator's output cut in equal parts has:
the same length (the last may be shorter), mixed case, a digit or many changes of case, and
joined they look generated. A run of such pieces after a credential word is hidden piece by
piece. Ids listed after their own noun (`videos dQw4w9WgXcQ, 9bZkp7q19f0, …`, `ids: …`) stay,
as do words, camel-case names and pieces of one case (hex, base32, an access key's id).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from itertools import pairwise

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = ["SPLIT_PIECE_ROWS"]

_PIECE = re.compile(r"(?<![A-Za-z0-9+/=_-])[A-Za-z0-9]{5,16}(?![A-Za-z0-9_-])")
_CUE = re.compile(r"key|token|secret|pass|pwd|cred|auth|hmac|sign")
_WORD_OR_NAME = re.compile(r"[A-Z]?[a-z]+(?:[A-Z][a-z]+)*[0-9]{0,4}")
# The nouns that name what a listed id identifies: the pieces after one are ids.
_ID_NOUNS = re.compile(
    r"\b(?:ids?|uids?|videos?|files?|records?|items?|users?|docs?|documents?|messages?|"
    r"posts?|commits?|nodes?|objects?|orders|requests?|events?|jobs?|runs?|builds?|"
    r"tickets?|pages?|rows? ids?|accounts?|devices?|projects?|workspaces?)\b"
)
_MOST_GAP = 60  # what may join two pieces: quotes and a comma, a row's frame, markup
_FEWEST = 3
_CUE_BEFORE = 120  # how far before the first piece its credential word stands


def _mixed(piece: str) -> bool:
    """Both cases, and a digit or three changes of case between letters; not a word nor a
    camel-case name (`richText`, `Assert`)."""
    if piece.isupper() or piece.islower() or piece.isdigit() or _WORD_OR_NAME.fullmatch(piece):
        return False
    if any(map(str.isdigit, piece)):
        return True
    changes = sum(a.isupper() != b.isupper() for a, b in pairwise(piece))
    return changes >= 3


def _hidden_run(folded: str, run: list[re.Match[str]]) -> bool:
    lengths = [len(piece.group()) for piece in run]
    body = lengths[:-1] if len(lengths) > _FEWEST else lengths  # (the last may be shorter)
    if max(body) - min(body) > 1 or min(lengths) > max(body):
        return False
    if not looks_generated("".join(piece.group() for piece in run), 16):
        return False
    start = run[0].start()
    window = folded[max(0, start - _CUE_BEFORE) : start]
    cues = list(_CUE.finditer(window))
    return bool(cues) and _ID_NOUNS.search(window, cues[-1].end()) is None


def _split_pieces(scan: Scan) -> Iterator[Span]:
    text, folded = scan.text, scan.folded
    run: list[re.Match[str]] = []
    mixed = 0  # how many of the run's pieces are mixed (`_mixed`); the others are its length
    for piece in _PIECE.finditer(text):
        value = piece.group()
        if run and piece.start() - run[-1].end() > _MOST_GAP:
            if mixed >= _FEWEST and _hidden_run(folded, run):
                yield from (part.span() for part in run)
            run, mixed = [], 0
        if _mixed(value):
            run.append(piece)
            mixed += 1
        elif (
            run and len(value) == len(run[-1].group()) and not (value.isupper() or value.islower())
        ):
            run.append(piece)  # (a piece of both cases that reads as a name, `ItpkAbjm`)
    if mixed >= _FEWEST and _hidden_run(folded, run):
        yield from (part.span() for part in run)


R = REDACTED
SPLIT_PIECE_ROWS = (
    Rule(
        "split_pieces",
        ("key", "token", "secret", "pass", "pwd", "cred", "auth", "hmac", "sign"),
        _split_pieces,
        "ids after their noun; words, camel-case names, pieces of one case",
        _v(("staging key: ||ocBKmPXK|| ||UTmnOxP6|| ||VsL64uiV||",
            f"staging key: ||{R}|| ||{R}|| ||{R}||"),
           ("-- the cdn key, in parts: ARRAY['q7RtYw2K', 'Lm9xPa3Z', 'Hb4nVc8J']",
            f"-- the cdn key, in parts: ARRAY['{R}', '{R}', '{R}']"),
           ("API key: <code>P7tmCY2</code> <code>gA5nDh8</code> <code>ZYQFC0k</code>",
            f"API key: <code>{R}</code> <code>{R}</code> <code>{R}</code>")),
        ("API key quota exceeded fetching videos dQw4w9WgXcQ, 9bZkp7q19f0, kJQP7kiw5Fk",
         "token list: AKIAQ3EG, AKIAX9PL, AKIAM2ZT",
         "auth flow: getToken refreshToken revokeToken"),
    ),
)  # fmt: skip
