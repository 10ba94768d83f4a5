"""What does instrumentation add to a decorated tool's success? Side by side, in one run.

One sync success (a trivial ``def`` tool returning a short ``str``), timed in interleaved
shuffled rounds (see ``_timing.py``), each backend switched on only around its own samples:

* toolretry with instrumentation off, with OpenTelemetry's no-op providers + Prometheus, with
  the OpenTelemetry SDK (a real ``TracerProvider`` with a ``SimpleSpanProcessor`` and an
  in-memory exporter, a real ``MeterProvider`` with an in-memory reader), with Prometheus
  (prometheus-client, its own registry), and with the SDK and Prometheus together;
* the floor: a hand-written wrapper that does by hand the backends' own work for one call
  (the same span started, made current, given its attributes and ended; the same three metric
  points; the same three Prometheus updates), so what toolretry adds above the backends shows;
* peers: a hand-written try/except, tenacity, stamina (with its Prometheus hook on, which
  instruments retries only), backoff, and a pybreaker breaker with a listener.

Prints a Markdown table and the target of issue 22 (OTel SDK + Prometheus on: at most ~10 µs
more than off, per call).

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_instrumentation.py [--quick] [--clock thread]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
# Lives next to this script: the same tools, peers and timers as bench_success.py.
from _timing import (  # noqa: E402
    Contender,
    Timer,
    calibrate,
    eprint,
    fmt_ns,
    fmt_ratio,
    markdown_table,
    ratio,
    run_rounds,
)
from bench_success import (  # noqa: E402
    ARG,
    CLOCKS,
    RESULT,
    UNROLL,
    backoff_default,
    get_weather,
    handwritten,
    stamina_default,
    switched_timer,
    sync_timer,
    tenacity_default,
)

import toolretry  # noqa: E402
from toolretry import instrumentation  # noqa: E402

MAX_OVER_OFF_NS = 10_000.0

ROWS = [
    ("handwritten", "hand-written try/except"),
    ("tenacity", "tenacity `@retry`"),
    ("stamina", "stamina `@retry` + its Prometheus hook"),
    ("backoff", "backoff `@on_exception`"),
    ("pybreaker", "pybreaker breaker + a listener"),
    ("floor", "hand-written + the same span and metric points by hand (the backends' floor)"),
    ("off", "toolretry, instrumentation off (the default)"),
    ("noop_prom", "toolretry + OTel no-op providers + Prometheus"),
    ("sdk", "toolretry + OTel SDK"),
    ("prom", "toolretry + Prometheus"),
    ("sdk_prom", "toolretry + OTel SDK + Prometheus"),
]


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SystemExit(f"bench_instrumentation: {message}")


class Backends:
    """The real providers and registries every instrumented row writes into."""

    def __init__(self) -> None:
        from opentelemetry import metrics, trace
        from opentelemetry.sdk.metrics import MeterProvider
        from opentelemetry.sdk.metrics.export import InMemoryMetricReader
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
        from prometheus_client import CollectorRegistry

        self.spans = InMemorySpanExporter()
        self.tracer_provider = TracerProvider()
        self.tracer_provider.add_span_processor(SimpleSpanProcessor(self.spans))
        self.reader = InMemoryMetricReader()
        self.meter_provider = MeterProvider(metric_readers=[self.reader])
        self.registry = CollectorRegistry()
        self.noop = (trace.NoOpTracerProvider(), metrics.NoOpMeterProvider())

    def switch(self, key: str) -> tuple[Callable[[], None], Callable[[], None]]:
        """How to turn the row's backends on, and off again (dropping the finished spans, which
        would otherwise grow memory from sample to sample)."""

        def on() -> None:
            if key in ("sdk", "sdk_prom"):
                instrumentation.enable_otel(self.tracer_provider, self.meter_provider)
            if key == "noop_prom":
                instrumentation.enable_otel(*self.noop)
            if key in ("prom", "sdk_prom", "noop_prom"):
                instrumentation.enable_prometheus(self.registry)

        def off() -> None:
            instrumentation.disable_otel()
            instrumentation.disable_prometheus()
            self.spans.clear()

        return on, off


def by_hand(backends: Backends, fn: Callable[[str], str]) -> Callable[[str], str]:
    """The hand-written wrapper doing the backends' work for one call as toolretry exports it:
    one span (current while the tool runs, three attributes at its end), a duration point and
    two counter points, and the three Prometheus updates."""
    from opentelemetry import context, trace
    from opentelemetry.trace import SpanKind
    from prometheus_client import Counter, Histogram

    tracer = backends.tracer_provider.get_tracer("by_hand")
    meter = backends.meter_provider.get_meter("by_hand")
    duration = meter.create_histogram("by_hand.duration", unit="s")
    calls = meter.create_counter("by_hand.calls")
    attempts = meter.create_counter("by_hand.attempts")
    start_attributes = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "get_weather",
        "gen_ai.tool.type": "function",
    }
    points = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "get_weather",
              "toolretry.outcome": "ok"}  # fmt: skip
    call_points = {"gen_ai.tool.name": "get_weather", "toolretry.outcome": "ok"}
    tool_points = {"gen_ai.tool.name": "get_weather"}
    labels = ("tool", "outcome", "category", "code")
    prom_calls = Counter("by_hand_calls", "c", labels, registry=backends.registry)
    prom_duration = Histogram(
        "by_hand_seconds", "d", ("tool", "outcome"), registry=backends.registry
    )
    prom_attempts = Counter("by_hand_attempts", "a", ("tool",), registry=backends.registry)
    c_calls = prom_calls.labels("get_weather", "ok", "", "")
    c_duration = prom_duration.labels("get_weather", "ok")
    c_attempts = prom_attempts.labels("get_weather")
    monotonic = time.monotonic

    def wrapper(city: str) -> str:
        start = monotonic()
        span = tracer.start_span(
            "execute_tool get_weather", kind=SpanKind.INTERNAL, attributes=start_attributes
        )
        token = context.attach(trace.set_span_in_context(span))
        try:
            try:
                result = fn(city)
            except Exception as e:
                result = f"Error: {e}"
            elapsed = monotonic() - start
            duration.record(elapsed, points)
            calls.add(1, call_points)
            attempts.add(1, tool_points)
            c_calls.inc()
            c_duration.observe(elapsed)
            c_attempts.inc()
            span.set_attributes(
                {"toolretry.outcome": "ok", "toolretry.attempts": 1, "toolretry.wait_s": 0.0}
            )
            span.end()
        finally:
            context.detach(token)
        return result

    return wrapper


def stamina_with_prometheus() -> Any:
    from stamina.instrumentation import PrometheusOnRetryHook, set_on_retry_hooks

    set_on_retry_hooks([PrometheusOnRetryHook])
    return stamina_default()(get_weather)


def pybreaker_with_listener() -> Any:
    import pybreaker

    class Counting(pybreaker.CircuitBreakerListener):  # type: ignore[misc]
        """Counts the successes it is told about, as an exporter would."""

        successes = 0

        def success(self, cb: Any) -> None:
            Counting.successes += 1

    breaker = pybreaker.CircuitBreaker(fail_max=5, listeners=[Counting()])
    return breaker(get_weather)


def build(backends: Backends, clock: Callable[[], int]) -> list[Contender]:
    tool = toolretry.smart_retry_with_observation(get_weather)
    for key in ("sdk_prom", "noop_prom"):
        on, off = backends.switch(key)
        on()
        try:
            _check(tool(ARG) == RESULT, f"toolretry with {key} answered wrongly")
            if key == "sdk_prom":
                _check(len(backends.spans.get_finished_spans()) == 1, "the SDK got no span")
        finally:
            off()
    peers: dict[str, Callable[[str], object]] = {
        "handwritten": handwritten(get_weather),
        "tenacity": tenacity_default()(get_weather),
        "stamina": stamina_with_prometheus(),
        "backoff": backoff_default()(get_weather),
        "pybreaker": pybreaker_with_listener(),
        "floor": by_hand(backends, get_weather),
        "off": tool,
    }
    for name, fn in peers.items():
        _check(fn(ARG) == RESULT, f"{name} answered wrongly")
    backends.spans.clear()
    timers: dict[str, Timer] = {key: sync_timer(fn, clock) for key, fn in peers.items()}
    timers["floor"] = switched_timer(timers["floor"], lambda: None, backends.spans.clear)
    for key in ("noop_prom", "sdk", "prom", "sdk_prom"):
        timers[key] = switched_timer(sync_timer(tool, clock), *backends.switch(key))
    return [Contender(key, label, timers[key], UNROLL) for key, label in ROWS]


def render(contenders: Sequence[Contender], rounds: int, started: float, clock: str) -> str:
    by = {c.key: c for c in contenders}
    off, hand = by["off"], by["handwritten"]
    rows = [
        [
            c.label,
            fmt_ns(c.median_ns),
            f"{c.spread:.0%}",
            fmt_ns(c.median_ns - off.median_ns),
            fmt_ratio(ratio(c, hand)),
            fmt_ratio(ratio(c, off)),
        ]
        for c in contenders
    ]
    header = ["contender", "ns/call", "IQR", "over toolretry off", "× hand-written", "× off"]
    added = by["sdk_prom"].median_ns - off.median_ns
    floor = by["floor"].median_ns - hand.median_ns
    lines = [
        "## Instrumentation on a success\n",
        f"- python {sys.version.split()[0]}; {rounds} interleaved rounds, median ns/call,"
        f" clock {clock}"
        f" (whole run {time.perf_counter() - started:.1f} s)\n",
        markdown_table(header, rows),
        "\n### Target (issue 22)\n",
        markdown_table(
            ["target", "measured", "target", "result"],
            [
                [
                    "OTel SDK + Prometheus on, over off",
                    f"+{added / 1000:.1f} µs",
                    f"≤ +{MAX_OVER_OFF_NS / 1000:.0f} µs",
                    "PASS" if added <= MAX_OVER_OFF_NS else "FAIL",
                ],
                [
                    "of which the backends' own work (floor over hand-written)",
                    f"+{floor / 1000:.1f} µs",
                    "—",
                    "",
                ],
                [
                    "toolretry's share above the floor",
                    f"+{(added - floor) / 1000:.1f} µs",
                    "—",
                    "",
                ],
            ],
        ),
    ]
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--quick", action="store_true", help="3 short rounds: a smoke run")
    parser.add_argument("--rounds", type=int, default=None, help="rounds (default 15, quick 3)")
    parser.add_argument("--target-ms", type=float, default=None, help="ms per sample (30)")
    parser.add_argument(
        "--clock",
        choices=sorted(CLOCKS),
        default="perf",
        help="perf: time.perf_counter_ns (default); thread: time.thread_time_ns, steadier on a"
        " busy machine",
    )
    parser.add_argument("--seed", type=int, default=None)
    args = parser.parse_args(argv)
    rounds = args.rounds if args.rounds is not None else (3 if args.quick else 15)
    target_ms = args.target_ms if args.target_ms is not None else (3.0 if args.quick else 30.0)
    started = time.perf_counter()
    backends = Backends()
    contenders = build(backends, CLOCKS[args.clock])
    eprint(f"calibrating and warming up {len(contenders)} contenders ...")
    calibrate(contenders, int(target_ms * 1e6))
    eprint(f"timing {rounds} rounds ...")
    run_rounds(contenders, rounds, random.Random(args.seed))
    print(render(contenders, rounds, started, args.clock))
    return 0


if __name__ == "__main__":
    sys.exit(main())
