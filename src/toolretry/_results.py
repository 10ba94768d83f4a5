"""How a tool's arguments and return value are put into words for the model."""

from __future__ import annotations

import dataclasses
import inspect
import json
from typing import Any

from ._sanitize import redact_params
from ._settings import Settings

__all__ = ["render_result", "request_summary"]


def _json_default(value: object) -> object:
    dump = getattr(value, "model_dump", None)
    if callable(dump):
        return dump(mode="json")
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return dataclasses.asdict(value)
    if isinstance(value, (set, frozenset)):
        return sorted(value, key=repr)
    return str(value)


def render_result(result: object) -> str:
    """A success as text: a ``str`` as is; JSON for dicts, lists, pydantic models and
    dataclasses; ``str()`` for anything else."""
    if isinstance(result, str):
        return result
    if isinstance(result, (dict, list, tuple)):
        return json.dumps(result, ensure_ascii=False, default=_json_default)
    dump_json = getattr(result, "model_dump_json", None)
    if callable(dump_json) and not isinstance(result, type):  # A model class is not a model.
        return str(dump_json())
    if dataclasses.is_dataclass(result) and not isinstance(result, type):
        return json.dumps(dataclasses.asdict(result), ensure_ascii=False, default=_json_default)
    return str(result)


# id(signature) -> (signature, names): hashing a Signature costs more than binding it.
_PLAIN: dict[int, tuple[inspect.Signature, tuple[str, ...] | None]] = {}


def _plain_parameters(signature: inspect.Signature) -> tuple[str, ...] | None:
    """Names of a signature made only of plain parameters, in order; None if it has
    ``*args``, ``**kwargs`` or positional-only ones, which only ``bind`` gets right."""
    cached = _PLAIN.get(id(signature))
    if cached is not None and cached[0] is signature:
        return cached[1]
    names: list[str] | None = []
    for parameter in signature.parameters.values():
        if parameter.kind not in (parameter.POSITIONAL_OR_KEYWORD, parameter.KEYWORD_ONLY):
            names = None
            break
        names.append(parameter.name)  # type: ignore[union-attr]
    result = None if names is None else tuple(names)
    if len(_PLAIN) > 4096:
        _PLAIN.clear()
    _PLAIN[id(signature)] = (signature, result)
    return result


def _named_arguments(
    signature: inspect.Signature, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any] | None:
    names = _plain_parameters(signature)
    if names is not None and len(args) <= len(names):
        # The common case without inspect's bind (several microseconds per failure).
        params = dict(zip(names, args, strict=False))
        for key, value in kwargs.items():
            if key in params or key not in names:
                break
            params[key] = value
        else:
            return params
    try:
        return dict(signature.bind_partial(*args, **kwargs).arguments)
    except TypeError:  # The call itself was wrong; show what was passed instead.
        return None


def request_summary(
    settings: Settings, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    """The ``request`` field: the tool's name and its redacted, truncated parameters."""
    named = None
    if settings.signature is not None:
        named = _named_arguments(settings.signature, args, kwargs)
    if named is not None:
        params = named
        if "self" in params or "cls" in params:
            params = {k: v for k, v in named.items() if k not in ("self", "cls")}
    else:
        params = dict(kwargs)
        if args:
            params["args"] = list(args)
    return {"tool": settings.name, "params": redact_params(params)}
