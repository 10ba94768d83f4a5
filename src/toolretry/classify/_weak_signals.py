"""Weak signals: what an exception of an unknown class says in passing, read as one table.

Most failures no rule was written for still say what went wrong somewhere: a protocol's reply
word relayed in the message (memcached's ``SERVER_ERROR``, a DNS ``SERVFAIL``, beanstalkd's
``DRAINING``), a phrase ("database is locked", "UNIQUE constraint failed", "format not
recognised", "was updated outside of current transaction", "could not contact DNS servers"),
or a word of the class name (``MemcacheServerError``, ``TransactionIntegrityError``,
``OptimisticCheckError``). Each is a row of `WEAK_SIGNALS`: where it is read, the context it
needs, the pattern, and the verdict with its reason. A new protocol is a row and a test.

These are the weakest facts there are, so they are asked last: after every structural fact of
the attempt's chain (status, protocol code, errno), the "try again later"/quota wording, the
class name's shape and words, and what the message says went wrong (``_said_kinds``) all came
back empty. They only turn a fatal ``UNEXPECTED_ERROR`` into what they plainly say. A builtin
bug (``KeyError``, ``AttributeError``, ``TypeError``) never gets here: Python's own rules
decided it. A plain ``RuntimeError("boom")`` matches no row and stays fatal.

Sanity checks: reply words are upper-case whole tokens, matched case-sensitively (a protocol
sends them so; prose does not); the DNS rows need the exception to speak DNS (its class,
module or message); a "server failure" row skips TLS and authentication words, which are not
a passing fault; an "error opening 'path'" says the file is missing only when the path (or its
folder) truly is.
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from itertools import islice

from .._category import ErrorCategory
from ._chain import attempt_links
from ._name_tokens import name_words, token_row
from ._protocol_tables import Row
from ._verdict import Verdict

__all__ = ["WEAK_SIGNALS", "concurrency_conflict", "from_weak_signals", "weak_row"]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL

# Where a row is read: a reply word in the message as sent (case kept), the lower-cased head of
# the message, or the lower-case words of the class's name and its first non-builtin bases.
REPLY, WORDS, NAME = "reply", "words", "name"
# The context a row needs: any, or an exception that speaks DNS.
ANY, DNS = "", "dns"

_CONFLICT = (
    r"\b(database|transaction|write|read|commit|update|version|seriali[sz]ation|optimistic)"
    r" conflict|\bconflict(ing)? (error|transaction|update|write|commit)"
    r"|\b(updated|modified|changed|deleted) (outside (of )?(the )?(current )?transaction"
    r"|by another|concurrently|in another|during (the |this )?(request|operation|call))"
    r"|\bconcurrent (update|modification|write|change)"
    r"|\boptimistic (lock|check|concurrency)|\bstale (data|object|version|write|read|state)"
    r"|\bterminated by (an)?other\b|\bonly one \w+ (instance )?(is|should be|can be) running"
)

WEAK_SIGNALS: tuple[tuple[str, str, str, Row], ...] = (
    # --- protocol reply words, relayed as the server sent them ---
    (REPLY, ANY, r"\bSERVER_ERROR\b",
     (TRANSIENT, "SERVER_ERROR", "memcached-style SERVER_ERROR: the server failed the command")),
    (REPLY, ANY, r"\bCLIENT_ERROR\b",
     (CLIENT, "INVALID_REQUEST", "memcached-style CLIENT_ERROR: the command as sent is refused")),
    (REPLY, ANY, r"\bSERVFAIL\b",
     (TRANSIENT, "DNS_SERVER_FAILURE", "DNS SERVFAIL: the resolver failed for now")),
    (REPLY, ANY, r"\bNXDOMAIN\b",
     (CLIENT, "DNS_NAME_NOT_FOUND", "DNS NXDOMAIN: the name does not exist")),
    (REPLY, ANY, r"\bNODATA\b",
     (CLIENT, "DNS_NO_RECORD", "DNS NODATA: the name has no record of that type")),
    (REPLY, ANY, r"\bREFUSED\b",
     (FATAL, "DNS_REFUSED", "DNS REFUSED: the server's policy will not answer: its owner must")),
    (REPLY, ANY, r"\b(FORMERR|NOTIMP)\b",
     (FATAL, "DNS_FORMAT_ERROR", "DNS FORMERR/NOTIMP: the query cannot be served as built")),
    (REPLY, ANY, r"\bOUT_OF_MEMORY\b",
     (FATAL, "OUT_OF_SPACE", "beanstalkd OUT_OF_MEMORY: the server is full")),
    (REPLY, ANY, r"\bDRAINING\b",
     (TRANSIENT, "SERVER_DRAINING", "beanstalkd DRAINING: the server is going away")),
    (REPLY, ANY, r"\bJOB_TOO_BIG\b",
     (CLIENT, "INVALID_REQUEST", "beanstalkd JOB_TOO_BIG: the job exceeds the server's limit")),
    (REPLY, ANY, r"\b(BAD_FORMAT|UNKNOWN_COMMAND|EXPECTED_CRLF)\b",
     (FATAL, "PROTOCOL_ERROR", "the client sent what the protocol does not allow: a bug")),
    # --- a SOAP fault code (1.1 and 1.2), a namespace-qualified name as the envelope carries
    # it ("soap:Client", "env:Receiver", "{ns}Server.Busy"): whose side the fault is on ---
    (REPLY, ANY, r"(?:\b[A-Za-z][\w.-]{0,20}:|\})(?:Client|Sender)(?:\.\w+)*\b",
     (CLIENT, "SOAP_CLIENT_FAULT", "a SOAP Client/Sender fault: the message as sent is refused")),
    (REPLY, ANY, r"(?:\b[A-Za-z][\w.-]{0,20}:|\})(?:Server|Receiver)(?:\.\w+)*\b",
     (TRANSIENT, "SOAP_SERVER_FAULT", "a SOAP Server/Receiver fault: it may succeed later")),
    (REPLY, ANY,
     r"(?:\b[A-Za-z][\w.-]{0,20}:|\})(?:MustUnderstand|VersionMismatch|DataEncodingUnknown)\b",
     (FATAL, "SOAP_PROTOCOL_FAULT", "the SOAP envelope itself is not understood: a bug")),
    # --- a resolver's failure in words (c-ares, RFC 1035 names), only where DNS is spoken ---
    (WORDS, DNS, r"\b(server|general) failure\b|\bserver failed\b",
     (TRANSIENT, "DNS_SERVER_FAILURE", "the resolver failed for now (SERVFAIL)")),
    (WORDS, DNS, r"\bname error\b|\b(does )?not exist|\bnot found\b",
     (CLIENT, "DNS_NAME_NOT_FOUND", "the name does not exist (NXDOMAIN)")),
    (WORDS, DNS, r"\bno (data|records?|answers?)\b",
     (CLIENT, "DNS_NO_RECORD", "the name has no record of that type (NODATA)")),
    (WORDS, DNS, r"\brefused\b(?! to connect)",
     (FATAL, "DNS_REFUSED", "the server's policy will not answer (REFUSED): its owner must")),
    (WORDS, DNS, r"\bformat error\b|\bmis-?formatted\b|\bmalformed\b|\bbad (query|name)\b",
     (CLIENT, "INVALID_REQUEST", "the name or query is malformed (FORMERR)")),
    (WORDS, DNS, r"\bnot implemented\b|\bnot supported\b",
     (FATAL, "NOT_IMPLEMENTED", "the server does not serve this kind of query (NOTIMP)")),
    (WORDS, DNS, r"\b(could not|cannot|unable to|failed to) (contact|reach)\b",
     (TRANSIENT, "CONNECTION_ERROR", "no name server answered: the network, not the name")),
    # --- phrases any client may relay ---
    (WORDS, ANY, _CONFLICT,
     (TRANSIENT, "TRANSACTION_CONFLICT", "concurrent work changed it first: run it again")),
    (WORDS, ANY,
     r"\b(database|table|db|file|row|record|index|store|storage|repository|mailbox|resource)"
     r" (is |was )?(currently |temporarily |still )?(locked|busy)\b|\block (is )?(held|hold)\b",
     (TRANSIENT, "RESOURCE_BUSY", "someone else holds it for now: run it again")),
    (WORDS, ANY,
     r"\btoo many (open |concurrent |active |simultaneous |parallel )?"
     r"(connections|clients|sessions)\b",
     (TRANSIENT, "THROTTLED", "a connection cap: it frees as others finish")),
    (WORDS, ANY,
     r"(^|\W)(bytearray\()?b''\)?\s*$|\bempty (reply|response|answer)\b|\bno (reply|response)"
     r" from\b|\b(server|peer|remote( end| host)?) (closed|hung up|went away|disconnected)\b",
     (TRANSIENT, "CONNECTION_ERROR", "the other side closed without an answer")),
    (WORDS, ANY,
     r"\bconstraint\b[^.]{0,40}\b(failed|violat\w*)|\bviolates\b[^.]{0,60}\bconstraint\b"
     r"|\bintegrity (error|violation)\b|\bduplicate (key|entry|value)\b",
     (CLIENT, "CONSTRAINT_VIOLATION", "the data breaks a rule of the store: change it")),
    (WORDS, ANY,
     r"\b(format|file ?type|codec|container|compression|media type)"
     r" (is )?(not (recogni[sz]ed|supported|understood)|unsupported|unknown|unrecogni[sz]ed)\b"
     r"|\b(unsupported|unknown|unrecogni[sz]ed) (file )?(format|file ?type|codec|container)\b"
     # A version of a format or protocol nobody takes ("Unsupported DXF version 'R2031'").
     r"|\bunsupported ([\w.-]+ ){0,2}(version|format|encoding)\b",
     (CLIENT, "UNSUPPORTED_FORMAT", "the file is not in a format the tool reads: pass another")),
    (WORDS, ANY,
     r"\bnot an? (exact )?multiple of\b|\bmust be an? (exact )?multiple of\b"
     r"|\b(is )?(out of|not in) (the )?(valid |allowed )?range\b"
     r"|\bmust be (between|positive|non-negative|at least|at most|greater|less|smaller|larger)\b",
     (CLIENT, "INVALID_REQUEST", "a value outside what is accepted: change it")),
    (WORDS, ANY,
     r"\b(error|failed|failure|unable|cannot|can't|could not) (to )?open(ing)?\b",
     (CLIENT, "CANNOT_OPEN", "the file named could not be opened as asked: check it")),
    (WORDS, ANY,
     r"\b(server|backend|upstream|proxy|gateway|cluster)"
     r" (returned |reported |responded with |had )?(an? )?"
     r"(general |internal |unexpected |unknown )?(failure|error)\b"
     r"|\b(backend|upstream) (down|unavailable|unreachable|timeout|timed out)\b",
     (TRANSIENT, "SERVER_ERROR", "the other side failed, not the request: like a 5xx")),
    (WORDS, ANY,
     r"\bno (cluster |raft |known |elected )?leader\b|\bnot (the |a )?(raft |cluster )?leader\b"
     r"|\bleader(ship)? (election|changed|lost|unknown|not (found|elected|known|available))\b"
     r"|\b(during|in) (an? |the )?(leader )?election\b|\belection (is )?in progress\b",
     (TRANSIENT, "NO_LEADER", "the cluster is choosing its leader: it will have one soon")),
    (WORDS, ANY,
     r"\b(network|host|destination|net) (is )?unreachable\b|\bttl expired\b"
     r"|\bconnection (was )?closed (unexpectedly|prematurely|by (the )?(peer|remote|proxy))\b",
     (TRANSIENT, "CONNECTION_ERROR", "the path to the other side failed, not the request")),
    (WORDS, ANY,
     r"\bplease retry\b|\bretry (the|your|this) (request|operation|transaction|call|command"
     r"|query)\b|\b(can|may|should) (safely )?be retried\b",
     (TRANSIENT, "RETRYABLE_ERROR", "the message says a retry may succeed")),
    # --- words of the class name ---
    (NAME, ANY, r"\b(optimistic|stale|concurren\w*)\b",
     (TRANSIENT, "TRANSACTION_CONFLICT", "concurrent work changed it first: run it again")),
    (NAME, ANY, r"\bintegrity\b",
     (CLIENT, "CONSTRAINT_VIOLATION", "the data breaks a rule of the store: change it")),
    (NAME, ANY, r"(^| )server$",
     (TRANSIENT, "SERVER_ERROR", "a server's error (…ServerError): the other side failed")),
)  # fmt: skip
"""(where, context, pattern, row), first match wins: reply words, then DNS words, then
phrases, then class-name words."""

_ROWS = tuple(
    (where, context, re.compile(pattern), row) for where, context, pattern, row in WEAK_SIGNALS
)
# Words beside which a "server failure" is no passing fault.
_NOT_PASSING = re.compile(r"certificate|\bssl\b|\btls\b|handshake|auth|password|credential")
_DNS_WORDS = re.compile(r"\bdns\b|resolv|name ?server|\bares\b|domain name|\brcode\b")
_QUOTED_PATH = re.compile(r"""['"]((?:/|[a-z]:\\|\.{1,2}/|~/)[^'"\n]{1,400})['"]""", re.I)
_MAX_TEXT = 400
_CONFLICT_RE = re.compile(_CONFLICT)
# A conflict over a document's or record's *revision* (CouchDB's "Document update conflict.",
# "revision conflict", an edit conflict): the request carried a stale revision, and sending it
# again fails again; the client must read the latest and resend. Not a transaction to rerun.
_STALE_REVISION = re.compile(
    r"\b(document|doc|revision|rev|record|edit|etag|item|entity)( update)? conflict"
    r"|\bconflict(ing)? (revision|rev|etag)\b"
)


def _names(cls: type) -> Iterator[str]:
    """The class's name and its first non-builtin bases' (as the class-name rows read them)."""
    for kind in cls.__mro__[:4]:
        if kind.__module__ == "builtins":
            return
        yield kind.__name__


def _speaks_dns(exc: BaseException, text: str) -> bool:
    kind = type(exc)
    where = " ".join((kind.__module__, *(name_words(n) for n in _names(kind)), text))
    return _DNS_WORDS.search(where.lower()) is not None


def _message(exc: BaseException) -> str:
    try:
        return str(exc)[:_MAX_TEXT]
    except Exception:  # a broken __str__ says nothing
        return ""


def weak_row(exc: BaseException) -> Row | None:
    """The first row of `WEAK_SIGNALS` that ``exc`` (this one exception) matches, or None."""
    text = _message(exc)
    lowered = text.lower()
    words = [name_words(name) for name in _names(type(exc))]
    dns: bool | None = None
    for where, context, pattern, row in _ROWS:
        if where == NAME:
            found = any(pattern.search(each) for each in words if each)
        else:
            found = pattern.search(text if where == REPLY else lowered) is not None
        if not found:
            continue
        if context == DNS:
            if dns is None:
                dns = _speaks_dns(exc, lowered)
            if not dns:
                continue
        if row[1] == "SERVER_ERROR" and _NOT_PASSING.search(lowered):
            continue
        return row
    return None


def _missing_path(text: str) -> str | None:
    """A quoted absolute or relative path in ``text`` that does not exist, or None."""
    quoted = _QUOTED_PATH.search(text)
    if quoted is None:
        return None
    path = os.path.expanduser(quoted.group(1))
    try:
        return None if os.path.exists(path) else path
    except (OSError, ValueError):  # an unreadable or odd path says nothing
        return None


# A reply word no row names: an error constant relayed in the message (AMQP's
# "RESOURCE_LOCKED - cannot obtain access", Kafka's "REQUEST_TIMED_OUT", a vendor's
# "QUOTA_EXCEEDED"), upper-case words joined by underscores, read by its words as a class name
# is (`NAME_TOKEN_SHAPES`): the table's last row, for protocols nobody wrote one for.
_CONSTANT = re.compile(r"\b[A-Z][A-Z0-9]*(?:_[A-Z0-9]+){1,5}\b")


# A setting's name is no reply: ``OPENAI_API_KEY``, ``MAX_RETRIES=3``, "set LOG_LEVEL".
_SETTING_SUFFIX = re.compile(
    r"_(KEY|URL|URI|PATH|DIR|FILE|HOME|LEVEL|TOKEN|SECRET|HOST|PORT|RETRIES|ENV|CONFIG)$"
)
_SETTING_BEFORE = re.compile(r"(\$|\bset |\benv(ironment)? |\bvariable |\bexport )$", re.I)


def _constant_row(text: str) -> tuple[str, Row] | None:
    for found in islice(_CONSTANT.finditer(text), 3):
        constant = found.group(0)
        if _SETTING_SUFFIX.search(constant) or text[found.end() : found.end() + 1] == "=":
            continue
        if _SETTING_BEFORE.search(text[max(0, found.start() - 12) : found.start()]):
            continue
        row = token_row(constant)
        if row is not None:
            return constant, row
    return None


def from_weak_signals(exc: BaseException, whole: bool) -> Verdict | None:
    """The verdict of the first weak signal in the attempt's chain (`WEAK_SIGNALS`, then an
    error constant in a message read by its words), or None."""
    for link in attempt_links(exc, whole=whole):
        row = weak_row(link)
        if row is None:
            constant = _constant_row(_message(link))
            if constant is not None:
                category, code = constant[1][0], constant[1][1]
                return Verdict(
                    category,
                    code,
                    link,
                    details={"error_code": constant[0]},
                    may_have_taken_effect=category is not CLIENT,
                )
            continue
        category, code = row[0], row[1]
        details = None
        if code == "CANNOT_OPEN":
            missing = _missing_path(_message(link))
            if missing is not None:
                code, details = "FILE_NOT_FOUND", {"path": missing}
        return Verdict(
            category,
            code,
            link,
            details=details,
            may_have_taken_effect=category is not CLIENT,
        )
    return None


def concurrency_conflict(text: str) -> bool:
    """True when ``text`` says concurrent work won a conflict ("database conflict error",
    "updated outside of current transaction", "terminated by other request"): a conflict with
    what another actor did just now, which running again resolves, unlike a duplicate."""
    lowered = text[:_MAX_TEXT].lower()
    return _CONFLICT_RE.search(lowered) is not None and _STALE_REVISION.search(lowered) is None
