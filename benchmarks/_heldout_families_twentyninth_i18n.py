"""Held-out set 29, part 4: regional payment, messaging and delivery services in their languages.

Hand-written tools calling regional services through ``requests``:

* with ``raise_for_status()``: a ``requests.HTTPError`` whose response keeps the status, the
  headers (``Retry-After`` as seconds or an HTTP-date, ``X-RateLimit-Reset``) and the JSON body
  in Vietnamese, Turkish, Indonesian, Thai, Arabic, Hindi, Polish, Dutch, Swedish, Japanese
  or Ukrainian; some bodies carry their wait in a field or in words;
* where the service answers HTTP 200 with an error envelope (WeChat Pay/DingTalk's
  ``errcode``/``errmsg``, Nova Poshta's ``success: false`` with ``errors[]``), a
  ``RuntimeError`` carrying the service's code and message as the tool formats them.

Written 2026-12-05 from 06:08 UTC by the helper ``heldout29``, built blind (labels from
DESIGN.md §2 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_tenth import http_date
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]


def _tools() -> tuple[Callable[..., Callable[[], Any]], Callable[[dict[str, Any]], Any]]:
    """A requests tool that raises for status, and one that raises on a 200 error envelope."""
    server = HttpScript()

    def http(status: int, body: object, **headers: str) -> Callable[[], Any]:
        text = body if isinstance(body, str) else json.dumps(body, ensure_ascii=False)

        def run() -> Any:
            server.set(status, text, **headers)
            answer = requests.post(f"{server.url}/v1/payments", json={"amount": 2900},
                timeout=3)  # fmt: skip
            answer.raise_for_status()
            return answer.json()

        return run

    def said(body: dict[str, Any]) -> Callable[[], Any]:
        def run() -> Any:
            server.set(200, json.dumps(body, ensure_ascii=False))
            reply = requests.post(f"{server.url}/api/json", json={}, timeout=3).json()
            if reply.get("errcode") not in (None, 0):
                raise RuntimeError(f"errcode {reply['errcode']}: {reply.get('errmsg')}")
            if reply.get("success") is False:
                codes = ",".join(str(c) for c in reply.get("errorCodes", []))
                raise RuntimeError(f"request failed [{codes}]: {'; '.join(reply['errors'])}")
            return reply

        return run

    return http, said


def regional_pay_family() -> Iterator[Case]:
    http, said = _tools()
    p = "regional-pay-29"
    yield case(p, "vi-429-retry-after", TRA, http(429, {"resultCode": 1006, "message": "Quá "
        "nhiều yêu cầu, vui lòng thử lại sau."}, Retry_After="10"), retry_after=10)  # fmt: skip
    yield case(p, "vi-400-signature", CLI, http(400, {"resultCode": 11, "message": "Chữ ký "
        "không hợp lệ. Vui lòng kiểm tra lại secretKey và dữ liệu ký."}))  # fmt: skip
    # The wallet's balance cannot cover the payment: the service's answer, not a malfunction.
    yield case(p, "vi-balance", BIZ, http(402, {"resultCode": 1001, "message": "Giao dịch "
        "thất bại do tài khoản người dùng không đủ tiền."}))  # fmt: skip
    yield case(p, "tr-429-ratelimit-reset", TRA, http(429, {"status": "failure", "errorCode":
        "10429", "errorMessage": "Çok fazla istek gönderildi."}, X_RateLimit_Limit="100",
        X_RateLimit_Remaining="0", X_RateLimit_Reset="30"), retry_after=30)  # fmt: skip
    yield case(p, "tr-400-card", BIZ, http(400, {"status": "failure", "errorCode": "10051",
        "errorMessage": "Kart limiti yetersiz, yetersiz bakiye."}))  # fmt: skip
    yield case(p, "tr-401", CRED, http(401, {"status": "failure", "errorCode": "1001",
        "errorMessage": "API bilgileri bulunamadı: geçersiz api anahtarı."}))  # fmt: skip
    yield case(p, "id-429-body-field", TRA, http(429, {"error_code": "RATE_LIMIT_EXCEEDED",
        "message": "Terlalu banyak permintaan. Silakan coba lagi nanti.", "retry_after": 15}),
        retry_after=15)  # fmt: skip
    yield case(p, "id-404-invoice", (CLI, BIZ), http(404, {"error_code": "INVOICE_NOT_FOUND",
        "message": "Faktur dengan ID inv-29 tidak ditemukan."}))  # fmt: skip
    yield case(p, "id-503", TRA, http(503, {"error_code": "SERVER_ERROR", "message": "Layanan "
        "sedang tidak tersedia untuk sementara. Silakan coba beberapa saat lagi."}))  # fmt: skip
    yield case(p, "th-400-amount", CLI, http(400, {"code": "invalid_amount", "message": "จำนวน"
        "เงินไม่ถูกต้อง ต้องมากกว่า 20 บาท"}))  # fmt: skip
    yield case(p, "th-500", TRA, http(500, {"code": "internal_error", "message": "ระบบขัดข้อง"
        "ชั่วคราว กรุณาลองใหม่อีกครั้งภายหลัง"}))  # fmt: skip
    yield case(p, "ar-503-retry-date", TRA, http(503, {"success": False, "message": "الخدمة "
        "غير متاحة مؤقتًا، يرجى المحاولة لاحقًا."}, Retry_After=http_date(40)),
        retry_after=40)  # fmt: skip
    yield case(p, "ar-400-recipient", CLI, http(400, {"success": False, "errorCode": "ER-08",
        "message": "رقم المستلم غير صالح."}))  # fmt: skip
    # The SMS account's prepaid credit is spent: someone must recharge it.
    yield case(p, "hi-credit", FAT, http(403, {"type": "error", "message": "आपके खाते में SMS "
        "क्रेडिट समाप्त हो गया है। कृपया रिचार्ज करें।"}))  # fmt: skip
    yield case(p, "hi-401", CRED, http(401, {"type": "error", "message": "अमान्य प्रमाणीकरण "
        "कुंजी।"}))  # fmt: skip
    yield case(p, "zh-wechat-sign", CLI, said({"errcode": 40001, "errmsg": "签名错误，请检查 "
        "API 密钥和签名参数"}))  # fmt: skip
    yield case(p, "zh-wechat-busy", TRA, said({"errcode": -1, "errmsg": "系统繁忙，此时请开发者"
        "稍候再试"}))  # fmt: skip
    yield case(p, "zh-wechat-notenough", BIZ, said({"errcode": 268, "errmsg": "用户余额不足，"
        "支付失败"}))  # fmt: skip


def regional_delivery_family() -> Iterator[Case]:
    http, said = _tools()
    d = "regional-delivery-29"
    yield case(d, "pl-429-words", TRA, http(429, {"error": "too_many_requests", "description":
        "Przekroczono limit zapytań. Spróbuj ponownie za 20 sekund."}), retry_after=20)  # fmt: skip
    yield case(d, "pl-400-paczkomat", CLI, http(400, {"error": "validation_failed",
        "description": "Nieprawidłowy kod paczkomatu: KRA29X."}))  # fmt: skip
    yield case(d, "pl-404", (CLI, BIZ), http(404, {"error": "resource_not_found", "description":
        "Przesyłka o numerze 6200290000 nie istnieje."}))  # fmt: skip
    yield case(d, "nl-422-postcode", CLI, http(422, {"fouten": [{"code": "INVALID_POSTCODE",
        "omschrijving": "Ongeldige postcode: 1234 XYZ."}]}))  # fmt: skip
    yield case(d, "nl-503", TRA, http(503, {"fouten": [{"code": "SERVICE_UNAVAILABLE",
        "omschrijving": "De dienst is tijdelijk niet beschikbaar. Probeer het later opnieuw."}]},
        Retry_After="90"), retry_after=90)  # fmt: skip
    yield case(d, "nl-409", (CLI, BIZ), http(409, {"fouten": [{"code": "DUPLICATE",
        "omschrijving": "Er bestaat al een zending met deze referentie."}]}))  # fmt: skip
    yield case(d, "sv-400-address", CLI, http(400, {"felmeddelande": "Ogiltig adress: "
        "postnummer saknas."}))  # fmt: skip
    yield case(d, "sv-502", TRA, http(502, "<html><body><h1>502 Bad Gateway</h1></body></html>",
        Content_Type="text/html"))  # fmt: skip
    yield case(d, "sv-403", CLI, http(403, {"felmeddelande": "Åtkomst nekad: API-nyckeln "
        "saknar behörighet för bokningar."}))  # fmt: skip
    yield case(d, "ja-429-words", TRA, http(429, {"errorCode": "E429", "errorMessage": "リクエスト"
        "が多すぎます。60秒後に再試行してください。"}), retry_after=60)  # fmt: skip
    yield case(d, "ja-400-date", CLI, http(400, {"errorCode": "E1002", "errorMessage": "お届け"
        "希望日が不正です。3日以降の日付を指定してください。"}))  # fmt: skip
    # The monthly API allowance of the contract is used up: a person must extend the plan.
    yield case(d, "ja-quota", FAT, http(429, {"errorCode": "E9001", "errorMessage": "今月のAPI"
        "利用上限に達しました。契約プランを変更してください。"}))  # fmt: skip
    yield case(d, "uk-envelope-city", CLI, said({"success": False, "errors": ["Місто "
        "одержувача не знайдено: «Київв»"], "errorCodes": ["20000200035"]}))  # fmt: skip
    yield case(d, "uk-envelope-key", CRED, said({"success": False, "errors": ["API-ключ "
        "недійсний або термін його дії закінчився"], "errorCodes": ["20000100016"]}))  # fmt: skip
    yield case(d, "uk-envelope-busy", TRA, said({"success": False, "errors": ["Сервер "
        "тимчасово перевантажений. Повторіть спробу через 5 секунд."], "errorCodes":
        ["20000900021"]}), retry_after=5)  # fmt: skip
    yield case(d, "zh-dingtalk-freq", TRA, said({"errcode": 90018, "errmsg": "当前请求频率"
        "超过限制，请稍后重试"}))  # fmt: skip
    yield case(d, "zh-dingtalk-token", CRED, said({"errcode": 40014, "errmsg": "不合法的"
        "access_token"}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    regional_pay_family,
    regional_delivery_family,
)
