"""The four failure categories, factored out so every module can import them without cycles."""

from __future__ import annotations

import enum

__all__ = ["ErrorCategory"]


class ErrorCategory(str, enum.Enum):
    """What kind of failure happened, and so what can fix it.

    * ``transient`` -- may succeed unchanged later (timeouts, 429, 5xx); retried in-process.
    * ``client`` -- the request must change (bad arguments, most 4xx); not retried.
    * ``business`` -- the tool worked and a domain rule said no (HTTP 402 Payment Required);
      an answer, not a malfunction.
    * ``fatal`` -- a bug or an unrecoverable state a person must fix: unknown exceptions, and
      ``QUOTA_EXHAUSTED`` (a used-up quota, credit balance or spend limit, even as a 429);
      not retried.
    """

    TRANSIENT = "transient"
    CLIENT = "client"
    BUSINESS = "business"
    FATAL = "fatal"

    def __str__(self) -> str:
        return self.value
