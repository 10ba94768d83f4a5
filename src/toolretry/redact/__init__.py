"""What never reaches the model, an event, a log line or an export: the redaction policy.

One ``RedactionPolicy`` is applied at one place per channel: the observation's message,
``details`` and ``request``, the fields a tool sets on its ``ToolError``, ``on_event`` records,
every record of the ``toolretry`` logger (tracebacks included) and, through
``redact_value``, span attributes and metric labels. Extend it process-wide::

    import toolretry.redact

    toolretry.redact.add_key_name("tenant_secret", "X-Acme-Signature")
    toolretry.redact.add_pattern(r"acme_(?P<secret>[0-9a-f]{32})", hint="acme_")
    toolretry.redact.disable_rule("name.signature")

or for one tool's failures only, on top of the process-wide policy::

    @smart_retry_with_observation(redaction=RedactionPolicy().with_key_names("card_ref"))
    def charge(card_ref: str) -> str: ...

or build a policy and make it current for a block (tests)::

    policy = toolretry.redact.RedactionPolicy().with_key_names("badge")
    with toolretry.redact.use_policy(policy):
        ...
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from typing import Any

from ._current import current_policy, process_policy, set_policy
from ._policy import REDACTED, RedactionPolicy
from ._policy import rule_names as _rule_names

__all__ = [
    "REDACTED",
    "RedactionPolicy",
    "add_key_name",
    "add_pattern",
    "current_policy",
    "disable_rule",
    "is_secret_name",
    "redact",
    "redact_value",
    "reset",
    "rule_names",
    "use_policy",
]


def redact(text: str) -> str:
    """``text`` with every secret the current policy knows replaced by ``[REDACTED]``."""
    return current_policy().redact(text)


def redact_value(value: object, max_chars: int = 200) -> Any:
    """A JSON-ready, bounded, redacted copy of ``value``: for span attributes, metric labels and
    anything else exported (see ``RedactionPolicy.redact_value``)."""
    return current_policy().redact_value(value, max_chars)


def is_secret_name(name: str) -> bool:
    """Whether a value under the key ``name`` is hidden (``apiKey``, ``X-Auth-Token``...)."""
    return current_policy().is_secret_name(name)


def add_pattern(
    pattern: str | re.Pattern[str], *, name: str | None = None, hint: str | Iterable[str] = ()
) -> None:
    """Also hide what ``pattern`` matches, everywhere; only its ``secret`` group if it has one.

    ``hint``: literals one of which every match holds, so that text without any skips the
    pattern. ``name`` lets ``disable_rule`` switch it off again.
    """
    set_policy(process_policy().with_pattern(pattern, name=name, hint=hint))


def add_key_name(*names: str) -> None:
    """Also hide values under ``names``, in any case style (``tenant_secret`` covers
    ``tenantSecret``, ``TENANT-SECRET`` and ``x_tenant_secret``)."""
    set_policy(process_policy().with_key_names(*names))


def disable_rule(*names: str) -> None:
    """Switch built-in rules off by name (``rule_names()`` lists them)."""
    set_policy(process_policy().without_rules(*names))


def rule_names() -> tuple[str, ...]:
    """The names of the built-in rules, for ``disable_rule``."""
    return _rule_names()


def reset() -> None:
    """Go back to the built-in policy (for test fixtures)."""
    set_policy(RedactionPolicy())


@contextmanager
def use_policy(policy: RedactionPolicy) -> Iterator[RedactionPolicy]:
    """Make ``policy`` current inside the ``with`` block; the previous one comes back after."""
    previous = set_policy(policy)
    try:
        yield policy
    finally:
        set_policy(previous)
