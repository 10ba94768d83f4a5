"""Held-out set 19, part 4: what agent frameworks raise around a model call or a code tool.

* pydantic-ai's model layer against a fake OpenAI-compatible API: ``ModelHTTPError`` and its
  subclasses (``ModelRateLimitError``, ``ModelNotFoundError``, ``ModelUnavailableError``, …)
  carrying ``status_code`` and the body, the openai SDK's error as ``__cause__``;
  ``UnexpectedModelBehavior`` for a body that is no completion.
* smolagents' ``LocalPythonExecutor``, the sandbox a code agent's python tool runs in:
  ``InterpreterError`` whose message wraps the code's own failure or the sandbox's refusal.

Written 2026-12-04 between 13:58 and 14:30 UTC by the helper ``heldout19``, built blind (see
``_heldout_families_nineteenth``)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def pydantic_ai_family() -> Iterator[Case]:
    from openai import AsyncOpenAI
    from pydantic_ai import Agent
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider

    server = http()

    def agent(url: str | None = None) -> Any:
        client = AsyncOpenAI(base_url=url or f"{server.url}/v1", api_key="sk-heldout-19",
            max_retries=0)  # fmt: skip
        return Agent(OpenAIChatModel("gpt-heldout", provider=OpenAIProvider(openai_client=client)))

    def ask(status: int, message: str, code: str = "", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            error: dict[str, Any] = {"message": message, "type": "error"}
            if code:
                error["code"] = code
            server.set(status, json.dumps({"error": error}), **headers)
            return agent().run_sync("What is the capital of Norway?")

        return run

    def raw(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, **headers)
            return agent().run_sync("What is the capital of Norway?")

        return run

    pa = "pydantic-ai-19"
    yield case(pa, "429-wait", TRA, ask(429, "Rate limit reached for requests",
        "rate_limit_exceeded", Retry_After="9"), retry_after=9)  # fmt: skip
    yield case(pa, "429-quota", FAT, ask(429, "You exceeded your current quota, please check "
        "your plan and billing details", "insufficient_quota"))  # fmt: skip
    yield case(pa, "404-model", CLI, ask(404, "The model `gpt-heldout` does not exist",
        "model_not_found"))  # fmt: skip
    yield case(pa, "401", CRED, ask(401, "Incorrect API key provided", "invalid_api_key"))
    yield case(pa, "403-region", (CLI, FAT), ask(403, "Country, region, or territory not "
        "supported", "unsupported_country_region_territory"))  # fmt: skip
    yield case(pa, "400-context", CLI, ask(400, "This model's maximum context length is 8192 "
        "tokens", "context_length_exceeded"))  # fmt: skip
    yield case(pa, "400-content", (CLI, BIZ), ask(400, "Your request was rejected as a result"
        " of our safety system", "content_policy_violation"))  # fmt: skip
    yield case(pa, "422", CLI, ask(422, "temperature: must be between 0 and 2"))
    yield case(pa, "500", (TRA, FAT), ask(500, "The server had an error while processing your"
        " request"))  # fmt: skip
    yield case(pa, "502-html", TRA, raw(502, "<html><h1>502 Bad Gateway</h1></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(pa, "503-overloaded", TRA, ask(503, "The engine is currently overloaded, please"
        " try again later"))  # fmt: skip
    yield case(pa, "529-overloaded", TRA, ask(529, "Overloaded"))
    yield case(pa, "504", TRA, ask(504, "Gateway Timeout"))
    # A 200 whose body is no chat completion: the provider (or a proxy) answered garbage.
    yield case(pa, "200-not-completion", (FAT, TRA), raw(200, json.dumps({"status": "ok"})))
    yield case(pa, "refused", TRA, lambda: agent(f"http://127.0.0.1:{closed_port()}/v1")
        .run_sync("hi"))  # fmt: skip


def smolagents_executor_family() -> Iterator[Case]:
    from smolagents.local_python_executor import LocalPythonExecutor

    def execute(code: str, imports: tuple[str, ...] = ()) -> Callable[[], Any]:
        def run() -> Any:
            executor = LocalPythonExecutor(additional_authorized_imports=list(imports),
                max_print_outputs_length=2000)  # fmt: skip
            executor.send_tools({})
            return executor(code)

        return run

    # The model wrote the code: its own errors and the sandbox's refusals ask for other code.
    sm = "smolagents-exec-19"
    yield case(sm, "import-os", (CLI, FAT), execute("import os\nos.listdir('.')"))
    yield case(sm, "import-socket", (CLI, FAT), execute("import socket"))
    yield case(sm, "forbidden-open", (CLI, FAT), execute("open('data.csv').read()"))
    yield case(sm, "forbidden-exec", (CLI, FAT), execute("exec('print(1)')"))
    yield case(sm, "undefined", CLI, execute("total = price * quantity"))
    yield case(sm, "zero-division", CLI, execute("ratio = 10 / (3 - 3)"))
    yield case(sm, "index", CLI, execute("rows = [1, 2]\nrows[7]"))
    yield case(sm, "key", CLI, execute("user = {'name': 'Ada'}\nuser['email']"))
    yield case(sm, "int-parse", CLI, execute("int('twelve')"))
    yield case(sm, "syntax", CLI, execute("for i in range(3)\n    print(i)"))
    yield case(sm, "attribute", CLI, execute("'abc'.reverse()"))
    yield case(sm, "type", CLI, execute("'total: ' + 5"))
    yield case(sm, "raise-own", CLI, execute("raise ValueError('city must be given')"))
    yield case(sm, "module-missing", (CLI, FAT), execute("import heldout19_missing_pkg",
        ("heldout19_missing_pkg",)))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    pydantic_ai_family,
    smolagents_executor_family,
)
