"""Held-out set 25, part 6: regional payment services' error replies, raised by hand-written tools.

Each reply is shaped and worded as the service writes it (WeChat Pay v3 in Chinese, Toss
Payments in Korean, T-Bank's acquiring API in Russian, PagSeguro in Brazilian Portuguese, a
German accounting API, a French business bank, a Japanese and a Mexican payment gateway), sent
by a fake server on 127.0.0.1 and fetched with requests. Two tool styles, as agents' tools are
written: ``requests.HTTPError(f"...: {code} {message}", response=r)`` (the status and headers
reachable through the response) and a plain ``RuntimeError`` carrying only the vendor's code
and message (T-Bank answers HTTP 200 with ``Success: false``; the Mexican and Japanese tools
drop the status).

Written 2026-12-05 from 03:05 UTC by the helper ``heldout25``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]


def regional_family() -> Iterator[Case]:
    import requests

    server = HttpScript()

    def http_tool(vendor: str, status: int, code: str, message: str,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        """A tool that keeps the response on the HTTPError it raises."""

        def run() -> Any:
            server.set(status, json.dumps({"code": code, "message": message},
                ensure_ascii=False), **headers)  # fmt: skip
            r = requests.post(f"{server.url}/v3/pay/transactions", json={"amount": 1250},
                timeout=3)  # fmt: skip
            if r.status_code >= 400:
                body = r.json()
                raise requests.HTTPError(f"{vendor} {r.status_code}: {body['code']} "
                    f"{body['message']}", response=r)  # fmt: skip
            return body

        return run

    def text_tool(vendor: str, status: int, body: dict[str, Any]) -> Callable[[], Any]:
        """A tool that raises the vendor's code and message only."""

        def run() -> Any:
            server.set(status, json.dumps(body, ensure_ascii=False))
            data = requests.post(f"{server.url}/v2/Init", json={"Amount": 125000},
                timeout=3).json()  # fmt: skip
            if data.get("Success") is False:
                raise RuntimeError(f"{vendor}: ErrorCode={data['ErrorCode']} "
                    f"{data['Message']} {data.get('Details', '')}".rstrip())  # fmt: skip
            if "details" in data:
                raise RuntimeError(f"{vendor}: {data['details'][0]['message']} "
                    f"({data['details'][0]['code']})")  # fmt: skip
            raise RuntimeError(f"{vendor}: {data['error']['code']}: {data['error']['message']}")

        return run

    rg = "regional-pay-25"
    wx = "WeChat Pay"
    yield case(rg, "zh-frequency-limited", TRA, http_tool(wx, 429, "FREQUENCY_LIMITED",
        "频率超限，请降低请求接口频率"))  # fmt: skip
    yield case(rg, "zh-not-enough", BIZ, http_tool(wx, 403, "NOTENOUGH", "用户账户余额不足，"
        "请用户充值或更换支付卡后再支付"))  # fmt: skip
    yield case(rg, "zh-order-not-exist", (CLI, BIZ), http_tool(wx, 404, "ORDER_NOT_EXIST",
        "订单不存在"))  # fmt: skip
    yield case(rg, "zh-param-error", CLI, http_tool(wx, 400, "PARAM_ERROR", "参数错误："
        "out_trade_no 长度不能超过32个字符"))  # fmt: skip
    yield case(rg, "zh-sign-error", CRED, http_tool(wx, 401, "SIGN_ERROR", "签名错误，请检查"
        "签名参数和方法是否都符合签名算法要求"))  # fmt: skip
    yield case(rg, "zh-system-error", TRA, http_tool(wx, 500, "SYSTEM_ERROR", "系统异常，请用"
        "相同参数重新调用"))  # fmt: skip
    toss = "Toss Payments"
    yield case(rg, "ko-card-rejected", BIZ, http_tool(toss, 400, "REJECT_CARD_COMPANY",
        "결제 승인이 거절되었습니다"))  # fmt: skip
    yield case(rg, "ko-daily-count", (BIZ, FAT), http_tool(toss, 403,
        "EXCEED_MAX_DAILY_PAYMENT_COUNT", "하루 결제 가능 횟수를 초과했습니다."))  # fmt: skip
    yield case(rg, "ko-payment-not-found", (CLI, BIZ), http_tool(toss, 404,
        "NOT_FOUND_PAYMENT", "존재하지 않는 결제 정보 입니다."))  # fmt: skip
    yield case(rg, "ko-unauthorized-key", CRED, http_tool(toss, 401, "UNAUTHORIZED_KEY",
        "인증되지 않은 시크릿 키 혹은 클라이언트 키 입니다."))  # fmt: skip
    yield case(rg, "ko-internal-retry", TRA, http_tool(toss, 500,
        "FAILED_INTERNAL_SYSTEM_PROCESSING", "내부 시스템 처리 작업이 실패했습니다. 잠시 후 "
        "다시 시도해주세요."))  # fmt: skip
    yield case(rg, "ko-already-processed", (BIZ, CLI), http_tool(toss, 400,
        "ALREADY_PROCESSED_PAYMENT", "이미 처리된 결제 입니다."))  # fmt: skip
    tb = "T-Bank"
    yield case(rg, "ru-bad-token", CRED, text_tool(tb, 200, {"Success": False, "ErrorCode": "204",
        "Message": "Неверный токен. Проверьте пару TerminalKey/SecretKey.",
        "Details": "Указан неверный токен"}))  # fmt: skip
    yield case(rg, "ru-insufficient-funds", BIZ, text_tool(tb, 200, {"Success": False,
        "ErrorCode": "1051", "Message": "Недостаточно средств на карте"}))  # fmt: skip
    yield case(rg, "ru-internal-retry", TRA, text_tool(tb, 200, {"Success": False,
        "ErrorCode": "9999", "Message": "Внутренняя ошибка системы.",
        "Details": "Повторите попытку позже"}))  # fmt: skip
    yield case(rg, "ru-bad-status", (CLI, BIZ), text_tool(tb, 200, {"Success": False,
        "ErrorCode": "7", "Message": "Неверный статус транзакции",
        "Details": "Нельзя отменить платёж в статусе CONFIRMED"}))  # fmt: skip
    ps = "PagSeguro"
    yield case(rg, "pt-invalid-amount", CLI, http_tool(ps, 400, "40002", "O campo "
        "amount.value deve ser maior que zero"))  # fmt: skip
    yield case(rg, "pt-too-many", TRA, http_tool(ps, 429, "TOO_MANY_REQUESTS", "Muitas "
        "requisições. Tente novamente em alguns instantes."))  # fmt: skip
    yield case(rg, "pt-bad-token", CRED, http_tool(ps, 401, "UNAUTHORIZED", "Token de acesso "
        "inválido ou expirado"))  # fmt: skip
    lx = "Buchhaltungs-API"
    # The Retry-After header is on the response the HTTPError keeps.
    yield case(rg, "de-too-many", TRA, http_tool(lx, 429, "RATE_LIMIT", "Zu viele Anfragen. "
        "Bitte versuchen Sie es später erneut.", Retry_After="2"), retry_after=2)  # fmt: skip
    # The plan's monthly allowance: paying for the call (402) is not the point, the quota is.
    yield case(rg, "de-monthly-quota", FAT, http_tool(lx, 402, "QUOTA_EXCEEDED", "Ihr "
        "Kontingent an API-Aufrufen ist für diesen Monat aufgebraucht. Bitte wechseln Sie "
        "in einen höheren Tarif."))  # fmt: skip
    qo = "Banque pro"
    yield case(rg, "fr-unavailable", TRA, http_tool(qo, 503, "service_unavailable", "Service "
        "temporairement indisponible, veuillez réessayer plus tard."))  # fmt: skip
    yield case(rg, "fr-insufficient-balance", BIZ, http_tool(qo, 422, "insufficient_funds",
        "Le solde du compte est insuffisant pour effectuer ce virement."))  # fmt: skip
    yield case(rg, "ja-card-declined", BIZ, text_tool("決済ゲートウェイ", 402, {"error": {
        "code": "card_declined", "message": "カードが拒否されました。別のカードをお試しください。"}}))  # fmt: skip
    yield case(rg, "ja-maintenance", TRA, text_tool("決済ゲートウェイ", 503, {"error": {
        "code": "maintenance", "message": "ただいまメンテナンス中です。しばらくしてから再度お試し"
        "ください。"}}))  # fmt: skip
    yield case(rg, "es-card-declined", BIZ, text_tool("Pasarela MX", 402, {"details": [{
        "code": "conekta.errors.processing.bank.declined",
        "message": "La tarjeta fue declinada por el banco."}]}))  # fmt: skip
    yield case(rg, "es-rate-limited", TRA, text_tool("Pasarela MX", 429, {"details": [{
        "code": "conekta.errors.rate_limit", "message": "Has excedido el límite de solicitudes, "
        "intenta de nuevo más tarde."}]}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (regional_family,)
