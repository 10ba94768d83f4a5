"""Held-out set 20, part 8: the OpenAI Agents SDK's own tool machinery refusing a model's call.

* ``agents.apply_diff`` (the V4A patch format its editor tools use): ``ValueError``\\ s for a
  context that is not in the file, a malformed line, an anchor not found.
* ``function_tool`` invoked with the arguments a model wrote (``failure_error_function=None``
  so that the error propagates): ``ModelBehaviorError`` for JSON that does not parse or does
  not validate, and the tool's own exceptions.

Written 2026-12-04 between 14:15 and 14:40 UTC by the helper ``heldout20``, built blind (see
``_heldout_families_twentieth``)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

__all__ = ["FAMILIES"]

_SOURCE = (
    "def total(items):\n    return sum(items)\n\n\ndef mean(items):\n    return total(items)\n"
)


def agents_family() -> Iterator[Case]:
    from agents import apply_diff, function_tool
    from agents.tool_context import ToolContext

    def patch(diff: str) -> Callable[[], Any]:
        return lambda: apply_diff(_SOURCE, diff)

    def transfer(account: str, amount: int) -> str:
        """Moves money between the user's accounts."""
        if amount > 100:
            raise PermissionError("transfers above 100 need a second approval")
        if account == "frozen":
            raise RuntimeError("account frozen by compliance")
        if account == "slow":
            raise TimeoutError("core banking did not answer within 30 s")
        return "ok"

    tool = function_tool(transfer, failure_error_function=None)

    def invoke(arguments: str) -> Callable[[], Any]:
        def run() -> Any:
            context = ToolContext(context=None, tool_name=tool.name, tool_call_id="call-20",
                tool_arguments=arguments)  # fmt: skip
            return asyncio.run(tool.on_invoke_tool(context, arguments))

        return run

    ag = "openai-agents-20"
    yield case(ag, "diff-context-missing", CLI, patch("@@ def median(items):\n-    return 0\n+"
        "    return 1\n"))  # fmt: skip
    yield case(ag, "diff-stale-line", CLI, patch(" def total(items):\n-    return max(items)\n+"
        "    return min(items)\n"))  # fmt: skip
    yield case(ag, "diff-bad-prefix", CLI, patch(" def total(items):\n*    return sum(items)\n"))
    yield case(ag, "diff-eof-context", CLI, patch(" return nothing\n-    x\n+    y\n*** End of "
        "File\n"))  # fmt: skip
    yield case(ag, "diff-add-line", CLI, lambda: apply_diff("", "+ok\nnot a plus line\n",
        mode="create"))  # fmt: skip
    yield case(ag, "args-not-json", CLI, invoke("{account: 'main', amount: 5"))
    yield case(ag, "args-wrong-type", CLI, invoke(json.dumps({"account": "main",
        "amount": "five"})))  # fmt: skip
    yield case(ag, "args-missing", CLI, invoke(json.dumps({"account": "main"})))
    yield case(ag, "tool-permission", (CLI, BIZ), invoke(json.dumps({"account": "main",
        "amount": 500})))  # fmt: skip
    yield case(ag, "tool-runtime", (FAT, BIZ), invoke(json.dumps({"account": "frozen",
        "amount": 5})))  # fmt: skip
    yield case(ag, "tool-timeout", TRA, invoke(json.dumps({"account": "slow", "amount": 5})))
    yield case(ag, "args-array", CLI, invoke(json.dumps([["main", 5]])))
    yield case(ag, "args-null-amount", CLI, invoke(json.dumps({"account": "main",
        "amount": None})))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (agents_family,)
