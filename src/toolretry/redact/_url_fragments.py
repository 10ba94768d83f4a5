"""A key in a URL's fragment.

The part of a URL after `#` never reaches the server, so a service that encrypts in the
browser puts the key there: a paste's or a one-time secret's link (`/?<id>#<key>`,
`/#/s/<id>/<key>`), a shared file's (`/file/<id>#<key>`), a drawing's (`#json=<id>,<key>`).
A piece of the fragment a generator made is hidden; an anchor (`#section-3`, `#L120-L130`,
a diff's hexadecimal anchor) and the link's id before the `#` stay.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._engine import REDACTED, Rule, Scan, Span, looks_generated
from ._engine import vectors as _v

__all__ = ["URL_FRAGMENT_ROWS"]

# A fragment: its `#` (searched for as a literal), then 16 characters or more.
_FRAGMENT = re.compile(r"#([A-Za-z0-9_.~!/,=+-]{16,512})")
# What a URL's path or query may end with before its `#`.
_BEFORE_FRAGMENT = frozenset("/?=&.-_")
# What ends the URL looking back from its fragment: a blank, a quote or a bracket.
_URL_ENDS = frozenset(" \t\r\n'\"<>()[]{}`")
# The pieces of a fragment: between `/`, `!`, `,`, `=`, `&` and `-` (`#/s/<id>/<key>`,
# `#!<id>!<key>`, `#json=<id>,<key>`).
_PIECE = re.compile(r"[A-Za-z0-9_.~+]{16,512}")
_HEX = re.compile(r"[0-9a-fA-F]+")


def url_fragment_keys(scan: Scan) -> Iterator[Span]:
    text = scan.text
    for fragment in _FRAGMENT.finditer(text):
        at = fragment.start()
        if not (text[at - 1 : at].isalnum() or text[at - 1 : at] in _BEFORE_FRAGMENT):
            continue
        start = at
        while start > max(0, at - 512) and text[start - 1] not in _URL_ENDS:
            start -= 1
        url = text[start:at]
        if "://" not in url and not url.startswith("/"):
            continue  # (a `#` in a sentence, an issue's number, a comment)
        for piece in _PIECE.finditer(text, fragment.start(1), fragment.end(1)):
            value = piece.group()
            if value != REDACTED and _HEX.fullmatch(value) is None and looks_generated(value):
                yield piece.span()


URL_FRAGMENT_ROWS: tuple[Rule, ...] = (
    Rule(
        "url_fragment_key",
        ("://", "/?", "/#"),
        url_fragment_keys,
        "the URL, the link's id before the `#`; an anchor's words, numbers and hex digests",
        _v(("paste at https://bin.example.org/?a1b2c3d4e5f60718#9yQk2LwZ7xRtVb3NmPq8sHc4Df6Gj",
            f"paste at https://bin.example.org/?a1b2c3d4e5f60718#{REDACTED}"),
           ('{"link":"/#/s/2c7e1f40-9a3b-4d5e-8f21-6b0c9d4e7a13/Hq7wTzK2mPx9LbV4nR"}',
            f'{{"link":"/#/s/2c7e1f40-9a3b-4d5e-8f21-6b0c9d4e7a13/{REDACTED}"}}')),
        ("see https://docs.example.com/guide#configuring-retry-backoff",
         "https://github.com/acme/app/blob/main/src/app.py#L120-L130",
         "https://github.com/acme/app/pull/7/files#diff-4b825dc642cb6eb9a060e54bf8d69288fbee4904",
         "fixed in #12345 (see /docs#retries)"),
        needs=(("#",),),
    ),
)  # fmt: skip
