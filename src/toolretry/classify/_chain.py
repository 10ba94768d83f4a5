"""Which exceptions an attempt chained itself, so that only they can decide its verdict.

Python sets ``__context__`` on every exception raised while another is being handled, whoever
handles it: the tool itself (``except ConnectionError: raise FetchFailed()`` -- the attempt's
own story), but also the caller's ``except TimeoutError:`` block around the call, or a retry
loop that runs the next attempt inside the previous attempt's ``except``. Only the first says
anything about this attempt. They are told apart by *where* the context was caught: a
traceback's first frame is the frame that caught the exception, so the context ``C`` of an
attempt's exception was caught inside the attempt exactly when ``C.__traceback__.tb_frame`` is
one of the frames the attempt ran in -- the frames of the failing exception's traceback below
the one that caught it (the tool's own frames), and those of every exception followed from
there. The caller's exception was caught above the decorator, the previous attempt's in the
retry loop's frame: neither is below, so neither is followed.

Nothing is recorded while a call succeeds; all of this reads tracebacks after the failure.
"""

from __future__ import annotations

from collections.abc import Iterator
from types import FrameType, TracebackType

__all__ = ["MAX_LINKS", "Scope", "attempt_links", "own_context"]

MAX_LINKS = 8
"""How many exceptions of one chain are looked at, the failing one included."""
_MAX_FRAMES = 2000  # a traceback of a RecursionError is ~1000 frames deep


class Scope:
    """The frames an attempt ran in, read lazily from tracebacks (bounded, never raises).

    Starts with the frames below the one that caught ``exc`` (``exc.__traceback__.tb_next``
    on); ``whole=True`` takes ``exc``'s first frame too, for an exception that was not caught
    by the code judging it (the members of an exception group, collected by a task group).
    `add` extends it with the traceback of every exception followed from ``exc``.
    """

    __slots__ = ("_budget", "_frames", "_pending")

    def __init__(self, exc: BaseException, *, whole: bool = False) -> None:
        tb = exc.__traceback__
        if tb is not None and not whole:
            tb = tb.tb_next
        self._pending: list[TracebackType] = [] if tb is None else [tb]
        self._frames: set[FrameType] = set()
        self._budget = _MAX_FRAMES

    def add(self, exc: BaseException) -> None:
        """Count the frames of ``exc``'s traceback as the attempt's: ``exc`` is followed."""
        tb = exc.__traceback__
        if tb is not None:
            self._pending.append(tb)

    def holds(self, frame: FrameType) -> bool:
        """True when ``frame`` is one of the attempt's frames."""
        if frame in self._frames:
            return True
        pending = self._pending
        while pending and self._budget > 0:
            tb: TracebackType | None = pending.pop()
            while tb is not None and self._budget > 0:
                seen = tb.tb_frame
                self._frames.add(seen)
                self._budget -= 1
                tb = tb.tb_next
                if seen is frame:
                    if tb is not None:
                        pending.append(tb)  # the rest is read when asked
                    return True
        return False


def own_context(exc: BaseException, scope: Scope) -> BaseException | None:
    """``exc.__context__`` if the attempt (``scope``) caught it itself, else None.

    None also after ``raise X from ...`` (``__suppress_context__``: the cause is explicit, or
    ``from None`` says there is none) and for a context that was never raised (no traceback
    says where it was caught).
    """
    context = exc.__context__
    if context is None or exc.__suppress_context__:
        return None
    tb = context.__traceback__
    if tb is None or not scope.holds(tb.tb_frame):
        return None
    return context


def attempt_links(exc: BaseException, *, whole: bool = False) -> Iterator[BaseException]:
    """``exc``, then the exceptions the attempt chained to it, breadth first.

    An explicit cause (``raise X from Y``) is always followed; an implicit context only when
    it was caught inside the attempt (see the module docstring); ``raise X from None`` ends
    the chain. Lazy (a caller that decides on ``exc`` itself walks nothing), bounded to
    `MAX_LINKS` exceptions and cycle-safe. ``whole``: see `Scope`. Never raises.
    """
    yield exc
    if exc.__cause__ is None and exc.__context__ is None:
        return  # Most failures: nothing behind them to walk.
    scope = Scope(exc, whole=whole)
    seen = {id(exc)}
    queue = [exc]
    for current in queue:  # grows while iterating: breadth first
        context = current.__context__
        if context is not None and id(context) not in seen:  # judged only once, and only if new
            context = own_context(current, scope)
        for link in (current.__cause__, context):
            if link is None or id(link) in seen:
                continue
            if len(seen) >= MAX_LINKS:
                return
            seen.add(id(link))
            scope.add(link)
            queue.append(link)
            yield link
