"""Read the few protobuf fields of a ``google.rpc.Status`` that say when to retry, without protobuf.

gRPC servers put the rich status in the ``grpc-status-details-bin`` trailer as serialized
``google.rpc.Status``; its ``details`` are ``Any`` messages. Only the wire format is read
(varints and length-delimited fields), bounded, and garbage gives nothing.
"""

from __future__ import annotations

from collections.abc import Iterator

__all__ = ["status_details"]

_MAX_FIELDS = 64
_VARINT, _FIXED64, _BYTES, _FIXED32 = 0, 1, 2, 5


def _varint(data: bytes, pos: int) -> tuple[int, int]:
    value = shift = 0
    while True:
        if pos >= len(data) or shift > 63:
            raise ValueError("truncated varint")
        byte = data[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return value, pos
        shift += 7


def _fields(data: bytes) -> Iterator[tuple[int, int | bytes]]:
    """(field number, value) of one message: varints as int, length-delimited as bytes."""
    pos = 0
    for _ in range(_MAX_FIELDS):
        if pos >= len(data):
            return
        key, pos = _varint(data, pos)
        number, wire = key >> 3, key & 7
        if wire == _VARINT:
            value, pos = _varint(data, pos)
            yield number, value
        elif wire == _BYTES:
            size, pos = _varint(data, pos)
            if pos + size > len(data):
                raise ValueError("truncated field")
            yield number, data[pos : pos + size]
            pos += size
        elif wire == _FIXED64:
            pos += 8
        elif wire == _FIXED32:
            pos += 4
        else:
            raise ValueError("unsupported wire type")


def _text(value: int | bytes) -> str:
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else ""


def _retry_delay(info: bytes) -> float | None:
    """RetryInfo { Duration retry_delay = 1 } -> seconds."""
    for number, value in _fields(info):
        if number == 1 and isinstance(value, bytes):
            seconds = nanos = 0
            for part, amount in _fields(value):
                if part == 1 and isinstance(amount, int):
                    seconds = amount
                elif part == 2 and isinstance(amount, int):
                    nanos = amount
            return seconds + nanos / 1e9 if seconds < 2**62 else None
    return None


def _texts(message: bytes, depth: int = 0) -> list[str]:
    """Every string field of a small message (ErrorInfo reason, QuotaFailure descriptions)."""
    found: list[str] = []
    for _, value in _fields(message):
        if isinstance(value, bytes):
            inner: list[str] = []
            if depth < 2 and value[:1] == b"\n":  # looks like a message whose field 1 is bytes
                try:
                    inner = _texts(value, depth + 1)
                except ValueError:  # it was a string after all
                    inner = []
            found.extend(inner or [_text(value)])
    return found[:16]


def status_details(blob: object) -> tuple[float | None, list[str]]:
    """(RetryInfo delay in seconds or None, words of the other details) from a serialized
    ``google.rpc.Status``. Never raises."""
    if not isinstance(blob, (bytes, bytearray)) or len(blob) > 64 * 1024:
        return None, []
    delay: float | None = None
    words: list[str] = []
    try:
        for number, value in _fields(bytes(blob)):
            if number != 3 or not isinstance(value, bytes):  # Status.details (repeated Any)
                continue
            type_url, packed = "", b""
            for part, item in _fields(value):
                if part == 1:
                    type_url = _text(item)
                elif part == 2 and isinstance(item, bytes):
                    packed = item
            if type_url.endswith("google.rpc.RetryInfo"):
                delay = _retry_delay(packed)
            else:
                words.extend(_texts(packed))
    except ValueError:
        pass
    return delay, words
