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
        "EAGAIN",
        "EBUSY",
        "ECONNABORTED",
        "ECONNREFUSED",
        "ECONNRESET",
        "EHOSTDOWN",
        "EHOSTUNREACH",
        "ENETDOWN",
        "ENETUNREACH",
        "ETIMEDOUT",
    }
)
# errno names whose text says the disk or the quota is full: it stays full until a person frees
# room, like ENOSPC/EDQUOT carried as an errno.
SPACE_ERRNOS = frozenset({"EDQUOT", "ENOSPC"})
_MAX_TEXT = 600  # the head of a message, or the tail of a command's stderr, where the reason is

_TABLE: dict[str, str] = {}  # lower-cased text -> errno name
_PATTERN: list[re.Pattern[str]] = []


def _load() -> re.Pattern[str]:
    if not _PATTERN:
        text = resources.files(__package__ or "toolretry.classify").joinpath("strerror_texts.tsv")
        for line in text.read_text("utf-8").splitlines():
            name, _, said = line.split("\t", 2)
            _TABLE.setdefault(said, name)
        _PATTERN.append(re.compile(_trie_pattern(sorted(_TABLE))))
    return _PATTERN[0]


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
    return [_TABLE[found.group(0)] for found in pattern.finditer(text[:_MAX_TEXT].lower())]


def strerror_kind(text: str | None) -> str | None:
    """ "space" when ``text`` quotes the strerror of a full disk or quota, else "wait" when it
    quotes one that passes (refused, reset, timed out, unreachable, busy), else None."""
    names = strerror_names(text)
    if any(name in SPACE_ERRNOS for name in names):
        return "space"
    return "wait" if any(name in WAIT_ERRNOS for name in names) else None
