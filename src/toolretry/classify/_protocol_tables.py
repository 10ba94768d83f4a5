"""The protocol rule tables, as data: one row per code family, each with its reason.

Adding a protocol is a row here (and a test), not a new function: ``_protocols`` reads the
facts (a gRPC status, a SQLSTATE, a reply code, a close code) and looks them up below.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .._category import ErrorCategory

__all__ = [
    "GRPC_CODES",
    "GRPC_NUMBERS",
    "MAIL_RESPONSE_CODES",
    "REPLY_CLASSES",
    "SQLITE_NAMES",
    "SQLSTATE_CLASSES",
    "SQLSTATE_CODES",
    "VENDOR_SHAPES",
    "WEBSOCKET_CLOSE",
    "Row",
]

TRANSIENT, CLIENT, BUSINESS, FATAL = (
    ErrorCategory.TRANSIENT,
    ErrorCategory.CLIENT,
    ErrorCategory.BUSINESS,
    ErrorCategory.FATAL,
)

Row = tuple[ErrorCategory, str, str]
"""(category, code, reason): the reason is documentation, kept beside the rule it explains."""


def _table(rows: dict[str, Row]) -> Mapping[str, Row]:
    return MappingProxyType(rows)


GRPC_CODES: Mapping[str, Row] = _table(
    {
        "CANCELLED": (
            TRANSIENT,
            "GRPC_CANCELLED",
            "the call was cancelled on the way, not refused",
        ),
        "UNKNOWN": (FATAL, "GRPC_UNKNOWN", "the server raised something it could not name"),
        "INVALID_ARGUMENT": (CLIENT, "GRPC_INVALID_ARGUMENT", "the request itself is wrong"),
        "DEADLINE_EXCEEDED": (
            TRANSIENT,
            "TIMEOUT",
            "the deadline passed; it may finish in time later",
        ),
        "NOT_FOUND": (CLIENT, "NOT_FOUND", "the named entity does not exist"),
        "ALREADY_EXISTS": (CLIENT, "ALREADY_EXISTS", "creating what exists: change the request"),
        "PERMISSION_DENIED": (CLIENT, "PERMISSION_DENIED", "not allowed for this caller"),
        "RESOURCE_EXHAUSTED": (
            TRANSIENT,
            "THROTTLED",
            "a rate limit; a quota is told apart by wording",
        ),
        "FAILED_PRECONDITION": (
            CLIENT,
            "FAILED_PRECONDITION",
            "the system is not in the state the call needs",
        ),
        "ABORTED": (TRANSIENT, "ABORTED", "a concurrency conflict; retrying the sequence helps"),
        "OUT_OF_RANGE": (CLIENT, "OUT_OF_RANGE", "past the valid range: change the request"),
        "UNIMPLEMENTED": (FATAL, "NOT_IMPLEMENTED", "the method does not exist on this server"),
        "INTERNAL": (FATAL, "GRPC_INTERNAL", "an invariant broke on the server"),
        "UNAVAILABLE": (
            TRANSIENT,
            "UNAVAILABLE",
            "the service is down for now; gRPC's own retry code",
        ),
        "DATA_LOSS": (FATAL, "DATA_LOSS", "unrecoverable data loss"),
        "UNAUTHENTICATED": (CLIENT, "UNAUTHENTICATED", "no valid credentials for the call"),
    }
)
"""gRPC canonical status name -> row (grpc.StatusCode, google.rpc.Code)."""

GRPC_NUMBERS: Mapping[int, str] = MappingProxyType(
    {number: name for number, name in enumerate(("OK", *GRPC_CODES)) if number}
)
"""gRPC status number -> name (1 CANCELLED ... 16 UNAUTHENTICATED), in the proto's order."""

SQLSTATE_CODES: Mapping[str, Row] = _table(
    {
        "40001": (TRANSIENT, "DB_SERIALIZATION_FAILURE", "another transaction won; run it again"),
        "40P01": (TRANSIENT, "DB_DEADLOCK", "a deadlock victim; run it again"),
        "55P03": (TRANSIENT, "DB_LOCK_TIMEOUT", "a lock was not free in time"),
        "55006": (TRANSIENT, "DB_OBJECT_IN_USE", "the object is in use by another session"),
        "57014": (TRANSIENT, "DB_QUERY_CANCELED", "statement timeout or cancel; may finish later"),
        "53100": (FATAL, "OUT_OF_SPACE", "the database disk is full"),
        "42501": (CLIENT, "PERMISSION_DENIED", "the role lacks a privilege"),
        "23505": (CLIENT, "UNIQUE_VIOLATION", "a row with that key exists"),
        "23503": (CLIENT, "FOREIGN_KEY_VIOLATION", "a referenced row is missing"),
        "23502": (CLIENT, "NOT_NULL_VIOLATION", "a required value is missing"),
        "23514": (CLIENT, "CHECK_VIOLATION", "a value breaks a check constraint"),
        "P0001": (
            BUSINESS,
            "DB_RULE",
            "a database function refused (RAISE EXCEPTION): a domain rule",
        ),
        "25006": (CLIENT, "DB_READ_ONLY", "a write in a read-only transaction"),
    }
)
"""SQLSTATE -> row, for the codes whose class alone says too little."""

SQLSTATE_CLASSES: Mapping[str, Row] = _table(
    {
        "08": (TRANSIENT, "DB_CONNECTION_ERROR", "connection exception"),
        "40": (TRANSIENT, "DB_TRANSACTION_ROLLBACK", "transaction rollback: run it again"),
        "53": (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "too many connections, out of memory"),
        "57": (TRANSIENT, "DB_SHUTDOWN", "operator intervention: shutdown, restart, terminate"),
        "58": (FATAL, "DB_SYSTEM_ERROR", "an I/O error outside the database"),
        "23": (CLIENT, "CONSTRAINT_VIOLATION", "integrity constraint (business when declared)"),
        "22": (CLIENT, "INVALID_DATA", "a data exception: a value the column cannot take"),
        "44": (CLIENT, "CONSTRAINT_VIOLATION", "WITH CHECK OPTION violation"),
        "54": (CLIENT, "DB_LIMIT_EXCEEDED", "statement too complex or too large"),
        "42": (FATAL, "SQL_ERROR", "syntax error or undefined object: a bug in the query"),
        "0A": (FATAL, "NOT_IMPLEMENTED", "feature not supported"),
        "21": (FATAL, "SQL_ERROR", "cardinality violation: the query assumed one row"),
        "24": (FATAL, "SQL_ERROR", "invalid cursor state"),
        "25": (FATAL, "DB_TRANSACTION_STATE", "a statement in a failed or wrong transaction"),
        "28": (FATAL, "DB_AUTH_FAILED", "invalid authorization: credentials a person must fix"),
        "3D": (FATAL, "DB_NOT_FOUND", "the database does not exist"),
        "3F": (FATAL, "SQL_ERROR", "the schema does not exist"),
        "P0": (FATAL, "SQL_ERROR", "PL/pgSQL error other than a raised exception"),
        "XX": (FATAL, "DB_INTERNAL_ERROR", "internal error: data corrupted, a person must look"),
        "F0": (FATAL, "CONFIGURATION_ERROR", "configuration file error"),
        "HV": (FATAL, "DB_INTERNAL_ERROR", "foreign data wrapper error"),
    }
)
"""SQLSTATE class (its first two characters) -> row."""

SQLITE_NAMES: Mapping[str, Row] = _table(
    {
        "SQLITE_BUSY": (TRANSIENT, "DB_BUSY", "another connection holds the lock"),
        "SQLITE_LOCKED": (TRANSIENT, "DB_BUSY", "a table is locked by another statement"),
        "SQLITE_PROTOCOL": (TRANSIENT, "DB_BUSY", "a lock protocol race"),
        "SQLITE_INTERRUPT": (TRANSIENT, "DB_QUERY_CANCELED", "interrupted"),
        "SQLITE_NOMEM": (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "out of memory for now"),
        "SQLITE_CONSTRAINT_UNIQUE": (CLIENT, "UNIQUE_VIOLATION", "a row with that key exists"),
        "SQLITE_CONSTRAINT_PRIMARYKEY": (CLIENT, "UNIQUE_VIOLATION", "a row with that key exists"),
        "SQLITE_CONSTRAINT_FOREIGNKEY": (CLIENT, "FOREIGN_KEY_VIOLATION", "referenced row missing"),
        "SQLITE_CONSTRAINT_NOTNULL": (CLIENT, "NOT_NULL_VIOLATION", "a required value is missing"),
        "SQLITE_CONSTRAINT_CHECK": (CLIENT, "CHECK_VIOLATION", "a value breaks a check"),
        "SQLITE_CONSTRAINT": (CLIENT, "CONSTRAINT_VIOLATION", "an integrity constraint"),
        "SQLITE_MISMATCH": (CLIENT, "INVALID_DATA", "a value of the wrong type"),
        "SQLITE_TOOBIG": (CLIENT, "INVALID_DATA", "a value too large"),
        "SQLITE_PERM": (CLIENT, "PERMISSION_DENIED", "access permission denied"),
        "SQLITE_AUTH": (CLIENT, "PERMISSION_DENIED", "not authorized"),
        "SQLITE_READONLY": (FATAL, "DB_READ_ONLY", "the database is read-only here"),
        # A path given to a tool (a missing folder, a name mistyped): another path opens.
        "SQLITE_CANTOPEN": (CLIENT, "DB_NOT_FOUND", "no database file opens at that path"),
        "SQLITE_FULL": (FATAL, "OUT_OF_SPACE", "the disk is full"),
        "SQLITE_IOERR": (FATAL, "DB_SYSTEM_ERROR", "an I/O error"),
        "SQLITE_CORRUPT": (FATAL, "DB_INTERNAL_ERROR", "the database file is corrupt"),
        "SQLITE_NOTADB": (CLIENT, "NOT_A_DATABASE", "that file is not a database: name one"),
        "SQLITE_ERROR": (
            FATAL,
            "SQL_ERROR",
            "SQL error or missing table/column: a bug in the query",
        ),
        "SQLITE_RANGE": (FATAL, "SQL_ERROR", "a bind parameter index out of range"),
        "SQLITE_MISUSE": (FATAL, "SQL_ERROR", "the library was misused"),
    }
)
"""sqlite error name (``sqlite3.Error.sqlite_errorname``; extended names fall back to their
primary name, ``SQLITE_BUSY_SNAPSHOT`` -> ``SQLITE_BUSY``) -> row."""

REPLY_CLASSES: Mapping[str, Row] = _table(
    {
        "4": (TRANSIENT, "REPLY_4XX", "SMTP/FTP transient negative completion: try again later"),
        "5": (CLIENT, "REPLY_5XX", "SMTP/FTP permanent negative completion: change the request"),
    }
)
"""First digit of an SMTP or FTP reply code -> row (the code becomes ``SMTP_550``, ``FTP_421``)."""

WEBSOCKET_CLOSE: Mapping[int, Row] = MappingProxyType(
    {
        1000: (TRANSIENT, "WEBSOCKET_CLOSED", "closed normally while a reply was awaited"),
        1001: (TRANSIENT, "WEBSOCKET_GOING_AWAY", "the server is going away; reconnect"),
        1002: (FATAL, "WEBSOCKET_PROTOCOL_ERROR", "a protocol error: a bug on one side"),
        1003: (FATAL, "WEBSOCKET_UNSUPPORTED_DATA", "data of a type the peer cannot accept"),
        1005: (TRANSIENT, "WEBSOCKET_CLOSED", "closed without a status"),
        1006: (TRANSIENT, "WEBSOCKET_ABNORMAL_CLOSURE", "the connection dropped"),
        1007: (CLIENT, "WEBSOCKET_INVALID_PAYLOAD", "a message the peer found invalid"),
        1008: (CLIENT, "WEBSOCKET_POLICY_VIOLATION", "a policy violation: change the request"),
        1009: (CLIENT, "WEBSOCKET_MESSAGE_TOO_BIG", "a message too big: send less"),
        1010: (FATAL, "WEBSOCKET_EXTENSION_MISSING", "a required extension was not negotiated"),
        1011: (TRANSIENT, "WEBSOCKET_INTERNAL_ERROR", "the server hit an error; like a 500"),
        1012: (TRANSIENT, "WEBSOCKET_SERVICE_RESTART", "the service is restarting"),
        1013: (TRANSIENT, "WEBSOCKET_TRY_AGAIN_LATER", "try again later (overloaded)"),
        1014: (TRANSIENT, "WEBSOCKET_BAD_GATEWAY", "a gateway got a bad answer upstream"),
        1015: (FATAL, "TLS_ERROR", "the TLS handshake failed"),
        3000: (CLIENT, "WEBSOCKET_UNAUTHORIZED", "registered: unauthorized"),
        3003: (CLIENT, "WEBSOCKET_FORBIDDEN", "registered: forbidden"),
        3008: (TRANSIENT, "TIMEOUT", "registered: timeout"),
    }
)
"""Websocket close code (RFC 6455 §7.4, IANA registry) -> row; 4000-4999 are the
application's own and left to its wording."""

VENDOR_SHAPES: tuple[tuple[str, Row], ...] = (
    (
        r"daily_?(limit|quota|count|cap)|exceed\w{0,12}daily|quota_?exceed|insufficient_quota"
        r"|billing"
        r"|credit_?balance|out_of_credits?|insufficient_credits?|spend_?limit|usage_?limit",
        (FATAL, "QUOTA_EXHAUSTED", "a spent quota or billing problem: waiting will not help"),
    ),
    (
        r"card_declined|(insufficient|not_?enough)_?(funds|balance)|expired_card|incorrect_cvc"
        r"|do_not_honou?r"
        r"|payment_(declined|failed|required)",
        (BUSINESS, "PAYMENT_DECLINED", "the payment was refused: a domain answer"),
    ),
    (
        r"throttl|throughputexceeded|^slowdown$|requestlimitexceeded|toomanyrequests"
        r"|too_many_requests|rate_?limit|^lock_timeout$|serverbusy|server_busy|^busy$"
        r"|overloaded|temporarily_unavailable|tryagain|try_again"
        # Too many of an action at once ("TooManyUpdates", "too_many_concurrent_calls"), not
        # too many of a thing ("TooManyTags"): the actions finish, the pace is the fault.
        r"|too_?many_?(\w{0,16}?_?)?(requests|updates|calls|writes|operations|attempts"
        r"|invocations|executions|connections|retries|parts)"
        r"|too_?many_?(pending|queued|in_?flight|outstanding|running|active)",
        (TRANSIENT, "THROTTLED", "a throttling code: AWS, Azure, Google, Stripe share the shape"),
    ),
    (
        # Another writer changed it meanwhile ("ConcurrentModificationException" behind a 400,
        # "concurrent_update"): reading again and rerunning resolves it, unlike a duplicate.
        r"concurrent_?(modification|update|write|change)|conflicting_?(update|operation)"
        # A row or record locked by another transaction ("UNABLE_TO_LOCK_ROW", "RowLocked").
        r"|unable_?to_?lock|row_?lock|record_?lock|lock_?(contention|unavailable|wait)",
        (TRANSIENT, "TRANSACTION_CONFLICT", "another writer won just now: run it again"),
    ),
    (
        # The account's storage is full ("storage_limit_exceeded", "StorageQuotaExceeded",
        # "insufficient_storage"): whatever status it came with, a person must free space.
        r"storage_?(limit|quota)|insufficient_?storage|(disk|storage)_?full|out_?of_?(space"
        r"|storage)",
        (FATAL, "OUT_OF_SPACE", "the account's storage is full: a person must free space"),
    ),
    (
        # A refusal the code itself calls temporary ("operation_blocked_temporary",
        # "TemporaryFailure", "temporarily_locked"): the same call may pass in a moment.
        r"temporar(y|ily)_?(blocked|locked|failure|error|unavailable)"
        r"|(blocked|locked|failure|error|unavailable)_?temporar(y|ily)",
        (TRANSIENT, "TEMPORARILY_BLOCKED", "the code says the refusal is temporary"),
    ),
)
"""(pattern over a vendor error code or type, case-insensitive, row): first match wins, so a
quota code outranks the throttling shape it often comes with."""

MAIL_RESPONSE_CODES: Mapping[str, Row] = _table(
    {
        "IN-USE": (TRANSIENT, "MAILBOX_IN_USE", "POP3 (RFC 2449): another session holds the box"),
        "SYS/TEMP": (TRANSIENT, "MAIL_SERVER_BUSY", "POP3 (RFC 3206): a temporary system error"),
        "UNAVAILABLE": (TRANSIENT, "MAIL_SERVER_BUSY", "IMAP (RFC 5530): temporarily unavailable"),
        "INUSE": (TRANSIENT, "MAILBOX_IN_USE", "IMAP: the mailbox is in use"),
        "LIMIT": (TRANSIENT, "THROTTLED", "IMAP: a server limit, for now"),
        "SYS/PERM": (FATAL, "MAIL_SERVER_ERROR", "POP3: a permanent system error"),
        "SERVERBUG": (FATAL, "MAIL_SERVER_ERROR", "IMAP: a bug in the server"),
        "OVERQUOTA": (FATAL, "QUOTA_EXHAUSTED", "IMAP: the mailbox quota is used up"),
        "AUTH": (CLIENT, "AUTHENTICATION_FAILED", "POP3: the credentials were refused"),
        "AUTHENTICATIONFAILED": (CLIENT, "AUTHENTICATION_FAILED", "IMAP: credentials refused"),
        "AUTHORIZATIONFAILED": (CLIENT, "PERMISSION_DENIED", "IMAP: not allowed"),
        "EXPIRED": (CLIENT, "AUTHENTICATION_FAILED", "IMAP: the credentials expired"),
        "NOPERM": (CLIENT, "PERMISSION_DENIED", "IMAP: no permission"),
        "NONEXISTENT": (CLIENT, "NOT_FOUND", "IMAP: no such mailbox"),
        "ALREADYEXISTS": (CLIENT, "ALREADY_EXISTS", "IMAP: the mailbox exists"),
        "CANNOT": (CLIENT, "INVALID_REQUEST", "IMAP: the operation cannot be done"),
    }
)
"""POP3/IMAP bracketed response code (``-ERR [IN-USE] ...``, ``NO [UNAVAILABLE] ...``) -> row."""
