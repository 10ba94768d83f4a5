"""Held-out families from what agent tools run into: shell commands, files, edit tools (the
messages real edit tools raise), arguments and values, the tool's own bugs, messages in several
languages, and waiting primitives."""

from __future__ import annotations

import asyncio
import concurrent.futures
import datetime
import ipaddress
import os
import queue
import socket
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case

from toolretry import set_testing, smart_retry_with_observation

__all__ = ["FAMILIES"]


def shell_family() -> Iterator[Case]:
    directory = tempfile.mkdtemp(prefix="heldout-sh-")
    script = os.path.join(directory, "not_executable.sh")
    with open(script, "w") as handle:
        handle.write("echo hi\n")
    py = sys.executable
    rows: list[tuple[str, Any]] = [
        ("timeout", lambda: subprocess.run(["sleep", "5"], timeout=0.2)),
        (
            "timeout-shell",
            lambda: subprocess.run("sleep 5", shell=True, timeout=0.2, capture_output=True),
        ),
        ("false", lambda: subprocess.check_call(["false"])),
        ("exit-3", lambda: subprocess.run("exit 3", shell=True, check=True)),
        (
            "ls-missing",
            lambda: subprocess.check_output(["ls", "/no/such/dir"], stderr=subprocess.PIPE),
        ),
        (
            "pytest-like",
            lambda: subprocess.run(
                [py, "-c", "import sys; print('1 failed'); sys.exit(1)"],
                check=True,
                capture_output=True,
                text=True,
            ),
        ),
        (
            "traceback",
            lambda: subprocess.run(
                [py, "-c", "import nope_module"], check=True, capture_output=True
            ),
        ),
        ("no-binary", lambda: subprocess.run(["no-such-binary-heldout"])),
        ("not-executable", lambda: subprocess.run([script])),
    ]
    for name, action in rows:
        yield case("shell", name, CLI, action)


def files_family() -> Iterator[Case]:
    directory = tempfile.mkdtemp(prefix="heldout-files-")
    sub = os.path.join(directory, "pkg")
    os.mkdir(sub)
    for name in ("main.py", "utils.py", "config.yaml"):
        with open(os.path.join(sub, name), "w") as handle:
            handle.write("x\n")
    plain = os.path.join(sub, "main.py")
    rows: list[tuple[str, Any, tuple[str, ...]]] = [
        ("open-missing", lambda: open(os.path.join(sub, "mian.py")), (CLI,)),
        (
            "read-text-missing",
            lambda: __import__("pathlib").Path(sub, "util.py").read_text(),
            (CLI,),
        ),
        ("listdir-missing", lambda: os.listdir(os.path.join(directory, "src")), (CLI,)),
        ("remove-missing", lambda: os.remove(os.path.join(sub, "gone.txt")), (CLI,)),
        (
            "rename-missing",
            lambda: os.rename(os.path.join(sub, "a"), os.path.join(sub, "b")),
            (CLI,),
        ),
        ("open-directory", lambda: open(sub), (CLI,)),
        ("not-a-directory", lambda: open(os.path.join(plain, "child.txt")), (CLI,)),
        ("mkdir-exists", lambda: os.mkdir(sub), (CLI,)),
        ("rmdir-not-empty", lambda: os.rmdir(sub), (CLI,)),
        ("name-too-long", lambda: open(os.path.join(sub, "x" * 300)), (CLI,)),
        (
            "copy-to-missing-dir",
            lambda: __import__("shutil").copy(plain, os.path.join(directory, "no", "x.py")),
            (CLI,),
        ),
    ]
    for name, action, accept in rows:
        yield case("files", name, accept, action)
    # an immutable file refuses writes even to root (EPERM)
    locked = os.path.join(sub, "locked.txt")
    open(locked, "w").close()
    if subprocess.run(["chattr", "+i", locked], capture_output=True).returncode == 0:
        try:
            yield case("files", "immutable-write", CLI, lambda: open(locked, "w"))
        finally:
            subprocess.run(["chattr", "-i", locked], capture_output=True)


# --- edit tools: the exceptions real edit tools raise, reproduced with their own wording --------


def _edit_error(
    module: str, name: str = "ToolError", base: type[Exception] = Exception
) -> type[Exception]:
    return type(name, (base,), {"__module__": module})


def edits_family() -> Iterator[Case]:
    anthropic_tool_error = _edit_error("computer_use_demo.tools.base")
    openhands_error = _edit_error("openhands_aci.editor.exceptions", "ToolError")
    aider_error = _edit_error(
        "aider.coders.editblock_coder", "SearchReplaceNoExactMatch", ValueError
    )
    old = "def main():\n    run()"
    rows: list[tuple[str, BaseException]] = [
        (
            "anthropic-not-found",
            anthropic_tool_error(
                f"No replacement was performed, old_str `{old}` did not appear verbatim in /repo/app.py."
            ),
        ),
        (
            "anthropic-multiple",
            anthropic_tool_error(
                f"No replacement was performed. Multiple occurrences of old_str `{old}` in lines [3, 17]. Please ensure it is unique"
            ),
        ),
        (
            "openhands-not-found",
            openhands_error(
                f"No replacement was performed, old_str `{old}` did not appear verbatim in /workspace/app.py."
            ),
        ),
        (
            "claude-code-not-found",
            Exception(f"String to replace not found in file.\nString: {old}"),
        ),
        (
            "claude-code-matches",
            Exception(
                f"Found 3 matches of the string to replace, but replace_all is false. To replace all occurrences, set replace_all to true. To replace only one occurrence, please provide more context to uniquely identify the instance.\nString: {old}"
            ),
        ),
        ("gemini-not-found", RuntimeError("Failed to edit, could not find the string to replace.")),
        ("gemini-count", RuntimeError("Failed to edit, expected 1 occurrence but found 2.")),
        (
            "aider-no-match",
            aider_error("This SEARCH block failed to exactly match lines in app.py"),
        ),
        ("codex-expected-lines", RuntimeError(f"Failed to find expected lines in app.py:\n{old}")),
        (
            "cline-no-match",
            ValueError(f"The SEARCH block:\n{old}\n...does not match anything in the file."),
        ),
        ("plain-not-found", ValueError("old_string not found in app.py")),
        (
            "plain-appears",
            ValueError("old_string appears 2 times in app.py; add context to make it unique"),
        ),
    ]
    for name, exc in rows:
        yield case("edit-tools", name, CLI, _raiser(exc))


def _raiser(exc: BaseException) -> Any:
    def action() -> None:
        raise exc

    return action


# --- arguments, values and bugs, judged through the decorator ---------------------------------


def _observed(tool: Any, *args: Any, **kwargs: Any) -> tuple[str, str, float | None]:
    with set_testing(True):
        obs = tool.observe(*args, **kwargs)
    return (obs.category or "", obs.error_code or "", obs.retry_after)


def arguments_family() -> Iterator[Case]:
    @smart_retry_with_observation(max_retries=0)
    def order(order_id: int, quantity: int = 1) -> str:
        if quantity <= 0:
            raise ValueError(f"quantity must be positive, got {quantity}")
        return "ok"

    @smart_retry_with_observation(max_retries=0)
    def parse(when: str, address: str = "127.0.0.1", ident: str = "") -> str:
        datetime.date.fromisoformat(when)
        ipaddress.ip_address(address)
        if ident:
            uuid.UUID(ident)
        return int(when[:4]).__str__()

    rows: list[tuple[str, Any, tuple[Any, ...], dict[str, Any], tuple[str, ...]]] = [
        ("missing-argument", order, (), {}, (CLI,)),
        ("unexpected-keyword", order, (1,), {"qty": 2}, (CLI,)),
        ("too-many-positional", order, (1, 2, 3), {}, (CLI,)),
        ("value-rejected", order, (1,), {"quantity": -3}, (CLI,)),
        ("bad-date", parse, ("tomorrow",), {}, (CLI,)),
        ("bad-ip", parse, ("2024-01-01",), {"address": "300.1.1.1"}, (CLI,)),
        ("bad-uuid", parse, ("2024-01-01",), {"ident": "not-a-uuid"}, (CLI,)),
    ]
    for name, tool, args, kwargs, accept in rows:
        yield Case("arguments", name, frozenset(accept), observed=_observed(tool, *args, **kwargs))


def bugs_family() -> Iterator[Case]:
    data: dict[str, Any] = {"items": [], "owner": None, "count": "3"}
    rows: list[tuple[str, Any, tuple[str, ...]]] = [
        ("key-error", lambda: data["price"], (FAT,)),
        ("none-attribute", lambda: data["owner"].name, (FAT,)),
        ("index-error", lambda: data["items"][0], (FAT,)),
        ("none-subscript", lambda: data["owner"]["name"], (FAT,)),
        ("str-plus-int", lambda: data["count"] + 1, (FAT,)),
        ("zero-division", lambda: 1 / len(data["items"]), (FAT,)),
        ("name-error", lambda: eval("undefined_name_heldout"), (FAT,)),
        ("assertion", lambda: exec("assert data['items'], 'no items'", {"data": data}), (FAT,)),
        (
            "not-implemented",
            lambda: (_ for _ in ()).throw(NotImplementedError("refund not supported yet")),
            (FAT,),
        ),
    ]
    for name, action, accept in rows:
        yield case("tool-bugs", name, accept, action)


# --- messages in several languages, raised by a tool that read an API's 200 "error" answer ------

_TEXTS: list[tuple[str, str, tuple[str, ...]]] = [
    ("zh-busy", "系统繁忙，请稍后再试", (TRA,)),
    ("zh-unavailable", "服务暂时不可用，请稍后重试", (TRA,)),
    ("zh-frequent", "请求过于频繁，请稍后再试", (TRA,)),
    ("zh-timeout", "网络超时，请重试", (TRA,)),
    ("ja-busy", "サーバーが混雑しています。しばらくしてから再度お試しください。", (TRA,)),
    ("ja-unavailable", "サービスは一時的に利用できません", (TRA,)),
    ("ko-retry", "잠시 후 다시 시도해 주세요", (TRA,)),
    ("ko-busy", "서버가 혼잡합니다. 나중에 다시 시도하십시오.", (TRA,)),
    (
        "de-later",
        "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut.",
        (TRA,),
    ),
    ("fr-later", "Service temporairement indisponible, veuillez réessayer plus tard", (TRA,)),
    (
        "es-later",
        "Servicio no disponible temporalmente. Por favor, inténtelo de nuevo más tarde.",
        (TRA,),
    ),
    ("es-too-many", "Demasiadas solicitudes, intente más tarde", (TRA,)),
    ("en-busy", "Server is busy, please try again later", (TRA,)),
    ("en-unavailable", "The service is temporarily unavailable", (TRA,)),
    ("en-rate", "Rate limit exceeded", (TRA,)),
    ("zh-not-found", "订单不存在", (CLI, BIZ, FAT)),
    ("zh-param", "参数错误：缺少 order_id", (CLI, FAT)),
    ("de-invalid", "Ungültiger Parameter: Menge", (CLI, FAT)),
]


def languages_family() -> Iterator[Case]:
    for name, text, accept in _TEXTS:
        yield case("languages", name, accept, _raiser(RuntimeError(text)))


def waiting_family() -> Iterator[Case]:
    pool = concurrent.futures.ThreadPoolExecutor(1)
    future = pool.submit(lambda: __import__("time").sleep(0.5))
    yield case("waiting", "future-timeout", TRA, lambda: future.result(timeout=0.01))

    async def slow() -> None:
        await asyncio.sleep(1)

    yield case(
        "waiting", "asyncio-wait-for", TRA, lambda: asyncio.run(asyncio.wait_for(slow(), 0.01))
    )
    yield case("waiting", "queue-empty", (TRA, FAT), lambda: queue.Queue().get(timeout=0.01))
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen()
    client = socket.create_connection(listener.getsockname())
    client.settimeout(0.05)
    yield case("waiting", "socket-recv-timeout", TRA, lambda: client.recv(10))
    client.close()
    listener.close()
    pool.shutdown(wait=False)


FAMILIES = (
    shell_family,
    files_family,
    edits_family,
    arguments_family,
    bugs_family,
    languages_family,
    waiting_family,
)
