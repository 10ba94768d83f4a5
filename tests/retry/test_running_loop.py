"""``running_loop()``: asyncio's running loop in this thread, never a stale one."""

from __future__ import annotations

import asyncio
import os
import threading
import warnings

import pytest

from toolretry import smart_retry_with_observation as retry_tool
from toolretry.retry._async_attempt import running_loop


def _in_a_loop() -> tuple[object, object]:
    async def look() -> tuple[object, object]:
        return running_loop(), asyncio.get_running_loop()

    return asyncio.run(look())


def test_inside_asyncio_it_is_the_running_loop() -> None:
    found, actual = _in_a_loop()
    assert found is actual


def test_outside_any_loop_it_is_none_even_after_one_ran() -> None:
    assert running_loop() is None
    _in_a_loop()
    assert running_loop() is None  # The remembered loop has stopped: not trusted.


def test_each_asyncio_run_gets_its_own_loop() -> None:
    loops = []
    for _ in range(4):
        mine, actual = _in_a_loop()
        assert mine is actual  # Each run's own loop, never the one remembered before it.
        loops.append(actual)  # Kept alive, so no two runs can share an address.
    assert len(set(map(id, loops))) == 4


def test_a_loop_run_again_is_found_again() -> None:
    loop = asyncio.new_event_loop()
    try:

        async def look() -> object:
            return running_loop()

        assert loop.run_until_complete(look()) is loop
        assert running_loop() is None
        assert loop.run_until_complete(look()) is loop
    finally:
        loop.close()


def test_threads_running_loops_at_once_each_see_their_own() -> None:
    barrier = threading.Barrier(4)
    seen: list[tuple[object, object]] = []
    lock = threading.Lock()

    async def look() -> None:
        barrier.wait()  # All four loops run at once.
        for _ in range(50):
            mine, actual = running_loop(), asyncio.get_running_loop()
            with lock:
                seen.append((mine, actual))
            await asyncio.sleep(0)

    threads = [threading.Thread(target=asyncio.run, args=(look(),)) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(seen) == 200
    assert all(mine is actual for mine, actual in seen)
    assert len({id(actual) for _, actual in seen}) == 4


def test_a_loop_of_another_kind_is_found_but_not_remembered() -> None:
    # An event loop that is not asyncio's own (uvloop's has no ``_thread_id``): set the way
    # such loops announce themselves, through asyncio's hook for loop implementations.
    class OtherLoop:
        pass

    other = OtherLoop()
    asyncio.events._set_running_loop(other)  # type: ignore[arg-type]
    try:
        assert running_loop() is other
        assert running_loop() is other
    finally:
        asyncio.events._set_running_loop(None)
    assert running_loop() is None


@pytest.mark.skipif(not hasattr(os, "fork"), reason="needs os.fork")
def test_a_forked_child_does_not_use_its_parents_loop() -> None:
    async def fork_inside() -> tuple[int, object]:
        assert running_loop() is asyncio.get_running_loop()  # Remembered in this thread.
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:  # pragma: no cover - runs in the child only
            os.close(read_end)
            # asyncio itself refuses the parent's loop in a child; so must we.
            answer = b"none" if running_loop() is None else b"stale"
            os.write(write_end, answer)
            os._exit(0)
        os.close(write_end)
        _, status = os.waitpid(pid, 0)
        with os.fdopen(read_end, "rb") as pipe:
            return status, pipe.read()

    with warnings.catch_warnings():
        # 3.12+ warns that fork() in a process with threads may deadlock; the child here
        # only reads a variable and writes to a pipe.
        warnings.simplefilter("ignore", DeprecationWarning)
        status, answer = asyncio.run(fork_inside())
    assert status == 0
    assert answer == b"none"


def test_deadlines_hold_in_threads_that_run_loops_one_after_another() -> None:
    # The watchdog is per loop: a remembered loop of an earlier run must never get a later
    # run's calls, or their deadlines would never fire.
    @retry_tool(total_timeout=0.2, max_retries=0)
    async def hang() -> str:
        await asyncio.sleep(30)
        return "never"

    answers: list[str] = []

    def run_twice() -> None:
        for _ in range(2):
            answers.append(asyncio.run(asyncio.wait_for(hang(), 5)))

    threads = [threading.Thread(target=run_twice) for _ in range(3)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=20)
    assert len(answers) == 6
    assert all("TIMEOUT" in answer for answer in answers), answers
