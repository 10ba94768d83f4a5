"""The cause a failed command printed, read anywhere in its bounded output.

A command's exit status says only that it failed; its output says why, and not always in its
last lines: a JVM prints ``Exception in thread "main" java.net.ConnectException: ...`` at the
*top* of stderr and its stack frames below, npm prints ``npm error code ECONNREFUSED`` first
and its log-file lines last. The output is read line by line (its head and its tail, bounded)
through the readings already used for exception messages:

* an errno's symbol a runtime prints (``ECONNREFUSED``, ``ETIMEDOUT``), or its text in any of
  glibc's languages ("connection refused"), that says waiting helps;
* a Redis (RESP) error reply printed by a command-line client (``OOM command not allowed``);
* a raised class in any language's conventional form ``pkg.FooException: msg``, read by the
  words of its name; where that name is one of the runtimes' own programming-error classes
  (a null dereference, an index out of range, a division by zero), the program has a bug;
* a server address followed by "no response" in several languages (a probe such as
  ``pg_isready`` that got no answer: the server may come up).
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._clients_stores import REDIS_PREFIXES
from ._name_tokens import token_row
from ._protocol_tables import Row
from ._said_kinds import out_of_space
from ._strerror_words import WAIT_ERRNOS, strerror_kind

__all__ = ["output_cause", "passing_name_row"]

TRANSIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.FATAL
_HEAD_CHARS = 4000  # the head and the tail of long output: a cause is near one end
_TAIL_CHARS = 4000
_MAX_LINE = 400
_ERRNO_SYMBOL = re.compile(r"\bE[A-Z]{3,14}\b")
# A raised class at the head of a line, after a runtime's own lead-in ("Exception in thread
# "main" ", "Caused by: ", "Uncaught ", "Unhandled exception. "), dotted or not, then a colon
# or the line's end: "java.net.ConnectException: Connection refused", "ValueError: bad".
_RAISED = re.compile(
    r"\s*(?:Exception in thread \"[^\"]*\"\s+|Caused by:\s+|Uncaught\s+|Unhandled exception\.\s+)?"
    r"(?:[A-Za-z_][\w$]*[./:]{1,2})*([A-Z][\w$]*(?:Error|Exception|Fault|Panic))(?::\s|:?$)"
)
# A Redis error reply as redis-cli prints it (with or without its "(error) " lead-in).
_RESP_LINE = re.compile(r"(?:\(error\)\s+)?([A-Z]{3,12}) \S")
# Programming-error classes of the runtimes' standard libraries (JVM, .NET, JavaScript,
# Python): a program that dies of one has a bug, whatever the words of its name say.
_BUG_CLASSES = re.compile(
    r"\w*(NullPointer|NullReference|Arithmetic|DivideByZero|ZeroDivision|ClassCast|InvalidCast"
    r"|IndexOutOf(Bounds|Range)|UnsupportedOperation|NotImplemented|NoSuch(Method|Field)"
    r"|IllegalState|IllegalMonitorState|ConcurrentModification|StackOverflow|UnboundLocal)"
    r"(Error|Exception)"
    # Short words are bugs only as the whole name ("TypeError", not "ContentTypeError").
    r"|(Reference|Type|Attribute|Name|Assertion)Error"
)
# Name words that speak of a race inside one process (a buffer empty just now, a thing not
# ready yet): the process is gone, so they say nothing about rerunning the command, and their
# words misread names such as ``DirectoryNotEmptyException``.
_IN_PROCESS_CODES = frozenset({"WOULD_BLOCK", "NOT_READY"})
_BUG_ROW: Row = (FATAL, "COMMAND_CRASHED", "the program died of its own programming error")
# A probe's "host:port - no response" (pg_isready and its translations): nothing answered.
_NO_RESPONSE = re.compile(
    r"\S+:\d{2,5}\b.{0,8}(no response|pas de réponse|keine antwort|sin respuesta|nessuna risposta"
    r"|sem resposta|brak odpowiedzi|geen antwoord|нет ответа|немає відповіді|応答なし|无响应"
    r"|無回應|응답 없음)",
    re.IGNORECASE,
)
_NO_RESPONSE_ROW: Row = (TRANSIENT, "NO_RESPONSE", "the server gave no answer: it may come up")
_SPACE_ROW: Row = (FATAL, "OUT_OF_SPACE", "the disk or memory is full: a person must free it")
_WAIT_ERRNO_ROW: Row = (TRANSIENT, "TRY_AGAIN_LATER", "a passing errno: the peer may come back")


def _lines(text: str) -> list[str]:
    if len(text) > _HEAD_CHARS + _TAIL_CHARS:
        text = text[:_HEAD_CHARS] + "\n" + text[-_TAIL_CHARS:]
    return [line[:_MAX_LINE] for line in text.splitlines() if line.strip()]


def _resp_row(line: str, *, first: bool) -> Row | None:
    """A Redis error reply's row, where it changes the answer: the reply is the first line
    (redis-cli ``-e``) or marked "(error)"; a redirect or a rejected input is left alone."""
    match = _RESP_LINE.match(line)
    if match is None or not (first or line.startswith("(error)")):
        return None
    row = REDIS_PREFIXES.get(match.group(1))
    if row is None or row[0] is ErrorCategory.CLIENT or match.group(1) in ("MOVED", "ASK"):
        return None
    return row


def passing_name_row(name: str) -> Row | None:
    """The row of a raised class's name in a dead program's output when it says waiting
    helps, leaving out the in-process races (`_IN_PROCESS_CODES`)."""
    row = token_row(name)
    if row is None or row[0] is not TRANSIENT or row[1] in _IN_PROCESS_CODES:
        return None
    return row


def _raised_row(line: str) -> Row | None:
    match = _RAISED.match(line)
    if match is None:
        return None
    name = match.group(1)
    if _BUG_CLASSES.fullmatch(name) is not None:
        row = token_row(name)
        # A bug class whose words say waiting helps is still read by them (never seen, kept
        # for safety); every other one is the program's own bug.
        return row if row is not None and row[0] is TRANSIENT else _BUG_ROW
    row = token_row(name)
    if row is None or row[0] is ErrorCategory.CLIENT or row[1] in _IN_PROCESS_CODES:
        return None
    return row


def output_cause(text: str) -> tuple[str, Row] | None:
    """The line a failed command's output names its cause in, and that cause's row, or None.
    Only causes that change the command-failed answer are returned (a passing one, a full
    memory, a crash of the program's own making); a rejected input stays the caller's."""
    for index, line in enumerate(_lines(text)):
        stripped = line.strip()
        if any(symbol in WAIT_ERRNOS for symbol in _ERRNO_SYMBOL.findall(stripped)):
            return stripped, _WAIT_ERRNO_ROW
        if strerror_kind(stripped) == "wait":
            # The errno's text ("couldn't open socket: connection refused" atop a Tcl trace,
            # "Verbindungsaufbau abgelehnt"), in any of glibc's languages: the same fact.
            return stripped, _WAIT_ERRNO_ROW
        row = _resp_row(stripped, first=index == 0)
        if row is None:
            row = _raised_row(stripped)
        if row is None and _NO_RESPONSE.search(stripped) is not None:
            row = _NO_RESPONSE_ROW
        if row is None and out_of_space(stripped):  # a full disk stays full
            row = _SPACE_ROW
        if row is not None:
            return stripped, row
    return None
