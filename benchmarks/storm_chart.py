"""The storm chart: requests per second reaching an upstream through a full outage, for tenacity,
stamina, toolretry at defaults and toolretry with its breaker and retry budget, one chart with
the outage shaded (matplotlib, PNG and SVG).

The scenario and the contenders are ``bench_storm.py``'s (a): N caller threads each start a
call every 0.1 s against ``toolretry.testing.FaultServer`` on 127.0.0.1, which answers 503 for
the outage and 200 after it; every library makes at most 4 attempts with a 0.1 s base delay.
What reaches the server is counted from its own arrival times, in 200 ms bins; one panel per
contender, on the same scale.

    python -m pip install -e ".[test,charts]"
    PYTHONPATH=src python benchmarks/storm_chart.py            # docs/assets/storm-outage.{png,svg}
    PYTHONPATH=src python benchmarks/storm_chart.py --out /tmp/storm --callers 16
"""

from __future__ import annotations

import argparse
import logging
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import bench_storm  # noqa: E402 - the storm benchmark's scenario and contenders, shared.
import stamina  # noqa: E402

from toolretry.stores import MemoryStore  # noqa: E402
from toolretry.testing import FaultServer  # noqa: E402

CONTENDERS = {
    "tenacity": "tenacity",
    "stamina": "stamina",
    "toolretry (no guard)": "toolretry, defaults",
    "toolretry (breaker + budget)": "toolretry, breaker + retry budget",
}
BIN_S = 0.2
OUTAGE_S = 3.0
AFTER_S = 2.0


def arrivals(server: FaultServer, row: str, callers: int) -> list[float]:
    """Seconds after the start at which each request of ``row`` reached the server."""
    scenario = bench_storm.Scenario(
        "chart",
        "outage",
        OUTAGE_S + AFTER_S,
        (bench_storm.Reply.error(503),),
        ((OUTAGE_S, (bench_storm.OK,)),),
        recovery=OUTAGE_S,
    )
    path = f"/chart/{list(bench_storm.ROWS).index(row)}"
    bench_storm.prepare(server, path, scenario, callers)
    store = MemoryStore()
    made = [bench_storm.ROWS[row](f"chart-{row}", store) for _ in range(callers)]
    t0 = time.monotonic() + 0.05
    threads = [
        threading.Thread(
            target=bench_storm.call_loop,
            args=(made[i], lambda n: server.url(path), t0, scenario.duration),
            kwargs={"offset": i * bench_storm.INTERVAL / callers},
        )
        for i in range(callers)
    ]
    director = threading.Thread(target=bench_storm.conduct, args=(server, path, scenario, t0))
    for thread in [*threads, director]:
        thread.start()
    for thread in [*threads, director]:
        thread.join()
    return [r.received_at - t0 for r in server.requests() if urlsplit(r.path).path == path]


def per_second(times: list[float], duration: float) -> tuple[list[float], list[float]]:
    """Bin centres and requests per second in each ``BIN_S`` bin."""
    bins = int(duration / BIN_S) + 1
    counts = [0] * bins
    for at in times:
        if 0 <= at < bins * BIN_S:
            counts[int(at / BIN_S)] += 1
    return [(i + 0.5) * BIN_S for i in range(bins)], [c / BIN_S for c in counts]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--callers", type=int, default=8, help="caller threads (default 8)")
    parser.add_argument(
        "--out",
        type=Path,
        default=HERE.parent / "docs" / "assets" / "storm-outage",
        help="output path without suffix; .png and .svg are written",
    )
    args = parser.parse_args()
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    logging.getLogger().addHandler(logging.NullHandler())
    stamina.instrumentation.set_on_retry_hooks([])
    duration = OUTAGE_S + AFTER_S
    series: dict[str, tuple[list[float], list[float]]] = {}
    with FaultServer() as server:
        for row, label in CONTENDERS.items():
            times = arrivals(server, row, args.callers)
            series[label] = per_second(times, duration)
            print(f"{label:36} {len(times):5} requests, {len(times) / duration:6.1f}/s on average")
    offered = args.callers / bench_storm.INTERVAL
    top = max(max(y) for _, y in series.values()) * 1.1
    fig, axes = plt.subplots(len(series), 1, figsize=(8, 7.5), dpi=120, sharex=True, sharey=True)
    colours = ("#1f77b4", "#ff7f0e", "#2ca02c", "#d62728")
    for ax, colour, (label, (x, y)) in zip(axes, colours, series.items(), strict=True):
        ax.axvspan(0, OUTAGE_S, color="#d62728", alpha=0.08)
        ax.fill_between(x, y, step="mid", color=colour, alpha=0.35)
        ax.step(x, y, where="mid", color=colour, linewidth=1.5)
        ax.axhline(offered, color="grey", linestyle=":", linewidth=1)
        total = sum(y) * BIN_S
        ax.set_title(f"{label}: {total:.0f} requests", fontsize=9, loc="left")
        ax.set_ylim(0, top)
        ax.grid(alpha=0.3)
    axes[0].text(
        OUTAGE_S / 2, top * 0.85, f"outage: 503 for {OUTAGE_S:g} s", ha="center", fontsize=8
    )
    axes[0].text(
        duration - BIN_S - 0.05,
        offered * 1.05,
        "calls started / s",
        ha="right",
        fontsize=7,
        color="grey",
    )
    axes[-1].set_xlim(0, duration - BIN_S)
    axes[-1].set_xlabel("seconds since the outage began")
    fig.supylabel("requests per second reaching the upstream", fontsize=9)
    fig.suptitle(
        f"{args.callers} callers, one call each every {bench_storm.INTERVAL:g} s, "
        f"at most {bench_storm.ATTEMPTS} attempts a call",
        fontsize=10,
    )
    fig.tight_layout()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    for suffix in (".png", ".svg"):
        fig.savefig(
            args.out.with_suffix(suffix), metadata={"Date": None} if suffix == ".svg" else None
        )
    print(f"wrote {args.out.with_suffix('.png')} and {args.out.with_suffix('.svg')}")


if __name__ == "__main__":
    main()
