"""The decorator's plain arguments checked, each and together: shared by the decorator (at
decoration time) and the configuration (a file's or the environment's values, before any tool
takes them), which sits below the call pipeline and so cannot ask it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._options import DEFAULTS
from .exceptions import ConfigurationError
from .observe._suggestions import LOCALES
from .observe._template_check import check_template
from .retry._argument_checks import check_number, unknown_argument
from .retry._jitter import JITTER_MODES

__all__ = ["check_options"]

_FORMATS = ("text", "json")
_DETAILS = ("compact", "full")


def check_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` over ``DEFAULTS``, every plain value checked; raises ConfigurationError naming
    the argument and the fix. Objects (strategies, stores, breakers, policies) are the
    decorator's to check."""
    for key in options:
        if key not in DEFAULTS:
            raise unknown_argument(key, DEFAULTS)
    o = {**DEFAULTS, **options}
    max_retries = o["max_retries"]
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        raise ConfigurationError(
            f"max_retries must be an int >= 0 (0 disables retrying), got {max_retries!r}."
        )
    base_delay, max_delay = o["base_delay"], o["max_delay"]
    check_number(
        "base_delay", base_delay, minimum=0, allow_none=False, fix="seconds >= 0, e.g. 1.0"
    )
    check_number("max_delay", max_delay, minimum=0, allow_none=False, fix="seconds >= 0, e.g. 30.0")
    if max_delay < base_delay:
        raise ConfigurationError(
            f"max_delay ({max_delay}) must be >= base_delay ({base_delay}); raise max_delay."
        )
    if o["jitter"] not in JITTER_MODES:
        raise ConfigurationError(f"jitter must be one of {JITTER_MODES}, got {o['jitter']!r}.")
    fix = "seconds > 0, or None for no limit"
    total_timeout, attempt_timeout = o["total_timeout"], o["attempt_timeout"]
    check_number("total_timeout", total_timeout, minimum=1e-9, allow_none=True, fix=fix)
    check_number("attempt_timeout", attempt_timeout, minimum=1e-9, allow_none=True, fix=fix)
    if o["format"] not in _FORMATS:
        raise ConfigurationError(f"format must be one of {_FORMATS}, got {o['format']!r}.")
    if not isinstance(o["envelope"], bool):
        raise ConfigurationError(f"envelope must be True or False, got {o['envelope']!r}.")
    if o["envelope"] and o["format"] != "json":
        raise ConfigurationError(
            'envelope=True wraps successes in the JSON format: add format="json", or drop envelope.'
        )
    if o["detail"] not in _DETAILS:
        raise ConfigurationError(
            f"detail must be one of {_DETAILS} ('compact' for the model, 'full' for people), "
            f"got {o['detail']!r}."
        )
    if not isinstance(o["idempotent"], bool):
        raise ConfigurationError(f"idempotent must be True or False, got {o['idempotent']!r}.")
    on_event = o["on_event"]
    if on_event is not None and not callable(on_event):
        raise ConfigurationError(
            f"on_event must be a callable taking one event record, got {on_event!r}."
        )
    name = o["name"]
    if name is not None and (not isinstance(name, str) or not name.strip()):
        raise ConfigurationError(f"name must be a non-empty string or None, got {name!r}.")
    if o["locale"] not in LOCALES:
        raise ConfigurationError(f"locale must be one of {LOCALES}, got {o['locale']!r}.")
    max_message_chars = o["max_message_chars"]
    if (
        isinstance(max_message_chars, bool)
        or not isinstance(max_message_chars, int)
        or max_message_chars < 40
    ):
        raise ConfigurationError(
            f"max_message_chars must be an int >= 40, got {max_message_chars!r}."
        )
    max_retry_after = o["max_retry_after"]
    check_number(
        "max_retry_after", max_retry_after, minimum=0, allow_none=False, fix="seconds >= 0"
    )
    template = o["template"]
    if template is not None and not isinstance(template, str) and not callable(template):
        raise ConfigurationError(
            "template must be a format string such as '{tool}: {message}' or a callable "
            f"taking the Observation, got {template!r}."
        )
    if isinstance(template, str):
        check_template(template)
    turn_limit = o["turn_limit"]
    if turn_limit is not None and (
        isinstance(turn_limit, bool) or not isinstance(turn_limit, int) or turn_limit < 1
    ):
        raise ConfigurationError(
            f"turn_limit must be an int >= 1 (failures allowed in a turn) or None, "
            f"got {turn_limit!r}."
        )
    return o
