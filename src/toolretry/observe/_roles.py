"""Tool roles (list a directory, read, search, run a command, ask the user): which visible tool
a hint can point to, recognised from the names agents give their tools or declared by a turn."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping

__all__ = [
    "ROLES",
    "RoleMap",
    "check_roles",
    "could_serve",
    "roles_of",
    "tool_for_role",
]

ROLES = ("ask_user", "list_dir", "read", "run_command", "search")
RoleMap = Mapping[str, frozenset[str]]
"""Tool name -> the roles a turn declared for it (they replace the recognised ones)."""

# A shell can do what the file roles do (ls, cat, grep): it is the last resort for each.
_STAND_INS: dict[str, tuple[str, ...]] = {
    "list_dir": ("list_dir", "search", "run_command"),
    "read": ("read", "run_command"),
    "search": ("search", "run_command"),
    "run_command": ("run_command",),
    "ask_user": ("ask_user",),
}

_SPLIT = re.compile(r"[^a-z0-9]+")
_CAMEL = re.compile(r"(?<=[a-z0-9])(?=[A-Z])")
# Words that make a tool about the web or a remote service, never about local files.
_REMOTE = frozenset({
    "web", "internet", "google", "bing", "online", "url", "http", "https", "news", "wiki",
    "wikipedia", "browser", "browse", "api",
})  # fmt: skip
_SHELL = frozenset({
    "bash", "shell", "sh", "zsh", "terminal", "powershell", "pwsh", "cmd", "command", "commands",
    "subprocess", "console",
})  # fmt: skip
_LISTING = frozenset({"ls", "listdir", "tree"})
# Words that only say where a tool lives (``fs_read``, ``mcp_list``): the verb decides alone.
_NAMESPACES = frozenset({"fs", "tool", "tools", "mcp", "local", "workspace", "sandbox", "file"})
# Reading a file's metadata is not reading it.
_METADATA = frozenset({"info", "stat", "stats", "metadata", "size", "exists", "permissions"})
_LISTED = frozenset({"file", "files", "dir", "directory", "folder", "entries", "paths", "tree"})
_READING = frozenset({"read", "view", "open", "show", "get", "load", "fetch", "print"})
_FILE = frozenset({"file", "files", "document", "source", "code", "text", "content", "contents"})
_FINDING = frozenset({"grep", "rg", "ripgrep", "glob", "find", "locate", "fd", "ack", "ag"})
_SEARCHED = frozenset({
    "file", "files", "code", "codebase", "text", "content", "repo", "repository", "dir",
    "directory", "workspace", "project", "source",
})  # fmt: skip
_ASKING = frozenset({"ask", "human", "clarify", "followup", "clarification"})
_USER_WORDS = frozenset({"input", "confirm", "confirmation", "feedback", "question", "answer"})


def _words(name: str) -> list[str]:
    return [word for word in _SPLIT.split(_CAMEL.sub("_", name).lower()) if word]


@functools.lru_cache(maxsize=1024)
def _recognised(name: str) -> frozenset[str]:
    """The roles a tool's name says it plays (``bash`` runs commands, ``read_file`` reads)."""
    words = _words(name)
    found: set[str] = set()
    if not words:
        return frozenset()
    kinds = set(words)
    alone = len(kinds - _NAMESPACES) == 1  # One verb, maybe under a namespace.
    if kinds & _ASKING or ("user" in kinds and kinds & _USER_WORDS):
        found.add("ask_user")
    if kinds & _REMOTE:
        return frozenset(found)
    if kinds & _SHELL or (alone and kinds & {"exec", "execute"}):
        found.add("run_command")
    if kinds & _LISTING or words == ["dir"] or ("list" in kinds and (kinds & _LISTED or alone)):
        found.add("list_dir")
    reads = kinds & _READING and (kinds & _FILE or alone) and not kinds & _METADATA
    if reads or {"cat", "head", "tail"} & kinds:
        found.add("read")
    if kinds & _FINDING or ("search" in kinds and (kinds & _SEARCHED or alone)):
        found.add("search")
        if kinds & {"glob", "find", "fd", "locate"}:  # These name files: a listing of sorts.
            found.add("list_dir")
    return frozenset(found)


def roles_of(name: str, declared: RoleMap | None = None) -> frozenset[str]:
    """The roles ``name`` plays: the turn's declaration for it, else what its name says."""
    if declared and name in declared:
        return declared[name]
    return _recognised(name)


def tool_for_role(
    role: str,
    visible: Iterable[str],
    declared: RoleMap | None = None,
    *,
    besides: Iterable[str] = (),
) -> str | None:
    """The visible tool that plays ``role`` (a shell stands in for the file roles), other than
    those in ``besides`` (the failing tool itself, blocked ones); None when none does.

    Tools are tried in sorted order, so the answer never depends on a set's iteration order.
    """
    skip = set(besides)
    candidates = sorted(name for name in visible if name not in skip)
    for wanted in _STAND_INS.get(role, (role,)):
        for name in candidates:
            if wanted in roles_of(name, declared):
                return name
    return None


def could_serve(
    tool: str, visible: Iterable[str] | None, declared: RoleMap | None, blocked: Iterable[str]
) -> str | None:
    """Another visible, unblocked tool that can do ``tool``'s job (it plays one of its roles,
    or a shell for a file role), or None. Unknown visibility (None) knows of no other tool."""
    if visible is None:
        return None
    skip = {tool, *blocked}
    for role in sorted(roles_of(tool, declared)):
        if role == "ask_user":
            continue  # Asking the user is a move of its own, not another tool for the job.
        other = tool_for_role(role, visible, declared, besides=skip)
        if other is not None:
            return other
    return None


def check_roles(roles: object) -> dict[str, frozenset[str]]:
    """``turn(roles=...)``: tool name -> a role or several; raises ValueError naming the fix."""
    if roles is None:
        return {}
    if not isinstance(roles, Mapping):
        raise ValueError(
            f"roles must map tool names to roles, got {roles!r}; "
            'pass e.g. roles={"run": "run_command", "peek": "read"}.'
        )
    checked: dict[str, frozenset[str]] = {}
    for name, value in roles.items():
        if not isinstance(name, str) or not name:
            raise ValueError(f"roles keys must be tool names, got {name!r}.")
        values = (value,) if isinstance(value, str) else value
        try:
            given = frozenset(values)
        except TypeError:
            given = frozenset({value})
        bad = [role for role in given if role not in ROLES]
        if bad or not given:
            raise ValueError(
                f"roles[{name!r}] must be one of {', '.join(ROLES)} (or several), got {value!r}."
            )
        checked[name] = given
    return checked
