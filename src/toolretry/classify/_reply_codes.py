"""Reply codes of the line protocols (SMTP, LMTP, FTP, NNTP) and the bracketed response codes of
POP3/IMAP, read from any client: the code is the protocol's, never an HTTP status."""

from __future__ import annotations

import re
from http import HTTPStatus
from itertools import islice

from .._category import ErrorCategory
from ._clients import attr
from ._http_facts import speaks_http, status_of
from ._name_tokens import name_words
from ._numbered_tables import NNTP_REPLIES
from ._protocol_tables import MAIL_RESPONSE_CODES, REPLY_CLASSES, Row
from ._said_kinds import out_of_space
from ._text_signals import quota_worded
from ._verdict import Verdict

__all__ = ["from_reply"]

_REPLY_START = re.compile(r"([1-5])\d\d(?=[ -]|$)")
# Classes that carry a reply line as their message (ftplib, nntplib, poplib): the code is its
# first three digits.
_REPLY_LINE_CLASSES = frozenset(
    {
        "error_temp",
        "error_perm",
        "error_reply",
        "error_proto",
        "NNTPTemporaryError",
        "NNTPPermanentError",
    }
)
# POP3/IMAP errors (poplib.error_proto, imaplib.IMAP4.error) carry a bracketed response code.
_MAIL_MODULES = frozenset({"poplib", "imaplib"})
_MAIL_CODE = re.compile(r"\[([A-Z][A-Z/-]{1,24})\]")
# Words in a class's module or names -> the reply-code protocol it speaks. "sftp" first: its
# status codes are small numbers (SSH_FX_*), never 4xx/5xx, so it speaks no reply code.
# Each registered HTTP status's reason phrase, lower-cased: "404 not found" is an HTTP status
# line, "452 insufficient storage..." (507's phrase under another number) is not.
_HTTP_PHRASES = {
    status.value: status.phrase.lower() for status in HTTPStatus if status.value >= 400
}
# "nntp" (nntplib, aionntp, an ``NNTPTemporaryError``): a protocol whose 4xx is not FTP's.
_REPLY_PROTOCOL_WORDS = (
    ("sftp", None),
    ("smtp", "SMTP"),
    ("lmtp", "SMTP"),
    ("nntp", "NNTP"),
    ("ftp", "FTP"),
)


def _spoken(cls: type) -> str | None:
    """The reply-code protocol a class's own names say it speaks (``SMTPSenderRefused``,
    ``aiosmtplib``, ``aioftp.StatusCodeError``), else None: only then is a bare ``code`` a
    reply code and not an HTTP status."""
    words = " ".join([cls.__module__, *(k.__name__ for k in cls.__mro__[:4])])
    for word, protocol in _REPLY_PROTOCOL_WORDS:
        if word in words.lower():
            return protocol
    return None


def _reply_int(value: object) -> int | None:
    """A negative reply code (4xx/5xx) as an int, from an int or its digits (aioftp's ``Code``
    is a str), or from a ``(code, message)`` reply or an object carrying ``code``."""
    if isinstance(value, tuple) and value:
        value = value[0]
    elif not isinstance(value, (int, str)):
        value = attr(value, "code")
    if isinstance(value, str) and len(value) == 3 and value.isdigit():
        value = int(value)
    if isinstance(value, int) and not isinstance(value, bool) and 400 <= value <= 599:
        return value
    return None


def _replies(exc: BaseException) -> list[object]:
    recipients = attr(exc, "recipients")  # smtplib: {address: (code, message)}; aiosmtplib: [exc]
    found: list[object] = []
    if isinstance(recipients, dict):
        found.extend(list(recipients.values())[:10])
    elif isinstance(recipients, (list, tuple)):
        found.extend(recipients[:10])
    received = attr(exc, "received_codes")  # aioftp: the codes the server answered
    if isinstance(received, (list, tuple)):
        found.extend(received[:10])
    return found


def _reply_code(exc: BaseException) -> tuple[str, int] | None:
    code = attr(exc, "smtp_code")
    if isinstance(code, int) and 400 <= code <= 599:
        return "SMTP", code
    protocol = _spoken(type(exc))
    if protocol is not None:
        # ``errno``: ftputil's errors are OSErrors whose errno is the FTP reply code.
        for value in (attr(exc, "code"), attr(exc, "errno"), *_replies(exc)):
            number = _reply_int(value)
            if number is not None:
                return protocol, number
    recipients = attr(exc, "recipients")  # SMTPRecipientsRefused: {address: (code, message)}
    if isinstance(recipients, dict):
        for reply in list(recipients.values())[:10]:
            if isinstance(reply, tuple) and reply and isinstance(reply[0], int):
                return "SMTP", reply[0]
    if type(exc).__name__ in _REPLY_LINE_CLASSES:
        match = _REPLY_START.match(str(exc)[:8])
        if match is not None:
            return _spoken(type(exc)) or "FTP", int(match.group(0))
    return _reply_line(exc)


def _reply_line(exc: BaseException) -> tuple[str, int] | None:
    """A 4xx/5xx number ``exc`` carries whose message is the reply line of that same code
    ("550 /x: No such file", "420 Server temporarily unavailable"): a line protocol's reply, not
    an HTTP status. It is carried in ``errno`` (an ``OSError`` of a foreign class) or under a
    name whose words say code or reply but not status or http (HTTP's own words), and nothing
    on the exception speaks HTTP. An HTTP client keeping its status in errno (typesense's
    ``[Errno 500] message``) does not start its message with the bare code; one that writes
    "404 Not Found" names the status's HTTP reason phrase, which no line protocol's reply line
    is required to."""
    if not exc.args:
        return None
    first = exc.args[0]
    if not isinstance(first, str) or len(first) < 5 or first[3] != " " or not first[:3].isdigit():
        return None
    number = int(first[:3])
    if not 400 <= number <= 599:
        return None
    if not (isinstance(exc, OSError) and exc.errno == number) and not _carried(exc, number):
        return None
    phrase = _HTTP_PHRASES.get(number)
    if phrase is not None and first[4:].lower().startswith(phrase):
        return None
    return _spoken(type(exc)) or "REPLY", number


_MAX_KEPT = 16
# The words a reply code's name is made of ("reply_code", "lastReplyCode", "error_code"): none
# of HTTP's own ("status", "http"), none naming another number ("reply_count").
_CODE_NAME_WORDS = frozenset({"code", "reply", "last", "server", "final", "error", "err"})


def _carried(exc: BaseException, number: int) -> bool:
    """Whether ``exc`` keeps ``number`` under a name saying code or reply (``reply_code``,
    ``replyCode``, ``code``) and nothing else, and nothing near it speaks HTTP."""
    own = getattr(exc, "__dict__", None)
    if not isinstance(own, dict):
        return False
    for key, value in islice(own.items(), _MAX_KEPT):
        if type(value) is not int or value != number or not isinstance(key, str):
            continue
        words = set(name_words(key).split())
        if words & {"code", "reply"} and words <= _CODE_NAME_WORDS:
            return not _http_near(exc)
    return False


def _http_near(exc: BaseException) -> bool:
    """Whether ``exc``, its message (a URL, "HTTP/1.1") or the error it was raised from speaks
    HTTP: a wrapper of an HTTP error keeps the status under its own ``code``."""
    if speaks_http(exc) or "http" in _text(exc)[:500].lower():
        return True
    cause = exc.__cause__ or exc.__context__
    return cause is not None and (speaks_http(cause) or status_of(cause) is not None)


def _text(exc: BaseException) -> str:
    try:
        return str(exc)
    except Exception:  # a broken __str__ says nothing
        return ""


def _from_mail_code(exc: BaseException) -> Verdict | None:
    if type(exc).__module__ not in _MAIL_MODULES:
        return None
    text = " ".join(
        arg.decode("utf-8", "replace") if isinstance(arg, bytes) else str(arg)
        for arg in exc.args[:2]
    )
    match = _MAIL_CODE.search(text[:300])
    row = MAIL_RESPONSE_CODES.get(match.group(1)) if match is not None else None
    if row is None:
        return None
    category, code, _ = row
    details = {"response_code": match.group(1)}  # type: ignore[union-attr]
    return Verdict(category, code, exc, details=details, own_details=True)


def _row(protocol: str, code: int) -> Row | None:
    """The row of ``code`` in its protocol's own table: NNTP's, else SMTP/FTP's by first digit."""
    if protocol == "NNTP":
        return NNTP_REPLIES.get(str(code)) or NNTP_REPLIES.get(str(code)[0])
    return REPLY_CLASSES.get(str(code)[0])


def from_reply(exc: BaseException) -> Verdict | None:
    """The verdict of a line protocol's negative reply code on ``exc`` (by its first digit:
    4 transient, 5 client), or of a POP3/IMAP response code, else None."""
    found = _reply_code(exc)
    if found is None:
        return _from_mail_code(exc)
    protocol, code = found
    row = _row(protocol, code)
    if row is None:
        return None
    category, name = row[0], f"{protocol}_{code}"
    if category is ErrorCategory.CLIENT:
        # A permanent reply saying the storage or the quota is full (FTP/SMTP 552 "exceeded
        # storage allocation"): changing the request will not help, a person must free room.
        # A 4xx storage reply (452) stays transient, as the protocol says.
        text = _text(exc)
        if out_of_space(text):
            category, name = ErrorCategory.FATAL, "OUT_OF_SPACE"
        elif quota_worded(text):
            category, name = ErrorCategory.FATAL, "QUOTA_EXHAUSTED"
    return Verdict(
        category,
        name,
        exc,
        may_have_taken_effect=False,
        details={"reply_code": code},
        own_details=True,
    )
