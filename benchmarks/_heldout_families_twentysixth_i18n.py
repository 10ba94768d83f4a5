"""Held-out set 26, part 6: LLM providers' replies in the languages their users read.

Hand-written tools calling regional model APIs (Kimi/Moonshot, DeepSeek, MiniMax, Japanese and
Korean providers, Aleph Alpha, Mistral, YandexGPT/GigaChat and Italian or Brazilian gateways)
the way a first draft does: ``requests`` with ``raise_for_status()`` (an ``HTTPError`` whose
response keeps the status, the headers and the JSON body in zh, ja, ko, de, fr, es, pt, ru or
it), or, where the provider answers HTTP 200 with an error object (MiniMax's ``base_resp``), or
the tool only keeps the text, a ``RuntimeError`` carrying the provider's own message (and code)
read from a 200 reply.

Written 2026-12-05 from 03:14 UTC by the helper ``heldout26``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]


def _tools() -> tuple[Callable[..., Callable[[], Any]], Callable[[str], Callable[[], Any]]]:
    server = HttpScript()

    def http(status: int, body: object, **headers: str) -> Callable[[], Any]:
        """A chat tool that posts and calls ``raise_for_status()`` before reading the body."""

        def run() -> Any:
            server.set(status, json.dumps(body, ensure_ascii=False), **headers)
            reply = requests.post(f"{server.url}/v1/chat/completions", timeout=3,
                json={"model": "chat-26", "messages": [{"role": "user", "content": "hi"}]})  # fmt: skip
            reply.raise_for_status()
            return reply.json()

        return run

    def said(message: str) -> Callable[[], Any]:
        """A tool whose provider answers 200 with an error object; it raises the message."""

        def run() -> Any:
            server.set(200, json.dumps({"error": {"message": message}}, ensure_ascii=False))
            reply = requests.post(f"{server.url}/v1/chat/completions", timeout=3,
                json={"model": "chat-26", "messages": [{"role": "user", "content": "hi"}]}).json()  # fmt: skip
            if "error" in reply:
                raise RuntimeError(reply["error"]["message"])
            return reply

        return run

    return http, said


def cjk_family() -> Iterator[Case]:
    http, said = _tools()
    cj = "llm-replies-cjk-26"
    yield case(cj, "zh-kimi-429", TRA, http(429, {"error": {"type": "rate_limit_reached_error",
        "message": "您的账户已达到速率限制，请稍后再试"}}))  # fmt: skip
    # A prepaid balance that is spent: a person must top up.
    yield case(cj, "zh-deepseek-402", (FAT, BIZ), http(402, {"error": {"message": "账户余额"
        "不足，请充值后重试", "type": "insufficient_balance", "code": "invalid_request_error"}}))  # fmt: skip
    yield case(cj, "zh-model-404", CLI, http(404, {"error": {"message": "模型 moonshot-v9 不存在"
        "或您没有访问权限", "type": "resource_not_found_error"}}))  # fmt: skip
    yield case(cj, "zh-minimax-1002", TRA, said("MiniMax 接口返回错误 status_code=1002: 请求频率"
        "超限，请稍后重试"))  # fmt: skip
    yield case(cj, "zh-minimax-1008", (FAT, BIZ), said("MiniMax 接口返回错误 status_code=1008: "
        "账户余额不足"))  # fmt: skip
    yield case(cj, "zh-minimax-1004", CRED, said("MiniMax 接口返回错误 status_code=1004: 鉴权"
        "失败，请检查 API Key 是否正确"))  # fmt: skip
    yield case(cj, "zh-server-busy", TRA, said("调用大模型失败：服务器繁忙，请稍后再试 "
        "(request_id=7f3a9c)"))  # fmt: skip
    yield case(cj, "ja-429-retry-after", TRA, http(429, {"error": {"message": "リクエストが多すぎ"
        "ます。しばらくしてから再度お試しください。"}}, Retry_After="20"), retry_after=20)  # fmt: skip
    yield case(cj, "ja-model-404", CLI, http(404, {"error": {"message": "指定されたモデルは存在"
        "しません: plamo-9"}}))  # fmt: skip
    # A monthly cap behind a 429: waiting seconds will not bring it back.
    yield case(cj, "ja-monthly-cap", FAT, http(429, {"error": {"message": "月間の利用上限に達し"
        "ました。プランをアップグレードしてください。", "code": "monthly_limit_exceeded"}}))  # fmt: skip
    yield case(cj, "ja-maintenance", TRA, said("現在メンテナンス中のため、サービスを一時的に"
        "停止しています。しばらくしてから再度お試しください。"))  # fmt: skip
    yield case(cj, "ko-clova-429", TRA, http(429, {"status": {"code": "42901", "message":
        "요청이 너무 많습니다. 잠시 후 다시 시도해 주세요."}}))  # fmt: skip
    yield case(cj, "ko-401", CRED, http(401, {"status": {"code": "40101", "message": "인증에 "
        "실패했습니다. API 키를 확인하세요."}}))  # fmt: skip
    yield case(cj, "ko-server-down", TRA, said("서버가 일시적으로 응답하지 않습니다. 잠시 후 다시 "
        "시도해 주세요."))  # fmt: skip
    yield case(cj, "ko-bad-param", CLI, http(400, {"status": {"code": "40001", "message":
        "잘못된 파라미터입니다: maxTokens 값은 1 이상 4096 이하여야 합니다."}}))  # fmt: skip


def european_family() -> Iterator[Case]:
    http, said = _tools()
    eu = "llm-replies-eu-26"
    yield case(eu, "de-503", TRA, http(503, {"error": "Der Dienst ist vorübergehend nicht "
        "verfügbar. Bitte versuchen Sie es später erneut."}))  # fmt: skip
    yield case(eu, "de-credits-spent", (FAT, BIZ), said("Aleph Alpha: Das Guthaben Ihres "
        "Kontos ist aufgebraucht. Bitte laden Sie Credits auf."))  # fmt: skip
    yield case(eu, "de-bad-param", CLI, http(400, {"error": "Ungültiger Parameter "
        "'temperature': Wert muss zwischen 0 und 2 liegen"}))  # fmt: skip
    yield case(eu, "fr-too-many", TRA, said("Trop de requêtes : veuillez réessayer dans "
        "quelques instants."))  # fmt: skip
    yield case(eu, "fr-422", CLI, http(422, {"message": "Le paramètre « max_tokens » doit être "
        "un entier positif.", "type": "invalid_request_error"}))  # fmt: skip
    yield case(eu, "fr-monthly-quota", FAT, said("Quota mensuel épuisé pour votre organisation. "
        "Contactez votre administrateur."))  # fmt: skip
    yield case(eu, "es-unavailable", TRA, said("El servicio no está disponible temporalmente. "
        "Inténtelo de nuevo más tarde."))  # fmt: skip
    yield case(eu, "es-401", CRED, http(401, {"error": {"message": "Clave de API no válida."}}))
    # The wait is only in the wording: nothing structural carries it.
    yield case(eu, "pt-rate-limit", TRA, said("Limite de requisições excedido. Tente novamente "
        "em 30 segundos."))  # fmt: skip
    yield case(eu, "pt-model-400", CLI, http(400, {"error": {"message": "O modelo 'sabia-9' não "
        "existe ou você não tem acesso a ele."}}))  # fmt: skip
    yield case(eu, "ru-yandex-429", TRA, http(429, {"code": 8, "message": "Превышен лимит "
        "запросов. Повторите попытку позже.", "details": []}))  # fmt: skip
    yield case(eu, "ru-no-funds", (FAT, BIZ), said("GigaChat: Недостаточно средств на балансе. "
        "Пополните счёт."))  # fmt: skip
    yield case(eu, "ru-403-role", CLI, http(403, {"code": 7, "message": "Доступ запрещён: у "
        "сервисного аккаунта нет роли ai.languageModels.user"}))  # fmt: skip
    yield case(eu, "it-unavailable", TRA, said("Servizio momentaneamente non disponibile, "
        "riprova più tardi."))  # fmt: skip
    yield case(eu, "it-404", CLI, http(404, {"error": "Modello non trovato: velvet-99"}))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    cjk_family,
    european_family,
)
