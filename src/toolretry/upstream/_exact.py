"""An exact, type-tagged encoding of a call's arguments for automatic idempotency keys: two
calls get one key only when their arguments are equal, whatever their size.

Every value is written as a tag, a length and its bytes, so no two different values (and no
two different sequences of values) give the same bytes; the key is the SHA-256 of those
bytes. Unlike the turn's identical-call key (which is bounded on purpose), nothing is cut.

Decisions, so that "equal arguments" means one thing:

* ``list`` and ``tuple`` are the same sequence (a model sends JSON arrays either way);
  ``bytes``, ``bytearray`` and ``memoryview`` are the same bytes; ``set`` and ``frozenset``
  are the same set; a ``dict`` is the same whatever its insertion order.
* Types stay apart where Python's ``==`` would merge them: ``1``, ``1.0`` and ``True`` are
  three different arguments (an upstream receives them differently); ``0.0`` and ``-0.0``
  too. Floats are written exactly (``float.hex``), never rounded.
* Refused (``UncanonicalArgument``): NaN (it is not equal to itself, and NaNs differ in
  their bits), objects with no value form (anything not listed below), cycles, and nesting
  deeper than ``MAX_DEPTH``. A refused call is answered without running, never given a
  weaker key.

Value forms: None, bool, int, float, complex, str, bytes, Decimal, Fraction, date, time,
datetime, timedelta, UUID, PurePath, Enum members (class and value), sequences, sets,
mappings, dataclass instances and pydantic models (class and fields).
"""

from __future__ import annotations

import dataclasses
import datetime
import decimal
import enum
import fractions
import hashlib
import math
import pathlib
import uuid
from collections.abc import Mapping, Sequence
from collections.abc import Set as AbstractSet
from typing import Any

__all__ = ["MAX_DEPTH", "UncanonicalArgument", "digest", "encode", "identity_of"]

MAX_DEPTH = 100


class UncanonicalArgument(ValueError):
    """An argument has no exact value form; ``path`` says where (``items[3].when``)."""

    def __init__(self, path: str, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path = path
        self.reason = reason


def _frame(tag: bytes, body: bytes) -> bytes:
    return tag + len(body).to_bytes(8, "big") + body


def _text(value: str) -> bytes:
    return value.encode("utf-8", "surrogatepass")


def _class_name(kind: type) -> bytes:
    return _frame(b"c", _text(f"{kind.__module__}\x00{kind.__qualname__}"))


class _Encoder:
    def __init__(self) -> None:
        self._open: set[int] = set()

    def encode(self, value: Any, path: str, depth: int) -> bytes:
        scalar = _scalar(value, path)
        if scalar is not None:
            return scalar
        if depth >= MAX_DEPTH:
            raise UncanonicalArgument(path, f"nested deeper than {MAX_DEPTH} levels")
        marker = id(value)
        if marker in self._open:
            raise UncanonicalArgument(path, "refers to itself (a cycle)")
        self._open.add(marker)
        try:
            return self._container(value, path, depth + 1)
        finally:
            self._open.discard(marker)

    def _container(self, value: Any, path: str, depth: int) -> bytes:
        if isinstance(value, Mapping):
            return self._mapping(b"d", value, path, depth)
        if isinstance(value, tuple) and hasattr(value, "_fields"):  # a NamedTuple
            fields = dict(zip(value._fields, value, strict=True))
            return _class_name(type(value)) + self._mapping(b"r", fields, path, depth)
        if isinstance(value, (list, tuple)) or (
            isinstance(value, Sequence) and not isinstance(value, (str, bytes))
        ):
            items = [self.encode(item, f"{path}[{i}]", depth) for i, item in enumerate(value)]
            return _frame(b"l", b"".join(items))
        if isinstance(value, AbstractSet):
            items = sorted(self.encode(item, f"{path}{{}}", depth) for item in value)
            return _frame(b"S", b"".join(items))
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}
            return _class_name(type(value)) + self._mapping(b"r", fields, path, depth)
        dump = getattr(value, "model_dump", None)
        if callable(dump) and hasattr(type(value), "model_fields"):  # a pydantic model
            fields = dict(dump(mode="python", round_trip=True))
            return _class_name(type(value)) + self._mapping(b"r", fields, path, depth)
        raise UncanonicalArgument(
            path,
            f"a {type(value).__qualname__} has no exact value form; pass plain data "
            "(str, numbers, lists, dicts, dataclasses, pydantic models) or give "
            "idempotency_key a function of the arguments",
        )

    def _mapping(self, tag: bytes, value: Mapping[Any, Any], path: str, depth: int) -> bytes:
        pairs = []
        for key, item in value.items():
            name = key if isinstance(key, str) else repr(key)
            encoded_key = self.encode(key, f"{path}<key>", depth)
            where = f"{path}.{name}" if path else name
            pairs.append(encoded_key + self.encode(item, where, depth))
        return _frame(tag, b"".join(sorted(pairs)))


def _float(value: float, path: str) -> bytes:
    if math.isnan(value):
        raise UncanonicalArgument(path, "NaN is not equal to itself, so it cannot name a call")
    return _frame(b"f", value.hex().encode())


def _scalar(value: Any, path: str) -> bytes | None:
    """The encoding of a value without parts; None for containers and records."""
    if value is None:
        return b"N"
    if value is True:
        return b"T"
    if value is False:
        return b"F"
    if isinstance(value, enum.Enum):  # Before int and str: IntEnum, StrEnum.
        inner = _Encoder().encode(value.value, f"{path}.value", 0)
        return _frame(b"e", _class_name(type(value)) + inner)
    if isinstance(value, int):
        return _frame(b"i", str(int(value)).encode())
    if isinstance(value, float):
        return _float(float(value), path)
    if isinstance(value, str):
        return _frame(b"s", _text(str(value)))
    if isinstance(value, (bytes, bytearray, memoryview)):
        return _frame(b"b", bytes(value))
    if isinstance(value, complex):
        return _frame(b"j", _float(value.real, path) + _float(value.imag, path))
    if isinstance(value, decimal.Decimal):
        if value.is_nan():
            raise UncanonicalArgument(path, "Decimal NaN is not equal to itself")
        return _frame(b"D", str(value).encode())
    if isinstance(value, fractions.Fraction):
        return _frame(b"Q", f"{value.numerator}/{value.denominator}".encode())
    if isinstance(value, (datetime.date, datetime.time)):  # datetime is a date
        return _frame(b"t", _class_name(type(value)) + value.isoformat().encode())
    if isinstance(value, datetime.timedelta):
        parts = f"{value.days},{value.seconds},{value.microseconds}"
        return _frame(b"z", parts.encode())
    if isinstance(value, uuid.UUID):
        return _frame(b"u", value.bytes)
    if isinstance(value, pathlib.PurePath):
        return _frame(b"p", _class_name(type(value)) + _text(str(value)))
    return None


def encode(value: Any, path: str = "arguments") -> bytes:
    """The exact encoding of ``value``; raises ``UncanonicalArgument`` when it has none."""
    return _Encoder().encode(value, path, 0)


def digest(*parts: bytes) -> str:
    """The SHA-256 hex digest of ``parts``, each length-prefixed (so no two different lists
    of parts, e.g. tool ``a`` + key ``b:c`` and tool ``a:b`` + key ``c``, share bytes)."""
    h = hashlib.sha256()
    for part in parts:
        h.update(len(part).to_bytes(8, "big"))
        h.update(part)
    return h.hexdigest()


def identity_of(fn: object, *, strict: bool = True) -> bytes:
    """A tool's identity for its keys: module and qualified name, and what a bound method or
    a ``functools.partial`` fixed, exactly; raises ``UncanonicalArgument`` when those have no
    exact form and ``strict`` (else leaves them out)."""
    parts: list[bytes] = []

    def add(value: Any, path: str) -> None:
        try:
            parts.append(encode(value, path))
        except UncanonicalArgument:
            if strict:
                raise

    inner: Any = fn
    for _ in range(MAX_DEPTH):
        func = getattr(inner, "func", None)
        if callable(func) and hasattr(inner, "args") and hasattr(inner, "keywords"):
            add([list(inner.args), dict(inner.keywords)], "partial arguments")
            inner = func
            continue
        bound = getattr(inner, "__self__", None)
        function = getattr(inner, "__func__", None)
        if function is not None and bound is not None:
            if isinstance(bound, type):
                parts.append(_class_name(bound))
            else:
                add(bound, "self")
            inner = function
            continue
        break
    module = getattr(inner, "__module__", None) or type(inner).__module__
    qualname = getattr(inner, "__qualname__", None) or type(inner).__qualname__
    return _frame(b"n", _text(f"{module}\x00{qualname}")) + b"".join(parts)
