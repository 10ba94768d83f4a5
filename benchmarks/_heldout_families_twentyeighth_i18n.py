"""Held-out set 28, part 5: marketplace, logistics and messaging replies in their users' languages.

Hand-written tools calling regional e-commerce, marketplace, logistics and messaging APIs
(Chinese open platforms, Japanese and Korean marketplaces and messengers, German, French,
Spanish, Brazilian, Russian and Italian shops and carriers) through ``httpx``:

* with ``raise_for_status()``: an ``httpx.HTTPStatusError`` whose response keeps the status,
  the headers and the JSON body in zh, ja, ko, de, fr, es, pt, ru or it;
* where the platform answers HTTP 200 with an error envelope (``code``/``sub_code``/``msg``,
  ``result: "error"``), a ``RuntimeError`` carrying the platform's code and message as the tool
  formats them.

Written 2026-12-05 from 04:25 UTC by the helper ``heldout28``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import httpx
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]


def _tools() -> tuple[Callable[..., Callable[[], Any]], Callable[[dict[str, Any]], Any]]:
    """An httpx tool that raises for status, and one that raises on a 200 error envelope."""
    server = HttpScript()

    def http(status: int, body: object, **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)

        def run() -> Any:
            server.set(status, text, **headers)
            answer = httpx.post(f"{server.url}/api/orders", json={"sku": "28"}, timeout=3)
            answer.raise_for_status()
            return answer.json()

        return run

    def said(body: dict[str, Any]) -> Callable[[], Any]:
        def run() -> Any:
            server.set(200, json.dumps(body, ensure_ascii=False))
            reply = httpx.post(f"{server.url}/router/rest", json={}, timeout=3).json()
            code = reply.get("sub_code") or reply.get("code")
            if code not in (None, 0, "0", "10000") or reply.get("result") == "error":
                message = reply.get("sub_msg") or reply.get("msg") or reply.get("message")
                raise RuntimeError(f"platform error {code}: {message}")
            return reply

        return run

    return http, said


def asia_family() -> Iterator[Case]:
    http, said = _tools()
    a = "market-asia-28"
    yield case(a, "zh-isv-invalid-param", CLI, said({"code": "40004", "msg": "Business Failed",
        "sub_code": "isv.invalid-parameter", "sub_msg": "参数 out_trade_no 格式不正确"}))  # fmt: skip
    # The buyer's balance cannot cover the payment: a domain answer, not a malfunction.
    yield case(a, "zh-balance-not-enough", BIZ, said({"code": "40004", "msg": "Business Failed",
        "sub_code": "ACQ.BUYER_BALANCE_NOT_ENOUGH", "sub_msg": "买家余额不足"}))  # fmt: skip
    yield case(a, "zh-system-busy", TRA, said({"code": "20000", "msg": "Service Currently "
        "Unavailable", "sub_code": "isp.unknow-error", "sub_msg": "系统繁忙，请稍后再试"}))  # fmt: skip
    yield case(a, "zh-app-call-limited", TRA, said({"code": "7", "msg": "App Call Limited",
        "sub_code": "accesscontrol.limited-by-app-access-count", "sub_msg": "调用频率超限，"
        "请 1 秒后重试"}), retry_after=1)  # fmt: skip
    yield case(a, "zh-429-qps", TRA, http(429, {"code": 429, "message": "请求过于频繁，请稍后再"
        "试"}, Retry_After="3"), retry_after=3)  # fmt: skip
    yield case(a, "zh-403-no-permission", CLI, http(403, {"code": 403, "message": "无权访问该"
        "店铺的订单数据"}))  # fmt: skip
    yield case(a, "ja-404-item", (CLI, BIZ), http(404, {"errors": [{"code": "NOT_FOUND",
        "message": "指定された商品（itemId: 28）は存在しません。"}]}))  # fmt: skip
    yield case(a, "ja-400-validation", CLI, http(400, {"errors": [{"code": "INVALID_PARAMETER",
        "message": "配送日の形式が正しくありません（YYYY-MM-DD で指定してください）。"}]}))  # fmt: skip
    yield case(a, "ja-503-maintenance", TRA, http(503, {"error": "メンテナンス中です。しばらく"
        "時間をおいてから再度お試しください。"}, Retry_After="600"), retry_after=600)  # fmt: skip
    yield case(a, "ja-401-token", CRED, http(401, {"error": "invalid_token", "error_description":
        "アクセストークンの有効期限が切れています。"}))  # fmt: skip
    yield case(a, "ko-429-limit", TRA, http(429, {"code": "-9798", "msg": "요청이 너무 많습니다. "
        "잠시 후 다시 시도해 주세요."}))  # fmt: skip
    yield case(a, "ko-400-stock", (BIZ, CLI), http(400, {"code": "OUT_OF_STOCK", "message":
        "재고가 부족하여 주문할 수 없습니다."}))  # fmt: skip
    # The messaging plan's monthly free quota is spent: waiting will not help.
    yield case(a, "ko-quota-month", FAT, said({"result": "error", "code": "-10", "msg": "이번 달 "
        "무료 메시지 발송 한도를 모두 사용했습니다. 요금제를 업그레이드하세요."}))  # fmt: skip
    yield case(a, "ko-500-internal", TRA, http(500, {"code": "-1", "msg": "일시적인 서버 오류"
        "입니다. 잠시 후 다시 시도해 주세요."}))  # fmt: skip


def world_family() -> Iterator[Case]:
    http, said = _tools()
    w = "market-world-28"
    yield case(w, "de-429-drosselung", TRA, http(429, {"fehler": "Zu viele Anfragen. Bitte "
        "versuchen Sie es in 30 Sekunden erneut."}, Retry_After="30"), retry_after=30)  # fmt: skip
    yield case(w, "de-400-plz", CLI, http(400, {"fehler": "Ungültige Postleitzahl: '1234X'. "
        "Bitte geben Sie eine fünfstellige PLZ an."}))  # fmt: skip
    yield case(w, "de-503-wartung", TRA, http(503, {"fehler": "Der Dienst ist vorübergehend "
        "nicht verfügbar (Wartungsarbeiten)."}))  # fmt: skip
    yield case(w, "fr-404-colis", (CLI, BIZ), http(404, {"code": "RESOURCE_NOT_FOUND",
        "message": "Aucun colis ne correspond au numéro de suivi 8R28000000000."}))  # fmt: skip
    yield case(w, "fr-401-cle", CRED, http(401, {"code": "UNAUTHORIZED", "message": "Clé "
        "d'API invalide ou expirée."}))  # fmt: skip
    yield case(w, "fr-quota", FAT, http(429, {"code": "QUOTA_EXCEEDED", "message": "Quota "
        "journalier d'appels dépassé. Il sera réinitialisé demain à minuit."}))  # fmt: skip
    yield case(w, "es-400-stock", (BIZ, CLI), http(400, {"error": "not_enough_stock", "message":
        "No hay stock suficiente para el artículo MLA28."}))  # fmt: skip
    yield case(w, "es-429", TRA, http(429, {"error": "too_many_requests", "message":
        "Demasiadas solicitudes. Inténtalo de nuevo más tarde."}))  # fmt: skip
    yield case(w, "es-403-scope", CLI, http(403, {"error": "forbidden", "message": "La "
        "aplicación no tiene permiso para publicar en esta cuenta."}))  # fmt: skip
    yield case(w, "pt-422-cep", CLI, http(422, {"mensagem": "CEP de destino inválido: "
        "01310-9XX."}))  # fmt: skip
    yield case(w, "pt-500-indisponivel", TRA, http(500, {"mensagem": "Serviço temporariamente "
        "indisponível. Tente novamente mais tarde."}))  # fmt: skip
    yield case(w, "ru-402-balance", (BIZ, FAT), http(402, {"error": "Недостаточно средств на "
        "балансе для отправки заказа."}))  # fmt: skip
    yield case(w, "ru-409-duplicate", (CLI, BIZ), http(409, {"error": "Заказ с таким номером "
        "уже существует."}))  # fmt: skip
    yield case(w, "ru-busy", TRA, said({"result": "error", "code": "503", "message": "Сервер "
        "перегружен, повторите попытку позже."}))  # fmt: skip
    yield case(w, "it-400-indirizzo", CLI, http(400, {"errore": "Indirizzo di consegna non "
        "valido: manca il numero civico."}))  # fmt: skip
    yield case(w, "it-503", TRA, http(503, {"errore": "Servizio momentaneamente non "
        "disponibile, riprovare più tardi."}, Retry_After="45"), retry_after=45)  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    asia_family,
    world_family,
)
