"""Held-out set 23, part 6: error replies in common languages, as regional services word them.

A fake API on 127.0.0.1 answers in the shapes of payment and messaging services that reply in
their users' language (WeChat's ``errcode``/``errmsg`` under HTTP 200, Alipay's ``sub_code``/
``sub_msg``, Toss Payments' ``code``/``message`` under a 4xx, Mercado Pago's ``status_detail``,
and plain JSON ``message`` fields in German, French, Spanish, Portuguese, Russian, Italian and
Japanese). Two hand-written tools read them: one raises ``RuntimeError`` with the service's
code and message (the status is not kept), the other its own ``GatewayError`` carrying
``code`` (the vendor's code) and ``message``.

Written 2026-12-04 from 23:45 UTC by the helper ``heldout23``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED

__all__ = ["FAMILIES"]


class GatewayError(Exception):
    """What a hand-written payment tool raises: the gateway's own code and message."""

    def __init__(self, code: str | int, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code
        self.message = message


def i18n_family() -> Iterator[Case]:
    server = http()

    def plain(status: int, body: dict[str, Any], code_key: str, message_key: str
              ) -> Callable[[], Any]:  # fmt: skip
        # A first-draft tool: it reads the body, never the status, and raises what it says.
        def run() -> Any:
            server.set(status, json.dumps(body, ensure_ascii=False))
            data = requests.post(f"{server.url}/v1/pay", json={"amount": 4200}, timeout=3).json()
            raise RuntimeError(f"[{data[code_key]}] {data[message_key]}")

        return run

    def gateway(status: int, body: dict[str, Any], code_key: str, message_key: str
                ) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            server.set(status, json.dumps(body, ensure_ascii=False))
            data = requests.post(f"{server.url}/v1/pay", json={"amount": 4200}, timeout=3).json()
            raise GatewayError(data[code_key], data[message_key])

        return run

    def wechat(code: int, message: str) -> Callable[[], Any]:
        return plain(200, {"errcode": code, "errmsg": message}, "errcode", "errmsg")

    def alipay(sub_code: str, sub_msg: str) -> Callable[[], Any]:
        return gateway(200, {"code": "40004", "msg": "Business Failed", "sub_code": sub_code,
            "sub_msg": sub_msg}, "sub_code", "sub_msg")  # fmt: skip

    def toss(status: int, code: str, message: str) -> Callable[[], Any]:
        return gateway(status, {"code": code, "message": message}, "code", "message")

    def message(status: int, code: str, text: str) -> Callable[[], Any]:
        return plain(status, {"error": code, "message": text}, "error", "message")

    lg = "i18n-23"
    # zh: WeChat official-account API (HTTP 200, errcode/errmsg).
    yield case(lg, "zh-wechat-busy", TRA, wechat(-1, "系统繁忙，此时请开发者稍候再试"))
    yield case(lg, "zh-wechat-daily-quota", FAT, wechat(45009, "接口调用超过限制，今日调用次数已"
        "达上限"))  # fmt: skip
    yield case(lg, "zh-wechat-token", CRED, wechat(40001, "获取 access_token 时 AppSecret 错误，"
        "或者 access_token 无效"))  # fmt: skip
    # zh: Alipay trade API (sub_code/sub_msg).
    yield case(lg, "zh-wechat-frequency", TRA, wechat(45011, "API 调用太频繁，请 60 秒后再试"),
        retry_after=60)  # fmt: skip
    yield case(lg, "zh-alipay-system", TRA, alipay("ACQ.SYSTEM_ERROR", "系统异常，请稍后重试"))
    yield case(lg, "zh-alipay-balance", BIZ, alipay("ACQ.BUYER_BALANCE_NOT_ENOUGH", "买家余额不足"))
    yield case(lg, "zh-alipay-paid", (BIZ, CLI), alipay("ACQ.TRADE_HAS_SUCCESS", "交易已被支付"))
    yield case(lg, "zh-alipay-param", CLI, alipay("ACQ.INVALID_PARAMETER", "参数无效：total_amount"
        "格式错误"))  # fmt: skip
    # ko: Toss Payments (code/message under a 4xx/5xx the tool does not keep).
    yield case(lg, "ko-toss-provider", TRA, toss(500, "PROVIDER_ERROR", "일시적인 오류가 발생"
        "했습니다. 잠시 후 다시 시도해주세요."))  # fmt: skip
    yield case(lg, "ko-toss-limit", BIZ, toss(403, "REJECT_CARD_PAYMENT", "한도초과 혹은 잔액"
        "부족으로 결제에 실패했습니다."))  # fmt: skip
    yield case(lg, "ko-toss-not-found", (CLI, BIZ), toss(404, "NOT_FOUND_PAYMENT", "존재하지 "
        "않는 결제 정보 입니다."))  # fmt: skip
    yield case(lg, "ko-toss-key", CRED, toss(401, "UNAUTHORIZED_KEY", "인증되지 않은 시크릿 키 "
        "혹은 클라이언트 키 입니다."))  # fmt: skip
    # ja
    yield case(lg, "ja-congested", TRA, message(503, "SERVICE_BUSY", "ただいまアクセスが集中して"
        "います。しばらく時間をおいてから再度お試しください。"))  # fmt: skip
    yield case(lg, "ja-balance", BIZ, message(402, "INSUFFICIENT_BALANCE", "残高が不足している"
        "ため、決済できませんでした。"))  # fmt: skip
    yield case(lg, "ja-invalid-date", CLI, message(400, "INVALID_PARAMETER", "有効期限の形式が"
        "正しくありません（MM/YY）。"))  # fmt: skip
    # de, fr, es, pt, ru, it
    yield case(lg, "de-unavailable", TRA, message(503, "SERVICE_UNAVAILABLE", "Der Dienst ist "
        "vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut."))  # fmt: skip
    yield case(lg, "de-rate-wait", TRA, message(429, "RATE_LIMITED", "Zu viele Anfragen. "
        "Bitte versuchen Sie es in 30 Sekunden erneut."), retry_after=30)  # fmt: skip
    yield case(lg, "de-iban", CLI, message(422, "INVALID_IBAN", "Ungültige IBAN: Die Prüfsumme "
        "von DE00 1234 5678 stimmt nicht."))  # fmt: skip
    yield case(lg, "fr-too-many", TRA, message(429, "RATE_LIMITED", "Trop de requêtes. Veuillez "
        "réessayer dans quelques instants."))  # fmt: skip
    yield case(lg, "fr-balance", BIZ, message(422, "SOLDE_INSUFFISANT", "Solde insuffisant pour "
        "effectuer ce virement."))  # fmt: skip
    yield case(lg, "es-mercadopago-funds", BIZ, gateway(200, {"status": "rejected",
        "status_detail": "cc_rejected_insufficient_amount", "message": "El pago fue rechazado "
        "por fondos insuficientes."}, "status_detail", "message"))  # fmt: skip
    yield case(lg, "es-unavailable", TRA, message(503, "SERVICIO_NO_DISPONIBLE", "Servicio no "
        "disponible temporalmente, inténtelo de nuevo más tarde."))  # fmt: skip
    yield case(lg, "pt-daily-limit", FAT, message(429, "LIMITE_DIARIO", "Limite diário de "
        "requisições excedido para esta conta. O limite é renovado à meia-noite."))  # fmt: skip
    yield case(lg, "pt-unavailable", TRA, message(503, "INDISPONIVEL", "Serviço temporariamente "
        "indisponível. Tente novamente mais tarde."))  # fmt: skip
    yield case(lg, "ru-unavailable", TRA, message(503, "SERVICE_UNAVAILABLE", "Сервис временно "
        "недоступен, повторите попытку позже."))  # fmt: skip
    yield case(lg, "ru-funds", BIZ, message(402, "INSUFFICIENT_FUNDS", "Недостаточно средств "
        "на балансе для проведения платежа."))  # fmt: skip
    yield case(lg, "it-unavailable", TRA, message(503, "SERVIZIO_NON_DISPONIBILE", "Servizio "
        "momentaneamente non disponibile, riprovare più tardi."))  # fmt: skip
    yield case(lg, "it-amount", CLI, message(400, "PARAMETRO_NON_VALIDO", "Parametro 'importo' "
        "non valido: deve essere un numero positivo."))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (i18n_family,)
