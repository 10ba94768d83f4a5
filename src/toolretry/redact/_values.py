"""Bounded, JSON-ready copies of arbitrary values with secrets hidden: parameters, details and
anything exported later (span attributes, metric labels)."""

from __future__ import annotations

import dataclasses
import math
import re
from collections import ChainMap
from collections.abc import Callable, Iterable, Mapping, Sequence, Set
from itertools import islice
from typing import Any

from ._argument_shapes import (
    hide_argument_shapes,
    hide_code,
    hide_opaque,
    names_a_credential,
    names_an_identifier,
)
from ._secret_names import keeps_url
from ._unread_names import hide_under_unread_name

__all__ = ["ValueRedactor", "head_and_tail", "truncate", "window"]

_MAX_DEPTH = 4
_MAX_ITEMS = 20
_LONGEST_WORD = 4_096  # Longer than any token the rules know (a JWT, a PEM line).
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def head_and_tail(text: str, limit: int) -> tuple[str, str]:
    """About ``limit // 2`` characters from each end of ``text``, cut between words.

    These cuts come before redaction, so they do not split a word: a secret across one, cut
    in half, would no longer be recognised (`…k-proj-b6b9…`). The words they run through are
    dropped whole, unless longer than ``_LONGEST_WORD`` (a blob, not a credential): that one
    is cut where it is.
    """
    half = limit // 2
    head, tail = text[:half], text[-half:]
    start = max(0, len(head) - _LONGEST_WORD)
    last_blank = max(head.rfind(" ", start), head.rfind("\n", start), head.rfind("\t", start))
    if last_blank != -1:
        head = head[: last_blank + 1]
    blanks = [i for i in (tail.find(b, 0, _LONGEST_WORD) for b in " \n\t") if i != -1]
    return head, tail[min(blanks) :] if blanks else tail


def window(text: str, limit: int) -> tuple[str, int]:
    """Keep head and tail of a text far longer than anything we show; say how much was dropped."""
    if len(text) <= limit:
        return text, 0
    head, tail = head_and_tail(text, limit)
    windowed = f"{head} … {tail}"
    return windowed, len(text) - len(windowed)


def truncate(text: str, limit: int, dropped: int = 0) -> str:
    """Cut ``text`` to at most ``limit`` characters, keeping head and tail when there is room.

    ``dropped`` counts characters ``window`` already removed, so that the marker tells the
    reader how much of the original is missing.
    """
    if len(text) <= limit:
        return text
    if limit < 40:
        return text[: max(limit, 0)]
    keep = limit - len(f" … [{len(text) + dropped} chars cut] … ")
    tail_len = keep * 2 // 5
    head = text[: keep - tail_len].rstrip()
    tail = text[len(text) - tail_len :].lstrip() if tail_len else ""
    return f"{head} … [{len(text) - len(head) - len(tail) + dropped} chars cut] … {tail}"


def no_surrogates(text: str) -> str:
    return text if text.isascii() else _SURROGATE.sub("\ufffd", text)


def _safe_repr(value: object) -> str:
    try:
        return repr(value)
    except Exception:
        return f"<unrepresentable {type(value).__name__}>"


def _safe_str(value: object) -> str:
    try:
        return str(value)
    except Exception:
        return f"<unrepresentable {type(value).__name__}>"


def _fields_of(value: object) -> Iterable[tuple[str, Any]] | None:
    """The named fields of a dataclass, pydantic model, attrs class or named tuple, if it is one.

    Fields their class keeps out of its ``repr`` (``field(repr=False)``) stay out here too.
    """
    if isinstance(value, type):
        return None
    if dataclasses.is_dataclass(value):
        return [(f.name, getattr(value, f.name, None)) for f in dataclasses.fields(value) if f.repr]
    model_fields = getattr(type(value), "model_fields", None)
    if isinstance(model_fields, dict) and hasattr(value, "model_fields_set"):
        return [
            (name, getattr(value, name, None))
            for name, info in model_fields.items()
            if getattr(info, "repr", True)
        ]
    attrs = getattr(type(value), "__attrs_attrs__", None)
    if attrs is not None:
        return [(a.name, getattr(value, a.name, None)) for a in attrs if getattr(a, "repr", True)]
    as_dict = getattr(value, "_asdict", None)
    if isinstance(value, tuple) and callable(as_dict):
        result = as_dict()
        return list(result.items()) if isinstance(result, Mapping) else None
    return None


# Keys that name the secret held under a sibling `...value` key.
_NAMING_KEYS = ("name", "key")


def _present(value: object) -> bool:
    """Not a missing credential: ``None`` and ``""`` say it was not given, and are kept."""
    return not (value is None or (isinstance(value, str | bytes) and not value))


class ValueRedactor:
    """Converts values as ``RedactionPolicy.redact_value`` says, with the policy's text rule and
    name rule."""

    def __init__(
        self, redact: Callable[[str], str], is_secret_name: Callable[[str], bool], marker: str
    ) -> None:
        self._redact = redact
        self._is_secret_name = is_secret_name
        self._marker = marker
        self._shown_names: dict[str, tuple[str, bool]] = {}

    def convert(self, value: object, max_chars: int = 200) -> Any:
        try:
            return self._convert(value, int(max_chars), 0)
        except Exception:
            return f"<unrepresentable {type(value).__name__}>"

    def convert_mapping(self, params: Mapping[str, Any], max_chars: int = 200) -> dict[str, Any]:
        """``convert`` for a mapping, always returning a dict (``{}`` if it cannot be read)."""
        try:
            limit = int(max_chars)
            if type(params) is dict and len(params) <= _MAX_ITEMS:
                try:
                    return self._items(params.items(), limit, 0)
                except RuntimeError:  # Changed size during iteration: let _convert say so.
                    pass
            result = self._convert(params, limit, 0)
        except Exception:
            return {}
        return result if isinstance(result, dict) else {"value": result}

    def _convert(self, value: Any, limit: int, depth: int) -> Any:
        try:
            if type(value) is str and len(value) <= limit:  # The common case, first and short.
                text = self._redact(value)
                if len(text) <= limit and text.isascii():
                    return text
                return truncate(no_surrogates(text), limit)
            if value is None or value is True or value is False:
                return value
            if isinstance(value, int):  # Past 64 bits, json.dumps may refuse to print it.
                return value if value.bit_length() <= 64 else truncate(str(value), limit)
            if isinstance(value, float):
                return value if math.isfinite(value) else None  # NaN is not JSON.
            if isinstance(value, bytes | bytearray | memoryview):
                return f"<{memoryview(value).nbytes} bytes>"
            if callable(getattr(value, "get_secret_value", None)):
                return self._marker  # pydantic's SecretStr/SecretBytes: never revealed.
            if isinstance(value, str):
                text, dropped = window(value, 4 * max(limit, 0) + 1000)
                return truncate(no_surrogates(self._redact(text)), limit, dropped)
            if isinstance(value, ChainMap):  # Its len() and first item merge every map.
                value = value.maps
            fields = None if isinstance(value, Mapping) else _fields_of(value)
            is_mapping = fields is not None or isinstance(value, Mapping)
            # Any sequence or set (deque, array, UserList, dict.keys()): a bounded prefix, not
            # a whole repr built and then cut.
            if not (is_mapping or isinstance(value, Sequence | Set)):
                text, dropped = window(_safe_repr(value), 4 * max(limit, 0) + 1000)
                return truncate(no_surrogates(self._redact(text)), limit, dropped)
            if depth >= _MAX_DEPTH:
                return f"<{type(value).__name__} nested too deep>"
            source = fields if fields is not None else value.items() if is_mapping else value
            items = list(islice(source, _MAX_ITEMS + 1))
            more = ""
            if len(items) > _MAX_ITEMS:
                total = len(fields) if isinstance(fields, list) else len(value)
                more = f"{total - _MAX_ITEMS} more items"
            if not is_mapping:
                converted = [self._item(item, limit, depth + 1) for item in items[:_MAX_ITEMS]]
                return [*converted, f"… {more}"] if more else converted
            result = self._items(items[:_MAX_ITEMS], limit, depth)
            self._hide_named_value(items, result)
            return {**result, "…": more} if more else result
        except Exception:
            # One hostile value (a failing __len__, __iter__...) must not lose its siblings.
            return truncate(f"<unrepresentable {type(value).__name__}>", limit)

    def _items(self, items: Iterable[tuple[Any, Any]], limit: int, depth: int) -> dict[str, Any]:
        result: dict[str, Any] = {}
        for key, item in items:
            name, secret = self._name(key)
            if secret and _present(item) and not (type(item) is str and keeps_url(name, item)):
                result[name] = self._marker
            elif type(item) is str and not names_an_identifier(name):
                # Its shape, after the text rules (which see a key whole, with its cue), where
                # its name does not say it is an identifier.
                converted = self._convert(item, limit, depth + 1)
                if names_a_credential(name):
                    converted = hide_opaque(converted, self._marker)
                if type(converted) is str:
                    converted = hide_code(name, converted, self._marker)
                    converted = hide_under_unread_name(name, converted, self._marker)
                result[name] = hide_argument_shapes(converted, self._marker)
            else:
                result[name] = self._convert(item, limit, depth + 1)
        return result

    def _item(self, item: Any, limit: int, depth: int) -> Any:
        """An item of a sequence; a pair in a list of pairs (``[("api_key", k), ...]``) that
        names a secret shows only the name. Alone, ``["password", "email"]`` names fields."""
        is_pair = type(item) in (list, tuple) and len(item) == 2
        if is_pair and self._names_secret(item[0]) and _present(item[1]):
            return [self._convert(item[0], limit, depth + 1), self._marker]
        converted = self._convert(item, limit, depth)
        if type(item) is str:  # No name says what it is: its shape decides, as in _items.
            return hide_argument_shapes(converted, self._marker)
        return converted

    def _names_secret(self, name: object) -> bool:
        return type(name) is str and len(name) <= 100 and self._name(name)[1]

    def _hide_named_value(self, items: list[tuple[Any, Any]], result: dict[str, Any]) -> None:
        """``{"Name": "DB_PASSWORD", "Value": pw}`` (AWS, Kubernetes, CloudFormation): the value
        of a mapping that names its own secret is hidden too."""
        if not 2 <= len(items) <= 4:
            return
        named = any(
            type(key) is str and key.lower().endswith(_NAMING_KEYS) and self._names_secret(v)
            for key, v in items
        )
        if named:
            for key, value in items:
                shown = self._name(key)[0]
                if shown.lower().endswith("value") and shown in result and value is not None:
                    result[shown] = self._marker

    def _name(self, key: object) -> tuple[str, bool]:
        """The shown name of a key, and whether its value is a secret; cached for clean names."""
        if type(key) is str and (known := self._shown_names.get(key)) is not None:
            return known
        raw = key if isinstance(key, str) else _safe_str(key)
        name = truncate(no_surrogates(self._redact(raw)), 100)
        result = name, self._is_secret_name(name)
        # Only names that redaction left alone: a key that held a credential is not kept.
        if type(key) is str and name == key:
            if len(self._shown_names) >= 1024:  # Many names, say ids used as keys: start afresh.
                self._shown_names.clear()
            self._shown_names[key] = result
        return result
