"""Held-out set 27, part 3: regional cloud services' replies in the languages their users read.

Hand-written tools calling regional cloud, storage, maps and SMS APIs (Baidu AI Cloud/Qianfan,
Volcengine, Naver Cloud, Japanese, German, French, Spanish, Brazilian, Russian and Italian
providers) the way a first draft does:

* ``requests`` with ``raise_for_status()``: an ``HTTPError`` whose response keeps the status,
  the headers and the JSON body in zh, ja, ko, de, fr, es, pt, ru or it;
* where the provider answers HTTP 200 with an error object (Baidu's ``error_code``/
  ``error_msg``, an SMS gateway's ``status: "error"``), a ``RuntimeError`` carrying the
  provider's code and message as the tool formats them.

Written 2026-12-05 from 04:15 UTC by the helper ``heldout27``, built blind (labels from
DESIGN.md §2 and issue 23 only, committed before any verdict was looked at)."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_seventh import CRED
from _heldout_families_twentyseventh import rest_tool
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]


def _ok_with_error() -> Callable[[dict[str, Any]], Callable[[], Any]]:
    """A tool whose provider answers 200 with an error object; it raises code and message."""
    server = HttpScript()

    def said(body: dict[str, Any]) -> Callable[[], Any]:
        def run() -> Any:
            server.set(200, json.dumps(body, ensure_ascii=False))
            reply = requests.post(f"{server.url}/rpc/2.0/ai/v1/chat", timeout=3, json={}).json()
            code = reply.get("error_code", reply.get("code"))
            if code:
                message = reply.get("error_msg") or reply.get("message")
                raise RuntimeError(f"error {code}: {message}")
            return reply

        return run

    return said


def asia_family() -> Iterator[Case]:
    _, http = rest_tool("POST")
    said = _ok_with_error()
    a = "cloud-asia-27"
    # Baidu's AI APIs answer 200 with a numeric code: QPS limit, daily limit, token, params.
    yield case(a, "baidu-18-qps", TRA, said({"error_code": 18, "error_msg": "Open api qps "
        "request limit reached"}))  # fmt: skip
    yield case(a, "baidu-17-daily", FAT, said({"error_code": 17, "error_msg": "Open api daily "
        "request limit reached"}))  # fmt: skip
    yield case(a, "baidu-110-token", CRED, said({"error_code": 110, "error_msg": "Access token "
        "invalid or no longer valid"}))  # fmt: skip
    yield case(a, "baidu-336003-params", CLI, said({"error_code": 336003, "error_msg": "参数校验"
        "失败：messages 不能为空"}))  # fmt: skip
    yield case(a, "baidu-336100-busy", TRA, said({"error_code": 336100, "error_msg": "服务内部"
        "错误，请稍后重试"}))  # fmt: skip
    yield case(a, "volc-429-flow-limit", TRA, http(429, {"ResponseMetadata": {"RequestId":
        "2026120504270027", "Action": "RunInstances", "Error": {"Code": "FlowLimitExceeded",
        "Message": "请求过于频繁，请稍后重试。"}}}))  # fmt: skip
    yield case(a, "volc-403-no-balance", (BIZ, FAT), http(403, {"ResponseMetadata": {"Error":
        {"Code": "InsufficientBalance", "Message": "账户余额不足，请充值后再"
        "试。"}}}))  # fmt: skip
    yield case(a, "volc-404-bucket", (CLI, BIZ), http(404, {"ResponseMetadata": {"Error":
        {"Code": "NoSuchBucket", "Message": "指定的存储桶不存在"}}}))  # fmt: skip
    yield case(a, "naver-429", TRA, http(429, {"error": {"errorCode": "429", "message": "요청 "
        "한도를 초과했습니다. 잠시 후 다시 시도해 주세요."}}))  # fmt: skip
    yield case(a, "naver-401", CRED, http(401, {"error": {"errorCode": "200", "message":
        "Authentication Failed", "details": "인증에 실패했습니다. API 키를 확인하세요."}}))  # fmt: skip
    yield case(a, "naver-400-phone", CLI, http(400, {"error": {"errorCode": "400", "message":
        "수신 번호 형식이 올바르지 않습니다."}}))  # fmt: skip
    yield case(a, "jp-503-retry", TRA, http(503, {"error": {"code": "ServiceUnavailable",
        "message": "リクエストが集中しています。しばらくしてから再度お試しください。"}},
        Retry_After="10"), retry_after=10)  # fmt: skip
    yield case(a, "jp-404-object", (CLI, BIZ), http(404, {"error": {"code": "NotFound",
        "message": "指定されたオブジェクトは存在しません。"}}))  # fmt: skip
    yield case(a, "jp-200-balance", (BIZ, FAT), said({"code": "E2027", "message": "残高不足の"
        "ため送信できません。"}))  # fmt: skip
    yield case(a, "zh-200-busy", TRA, said({"code": 1027, "message": "系统繁忙，请稍后再试"}))


def europe_americas_family() -> Iterator[Case]:
    _, http = rest_tool("POST")
    said = _ok_with_error()
    e = "cloud-eu-latam-27"
    yield case(e, "de-422-name-taken", (CLI, BIZ), http(422, {"error": {"code":
        "uniqueness_error", "message": "Der Servername ist bereits vergeben."}}))  # fmt: skip
    yield case(e, "de-403-quota", FAT, http(403, {"error": {"code": "resource_limit_exceeded",
        "message": "Kontingent für Server ausgeschöpft. Bitte erhöhen Sie Ihr Limit."}}))  # fmt: skip
    yield case(e, "de-503-wartung", TRA, http(503, {"error": {"code": "maintenance", "message":
        "Der Dienst ist vorübergehend nicht verfügbar. Bitte versuchen Sie es später erneut."}}))  # fmt: skip
    yield case(e, "fr-403-stockage", FAT, http(403, {"error": {"code": "QuotaExceeded",
        "message": "Quota de stockage dépassé pour ce projet."}}))  # fmt: skip
    yield case(e, "fr-503-indisponible", TRA, http(503, {"message": "Service momentanément "
        "indisponible, veuillez réessayer plus tard."}))  # fmt: skip
    yield case(e, "fr-400-parametre", CLI, http(400, {"message": "Paramètre « region » "
        "invalide : valeurs acceptées fr-par, nl-ams."}))  # fmt: skip
    # The reply states its wait in words only (no header): that is the wait it carries.
    yield case(e, "es-429-segundos", TRA, http(429, {"error": {"message": "Demasiadas "
        "solicitudes. Inténtalo de nuevo en 30 segundos."}}), retry_after=30)  # fmt: skip
    yield case(e, "es-401-clave", CRED, http(401, {"error": {"message": "La clave de API no es "
        "válida."}}))  # fmt: skip
    yield case(e, "pt-400-cpf", CLI, http(400, {"erro": {"codigo": "CPF_INVALIDO", "mensagem":
        "O CPF informado é inválido."}}))  # fmt: skip
    yield case(e, "pt-402-saldo", BIZ, http(402, {"erro": {"codigo": "SALDO_INSUFICIENTE",
        "mensagem": "Saldo insuficiente para enviar o SMS."}}))  # fmt: skip
    yield case(e, "pt-200-instavel", TRA, said({"code": "SERVICO_INDISPONIVEL", "message":
        "Serviço temporariamente indisponível. Tente novamente mais tarde."}))  # fmt: skip
    yield case(e, "ru-429-limit", TRA, http(429, {"code": 8, "message": "Превышен лимит "
        "запросов, повторите попытку позже"}, Retry_After="3"), retry_after=3)  # fmt: skip
    yield case(e, "ru-401-iam", CRED, http(401, {"code": 16, "message": "Неверный или "
        "просроченный IAM-токен"}))  # fmt: skip
    yield case(e, "ru-500-internal", (TRA, FAT), http(500, {"code": 13, "message": "Внутренняя "
        "ошибка сервера"}))  # fmt: skip
    yield case(e, "it-503-riprova", TRA, http(503, {"errore": "Servizio temporaneamente non "
        "disponibile, riprova più tardi."}))  # fmt: skip
    yield case(e, "it-404-risorsa", (CLI, BIZ), http(404, {"errore": "Risorsa non trovata: "
        "fattura 2027/27."}))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    asia_family,
    europe_americas_family,
)
