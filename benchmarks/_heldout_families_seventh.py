"""Held-out set 7, part 1: LLM SDKs toolretry was not written against (groq, cohere, mistralai,
google-genai), each raising live against a scripted HTTP server on 127.0.0.1: rate limits with
and without a wait (Retry-After, a reset header, a ``RetryInfo`` detail), overload (503, 529,
Groq's 498), quota and billing bodies, context-length and validation 4xx, credentials,
timeouts and refused connections. None is in sets 1-6 or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 point 1 before any verdict was looked
at (2026-12-03, 14:40-15:40 UTC, by a helper that never ran ``classify()`` on these cases nor
read the classifier's rules): transient when the same call can succeed later, client when the
request must change, business when a domain rule refused it, fatal for quota/billing
exhaustion and what nobody can fix by retrying or changing arguments. Credential failures
(401/403, invalid key) accept client or fatal. Several categories are listed where the
semantics honestly allow several."""

from __future__ import annotations

import json
import socket
import threading
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES", "silent_url"]

CRED = (CLI, FAT)


def silent_url() -> str:
    """A loopback HTTP endpoint that accepts connections and never answers (read timeouts)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(16)
    held: list[socket.socket] = []

    def serve() -> None:
        while True:
            conn, _ = listener.accept()
            held.append(conn)

    threading.Thread(target=serve, daemon=True).start()
    return f"http://127.0.0.1:{listener.getsockname()[1]}"


def _openai_error(message: str, kind: str, code: str | None = None) -> str:
    return json.dumps({"error": {"message": message, "type": kind, "code": code}})


def groq_family() -> Iterator[Case]:
    import groq

    server = http()

    def client(url: str, timeout: float = 3.0) -> Any:
        return groq.Groq(api_key="gsk_test", base_url=url, max_retries=0, timeout=timeout)

    def chat(url: str | None = None, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> Any:
            return client(url or server.url, timeout).chat.completions.create(
                model="llama-3.3-70b-versatile", messages=[{"role": "user", "content": "hi"}]
            )

        return action

    def status(code: int, body: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(code, body, **headers)
            return chat()()

        return action

    limit = _openai_error(
        "Rate limit reached for model on tokens per minute (TPM)", "tokens", "rate_limit_exceeded"
    )
    yield case("groq", "429-retry-after", TRA, status(429, limit, Retry_After="7"), 7.0)
    yield case(
        "groq",
        "429-reset-tokens-only",
        TRA,
        status(429, limit, x_ratelimit_reset_tokens="7.66s"),
        7.66,
    )
    yield case("groq", "429-no-wait", TRA, status(429, limit))
    quota = _openai_error(
        "You exceeded your current quota, please check your plan and billing details.",
        "insufficient_quota",
        "insufficient_quota",
    )
    yield case("groq", "429-insufficient-quota", FAT, status(429, quota))
    yield case(
        "groq",
        "498-flex-capacity",
        TRA,
        status(
            498,
            _openai_error(
                "Flex tier capacity exceeded. Please try again later.", "capacity_exceeded"
            ),
        ),
    )
    yield case(
        "groq",
        "503-over-capacity",
        TRA,
        status(503, _openai_error("Service Unavailable", "internal_server_error")),
    )
    yield case(
        "groq", "529-overloaded", TRA, status(529, _openai_error("Overloaded", "overloaded_error"))
    )
    yield case("groq", "500", TRA, status(500, _openai_error("Internal Server Error", "server")))
    context = _openai_error(
        "Please reduce the length of the messages or completion.",
        "invalid_request_error",
        "context_length_exceeded",
    )
    yield case("groq", "400-context-length", CLI, status(400, context))
    yield case(
        "groq",
        "401-invalid-key",
        CRED,
        status(401, _openai_error("Invalid API Key", "invalid_request_error", "invalid_api_key")),
    )
    yield case(
        "groq", "403-forbidden", CRED, status(403, _openai_error("Forbidden", "permissions_error"))
    )
    yield case(
        "groq",
        "404-model",
        CLI,
        status(
            404,
            _openai_error(
                "The model `llama-9` does not exist", "invalid_request_error", "model_not_found"
            ),
        ),
    )
    yield case(
        "groq",
        "413-too-large",
        CLI,
        status(413, _openai_error("Request Entity Too Large", "invalid_request_error")),
    )
    yield case(
        "groq",
        "422-unprocessable",
        CLI,
        status(422, _openai_error("Unprocessable Entity", "invalid_request_error")),
    )
    yield case("groq", "timeout", TRA, chat(silent_url(), timeout=0.3))
    yield case("groq", "refused", TRA, chat(f"http://127.0.0.1:{closed_port()}"))


def cohere_family() -> Iterator[Case]:
    import cohere

    server = http()

    def chat(url: str | None = None, timeout: float = 3.0) -> Callable[[], Any]:
        def action() -> Any:
            client = cohere.ClientV2(api_key="co-test", base_url=url or server.url, timeout=timeout)
            return client.chat(
                model="command-r",
                messages=[{"role": "user", "content": "hi"}],
                request_options={"max_retries": 0},
            )

        return action

    def status(code: int, message: str, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(code, json.dumps({"message": message}), **headers)
            return chat()()

        return action

    yield case(
        "cohere",
        "429-retry-after",
        TRA,
        status(
            429,
            "You are using a Trial key, which is limited to 10 API calls / minute.",
            Retry_After="3",
        ),
        3.0,
    )
    yield case("cohere", "429-no-wait", TRA, status(429, "too many requests"))
    yield case(
        "cohere",
        "402-trial-exhausted",
        (FAT, BIZ),
        status(
            402,
            "You are using a Trial key, which is limited to 1000 API calls / "
            "month. Please upgrade to a Production key.",
        ),
    )
    yield case(
        "cohere",
        "400-bad-request",
        CLI,
        status(400, "invalid request: message must be at least 1 token long"),
    )
    yield case("cohere", "401-invalid-token", CRED, status(401, "invalid api token"))
    yield case("cohere", "404-model", CLI, status(404, "model 'command-z' not found"))
    yield case("cohere", "422-unprocessable", CLI, status(422, "temperature must be <= 1"))
    yield case("cohere", "500", TRA, status(500, "internal server error"))
    yield case("cohere", "503-unavailable", TRA, status(503, "service unavailable"))
    yield case("cohere", "504-gateway", TRA, status(504, "gateway timeout"))
    yield case("cohere", "timeout", TRA, chat(silent_url(), timeout=0.3))
    yield case("cohere", "refused", TRA, chat(f"http://127.0.0.1:{closed_port()}"))


def mistral_family() -> Iterator[Case]:
    from mistralai.client import Mistral

    server = http()

    def chat(url: str | None = None, timeout_ms: int = 3000) -> Callable[[], Any]:
        def action() -> Any:
            client = Mistral(api_key="ms-test", server_url=url or server.url, timeout_ms=timeout_ms)
            return client.chat.complete(
                model="mistral-small-latest", messages=[{"role": "user", "content": "hi"}]
            )

        return action

    def status(code: int, body: Any, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            server.set(code, json.dumps(body), **headers)
            return chat()()

        return action

    yield case(
        "mistralai",
        "429-retry-after",
        TRA,
        status(429, {"message": "Requests rate limit exceeded"}, Retry_After="3"),
        3.0,
    )
    yield case(
        "mistralai",
        "429-monthly-quota",
        FAT,
        status(
            429,
            {
                "message": "You have exhausted your monthly tokens quota. "
                "Upgrade your plan to continue."
            },
        ),
    )
    yield case(
        "mistralai",
        "422-validation",
        CLI,
        status(
            422,
            {
                "detail": [
                    {
                        "loc": ["body", "temperature"],
                        "msg": "Input should be less than or equal to 1.5",
                        "type": "less_than_equal",
                    }
                ]
            },
        ),
    )
    yield case(
        "mistralai",
        "400-bad-request",
        CLI,
        status(
            400,
            {
                "message": "Prompt contains 40000 tokens, too large for model "
                "with 32768 maximum context length"
            },
        ),
    )
    yield case("mistralai", "401-unauthorized", CRED, status(401, {"message": "Unauthorized"}))
    yield case("mistralai", "500", TRA, status(500, {"message": "Internal error"}))
    yield case(
        "mistralai",
        "503-unavailable",
        TRA,
        status(503, {"message": "Service unavailable, please retry"}),
    )
    yield case("mistralai", "timeout", TRA, chat(silent_url(), timeout_ms=300))
    yield case("mistralai", "refused", TRA, chat(f"http://127.0.0.1:{closed_port()}"))


class VendorError(Exception):
    """What a tool raises when a regional vendor's JSON API answers 200 with an error body."""

    def __init__(self, code: int, msg: str) -> None:
        super().__init__(f"[{code}] {msg}")
        self.code = code


def languages_seven_family() -> Iterator[Case]:
    """Vendor messages a tool re-raises, in languages no earlier set used (ar, hi, id, nl, th,
    uk, sv, cs, el, he, ms, fa); the body came over HTTP 200, so only the words can decide."""
    server = http()
    rows: list[tuple[str, tuple[str, ...], str]] = [
        ("ar-busy", (TRA,), "الخادم مشغول حاليًا، يرجى المحاولة مرة أخرى لاحقًا."),
        ("hi-busy", (TRA,), "सर्वर अभी व्यस्त है, कृपया कुछ देर बाद पुनः प्रयास करें।"),
        ("id-busy", (TRA,), "Layanan sedang sibuk. Silakan coba lagi nanti."),
        (
            "nl-unavailable",
            (TRA,),
            "De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw.",
        ),
        ("th-busy", (TRA,), "ระบบไม่ว่างในขณะนี้ กรุณาลองใหม่อีกครั้งภายหลัง"),
        ("uk-overload", (TRA,), "Сервер перевантажений. Спробуйте пізніше."),
        ("sv-unavailable", (TRA,), "Tjänsten är tillfälligt otillgänglig, försök igen senare."),
        ("cs-too-many", (TRA,), "Příliš mnoho požadavků. Zkuste to prosím znovu později."),
        ("el-busy", (TRA,), "Η υπηρεσία είναι προσωρινά μη διαθέσιμη. Δοκιμάστε ξανά αργότερα."),
        ("he-busy", (TRA,), "השרת עמוס כרגע, נסו שוב מאוחר יותר."),
        ("ms-busy", (TRA,), "Sistem sedang sibuk, sila cuba sebentar lagi."),
        ("fa-busy", (TRA,), "سرور در حال حاضر شلوغ است، لطفاً بعداً دوباره تلاش کنید."),
        ("nl-invalid-iban", (CLI, FAT), "Ongeldig IBAN-nummer opgegeven."),
        ("id-balance", (BIZ, FAT), "Saldo tidak mencukupi untuk transaksi ini."),
        ("ar-quota", (FAT,), "تم استنفاد الحصة اليومية لحسابك. يرجى ترقية خطتك."),
        ("cs-not-found", (CLI, BIZ, FAT), "Objednávka nebyla nalezena."),
    ]

    def call(code: int, text: str) -> Callable[[], Any]:
        def action() -> None:
            server.set(200, json.dumps({"code": code, "msg": text}, ensure_ascii=False))

            body = requests.get(server.url + "/v1/transfer", timeout=3).json()
            if body["code"] != 0:
                raise VendorError(body["code"], body["msg"])

        return action

    for number, (name, accept, text) in enumerate(rows, start=40001):
        yield case("languages-7", name, accept, call(number, text))


FAMILIES = (groq_family, cohere_family, mistral_family, languages_seven_family)
