"""A call's store updates, grouped so that the changes it sends to one store at one moment
(admission, the previous attempt's outcome, the budget, the idempotency key) go in one
atomic update: one round trip to Redis when this process's view of the keys is current."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, TypeAlias, TypeVar

from ..stores._memory import MemoryStore
from ..stores._protocol import Change, State, Store

__all__ = ["Op", "apply_async", "apply_sync", "chain", "update_async", "update_sync"]

R = TypeVar("R")

A = TypeVar("A")
B = TypeVar("B")

Op: TypeAlias = tuple[Store, str, Change[Any]]
"""One change of one key of one store."""


def chain(first: Change[A], second: Change[B]) -> Change[tuple[A, B]]:
    """``first`` then ``second`` on the same key, as one change; answers both results."""

    def change(state: State | None, now: float) -> tuple[State | None, float, tuple[A, B]]:
        middle, first_ttl, a = first(state, now)
        new, ttl, b = second(middle, now)
        return new, (ttl if new is not middle else first_ttl), (a, b)

    return change


def update_sync(store: Store, key: str, change: Change[R]) -> tuple[R, bool]:
    """``store.update``, and whether the shared backend (not a local fallback) answered."""
    with_status = getattr(store, "update_with_status", None)
    if with_status is None:
        return store.update(key, change), True
    result: tuple[R, bool] = with_status(key, change)
    return result


async def update_async(store: Store, key: str, change: Change[R]) -> tuple[R, bool]:
    """``update_sync`` for asyncio code."""
    with_status = getattr(store, "update_with_status_async", None)
    if with_status is None:
        return await store.update_async(key, change), True
    result: tuple[R, bool] = await with_status(key, change)
    return result


def _groups(ops: Sequence[Op]) -> list[tuple[Store, list[int]]]:
    groups: dict[int, tuple[Store, list[int]]] = {}
    for index, (store, _, _) in enumerate(ops):
        groups.setdefault(id(store), (store, []))[1].append(index)
    return list(groups.values())


def apply_sync(ops: Sequence[Op]) -> tuple[list[Any], list[Store]]:
    """Apply ``ops`` (distinct keys per store), one atomic update per store; their results,
    and the stores that answered from local state instead of their shared backend."""
    results: list[Any] = [None] * len(ops)
    local: list[Store] = []
    for store, indices in _groups(ops):
        pairs = [(ops[i][1], ops[i][2]) for i in indices]
        many = getattr(store, "update_many_with_status", None)
        if type(store) is MemoryStore:
            answers, shared = store.update_many(pairs), True
        elif many is not None:
            answers, shared = many(pairs)
        else:  # Another Store: one update per key, each atomic.
            pairs_done = [update_sync(store, key, change) for key, change in pairs]
            answers = [answer for answer, _ in pairs_done]
            shared = all(ok for _, ok in pairs_done)
        if not shared:
            local.append(store)
        for index, answer in zip(indices, answers, strict=True):
            results[index] = answer
    return results, local


async def apply_async(ops: Sequence[Op]) -> tuple[list[Any], list[Store]]:
    """``apply_sync`` for asyncio code."""
    results: list[Any] = [None] * len(ops)
    local: list[Store] = []
    for store, indices in _groups(ops):
        pairs = [(ops[i][1], ops[i][2]) for i in indices]
        many = getattr(store, "update_many_with_status_async", None)
        if type(store) is MemoryStore:
            answers, shared = store.update_many(pairs), True
        elif many is not None:
            answers, shared = await many(pairs)
        else:
            pairs_done = [await update_async(store, key, change) for key, change in pairs]
            answers = [answer for answer, _ in pairs_done]
            shared = all(ok for _, ok in pairs_done)
        if not shared:
            local.append(store)
        for index, answer in zip(indices, answers, strict=True):
            results[index] = answer
    return results, local
