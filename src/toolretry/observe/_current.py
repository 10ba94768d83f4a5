"""The redaction policy in force: the process-wide one that ``toolretry.redact`` changes."""

from __future__ import annotations

from ..exceptions import ConfigurationError
from ._policy import RedactionPolicy

__all__ = ["current_policy", "set_policy"]

_current = RedactionPolicy()


def current_policy() -> RedactionPolicy:
    """The policy every channel applies now (``toolretry.redact`` changes it)."""
    return _current


def set_policy(policy: RedactionPolicy) -> RedactionPolicy:
    """Make ``policy`` the one every channel applies; returns the previous one."""
    global _current
    if not isinstance(policy, RedactionPolicy):
        raise ConfigurationError(
            f"use_policy needs a toolretry.redact.RedactionPolicy, got {type(policy).__name__}"
        )
    previous, _current = _current, policy
    return previous
