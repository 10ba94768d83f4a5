"""When a class name's word gives way to what the message plainly states.

A class name is a weak fact: it names the *kind* of place an error can come from, not what
happened this time. A driver names every query failure ``…ConnectionExecuteError`` (raised
through a connection), an MQTT client names every CONNACK refusal ``…ConnectError``, a
configuration-file parser names its syntax errors ``…ConfigError``. When the message states a
definite answer (the server refused the row as a duplicate, the text is wrong at line 3), that
answer is the verdict; the name's word decides only when the message agrees with it or says
nothing definite. DESIGN §2: a structural fact beats wording, and a class-name word is weak.

* A "connection" name: the message decides by what it says went wrong (``_said_kinds``), unless
  it itself speaks of the connection failing (refused, reset, closed, timed out, a socket):
  then the name and the message agree and the connection failed.
* A "configuration" name: a message that points at a line of the text that was read ("at line
  3", "line 2, column 5") says the text is malformed, which the caller can fix; a
  misconfigured program, which only a person can fix, points at no line.
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._status import from_said
from ._verdict import Verdict

__all__ = ["message_over_name"]

# The message describes a failed connection itself: the name's word stands.
_SPEAKS_CONNECTION = re.compile(
    r"\b(dis)?connect\w*|\bsocket|\brefused|\breset\b|\bunreachable|\btimed? ?out\b|\btimeout"
    r"|\bbroken pipe|\beof\b|\bclosed\b|\bnetwork|\bhandshake|\bhang ?up|\bdropped"
    r"|\b(host|name|address|service) (not known|lookup)|\bresolv\w*|\bssl\b|\btls\b",
    re.IGNORECASE,
)
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
    instead when the name's word is a weak one (see the module's docstring)."""
    if named.code == "CONNECTION_ERROR":
        if _SPEAKS_CONNECTION.search(_text(exc)):
            return named
        said = from_said(exc, whole)
        return said if said is not None else named
    if named.code == "CONFIGURATION_ERROR" and _TEXT_POSITION.search(_text(exc)):
        return Verdict(ErrorCategory.CLIENT, "MALFORMED_INPUT", exc, may_have_taken_effect=False)
    return named
