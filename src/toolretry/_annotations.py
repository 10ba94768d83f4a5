"""The decorated tool's annotations, resolved in the user's module where they were written.

Under ``from __future__ import annotations`` the original's annotations are strings. The
wrapper lives in toolretry's module, so a framework that evaluates the wrapper's strings (or
reads its ``__signature__``) would look the names up in the wrong place; resolving them here,
against the original's own globals, gives every framework what the plain function gives.
"""

from __future__ import annotations

import inspect
import typing
from collections.abc import Callable
from typing import Any

__all__ = ["resolved_annotations"]


def resolved_annotations(
    fn: Callable[..., Any], signature: inspect.Signature | None
) -> tuple[dict[str, Any], inspect.Signature | None]:
    """``fn``'s annotations and ``signature`` with string annotations evaluated as
    ``inspect.get_annotations(fn, eval_str=True)`` does, in ``fn``'s module.

    A name that does not resolve yet (a class defined further down the module) becomes a
    ``typing.ForwardRef`` bound to ``fn``'s module, so that a framework resolving it later
    (``typing.get_type_hints``, pydantic) looks in the user's module, not toolretry's.
    """
    raw: dict[str, Any] = dict(getattr(fn, "__annotations__", None) or {})
    if not any(isinstance(value, str) for value in raw.values()):
        annotations = raw  # Nothing to evaluate (no ``from __future__ import annotations``).
    else:
        resolved = _evaluated_all(fn, raw)
        annotations = {name: resolved.get(name, value) for name, value in raw.items()}
    if signature is None:
        return annotations, None
    changed = False
    parameters = []
    for p in signature.parameters.values():
        if p.name in annotations and annotations[p.name] is not p.annotation:
            p, changed = p.replace(annotation=annotations[p.name]), True
        parameters.append(p)
    # Nothing resolved differently (no string annotations): the signature as it is.
    return annotations, signature.replace(parameters=parameters) if changed else signature


def _globals_of(fn: Callable[..., Any]) -> dict[str, Any]:
    found: dict[str, Any] = getattr(inspect.unwrap(fn), "__globals__", {})
    return found


def _evaluated(value: Any, namespace: dict[str, Any], module: str | None) -> Any:
    if not isinstance(value, str):
        return value
    try:
        return eval(value, namespace)  # What inspect.get_annotations does.
    except Exception:
        return typing.ForwardRef(value, module=module)


def _evaluated_all(fn: Callable[..., Any], raw: dict[str, Any]) -> dict[str, Any]:
    try:
        return inspect.get_annotations(fn, eval_str=True)
    except Exception:  # One unresolvable name: resolve the others one by one.
        namespace = _globals_of(fn)
        module = getattr(fn, "__module__", None)
        return {name: _evaluated(value, namespace, module) for name, value in raw.items()}
