"""Held-out set 12, part 4: a chat bot API client against a scripted Bot API on 127.0.0.1, and
form validators raising their own translated messages in many languages.

* pyTelegramBotAPI 4.37.1 (``telebot``, over requests): the Bot API's ``{"ok": false,
  "error_code", "description", "parameters"}`` errors (raised as ``ApiTelegramException``
  carrying the response), flood control with ``parameters.retry_after`` (and a Retry-After
  header), non-JSON pages (``ApiHTTPException``), a 200 that is not JSON, refused and silent
  ports.
* WTForms 3.3.2: field validators raising ``ValidationError``/``StopValidation`` and fields
  refusing input with ``ValueError``, in the translations WTForms ships (de, fr, ja, ru, zh,
  es, pt, uk, ko, ar, he, pl, sv, tr).
* FormEncode 2.1.1: validators raising ``formencode.Invalid`` in the translations FormEncode
  ships (de, fr, ru, zh_CN, ja, pl, tr, pt_BR, nl, cs, el, sk, it).

Written 2026-12-03 between 21:43 and 21:56 UTC by the helper ``heldout12``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases, nor were the classifier's rules, its tests or any verdict
read. None of these packages appears in sets 1-11, "gen", "dev10", "dev11" or ``tests/``."""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_TOKEN = "123456789:AAHdqTcvCH1vGWJxfSeofSAs0K5PALDsaw"


def _tg(code: int, description: str, **parameters: Any) -> str:
    body: dict[str, Any] = {"ok": False, "error_code": code, "description": description}
    if parameters:
        body["parameters"] = parameters
    return json.dumps(body)


def telebot_family() -> Iterator[Case]:
    import telebot
    from telebot import apihelper

    server = http()
    apihelper.READ_TIMEOUT = 1
    apihelper.CONNECT_TIMEOUT = 2

    def send(url: str | None = None) -> Any:
        apihelper.API_URL = (url or server.url) + "/bot{0}/{1}"
        return telebot.TeleBot(_TOKEN, threaded=False).send_message(42, "Your order shipped.")

    def reply(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            if not body.startswith("{"):
                headers.setdefault("Content_Type", "text/html")
            server.set(status, body, **headers)
            return send()

        return run

    tg = "telebot"
    yield case(tg, "400-chat-not-found", CLI, reply(400, _tg(400, "Bad Request: chat not found")))
    yield case(tg, "400-text-empty", CLI,
               reply(400, _tg(400, "Bad Request: message text is empty")))  # fmt: skip
    yield case(
        tg,
        "400-not-modified",
        (CLI, BIZ),
        reply(
            400,
            _tg(
                400,
                "Bad Request: message is not modified: specified new message content and reply "
                "markup are exactly the same as a current content and reply markup of the message",
            ),
        ),
    )
    yield case(tg, "400-migrated", CLI, reply(400, _tg(
        400, "Bad Request: group chat was upgraded to a supergroup chat",
        migrate_to_chat_id=-1001234567890)))  # fmt: skip
    yield case(tg, "401-unauthorized", CRED, reply(401, _tg(401, "Unauthorized")))
    # The user blocked the bot: the domain's answer (or a recipient to drop), not a malfunction.
    yield case(tg, "403-blocked-by-user", (BIZ, CLI),
               reply(403, _tg(403, "Forbidden: bot was blocked by the user")))  # fmt: skip
    yield case(
        tg,
        "403-not-member",
        (CLI, BIZ),
        reply(403, _tg(403, "Forbidden: bot is not a member of the channel chat")),
    )
    yield case(tg, "404-not-found", (CLI, FAT), reply(404, _tg(404, "Not Found")))
    # Another instance polls with the same token: an operator must stop it, or it goes away.
    yield case(tg, "409-other-getupdates", (FAT, TRA), reply(409, _tg(
        409, "Conflict: terminated by other getUpdates request; make sure that only one bot "
        "instance is running")))  # fmt: skip
    yield case(tg, "413-too-large", CLI, reply(413, _tg(413, "Request Entity Too Large")))
    yield case(
        tg,
        "429-parameters",
        TRA,
        reply(429, _tg(429, "Too Many Requests: retry after 35", retry_after=35)),
        retry_after=35.0,
    )
    yield case(tg, "429-header-and-parameters", TRA, reply(429, _tg(
        429, "Too Many Requests: retry after 7", retry_after=7), Retry_After="7"),
        retry_after=7.0)  # fmt: skip
    yield case(tg, "500-json", (TRA, FAT), reply(500, _tg(500, "Internal Server Error")))
    yield case(tg, "502-page", TRA, reply(502, "<html><body>502 Bad Gateway</body></html>"))
    yield case(tg, "503-page-retry-after", TRA, reply(
        503, "<html><body>Service Unavailable</body></html>", Retry_After="11"),
        retry_after=11.0)  # fmt: skip
    # A 200 that is not JSON: a proxy's page in the way, or a broken server.
    yield case(tg, "200-not-json", (TRA, FAT), reply(200, "<html><body>Welcome</body></html>"))
    yield case(tg, "refused", TRA, lambda: send(f"http://127.0.0.1:{closed_port()}"))
    yield case(tg, "read-timeout", TRA, lambda: send(silent_url()))


def wtforms_family() -> Iterator[Case]:
    from werkzeug.datastructures import MultiDict
    from wtforms import DateField, Form, IntegerField, StringField, validators

    def check(locale: str, make: Callable[[], Any], value: str,
              validator: Any = None) -> Callable[[], Any]:  # fmt: skip
        def run() -> Any:
            class Localized(Form):
                class Meta:
                    locales = (locale,)

                field = make()

            form = Localized(MultiDict({"field": value}))
            field = form.field
            field.errors = []
            if validator is None:
                return field.process_formdata([value])
            return validator(form, field)

        return run

    def text() -> Any:
        return StringField()

    wt = "wtforms-i18n"
    yield case(wt, "de-email", CLI, check("de", text, "ana@", validators.Email()))
    yield case(wt, "fr-number-range", CLI,
               check("fr", IntegerField, "12", validators.NumberRange(min=18)))  # fmt: skip
    yield case(wt, "ja-length", CLI, check("ja", text, "abcdefgh", validators.Length(max=5)))
    yield case(wt, "ru-input-required", CLI, check("ru", text, "", validators.InputRequired()))
    yield case(wt, "zh-data-required", CLI, check("zh", text, "", validators.DataRequired()))
    yield case(wt, "es-any-of", CLI, check("es", text, "gold", validators.AnyOf(["a", "b"])))
    yield case(wt, "pt-url", CLI, check("pt", text, "http//shop", validators.URL()))
    yield case(wt, "uk-ip-address", CLI, check("uk", text, "999.1.1.1", validators.IPAddress()))
    yield case(wt, "ko-uuid", CLI, check("ko", text, "not-a-uuid", validators.UUID()))
    yield case(wt, "ar-regexp", CLI, check("ar", text, "abc", validators.Regexp(r"^\d+$")))
    yield case(wt, "he-mac-address", CLI, check("he", text, "zz:zz", validators.MacAddress()))
    yield case(wt, "pl-none-of", CLI, check("pl", text, "root", validators.NoneOf(["root"])))
    yield case(wt, "sv-not-integer", CLI, check("sv", IntegerField, "tolv"))
    yield case(wt, "tr-not-date", CLI, check("tr", DateField, "31.31.2026"))


def formencode_family() -> Iterator[Case]:
    from formencode import api, validators

    def check(language: str, validator: Any, value: str) -> Callable[[], Any]:
        def run() -> Any:
            api.set_stdtranslation(languages=[language])
            try:
                return validator.to_python(value)
            finally:
                api.set_stdtranslation(languages=["en"])

        return run

    fe = "formencode-i18n"
    yield case(fe, "de-email", CLI, check("de", validators.Email(), "ana@"))
    yield case(fe, "fr-int-min", CLI, check("fr", validators.Int(min=18), "12"))
    yield case(fe, "ru-not-empty", CLI, check("ru", validators.NotEmpty(), ""))
    yield case(fe, "zh-int", CLI, check("zh_CN", validators.Int(), "abc"))
    yield case(fe, "ja-max-length", CLI, check("ja", validators.MaxLength(5), "abcdefgh"))
    yield case(fe, "pl-url", CLI, check("pl", validators.URL(), "http//shop"))
    yield case(fe, "tr-date", CLI, check("tr", validators.DateConverter(), "31/31/2026"))
    yield case(fe, "pt-br-one-of", CLI, check("pt_BR", validators.OneOf(["a", "b"]), "c"))
    yield case(fe, "nl-ip-address", CLI, check("nl", validators.IPAddress(), "999.1.1.1"))
    yield case(fe, "cs-number", CLI, check("cs", validators.Number(), "x1"))
    yield case(fe, "el-email", CLI, check("el", validators.Email(), "x@@y"))
    yield case(fe, "sk-min-length", CLI, check("sk", validators.MinLength(8), "abc"))
    yield case(fe, "it-time", CLI, check("it", validators.TimeConverter(), "25:99"))


FAMILIES = (telebot_family, wtforms_family, formencode_family)
