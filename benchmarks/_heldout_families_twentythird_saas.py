"""Held-out set 23, part 3: a messaging SDK and an LLM provider SDK no earlier set used.

* plivo (requests): ``PlivoRestError`` subclasses chosen by status (``ValidationError`` for 400,
  ``AuthenticationError``, ``ForbiddenError``, ``ResourceNotFoundError``, ``InvalidRequestError``
  for 405/409/422, ``PlivoServerError`` for 500) carrying only the body's ``error`` text; any
  other status becomes a plain ``PlivoRestError("Received status code 503 for the HTTP method
  POST")`` -- no attribute keeps the status or the headers.
* together 2 (Stainless-generated, httpx): ``APIStatusError`` subclasses with ``status_code``,
  ``response`` and ``body``; ``APIConnectionError``/``APITimeoutError``; ``TogetherError`` for a
  missing key.

Written 2026-12-04 from 23:45 UTC by the helper ``heldout23``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def plivo_family() -> Iterator[Case]:
    import plivo
    import plivo.rest.client as plivo_client

    server = http()

    def send(url: str | None = None, auth_id: str = "MAODUZYTQ0Y2FMYJBLOW") -> Any:
        # The SDK resets its base URI from this module constant before every call.
        plivo_client.PLIVO_API_BASE_URI = (url or server.url) + "/v1/Account"
        client = plivo.RestClient(auth_id, "heldout23-plivo-token", timeout=2)
        return client.messages.create(src="+14155550100", dst="+4915112345678",
            text="Your code is 481516")  # fmt: skip

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return send()

        return run

    def err(message: str) -> dict[str, str]:
        return {"api_id": "3f1c2a9e-1b7d-11ef-9a4f-0242ac110002", "error": message}

    pv = "plivo-23"
    yield case(pv, "400-src-missing", CLI, reply(400, err("src parameter not present")))
    yield case(pv, "400-invalid-dst", CLI, reply(400, err("invalid destination number: "
        "+4915112345678x")))  # fmt: skip
    yield case(pv, "401-auth", CRED, reply(401, err("authentication failed")))
    yield case(pv, "401-empty", CRED, reply(401, "", Content_Type="text/plain"))
    yield case(pv, "403-geo-permission", (CLI, BIZ), reply(403, err("Sending messages to "
        "Germany (DE) is not enabled for this account. Update your geo permissions.")))  # fmt: skip
    yield case(pv, "404-not-found", CLI, reply(404, err("not found")))
    yield case(pv, "405-method", CLI, reply(405, err("method not allowed")))
    yield case(pv, "409-conflict", (CLI, BIZ), reply(409, err("a message with this "
        "idempotency key was already sent")))  # fmt: skip
    yield case(pv, "422-text-too-long", CLI, reply(422, err("text exceeds the maximum length "
        "of 1600 characters")))  # fmt: skip
    # Only the status survives, as "Received status code 402": payment refused or credit used up.
    yield case(pv, "402-no-credit", (BIZ, FAT), reply(402, err("insufficient credit")))
    yield case(pv, "429-rate", TRA, reply(429, err("too many requests"), Retry_After="6"))
    yield case(pv, "500-server", (TRA, FAT), reply(500, err("internal server error")))
    yield case(pv, "502-gateway", TRA, reply(502, "Bad Gateway", Content_Type="text/plain"))
    yield case(pv, "503-unavailable", TRA, reply(503, err("service unavailable")))
    yield case(pv, "504-gateway-timeout", TRA, reply(504, "", Content_Type="text/plain"))
    yield case(pv, "bad-auth-id", CRED, lambda: send(auth_id="heldout-account"))
    yield case(pv, "refused", TRA, lambda: send(f"http://127.0.0.1:{closed_port()}"))
    yield case(pv, "timeout", TRA, lambda: send(f"http://127.0.0.1:{silent_port()}"))


def together_family() -> Iterator[Case]:
    from together import Together

    server = http()

    def chat(url: str | None = None, key: str | None = "tgp_v1_heldout23key") -> Any:
        client = Together(api_key=key, base_url=(url or server.url) + "/v1", max_retries=0,
            timeout=2)  # fmt: skip
        return client.chat.completions.create(model="meta-llama/Llama-3.3-70B-Instruct-Turbo",
            messages=[{"role": "user", "content": "Summarise the incident report."}])  # fmt: skip

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return chat()

        return run

    def err(message: str, kind: str, code: str | None = None) -> dict[str, Any]:
        return {"error": {"message": message, "type": kind, "param": None, "code": code}}

    def no_key() -> Any:
        saved = os.environ.pop("TOGETHER_API_KEY", None)
        try:
            return chat(key=None)
        finally:
            if saved is not None:
                os.environ["TOGETHER_API_KEY"] = saved

    tg = "together-23"
    yield case(tg, "400-model", CLI, reply(400, err("Unable to access model "
        "meta-llama/Llama-3.3-70B-Instruct-Turbo. Please visit https://api.together.ai/models "
        "to view the list of supported models.", "invalid_request_error", "model_not_available")))  # fmt: skip
    yield case(tg, "400-context", CLI, reply(400, err("Input validation error: `inputs` tokens "
        "+ `max_new_tokens` must be <= 131073. Given: 140022 `inputs` tokens and 2048 "
        "`max_new_tokens`", "invalid_request_error")))  # fmt: skip
    yield case(tg, "401-key", CRED, reply(401, err("Invalid API key provided. You can find "
        "your API key at https://api.together.ai/settings/api-keys.", "invalid_api_key",
        "invalid_api_key")))  # fmt: skip
    yield case(tg, "403-dedicated", CRED, reply(403, err("You do not have access to this "
        "dedicated endpoint", "permission_error")))  # fmt: skip
    yield case(tg, "404-model", CLI, reply(404, err("Model not found", "invalid_request_error",
        "model_not_found")))  # fmt: skip
    yield case(tg, "422-messages", CLI, reply(422, err("messages.0.role: Input should be "
        "'system', 'user', 'assistant' or 'tool'", "invalid_request_error")))  # fmt: skip
    yield case(tg, "429-rate", TRA, reply(429, err("You have reached the rate limit specific "
        "to this model. The maximum rate limit for this model is 600.0 queries and 180000 "
        "tokens per minute.", "model_rate_limit"), Retry_After="7"), retry_after=7)  # fmt: skip
    yield case(tg, "402-credits", (FAT, BIZ), reply(402, err("Credit limit exceeded. Please "
        "navigate to https://api.together.xyz/settings/billing to add credit or upgrade your "
        "plan.", "credit_limit", "credit_limit")))  # fmt: skip
    yield case(tg, "429-spend-limit", FAT, reply(429, err("You have exceeded your monthly "
        "spending limit. Raise the limit in your billing settings to continue.",
        "spend_limit_exceeded")))  # fmt: skip
    yield case(tg, "500", (TRA, FAT), reply(500, err("Internal server error", "server_error")))
    yield case(tg, "503-overloaded", TRA, reply(503, err("The server is overloaded or not "
        "ready yet.", "service_unavailable")))  # fmt: skip
    yield case(tg, "503-retry-after", TRA, reply(503, err("Model is warming up, retry "
        "shortly.", "service_unavailable"), Retry_After="12"), retry_after=12)  # fmt: skip
    yield case(tg, "502-html", TRA, reply(502, "<html><head><title>502 Bad Gateway</title>"
        "</head><body>cloudflare</body></html>", Content_Type="text/html"))  # fmt: skip
    yield case(tg, "524-origin-timeout", TRA, reply(524, "error code: 524", Content_Type=
        "text/plain"))  # fmt: skip
    yield case(tg, "missing-key", CRED, no_key)
    yield case(tg, "refused", TRA, lambda: chat(f"http://127.0.0.1:{closed_port()}"))
    yield case(tg, "timeout", TRA, lambda: chat(f"http://127.0.0.1:{silent_port()}"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    plivo_family,
    together_family,
)
