"""Each running asyncio loop has its own watchdog: deadlines hold on every one of them."""

from __future__ import annotations

import asyncio
import threading

from toolretry import smart_retry_with_observation as retry_tool


def test_deadlines_hold_in_threads_that_run_loops_one_after_another() -> None:
    """Threads each running two loops in turn see every hanging call cut at its deadline."""

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
