"""An HTTP status kept under a name of the library's own choosing, found by the name's words.

Clients spell the reply's status a dozen ways (``response_code``, ``httpStatusCode``,
``statusCode``, ``http_code``, ``lastStatus``, ``get_status_code()``...). A list of those names
misses the next client's; their *words* do not: a public name whose words say "status" or
"http", or "code" beside "response"/"reply"/"http", names the status. The same reading finds
the reply object itself under names whose words say "response"/"reply".

Sanity checks keep other numbers out: words that name something else (an exit or return
status, an errno, a line, a port, a count) disqualify a name; a name that says only "status"
must hold a registered 4xx/5xx error status (a job's status 202 is not a reply's), while one
that says "http" or "response" may hold any status 100..599. Instance attributes are read from
``__dict__`` (no property runs); public properties and zero-argument methods of the class are
read only when their name says status, and the names are found once per class.
"""

from __future__ import annotations

import inspect
import re
import warnings
from collections.abc import Iterator
from itertools import islice

__all__ = ["named_responses", "named_statuses", "status_words"]

# CamelCase, snake_case, kebab-case and digits to lower-case words: "httpStatusCode" ->
# ("http", "status", "code").
_WORD = re.compile(r"[A-Z]?[a-z]+|[A-Z]+(?![a-z])")
# Words that name a number other than a reply's status.
_OTHER_NUMBERS = frozenset(
    {"exit", "return", "returncode", "errno", "os", "process", "proc", "signal", "line", "col",
     "column", "port", "count", "len", "length", "size", "id", "index", "offset", "pid", "grpc",
     "sql", "sqlstate", "vendor", "db", "native", "sub", "internal", "error", "err", "result"}
)  # fmt: skip
_REPLY = frozenset({"response", "resp", "reply", "res", "http", "https"})
_MAX_KEPT = 16
_ARGUED = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)
# The words a class-level name may consist of to be read (property) or called (method).
_GETTER_WORDS = frozenset({"get", "last", "current", "status", "code", *_REPLY})
# Words that may qualify a reply's name without making it something else.
_QUALIFIERS = frozenset(
    {"raw", "last", "original", "orig", "server", "final", "error", "err", "api"}
)
_MAX_CLASS_NAMES = 8
_WORDS_CACHE: dict[str, str | None] = {}
_CLASS_CACHE: dict[type, tuple[str, ...]] = {}
_CACHE_MAX = 1024

STRICT, LOOSE = "strict", "loose"


def status_words(name: str) -> str | None:
    """How a name's words say it holds a status: `LOOSE` (any 100..599: it says http or
    response), `STRICT` (only a registered 4xx/5xx: it says status alone), or None."""
    try:
        return _WORDS_CACHE[name]
    except KeyError:
        pass
    words = frozenset(w.lower() for w in _WORD.findall(name))
    says: str | None = None
    if not name.startswith("_") and not words & _OTHER_NUMBERS and name not in ("status", "code"):
        # A bare "status"/"code" is read by `_http_facts` with its own checks.
        if words & _REPLY and ("status" in words or "code" in words):
            says = LOOSE
        elif "status" in words:
            says = STRICT
    if len(_WORDS_CACHE) >= _CACHE_MAX:
        _WORDS_CACHE.clear()
    _WORDS_CACHE[name] = says
    return says


def _class_names(cls: type) -> tuple[str, ...]:
    """The public names of ``cls`` (not of ``BaseException``) whose words say status."""
    try:
        return _CLASS_CACHE[cls]
    except KeyError:
        pass
    found: list[str] = []
    try:
        base = set(dir(BaseException))
        for name in dir(cls):
            if name in base or status_words(name) is None:
                continue
            # Only a name that is nothing but the status asked for: ``raise_for_status()`` is
            # an action, never to be run by a classifier.
            if {word.lower() for word in _WORD.findall(name)} <= _GETTER_WORDS:
                found.append(name)
                if len(found) >= _MAX_CLASS_NAMES:
                    break
    except Exception:  # a hostile class: nothing of it is read
        found = []
    if len(_CLASS_CACHE) >= _CACHE_MAX:
        _CLASS_CACHE.clear()
    _CLASS_CACHE[cls] = names = tuple(found)
    return names


def _class_value(obj: object, name: str) -> object:
    """A property's value, or a zero-argument method's result; None for anything else."""
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a deprecated spelling warns toolretry, not the user
            value = getattr(obj, name, None)
            if inspect.ismethod(value):
                parameters = inspect.signature(value).parameters.values()
                required = [p for p in parameters if p.default is p.empty and p.kind in _ARGUED]
                return None if required else value()
            return None if callable(value) else value
    except Exception:  # a property or method may raise anything
        return None


def named_statuses(obj: object) -> Iterator[tuple[object, str]]:
    """(value, `LOOSE`/`STRICT`) of each attribute, property or zero-argument method of ``obj``
    whose name's words say it holds a status. Never raises."""
    own = getattr(obj, "__dict__", None)
    if isinstance(own, dict):
        for key, value in islice(own.items(), _MAX_KEPT):
            if isinstance(key, str) and type(value) is int:
                says = status_words(key)
                if says is not None:
                    yield value, says
    for name in _class_names(type(obj)):
        if isinstance(own, dict) and name in own:
            continue
        says = status_words(name)
        if says is not None:
            yield _class_value(obj, name), says


def named_responses(obj: object) -> Iterator[object]:
    """The objects ``obj`` keeps under names that say they *are* the reply: reply words
    ("response", "resp", "reply"), at most qualified (``raw_response``, ``lastReply``,
    ``http_resp``, ``original_response``); a record *about* a reply (``response_info``) is
    read by its shape elsewhere. Never raises."""
    own = getattr(obj, "__dict__", None)
    if not isinstance(own, dict):
        return
    for key, value in islice(own.items(), _MAX_KEPT):
        if value is None or not isinstance(key, str) or key.startswith("_"):
            continue
        words = frozenset(w.lower() for w in _WORD.findall(key))
        if (
            words & _REPLY
            and words <= _REPLY | _QUALIFIERS
            and not isinstance(value, (str, bytes, int, float, dict, list, tuple))
        ):
            yield value
