"""What does instrumentation add to a decorated tool's success? Side by side, in one run.

One sync success (a trivial ``def`` tool returning a short ``str``), timed in interleaved
shuffled rounds (see ``_timing.py``), each backend switched on only around its own samples:

* toolretry with instrumentation off, with OpenTelemetry's no-op providers + Prometheus, with
  Prometheus alone (prometheus-client, its own registry), and with the OpenTelemetry SDK as
  production runs it: a real ``TracerProvider`` with a ``BatchSpanProcessor`` (its exporter a
  null one, so what is measured is the processor and not a network) and a real
  ``MeterProvider``; alone and with Prometheus (the main row). A secondary row uses a
  ``SimpleSpanProcessor`` with the SDK's in-memory exporter, which exports each span on the
  calling thread;
* the floors: a hand-written wrapper that does by hand exactly the backends' work toolretry
  asks of them for one call (the same span name and attributes, made current while the tool
  runs, its end attributes; the same three metric instruments, bucket boundaries and points;
  the same three Prometheus children), once per span processor, so what toolretry adds above
  the backends shows;
* peers: a hand-written try/except, tenacity, stamina (with its Prometheus hook on, which
  instruments retries only), backoff, and a pybreaker breaker with a listener.

Prints a Markdown table and the target of issue 22. On a slow machine the SDK's own span
per call already costs more than the whole target, so the target is read as toolretry's own
share: OTel SDK + Prometheus on, over off, minus the floor's addition over the hand-written
wrapper, each the median over rounds of the round's own difference.

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_instrumentation.py [--quick] [--clock thread]
"""

from __future__ import annotations

import argparse
import functools
import random
import statistics
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
    Switch,
    Timer,
    calibrate,
    count_calls,
    count_instructions,
    eprint,
    fmt_ns,
    fmt_ratio,
    markdown_table,
    marked_loops,
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

MAX_SHARE_NS = 10_000.0

ROWS = [
    ("handwritten", "hand-written try/except"),
    ("tenacity", "tenacity `@retry`"),
    ("stamina", "stamina `@retry` + its Prometheus hook"),
    ("backoff", "backoff `@on_exception`"),
    ("pybreaker", "pybreaker breaker + a listener"),
    ("off", "toolretry, instrumentation off (the default)"),
    ("noop_prom", "toolretry + OTel no-op providers + Prometheus"),
    ("prom", "toolretry + Prometheus"),
    ("sdk", "toolretry + OTel SDK (batch)"),
    ("floor", "floor: hand-written + the same span, points and children by hand (batch)"),
    ("sdk_prom", "**toolretry + OTel SDK (batch) + Prometheus**"),
    ("floor_simple", "floor: the same by hand (simple processor, in-memory exporter)"),
    ("sdk_prom_simple", "toolretry + OTel SDK (simple, in-memory) + Prometheus"),
]


def _check(condition: bool, message: str) -> None:
    if not condition:
        raise SystemExit(f"bench_instrumentation: {message}")


class NullExporter:
    """A span exporter that drops what it is given: the batch processor's cost without a
    network (what a real exporter adds happens on the processor's own thread)."""

    exported = 0

    def export(self, spans: Sequence[Any]) -> Any:
        from opentelemetry.sdk.trace.export import SpanExportResult

        NullExporter.exported += len(spans)
        return SpanExportResult.SUCCESS

    def shutdown(self) -> None:
        pass

    def force_flush(self, timeout_millis: int = 30_000) -> bool:
        return True


class Providers:
    """One real tracer provider (batch or simple span processor) and meter provider."""

    def __init__(self, batch: bool) -> None:
        from opentelemetry.sdk.metrics import MeterProvider
        from opentelemetry.sdk.metrics.export import InMemoryMetricReader
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import BatchSpanProcessor, SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

        self.spans = InMemorySpanExporter()
        self.tracer = TracerProvider()
        processor = BatchSpanProcessor(NullExporter()) if batch else SimpleSpanProcessor(self.spans)
        self.tracer.add_span_processor(processor)
        self.meter = MeterProvider(metric_readers=[InMemoryMetricReader()])


class Backends:
    """The real providers and registries every instrumented row writes into."""

    def __init__(self) -> None:
        from opentelemetry import metrics, trace
        from prometheus_client import CollectorRegistry

        self.batch = Providers(batch=True)
        self.simple = Providers(batch=False)
        self.registry = CollectorRegistry()
        self.noop = (trace.NoOpTracerProvider(), metrics.NoOpMeterProvider())

    def switch(self, key: str) -> tuple[Callable[[], None], Callable[[], None]]:
        """How to turn the row's backends on, and off again (dropping the in-memory exporter's
        finished spans, which would otherwise grow memory from sample to sample)."""

        def on() -> None:
            if key in ("sdk", "sdk_prom"):
                instrumentation.enable_otel(self.batch.tracer, self.batch.meter)
            if key == "sdk_prom_simple":
                instrumentation.enable_otel(self.simple.tracer, self.simple.meter)
            if key == "noop_prom":
                instrumentation.enable_otel(*self.noop)
            if key in ("prom", "sdk_prom", "noop_prom", "sdk_prom_simple"):
                instrumentation.enable_prometheus(self.registry)

        def off() -> None:
            instrumentation.disable_otel()
            instrumentation.disable_prometheus()
            self.simple.spans.clear()

        return on, off


def by_hand(providers: Providers, fn: Callable[[str], str]) -> Callable[[str], str]:
    """The hand-written wrapper doing the backends' work for one call exactly as toolretry
    asks it of them: the span (same name, kind and attributes, current while the tool runs,
    the same three attributes at its end), the duration point and two counter points on
    instruments made the same way, and the three Prometheus children's updates (same label
    names and buckets, in a registry of their own)."""
    from opentelemetry import context, trace
    from opentelemetry.trace import SpanKind
    from prometheus_client import CollectorRegistry, Counter, Histogram

    from toolretry.instrumentation._names import DURATION_BUCKETS

    tracer = providers.tracer.get_tracer("by_hand", toolretry.__version__)
    meter = providers.meter.get_meter("by_hand", toolretry.__version__)
    duration = meter.create_histogram(
        "gen_ai.execute_tool.duration",
        unit="s",
        description="d",
        explicit_bucket_boundaries_advisory=DURATION_BUCKETS,
    )
    calls = meter.create_counter("toolretry.calls", unit="{call}", description="c")
    attempts = meter.create_counter("toolretry.attempts", unit="{attempt}", description="a")
    start_attributes = {
        "gen_ai.operation.name": "execute_tool",
        "gen_ai.tool.name": "get_weather",
        "gen_ai.tool.type": "function",
    }
    points = {"gen_ai.operation.name": "execute_tool", "gen_ai.tool.name": "get_weather",
              "toolretry.outcome": "ok"}  # fmt: skip
    call_points = {"gen_ai.tool.name": "get_weather", "toolretry.outcome": "ok"}
    tool_points = {"gen_ai.tool.name": "get_weather"}
    end_attributes = {"toolretry.outcome": "ok", "toolretry.attempts": 1, "toolretry.wait_s": 0.0}
    registry = CollectorRegistry()
    labels = ("tool", "outcome", "category", "code")
    prom_calls = Counter("toolretry_calls", "c", labels, registry=registry)
    prom_duration = Histogram(
        "toolretry_call_duration_seconds",
        "d",
        ("tool", "outcome"),
        buckets=DURATION_BUCKETS,
        registry=registry,
    )
    prom_attempts = Counter("toolretry_attempts", "a", ("tool",), registry=registry)
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
            span.set_attributes(end_attributes)
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


Callers = dict[str, tuple[Callable[[str], object], Switch]]
"""Per row: what is called, and how its backends are switched on and off around it."""

_NOTHING: Switch = (lambda: None, lambda: None)


def build(backends: Backends, clock: Callable[[], int]) -> tuple[list[Contender], Callers]:
    tool = toolretry.smart_retry_with_observation(get_weather)
    for key in ("sdk_prom_simple", "noop_prom", "sdk_prom"):
        on, off = backends.switch(key)
        on()
        try:
            _check(tool(ARG) == RESULT, f"toolretry with {key} answered wrongly")
            if key == "sdk_prom_simple":
                spans = backends.simple.spans.get_finished_spans()
                _check(len(spans) == 1, "the SDK got no span")
                _check(spans[0].name == "execute_tool get_weather", "the span is misnamed")
        finally:
            off()
    peers: dict[str, Callable[[str], object]] = {
        "handwritten": handwritten(get_weather),
        "tenacity": tenacity_default()(get_weather),
        "stamina": stamina_with_prometheus(),
        "backoff": backoff_default()(get_weather),
        "pybreaker": pybreaker_with_listener(),
        "floor": by_hand(backends.batch, get_weather),
        "floor_simple": by_hand(backends.simple, get_weather),
        "off": tool,
    }
    for name, fn in peers.items():
        _check(fn(ARG) == RESULT, f"{name} answered wrongly")
    backends.simple.spans.clear()
    callers: Callers = {key: (fn, _NOTHING) for key, fn in peers.items()}
    callers["floor_simple"] = (peers["floor_simple"], (lambda: None, backends.simple.spans.clear))
    for key in ("noop_prom", "sdk", "prom", "sdk_prom", "sdk_prom_simple"):
        callers[key] = (tool, backends.switch(key))
    timers: dict[str, Timer] = {
        key: switched_timer(sync_timer(fn, clock), *switch) for key, (fn, switch) in callers.items()
    }
    return [Contender(key, label, timers[key], UNROLL) for key, label in ROWS], callers


# --- counted, not timed -------------------------------------------------------------------


def rows(callers: Callers) -> list[tuple[Callable[[], object], Switch]]:
    """Per row: one success as a call without arguments, and its backends' switch."""
    return [(functools.partial(fn, ARG), switch) for fn, switch in callers.values()]


def share(by: dict[str, Contender], on: str, floor: str) -> tuple[float, float, float]:
    """On over off, the floor over hand-written, and toolretry's share (the first minus the
    second): each the median over rounds of that round's own samples, as ``ratio`` does, so a
    change of the host's speed between rounds cancels out."""
    rounds = zip(
        by[on].samples_ns,
        by["off"].samples_ns,
        by[floor].samples_ns,
        by["handwritten"].samples_ns,
        strict=True,
    )
    added, base, mine = [], [], []
    for on_ns, off_ns, floor_ns, hand_ns in rounds:
        added.append(on_ns - off_ns)
        base.append(floor_ns - hand_ns)
        mine.append(added[-1] - base[-1])
    return statistics.median(added), statistics.median(base), statistics.median(mine)


def measure(
    rounds: int,
    target_ms: float,
    clock_name: str = "perf",
    seed: int | None = None,
    contenders: list[Contender] | None = None,
) -> dict[str, Contender]:
    """Time every row (built afresh unless given) in interleaved rounds; the rows by key (also
    what ``bench_pipeline.py`` calls for its one-run table)."""
    if contenders is None:
        contenders = build(Backends(), CLOCKS[clock_name])[0]
    eprint(f"calibrating and warming up {len(contenders)} contenders ...")
    calibrate(contenders, int(target_ms * 1e6))
    eprint(f"timing {rounds} rounds ...")
    run_rounds(contenders, rounds, random.Random(seed))
    return {c.key: c for c in contenders}


def render(
    contenders: Sequence[Contender],
    rounds: int,
    started: float,
    clock: str,
    calls: dict[str, tuple[float, float]],
    instructions: dict[str, float] | None,
) -> str:
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

    added, floor, mine = share(by, "sdk_prom", "floor")
    added_s, floor_s, mine_s = share(by, "sdk_prom_simple", "floor_simple")

    def counted_share(count: dict[str, float], on: str, floor: str) -> tuple[float, float, float]:
        """The same three figures, counted."""
        added = count[on] - count["off"]
        base = count[floor] - count["handwritten"]
        return added, base, added - base

    py = {key: c[0] for key, c in calls.items()}
    counted_header = ["contender", "Python calls", "C calls"]
    counted_rows = [
        [c.label, f"{calls[c.key][0]:.1f}", f"{calls[c.key][1]:.1f}"] for c in contenders
    ]
    if instructions is not None:
        counted_header.append("instructions")
        for row, c in zip(counted_rows, contenders, strict=True):
            row.append(f"{instructions[c.key]:,.0f}")
    counted_targets = [
        [
            f"**toolretry's share above the floor**, {what}",
            f"**{fmt(counted_share(count, 'sdk_prom', 'floor')[2])}**",
            fmt(counted_share(count, "sdk_prom_simple", "floor_simple")[2]),
        ]
        for what, count, fmt in (
            ("Python calls", py, lambda x: f"{x:+.1f}"),
            ("instructions", instructions, lambda x: f"{x:+,.0f}"),
        )
        if count is not None
    ]
    lines = [
        "## Instrumentation on a success\n",
        f"- python {sys.version.split()[0]}; {rounds} interleaved rounds, median ns/call,"
        f" clock {clock}"
        f" (whole run {time.perf_counter() - started:.1f} s)\n",
        markdown_table(header, rows),
        "\n### Target (issue 22)\n",
        "Each figure is the median over rounds of that round's difference.\n",
        markdown_table(
            [
                "OTel SDK + Prometheus on, a success",
                "batch processor",
                "simple, in-memory",
                "target",
                "result",
            ],
            [
                ["on, over off", _us(added), _us(added_s), "", ""],
                [
                    "the backends' own work (floor over hand-written)",
                    _us(floor),
                    _us(floor_s),
                    "",
                    "",
                ],
                [
                    "**toolretry's share above the floor**",
                    f"**{_us(mine)}**",
                    _us(mine_s),
                    f"≤ +{MAX_SHARE_NS / 1000:.0f} µs",
                    "PASS" if mine <= MAX_SHARE_NS else "FAIL",
                ],
                *[[*row, "", ""] for row in counted_targets],
            ],
        ),
        "\n### Counted per success (the same on any host, however loaded)\n",
        "Python and C function calls from a `sys.setprofile` hook; machine instructions (with"
        " `--instructions`) from `valgrind --tool=callgrind`, the garbage collector off.\n",
        markdown_table(counted_header, counted_rows),
    ]
    return "\n".join(lines)


def _us(ns: float) -> str:
    return f"{ns / 1000:+.1f} µs"


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
    parser.add_argument(
        "--instructions",
        type=int,
        nargs="?",
        const=1000,
        default=None,
        metavar="CALLS",
        help="also count machine instructions per success under valgrind (1000 calls a row)",
    )
    parser.add_argument("--instructions-child", type=int, default=None, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.instructions_child is not None:  # Run by count_instructions, under callgrind.
        marked_loops(rows(build(Backends(), CLOCKS[args.clock])[1]), args.instructions_child)
        return 0
    rounds = args.rounds if args.rounds is not None else (3 if args.quick else 15)
    target_ms = args.target_ms if args.target_ms is not None else (3.0 if args.quick else 30.0)
    started = time.perf_counter()
    backends = Backends()
    contenders, callers = build(backends, CLOCKS[args.clock])
    calls = {key: count_calls(*row) for key, row in zip(callers, rows(callers), strict=True)}
    instructions = None
    if args.instructions is not None:
        instructions = count_instructions(__file__, list(callers), args.instructions)
    measure(rounds, target_ms, seed=args.seed, contenders=contenders)
    print(render(contenders, rounds, started, args.clock, calls, instructions))
    return 0


if __name__ == "__main__":
    sys.exit(main())
