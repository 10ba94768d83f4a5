"""How a tool's arguments and return value are put into words for the model."""

from __future__ import annotations

import dataclasses
import inspect
import json
from collections.abc import Sequence
from typing import Any, Protocol

from ._sanitize import redact_params

__all__ = ["ToolShape", "render_result", "request_summary"]


class ToolShape(Protocol):
    """What naming a call's arguments needs to know of the tool (the decorator's settings)."""

    @property
    def name(self) -> str: ...
    @property
    def plain_parameters(self) -> Sequence[str] | None: ...
    @property
    def signature(self) -> inspect.Signature | None: ...


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
    except TypeError:  # The call itself was wrong; show what was passed instead.
        return None


def request_summary(
    settings: ToolShape, args: tuple[Any, ...], kwargs: dict[str, Any]
) -> dict[str, Any]:
    """The ``request`` field: the tool's name and its redacted, truncated parameters."""
    named = _named_arguments(settings, args, kwargs)
    if named is not None:
        params = named
        if "self" in params or "cls" in params:
            params = {k: v for k, v in named.items() if k not in ("self", "cls")}
    else:
        params = dict(kwargs)
        if args:
            params["args"] = list(args)
    return {"tool": settings.name, "params": redact_params(params)}
