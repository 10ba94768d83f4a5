"""Does an agent loop that follows observations reach its goal sooner than one fed the raw
exception text?

A scripted model (no LLM) and ten scenarios built from what coding-agent tools raise (a stale
or ambiguous edit as ``ValueError``, a misspelt path, a directory read as a file, an invented
tool name, ``git stauts`` with git's own stderr, a command over its timeout, a path outside the
workspace, a unique-key conflict in sqlite, a server dropping connections). Two loops on the
same scenarios, each stopped after ``MAX_ROUNDS`` rounds:

* ``raw text``: the loop sees ``Type: message`` of the exception and nothing else;
* ``observations``: the loop follows toolretry's observation (``next_move``, ``suggested_tool``,
  ``next_action``, the message), no hints registered: toolretry's own classification.

Prints reached goals, rounds (tool calls) and wasted calls (failed calls) side by side.

Run from the repository root::

    PYTHONPATH=src python benchmarks/bench_agent_loop.py
"""

from __future__ import annotations

import sys

from toolretry._agent_loop import MAX_ROUNDS, run_all
from toolretry._agent_scenarios import scenarios
from toolretry._demo_agent import table


def main() -> int:
    results = [(scenario, run_all(scenario)) for scenario in scenarios()]
    print(f"scripted agent loop, {len(results)} scenarios, at most {MAX_ROUNDS} rounds each\n")
    for line in table(results):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
