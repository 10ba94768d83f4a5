"""A wait told in words: "try again in 30 seconds", "retry_after=60", "请30秒后重试".

Many services and libraries say how long to wait only in their text: a 429/503 reply's plain
body ("Please try again in 45 seconds"), a rate limiter's or circuit breaker's message ("next
probe in 20s", "(30 sec remaining)", "reset_after=60, retry_after=60"), a command's stderr
that printed the reply's headers ("Retry-After: 40"), in any of the tabled languages
("Tente novamente em 60 segundos", "Bitte in 2 Minuten erneut versuchen", "30秒後に再試行").

A number with a unit is read only next to a *cue* of waiting or retrying (`_CUES`), within a
few words before or after it: "timed out after 30 seconds" or "a 5 minute video" is no wait.
A ``key=value``/``Key: value`` pair whose key names a wait (``retry_after``, ``reset_in``,
``Retry-After``) counts in seconds when it has no unit. Only the head of each text is read.

Asked only where a wait is missing: a transient verdict without one, or an exception no rule
decided (`last_resort`), where a told wait makes it transient.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from ._http_facts import kept_response

__all__ = ["told_wait", "told_wait_in"]

_HEAD = 600  # characters of each text read
_BODY = 2000  # characters of a kept reply's body read

# Unit words -> seconds, in the tabled languages (en, es, pt, fr, de, it, ru, pl, nl, tr, zh,
# ja, ko). Latin words are matched as whole words; CJK ones right after the number.
_UNITS: tuple[tuple[float, str], ...] = (
    (0.001, r"ms|millis(?:econds?)?|milliseconds?"),
    (
        1.0,
        r"s|secs?|seconds?|segundos?|secondes?|second[io]|sekunden?|sek|sekund[ay]?|seconden"
        r"|saniye|секунд[уыа]?|сек|秒(?:钟|鐘)?|초",
    ),
    (
        60.0,
        r"m|mins?|minutes?|minutos?|minut[io]|minuten?|minut[ey]?|dakika|минут[уыа]?|мин"
        r"|分(?:钟|鐘)?|분",
    ),
    (3600.0, r"h|hrs?|hours?|horas?|heures?|or[ae]|stunden?|godzin[ay]?|uur|saat|час(?:а|ов)?"
     r"|小时|小時|時間|시간"),
)  # fmt: skip
_UNIT_SCALE = {}
for _scale, _words in _UNITS:
    for _word in _words.split("|"):
        _UNIT_SCALE[_word] = _scale
_NUMBER_UNIT = re.compile(
    r"(\d{1,7}(?:[.,]\d{1,3})?)\s?("
    + "|".join(f"(?:{words})" for _, words in _UNITS)
    + r")(?![a-zà-ÿа-я])",
    re.IGNORECASE,
)
# Words of waiting or retrying, per language: one must stand within `_BEFORE` characters before
# the number or `_AFTER` after its unit.
_CUES = re.compile(
    # The first letters of every cue, looked ahead: most positions fail on one class check
    # instead of trying each alternative (the text is lower-cased once, below).
    r"(?=[abcdelmnoprstwпч重再稍后後お다후기])(?:"
    r"\b(?:retry|retrying|try again|again in|wait|available in|remaining|probe|resumes?"
    r"|resets? in|later|cool ?down|back off|(?:can|may|allowed|able) [\w ]{0,24}after|only after"
    r"|not before"
    r"|de nuevo|reintent\w*|espere|novamente|aguarde"
    r"|tente|réessa\w*|patientez|attendre|erneut|warten|wieder|riprov\w*|attendere"
    r"|повтор\w*|подождите|через|ponów|spróbuj|opnieuw|wacht|tekrar|bekleyin)\b"
    r"|重试|重試|再试|再試|稍后|稍後|后再|後再|後に|お待ち|다시|후에|기다)",
)
_BEFORE, _AFTER = 48, 24
# A wait's key told as text: "retry_after=60", "reset_in: 12", "Retry-After: 40" (a header line).
# A bare "reset" is left out: ``X-RateLimit-Reset: 1700000000`` is an epoch, not a wait; a
# key inside a URL (``/status/503?retry_after=0``) is a request's parameter, not the reply's.
_KEYED = re.compile(
    r"(?<![?&/=.])\b(?:(?:retry|wait|backoff)[ _-]?(?:after|in|for|time|delay)?"
    r"|reset[ _-]?(?:after|in))"
    r"(?:[ _-]?(s|secs?|seconds|ms))?\b[\"']?\s*[=:]\s*[\"']?(\d{1,7}(?:\.\d{1,3})?)(?![\d.])",
    re.IGNORECASE,
)


# Cheap gates, asked before the number scans: most failing messages tell no wait, and hold no
# digit or no word of waiting at all.
_DIGIT = re.compile(r"\d")
_ANY_CUE = re.compile(_CUES.pattern + r"|\b(reset|backoff|wait|retry)")


def told_wait_in(text: str) -> float | None:
    """The first wait ``text`` tells in words or as a wait's ``key=value``, in seconds; else
    None."""
    head = text[:_BODY].lower()  # every table below is lower-case
    if _DIGIT.search(head) is None or _ANY_CUE.search(head) is None:
        return None
    keyed = _KEYED.search(head)
    if keyed is not None:
        seconds = float(keyed.group(2))
        return seconds / 1000.0 if (keyed.group(1) or "").lower() == "ms" else seconds
    for found in _NUMBER_UNIT.finditer(head):
        start, end = found.span()
        if not (
            _CUES.search(head, max(0, start - _BEFORE), start)
            or _CUES.search(head, end, end + _AFTER)
        ):
            continue
        unit = found.group(2).lower()
        scale = _UNIT_SCALE.get(unit)
        if scale is None:  # a spelling the alternation allows but the table keeps otherwise
            scale = next((s for s, words in _UNITS if re.fullmatch(words, unit, re.I)), 1.0)
        return float(found.group(1).replace(",", ".")) * scale
    return None


def _texts(exc: BaseException) -> Iterator[str]:
    try:
        message = str(exc)[:_HEAD]
    except Exception:  # a broken __str__ says nothing
        message = ""
    yield message
    own = getattr(exc, "__dict__", None)
    if not isinstance(own, dict):
        return
    for name in ("stderr", "detail", "description"):  # a command's output, a problem's detail
        value = own.get(name)
        if isinstance(value, str):
            yield value[:_BODY]
    response = kept_response(exc)
    if response is not None:
        # A read reply's raw bytes (requests', httpx' public ``content``), decoded here as
        # UTF-8: ``text`` would guess an undeclared charset, which costs more than the whole
        # classification. An unread stream raises, and is left unread.
        try:
            body = getattr(response, "content", None)
        except Exception:
            body = None
        if isinstance(body, bytes):
            yield body[:_BODY].decode("utf-8", "replace")


def told_wait(exc: BaseException) -> float | None:
    """The wait ``exc`` tells in its message, its command's stderr, a problem's ``detail`` or
    the body of the failed reply it keeps; None when it tells none. Never raises."""
    try:
        for text in _texts(exc):
            seconds = told_wait_in(text)
            if seconds is not None:
                return seconds
    except Exception:  # foreign objects must never break classification
        return None
    return None
