"""Dev set 10, part 2: what agents' tools raise locally from libraries in no earlier set —
commands run through ``sh``, ``plumbum`` and ``psutil``, file locks, patches and code edits
(whatthepatch, unidiff, libcst), stores and files (lmdb, pathvalidate, py7zr, xlrd, pptx,
pdfminer, mutagen), config and markup parsers (tomlkit, ruamel.yaml, hjson, bs4, html5lib),
validators (sqlglot, fastjsonschema, schema, email-validator, phonenumbers, arrow, croniter,
packaging) — and vendor messages in phrasings and languages sets 7, 9 and "gen" did not use.

Labelled from DESIGN.md §2 and issue 23 before any verdict was looked at (2026-12-03, by
``classgen3``; see part 1). A family whose package is missing is skipped."""

from __future__ import annotations

import json
import os
import sys
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

import requests
from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED

__all__ = ["FAMILIES"]

PY = sys.executable


def _junk(suffix: str, data: bytes = b"this is plainly not the format\n" * 8) -> str:
    handle, path = tempfile.mkstemp(suffix=suffix)
    with os.fdopen(handle, "wb") as file:
        file.write(data)
    return path


def commands_family() -> Iterator[Case]:
    """A shell tool built on sh, plumbum or psutil."""

    def script(text: str, code: int) -> str:
        return f"import sys; sys.stderr.write({text!r}); sys.exit({code})"

    def sh_run(text: str, code: int) -> Callable[[], Any]:
        def action() -> Any:
            import sh

            return sh.Command(PY)("-c", script(text, code))

        return action

    def sh_timeout() -> Any:
        import sh

        return sh.Command(PY)("-c", "import time; time.sleep(5)", _timeout=0.3)

    def sh_missing() -> Any:
        import sh

        return sh.Command("no-such-tool-xyz")("--version")

    def plumbum_run() -> Any:
        from plumbum import local

        return local[PY]["-c", script("ERROR: 3 tests failed, 41 passed\n", 1)]()

    def plumbum_timeout() -> Any:
        from plumbum import local

        return local[PY]["-c", "import time; time.sleep(5)"].run(timeout=0.3)

    def plumbum_missing() -> Any:
        from plumbum import local

        return local["no-such-tool-xyz"]

    def psutil_gone() -> Any:
        import psutil

        return psutil.Process(2**22 - 7).name()

    def psutil_wait() -> Any:
        import subprocess

        import psutil

        child = subprocess.Popen([PY, "-c", "import time; time.sleep(3)"])
        try:
            return psutil.Process(child.pid).wait(timeout=0.2)
        finally:
            child.kill()
            child.wait()

    def lock_held() -> Any:
        import portalocker

        path = _junk(".lock", b"")
        first = open(path, "a")
        portalocker.lock(first, portalocker.LOCK_EX | portalocker.LOCK_NB)
        try:
            with portalocker.Lock(path, timeout=0, fail_when_locked=True):
                pass
        finally:
            first.close()

    yield case(
        "commands",
        "sh-missing-input",
        CLI,
        sh_run("error: input file 'data.csv' does not exist\n", 2),
    )
    yield case(
        "commands",
        "sh-curl-refused",
        TRA,
        sh_run("curl: (7) Failed to connect to 127.0.0.1 port 9: Connection refused\n", 7),
    )
    yield case(
        "commands",
        "sh-not-git",
        (CLI, FAT),
        sh_run("fatal: not a git repository (or any of the parent directories): .git\n", 128),
    )
    yield case("commands", "sh-timeout", (CLI, TRA), sh_timeout)
    yield case("commands", "sh-not-found", (CLI, FAT), sh_missing)
    yield case("commands", "plumbum-failed", CLI, plumbum_run)
    yield case("commands", "plumbum-timeout", (CLI, TRA), plumbum_timeout)
    yield case("commands", "plumbum-not-found", (CLI, FAT), plumbum_missing)
    yield case("commands", "psutil-no-process", (CLI, BIZ), psutil_gone)
    yield case("commands", "psutil-wait-timeout", (CLI, TRA), psutil_wait)
    yield case("commands", "portalocker-held", TRA, lock_held)


def files_family() -> Iterator[Case]:
    """Patches, code edits, key-value stores and office/media files an agent opens."""

    def patch_stale() -> Any:
        import whatthepatch

        diff = next(
            whatthepatch.parse_patch(
                "--- a/app.py\n+++ b/app.py\n@@ -1,2 +1,2 @@\n-x = 1\n+x = 2\n y = 3\n"
            )
        )
        return whatthepatch.apply_diff(diff, ["x = 10", "y = 30"])

    def unidiff_bad() -> Any:
        import unidiff

        return unidiff.PatchSet("--- a/x\n+++ b/x\n@@ -1,3 +1,3 @@\n-a\n+b\n")

    def libcst_bad() -> Any:
        import libcst

        return libcst.parse_module("def total(items:\n    return sum(items)\n")

    def lmdb_full() -> Any:
        import lmdb

        env = lmdb.open(tempfile.mkdtemp(), map_size=64 * 1024)
        with env.begin(write=True) as txn:
            for number in range(10_000):
                txn.put(str(number).encode(), b"x" * 512)

    def lmdb_missing() -> Any:
        import lmdb

        return lmdb.open(os.path.join(tempfile.mkdtemp(), "no", "db"), create=False)

    def lmdb_readonly() -> Any:
        import lmdb

        folder = tempfile.mkdtemp()
        lmdb.open(folder).close()
        env = lmdb.open(folder, readonly=True)
        with env.begin(write=True) as txn:
            txn.put(b"k", b"v")

    def pathvalidate_bad() -> Any:
        import pathvalidate

        return pathvalidate.validate_filename("report:2024?.txt", platform="windows")

    def seven_zip() -> Any:
        import py7zr

        return py7zr.SevenZipFile(_junk(".7z"))

    def old_excel() -> Any:
        import xlrd

        return xlrd.open_workbook(_junk(".xls"))

    def pptx_missing() -> Any:
        import pptx

        return pptx.Presentation(os.path.join(tempfile.mkdtemp(), "deck.pptx"))

    def pdf_junk() -> Any:
        from pdfminer.high_level import extract_text

        return extract_text(_junk(".pdf"))

    def mp3_junk() -> Any:
        import mutagen.mp3

        return mutagen.mp3.MP3(_junk(".mp3", b"\x00" * 4096))

    yield case("files", "whatthepatch-stale-hunk", CLI, patch_stale)
    yield case("files", "unidiff-truncated", CLI, unidiff_bad)
    yield case("files", "libcst-syntax", CLI, libcst_bad)
    yield case("files", "lmdb-map-full", FAT, lmdb_full)
    yield case("files", "lmdb-missing", CLI, lmdb_missing)
    yield case("files", "lmdb-readonly", (CLI, FAT), lmdb_readonly)
    yield case("files", "pathvalidate-chars", CLI, pathvalidate_bad)
    yield case("files", "py7zr-not-archive", CLI, seven_zip)
    yield case("files", "xlrd-not-xls", CLI, old_excel)
    yield case("files", "pptx-missing", CLI, pptx_missing)
    yield case("files", "pdfminer-not-pdf", CLI, pdf_junk)
    yield case("files", "mutagen-no-frames", CLI, mp3_junk)


def parsers_family() -> Iterator[Case]:
    """Config, markup, query and value parsers a tool feeds the model's input to."""

    def tomlkit_bad() -> Any:
        import tomlkit

        return tomlkit.parse('name = "x"\nname = "y"\n[server\nport = 80\n')

    def tomlkit_key() -> Any:
        import tomlkit

        return tomlkit.parse('name = "x"\n')["version"]

    def yaml_scan() -> Any:
        from ruamel.yaml import YAML

        return YAML(typ="safe").load("key: value: other\n  - [unclosed\n")

    def yaml_duplicate() -> Any:
        from ruamel.yaml import YAML

        return YAML().load("name: a\nname: b\n")

    def hjson_bad() -> Any:
        import hjson

        return hjson.loads("{ name: 'a', [ }")

    def soup_parser() -> Any:
        import bs4

        return bs4.BeautifulSoup("<p>hi</p>", "no-such-parser")

    def html5_strict() -> Any:
        import html5lib

        return html5lib.HTMLParser(strict=True).parse("<p><b>unclosed</p></i>")

    def sql_bad() -> Any:
        import sqlglot

        return sqlglot.parse_one("SELECT * FROM (orders WHERE id = 1")

    def json_schema() -> Any:
        import fastjsonschema

        check = fastjsonschema.compile(
            {"type": "object", "properties": {"age": {"type": "integer"}}}
        )
        return check({"age": "ten"})

    def schema_missing() -> Any:
        import schema

        return schema.Schema({"name": str, "email": str}).validate({"name": "x"})

    def email_bad() -> Any:
        import email_validator

        return email_validator.validate_email("ann.example.com", check_deliverability=False)

    def phone_bad() -> Any:
        import phonenumbers

        return phonenumbers.parse("call me maybe", "US")

    def date_bad() -> Any:
        import arrow

        return arrow.get("31/31/2024", "DD/MM/YYYY")

    def cron_bad() -> Any:
        from croniter import croniter

        return croniter("*/5 * *")

    def version_bad() -> Any:
        from packaging.version import Version

        return Version("one.two")

    def specifier_bad() -> Any:
        from packaging.specifiers import SpecifierSet

        return SpecifierSet(">=>1.0")

    rows: list[tuple[str, Callable[[], Any]]] = [
        ("tomlkit-parse", tomlkit_bad),
        ("tomlkit-missing-key", tomlkit_key),
        ("ruamel-scanner", yaml_scan),
        ("ruamel-duplicate-key", yaml_duplicate),
        ("hjson-decode", hjson_bad),
        ("html5lib-strict", html5_strict),
        ("sqlglot-parse", sql_bad),
        ("fastjsonschema", json_schema),
        ("schema-missing-key", schema_missing),
        ("email-validator", email_bad),
        ("phonenumbers", phone_bad),
        ("arrow-date", date_bad),
        ("croniter", cron_bad),
        ("packaging-version", version_bad),
        ("packaging-specifier", specifier_bad),
    ]
    for name, action in rows:
        yield case("parsers", name, CLI, action)
    yield case("parsers", "bs4-no-parser", (CLI, FAT), soup_parser)


class ServiceError(Exception):
    """What a tool raises with a vendor's error text from a 200 reply: the words must decide."""

    def __init__(self, message: str, code: str) -> None:
        super().__init__(message)
        self.code = code


def languages_family() -> Iterator[Case]:
    """Vendor messages in phrasings and languages no earlier set used."""
    server = http()
    rows: list[tuple[str, tuple[str, ...], str]] = [
        ("zh-temporarily", (TRA,), "服务暂时不可用，请稍后重试"),
        ("zh-rate", (TRA,), "访问频率超限，请降低请求频率"),
        ("zh-tw-busy", (TRA,), "伺服器忙碌中，請稍候再試"),
        (
            "ja-crowded",
            (TRA,),
            "ただいまアクセスが集中しています。時間をおいて再度お試しください。",
        ),
        ("ko-maintenance", (TRA,), "서버 점검 중입니다. 잠시 후 다시 이용해 주세요."),
        ("de-unreachable", (TRA,), "Der Dienst ist vorübergehend nicht erreichbar."),
        (
            "fr-overloaded",
            (TRA,),
            "Le serveur est surchargé, merci de patienter quelques instants.",
        ),
        ("es-too-many", (TRA,), "Demasiadas solicitudes. Espere un momento."),
        ("pt-overloaded", (TRA,), "O servidor está sobrecarregado no momento."),
        ("it-too-many", (TRA,), "Troppe richieste, attendere qualche secondo."),
        ("ru-too-many", (TRA,), "Слишком много запросов, подождите немного."),
        (
            "en-back-off",
            (TRA,),
            "The upstream is currently overloaded; please back off and retry in a few seconds.",
        ),
        ("en-maintenance", (TRA,), "Service is in maintenance mode."),
        ("nl-unavailable", (TRA,), "De dienst is tijdelijk niet beschikbaar."),
        ("ar-unavailable", (TRA,), "الخدمة غير متاحة مؤقتًا"),
        ("hi-unavailable", (TRA,), "सेवा अस्थायी रूप से अनुपलब्ध है"),
        ("tr-too-many", (TRA,), "Çok fazla istek gönderildi, lütfen bekleyin."),
        ("vi-overloaded", (TRA,), "Máy chủ đang quá tải, vui lòng thử lại sau ít phút."),
        ("pl-too-many", (TRA,), "Zbyt wiele żądań. Odczekaj chwilę."),
        ("id-busy", (TRA,), "Layanan sedang sibuk, silakan coba beberapa saat lagi."),
        ("zh-order-missing", (CLI, BIZ), "订单不存在"),
        ("ja-file-missing", (CLI,), "指定されたファイルが見つかりません"),
        ("ko-no-permission", (CLI,), "권한이 없습니다"),
        ("de-bad-date", (CLI,), "Ungültiges Datumsformat"),
        ("fr-missing-param", (CLI,), "Paramètre manquant : customer_id"),
        ("es-user-exists", (CLI, BIZ), "El usuario ya existe"),
        ("zh-no-balance", (BIZ,), "余额不足，无法完成支付"),
        ("ja-monthly-cap", (FAT,), "今月の利用上限に達しました"),
        ("en-credit-low", (BIZ, FAT), "Your credit balance is too low to access the API."),
        ("pt-daily-limit", (FAT,), "Limite diário de requisições atingido"),
        ("en-too-large", (CLI,), "Request payload exceeds the maximum allowed size of 10 MB"),
        (
            "en-model-access",
            (CLI,),
            "The requested model does not exist or you do not have access to it.",
        ),
        ("en-bad-key", CRED, "Incorrect API key provided: sk-****abcd."),
    ]

    def call(code: str, text: str) -> Callable[[], Any]:
        def action() -> None:
            body = {"success": False, "errcode": code, "errmsg": text}
            server.set(200, json.dumps(body, ensure_ascii=False))
            answer = requests.post(server.url + "/v1/jobs", json={}, timeout=3).json()
            if not answer["success"]:
                raise ServiceError(answer["errmsg"], answer["errcode"])

        return action

    for number, (name, accept, text) in enumerate(rows, start=1):
        yield case("languages-dev10", name, accept, call(f"E{10100 + number}", text))


FAMILIES = (commands_family, files_family, parsers_family, languages_family)
