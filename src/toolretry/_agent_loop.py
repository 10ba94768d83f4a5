"""The scripted agent loop (no LLM): one loop that follows only what observations say
(``next_move``, ``suggested_tool``, ``next_action``, the message), and one fed the raw exception
text, run on the same scenarios; each counts rounds (tool calls) and wasted calls (failures).

No hint is registered and the tools raise plain Python exceptions: what the loop follows is
toolretry's own classification and answer.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ._agent_scenarios import DONE, Call, Scenario
from ._decorator import smart_retry_with_observation
from .observe._observation import Observation
from .retry._testing_mode import set_testing
from .turn._turn import turn
from .turn._unknown_tool import unknown_tool

__all__ = ["MAX_ROUNDS", "Run", "follow", "raw", "run_all"]

MAX_ROUNDS = 8
_REFUSALS = ("UNKNOWN_TOOL", "TOOL_NOT_VISIBLE")
_EXAMPLE = re.compile(r"`([^`]+)`")


@dataclasses.dataclass
class Run:
    """How one loop did on one scenario."""

    reached: bool
    rounds: int
    wasted: int
    asked: bool = False
    lines: list[str] = dataclasses.field(default_factory=list)


def _invoke(tools: dict[str, Any], call: Call) -> Observation:
    name, args = call
    if name not in tools:  # What a hand-written loop answers a made-up tool name with.
        return unknown_tool(name, params=args)
    observation: Observation = tools[name].observe(**args)
    return observation


def _helper_call(observation: Observation, call: Call, tools: dict[str, Any]) -> Call:
    """The call to the suggested tool: the example command the observation gives a shell, else
    the failed call's arguments that the suggested tool takes."""
    name = observation.suggested_tool or ""
    accepted = inspect.signature(tools[name]).parameters
    example = _EXAMPLE.search(observation.next_action or "")
    if "command" in accepted and example is not None:
        return (name, {"command": example.group(1)})
    return (name, {k: v for k, v in call[1].items() if k in accepted})


def _show(lines: list[str], call: Call, text: str) -> None:
    shown = ", ".join(f"{key}={value!r}" for key, value in call[1].items())
    lines.append(f"model -> {call[0]}({shown})")
    lines.extend(f"   | {line}" for line in text.splitlines())


def follow(scenario: Scenario, root: Path) -> Run:
    """The loop that follows the observations, in a turn that shows the scenario's tools."""
    plain = scenario.tools(root)
    tools = {name: smart_retry_with_observation(fn) for name, fn in plain.items()}
    model = scenario.model()
    call = model.start()
    run = Run(False, 0, 0)
    with turn(visible_tools=list(tools)):
        while run.rounds < MAX_ROUNDS:
            observation = _invoke(tools, call)
            run.rounds += 1
            _show(
                run.lines,
                call,
                str(observation) if not observation.ok else observation.result or "",
            )
            if observation.ok:
                call = model.on_result(call, observation.result or "")
                if call == DONE:
                    run.reached = scenario.done(root)
                    break
                continue
            run.wasted += 1
            move = observation.next_move
            run.lines.append(f"[loop] next_move: {move}")
            if move == "stop":
                break
            if move == "ask_user":
                run.asked = run.reached = model.goal_is_asking
                run.lines.append("[loop] asks the user")
                break
            if move == "switch_tool" and observation.suggested_tool in tools:
                helper = _helper_call(observation, call, tools)
                seen = _invoke(tools, helper)
                run.rounds += 1
                _show(run.lines, helper, (seen.result or "") if seen.ok else str(seen))
                if not seen.ok:
                    run.wasted += 1
                    continue
                following = model.on_result(helper, seen.result or "")
                if following == DONE:
                    run.reached = scenario.done(root)
                    break
                call = following
                continue
            call = model.fix(call, observation.to_text("full")) or call
    return run


def raw(scenario: Scenario, root: Path) -> Run:
    """The loop fed the raw exception text (``Type: message``), nothing else."""
    tools = scenario.tools(root)
    model = scenario.model()
    call = model.start()
    run = Run(False, 0, 0)
    while run.rounds < MAX_ROUNDS:
        run.rounds += 1
        try:
            if call[0] not in tools:
                raise KeyError(f"no tool named {call[0]!r}")
            text = tools[call[0]](**call[1])
        except Exception as exc:
            text = f"{type(exc).__name__}: {exc}"
            _show(run.lines, call, text)
            run.wasted += 1
            call = model.fix(call, text) or call
            continue
        _show(run.lines, call, str(text))
        call = model.on_result(call, str(text))
        if call == DONE:
            run.reached = scenario.done(root)
            break
    return run


def run_all(scenario: Scenario) -> dict[str, Run]:
    """The scenario under each loop: raw text, and following the observations."""
    loops: dict[str, Callable[[Path], Run]] = {
        "raw text": lambda root: raw(scenario, root),
        "observations": lambda root: follow(scenario, root),
    }
    runs: dict[str, Run] = {}
    with set_testing(True):
        for name, loop in loops.items():
            with tempfile.TemporaryDirectory(prefix="toolretry-agent-") as folder:
                root = Path(folder)
                scenario.setup(root)
                runs[name] = loop(root)
    return runs
