"""What does ``classify()`` cost on what real HTTP clients and SDKs raise?

Raises each exception once, for real, against a local ``FaultServer`` (requests, urllib3,
httpx, urllib, aiohttp, openai, anthropic, botocore), then times, interleaved in shuffled
rounds (see ``_timing.py``), ``toolretry.classify(exc)`` and ``_recognise.recognise(exc)`` (the
client-specific part alone) on each, plus the whole mix in one loop. Prints a Markdown table
of ns/call per exception and the mix average.

classify() remembers the cleaned, redacted message (the attempts of a retried call fail with
the same one), so every row but the last times a message seen before. The last row, "mix,
first sight", forgets what was remembered before each call (the cost of forgetting, timed
alone, is taken off): what the first failure with a new message costs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_classify.py [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import platform
import random
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

import aiohttp
import anthropic
import boto3
import httpx
import openai
import requests
import urllib3
from _timing import Contender, calibrate, eprint, fmt_ns, markdown_table, run_rounds
from botocore.config import Config

from toolretry import classify
from toolretry.testing import FaultServer, Reply, closed_port_url

try:
    from toolretry.classify._remembered import forget
except ImportError:  # toolretry before the message was remembered: nothing to forget

    def forget() -> None:
        pass


try:
    from toolretry.classify._recognise import recognise
except ImportError:  # toolretry before 0.2's registry: measure an older checkout the same way
    from toolretry.classify._clients import recognise  # type: ignore[attr-defined,no-redef]

TIMEOUT = 0.2


def _raised(action: Callable[[], object]) -> BaseException:
    try:
        action()
    except Exception as exc:
        return exc
    raise AssertionError("expected an exception")


async def _aiohttp(url: str) -> None:
    timeout = aiohttp.ClientTimeout(sock_connect=TIMEOUT, sock_read=TIMEOUT)
    async with (
        aiohttp.ClientSession(timeout=timeout) as session,
        session.get(url) as response,
    ):
        response.raise_for_status()
        await response.read()


def collect(server: FaultServer) -> list[tuple[str, BaseException]]:
    """One real exception per (client, scenario), labelled."""
    url, refused = server.url, closed_port_url()
    get = requests.get
    retrying = requests.Session()
    retrying.mount(
        "http://",
        requests.adapters.HTTPAdapter(max_retries=urllib3.Retry(1, status_forcelist=[503])),
    )
    pool = urllib3.PoolManager(retries=False, timeout=TIMEOUT)
    oai = openai.OpenAI(api_key="sk-test", base_url=url("/v1"), max_retries=0, timeout=TIMEOUT)
    ant = anthropic.Anthropic(api_key="sk-test", base_url=url("/"), max_retries=0, timeout=TIMEOUT)
    aws = Config(retries={"total_max_attempts": 1}, connect_timeout=TIMEOUT, read_timeout=TIMEOUT)
    creds = {"aws_access_key_id": "testing", "aws_secret_access_key": "testing"}

    def ddb(endpoint: str) -> Any:
        return boto3.client(
            "dynamodb", endpoint_url=endpoint, region_name="us-east-1", config=aws, **creds
        )

    def chat(client: openai.OpenAI, **kw: Any) -> Any:
        return client.chat.completions.create(
            model="m", messages=[{"role": "user", "content": "hi"}], **kw
        )

    def message(client: anthropic.Anthropic) -> Any:
        return client.messages.create(
            model="m", max_tokens=8, messages=[{"role": "user", "content": "hi"}]
        )

    def stream(client: openai.OpenAI) -> Any:
        return list(chat(client, stream=True))

    server.script("/v1/chat/completions", Reply.error(429, "quota", code="insufficient_quota"))
    quota = _raised(lambda: chat(oai))
    sse = 'data: {"error":{"message":"boom","type":"server_error","code":null}}\n\n'
    server.script("/v1/chat/completions", Reply(body=sse, content_type="text/event-stream"))
    mid_stream = _raised(lambda: stream(oai))
    server.script("/v1/messages", Reply.error(529, shape="anthropic"))
    overloaded = _raised(lambda: message(ant))
    return [
        (
            "requests HTTPError 429",
            _raised(
                lambda: get(url("/status/429?retry_after=2"), timeout=TIMEOUT).raise_for_status()
            ),
        ),
        ("requests ReadTimeout", _raised(lambda: get(url("/hang"), timeout=TIMEOUT))),
        ("requests ConnectionError (refused)", _raised(lambda: get(refused, timeout=TIMEOUT))),
        ("requests ConnectionError (reset)", _raised(lambda: get(url("/reset"), timeout=TIMEOUT))),
        ("requests ChunkedEncodingError", _raised(lambda: get(url("/truncated"), timeout=TIMEOUT))),
        (
            "requests JSONDecodeError",
            _raised(lambda: get(url("/invalid-json"), timeout=TIMEOUT).json()),
        ),
        ("requests TooManyRedirects", _raised(lambda: get(url("/redirect-loop"), timeout=TIMEOUT))),
        (
            "requests RetryError (503)",
            _raised(lambda: retrying.get(url("/status/503"), timeout=TIMEOUT)),
        ),
        ("urllib3 ReadTimeoutError", _raised(lambda: pool.request("GET", url("/hang")))),
        ("urllib3 NewConnectionError", _raised(lambda: pool.request("GET", refused))),
        (
            "httpx HTTPStatusError 503",
            _raised(lambda: httpx.get(url("/html/503"), timeout=TIMEOUT).raise_for_status()),
        ),
        ("httpx ReadTimeout", _raised(lambda: httpx.get(url("/hang"), timeout=TIMEOUT))),
        ("httpx ConnectError (refused)", _raised(lambda: httpx.get(refused, timeout=TIMEOUT))),
        (
            "httpx RemoteProtocolError (truncated)",
            _raised(lambda: httpx.get(url("/truncated"), timeout=TIMEOUT)),
        ),
        (
            "urllib HTTPError 429",
            _raised(
                lambda: __import__("urllib.request").request.urlopen(
                    url("/status/429?retry_after=1"), timeout=TIMEOUT
                )
            ),
        ),
        (
            "urllib URLError (refused)",
            _raised(lambda: __import__("urllib.request").request.urlopen(refused, timeout=TIMEOUT)),
        ),
        (
            "aiohttp ClientResponseError 429",
            _raised(lambda: asyncio.run(_aiohttp(url("/status/429?retry_after=1")))),
        ),
        ("aiohttp ClientConnectorError", _raised(lambda: asyncio.run(_aiohttp(refused)))),
        ("aiohttp ClientPayloadError", _raised(lambda: asyncio.run(_aiohttp(url("/truncated"))))),
        ("openai RateLimitError (quota)", quota),
        (
            "openai APIConnectionError (refused)",
            _raised(lambda: chat(oai.with_options(base_url=refused))),
        ),
        ("openai APIError (mid-stream)", mid_stream),
        ("anthropic OverloadedError 529", overloaded),
        (
            "botocore ClientError (throttling)",
            _raised(
                lambda: ddb(
                    url("/status/400/shape=aws-json/code=ThrottlingException")
                ).list_tables()
            ),
        ),
        ("botocore EndpointConnectionError", _raised(lambda: ddb(refused).list_tables())),
        ("builtin ValueError (baseline)", ValueError("bad city")),
    ]


CLOCKS = {"perf": time.perf_counter_ns, "thread": time.thread_time_ns}


def _timer(
    function: Callable[[BaseException], object],
    excs: list[BaseException],
    clock: Callable[[], int] = time.perf_counter_ns,
) -> Callable[[int], int]:

    def timer(loops: int) -> int:
        start = clock()
        for _ in range(loops):
            for exc in excs:
                function(exc)
        return clock() - start

    return timer


def _first_sight(exc: BaseException) -> object:
    forget()
    return classify(exc)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer, shorter rounds")
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="perf",
        help="perf: wall time (default); thread: CPU time of this thread, steadier when busy",
    )
    args = parser.parse_args()
    clock = CLOCKS[args.clock]
    rounds, target = (5, 2_000_000) if args.quick else (15, 10_000_000)
    socket.setdefaulttimeout(5)
    with FaultServer() as server:
        samples = collect(server)
    excs = [exc for _, exc in samples]
    # Warm up before calibrating: a first call that pays one-time costs (imports, caches) would
    # make calibration pick a handful of loops for the first contender, whose samples then
    # measure cold caches right after gc.collect() -- that is how the first row (requests 429)
    # once read 117 µs against ~57 µs on a fresh exception.
    for exc in excs:
        classify(exc)
        recognise(exc)
    contenders: list[Contender] = []
    for label, exc in samples:
        contenders.append(Contender(f"c:{label}", label, _timer(classify, [exc], clock)))
        contenders.append(Contender(f"r:{label}", label, _timer(recognise, [exc], clock)))
    mix = len(excs)
    contenders.append(Contender("c:mix", "mix", _timer(classify, excs, clock), calls_per_loop=mix))
    contenders.append(Contender("r:mix", "mix", _timer(recognise, excs, clock), calls_per_loop=mix))
    contenders.append(
        Contender("c:first", "first", _timer(_first_sight, excs, clock), calls_per_loop=mix)
    )
    contenders.append(
        Contender("forget", "forget", _timer(lambda _: forget(), excs, clock), calls_per_loop=mix)
    )
    eprint(f"timing {len(samples)} exceptions, {rounds} rounds ...")
    # The SDKs leave many objects behind; frozen, they no longer slow each sample's collection.
    gc.collect()
    gc.freeze()
    calibrate(contenders, target)
    run_rounds(contenders, rounds, random.Random(1))
    by_key = {c.key: c for c in contenders}
    rows = []
    for label, exc in [*samples, ("mix", None)]:
        info = classify(exc) if exc is not None else None
        verdict = f"{info.category.value} {info.code}" if info else f"average of {len(samples)}"
        rows.append(
            [
                label,
                verdict,
                fmt_ns(by_key[f"c:{label}"].median_ns),
                fmt_ns(by_key[f"r:{label}"].median_ns),
            ]
        )
    print(
        f"Python {platform.python_version()} on {platform.machine()}; median of {rounds} rounds;"
        f" clock {args.clock}.\n"
    )
    first = by_key["c:first"].median_ns - by_key["forget"].median_ns
    rows.append(["mix, first sight", f"average of {len(samples)}", fmt_ns(first), ""])
    print(markdown_table(["exception", "classified as", "classify() ns", "recognise() ns"], rows))


if __name__ == "__main__":
    main()
