"""Held-out set 24, part 4: two task queues no earlier set used, on a real redis-server.

* rq: ``NoSuchJobError``, ``InvalidJobOperation``, ``DuplicateJobError``, ``DequeueTimeout``,
  ``TimeoutFormatError``, ``DeserializationError``, the ``JobTimeoutException`` of rq's death
  penalty, redis-py's connection and authentication errors; and a tool that runs the job with
  rq's synchronous queue and raises the job's failure itself (the last line of the
  stored traceback, as such tools usually report it).
* huey (``RedisHuey``): ``TaskException`` (the failed task's error as its only text, the
  traceback in ``metadata``), ``ResultTimeout``, ``TaskLockedException``, ``RateLimitExceeded``
  carrying the ``delay`` until its window resets, ``ConfigurationError``.

Written 2026-12-05 from 00:15 UTC by the helper ``heldout24``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import atexit
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port, free_port

__all__ = ["FAMILIES", "redis_port"]


def redis_port(*extra: str) -> int:
    """A throwaway redis-server on a loopback port (killed at exit)."""
    if shutil.which("redis-server") is None:
        raise RuntimeError("redis-server is not installed")
    port = free_port()
    server = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no", *extra], stdout=subprocess.DEVNULL)  # fmt: skip
    atexit.register(server.kill)
    time.sleep(0.4)
    return port


# The jobs and tasks a worker runs (module level, so that rq can import them by name).
def divide_totals(total: int, count: int) -> float:
    return total / count


def fetch_rates() -> None:
    raise ConnectionRefusedError(111, "Connection refused")


def read_invoice() -> None:
    open("/srv/heldout24/invoices/2026-11.csv").close()


def lookup_customer() -> None:
    raise KeyError("customer_id")


def reject_postcode() -> None:
    raise ValueError("invalid postcode 'ABC 123' for country 'DE'")


def rq_family() -> Iterator[Case]:
    from redis import Redis
    from rq import Queue
    from rq.job import Job
    from rq.timeouts import JobTimeoutException, UnixSignalDeathPenalty

    port = redis_port()
    locked = redis_port("--requirepass", "rq-pass-24")
    redis = Redis(port=port, socket_timeout=3)
    queue = Queue("reports-24", connection=redis)

    eager = Queue("reports-24-eager", connection=redis, is_async=False)

    def run_job(func: Callable[..., Any], *args: Any) -> Any:
        # The usual tool: run the job (here in-process) and report the stored failure.
        job = eager.enqueue(func, *args)
        if job.is_failed:
            result = job.latest_result()
            last = (result.exc_string or "").strip().splitlines()[-1] if result else "unknown"
            raise RuntimeError(f"job {job.id} failed: {last}")
        return job.return_value()

    def requeue_finished() -> Any:
        # Only a failed job can be requeued; this one succeeded.
        return eager.enqueue(divide_totals, 10, 2).requeue()

    def duplicate() -> Any:
        queue.enqueue(divide_totals, 1, 1, job_id="nightly-2026-12-05", unique=True)
        return queue.enqueue(divide_totals, 1, 1, job_id="nightly-2026-12-05", unique=True)

    def corrupt() -> Any:
        redis.hset("rq:job:corrupt-24", mapping={"data": b"\x80\x04not-a-pickle",
            "status": "queued", "created_at": "2026-12-05T00:00:00.000000Z"})  # fmt: skip
        return Job.fetch("corrupt-24", connection=redis).func_name

    def death_penalty() -> Any:
        with UnixSignalDeathPenalty(1, JobTimeoutException, job_id="export-24"):
            time.sleep(3)

    def dequeue() -> Any:
        return Queue.dequeue_any([Queue("empty-24", connection=redis)], timeout=1,
            connection=redis)  # fmt: skip

    rq = "rq-24"
    yield case(rq, "no-such-job", (CLI, BIZ), lambda: Job.fetch("5f0e1d2c-missing",
        connection=redis))  # fmt: skip
    yield case(rq, "requeue-finished", (CLI, BIZ), requeue_finished)
    yield case(rq, "duplicate-job", (CLI, BIZ), duplicate)
    yield case(rq, "timeout-format", CLI, lambda: queue.enqueue(divide_totals, 1, 1,
        job_timeout="five minutes"))  # fmt: skip
    yield case(rq, "corrupt-payload", FAT, corrupt)
    yield case(rq, "dequeue-timeout", TRA, dequeue)
    # The job ran past its time limit: a higher limit or a smaller job, not the same call.
    yield case(rq, "death-penalty", (TRA, CLI), death_penalty)
    yield case(rq, "job-zero-division", FAT, lambda: run_job(divide_totals, 10, 0))
    yield case(rq, "job-connection-refused", (TRA, FAT), lambda: run_job(fetch_rates))
    yield case(rq, "job-missing-file", (CLI, FAT), lambda: run_job(read_invoice))
    yield case(rq, "job-key-error", FAT, lambda: run_job(lookup_customer))
    yield case(rq, "job-value-error", (CLI, FAT), lambda: run_job(reject_postcode))
    yield case(rq, "refused-connection", TRA, lambda: Queue("r", connection=Redis(
        port=closed_port())).enqueue(divide_totals, 1, 1))  # fmt: skip
    yield case(rq, "auth-required", CRED, lambda: Queue("r", connection=Redis(
        port=locked)).enqueue(divide_totals, 1, 1))  # fmt: skip
    yield case(rq, "wrong-password", CRED, lambda: Queue("r", connection=Redis(port=locked,
        password="not-the-pass")).enqueue(divide_totals, 1, 1))  # fmt: skip


def huey_family() -> Iterator[Case]:
    from huey import RedisHuey
    from huey.serializer import SignedSerializer

    port = redis_port()
    locked = redis_port("--requirepass", "huey-pass-24")
    eager = RedisHuey("heldout24", port=port, immediate=True, immediate_use_memory=False)
    queued = RedisHuey("heldout24q", port=port)

    def failing(fn: Callable[[], Any]) -> Callable[[], Any]:
        task = eager.task(name=f"t24.{fn.__name__}")(fn)
        return lambda: task().get()

    def result_timeout() -> Any:
        task = queued.task(name="t24.report")(divide_totals)
        return task(10, 2).get(blocking=True, timeout=1)

    def lock_held() -> Any:
        with eager.lock_task("nightly-report"), eager.lock_task("nightly-report"):
            return None

    per = 3600
    limiter = eager.rate_limit("geocoder-24", limit=1, per=per)
    limiter.reset()

    def rate_limited() -> Any:
        limiter.acquire()
        limiter.acquire()

    hu = "huey-24"
    yield case(hu, "task-zero-division", FAT, failing(lambda: divide_totals(1, 0)))
    yield case(hu, "task-connection-refused", (TRA, FAT), failing(fetch_rates))
    yield case(hu, "task-missing-file", (CLI, FAT), failing(read_invoice))
    yield case(hu, "task-key-error", FAT, failing(lookup_customer))
    yield case(hu, "task-value-error", (CLI, FAT), failing(reject_postcode))
    yield case(hu, "result-timeout", TRA, result_timeout)
    yield case(hu, "lock-held", TRA, lock_held)
    # The window resets at the next multiple of ``per`` seconds; the exception says how far.
    yield case(hu, "rate-limited", TRA, rate_limited, retry_after=per - time.time() % per)
    yield case(hu, "signed-serializer-config", FAT, lambda: SignedSerializer(secret=None))
    yield case(hu, "refused-connection", TRA, lambda: RedisHuey("h", port=closed_port()).task(
        name="t24.x")(divide_totals)(1, 1))  # fmt: skip
    yield case(hu, "auth-required", CRED, lambda: RedisHuey("h", port=locked).task(
        name="t24.y")(divide_totals)(1, 1))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    rq_family,
    huey_family,
)
