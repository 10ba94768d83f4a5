"""The classifier's default limits, apart from its tables: the decorator and the upstream guard
read them at decoration without loading the classifier, which loads at a tool's first failure."""

from __future__ import annotations

__all__ = ["DEFAULT_MAX_MESSAGE_CHARS", "DEFAULT_MAX_RETRY_AFTER"]

DEFAULT_MAX_MESSAGE_CHARS = 500
DEFAULT_MAX_RETRY_AFTER = 300.0
