"""Wrap one tool: check the target, build its settings (configuration included), pick the
wrapper for its kind and register it for live reconfiguration."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import partial
from typing import Any

from .. import _error_info  # noqa: F401 - the models a failure's answer needs, loaded now
from .._decoration import check_target, merged_options, refuse_framework_object, unwrap_method
from ..classify import _classify  # noqa: F401 - so a first failure is answered within its deadline
from ..config._live import configured, track
from ..observe import _observation  # noqa: F401 - (pydantic), outside any call's deadline
from ..redact._current import process_policy
from ._settings import Settings, for_tool, make_settings
from ._steps import RECONFIGURE_ATTR, SETTINGS_ATTR
from ._wrappers import wrap_async, wrap_sync

__all__ = ["decorate", "make_settings"]

# What a first failure's answer needs is made ready with the first decoration, so that the
# process's first failing call is answered within its deadline, not after it.
process_policy().prepare()


def _rebuild(checked: Settings, target: Callable[..., Any], opts: Mapping[str, Any]) -> Settings:
    """The settings of ``target`` decorated with ``opts`` (the configuration over the
    arguments); ``checked``, those of the arguments, when ``opts`` are the arguments."""
    base = checked if opts is checked.options else make_settings(None, opts)
    return for_tool(base, target, opts.get("name"))


def decorate(target: Callable[..., Any], options: Mapping[str, Any], checked: Settings) -> Any:
    """Wrap one tool: a module-level function, so that a bare ``@smart_retry_with_observation``
    makes no closure of its own."""
    method_kind, target = unwrap_method(target)
    refuse_framework_object(target)
    inner: Settings | None = getattr(target, SETTINGS_ATTR, None)
    tool_options = checked.options
    if inner is not None:  # Already decorated: decorate the original, old options first.
        tool_options = merged_options(inner.options, options)
        target = getattr(target, "__wrapped__")  # noqa: B009 - typed as a plain callable.
    kind, call = check_target(target)
    rebuild = partial(_rebuild, checked, target)
    settings = configured(tool_options, rebuild)
    if settings.check_arguments:  # Off: nothing is wrapped, nothing (pydantic) is checked.
        from .._argument_check import with_argument_check

        call = with_argument_check(call, settings.signature, settings.name, settings.excluded_names)
    wrapped = (wrap_async if kind == "async" else wrap_sync)(call, settings)
    if call is not target:  # A sync wrapper of an async def: the original is the wrapper.
        wrapped.__wrapped__ = target
    track(wrapped, tool_options, rebuild, getattr(wrapped, RECONFIGURE_ATTR))
    return method_kind(wrapped) if method_kind is not None else wrapped
