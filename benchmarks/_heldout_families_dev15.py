"""Dev set 15 (``--set dev15``): the general causes behind blind sets 13 and 14's misses,
raised from packages neither set used, live against servers on 127.0.0.1 or local data.

* Waits told in words, not in a header: plain-text and JSON bodies of 429/503 replies in eight
  languages behind requests, httpx, urllib and the curl command (which prints the reply's
  headers into stderr), and throttled-py's ``LimitedError`` (``retry_after=60`` in its text).
* CouchDB's JSON error bodies (``{"error": "conflict", "reason": ...}``) through another
  client than set 14's: CouchDB-Python, whose exceptions keep ``(error, reason)`` or
  ``(status, (error, reason))`` as their argument.
* String error codes of a SaaS API read by their words: Slack's ``{"ok": false, "error":
  "channel_not_found"}`` replies (HTTP 200) through slack_sdk.
* HTTP statuses told only in words or arguments: requests-oauthlib's token errors.
* Parsers' and decoders' errors on bad input: icalendar, vobject, xmltodict, jsonpointer,
  jsonpatch, zstandard, lz4, the standard library's ``aifc``-free ``sunau`` and ``plistlib``.

Labelled from DESIGN.md §2 before any verdict was looked at (2026-12-04, engineer
``classfix7``); then tuned on (it is a dev set, not a blind one)."""

from __future__ import annotations

import json
import os
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_servers import HttpScript

__all__ = ["FAMILIES"]

_TEXT = {"Content-Type": "text/plain; charset=utf-8"}


def told_waits_family() -> Iterator[Case]:
    import urllib.request

    import httpx
    import requests
    from throttled import Throttled, rate_limiter

    http = HttpScript()

    def via_requests(status: int, body: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, body, **_TEXT)
            requests.get(http.url + "/v1/reports", timeout=3).raise_for_status()

        return action

    def via_httpx(status: int, body: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, body, **_TEXT)
            httpx.get(http.url + "/v1/reports", timeout=3).raise_for_status()

        return action

    def via_urllib(status: int, body: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, body, **_TEXT)
            urllib.request.urlopen(http.url + "/v1/reports", timeout=3)

        return action

    def via_curl(status: int, **headers: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, "busy", **headers)
            command = ["curl", "-sS", "--fail", "-D", "/dev/stderr", http.url + "/feed"]
            subprocess.run(command, check=True, capture_output=True, text=True, timeout=5)

        return action

    def throttled(per: Callable[[int], Any], key: str) -> Callable[[], Any]:
        def action() -> Any:
            limiter = Throttled(key=key, quota=per(1))
            for _ in range(3):
                with limiter:
                    pass

        return action

    fam = "told-waits"
    yield case(fam, "requests-503-en", TRA,
               via_requests(503, "Service busy. Please try again in 45 seconds."), 45.0)  # fmt: skip
    yield case(fam, "httpx-429-es", TRA,
               via_httpx(429, "Demasiadas solicitudes. Inténtelo de nuevo en 20 segundos."), 20.0)  # fmt: skip
    yield case(fam, "urllib-503-de", TRA,
               via_urllib(503, "Dienst überlastet. Bitte in 2 Minuten erneut versuchen."), 120.0)  # fmt: skip
    yield case(fam, "requests-429-fr", TRA,
               via_requests(429, "Trop de requêtes, réessayez dans 15 secondes."), 15.0)  # fmt: skip
    yield case(fam, "requests-503-zh-json", TRA,
               via_requests(503, json.dumps({"message": "系统维护中，请5分钟后重试"}, ensure_ascii=False)),
               300.0)  # fmt: skip
    yield case(fam, "httpx-503-ja", TRA,
               via_httpx(503, "サーバーが混雑しています。30秒後に再試行してください。"), 30.0)  # fmt: skip
    yield case(fam, "urllib-429-ru", TRA,
               via_urllib(429, "Слишком много запросов. Повторите попытку через 10 секунд."), 10.0)  # fmt: skip
    yield case(fam, "requests-503-it", TRA,
               via_requests(503, "Servizio non disponibile, riprova tra 90 secondi."), 90.0)  # fmt: skip
    yield case(fam, "httpx-429-wait-short", TRA,
               via_httpx(429, "rate limited: wait 8s before sending again"), 8.0)  # fmt: skip
    yield case(fam, "curl-503-header-in-stderr", TRA, via_curl(503, Retry_After="40"), 40.0)
    yield case(fam, "throttled-per-minute", TRA, throttled(rate_limiter.per_min, "/a"), 60.0)
    yield case(fam, "throttled-per-hour", TRA, throttled(rate_limiter.per_hour, "/b"), 3600.0)


def couchdb_family() -> Iterator[Case]:
    import couchdb

    http = HttpScript()

    def put(status: int, error: str, reason: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, json.dumps({"error": error, "reason": reason}))
            server = couchdb.Server(http.url + "/")
            return server.resource("invoices", "inv-7").put_json(body={"total": 3})

        return action

    fam = "couchdb-python"
    yield case(fam, "409-conflict", CLI, put(409, "conflict", "Document update conflict."))
    yield case(fam, "404-missing", CLI, put(404, "not_found", "missing"))
    yield case(fam, "412-db-exists", CLI,
               put(412, "file_exists", "The database could not be created, the file already exists."))  # fmt: skip
    yield case(fam, "400-bad-name", CLI,
               put(400, "illegal_database_name", "Name: 'Bills'. Only lowercase characters are allowed."))  # fmt: skip
    yield case(fam, "413-too-large", CLI, put(413, "document_too_large", "inv-7"))
    yield case(fam, "401-unauthorized", CLI,
               put(401, "unauthorized", "Name or password is incorrect."))  # fmt: skip
    yield case(
        fam, "403-forbidden", CLI, put(403, "forbidden", "You are not allowed to access this db.")
    )
    yield case(fam, "400-bad-request", CLI, put(400, "bad_request", "Invalid JSON"))
    yield case(fam, "500-unknown", (TRA, FAT), put(500, "unknown_error", "function_clause"))
    yield case(
        fam, "503-unavailable", TRA, put(503, "service_unavailable", "no shards could be reached")
    )


def slack_family() -> Iterator[Case]:
    from slack_sdk import WebClient

    http = HttpScript()

    def post(error: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(200, json.dumps({"ok": False, "error": error}))
            client = WebClient(token="xoxb-not-a-token", base_url=http.url + "/")
            client.retry_handlers = []
            return client.chat_postMessage(channel="C1", text="hi")

        return action

    fam = "slack-codes"
    yield case(fam, "channel-not-found", CLI, post("channel_not_found"))
    yield case(fam, "not-in-channel", (CLI, BIZ), post("not_in_channel"))
    yield case(fam, "is-archived", (CLI, BIZ), post("is_archived"))
    yield case(fam, "restricted-action", (CLI, BIZ), post("restricted_action"))
    yield case(fam, "msg-too-long", CLI, post("msg_too_long"))
    yield case(fam, "invalid-arguments", CLI, post("invalid_arguments"))
    yield case(fam, "ratelimited", TRA, post("ratelimited"))
    yield case(fam, "internal-error", (TRA, FAT), post("internal_error"))
    yield case(fam, "service-unavailable", TRA, post("service_unavailable"))
    yield case(fam, "cant-update-message", (CLI, BIZ), post("cant_update_message"))
    yield case(fam, "edit-window-closed", (CLI, BIZ), post("edit_window_closed"))
    yield case(fam, "name-taken", (CLI, BIZ), post("name_taken"))
    yield case(fam, "invalid-auth", CLI, post("invalid_auth"))
    yield case(fam, "not-supported", CLI, post("method_not_supported_for_channel_type"))
    yield case(fam, "resource-locked", (TRA, CLI, BIZ), post("resource_locked"))


def token_family() -> Iterator[Case]:
    from requests_oauthlib import OAuth1Session

    http = HttpScript()

    def fetch(status: int, body: str) -> Callable[[], Any]:
        def action() -> Any:
            http.set(status, body, **_TEXT)
            session = OAuth1Session("client-key", client_secret="not-a-secret")
            return session.fetch_request_token(http.url + "/oauth/request_token")

        return action

    fam = "oauth1-token"
    yield case(fam, "503-busy", TRA, fetch(503, "temporarily unavailable"))
    yield case(fam, "401-denied", CLI, fetch(401, "invalid consumer key"))
    yield case(fam, "410-gone", (CLI, BIZ), fetch(410, "this endpoint was retired"))
    yield case(fam, "422-unprocessable", CLI, fetch(422, "callback url malformed"))


def parsers_family() -> Iterator[Case]:
    import plistlib
    import sunau

    import icalendar
    import jsonpatch
    import jsonpointer
    import lz4.frame
    import vobject
    import xmltodict
    import zstandard

    folder = tempfile.mkdtemp(prefix="dev15-")
    junk = os.path.join(folder, "song.mp3")
    with open(junk, "wb") as handle:
        handle.write(b"this is not audio at all" * 4)

    fam = "parsers-15"
    yield case(fam, "icalendar-junk", CLI,
               lambda: icalendar.Calendar.from_ical("BEGIN:VCALENDAR\nFOO\nEND:VCALENDAR\n"))  # fmt: skip
    yield case(fam, "xmltodict-unclosed", CLI, lambda: xmltodict.parse("<order><id>7</order>"))
    yield case(fam, "jsonpointer-bad", CLI, lambda: jsonpointer.resolve_pointer({}, "a/b"))
    yield case(fam, "jsonpointer-missing", CLI,
               lambda: jsonpointer.resolve_pointer({"a": {}}, "/a/b"))  # fmt: skip
    yield case(fam, "jsonpatch-test-failed", (CLI, BIZ),
               lambda: jsonpatch.apply_patch({"v": 1}, [{"op": "test", "path": "/v", "value": 2}]))  # fmt: skip
    yield case(fam, "zstd-junk", CLI,
               lambda: zstandard.ZstdDecompressor().decompress(b"not zstd data here"))  # fmt: skip
    yield case(fam, "lz4-junk", CLI, lambda: lz4.frame.decompress(b"not an lz4 frame at all"))
    yield case(fam, "vobject-unclosed", CLI,
               lambda: vobject.readOne("BEGIN:VCARD\nFN:Ann\nEND:VCALENDAR\n"))  # fmt: skip
    yield case(fam, "sunau-not-au", CLI, lambda: sunau.open(junk, "r"))
    yield case(fam, "plist-junk", CLI, lambda: plistlib.loads(b"\x00\x01 not a plist"))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    told_waits_family,
    couchdb_family,
    slack_family,
    token_family,
    parsers_family,
)
