"""MQTT reason codes, by the spec's tables, on any client's exception that speaks MQTT.

A broker answers a refused CONNECT (and ends a session, or refuses a SUBSCRIBE or PUBLISH) with
a reason code: MQTT 5.0 section 2.4 numbers the failures 0x80-0xA2, the same number meaning the
same thing in every packet; MQTT 3.1.1 section 3.2.2.3 has five CONNACK return codes (1-5).
Clients keep the code under ``rc``, ``reason_code``, ``reasonCode`` or ``return_code``, as an
int or as an enum-like object with an int ``value`` (paho-mqtt's ``ReasonCode``, which aiomqtt,
fastapi-mqtt and others hand on). The code is the broker's answer, so it decides over the
class's "connect"/"connection" word: a broker that says "Banned" or "Bad user name or password"
answered, the connection did not fail.

Sanity checks: only a class (or one of its bases) whose module or name says MQTT is read, and
a code below 0x80 only as a 3.1.1 CONNACK return code, only on a class named for connecting
(paho's client-side ``MQTTErrorCode`` numbers 1-16 mean something else: "no connection",
"protocol error" of the client itself).
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from .._category import ErrorCategory
from ._clients import attr
from ._name_tokens import name_words
from ._protocol_tables import Row
from ._verdict import Verdict

__all__ = ["MQTT5_REASONS", "MQTT311_CONNACK", "mqtt_verdict"]

TRANSIENT, CLIENT, FATAL = ErrorCategory.TRANSIENT, ErrorCategory.CLIENT, ErrorCategory.FATAL

MQTT5_REASONS: Mapping[int, Row] = MappingProxyType(
    {
        0x80: (FATAL, "MQTT_UNSPECIFIED_ERROR", "the broker failed and would not say why"),
        0x81: (FATAL, "MQTT_MALFORMED_PACKET", "the client sent a packet the spec forbids: a bug"),
        0x82: (FATAL, "MQTT_PROTOCOL_ERROR", "the client broke the protocol: a bug to fix"),
        0x83: (FATAL, "MQTT_IMPLEMENTATION_ERROR", "the broker's own rule refused it: ask it"),
        0x84: (FATAL, "MQTT_UNSUPPORTED_VERSION", "the broker speaks another protocol version"),
        0x85: (CLIENT, "MQTT_CLIENT_ID_INVALID", "the client identifier is refused: change it"),
        0x86: (CLIENT, "AUTHENTICATION_FAILED", "bad user name or password: fix the credentials"),
        0x87: (CLIENT, "PERMISSION_DENIED", "not authorized for this: another identity or topic"),
        0x88: (TRANSIENT, "MQTT_SERVER_UNAVAILABLE", "the broker is unavailable for now"),
        0x89: (TRANSIENT, "MQTT_SERVER_BUSY", "the broker is busy: try again later"),
        0x8A: (FATAL, "MQTT_BANNED", "the client is banned: a person must lift the ban"),
        0x8B: (TRANSIENT, "MQTT_SERVER_SHUTTING_DOWN", "the broker is going down for now"),
        0x8C: (CLIENT, "AUTHENTICATION_FAILED", "the authentication method is not taken"),
        0x8D: (TRANSIENT, "MQTT_KEEP_ALIVE_TIMEOUT", "the session went quiet too long"),
        0x8E: (CLIENT, "MQTT_SESSION_TAKEN_OVER", "another connection took this client id"),
        0x8F: (CLIENT, "MQTT_TOPIC_FILTER_INVALID", "the topic filter is refused: change it"),
        0x90: (CLIENT, "MQTT_TOPIC_NAME_INVALID", "the topic name is refused: change it"),
        0x91: (FATAL, "MQTT_PROTOCOL_ERROR", "packet identifier in use: the client's own bug"),
        0x92: (FATAL, "MQTT_PROTOCOL_ERROR", "packet identifier not found: the client's bug"),
        0x93: (FATAL, "MQTT_PROTOCOL_ERROR", "receive maximum exceeded: the client's bug"),
        0x94: (FATAL, "MQTT_PROTOCOL_ERROR", "topic alias invalid: the client's bug"),
        0x95: (CLIENT, "MQTT_PACKET_TOO_LARGE", "the packet is larger than the broker takes"),
        0x96: (TRANSIENT, "THROTTLED", "message rate too high: slow down"),
        0x97: (FATAL, "QUOTA_EXHAUSTED", "a quota is spent: neither waiting nor a change helps"),
        0x98: (TRANSIENT, "MQTT_ADMINISTRATIVE_ACTION", "an operator ended the session"),
        0x99: (CLIENT, "MQTT_PAYLOAD_FORMAT_INVALID", "the payload is not in its stated format"),
        0x9A: (CLIENT, "MQTT_NOT_SUPPORTED", "retain is not supported: send without it"),
        0x9B: (CLIENT, "MQTT_NOT_SUPPORTED", "that QoS is not supported: pick a lower one"),
        0x9C: (CLIENT, "MQTT_USE_ANOTHER_SERVER", "the broker sends the client elsewhere"),
        0x9D: (CLIENT, "MQTT_SERVER_MOVED", "the broker moved: connect to its new address"),
        0x9E: (CLIENT, "MQTT_NOT_SUPPORTED", "shared subscriptions are not supported"),
        0x9F: (TRANSIENT, "THROTTLED", "connection rate exceeded: the next window comes"),
        0xA0: (TRANSIENT, "MQTT_MAXIMUM_CONNECT_TIME", "the session's time ran out: reconnect"),
        0xA1: (CLIENT, "MQTT_NOT_SUPPORTED", "subscription identifiers are not supported"),
        0xA2: (CLIENT, "MQTT_NOT_SUPPORTED", "wildcard subscriptions are not supported"),
    }
)
"""MQTT 5.0 reason code (section 2.4; 0x80 and above are failures) -> row."""

MQTT311_CONNACK: Mapping[int, Row] = MappingProxyType(
    {
        1: (FATAL, "MQTT_UNSUPPORTED_VERSION", "unacceptable protocol version"),
        2: (CLIENT, "MQTT_CLIENT_ID_INVALID", "identifier rejected: change the client id"),
        3: (TRANSIENT, "MQTT_SERVER_UNAVAILABLE", "the broker is unavailable for now"),
        4: (CLIENT, "AUTHENTICATION_FAILED", "bad user name or password: fix the credentials"),
        5: (CLIENT, "PERMISSION_DENIED", "not authorized: another identity is needed"),
    }
)
"""MQTT 3.1.1 CONNACK return code (section 3.2.2.3) -> row."""

_CODE_NAMES = ("rc", "reason_code", "reasonCode", "return_code")
_MAX_BASES = 4
# Per class: None when it does not speak MQTT, else whether it is named for connecting.
_SPEAKS: dict[type, bool | None] = {}
_SPEAKS_MAX = 512


def _speaks_mqtt(cls: type) -> bool | None:
    """None when no class of ``cls``'s first bases is MQTT's, else whether one is named for
    connecting (a CONNACK's return code is then what its small numbers are)."""
    if cls in _SPEAKS:
        return _SPEAKS[cls]
    speaks: bool | None = None
    for klass in cls.__mro__[:_MAX_BASES]:
        module = getattr(klass, "__module__", "")
        if module == "builtins":
            break
        words = name_words(klass.__name__)
        if "mqtt" in f"{module} {words}".lower():
            speaks = bool(speaks) or "connect" in words.split() or "connack" in words
    if len(_SPEAKS) >= _SPEAKS_MAX:
        _SPEAKS.clear()
    _SPEAKS[cls] = speaks
    return speaks


def _number(value: object) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    inner = attr(value, "value")  # an enum or paho's ReasonCode
    if isinstance(inner, int) and not isinstance(inner, bool):
        return inner
    return None


def mqtt_verdict(exc: BaseException) -> Verdict | None:
    """The row of the reason code an MQTT client's exception carries, or None. Never raises."""
    try:
        connecting = _speaks_mqtt(type(exc))
        if connecting is None:
            return None
        for name in _CODE_NAMES:
            number = _number(attr(exc, name))
            if number is None:
                continue
            row = MQTT5_REASONS.get(number)
            if row is None and connecting:
                row = MQTT311_CONNACK.get(number)
            if row is None:
                return None
            category, code, _ = row
            return Verdict(
                category,
                code,
                exc,
                may_have_taken_effect=category is not CLIENT,
                details={"mqtt_reason_code": number},
                own_details=True,
            )
    except Exception:  # foreign attributes must never break classification
        return None
    return None
