"""When a class name's word gives way to what the message plainly states.

A class name is a weak fact: it names the *kind* of place an error can come from, not what
happened this time. A driver names every query failure ``…ConnectionExecuteError`` (raised
through a connection), an MQTT client names every CONNACK refusal ``…ConnectError``, a
configuration-file parser names its syntax errors ``…ConfigError``. When the message states a
definite answer (the server refused the row as a duplicate, the text is wrong at line 3), that
answer is the verdict; the name's word decides only when the message agrees with it or says
nothing definite. DESIGN §2: a structural fact beats wording, and a class-name word is weak.

The weak words are one table, `WEAK_NAME_WORDS`: each row is a class-name code, the wording
by which a message *agrees* with it (then the name stands), and why the word is weak. The
order of evidence the reader sees in ``_last_resort.last_resort`` is: structural facts (status,
SQLSTATE, protocol reason code, errno, error code string) > the message's definite phrase >
a weak class-name word > the message's words alone; a strong class-name word ("NotFound",
"RateLimited", "QuotaExceeded") still decides before the message.

A "configuration" name has one more reading: a message that points at a line of the text that
was read ("at line 3", "line 2, column 5") says the text is malformed, which the caller can
fix; a misconfigured program, which only a person can fix, points at no line.
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._status import from_said
from ._verdict import Verdict

__all__ = ["message_over_name"]

# The message describes a failed connection itself: the name's word stands.
_SPEAKS_CONNECTION = (
    r"\b(dis)?connect\w*|\bsocket|\brefused|\breset\b|\bunreachable|\btimed? ?out\b|\btimeout"
    r"|\bbroken pipe|\beof\b|\bclosed\b|\bnetwork|\bhandshake|\bhang ?up|\bdropped"
    r"|\b(host|name|address|service) (not known|lookup)|\bresolv\w*|\bssl\b|\btls\b"
)
# Class-name codes whose word names the *place* or *kind* an error came from, not what went
# wrong this time: (code, wording by which the message agrees with the name, why it is weak).
WEAK_NAME_WORDS: tuple[tuple[str, str, str], ...] = (
    (
        "CONNECTION_ERROR",
        _SPEAKS_CONNECTION,
        "drivers raise every failure of a query run through a connection under its name",
    ),
    (
        "TIMEOUT",
        r"\btime[ds]? ?out|\bdeadline|\btook too long|\btime ?limit|\bexpired?\b|\bslow",
        "a class for a whole operation with a deadline names what may happen, not what did",
    ),
    (
        "CONFIGURATION_ERROR",
        r"\bconfig\w*|\bsetting|\boption|\benv\w*|\bmissing\b|\bnot set\b|\bat line \d+"
        r"|\bline \d+,? col(umn)? \d+",
        "a config-file library names every error after the file, its syntax errors too",
    ),
    (
        "INTERNAL_ERROR",
        r"\binternal|\bbug\b|\bassert\w*|\bcorrupt\w*|\bnot implemented|\bunimplemented"
        r"|\bnot supported|\bunsupported|\bpanic|\bfatal",
        "a base class of a whole library (``…FatalError``, ``…InternalError``) carries any failure",
    ),
    (
        "INVALID_RESPONSE",
        r"\bresponse|\brepl(y|ies)\b|\bunexpected|\bmalformed|\bdecod\w*|\bpars\w*",
        "a client names errors it found in any reply so, a server's plain refusal too",
    ),
)
_WEAK = {code: re.compile(agrees, re.IGNORECASE) for code, agrees, _ in WEAK_NAME_WORDS}
# A position in the text a parser read ("at line 3", "line 2, column 5", "line 4 col 1").
_TEXT_POSITION = re.compile(r"\bat line \d+|\bline \d+,? col(umn)? \d+", re.IGNORECASE)
_MAX_TEXT = 2000


def _text(exc: BaseException) -> str:
    try:
        return str(exc)[:_MAX_TEXT]
    except Exception:  # a broken __str__ says nothing
        return ""


def message_over_name(named: Verdict, exc: BaseException, whole: bool) -> Verdict:
    """``named`` (the class name's verdict on ``exc``), or what the message plainly states
    instead when the name's word is a weak one (`WEAK_NAME_WORDS`) and the message does not
    itself agree with the name."""
    agrees = _WEAK.get(named.code)
    if agrees is None:
        return named
    text = _text(exc)
    if named.code == "CONFIGURATION_ERROR" and _TEXT_POSITION.search(text):
        return Verdict(ErrorCategory.CLIENT, "MALFORMED_INPUT", exc, may_have_taken_effect=False)
    if agrees.search(text):
        return named
    said = from_said(exc, whole)
    return said if said is not None else named
