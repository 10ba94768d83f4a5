"""Clear an idempotency key whose outcome is unknown, once someone has found out."""

from __future__ import annotations

from typing import Any

from ..exceptions import ConfigurationError
from ._claims import forget_change
from ._guard import UpstreamGuard

__all__ = ["forget_idempotency_key"]

# The attribute the decorator puts its settings under (toolretry._call._steps.SETTINGS_ATTR;
# named here, not imported, because upstream/ sits below the decorator).
_SETTINGS_ATTR = "__toolretry_settings__"


def forget_idempotency_key(tool: Any, key: str) -> str | None:
    """Clear ``key`` of the decorated ``tool`` so the next call with it runs.

    ``key`` is the ``idempotency_key`` an ``IDEMPOTENCY_OUTCOME_UNKNOWN`` answer carries in
    its ``details`` (or what the tool's key function returns). Call it once you know whether
    the operation took effect: clearing the key of one that did lets it run again. A claim of
    a call still running is left alone. Answers the status cleared (``unknown``, ``done``),
    or None when there was nothing to clear.
    """
    guard: UpstreamGuard | None = getattr(getattr(tool, _SETTINGS_ATTR, None), "guard", None)
    idem = guard.idempotency if guard is not None else None
    if idem is None:
        raise ConfigurationError(
            "forget_idempotency_key needs a tool decorated with "
            f"idempotency=Idempotency(key=...), got {tool!r}."
        )
    if not isinstance(key, str) or not key:
        raise ConfigurationError(f"key must be the non-empty str the tool used, got {key!r}.")
    return idem.store.update(idem.store_key(key), forget_change())
