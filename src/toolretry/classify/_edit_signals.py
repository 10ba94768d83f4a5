"""An edit tool's own report of its failed edit: the old text not found (``old_string not
found``), or found several times. Read before the wording tables (``_text_signals``): the
tool says exactly what went wrong with the edit."""

from __future__ import annotations

import re

__all__ = ["ambiguous_edit", "edit_mismatch", "mentions_edit"]

_MAX_TEXT = 2000  # what is searched of a message: its head, where tools put the reason

_EDIT_SUBJECT = (
    r"old[_ ]?str(ing)?|old[_ ]text|(string|text) to replace|search(/replace)? (block|string|text)"
    r"|expected lines|replacement|failed to edit|edit failed|cannot apply (the )?edit"
)
_MISSING = (
    r"not found|did not appear|does not (appear|match|exist)|could not (find|match|locate)"
    r"|failed to (exactly )?(find|match|locate)|no (exact )?match"
)
_MANY = (
    r"multiple occurrences|(found|appears|matched|matches|occurs) (\d+|multiple|several) "
    r"(times|matches|occurrences|places|locations)|expected 1 occurrences? but found (\d+)"
    r"|not unique|more than one (match|occurrence)|ambiguous"
)
_SUBJECT_RE = re.compile(_EDIT_SUBJECT, re.IGNORECASE)
_MISSING_RE = re.compile(_MISSING, re.IGNORECASE)
_MANY_RE = re.compile(_MANY, re.IGNORECASE)
_COUNT = re.compile(r"\b(\d{1,6})\b")
_LINES = re.compile(r"lines? \[([\d,\s]{1,200})\]", re.IGNORECASE)


# Every alternative of the edit subject contains one of these: most messages are told apart by
# substring tests, without the subject's scan.
_EDIT_STEMS = ("old", "replace", "search", "expected lines", "to edit", "edit failed", "apply")


def mentions_edit(text: str) -> bool:
    """True when ``text`` speaks of an edit's old text at all (the cheap first look)."""
    head = text[:_MAX_TEXT]
    lowered = head.lower()
    if not any(stem in lowered for stem in _EDIT_STEMS):
        return False
    return _SUBJECT_RE.search(head) is not None


def ambiguous_edit(text: str) -> int | None:
    """For an edit tool's "found N times": N (0 when it gives no count), else None."""
    head = text[:_MAX_TEXT]
    many = _MANY_RE.search(head)
    if many is None or _SUBJECT_RE.search(head) is None:
        return None
    count = next((g for g in many.groups() if g and g.isdigit()), None)
    if count is None:
        lines = _LINES.search(head)
        if lines is not None:
            return len([p for p in lines.group(1).split(",") if p.strip()])
        found = _COUNT.search(many.group(0))
        count = found.group(1) if found else None
    return int(count) if count else 0


def edit_mismatch(text: str) -> bool:
    """True for an edit tool's "the old text was not found"."""
    head = text[:_MAX_TEXT]
    return _MISSING_RE.search(head) is not None and _SUBJECT_RE.search(head) is not None
