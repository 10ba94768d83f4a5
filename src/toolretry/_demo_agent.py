"""``python -m toolretry demo agent``: a scripted loop (no LLM) that follows only what
observations say, against one fed the raw exception text, on typical coding-agent failures."""

from __future__ import annotations

from collections.abc import Callable

from ._agent_loop import MAX_ROUNDS, Run, run_all
from ._agent_scenarios import Scenario, scenarios

__all__ = ["run_agent_demo", "table"]

LOOPS = ("raw text", "observations")


def _cell(run: Run) -> str:
    return f"{'yes' if run.reached else 'no ':3} {run.rounds:>2} {run.wasted:>2}"


def table(results: list[tuple[Scenario, dict[str, Run]]]) -> list[str]:
    """The side-by-side table: reached?, rounds and wasted calls per loop."""
    lines = [
        f"{'scenario':<18} | " + " | ".join(f"{name:^20}" for name in LOOPS),
        f"{'':<18} | " + " | ".join(f"{'goal rnd wst':^20}" for _ in LOOPS),
    ]
    for scenario, runs in results:
        cells = " | ".join(f"{_cell(runs[name]):^20}" for name in LOOPS)
        lines.append(f"{scenario.name:<18} | {cells}")
    for name in LOOPS:
        reached = sum(runs[name].reached for _, runs in results)
        rounds = sum(runs[name].rounds for _, runs in results)
        wasted = sum(runs[name].wasted for _, runs in results)
        lines.append(
            f"{name:<20}: {reached}/{len(results)} goals, {rounds} rounds, {wasted} wasted calls"
        )
    return lines


def run_agent_demo(out: Callable[[str], None] = print) -> int:
    """Replay every scenario under both loops; 0 when the loop following observations
    reaches every goal."""
    out("toolretry demo agent: a scripted model (no LLM) and a loop that follows only what")
    out("the observations say (next_move, suggested_tool, next_action, message), no hints")
    out(f"registered; each loop stops after {MAX_ROUNDS} rounds.")
    results = []
    for scenario in scenarios():
        runs = run_all(scenario)
        results.append((scenario, runs))
        shown = runs["observations"]
        out(f"\n=== {scenario.name}: {scenario.what} ===")
        for line in shown.lines:
            out(line)
        out(f"[goal {'reached' if shown.reached else 'NOT reached'}]")
    out("")
    for line in table(results):
        out(line)
    missed = [s.name for s, runs in results if not runs["observations"].reached]
    for name in missed:
        out(f"UNEXPECTED: {name} was not reached")
    out("demo agent: FAILED" if missed else "demo agent: every goal reached")
    return 1 if missed else 0
