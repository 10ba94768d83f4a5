"""Result-code tables of more protocols, as data: AMQP reply codes, LDAP result codes, DNS
response codes, the request-rejection shapes of an application error carried by a 2xx, and the
shapes of exception class names that say what failed when nothing else did.

One row per code, each with its reason; ``_result_codes`` reads the facts and looks them up.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .._category import ErrorCategory
from ._protocol_tables import Row

__all__ = [
    "AMQP_REPLY_CODES",
    "AMQP_REPLY_NAMES",
    "APP_ERROR_SHAPES",
    "CLASS_NAME_SHAPES",
    "DNS_RCODES",
    "LDAP_RESULTS",
    "MYSQL_ERRORS",
    "OAUTH_ERRORS",
]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL

AMQP_REPLY_CODES: Mapping[int, Row] = MappingProxyType(
    {
        311: (CLIENT, "AMQP_CONTENT_TOO_LARGE", "a message too large for the broker"),
        312: (CLIENT, "AMQP_NO_ROUTE", "a mandatory message had no route"),
        313: (TRANSIENT, "AMQP_NO_CONSUMERS", "an immediate message found no consumer now"),
        320: (TRANSIENT, "AMQP_CONNECTION_FORCED", "the broker closed the connection (shutdown)"),
        402: (CLIENT, "AMQP_INVALID_PATH", "an unknown virtual host path"),
        403: (CLIENT, "PERMISSION_DENIED", "access refused for this user"),
        404: (CLIENT, "NOT_FOUND", "the queue or exchange does not exist"),
        405: (TRANSIENT, "AMQP_RESOURCE_LOCKED", "another connection holds the resource"),
        406: (CLIENT, "AMQP_PRECONDITION_FAILED", "declared arguments differ: change them"),
        501: (FATAL, "AMQP_FRAME_ERROR", "a malformed frame: a client bug"),
        502: (FATAL, "AMQP_SYNTAX_ERROR", "an illegal field value: a client bug"),
        503: (FATAL, "AMQP_COMMAND_INVALID", "a method out of order: a client bug"),
        504: (FATAL, "AMQP_CHANNEL_ERROR", "a channel used wrongly: a client bug"),
        505: (FATAL, "AMQP_UNEXPECTED_FRAME", "a frame out of order: a client bug"),
        506: (TRANSIENT, "AMQP_RESOURCE_ERROR", "the broker lacks resources for now"),
        530: (CLIENT, "PERMISSION_DENIED", "not allowed (vhost access, a reserved name)"),
        540: (FATAL, "NOT_IMPLEMENTED", "the broker does not implement the method"),
        541: (FATAL, "AMQP_INTERNAL_ERROR", "the broker hit an internal error"),
    }
)
"""AMQP 0-9-1 reply code (``reply_code``, with a ``reply_text``) -> row."""

AMQP_REPLY_NAMES: Mapping[str, int] = MappingProxyType(
    {
        "CONTENT_TOO_LARGE": 311,
        "NO_ROUTE": 312,
        "NO_CONSUMERS": 313,
        "CONNECTION_FORCED": 320,
        "INVALID_PATH": 402,
        "ACCESS_REFUSED": 403,
        "NOT_FOUND": 404,
        "RESOURCE_LOCKED": 405,
        "PRECONDITION_FAILED": 406,
        "FRAME_ERROR": 501,
        "SYNTAX_ERROR": 502,
        "COMMAND_INVALID": 503,
        "CHANNEL_ERROR": 504,
        "UNEXPECTED_FRAME": 505,
        "RESOURCE_ERROR": 506,
        "NOT_ALLOWED": 530,
        "NOT_IMPLEMENTED": 540,
        "INTERNAL_ERROR": 541,
    }
)
"""The AMQP 0-9-1 spec's constant name of each reply code, as brokers put it at the head of
the reply text ("ACCESS_REFUSED - Login was refused ...") -> the code. Clients that keep only
the text (aiormq, aio-pika) still carry the code this way."""

LDAP_RESULTS: Mapping[str, Row] = MappingProxyType(
    {
        "timeLimitExceeded": (TRANSIENT, "TIMEOUT", "the server's time limit ran out"),
        "sizeLimitExceeded": (CLIENT, "LDAP_SIZE_LIMIT", "too many entries: narrow the search"),
        "adminLimitExceeded": (CLIENT, "LDAP_SIZE_LIMIT", "an administrative limit: narrow it"),
        "authMethodNotSupported": (FATAL, "LDAP_AUTH_METHOD", "the bind method is not offered"),
        "strongerAuthRequired": (CLIENT, "UNAUTHENTICATED", "a stronger bind is required"),
        "unavailableCriticalExtension": (FATAL, "NOT_IMPLEMENTED", "a control not supported"),
        "confidentialityRequired": (CLIENT, "UNAUTHENTICATED", "TLS is required"),
        "noSuchAttribute": (CLIENT, "INVALID_REQUEST", "the attribute is not on the entry"),
        "undefinedAttributeType": (CLIENT, "INVALID_REQUEST", "an unknown attribute type"),
        "inappropriateMatching": (CLIENT, "INVALID_REQUEST", "a filter the attribute can't match"),
        "constraintViolation": (CLIENT, "CONSTRAINT_VIOLATION", "a value breaks a constraint"),
        "attributeOrValueExists": (CLIENT, "ALREADY_EXISTS", "the value is already there"),
        "invalidAttributeSyntax": (CLIENT, "INVALID_DATA", "a value of the wrong syntax"),
        "noSuchObject": (CLIENT, "NOT_FOUND", "the entry does not exist"),
        "aliasProblem": (CLIENT, "INVALID_REQUEST", "an alias points nowhere"),
        "invalidDNSyntax": (CLIENT, "INVALID_REQUEST", "a malformed distinguished name"),
        "inappropriateAuthentication": (CLIENT, "UNAUTHENTICATED", "this bind is not allowed"),
        "invalidCredentials": (CLIENT, "AUTHENTICATION_FAILED", "the credentials were refused"),
        "insufficientAccessRights": (CLIENT, "PERMISSION_DENIED", "not allowed for this user"),
        "busy": (TRANSIENT, "SERVER_BUSY", "the server is too busy for now"),
        "unavailable": (TRANSIENT, "UNAVAILABLE", "the server is shutting down or unavailable"),
        "unwillingToPerform": (CLIENT, "INVALID_REQUEST", "the server refuses this operation"),
        "loopDetect": (FATAL, "LDAP_LOOP", "an alias or referral loop: the directory is wrong"),
        "namingViolation": (CLIENT, "INVALID_REQUEST", "the name breaks the directory's rules"),
        "objectClassViolation": (CLIENT, "INVALID_DATA", "the entry breaks its object class"),
        "notAllowedOnNonLeaf": (CLIENT, "INVALID_REQUEST", "the entry has children"),
        "notAllowedOnRDN": (CLIENT, "INVALID_REQUEST", "the change would alter the RDN"),
        "entryAlreadyExists": (CLIENT, "ALREADY_EXISTS", "an entry with that name exists"),
        "other": (FATAL, "LDAP_ERROR", "the server could not say what went wrong"),
    }
)
"""LDAP result code name (RFC 4511 §4.1.9, as ``description`` beside an int ``result``) -> row."""

DNS_RCODES: Mapping[str, Row] = MappingProxyType(
    {
        "NXDOMAIN": (CLIENT, "DNS_NAME_NOT_FOUND", "the name does not exist: check the host"),
        "SERVFAIL": (TRANSIENT, "DNS_SERVER_FAILURE", "the resolver failed for now"),
        "FORMERR": (FATAL, "DNS_FORMAT_ERROR", "the server could not read the query"),
        "NOTIMP": (FATAL, "NOT_IMPLEMENTED", "the server does not support the query"),
    }
)
MYSQL_ERRORS: Mapping[int, Row] = MappingProxyType(
    {
        1040: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "too many connections for now"),
        1203: (TRANSIENT, "DB_INSUFFICIENT_RESOURCES", "the user's connection limit, for now"),
        1205: (TRANSIENT, "DB_LOCK_TIMEOUT", "a lock was not free in time; run it again"),
        1213: (TRANSIENT, "DB_DEADLOCK", "a deadlock victim; run the transaction again"),
        1053: (TRANSIENT, "DB_SHUTDOWN", "the server is shutting down"),
        1317: (TRANSIENT, "DB_QUERY_CANCELED", "the query was interrupted"),
        3024: (TRANSIENT, "DB_QUERY_CANCELED", "the statement's time limit ran out"),
        1290: (TRANSIENT, "DB_READ_ONLY", "a read-only server (a replica during failover)"),
        2002: (TRANSIENT, "DB_CONNECTION_ERROR", "the server cannot be reached"),
        2003: (TRANSIENT, "DB_CONNECTION_ERROR", "the server cannot be reached"),
        2006: (TRANSIENT, "DB_CONNECTION_ERROR", "the server has gone away"),
        2013: (TRANSIENT, "DB_CONNECTION_ERROR", "the connection was lost during the query"),
        1044: (CLIENT, "PERMISSION_DENIED", "the user may not use this database"),
        1045: (CLIENT, "AUTHENTICATION_FAILED", "the credentials were refused"),
        1142: (CLIENT, "PERMISSION_DENIED", "the user lacks a privilege on the table"),
        1048: (CLIENT, "NOT_NULL_VIOLATION", "a required value is missing"),
        1062: (CLIENT, "UNIQUE_VIOLATION", "a row with that key exists"),
        1451: (CLIENT, "FOREIGN_KEY_VIOLATION", "other rows still reference this one"),
        1452: (CLIENT, "FOREIGN_KEY_VIOLATION", "a referenced row is missing"),
        1264: (CLIENT, "INVALID_DATA", "a value out of the column's range"),
        1292: (CLIENT, "INVALID_DATA", "a value of the wrong form"),
        1366: (CLIENT, "INVALID_DATA", "a value the column cannot take"),
        1406: (CLIENT, "INVALID_DATA", "a value too long for the column"),
        1049: (FATAL, "DB_NOT_FOUND", "the database does not exist"),
        1054: (FATAL, "SQL_ERROR", "an unknown column: a bug in the query"),
        1064: (FATAL, "SQL_ERROR", "a syntax error: a bug in the query"),
        1146: (FATAL, "SQL_ERROR", "an unknown table: a bug in the query or schema"),
        1114: (FATAL, "OUT_OF_SPACE", "the table is full"),
        1021: (FATAL, "OUT_OF_SPACE", "the disk is full"),
        1129: (FATAL, "DB_HOST_BLOCKED", "the host is blocked until an operator flushes it"),
    }
)
"""MySQL/MariaDB error number (the wire protocol's, shared by every MySQL driver: the first of
a PEP 249 error's args, beside its message) -> row. Unlisted numbers fall to the class name."""

OAUTH_ERRORS: Mapping[str, Row] = MappingProxyType(
    {
        "invalid_request": (CLIENT, "INVALID_REQUEST", "a parameter is missing or malformed"),
        "invalid_client": (CLIENT, "AUTHENTICATION_FAILED", "the client's credentials failed"),
        "invalid_grant": (CLIENT, "AUTHENTICATION_FAILED", "the grant or code is invalid or used"),
        "unauthorized_client": (CLIENT, "PERMISSION_DENIED", "this client may not use the grant"),
        "unsupported_grant_type": (CLIENT, "INVALID_REQUEST", "the server lacks this grant type"),
        "unsupported_response_type": (CLIENT, "INVALID_REQUEST", "not offered for this client"),
        "invalid_scope": (CLIENT, "INVALID_REQUEST", "a scope unknown or beyond the grant"),
        "access_denied": (CLIENT, "PERMISSION_DENIED", "the owner or server said no"),
        "invalid_token": (CLIENT, "AUTHENTICATION_FAILED", "the access token is not valid"),
        "insufficient_scope": (CLIENT, "PERMISSION_DENIED", "the token lacks the scope"),
        "expired_token": (CLIENT, "EXPIRED", "the device code expired: start again"),
        "server_error": (TRANSIENT, "SERVER_ERROR", "the authorization server failed for now"),
        "temporarily_unavailable": (TRANSIENT, "SERVICE_UNAVAILABLE", "overloaded or down"),
        "authorization_pending": (TRANSIENT, "TRY_AGAIN_LATER", "the user has not approved yet"),
        "slow_down": (TRANSIENT, "THROTTLED", "polling too fast: wait longer between polls"),
    }
)
"""OAuth 2.0 error code (the string ``error`` of an exception) -> row."""

"""DNS response code name (RFC 1035 §4.1.1), as the error's class name or a word of its
message -> row. REFUSED is left out: the word is too common to be read as an rcode."""

APP_ERROR_SHAPES: tuple[tuple[str, Row], ...] = (
    (
        r"unavailable|timeout|timed_?out|internal_error|overloaded|busy|fatal_?error"
        r"|server_?error|service_?error",
        (TRANSIENT, "SERVICE_UNAVAILABLE", "the service failed for now, though HTTP said 2xx"),
    ),
    (
        r"not_?found|^invalid|invalid_?(arg|param|request|input|name|value)|missing_|malformed"
        r"|too_?(long|large|big)|not_?allowed|forbidden|access_?denied|unauthori[sz]ed"
        r"|authori[sz]ation_?failed|permission|not_?authed|not_?in_|archived|already_",
        (CLIENT, "API_ERROR", "the service refused the request; change it"),
    ),
)
"""(pattern, row) over an application error code carried by a 2xx reply (Slack's
``{"ok": false, "error": "channel_not_found"}``), or over the class name of an error its library
declares not retriable; first match wins. Unmatched: client, the request was refused."""

CLASS_NAME_SHAPES: tuple[tuple[str, Row], ...] = (
    (
        r"connections?(error|exception|refused|failed|failure|lost|reset)|connecterror"
        r"|socketopen|unreachable|nobrokers|noservers|noreachable|unexpectedclose",
        (TRANSIENT, "CONNECTION_ERROR", "a connection could not be made or was lost"),
    ),
    (
        r"^(badgateway|serviceunavailable|gatewaytimeout|toomanyrequests|internalserver)"
        r"|(service|server|vault|backend|broker|cluster|node|host|upstream|database)down$",
        (TRANSIENT, "SERVICE_UNAVAILABLE", "named after a 5xx or a 429, or a service down"),
    ),
    (
        r"timeout|timedout|deadlineexceeded|tooslow",
        (TRANSIENT, "TIMEOUT", "an operation ran out of time; it may finish later"),
    ),
    (
        r"authenticat|credential|unauthori[sz]ed",
        (CLIENT, "AUTHENTICATION_FAILED", "the credentials were refused: fix them"),
    ),
    (
        r"^invalid(?!state|response)|illegal(?!state)|notfound|nosuch|toolarge|toolong|toobig"
        r"|bombe?(error)?$",
        (CLIENT, "INVALID_REQUEST", "the name says the input was rejected: change it"),
    ),
    (
        r"^(forbidden|accessdenied|permissiondenied)",
        (CLIENT, "PERMISSION_DENIED", "named after a 403: not allowed for this caller"),
    ),
    (
        r"^duplicate",
        (CLIENT, "ALREADY_EXISTS", "the input repeats a key or entry that exists: change it"),
    ),
    (
        r"constraint|^integrity",
        (CLIENT, "CONSTRAINT_VIOLATION", "an integrity constraint refused the values"),
    ),
    (
        r"^(data|conversion|outofrange)(error|exception)$",
        (CLIENT, "INVALID_DATA", "a value the store cannot take (PEP 249's DataError and kin)"),
    ),
    (
        # Not a licence (a person renews it) nor a lease (a new one is taken): the name's
        # words decide those (``_name_tokens``).
        r"^(?!.*(licen[cs]e|lease)).*expired",
        (CLIENT, "EXPIRED", "a token, signature or link expired: get a fresh one"),
    ),
    (
        r"^(programming|catalog|binder)(error|exception)$",
        (FATAL, "SQL_ERROR", "a query naming what does not exist (PEP 249): a bug in it"),
    ),
    (
        r"pars(e|ing)(error|exception)|lex(er|ing)?(error|exception)|decod(e|ing)error|unpickl"
        r"|^badgzip|^bad[a-z]*file|syntax(error|exception)|^expat"
        r"|malformed|unidentified|corrupt",
        (CLIENT, "MALFORMED_INPUT", "data the tool read cannot be parsed: pass valid data"),
    ),
    (
        r"^(queue|channel|buffer|stack|pool)?(empty|full)(error|exception)?$|wouldblock",
        (TRANSIENT, "WOULD_BLOCK", "a queue or buffer was empty or full just now: it drains"),
    ),
    (
        r"^broken",
        (FATAL, "RESOURCE_BROKEN", "a pool, channel or pipe broke: recreate it, not the call"),
    ),
    (
        r"^closed|endofstream",
        (FATAL, "RESOURCE_CLOSED", "used after it was closed: a bug in the tool's order of calls"),
    ),
    (
        r"^(invalid|illegal)state",
        (FATAL, "INVALID_STATE", "called in a state that forbids it: a bug in the order of calls"),
    ),
    (
        r"^(no|missing)(section|option|field|key|column|attribute|value|answer|record|result|match)"
        r"s?(found)?(error|exception)?$",
        (CLIENT, "NOT_FOUND", "nothing under that name: a section, field, record or answer"),
    ),
)
"""(pattern over an exception's class name or a base's, lower-cased, row): the last structural
hint before ``UNEXPECTED_ERROR``, asked only when no status, code, errno or wording decided; first
match wins. Names of classes defined in ``builtins`` are never read here."""
