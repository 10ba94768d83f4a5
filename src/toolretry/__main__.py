"""``toolretry`` and ``python -m toolretry``: the command line, which runs the demos."""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence

from . import __version__

__all__ = ["BROKEN_PIPE_EXIT", "main"]

BROKEN_PIPE_EXIT = 141
"""Exit status when the reader of stdout goes away (``toolretry demo | head``): 128 + SIGPIPE,
what a shell reports for a program the signal ended."""


def main(argv: Sequence[str] | None = None, *, prog: str = "toolretry") -> int:
    """Run the command line; ``prog`` is how it was started (the console script's name by default;
    ``python -m toolretry`` passes its own). Without a command it prints the help and returns 0."""
    try:
        try:
            return _run(argv, prog)
        finally:
            # Flush here, where a vanished reader can still be caught, not at interpreter exit.
            sys.stdout.flush()
    except BrokenPipeError:
        # The standard recipe: point stdout at devnull so the flush at exit does not raise again.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
        return BROKEN_PIPE_EXIT


def _parser(prog: str) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog=prog,
        description="toolretry demos (loopback only, no network).",
        epilog=(
            f"Without a command, {prog} prints this help and exits with status 0. "
            f"Piped into a reader that stops early (`{prog} demo | head`) it ends quietly with "
            f"status {BROKEN_PIPE_EXIT}."
        ),
    )
    parser.add_argument("--version", action="version", version=f"toolretry {__version__}")
    commands = parser.add_subparsers(dest="command", metavar="COMMAND")
    demo = commands.add_parser(
        "demo",
        help="run a demo: real tools against a misbehaving local server",
        description="Run a demo against a misbehaving server on 127.0.0.1.",
    )
    demo.add_argument(
        "which",
        nargs="?",
        choices=("http", "agent"),
        default="http",
        help="http: tools against a misbehaving local server (default); agent: turn guardrails",
    )
    return parser


def _run(argv: Sequence[str] | None, prog: str) -> int:
    parser = _parser(prog)
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 0
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
    sys.exit(main(prog="python -m toolretry"))
