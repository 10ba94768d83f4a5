"""Held-out set 22, part 8: an LLM provider SDK no earlier set used, against a fake API.

* ai21 (httpx, its own error classes): ``AI21APIError`` and one subclass per common status
  (``BadRequest``, ``TooManyRequestsError``, ``ServiceUnavailable`` …) carrying
  ``status_code`` and ``details`` (the raw body text, headers not kept); ``MissingApiKeyError``
  when no key is configured; httpx's own errors for a dead peer.

Written 2026-12-04 between 20:10 and 21:45 UTC by the helper ``heldout22``, built blind
(labels from DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED
from _heldout_families_twentyfirst import silent_port
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def ai21_family() -> Iterator[Case]:
    from ai21 import AI21Client
    from ai21.models.chat import ChatMessage

    # The SDK logs every failed call at ERROR on its own handler; the case needs only the raise.
    logging.getLogger("ai21").disabled = True
    logging.getLogger("ai21.http_client.http_client").disabled = True
    server = http()

    def chat(url: str | None = None, key: str | None = "heldout22-ai21-key") -> Any:
        client = AI21Client(api_key=key, api_host=url or server.url, num_retries=0,
            timeout_sec=2)  # fmt: skip
        return client.chat.completions.create(model="jamba-mini",
            messages=[ChatMessage(role="user", content="Summarise the ticket.")])  # fmt: skip

    def reply(status: int, body: Any, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            text = body if isinstance(body, str) else json.dumps(body)
            server.set(status, text, **headers)
            return chat()

        return run

    def no_key() -> Any:
        saved = os.environ.pop("AI21_API_KEY", None)
        try:
            return chat(key=None)
        finally:
            if saved is not None:
                os.environ["AI21_API_KEY"] = saved

    a2 = "ai21-22"
    yield case(a2, "400-model", CLI, reply(400, {"detail": "Invalid model name: jamba-mini"}))
    yield case(a2, "401-token", CRED, reply(401, {"detail": "Forbidden: Bad or missing API "
        "token."}))  # fmt: skip
    yield case(a2, "403-trial-expired", (FAT, CLI), reply(403, {"detail": "Your free trial has "
        "ended. Please add a payment method to continue using the API."}))  # fmt: skip
    yield case(a2, "404", CLI, reply(404, {"detail": "Not Found"}))
    yield case(a2, "422-validation", CLI, reply(422, {"detail": [{"loc": ["body", "messages",
        0, "content"], "msg": "field required", "type": "value_error.missing"}]}))  # fmt: skip
    yield case(a2, "429-rate", TRA, reply(429, {"detail": "Too many requests"},
        Retry_After="3"))  # fmt: skip
    yield case(a2, "429-monthly-quota", FAT, reply(429, {"detail": "You have exceeded your "
        "monthly token quota. Please upgrade your plan."}))  # fmt: skip
    yield case(a2, "402-credits", (FAT, BIZ), reply(402, {"detail": "Insufficient credits "
        "remaining on your account."}))  # fmt: skip
    yield case(a2, "408", TRA, reply(408, {"detail": "Request Timeout"}))
    yield case(a2, "500", (TRA, FAT), reply(500, {"detail": "Internal Server Error"}))
    yield case(a2, "502-html", TRA, reply(502, "<html><head><title>502 Bad Gateway</title>"
        "</head></html>", Content_Type="text/html"))  # fmt: skip
    yield case(a2, "503-overloaded", TRA, reply(503, {"detail": "The model is currently "
        "overloaded, please try again later."}))  # fmt: skip
    yield case(a2, "504", TRA, reply(504, "upstream request timeout", Content_Type=
        "text/plain"))  # fmt: skip
    yield case(a2, "content-filter", CLI, reply(400, {"detail": "The request was rejected "
        "because it was flagged by our content moderation policy."}))  # fmt: skip
    yield case(a2, "context-too-long", CLI, reply(400, {"detail": "Prompt length 301204 "
        "exceeds the maximum context window of 256000 tokens."}))  # fmt: skip
    yield case(a2, "missing-key", CRED, no_key)
    yield case(a2, "refused", TRA, lambda: chat(f"http://127.0.0.1:{closed_port()}"))
    yield case(a2, "timeout", TRA, lambda: chat(f"http://127.0.0.1:{silent_port()}"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (ai21_family,)
