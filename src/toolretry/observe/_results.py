"""How a tool's arguments and return value are put into words for the model."""

from __future__ import annotations

import dataclasses
import inspect
import json
import math
from collections.abc import Mapping, Sequence
from typing import Any, Protocol

from ._sanitize import redact_params

__all__ = ["ToolShape", "call_parameters", "render_envelope", "render_result", "request_summary"]


class ToolShape(Protocol):
    """What naming a call's arguments needs to know of the tool (the decorator's settings)."""

    @property
    def name(self) -> str: ...
    @property
    def plain_parameters(self) -> Sequence[str] | None: ...
    @property
    def signature(self) -> inspect.Signature | None: ...
    @property
    def excluded_names(self) -> frozenset[str]: ...
    @property
    def excluded_types(self) -> tuple[type, ...]: ...


def _json_default(value: object) -> object:
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        return dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    return str(value)


_MAX_DEPTH = 100


def _plain_json(value: object, depth: int = 0) -> object:
    """``value`` with what JSON cannot hold made valid: NaN and infinities become None,
    keys that are not strings become strings. Used only when strict encoding failed."""
    if depth > _MAX_DEPTH:
        raise ValueError("the result is nested too deeply (or refers to itself)")
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, dict):
        return {
            key if isinstance(key, str) else _key_text(key): _plain_json(item, depth + 1)
            for key, item in value.items()
        }
    if isinstance(value, (list, tuple)):
        return [_plain_json(item, depth + 1) for item in value]
    if isinstance(value, (str, int, bool)) or value is None:
        return value
    return _plain_json(_json_default(value), depth + 1)


def _key_text(key: object) -> str:
    if isinstance(key, tuple):
        return ", ".join(str(part) for part in key)
    return str(key)


def _dumps(value: object, separators: tuple[str, str] | None = None) -> str:
    try:
        return json.dumps(
            value,
            ensure_ascii=False,
            default=_json_default,
            allow_nan=False,
            separators=separators,
        )
    except (TypeError, ValueError):  # NaN, keys that are not strings: made valid, then again.
        return json.dumps(
            _plain_json(value), ensure_ascii=False, allow_nan=False, separators=separators
        )


def render_result(result: object) -> str:
    """A success as text: a ``str`` as is; JSON for dicts, lists, tuples, sets (a sorted
    list), pydantic models and dataclasses (always valid JSON: NaN becomes ``null``, keys
    become strings); an HTTP response object's body text; ``str()`` for anything else. Raises
    when the result cannot be put into words at all."""
    if type(result) is str:
        return result
    if isinstance(result, str):
        return str.__str__(result)
    if isinstance(result, (dict, list, tuple, set, frozenset)):
        return _dumps(result)
    dump_json = getattr(result, "model_dump_json", None)
    if callable(dump_json) and not isinstance(result, type):  # A model class is not a model.
        return str(dump_json())
    if dataclasses.is_dataclass(result) and not isinstance(result, type):
        return _dumps(dataclasses.asdict(result))
    if isinstance(result, float) and not math.isfinite(result):
        return "null"
    body = _response_body(result)
    if body is not None:
        return body
    text = str(result)
    if type(text) is not str:
        raise TypeError(f"str() of the result returned {type(text).__name__}, not str")
    return text


def _response_body(result: object) -> str | None:
    """The decoded body of an HTTP response object a tool returned (requests' and httpx's
    ``.text``), which says more to a model than its ``repr``; an error status never gets here
    (the pipeline answers it as a failure)."""
    if type(getattr(result, "status_code", None)) is not int:
        return None
    text = getattr(result, "text", None)
    return text if type(text) is str else None


def render_envelope(values: Mapping[str, Any], result: object) -> str:
    """A success as ``{"status": "ok", "tool": ..., "result": ...}``
    (``Output(envelope=True)``): the tool's own ``result`` object as JSON inside (never a JSON
    string inside JSON), with ``fallback`` and ``primary_error`` when a fallback answered."""
    envelope: dict[str, Any] = {"status": "ok", "tool": values.get("tool"), "result": result}
    for key in ("fallback", "primary_error"):
        if values.get(key):
            envelope[key] = values[key]
    return _dumps(envelope, (",", ":"))  # As compact as a failure's JSON.


def _named_arguments(
    settings: ToolShape, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any] | None:
    names = settings.plain_parameters
    if names is not None and len(args) <= len(names):
        # The common case without inspect's bind (several microseconds per failure).
        params = dict(zip(names, args, strict=False))
        for key, value in kwargs.items():
            if key in params or key not in names:
                break
            params[key] = value
        else:
            return params
    if settings.signature is None:
        return None
    try:
        return dict(settings.signature.bind_partial(*args, **kwargs).arguments)
    except TypeError:  # The call itself was wrong; show what was passed, named where it can be.
        return _unbound_arguments(settings.signature, args, kwargs)


_POSITIONAL = (inspect.Parameter.POSITIONAL_ONLY, inspect.Parameter.POSITIONAL_OR_KEYWORD)


def _unbound_arguments(
    signature: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    """A call that does not bind (too many arguments, one given twice): each positional
    argument under the name of the parameter in its place, those past the last under
    ``args``, and keyword arguments that name an argument again under ``kwargs``. Names,
    because redaction goes by them: ``login("bob", pw, True)`` must still hide ``pw``."""
    names = [p.name for p in signature.parameters.values() if p.kind in _POSITIONAL]
    params: dict[str, Any] = dict(zip(names, args, strict=False))
    again = {key: value for key, value in kwargs.items() if key in params}
    params.update((key, value) for key, value in kwargs.items() if key not in params)
    # `*args`/`**kwargs` when a parameter is called `args`/`kwargs`: nothing is overwritten.
    if len(args) > len(names):
        params["args" if "args" not in params else "*args"] = list(args[len(names) :])
    if again:
        params["kwargs" if "kwargs" not in params else "**kwargs"] = again
    return params


def call_parameters(
    settings: ToolShape, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    """The call's arguments by parameter name, without ``self``/``cls`` and the parameters
    the tool excludes (framework context objects); not yet redacted."""
    named = _named_arguments(settings, args, kwargs)
    if named is not None:
        params = named
    else:
        params = dict(kwargs)
        if args:
            params["args"] = list(args)
    drop = settings.excluded_names
    kinds = settings.excluded_types
    if "self" in params or "cls" in params or drop or kinds:
        params = {
            key: value
            for key, value in params.items()
            if key not in drop
            and key not in ("self", "cls")
            and not (kinds and isinstance(value, kinds))
        }
    return params


def request_summary(
    settings: ToolShape, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    """The ``request`` field: the tool's name and its redacted, truncated parameters."""
    return {"tool": settings.name, "params": redact_params(call_parameters(settings, args, kwargs))}
