"""An error code string an unknown exception carries, read by its words.

Vendors and protocols name their errors with identifiers that share the words class names use:
``object_not_found``, ``rate_limited``, ``RESOURCE_EXHAUSTED``, ``BAD_USER_INPUT``,
``Neo.ClientError.Statement.SyntaxError``, ``ResourceNotFoundException``. Such a string, under
the names clients keep it (``code``, ``error_code``, ``errorCode``, ``reason``, ``error_type``
and their other spellings: ``err_code``, ``errorType``, ``kind``, ``sub_code``, …),
or as the first entry of a GraphQL-style ``errors`` list (``extensions.code``, ``code``,
``type``), is split into words and looked up in `NAME_TOKEN_SHAPES`.

Error bodies nest their code (``{"error": {"code": "conflict"}}``, ``{"errors": [{"reason":
...}]}``, a summary such as ``path/not_found/..``) and keep it as a dict, as JSON text or on a
small object: `_nested_codes` finds it by shape at any depth (bounded), under any key whose
words say code, type, kind, reason, error or summary. Snake, camel, kebab, dotted and slash
forms are all split into the same words.

Only identifier-like strings are read (no spaces, a few dozen characters at most): a sentence
under ``reason`` is a message, read by the wording tables instead.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator, Mapping, Sequence
from itertools import islice

from .._category import ErrorCategory
from ._name_tokens import token_row
from ._protocol_tables import GRPC_NUMBERS
from ._verdict import Verdict
from ._weak_signals import concurrency_conflict

__all__ = ["carried_code", "from_code_words"]

_CODE_NAMES = ("code", "error_code", "errorCode", "reason", "error_type")
_ENTRY_NAMES = ("code", "type", "reason")
_IDENTIFIER = re.compile(r"[A-Za-z][A-Za-z0-9_.:/\-]{2,95}")
# Any run of separators (``.``, ``:``, ``/``, ``-``) between a code's words: one underscore.
_SEPARATORS = re.compile(r"[^A-Za-z0-9]+")
# A ``name`` is read only in the shape of an error constant (``TOO_MANY_PARTS``, ClickHouse's
# and others'): upper-case words joined by underscores; any other name names a thing.
_CONSTANT = re.compile(r"[A-Z][A-Z0-9]*(_[A-Z0-9]+)+")
# Other spellings of a code's name (``err_code``, ``errCode``, ``errorType``, ``error_kind``,
# ``sub_code``), and names read only when their value is an error constant (``status``).
_CODE_KEY = re.compile(r"(err(or)?_?)?([Cc]ode|[Tt]ype|[Kk]ind|[Rr]eason)|\w+_?[Cc]ode")
_CONSTANT_KEY = re.compile(r"(err(or)?_?)?([Nn]ame|[Ss]tatus)")
# gRPC's canonical names, which are constants without an underscore too ("UNAVAILABLE",
# "ABORTED"): under a status-like key, such a name is the call's status.
_GRPC_NAMES = frozenset(GRPC_NUMBERS.values())
# Where a document store's JSON error body puts its code (CouchDB's ``{"error": "conflict",
# "reason": ...}``, etcd's ``{"errorCode": 100, "message": ...}``, and the like), when the
# client hands the parsed body over as the exception's first argument.
_BODY_CODE_NAMES = ("error", "code", "error_code", "errorCode", "type", "reason")


# The words of a key under which a nested body keeps its error code, and those that say the
# value is prose or a number, not a code.
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
_CODE_WORDS = frozenset({"code", "type", "kind", "reason", "error", "err", "summary", "tag"})
_PROSE_WORDS = frozenset({"message", "msg", "description", "detail", "text", "url", "uri", "id"})
_MAX_DEPTH = 4
_MAX_ITEMS = 16
_MAX_JSON = 16 * 1024


def _codeish(key: object) -> bool:
    """True when a key's words say it holds an error code (``errorCode``, ``error_summary``,
    ``sub-reason``, ``ErrorType``), not its prose."""
    if not isinstance(key, str):
        return False
    words = {word.lower() for word in _WORD.findall(key)}
    return bool(words & _CODE_WORDS) and not words & _PROSE_WORDS


def _nested_codes(value: object, depth: int) -> Iterator[object]:
    """The code-like strings under code-ish keys inside ``value``: a mapping, a list, JSON
    text or a small object's attributes, ``_MAX_DEPTH`` levels down at most, shallow first."""
    if depth >= _MAX_DEPTH or value is None or isinstance(value, (int, float, BaseException)):
        return
    if isinstance(value, (str, bytes)):
        value = _json_object(value)
        if value is None:
            return
    elif not isinstance(value, (Mapping, list, tuple)):
        own = getattr(value, "__dict__", None)
        if not isinstance(own, dict) or callable(value):
            return
        value = own
    if isinstance(value, Mapping):
        items = list(islice(value.items(), _MAX_ITEMS))
        for key, item in items:
            if isinstance(item, str) and _codeish(key):
                yield item
        for _, item in items:
            if not isinstance(item, str):
                yield from _nested_codes(item, depth + 1)
    elif isinstance(value, (list, tuple)):
        for item in value[:_MAX_ITEMS]:
            yield from _nested_codes(item, depth + 1)


def _json_object(text: str | bytes) -> object:
    """A JSON object or list kept as text, parsed; else None."""
    if len(text) > _MAX_JSON:
        return None
    if isinstance(text, bytes):
        text = text.decode("utf-8", "replace")
    head = text.lstrip()[:1]
    if head not in ("{", "["):
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


def _identifier(value: object) -> str | None:
    if isinstance(value, str) and _IDENTIFIER.fullmatch(value):
        return value
    return None


def _first_entry_code(errors: object) -> str | None:
    """The code of the first entry of a GraphQL-style ``errors`` list, if it has one."""
    if not isinstance(errors, Sequence) or isinstance(errors, (str, bytes)) or not errors:
        return None
    entry = errors[0]
    if not isinstance(entry, Mapping):
        return None
    extensions = entry.get("extensions")
    if isinstance(extensions, Mapping):
        code = _identifier(extensions.get("code"))
        if code is not None:
            return code
    for name in _ENTRY_NAMES:
        code = _identifier(entry.get(name))
        if code is not None:
            return code
    return None


def _argument_codes(args: tuple[object, ...]) -> list[object]:
    """The error code a parsed error body given as the first argument carries: a mapping's
    code keys (`_BODY_CODE_NAMES`), or the first of an ``(error, reason)`` pair of strings."""
    body = args[0] if args else None
    if isinstance(body, Mapping):
        return [body.get(name) for name in _BODY_CODE_NAMES]
    if isinstance(body, tuple) and len(body) == 2 and all(isinstance(v, str) for v in body):
        return [body[0]]
    return []


def _spelled_codes(own: dict[str, object]) -> Iterator[str]:
    """The strings ``own`` keeps under a code's name in each client's own spelling (``err_code``,
    ``errorType``, ``sub_code``), and error constants under a status-like name, in order."""
    for key, value in own.items():
        if not isinstance(key, str) or key in _CODE_NAMES or not isinstance(value, str):
            continue
        if _CODE_KEY.fullmatch(key) or (
            _CONSTANT_KEY.fullmatch(key) and (_CONSTANT.fullmatch(value) or value in _GRPC_NAMES)
        ):
            yield value


def carried_code(exc: BaseException) -> str | None:
    """The first identifier-like error code ``exc`` keeps in its own attributes under a name
    that says code (``code``, ``error_code``, ``errCode``, ``error_type``…), else None."""
    own = getattr(exc, "__dict__", None)
    if not isinstance(own, dict):
        return None
    for value in (*(own.get(name) for name in _CODE_NAMES), *_spelled_codes(own)):
        if (code := _identifier(value)) is not None:
            return code
    return None


def _text(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def from_code_words(exc: BaseException) -> Verdict | None:
    """The verdict the words of an error code string on ``exc`` give, or None. Never raises."""
    try:
        own = getattr(exc, "__dict__", None)
        if not isinstance(own, dict):
            return None
        codes = [own.get(name) for name in _CODE_NAMES]
        codes.append(_first_entry_code(own.get("errors")))
        codes.extend(_spelled_codes(own))
        codes.extend(_argument_codes(exc.args))
        for value in (*islice(own.values(), _MAX_ITEMS), *exc.args[:3]):
            codes.extend(_nested_codes(value, 0))
        for value in codes:
            code = _identifier(value)
            if code is None:
                continue
            row = token_row(_SEPARATORS.sub("_", code).strip("_"))
            if row is None:
                continue
            if row[1] == "ALREADY_EXISTS" and concurrency_conflict(_text(exc)):
                # A "conflict" code whose message says the target changed under the request
                # ("the resource has changed during the request"): concurrent work won, and
                # the same request, sent again, meets the new state.
                row = (ErrorCategory.TRANSIENT, "TRANSACTION_CONFLICT", row[2])
            return Verdict(row[0], row[1], exc, details={"error_code": code})
    except Exception:  # foreign containers must never break classification
        return None
    return None
