"""Look a few header names up in the containers real clients hand out, without a pass over all.

``read_headers`` walks every (name, value) pair, lower-casing each name; on requests'
``CaseInsensitiveDict``, ``httpx.Headers`` and ``email.message.Message`` that walk runs their
Python code for every pair. Below, the few names asked for
are looked up directly, or the names alone are walked. Each reader gives exactly what the walk
would (first value of a name, as text) or None to let the walk decide; none of them raises.
"""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["lookup"]

_MAX_ITEMS = 1000  # read_headers looks at no more; a bigger container is left to it


def _requests(headers: object, names: frozenset[str]) -> dict[str, str] | None:
    # CaseInsensitiveDict keeps {lower-cased name: (name as set, value)} in `_store`, which is
    # what its lower_items() iterates.
    store = headers.__dict__.get("_store")
    if not isinstance(store, dict) or len(store) > _MAX_ITEMS:
        return None
    found: dict[str, str] = {}
    for name in names.intersection(store):  # one pass in C over the names it holds
        entry = store[name]
        if type(entry) is not tuple or len(entry) != 2 or type(entry[1]) is not str:
            return None  # not the shape we know, or a value the walk would convert
        found[name] = entry[1]
    return found


def _httpx(headers: object, names: frozenset[str]) -> dict[str, str] | None:
    # httpx.Headers keeps [(raw name, lower-cased name, value)] as bytes in `_list`, which
    # multi_items() decodes in full (with the container's detected encoding) for every pair.
    pairs = headers.__dict__.get("_list")
    if type(pairs) is not list or len(pairs) > _MAX_ITEMS:
        return None
    found: dict[str, str] = {}
    for entry in pairs:
        if type(entry) is not tuple or len(entry) != 3:
            return None
        lowered, value = entry[1], entry[2]
        if type(lowered) is not bytes or type(value) is not bytes:
            return None
        name = lowered.decode("latin-1")  # bytes to the same text whatever the encoding
        if name in names and name not in found:
            if not value.isascii():
                return None  # the container's encoding decides: leave it to multi_items()
            found[name] = value.decode("ascii")
    return found


def _multidict(headers: object, names: frozenset[str]) -> dict[str, str] | None:
    # aiohttp's CIMultiDict(Proxy) looks names up case-insensitively in C; get() gives a
    # name's first value, as the walk over items() keeps.
    get = getattr(headers, "get", None)
    if get is None or len(headers) > _MAX_ITEMS:  # type: ignore[arg-type]
        return None
    found: dict[str, str] = {}
    for name in names:
        value = get(name)
        if value is None:
            continue
        if type(value) is not str:
            return None
        found[name] = value
    return found


def _message(headers: object, names: frozenset[str]) -> dict[str, str] | None:
    # email.message.Message (urllib's HTTPError.headers): items() runs the policy's parser on
    # every header; keys() lists the names as they came, and get() parses only a wanted one
    # (the first of its name, as the walk keeps).
    keys = headers.keys()  # type: ignore[attr-defined]
    if type(keys) is not list or len(keys) > _MAX_ITEMS:
        return None
    found: dict[str, str] = {}
    for key in keys:
        if type(key) is not str:
            return None
        name = key.lower()
        if name in names and name not in found:
            value = headers.get(key)  # type: ignore[attr-defined]
            if type(value) is not str:
                return None  # a parsed Header object: the walk converts it
            found[name] = value
    return found


Reader = Callable[[object, frozenset[str]], "dict[str, str] | None"]
_READERS: dict[tuple[str, str], Reader] = {
    ("requests.structures", "CaseInsensitiveDict"): _requests,
    ("httpx", "Headers"): _httpx,  # httpx sets its public classes' __module__
    ("httpx2", "Headers"): _httpx,  # openai's and anthropic's vendored fork
    ("multidict._multidict", "CIMultiDict"): _multidict,
    ("multidict._multidict", "CIMultiDictProxy"): _multidict,
    ("http.client", "HTTPMessage"): _message,
    ("email.message", "Message"): _message,
}
# Container class -> its reader or None, so that a plain dict (botocore's headers) pays one
# lookup by class, not a (module, name) key. Bounded, as classes can be made on the fly.
_BY_CLASS: dict[type, Reader | None] = {}
_BY_CLASS_MAX = 256


def _reader_for(cls: type) -> Reader | None:
    try:
        return _BY_CLASS[cls]
    except KeyError:
        pass
    try:
        reader = _READERS.get((cls.__module__, cls.__name__))
    except Exception:  # a class without a usable name: the walk decides
        reader = None
    if len(_BY_CLASS) >= _BY_CLASS_MAX:
        _BY_CLASS.clear()
    _BY_CLASS[cls] = reader
    return reader


def lookup(headers: object, names: frozenset[str]) -> dict[str, str] | None:
    """The headers among ``names`` (lower-cased) in ``headers``, read without a walk; None
    when ``headers`` is not one of the known containers, or not as expected. Never raises."""
    reader = _BY_CLASS.get(type(headers))  # a known class costs no call
    if reader is None:
        if type(headers) in _BY_CLASS:
            return None
        reader = _reader_for(type(headers))
        if reader is None:
            return None
    try:
        return reader(headers, names)
    except Exception:  # a foreign object: the walk decides
        return None
