"""The operating system's own error texts in any of glibc's languages: which errno a message
quotes.

Programs and libraries print ``strerror(errno)`` in the user's language (psql's "Verbindungs-
aufbau abgelehnt", dd's "设备上没有空间"), so the wording rows of ``_text_signals`` and
``_said_kinds``, written in a few languages, miss them. ``strerror_texts.tsv`` holds glibc's
own translations of the errno texts that decide a category (generated from the installed
``libc.mo`` catalogs by ``benchmarks/gen_strerror_table.py``; one ``ERRNO<TAB>language<TAB>text``
row a line), which covers every program printing strerror in those ~36 languages, not only the
messages a test has seen. Read once, on the first message that needs it.
"""

from __future__ import annotations

import re
from importlib import resources

__all__ = ["SPACE_ERRNOS", "WAIT_ERRNOS", "strerror_kind", "strerror_names"]

# errno names whose text says waiting helps: the peer, the route or the resource may come back
# (the same errnos ``_builtin_errors`` reads as transient when the errno itself is carried).
WAIT_ERRNOS = frozenset(
    {
        "EADDRINUSE",
        "EAGAIN",
        "EBUSY",
        "ECONNABORTED",
        "ECONNREFUSED",
        "ECONNRESET",
        "EHOSTDOWN",
        "EHOSTUNREACH",
        "ENETDOWN",
        "ENETUNREACH",
        "EPIPE",
        "ETIMEDOUT",
    }
)
# errno names whose text says the disk or the quota is full: it stays full until a person frees
# room, like ENOSPC/EDQUOT carried as an errno.
SPACE_ERRNOS = frozenset({"EDQUOT", "ENOSPC"})
_MAX_TEXT = 600  # the head of a message, or the tail of a command's stderr, where the reason is

_TABLE: dict[str, str] = {}  # lower-cased text -> errno name
_PATTERN: list[re.Pattern[str]] = []  # every text, as one trie, for non-ASCII messages
# The ASCII texts by their first run of letters. An ASCII message (most of them) is split into
# its runs of letters once, in C, and only the texts starting with one of them are looked for:
# the trie would be tried at every position of a long message.
_ASCII_BY_RUN: dict[bytes, list[str]] = {}
_KEEP_LETTERS = bytes.maketrans(
    bytes(range(256)), bytes(byte if 97 <= byte <= 122 else 32 for byte in range(256))
)


def _load() -> re.Pattern[str]:
    if not _PATTERN:
        text = resources.files(__package__ or "toolretry.classify").joinpath("strerror_texts.tsv")
        for line in text.read_text("utf-8").splitlines():
            name, _, said = line.split("\t", 2)
            _TABLE.setdefault(said, name)
        _PATTERN.append(re.compile(_trie_pattern(sorted(_TABLE))))
        for said in _TABLE:
            if said.isascii() and (runs := _letter_runs(said)):
                _ASCII_BY_RUN.setdefault(runs[0], []).append(said)
    return _PATTERN[0]


def _letter_runs(text: str) -> list[bytes]:
    """The runs of ASCII letters a-z in lower-cased ``text``."""
    return text.encode("ascii", "replace").translate(_KEEP_LETTERS).split()


def _trie_pattern(texts: list[str]) -> str:
    """One regex matching any of ``texts``, nested by shared prefixes: a plain alternation of
    ~600 texts would try each of them at every position of a message; the trie tries one
    branch per character."""
    trie: dict[str, dict] = {}  # type: ignore[type-arg]
    for text in texts:
        node = trie
        for char in text:
            node = node.setdefault(char, {})
        node[""] = {}  # a text ends here
    return _node_pattern(trie)


def _node_pattern(node: dict[str, dict]) -> str:  # type: ignore[type-arg]
    ends = "" in node
    branches = [re.escape(char) + _node_pattern(child) for char, child in node.items() if char]
    if not branches:
        return ""
    body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
    # A text that ends here is kept only when no longer one matches (greedy "?").
    return f"(?:{body})?" if ends else body


def strerror_names(text: str | None) -> list[str]:
    """The errno names whose strerror text (in any tabled language) the head of ``text``
    quotes, in the order they appear; empty when none."""
    if not text:
        return []
    pattern = _load()
    head = text[:_MAX_TEXT].lower()
    if not head.isascii():
        return [_TABLE[found.group(0)] for found in pattern.finditer(head)]
    candidates = [said for run in set(_letter_runs(head)) for said in _ASCII_BY_RUN.get(run, ())]
    found = sorted((at, said) for said in candidates if (at := head.find(said)) >= 0)
    return [_TABLE[said] for _, said in found]


def strerror_kind(text: str | None) -> str | None:
    """ "space" when ``text`` quotes the strerror of a full disk or quota, else "wait" when it
    quotes one that passes (refused, reset, timed out, unreachable, busy), else None."""
    names = strerror_names(text)
    if any(name in SPACE_ERRNOS for name in names):
        return "space"
    return "wait" if any(name in WAIT_ERRNOS for name in names) else None
