"""Texts the quiet-check tests share: the innocent messages of ``innocent_strings.txt``, and the
pieces of every row's vectors and of those messages, to join into texts the rows half match."""

from __future__ import annotations

from pathlib import Path

from toolretry.redact._table import TABLE

INNOCENTS = [
    line
    for line in Path(__file__).with_name("innocent_strings.txt").read_text("utf-8").splitlines()
    if line and not line.startswith("#")
]
PIECES = sorted(
    {
        piece
        for rule in TABLE
        for text in (*(text for text, _ in rule.hides), *rule.keeps)
        for piece in text.split()
    }
    | {piece for line in INNOCENTS for piece in line.split()}
)
