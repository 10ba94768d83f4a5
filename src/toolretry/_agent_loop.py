"""The scripted agent loop (no LLM): one loop that follows only what observations say
(``next_move``, ``suggested_tool``, ``next_action``, the message), and one fed the raw exception
text, run on the same scenarios; each counts rounds (tool calls) and wasted calls (failures).

No hint is registered: what the loop follows is toolretry's own answer. ``stand_in`` converts
the tools' plain exceptions into the codes of ``CODES.md`` (the classifier engineer's side, on
another branch), to measure what the loop does once those codes exist.
"""

from __future__ import annotations

import dataclasses
import functools
import inspect
import re
import sqlite3
import subprocess
import tempfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ._agent_scenarios import DONE, Call, Scenario
from ._decorator import smart_retry_with_observation
from .exceptions import ClientError, ToolError
from .observe._observation import Observation
from .retry._testing_mode import set_testing
from .turn._turn import turn
from .turn._visibility import unknown_tool

__all__ = ["MAX_ROUNDS", "Run", "follow", "raw", "run_all", "stand_in"]

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


def stand_in(exc: Exception) -> ToolError | None:
    """The code the classify branch gives ``exc`` (CODES.md), as a ToolError; None if none."""
    text = str(exc)
    if isinstance(exc, ValueError) and "not found" in text:
        return ClientError(text, code="EDIT_MISMATCH")
    if isinstance(exc, ValueError) and (found := re.search(r"Found (\d+) matches", text)):
        return ClientError(text, code="AMBIGUOUS_EDIT", details={"matches": int(found[1])})
    if isinstance(exc, subprocess.CalledProcessError):
        tail = (exc.stderr or exc.stdout or "")[-500:]
        return ClientError(
            f"{exc}: {tail}",
            code="COMMAND_FAILED",
            details={"command": str(exc.cmd), "exit_status": exc.returncode, "stderr_tail": tail},
        )
    if isinstance(exc, subprocess.TimeoutExpired):
        return ClientError(
            text,
            code="COMMAND_TIMEOUT",
            details={"command": str(exc.cmd), "timeout_s": exc.timeout},
        )
    if isinstance(exc, IsADirectoryError):
        return ClientError(text, code="IS_A_DIRECTORY", details={"path": str(exc.filename)})
    if isinstance(exc, FileNotFoundError):
        return ClientError(text, code="FILE_NOT_FOUND", details={"path": str(exc.filename)})
    if isinstance(exc, PermissionError):
        return ClientError(text, code="PERMISSION_DENIED", details={"path": str(exc.filename)})
    if isinstance(exc, sqlite3.IntegrityError) and "UNIQUE" in text:
        return ClientError(text, code="UNIQUE_VIOLATION")
    return None


def _converted(fn: Callable[..., Any]) -> Callable[..., Any]:
    @functools.wraps(fn)
    def call(*args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        except Exception as exc:
            error = stand_in(exc)
            if error is None:
                raise
            raise error from exc

    return call


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


def follow(scenario: Scenario, root: Path, *, converted: bool = False) -> Run:
    """The loop that follows the observations, in a turn that shows the scenario's tools."""
    plain = scenario.tools(root)
    tools = {
        name: smart_retry_with_observation(_converted(fn) if converted else fn)
        for name, fn in plain.items()
    }
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
    """The scenario under each loop: raw text, this branch, with the classifier's codes."""
    loops: dict[str, Callable[[Path], Run]] = {
        "raw text": lambda root: raw(scenario, root),
        "observations": lambda root: follow(scenario, root),
        "observations + codes": lambda root: follow(scenario, root, converted=True),
    }
    runs: dict[str, Run] = {}
    with set_testing(True):
        for name, loop in loops.items():
            with tempfile.TemporaryDirectory(prefix="toolretry-agent-") as folder:
                root = Path(folder)
                scenario.setup(root)
                runs[name] = loop(root)
    return runs
