"""Every value instrumentation exports (span attribute, metric label, log field) goes through
the redaction policy once per distinct value, not once per call: redaction is the costly
step."""

from __future__ import annotations

from typing import Any

from .._category import ErrorCategory
from ..redact._current import current_policy
from ..redact._policy import RedactionPolicy
from ._hub import CallRecord

__all__ = ["MAX_LABEL_CHARS", "call_labels", "category_label", "exported"]

MAX_LABEL_CHARS = 100
_MAX_REMEMBERED = 4096
# (the policy the values were redacted under, raw -> redacted): swapped whole when the
# policy changes, so a value redacted under the old policy never lands in the new memory.
_memory: tuple[RedactionPolicy | None, dict[str, str]] = (None, {})


def exported(value: object) -> str:
    """``value`` as a string fit to leave the process: redacted and at most
    ``MAX_LABEL_CHARS`` long (``""`` for None)."""
    if value is None:
        return ""
    global _memory
    text = value.value if isinstance(value, ErrorCategory) else str(value)
    policy = current_policy()
    memory = _memory
    if memory[0] is not policy:
        memory = _memory = (policy, {})
    remembered = memory[1]
    try:
        return remembered[text]
    except KeyError:
        pass
    redacted: Any = policy.redact_value(text, MAX_LABEL_CHARS)
    result = redacted if isinstance(redacted, str) else str(redacted)
    if len(remembered) < _MAX_REMEMBERED:
        remembered[text] = result
    return result


def category_label(category: ErrorCategory | str | None) -> str:
    """The category's value (``transient``...), ``""`` when there is none."""
    if category is None:
        return ""
    return category.value if isinstance(category, ErrorCategory) else exported(category)


def call_labels(record: CallRecord) -> tuple[str, str, str]:
    """The call's ``(outcome, category, code)`` labels; a call the fallback answered is
    labelled with the primary's error, so the failure mix still shows it."""
    if record.fallback is not None:
        return (
            record.outcome,
            category_label(record.primary_category),
            exported(record.primary_error),
        )
    return record.outcome, category_label(record.category), exported(record.error_code)
