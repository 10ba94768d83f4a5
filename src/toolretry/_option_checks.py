"""The decorator's plain arguments checked, each and together: shared by the decorator (at
decoration time) and the configuration (a file's or the environment's values, before any tool
takes them), which sits below the call pipeline and so cannot ask it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ._groups import GROUPS, check_group, check_not_mixed, flat_values, overlay
from ._options import ACCEPTED, DEFAULTS
from .exceptions import ConfigurationError
from .observe._suggestions import LOCALES
from .retry._argument_checks import check_number, unknown_argument

__all__ = ["check_options"]

_FORMATS = ("text", "json")


def check_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` over ``DEFAULTS``, every plain value checked; raises ConfigurationError naming
    the argument and the fix. Flat names of grouped fields (``base_delay``: deprecated in the
    decorator, the keys of configuration) fold into their group. The result has each group and
    each of its fields by flat name. Objects (strategies, stores, breakers, policies) are the
    decorator's to check."""
    for key in options:
        if key not in ACCEPTED:
            raise unknown_argument(key, DEFAULTS)
    check_not_mixed(options)
    for group in GROUPS:
        check_group(group, options.get(group))
    o = {**DEFAULTS, **overlay({}, options)}
    o.update(flat_values(o))
    max_retries = o["max_retries"]
    if isinstance(max_retries, bool) or not isinstance(max_retries, int) or max_retries < 0:
        raise ConfigurationError(
            f"max_retries must be an int >= 0 (0 disables retrying), got {max_retries!r}."
        )
    fix = "seconds > 0, or None for no limit"
    total_timeout, attempt_timeout = o["total_timeout"], o["attempt_timeout"]
    check_number("total_timeout", total_timeout, minimum=1e-9, allow_none=True, fix=fix)
    check_number("attempt_timeout", attempt_timeout, minimum=1e-9, allow_none=True, fix=fix)
    if o["format"] not in _FORMATS:
        raise ConfigurationError(f"format must be one of {_FORMATS}, got {o['format']!r}.")
    if o["envelope"] and o["format"] != "json":
        raise ConfigurationError(
            'Output(envelope=True) wraps successes in the JSON format: add format="json", or '
            "drop envelope."
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
    turn_limit = o["turn_limit"]
    if turn_limit is not None and (
        isinstance(turn_limit, bool) or not isinstance(turn_limit, int) or turn_limit < 1
    ):
        raise ConfigurationError(
            f"turn_limit must be an int >= 1 (failures allowed in a turn) or None, "
            f"got {turn_limit!r}."
        )
    return o
