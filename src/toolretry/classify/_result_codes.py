"""More protocol facts read by duck typing: an AMQP reply code, an LDAP result code, a DNS
response code, a MySQL error number, and a library's own ``retriable`` flag. Nothing here
imports a client.

Each reader has a sanity check (an AMQP code comes with its reply text, an LDAP code with its
RFC 4511 name, a MySQL number with its message on a PEP 249 error class) so that an unrelated
``result`` or ``reply_code`` is not taken for one.
"""

from __future__ import annotations

import re

from .._category import ErrorCategory
from ._clients import attr
from ._name_tokens import token_row
from ._protocol_tables import Row
from ._result_tables import (
    AMQP_REPLY_CODES,
    AMQP_REPLY_NAMES,
    CLASS_NAME_SHAPES,
    DNS_RCODES,
    LDAP_RESULTS,
    MYSQL_ERRORS,
    OAUTH_ERRORS,
)
from ._vendor_codes import app_error_row
from ._verdict import Verdict

__all__ = ["DBAPI_NAMES", "from_class_name", "from_mysql_number", "from_result_codes"]

# A reply text's head as the AMQP spec names it: the constant, a spaced dash, the detail.
_AMQP_HEAD = re.compile(r"([A-Z][A-Z_]{5,20}) - \S")
_DNS_WORD = re.compile(r"\b(" + "|".join(DNS_RCODES) + r")\b")
# A library's own word on whether its error is worth retrying, under the names libraries use.
_FLAGS = ("retriable", "retryable", "is_retryable", "is_retriable", "temporary", "transient")
_NAMES = tuple((re.compile(pattern), row) for pattern, row in CLASS_NAME_SHAPES)
_MAX_BASES = 4
# PEP 249's exception names: every DB-API driver raises these, whatever the database.
DBAPI_NAMES = frozenset(
    {
        "DatabaseError",
        "DataError",
        "Error",
        "IntegrityError",
        "InterfaceError",
        "InternalError",
        "NotSupportedError",
        "OperationalError",
        "ProgrammingError",
    }
)


def _verdict(row: Row, exc: BaseException, key: str, value: object) -> Verdict:
    return Verdict(row[0], row[1], exc, details={key: value}, own_details=True)


def _amqp(exc: BaseException) -> Verdict | None:
    code, text = attr(exc, "reply_code"), attr(exc, "reply_text")
    if type(code) is not int or not isinstance(text, str):
        return _amqp_named(exc)
    row = AMQP_REPLY_CODES.get(code)
    return _verdict(row, exc, "reply_code", code) if row is not None else None


def _amqp_named(exc: BaseException) -> Verdict | None:
    """A reply text whose head is an AMQP constant name and a dash, as the first string
    argument: the code it names is a structural fact, and it beats the class's base (clients
    derive every broker refusal from ``ConnectionError``)."""
    head = exc.args[0] if exc.args else None
    if not isinstance(head, str):
        return None
    match = _AMQP_HEAD.match(head)
    code = AMQP_REPLY_NAMES.get(match.group(1)) if match else None
    if code is None:
        return None
    return _verdict(AMQP_REPLY_CODES[code], exc, "reply_code", code)


def _ldap(exc: BaseException) -> Verdict | None:
    result, name = attr(exc, "result"), attr(exc, "description")
    if type(result) is not int or not isinstance(name, str):
        return None
    row = LDAP_RESULTS.get(name)
    return _verdict(row, exc, "ldap_result", name) if row is not None else None


def _dns(exc: BaseException) -> Verdict | None:
    name = type(exc).__name__
    row = DNS_RCODES.get(name)
    if row is None:
        try:
            match = _DNS_WORD.search(str(exc)[:400])
        except Exception:
            return None
        if match is None:
            return None
        name = match.group(1)
        row = DNS_RCODES[name]
    return _verdict(row, exc, "dns_rcode", name)


def from_mysql_number(exc: BaseException) -> Verdict | None:
    """A MySQL error number: ``args == (number, message)`` on a PEP 249 error class (PyMySQL,
    mysqlclient, aiomysql, asyncmy), or an ``errno`` beside a ``sqlstate`` (mysql-connector).
    Asked before the SQLSTATE: MySQL gives hundreds of numbers the same few states
    (``42000``, ``HY000``), so the number is the sharper fact."""
    if type(exc).__name__ not in DBAPI_NAMES:
        return None
    args = exc.args
    number: object = None
    if len(args) >= 2 and isinstance(args[1], str):
        number = args[0]
    elif isinstance(attr(exc, "sqlstate"), str):
        number = attr(exc, "errno")
    if type(number) is not int:
        return None
    row = MYSQL_ERRORS.get(number)
    return _verdict(row, exc, "mysql_error", number) if row is not None else None


def _flagged(exc: BaseException) -> Verdict | None:
    """A library that says whether its error is worth retrying (kafka's ``retriable``, others'
    ``retryable``): True is transient; False with a rejected-request name is a client error."""
    for flag in _FLAGS:
        value = getattr(exc, flag, None)
        if value is True:
            return Verdict(ErrorCategory.TRANSIENT, "RETRYABLE_ERROR", exc)
        if value is False:
            row = app_error_row(type(exc).__name__)
            if row is not None and row[0] is ErrorCategory.CLIENT:
                return Verdict(row[0], "REJECTED_REQUEST", exc)
            return None
    return None


def _oauth(exc: BaseException) -> Verdict | None:
    """An OAuth 2.0 error code (RFC 6749 §5.2, RFC 6750, RFC 8628) as the string ``error`` of
    an exception (oauthlib, Authlib, requests-oauthlib): the code is the protocol's fact, the
    ``status_code`` such classes carry is often their own default (400)."""
    code = attr(exc, "error")
    if not isinstance(code, str):
        return None
    row = OAUTH_ERRORS.get(code)
    return _verdict(row, exc, "oauth_error", code) if row is not None else None


def from_result_codes(exc: BaseException) -> Verdict | None:
    """The verdict of an AMQP, LDAP, DNS or OAuth result code, or of a ``retriable`` flag; or
    None."""
    return _amqp(exc) or _ldap(exc) or _dns(exc) or _oauth(exc) or _flagged(exc)


def from_class_name(exc: BaseException) -> Verdict | None:
    """What the class name of ``exc`` (or of one of its first non-builtin bases) says: its
    whole name by `CLASS_NAME_SHAPES`, else its words by `NAME_TOKEN_SHAPES`; the class itself
    before its bases (its name is the most specific). None when no name has a known shape.
    Asked last, before fatal."""
    cls = type(exc)
    try:
        row = _BY_CLASS[cls]
    except KeyError:
        row = _class_row(cls)
        if len(_BY_CLASS) >= _BY_CLASS_MAX:
            _BY_CLASS.clear()
        _BY_CLASS[cls] = row
    return None if row is None else Verdict(row[0], row[1], exc)


# The name's verdict depends on the class alone: found once per class (bounded, as classes can
# be made on the fly), not by a score of searches on every failure.
_BY_CLASS: dict[type, Row | None] = {}
_BY_CLASS_MAX = 512


def _class_row(exc_type: type) -> Row | None:
    for cls in exc_type.__mro__[:_MAX_BASES]:
        if cls.__module__ == "builtins":
            return None
        name = cls.__name__
        lowered = name.lower()
        for pattern, row in _NAMES:
            if pattern.search(lowered):
                return row
        found = token_row(name)
        if found is not None:
            return found
    return None
