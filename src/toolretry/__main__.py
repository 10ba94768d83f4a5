"""``python -m toolretry``: the demos."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Run ``demo`` (HTTP tools against a local misbehaving server) or ``demo agent``."""
    parser = argparse.ArgumentParser(
        prog="python -m toolretry", description="toolretry demos (loopback only, no network)."
    )
    commands = parser.add_subparsers(dest="command", required=True)
    demo = commands.add_parser("demo", help="run a demo")
    demo.add_argument(
        "which",
        nargs="?",
        choices=("http", "agent"),
        default="http",
        help="http: tools against a misbehaving local server (default); agent: turn guardrails",
    )
    args = parser.parse_args(argv)
    started = time.monotonic()
    if args.which == "agent":
        from ._demo_agent import run_agent_demo

        code = run_agent_demo()
    else:
        from ._demo import run_http_demo

        code = run_http_demo()
    print(f"\n(demo finished in {time.monotonic() - started:.1f}s)")
    return code


if __name__ == "__main__":
    sys.exit(main())
