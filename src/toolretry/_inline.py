"""Whether a decorated call may skip the pipeline's extra steps: the reasons it may not, in
one list the wrappers hold and test once per call.

Empty until the process makes its first turn or adds its first instrumentation listener.
While it is empty no call can be in a turn and nobody listens, so a plain tool makes its
first attempt inline; one truth test of one list then asks both questions.
"""

from __future__ import annotations

__all__ = ["PIPELINE_NEEDED", "pipeline_needed", "pipeline_not_needed"]

PIPELINE_NEEDED: list[str] = []
"""Why calls may need the pipeline: ``"turns"`` (a turn was made; never taken back, as a
call may be in it) and ``"listeners"`` (while any listener is added)."""


def pipeline_needed(reason: str) -> None:
    """From now on every call asks the pipeline's questions (idempotent)."""
    if reason not in PIPELINE_NEEDED:
        PIPELINE_NEEDED.append(reason)


def pipeline_not_needed(reason: str) -> None:
    """``reason`` holds no more (unknown reasons are ignored)."""
    if reason in PIPELINE_NEEDED:
        PIPELINE_NEEDED.remove(reason)
