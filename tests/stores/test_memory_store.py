"""MemoryStore specifics: its clock, and forgetting keys nobody reads again."""

from __future__ import annotations

import pytest

from toolretry.stores import MemoryStore, State, default_store


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def put(ttl: float) -> object:
    def change(state: State | None, now: float) -> tuple[State | None, float, None]:
        return {"at": now}, ttl, None

    return change


def read(state: State | None, now: float) -> tuple[State | None, float, State | None]:
    return state, 0.0, state


@pytest.mark.parametrize(
    ("ttl", "later", "kept"), [(5, 4.9, True), (5, 5.0, False), (0.5, 3, False)]
)
def test_ttl_counts_on_the_store_clock(ttl: float, later: float, kept: bool) -> None:
    """A key lives exactly ``ttl`` seconds of the store's clock."""
    clock = Clock()
    store = MemoryStore(clock)
    store.update("k", put(ttl))  # type: ignore[arg-type]
    clock.now += later
    assert (store.update("k", read) is not None) is kept


def test_expired_keys_are_swept() -> None:
    """Keys past their ttl are dropped by the periodic sweep, not kept for ever."""
    clock = Clock()
    store = MemoryStore(clock)
    for index in range(2000):
        store.update(f"k{index}", put(1.0))  # type: ignore[arg-type]
        clock.now += 0.01
    assert len(store._data) < 1100


def test_default_store_is_one_per_process() -> None:
    """default_store() is always the same MemoryStore."""
    assert default_store() is default_store()


def forget(state: State | None, now: float) -> tuple[None, float, None]:
    return None, 0.0, None


@pytest.mark.parametrize("keys", [["a"], ["a", "b"], ["x", "y", "z"]])
def test_a_key_is_in_the_store_while_it_has_an_entry(keys: list[str]) -> None:
    """``key in store`` is true from a key's first write until a change removes it."""
    store = MemoryStore(Clock())
    before = [key in store for key in keys]
    for key in keys:
        store.update(key, put(5))  # type: ignore[arg-type]
    written = [key in store for key in keys]
    store.update(keys[0], forget)
    after = [key in store for key in keys]
    assert (before, written, after) == (
        [False] * len(keys),
        [True] * len(keys),
        [False] + [True] * (len(keys) - 1),
    )
