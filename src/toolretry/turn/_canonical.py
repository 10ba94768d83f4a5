"""A stable, bounded key for "the same call again", so a turn can spot a model repeating itself."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import inspect
import json
import math
from collections.abc import Mapping, Set
from typing import Any

from pydantic import BaseModel

__all__ = ["call_key", "identify_call"]

# Deeper nesting than this is summarised by a bounded repr: arguments a model sends are shallow,
# and recursion must never blow the stack on a pathological value.
_MAX_DEPTH = 32
# A repr longer than this is cut; the key is a hash anyway, this only bounds the work.
_MAX_REPR_CHARS = 4096


def call_key(tool: str, args: tuple[Any, ...], kwargs: Mapping[str, Any]) -> str:
    """Return a fixed-size key identifying a call by tool name and canonical arguments.

    Keyword order does not matter; dicts, sets and frozensets compare by content; pydantic
    models and dataclasses by their fields; tuples and lists by their items. Values that
    cannot be serialised fall back to a bounded ``repr``. Never raises.
    """
    try:
        canonical: Any = [tool, _canonical(list(args), 0, set()), _canonical(kwargs, 0, set())]
        text = json.dumps(canonical, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except Exception:  # A key must never break a call; fall back to the arguments' repr.
        text = json.dumps([tool, _bounded_repr(args), _bounded_repr(kwargs)])
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


def identify_call(
    tool: str,
    args: tuple[Any, ...],
    kwargs: Mapping[str, Any],
    signature: inspect.Signature | None = None,
) -> tuple[str, dict[str, Any]]:
    """The call's key, and its parameters as an observation's ``request`` shows them.

    With the tool's ``signature`` arguments are bound to names first, so passing a parameter
    by position or by keyword, or spelling out its default, is the same call.
    """
    bound = None
    if signature is not None:
        try:
            bound = signature.bind_partial(*args, **kwargs)
        except TypeError:  # The call itself is wrong; it is keyed by what was passed.
            bound = None
    if bound is None:
        params = dict(kwargs)
        if args:
            params["args"] = list(args)
        return call_key(tool, args, kwargs), params
    params = _named(bound)
    bound.apply_defaults()
    return call_key(tool, (), _named(bound)), params


def _named(bound: inspect.BoundArguments) -> dict[str, Any]:
    return {k: v for k, v in bound.arguments.items() if k not in ("self", "cls")}


def _canonical(value: Any, depth: int, path: set[int]) -> Any:
    """A JSON-ready form of ``value`` equal for equal values; tags keep types apart."""
    if isinstance(value, enum.Enum):  # Before int/str: IntEnum and StrEnum are both.
        return {"$enum": _type_name(value), "value": _canonical(value.value, depth + 1, path)}
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else {"$float": repr(value)}
    if depth >= _MAX_DEPTH:
        return {"$deep": _bounded_repr(value)}
    if isinstance(value, (bytes, bytearray, memoryview)):
        return {"$bytes": hashlib.sha256(bytes(value)).hexdigest()}
    marker = id(value)
    if marker in path:  # Self-referential: the same object on the current path.
        return {"$cycle": _type_name(value)}
    path.add(marker)
    try:
        return _container(value, depth + 1, path)
    finally:
        path.discard(marker)


def _container(value: Any, depth: int, path: set[int]) -> Any:
    if isinstance(value, Mapping):
        items = [[_canonical(k, depth, path), _canonical(v, depth, path)] for k, v in value.items()]
        items.sort(key=_sort_key)
        return {"$map": items}
    if isinstance(value, list):
        return [_canonical(item, depth, path) for item in value]
    if isinstance(value, tuple):
        return {"$tuple": [_canonical(item, depth, path) for item in value]}
    if isinstance(value, Set):
        return {"$set": sorted((_canonical(item, depth, path) for item in value), key=_sort_key)}
    if isinstance(value, BaseModel):
        return {"$model": _type_name(value), "fields": _model_fields(value, depth, path)}
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: getattr(value, f.name, None) for f in dataclasses.fields(value)}
        return {"$dataclass": _type_name(value), "fields": _canonical(fields, depth, path)}
    return {"$repr": _type_name(value), "text": _bounded_repr(value)}


def _model_fields(model: BaseModel, depth: int, path: set[int]) -> Any:
    try:
        dumped = model.model_dump(mode="python")
    except Exception:  # A model that cannot dump itself is still identified by its repr.
        return _bounded_repr(model)
    return _canonical(dumped, depth, path)


def _sort_key(item: Any) -> str:
    return json.dumps(item, ensure_ascii=False, sort_keys=True, default=repr)


def _type_name(value: Any) -> str:
    kind = type(value)
    return f"{kind.__module__}.{kind.__qualname__}"


def _bounded_repr(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:  # A broken __repr__ still needs some stable stand-in.
        return f"<unrepresentable {_type_name(value)}>"
    if len(text) > _MAX_REPR_CHARS:
        return text[:_MAX_REPR_CHARS] + f"...<{len(text)} chars>"
    return text
