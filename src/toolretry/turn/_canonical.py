"""A stable, bounded key for "the same call again", so a turn can spot a model repeating itself."""

from __future__ import annotations

import dataclasses
import enum
import hashlib
import itertools
import math
from collections import ChainMap
from collections.abc import Iterable, Iterator, Mapping, Sequence, Set
from typing import Any, NamedTuple

from pydantic import BaseModel

__all__ = ["MAX_NODES", "MAX_STRING_CHARS", "CallIdentity", "call_key"]

# The key looks at no more than this many values in all: a 100,000-row argument must cost a
# call microseconds, not seconds, and a call is keyed before it may run. Arguments a model
# writes are far smaller; past the bound the key covers a prefix (and the length) only.
MAX_NODES = 512
# A longer string (or bytes) is keyed by its length, its first and its last half of this.
MAX_STRING_CHARS = 65_536
# Deeper nesting than this is summarised by a bounded repr: recursion must never blow the stack.
_MAX_DEPTH = 32
# A repr longer than this is cut; the key is a hash anyway, this only bounds the work.
_MAX_REPR_CHARS = 4096
# Iterators are never iterated (that would take items from the tool): each one is its own call.
_unique = itertools.count()


class CallIdentity(NamedTuple):
    """A call's key, and whether it covers only a bounded prefix of the arguments."""

    key: str
    partial: bool


def call_key(tool: str, params: Mapping[str, Any]) -> CallIdentity:
    """A fixed-size key identifying a call by tool name and its named arguments.

    Keyword order does not matter; dicts, sets and frozensets compare by content; pydantic
    models and dataclasses by their fields; tuples and lists by their items. Values that
    cannot be serialised fall back to a bounded ``repr``; iterators are never consumed and
    never equal. At most ``MAX_NODES`` values are looked at (``partial`` then says the key
    covers a prefix). Never raises.
    """
    walker = _Walker()
    try:
        # The canonical form holds only str, int, float, bool, None, lists and dicts built in
        # a fixed order, so its repr is as stable as JSON and several times cheaper.
        text = repr([tool, walker.params(params)])
    except Exception:  # A key must never break a call; fall back to the arguments' repr.
        text = repr([tool, _bounded_repr(params)])
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    return CallIdentity(digest, walker.partial)


class _Walker:
    """Builds a plain form equal for equal values (tags keep types apart), within budget."""

    def __init__(self) -> None:
        self.left = MAX_NODES
        self.partial = False

    def params(self, params: Mapping[str, Any]) -> Any:
        """The named arguments: a plain dict of str names is the common case, sorted as is."""
        if type(params) is dict and all(type(name) is str for name in params):
            path = {id(params)}
            return [[name, self.value(params[name], 1, path)] for name in sorted(params)]
        return self.value(params, 0, set())

    def value(self, value: Any, depth: int, path: set[int]) -> Any:
        self.left -= 1
        # Exact types first: nearly every value a model sends is one of these.
        kind = type(value)
        if kind is str:
            return value if len(value) <= MAX_STRING_CHARS else self._long(value)
        if kind is int:
            # Past Python's int-to-str limit repr would raise; hex has no limit.
            return value if value.bit_length() < 4096 else {"$int": hex(value)}
        if value is None or kind is bool:
            return value
        if kind is float:
            return value if math.isfinite(value) else {"$float": repr(value)}
        return self._other(value, depth, path)

    def _other(self, value: Any, depth: int, path: set[int]) -> Any:
        kind = type(value)
        if kind is not dict and kind is not list and kind is not tuple:
            if isinstance(value, enum.Enum):  # Before int/str: IntEnum and StrEnum are both.
                inner = self.value(value.value, depth + 1, path)
                return {"$enum": _type_name(value), "value": inner}
            for base in (int, str, float):
                if isinstance(value, base):  # A subclass: its base value, tagged with its type.
                    return {
                        "$sub": _type_name(value),
                        "value": self.value(base(value), depth, path),
                    }
            if isinstance(value, (bytes, bytearray, memoryview)):
                if len(value) > MAX_STRING_CHARS:
                    return self._long(value)
                return {"$bytes": hashlib.sha256(value).hexdigest()}
        if depth >= _MAX_DEPTH:
            return {"$deep": _bounded_repr(value)}
        marker = id(value)
        if marker in path:  # Self-referential: the same object on the current path.
            return {"$cycle": _type_name(value)}
        path.add(marker)
        try:
            return self._container(value, depth + 1, path)
        finally:
            path.discard(marker)

    def _long(self, value: str | bytes | bytearray | memoryview) -> Any:
        self.partial = True
        half = MAX_STRING_CHARS // 2
        ends = (value[:half], value[-half:])
        parts = [p.encode("utf-8", "surrogatepass") if isinstance(p, str) else p for p in ends]
        return {"$long": len(value), "ends": [hashlib.sha256(p).hexdigest() for p in parts]}

    def _container(self, value: Any, depth: int, path: set[int]) -> Any:
        if isinstance(value, ChainMap):  # Its len() and first item each merge every map.
            return {"$chain": self._sequence(value.maps, depth, path)}
        if isinstance(value, Mapping):
            return {"$map": self._items(value, depth, path)}
        if isinstance(value, list):
            return self._sequence(value, depth, path)
        if isinstance(value, tuple):
            return {"$tuple": self._sequence(value, depth, path)}
        if isinstance(value, Set):
            return {"$set": self._members(value, depth, path)}
        if isinstance(value, BaseModel):
            return {"$model": _type_name(value), "fields": self._model(value, depth, path)}
        if dataclasses.is_dataclass(value) and not isinstance(value, type):
            fields = {f.name: getattr(value, f.name, None) for f in dataclasses.fields(value)}
            return {"$dataclass": _type_name(value), "fields": self.value(fields, depth, path)}
        if isinstance(value, Iterator):
            return {"$iterator": _type_name(value), "n": next(_unique)}
        if isinstance(value, Sequence) and not isinstance(value, str | bytes | bytearray):
            # deque, array, UserList, range...: a bounded prefix, never the whole repr.
            return {"$seq": _type_name(value), "items": self._sequence(value, depth, path)}
        return {"$repr": _type_name(value), "text": _bounded_repr(value)}

    def _each(self, items: Iterable[Any], size: int) -> Iterator[Any]:
        """The items that fit the budget (at most ``size``); notes a cut when some do not."""
        for count, item in enumerate(itertools.islice(items, size)):
            if self.left <= 0:
                self.partial = self.partial or count < size
                return
            yield item

    def _sequence(self, value: Sequence[Any], depth: int, path: set[int]) -> Any:
        # A plain list or tuple that fits needs no check per item (nested values still check);
        # a subclass may lie about its length, so it always goes through _each.
        if len(value) < self.left and (type(value) is list or type(value) is tuple):
            return [self.value(item, depth, path) for item in value]
        items = [self.value(item, depth, path) for item in self._each(value, len(value))]
        return items if len(items) == len(value) else {"$cut": len(value), "items": items}

    def _items(self, value: Mapping[Any, Any], depth: int, path: set[int]) -> Any:
        size = len(value)
        fits = type(value) is dict and 2 * size < self.left
        pairs = value.items() if fits else self._each(value.items(), size)
        items = [[self.value(k, depth, path), self.value(v, depth, path)] for k, v in pairs]
        if len(items) < size:  # A prefix in iteration order: sorting it would not make it whole.
            return {"$cut": size, "items": items}
        items.sort(key=_key_of)  # Keys are unique: sorting by them alone is enough.
        return items

    def _members(self, value: Set[Any], depth: int, path: set[int]) -> Any:
        members = [self.value(item, depth, path) for item in self._each(value, len(value))]
        if len(members) < len(value):
            return {"$cut": len(value), "items": members}
        return sorted(members, key=repr)

    def _model(self, model: BaseModel, depth: int, path: set[int]) -> Any:
        try:
            dumped = model.model_dump(mode="python")
        except Exception:  # A model that cannot dump itself is still identified by its repr.
            return _bounded_repr(model)
        return self.value(dumped, depth, path)


def _key_of(item: list[Any]) -> str:
    return repr(item[0])


def _type_name(value: Any) -> str:
    kind = type(value)
    return f"{kind.__module__}.{kind.__qualname__}"


def _bounded_repr(value: Any) -> str:
    try:
        text = repr(value)
    except Exception:  # A broken __repr__ still needs some stable stand-in.
        return f"<unrepresentable {_type_name(value)}>"
    if len(text) > _MAX_REPR_CHARS:
        return text[:_MAX_REPR_CHARS] + f"...<{len(text)} chars>"
    return text
