"""The four failure categories, factored out so every module can import them without cycles."""

from __future__ import annotations

import enum

__all__ = ["ErrorCategory"]


class ErrorCategory(str, enum.Enum):
    """What kind of failure happened, and so what can fix it.

    * ``transient`` -- may succeed unchanged later; retried in-process.
    * ``client`` -- the request must change (bad arguments, 4xx); not retried.
    * ``business`` -- the tool worked and a domain rule said no; an answer, not a malfunction.
    * ``fatal`` -- a bug or an unrecoverable state; not retried.
    """

    TRANSIENT = "transient"
    CLIENT = "client"
    BUSINESS = "business"
    FATAL = "fatal"

    def __str__(self) -> str:
        return self.value
