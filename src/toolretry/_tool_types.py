"""The types of decorated tools, so type checkers keep each tool's parameters (ParamSpec)."""

from __future__ import annotations

from collections.abc import Callable, Coroutine
from typing import (
    TYPE_CHECKING,
    Any,
    Concatenate,
    Generic,
    ParamSpec,
    Protocol,
    overload,
    runtime_checkable,
)

if TYPE_CHECKING:
    from .observe._observation import Observation

__all__ = ["AsyncTool", "BoundAsyncTool", "BoundSyncTool", "SyncTool", "ToolDecorator"]

P = ParamSpec("P")
Q = ParamSpec("Q")


@runtime_checkable
class SyncTool(Protocol, Generic[P]):
    """A decorated ``def`` tool: same parameters, answers ``str``; ``.observe()`` answers the
    ``Observation``.

    ``isinstance(obj, SyncTool)`` tells a decorated tool from a plain function (it checks the
    members, ``observe`` and ``__wrapped__`` among them); like every runtime protocol check it
    cannot tell a sync tool from an async one: ``inspect.iscoroutinefunction(tool)`` does."""

    __name__: str
    __qualname__: str
    __wrapped__: Callable[..., Any]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> str: ...

    def observe(self, *args: P.args, **kwargs: P.kwargs) -> Observation: ...

    # As a method: looked up on the class it is this same tool; on an instance, ``self`` is
    # bound for calls. ``.observe`` is a plain attribute that Python does not bind, so on a
    # method it is reached as ``Class.tool.observe(instance, ...)``.
    @overload
    def __get__(self, instance: None, owner: type[Any] | None = None, /) -> SyncTool[P]: ...

    @overload
    def __get__(
        self: SyncTool[Concatenate[Any, Q]], instance: object, owner: type[Any] | None = None, /
    ) -> BoundSyncTool[Q]: ...


class BoundSyncTool(Protocol, Generic[P]):
    """A decorated ``def`` method looked up on an instance: ``self`` is bound."""

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> str: ...


@runtime_checkable
class AsyncTool(Protocol, Generic[P]):
    """A decorated ``async def`` tool: awaiting it gives ``str``; ``.observe()`` the
    ``Observation``. ``isinstance`` works as for ``SyncTool``, with the same limit."""

    __name__: str
    __qualname__: str
    __wrapped__: Callable[..., Any]

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> Coroutine[Any, Any, str]: ...

    def observe(self, *args: P.args, **kwargs: P.kwargs) -> Coroutine[Any, Any, Observation]: ...

    @overload
    def __get__(self, instance: None, owner: type[Any] | None = None, /) -> AsyncTool[P]: ...

    @overload
    def __get__(
        self: AsyncTool[Concatenate[Any, Q]], instance: object, owner: type[Any] | None = None, /
    ) -> BoundAsyncTool[Q]: ...


class BoundAsyncTool(Protocol, Generic[P]):
    """A decorated ``async def`` method looked up on an instance: ``self`` is bound."""

    def __call__(self, *args: P.args, **kwargs: P.kwargs) -> Coroutine[Any, Any, str]: ...


class ToolDecorator(Protocol):
    """What ``smart_retry_with_observation(...)`` with arguments returns."""

    @overload
    def __call__(self, fn: Callable[P, Coroutine[Any, Any, Any]], /) -> AsyncTool[P]: ...

    @overload
    def __call__(self, fn: Callable[P, Any], /) -> SyncTool[P]: ...
