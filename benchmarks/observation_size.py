"""How much of the model's context the demo's failure observations take, full text vs compact.

Runs the scenarios of ``python -m toolretry demo`` against its local server (waits zeroed; the
deadline scenario still takes its 1.5 s) and prints, per failure, the characters and lines of
the full text (``detail="full"``, the 0.1 default) and of the compact text (the default now),
then the averages. Usage: ``python benchmarks/observation_size.py``.
"""

from __future__ import annotations

import sys
from pathlib import Path

try:
    import toolretry
except ImportError:  # Run from a checkout without installing.
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))
    import toolretry

from toolretry._demo import scenarios
from toolretry.http import Session
from toolretry.testing import FaultServer

# Issue 7 set 300 when a failure said what broke; since issue 23 every failure also says its next
# move (next_action, avoid, next_move, stop: ~130 chars), which a model needs outside a turn too.
TARGET_CHARS = 450


def main() -> int:
    rows: list[tuple[str, str, int, int, int, int]] = []
    with toolretry.set_testing(True), FaultServer() as server, Session() as http:
        for scenario in scenarios(server, http, None):
            observation = scenario.tool.observe(*scenario.args)
            if observation.ok:
                continue
            full = observation.to_text(detail="full")
            compact = observation.to_text(detail="compact")
            code = observation.error_code or ""
            rows.append(
                (
                    scenario.title,
                    code,
                    len(full),
                    len(full.splitlines()),
                    len(compact),
                    len(compact.splitlines()),
                )
            )
    print(f"toolretry {toolretry.__version__}: the demo's {len(rows)} failure observations\n")
    print("| scenario | error_code | full chars | full lines | compact chars | compact lines |")
    print("|---|---|---:|---:|---:|---:|")
    for title, code, full_chars, full_lines, compact_chars, compact_lines in rows:
        print(
            f"| {title} | {code} | {full_chars} | {full_lines} | {compact_chars} | "
            f"{compact_lines} |"
        )
    count = len(rows)
    full_mean = sum(row[2] for row in rows) / count
    compact_mean = sum(row[4] for row in rows) / count
    full_lines_mean = sum(row[3] for row in rows) / count
    compact_lines_mean = sum(row[5] for row in rows) / count
    print(
        f"| **average** | | **{full_mean:.0f}** | {full_lines_mean:.1f} | "
        f"**{compact_mean:.0f}** | {compact_lines_mean:.1f} |"
    )
    verdict = "PASS" if compact_mean <= TARGET_CHARS else "FAIL"
    print(
        f"\ncompact average {compact_mean:.0f} chars (target <= {TARGET_CHARS}): {verdict}; "
        f"{compact_mean / full_mean:.2f}x the full text"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
