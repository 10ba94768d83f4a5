"""Per-tool parts that only a call needs, made on first use instead of at decoration.

Decorating thousands of tools should cost little each; a tool's signature helpers, excluded
names and default protection are worked out the first time a call asks for them, once, even
when two threads ask at the same moment.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any, Generic, TypeVar, overload

__all__ = ["prepared_once"]

T = TypeVar("T")

# One lock for every tool: it is taken only on a part's first use, and a part's builder may
# ask for another part of the same record (hence re-entrant).
_LOCK = threading.RLock()


class prepared_once(Generic[T]):
    """``functools.cached_property`` whose value is built under a lock: two threads asking
    first get the one value built once. The value is stored in the instance's ``__dict__``
    (a frozen dataclass too), so later reads are plain attribute reads."""

    def __init__(self, build: Callable[[Any], T]) -> None:
        self.build = build
        self.name = build.__name__
        self.__doc__ = build.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, instance: None, owner: type | None = None) -> prepared_once[T]: ...

    @overload
    def __get__(self, instance: object, owner: type | None = None) -> T: ...

    def __get__(self, instance: object, owner: type | None = None) -> T | prepared_once[T]:
        if instance is None:
            return self
        with _LOCK:
            values = vars(instance)
            if self.name not in values:
                values[self.name] = self.build(instance)
            value: T = values[self.name]
        return value
