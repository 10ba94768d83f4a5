"""The redaction policy in force: the process-wide one that ``toolretry.redact`` changes,
plus, inside a call of a tool decorated with ``redaction=``, that tool's own additions."""

from __future__ import annotations

import threading
from contextvars import ContextVar, Token

from ..exceptions import ConfigurationError
from ._policy import RedactionPolicy

__all__ = [
    "check_tool_policy",
    "current_policy",
    "enter_tool_policy",
    "leave_tool_policy",
    "policy_with",
    "process_policy",
    "set_policy",
]

# The process-wide policy, made on first use: importing toolretry builds no policy.
_current: RedactionPolicy | None = None
_making = threading.Lock()
# The additions of the decorated calls running in this context (a call inside another tool's
# call has both): a context variable, so threads and asyncio tasks each see their own.
_tool_policy: ContextVar[RedactionPolicy | None] = ContextVar("toolretry_tool_policy", default=None)
# (process-wide, tool's) -> combined. A combined policy is built once (its rules are compiled
# on its first redaction) and stays the same object, which the caches keyed by policy
# (classify) rely on.
_combined: dict[tuple[RedactionPolicy, RedactionPolicy], RedactionPolicy] = {}
_MAX_COMBINED = 64


def _combine(base: RedactionPolicy, extra: RedactionPolicy) -> RedactionPolicy:
    key = (base, extra)
    combined = _combined.get(key)
    if combined is None:
        if len(_combined) >= _MAX_COMBINED:  # Policies replaced many times: start afresh.
            _combined.clear()
        combined = _combined[key] = base.combined_with(extra)
    return combined


def _built_in() -> RedactionPolicy:
    global _current
    with _making:
        if _current is None:
            _current = RedactionPolicy()
        return _current


def current_policy() -> RedactionPolicy:
    """The policy every channel applies now: the process-wide one, plus the additions of the
    decorated tool whose call is running (``redaction=``)."""
    base = _current if _current is not None else _built_in()
    extra = _tool_policy.get()
    return base if extra is None else _combine(base, extra)


def policy_with(extra: RedactionPolicy | None) -> RedactionPolicy:
    """The process-wide policy plus ``extra`` (a tool's ``redaction=``), outside its calls."""
    base = _current if _current is not None else _built_in()
    return base if extra is None else _combine(base, extra)


def process_policy() -> RedactionPolicy:
    """The process-wide policy alone (``toolretry.redact.add_key_name`` extends this one)."""
    return _current if _current is not None else _built_in()


def set_policy(policy: RedactionPolicy) -> RedactionPolicy:
    """Make ``policy`` the process-wide one every channel applies; returns the previous one."""
    global _current
    if not isinstance(policy, RedactionPolicy):
        raise ConfigurationError(
            f"use_policy needs a toolretry.redact.RedactionPolicy, got {type(policy).__name__}"
        )
    previous = process_policy()
    _current = policy
    return previous


def check_tool_policy(policy: object) -> None:
    """The decorator's ``redaction=`` argument: a ``RedactionPolicy`` or None."""
    if policy is not None and not isinstance(policy, RedactionPolicy):
        raise ConfigurationError(
            "redaction must be a toolretry.redact.RedactionPolicy (e.g. "
            "RedactionPolicy().with_key_names('card_ref')) or None, got "
            f"{type(policy).__name__} {policy!r:.60}."
        )


def enter_tool_policy(policy: RedactionPolicy) -> Token[RedactionPolicy | None]:
    """Apply ``policy``'s additions until ``leave_tool_policy`` (a decorated call's start)."""
    outer = _tool_policy.get()
    return _tool_policy.set(policy if outer is None else _combine(outer, policy))


def leave_tool_policy(token: Token[RedactionPolicy | None]) -> None:
    _tool_policy.reset(token)
