"""Numbered error codes of one engine that many clients share, read by duck typing: libcurl's
``CURLcode`` (pycurl's ``error(code, message)``, curl_cffi's ``CurlError.code``, the curl
command's exit status) and Oracle's ``ORA-``/``TNS-`` numbers in a DB-API error's message.
Nothing here imports a client.

Each reader is gated by a cheap literal check (a class from a module named for curl, a PEP 249
error class whose message holds ``ORA-``/``TNS-``) so that an unrelated number is not read.
"""

from __future__ import annotations

import re

from ._clients import attr
from ._numbered_tables import CURL_CODES, ORACLE_CODES
from ._protocol_tables import Row
from ._result_codes import DBAPI_NAMES
from ._verdict import Verdict

__all__ = ["curl_row", "from_numbered_codes"]

_ORACLE = re.compile(r"\b(?:ORA|TNS)-(\d{5})\b")
_MAX_TEXT = 600


def curl_row(code: object) -> Row | None:
    """The row of a libcurl error number, else None."""
    if type(code) is not int:
        return None
    return CURL_CODES.get(code)


def _curl(exc: BaseException) -> Verdict | None:
    if "curl" not in type(exc).__module__.lower():
        return None
    args = exc.args
    code: object = args[0] if len(args) >= 2 and isinstance(args[1], str) else attr(exc, "code")
    row = curl_row(code)
    if row is None:
        return None
    return Verdict(row[0], row[1], exc, details={"curl_code": code}, own_details=True)


def _oracle(exc: BaseException) -> Verdict | None:
    if type(exc).__name__ not in DBAPI_NAMES:
        return None
    try:
        text = str(exc)[:_MAX_TEXT]
    except Exception:
        return None
    if "ORA-" not in text and "TNS-" not in text:
        return None
    for found in _ORACLE.finditer(text):
        number = int(found.group(1))
        row = ORACLE_CODES.get(number)
        if row is not None:
            details = {"oracle_error": f"ORA-{number:05d}"}
            return Verdict(row[0], row[1], exc, details=details, own_details=True)
    return None


def from_numbered_codes(exc: BaseException) -> Verdict | None:
    """The verdict of a libcurl error number or an Oracle error number on ``exc``, else None."""
    return _curl(exc) or _oracle(exc)
