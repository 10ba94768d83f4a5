"""Protocol facts read without knowing the client that raised them.

A protocol outlives its clients: Redis' error replies reach Python through redis-py, but also
through its forks and rewrites (valkey, coredis, hiredis' ``ReplyError``, KeyDB or Dragonfly
clients), and a websocket close code through a dozen libraries, each keeping it under its own
attribute (``code``, ``close_code``, ``reason``, an ``IntEnum`` such as ``CloseReason``) or only
in its message ("Connection closed: 1008"). Readers bound to one package's module name miss
every other client of the same protocol; these read the protocol's own shape instead:

* a Redis (RESP) error reply: the message starts with the server's upper-case error prefix
  (``WRONGTYPE``, ``MASTERDOWN``, ``NOSCRIPT``, …), whatever module the class lives in;
* a websocket close code: an int from 1000 to 4999 on an exception whose class (or one of its
  first bases) is named for a websocket or a closed connection, under any attribute name, or
  in its message right after "close"/"closed"/"code".
"""

from __future__ import annotations

import re

from ._clients import attr
from ._clients_stores import REDIS_PREFIXES
from ._protocol_tables import Row

__all__ = ["close_code", "resp_reply_row"]

_MAX_BASES = 4  # the class and its first bases: where a library names what it is
# A RESP error reply: the prefix, then the server's text. MOVED and ASK are common English
# words, so they count only in their exact redirect shape ("MOVED 3999 127.0.0.1:6381").
_RESP = re.compile(r"([A-Z]{3,12}) \S")
_REDIRECT = re.compile(r"(MOVED|ASK) \d+ \S+:\d+")


def resp_reply_row(exc: BaseException) -> tuple[str, Row] | None:
    """The Redis error prefix and its row when the message of ``exc`` is a RESP error reply,
    else None. A builtin exception is never a client's reply."""
    if type(exc).__module__ == "builtins":
        return None
    args = exc.args
    text = args[0] if args and isinstance(args[0], str) else None
    if text is None:
        return None
    match = _RESP.match(text)
    if match is None:
        return None
    prefix = match.group(1)
    if prefix in ("MOVED", "ASK") and _REDIRECT.match(text) is None:
        return None
    row = REDIS_PREFIXES.get(prefix)
    return None if row is None else (prefix, row)


_CLOSE_NAMES = re.compile(r"websocket|closed")
# The attribute names close codes are kept under most often, read first.
_CODE_NAMES = ("code", "close_code", "status_code", "status", "reason", "rcvd_code")
# The number right after "closed:", "close code", "with code=": not any number near "closed"
# ("closed after 1500 ms" is a duration).
_IN_TEXT = re.compile(
    r"\b(?:close[ds]?|code)\b(?:\s*(?:with|code|status|frame)\b)*[\s:=#(]{0,3}"
    r"(1\d{3}|[34]\d{3})\b(?!\s*(?:ms|s|sec\w*|bytes|%))",
    re.IGNORECASE,
)


def _close_number(value: object) -> int | None:
    """``value`` as a close code (an int or ``IntEnum`` from 1000 to 4999), else None."""
    if isinstance(value, int) and not isinstance(value, bool) and 1000 <= value <= 4999:
        return int(value)
    return None


def _named_for_close(cls: type) -> bool:
    try:
        return _NAMED[cls]
    except KeyError:
        pass
    named = False
    for klass in cls.__mro__[:_MAX_BASES]:
        if klass.__module__ == "builtins":
            break
        if _CLOSE_NAMES.search(klass.__name__.lower()):
            named = True
            break
    if len(_NAMED) >= _NAMED_MAX:
        _NAMED.clear()
    _NAMED[cls] = named
    return named


# Whether a class is named for a closed connection depends on the class alone: found once per
# class (bounded, as classes can be made on the fly), not by a regex per failure.
_NAMED: dict[type, bool] = {}
_NAMED_MAX = 512


def close_code(exc: BaseException) -> int | None:
    """The websocket close code ``exc`` carries, or None.

    websockets' ``rcvd`` frame first (no frame: 1006, the connection dropped); then, on a class
    named for a websocket or a closed connection, the first close-code-shaped int under the
    usual names, under any other name of the instance, or in the message after "close"/"code".
    """
    cls = type(exc)
    if hasattr(cls, "rcvd") or "rcvd" in getattr(exc, "__dict__", {}):  # websockets
        code = attr(attr(exc, "rcvd"), "code")
        return code if isinstance(code, int) else 1006  # no close frame came: it dropped
    if not _named_for_close(cls):
        return None
    for name in _CODE_NAMES:
        found = _close_number(attr(exc, name))
        if found is not None:
            return found
    own = getattr(exc, "__dict__", None)
    if isinstance(own, dict):
        for value in own.values():
            found = _close_number(value)
            if found is not None:
                return found
    for arg in exc.args[:2]:
        found = _close_number(arg)
        if found is None and isinstance(arg, str):
            match = _IN_TEXT.search(arg[:200])
            found = int(match.group(1)) if match else None
        if found is not None:
            return found
    return None
