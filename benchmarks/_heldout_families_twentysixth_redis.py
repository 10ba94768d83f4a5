"""Held-out set 26, part 3: Redis-backed locks and containers no earlier set used.

pottery 3 (Redlock, NextID, ``synchronize``, RedisDict/RedisSet/RedisDeque/RedisList) against
real ``redis-server`` processes on 127.0.0.1: pottery's own ``PotteryError`` subclasses
(``QuorumNotAchieved``, ``ReleaseUnlockedLock``, ``ExtendUnlockedLock``, ``TooManyExtensions``)
carrying ``key``, ``masters`` and ``redis_errors``; the builtin ``KeyError``/``IndexError`` the
containers raise as Python containers do; and redis-py's errors escaping through them (a
wrong-type key, authentication, memory limit, the client limit, a dead or silent server).

Written 2026-12-05 from 03:14 UTC by the helper ``heldout26``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_families_twentyfourth_queues import redis_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def pottery_family() -> Iterator[Case]:
    import pottery
    from redis import Redis

    redis = Redis(port=redis_port(), socket_timeout=3)
    locked = Redis(port=redis_port("--requirepass", "pottery-26"), password="wrong-26")
    tiny = Redis(port=redis_port("--maxmemory", "1mb", "--maxmemory-policy", "noeviction"))
    crowded_port = redis_port("--maxclients", "1")
    dead = Redis(port=closed_port(), socket_timeout=1)
    silent = Redis(port=silent_port(), socket_timeout=1, socket_connect_timeout=1)

    def release_unheld() -> Any:
        return pottery.Redlock(key="printer-26", masters={redis}, auto_release_time=10).release()

    def extend_unheld() -> Any:
        return pottery.Redlock(key="printer-26", masters={redis}, auto_release_time=10).extend()

    def extend_too_often() -> Any:
        lock = pottery.Redlock(key="report-26", masters={redis}, auto_release_time=10,
            num_extensions=1)  # fmt: skip
        lock.acquire()
        lock.extend()
        return lock.extend()

    def held_elsewhere() -> Any:
        pottery.Redlock(key="deploy-26", masters={redis}, auto_release_time=30).acquire()
        guarded = pottery.synchronize(key="deploy-26", masters={redis}, blocking=False,
            auto_release_time=30)(lambda: "deployed")  # fmt: skip
        return guarded()

    def next_id(master: Any) -> Any:
        return next(pottery.NextID(key="invoice-ids-26", masters={master}))

    def fill_tiny() -> Any:
        big = pottery.RedisDict(redis=tiny, key="cache-26")
        for n in range(64):
            big[f"page-{n}"] = "x" * 65536
        return big

    def crowded() -> Any:
        first = Redis(port=crowded_port)
        first.ping()
        return pottery.RedisDict(redis=Redis(port=crowded_port), key="c-26")["a"]

    def wrong_type() -> Any:
        redis.set("settings-26", "plain string")
        return pottery.RedisDict(redis=redis, key="settings-26")["theme"]

    pt = "pottery-26"
    # Releasing or extending a lock the tool does not hold: the tool's own sequence is wrong.
    yield case(pt, "release-unlocked", (FAT, CLI), release_unheld)
    yield case(pt, "extend-unlocked", (FAT, CLI), extend_unheld)
    yield case(pt, "too-many-extensions", (FAT, CLI), extend_too_often)
    # Another holder has the lock: the same call works once it is released.
    yield case(pt, "quorum-lock-held", (TRA, BIZ), held_elsewhere)
    yield case(pt, "quorum-master-down", TRA, lambda: next_id(dead))
    yield case(pt, "quorum-master-silent", TRA, lambda: next_id(silent))
    yield case(pt, "synchronize-master-down", TRA, lambda: pottery.synchronize(key="s-26",
        masters={dead}, blocking=False)(lambda: 1)())  # fmt: skip
    # The containers raise what Python's own containers raise.
    yield case(pt, "set-pop-empty", (FAT, BIZ), lambda: pottery.RedisSet(redis=redis,
        key="empty-26").pop())  # fmt: skip
    yield case(pt, "dict-missing-key", (FAT, CLI), lambda: pottery.RedisDict(redis=redis,
        key="users-26")["u-1042"])  # fmt: skip
    yield case(pt, "deque-pop-empty", (FAT, BIZ), lambda: pottery.RedisDeque(redis=redis,
        key="jobs-26").pop())  # fmt: skip
    yield case(pt, "list-index", FAT, lambda: pottery.RedisList([1, 2], redis=redis,
        key="list-26")[5])  # fmt: skip
    yield case(pt, "wrongtype", CLI, wrong_type)
    yield case(pt, "auth-failed", CRED, lambda: pottery.RedisDict(redis=locked,
        key="d-26")["a"])  # fmt: skip
    # The server's memory limit is reached and it evicts nothing: a person must act.
    yield case(pt, "oom-maxmemory", (FAT, TRA), fill_tiny)
    yield case(pt, "max-clients", TRA, crowded)
    yield case(pt, "dict-refused", TRA, lambda: pottery.RedisDict(redis=dead, key="d-26")["a"])
    yield case(pt, "dict-timeout", TRA, lambda: pottery.RedisDict(redis=silent,
        key="d-26")["a"])  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (pottery_family,)
