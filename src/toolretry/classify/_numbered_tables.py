"""Numbered error-code tables shared by every client of one engine, as data: libcurl's
``CURLcode`` (pycurl, curl_cffi, and the exit status of the curl command line) and Oracle's
``ORA-``/``TNS-`` numbers (python-oracledb, cx_Oracle, any driver relaying the server's text).

One row per code, each with its reason; ``_numbered_codes`` reads the facts and looks them up.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .._category import ErrorCategory
from ._protocol_tables import Row

__all__ = ["CURL_CODES", "NNTP_REPLIES", "ORACLE_CODES"]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL

CURL_CODES: Mapping[int, Row] = MappingProxyType(
    {
        1: (CLIENT, "UNSUPPORTED_PROTOCOL", "the URL's scheme is one curl does not speak"),
        3: (CLIENT, "INVALID_URL", "the URL is malformed: fix it"),
        5: (TRANSIENT, "DNS_ERROR", "the proxy's name did not resolve, for now"),
        6: (TRANSIENT, "DNS_ERROR", "the host's name did not resolve, for now"),
        7: (TRANSIENT, "CONNECTION_ERROR", "the connection was refused or could not be made"),
        8: (FATAL, "INVALID_RESPONSE", "the server answered in a way curl cannot read"),
        9: (CLIENT, "PERMISSION_DENIED", "the server refused access to the resource"),
        # 22 (HTTP_RETURNED_ERROR) carries its status in words ("The requested URL returned
        # error: 404"): the status, read by the told-status rule, decides, not the number.
        18: (TRANSIENT, "PARTIAL_RESPONSE", "the transfer ended before the whole body came"),
        23: (FATAL, "WRITE_ERROR", "the received data could not be written locally"),
        26: (CLIENT, "READ_ERROR", "a local file to send could not be read"),
        27: (FATAL, "OUT_OF_SPACE", "curl ran out of memory"),
        28: (TRANSIENT, "TIMEOUT", "the operation timed out"),
        35: (FATAL, "TLS_ERROR", "the TLS handshake failed"),
        37: (CLIENT, "NOT_FOUND", "a file:// URL names a file that cannot be read"),
        47: (CLIENT, "TOO_MANY_REDIRECTS", "the redirects did not end: change the URL"),
        52: (TRANSIENT, "EMPTY_REPLY", "the server closed the connection without a reply"),
        55: (TRANSIENT, "CONNECTION_ERROR", "sending failed: the connection dropped"),
        56: (TRANSIENT, "CONNECTION_ERROR", "receiving failed: the connection dropped"),
        60: (FATAL, "PEER_NOT_TRUSTED", "the server's certificate could not be verified"),
        63: (CLIENT, "TOO_LARGE", "the file is larger than the limit the request set"),
        67: (CLIENT, "AUTHENTICATION_FAILED", "the server refused the login"),
        78: (CLIENT, "NOT_FOUND", "the remote file does not exist"),
        92: (TRANSIENT, "CONNECTION_ERROR", "an HTTP/2 stream was reset"),
        95: (TRANSIENT, "CONNECTION_ERROR", "an HTTP/3 layer error"),
    }
)
"""libcurl ``CURLcode`` (libcurl-errors(3); the curl tool's exit status is the same number)
-> row."""

ORACLE_CODES: Mapping[int, Row] = MappingProxyType(
    {
        1: (CLIENT, "UNIQUE_VIOLATION", "ORA-00001: a unique constraint was violated"),
        18: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "ORA-00018: the sessions are used up"),
        20: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "ORA-00020: the processes are used up"),
        54: (TRANSIENT, "DB_LOCK_TIMEOUT", "ORA-00054: the resource is busy (NOWAIT)"),
        60: (TRANSIENT, "DB_DEADLOCK", "ORA-00060: a deadlock victim; run it again"),
        904: (FATAL, "SQL_ERROR", "ORA-00904: an invalid identifier, a bug in the query"),
        942: (FATAL, "SQL_ERROR", "ORA-00942: the table or view does not exist"),
        1013: (TRANSIENT, "DB_QUERY_CANCELED", "ORA-01013: the call was cancelled"),
        1017: (CLIENT, "AUTHENTICATION_FAILED", "ORA-01017: user name or password refused"),
        1400: (CLIENT, "NOT_NULL_VIOLATION", "ORA-01400: a required value is missing"),
        1555: (TRANSIENT, "DB_SNAPSHOT_TOO_OLD", "ORA-01555: snapshot too old; run it again"),
        1653: (FATAL, "OUT_OF_SPACE", "ORA-01653: a table cannot extend: tablespace full"),
        1654: (FATAL, "OUT_OF_SPACE", "ORA-01654: an index cannot extend: tablespace full"),
        1722: (CLIENT, "INVALID_DATA", "ORA-01722: a value is not a number"),
        2290: (CLIENT, "CHECK_VIOLATION", "ORA-02290: a value breaks a check constraint"),
        2291: (CLIENT, "FOREIGN_KEY_VIOLATION", "ORA-02291: the parent key is missing"),
        2292: (CLIENT, "FOREIGN_KEY_VIOLATION", "ORA-02292: child rows still refer to it"),
        3113: (TRANSIENT, "CONNECTION_ERROR", "ORA-03113: end of file on the channel"),
        3114: (TRANSIENT, "CONNECTION_ERROR", "ORA-03114: not connected"),
        3135: (TRANSIENT, "CONNECTION_ERROR", "ORA-03135: the connection was lost"),
        12170: (TRANSIENT, "TIMEOUT", "TNS-12170: the connect timed out"),
        12505: (CLIENT, "DB_NOT_FOUND", "TNS-12505: the listener knows no such SID"),
        12514: (CLIENT, "DB_NOT_FOUND", "TNS-12514: the listener knows no such service"),
        12516: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "TNS-12516: no free handler for now"),
        12519: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "TNS-12519: no free handler for now"),
        12520: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "TNS-12520: no handler of that kind"),
        12526: (TRANSIENT, "DB_SHUTDOWN", "TNS-12526: the instance is in restricted mode"),
        12527: (TRANSIENT, "DB_SHUTDOWN", "TNS-12527: the instance is in restricted mode"),
        12528: (TRANSIENT, "DB_SHUTDOWN", "TNS-12528: the instance blocks new connections"),
        12535: (TRANSIENT, "TIMEOUT", "TNS-12535: the operation timed out"),
        12537: (TRANSIENT, "CONNECTION_ERROR", "TNS-12537: the connection was closed"),
        12541: (TRANSIENT, "CONNECTION_ERROR", "TNS-12541: no listener at that address"),
        12899: (CLIENT, "INVALID_DATA", "ORA-12899: a value too large for its column"),
    }
)
"""Oracle error number (``ORA-nnnnn``; ``TNS-nnnnn`` shares the numbers of the listener's
errors) -> row, for the codes whose meaning is standard whatever the application."""

NNTP_REPLIES: Mapping[str, Row] = MappingProxyType(
    {
        "400": (TRANSIENT, "NNTP_SERVICE_UNAVAILABLE", "the service is going away for now"),
        "403": (TRANSIENT, "NNTP_INTERNAL_FAULT", "the server failed the command: try again"),
        "436": (TRANSIENT, "NNTP_TRY_AGAIN_LATER", "the transfer cannot be made now: try later"),
        "4": (CLIENT, "NNTP_REFUSED", "the command was understood but refused as asked"),
        "503": (FATAL, "NNTP_NOT_SUPPORTED", "the server does not offer this at all"),
        "5": (CLIENT, "NNTP_REJECTED", "the command is unknown, malformed or not permitted"),
    }
)
"""NNTP reply code (RFC 3977 section 3.2), then its first digit, -> row. Unlike FTP's and SMTP's,
NNTP's 4xx is not "transient": it is the answer to a well-formed command ("411 no such group",
"430 no such article", "480 authentication required", "441 posting failed"); only the three
codes above say the server, not the request, failed."""
