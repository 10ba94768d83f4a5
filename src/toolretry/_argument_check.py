"""``check_arguments=True``: the Harness "rule checker" -- a call's arguments are validated
against the tool's annotations by pydantic before the tool runs, and a wrong one is answered
``INVALID_ARGUMENTS`` naming the parameter and what it expects, without running the tool.

Off by default: the frameworks that hand a model's call to a tool (LangChain, PydanticAI,
OpenAI Agents, MCP) already validate it against the same schema, and a plain Python caller's
annotations are often looser than the values that work; a tool opts in. Off, it costs
nothing: the tool is not wrapped.
"""

from __future__ import annotations

import functools
import inspect
import typing
from collections.abc import Callable
from typing import Any

import pydantic

from .exceptions import ClientError, ConfigurationError

__all__ = ["InvalidArguments", "with_argument_check"]

_SKIPPED = (inspect.Parameter.VAR_POSITIONAL, inspect.Parameter.VAR_KEYWORD)
_MAX_ERRORS = 5  # A model fixes the first few; the rest would drown the observation.


class InvalidArguments(ClientError):
    """The call's arguments do not match the tool's annotations (the tool did not run)."""

    default_code = "INVALID_ARGUMENTS"


def _model(fn: Callable[..., Any], signature: inspect.Signature, skip: frozenset[str]) -> Any:
    try:
        hints = typing.get_type_hints(fn)
    except Exception:  # Unresolvable names: check what can be read, the rest as Any.
        hints = {}
    fields: dict[str, Any] = {}
    for name, parameter in signature.parameters.items():
        if parameter.kind in _SKIPPED or name in ("self", "cls") or name in skip:
            continue
        annotation = hints.get(name, Any)
        default = ... if parameter.default is inspect.Parameter.empty else parameter.default
        fields[name] = (annotation, default)
    extra = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in signature.parameters.values())
    config = pydantic.ConfigDict(extra="allow" if extra else "forbid", arbitrary_types_allowed=True)
    try:
        return pydantic.create_model(
            f"{getattr(fn, '__name__', 'tool')}_arguments", __config__=config, **fields
        )
    except Exception as exc:
        raise ConfigurationError(
            f"check_arguments=True cannot build a schema from the annotations of "
            f"{getattr(fn, '__name__', fn)!r} ({type(exc).__name__}: {exc}); fix the "
            "annotations or leave check_arguments off."
        ) from None


def _sentence(error: Any) -> dict[str, str]:
    where = ".".join(str(part) for part in error.get("loc", ())) or "arguments"
    kind = error.get("type", "")
    if kind == "missing":
        expected = "a value (it is required)"
    elif kind == "extra_forbidden":
        expected = "nothing: the tool has no such parameter"
    else:
        expected = str(error.get("msg", "a valid value"))
    return {"parameter": where, "expected": expected}


def _refusal(problems: list[dict[str, str]], tool: str) -> InvalidArguments:
    lines = "; ".join(f"{p['parameter']}: {p['expected']}" for p in problems[:_MAX_ERRORS])
    return InvalidArguments(
        f"the arguments do not match {tool}'s parameters (not run): {lines}",
        suggestion="Call the tool again with each named parameter as it expects.",
        details={"errors": problems[:_MAX_ERRORS]},
    )


def with_argument_check(
    call: Callable[..., Any],
    signature: inspect.Signature | None,
    tool: str,
    skip: frozenset[str] = frozenset(),
) -> Callable[..., Any]:
    """``call``, checking its arguments against ``signature``'s annotations first (``skip``:
    parameters not to check, such as framework context objects)."""
    if signature is None:
        return call
    model = _model(inspect.unwrap(call), signature, skip)
    variadic = {n for n, p in signature.parameters.items() if p.kind in _SKIPPED}

    known = signature.parameters
    open_keywords = any(p.kind is inspect.Parameter.VAR_KEYWORD for p in known.values())

    def check(args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        problems: list[dict[str, str]] = []
        if not open_keywords and any(name not in known for name in kwargs):
            # Named for the model: "units: nothing: the tool has no such parameter".
            problems = [_sentence({"loc": (n,), "type": "extra_forbidden"}) for n in kwargs
                        if n not in known]  # fmt: skip
            kwargs = {name: value for name, value in kwargs.items() if name in known}
        try:
            bound = signature.bind_partial(*args, **kwargs)
        except TypeError as exc:  # Too many positional arguments, or one given twice.
            raise _refusal(
                [*problems, {"parameter": "arguments", "expected": str(exc)}], tool
            ) from None
        values = {k: v for k, v in bound.arguments.items() if k not in variadic and k not in skip}
        for name in variadic:
            extra = bound.arguments.get(name)
            if isinstance(extra, dict):
                values.update(extra)
        try:
            model.model_validate(values)
        except pydantic.ValidationError as exc:
            problems += [_sentence(error) for error in exc.errors()]
        if problems:
            raise _refusal(problems, tool)

    if inspect.iscoroutinefunction(call):

        @functools.wraps(call)
        async def checked_async(*args: Any, **kwargs: Any) -> Any:
            check(args, kwargs)
            return await call(*args, **kwargs)

        return checked_async

    @functools.wraps(call)
    def checked(*args: Any, **kwargs: Any) -> Any:
        check(args, kwargs)
        return call(*args, **kwargs)

    return checked
