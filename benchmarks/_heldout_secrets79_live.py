"""Held-out set 79: output of tools and libraries really run here, against local files and
127.0.0.1 only, in the shapes a spreadsheet or office agent meets.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(ports, temporary paths, times) so that every run gives the same text except the values. A
tool or library missing here adds no case, and every value is drawn before anything runs, so
a missing tool changes no value drawn for another case. Tools and calls were grepped for in
every earlier ``benchmarks/*heldout*`` file; some were used before in other shapes
(``zipinfo`` 4 files, ``unzip -p`` 6, ``column -t`` 7, ``curl -v`` 36, ``xxd`` 43, ``git grep``
18, ``sqlite3`` many, ``openpyxl``'s ``Worksheet`` 4, ``There is no item named`` 1, httpx's
``HTTP Request:`` 8), which set 79's share (office files and the agents that read them)
allows; new here are ``csv.DictReader`` rows and openpyxl's ``Invalid cell coordinates``.

* ``cli``: ``zipinfo -1`` of an export archive whose member is named with a token, ``unzip
  -p`` of a .docx's ``docProps/custom.xml``, ``sqlite3 .dump`` of a lab database,
  ``column -s, -t`` of a CSV export, ``curl -sv`` with an API key header against a 401 server
  on 127.0.0.1, ``xxd`` of a config file, ``git grep -n`` in a scratch repository.
* ``traceback``: openpyxl's ``wb[name]`` (``KeyError``) and ``coordinate_from_string``
  (``ValueError``) given a pasted token, python-docx opening a path named with a token
  (``PackageNotFoundError``), ``zipfile.ZipFile.getinfo`` (``KeyError``).
* ``repr``: a ``csv.DictReader`` row and a ``collections.ChainMap`` of sheet settings.
* ``log``: httpx's ``HTTP Request:`` line for a URL carrying a token, to the 401 server.
"""

from __future__ import annotations

import contextlib
import re
import sqlite3
import tempfile
import zipfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d+", "127.0.0.1:8080", text)
    text = re.sub(r"port \d+", "port 8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\d{2}-\w{3}-\d{2} \d\d:\d\d", "07-Dec-26 15:30", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 15:30:00", text)
    text = re.sub(r"Date: .*", "Date: Mon, 07 Dec 2026 15:30:00 GMT", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 28, 31, 26, 37, 29, 33, 30, 27, 35)]
    hx = [v.gen(HEX, n) for n in (40, 32, 48)]
    pw = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        server = start_denying_server()
        try:
            port = server.server_address[1]
            cli = _collect(_cli_runs(tmp, an, hx, pw, port), tmp, "cli", "context")
            tb = _collect(_library_runs(tmp, an), tmp, "traceback", "note")
            reprs = _collect(_repr_runs(tmp, an, pw), tmp, "repr", "cause")
            logs = _collect(_log_runs(an, port), tmp, "log", "args")
        finally:
            server.shutdown()
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str], port: int) -> list[Run]:
    base = Path(tmp)
    with zipfile.ZipFile(base / "export.zip", "w") as z:
        z.writestr("exports/rota_december.csv", "ward,shift\n3,night\n")
        z.writestr(f"exports/sync-{hx[0]}.json", "{}\n")
    with zipfile.ZipFile(base / "protocol.docx", "w") as z:
        z.writestr(
            "docProps/custom.xml",
            '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/'
            'custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/'
            '2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" '
            f'pid="2" name="EproApiKey"><vt:lpwstr>{an[0]}</vt:lpwstr></property></Properties>',
        )
    con = sqlite3.connect(base / "lab.db")
    con.execute("create table instruments (asset text, service_user text, service_pw text)")
    con.execute("insert into instruments values ('HPLC-02', 'agilent_fs', ?)", (pw[0],))
    con.commit()
    con.close()
    (base / "export.csv").write_text(
        f"site,country,edc_user,edc_password\nSITE-012,Ghana,cra_012,{pw[1]}\n"
        "SITE-014,Togo,cra_014,(reset)\n"
    )
    (base / "sync.ini").write_text(
        f"[sheets]\nspreadsheet = Rota December\napi_token = {an[1]}\nrange = A1:F40\n"
    )
    repo = base / "repo"
    repo.mkdir()
    run_command(["git", "init", "-q", str(repo)], tmp, env=_ENV)
    (repo / "partners.csv").write_text(
        f"partner,env,api_key\ntelehealth,prod,{an[2]}\npharmacy,test,\n"
    )
    run_command(["git", "-C", str(repo), "add", "partners.csv"], tmp, env=_ENV)
    return [
        (
            "zipinfo member",
            "zipinfo -1 of an export archive whose member is named with a token",
            hx[0],
            ["zipinfo", "-1", str(base / "export.zip")],
        ),
        (
            "unzip docx custom",
            "unzip -p of a .docx's docProps/custom.xml holding a custom property",
            an[0],
            ["unzip", "-p", str(base / "protocol.docx"), "docProps/custom.xml"],
        ),
        (
            "sqlite3 dump",
            "sqlite3 .dump of a small lab database with an instrument service password",
            pw[0],
            ["sqlite3", str(base / "lab.db"), ".dump instruments"],
        ),
        (
            "column csv",
            "column -s, -t of a CSV export of EDC site accounts",
            pw[1],
            ["column", "-s", ",", "-t", str(base / "export.csv")],
        ),
        (
            "curl verbose header",
            "curl -sv with an X-Api-Key header against a 401 server on 127.0.0.1",
            an[3],
            [
                "curl",
                "-sv",
                "-o",
                "/dev/null",
                "-H",
                f"X-Api-Key: {an[3]}",
                f"http://127.0.0.1:{port}/v1/sheets/rota/values",
            ],
        ),
        (
            "xxd ini",
            "xxd of a sheet-sync INI file",
            an[1],
            ["xxd", str(base / "sync.ini")],
        ),
        (
            "git grep",
            "git grep -n for api_key in a scratch repository's staged CSV",
            an[2],
            ["git", "-C", str(repo), "grep", "-n", "--cached", "api_key\\|prod"],
        ),
    ]


def _library_runs(tmp: str, an: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from openpyxl import Workbook
        from openpyxl.utils.cell import coordinate_from_string

        def sheet() -> None:
            wb = Workbook()
            wb.active.title = "Config"
            wb[an[4]]

        out += [
            (
                "openpyxl worksheet",
                "openpyxl wb[name] given a pasted token as the sheet's name (KeyError)",
                an[4],
                lambda: raised_message(sheet),
            ),
            (
                "openpyxl coordinate",
                "openpyxl coordinate_from_string given a token pasted as a cell address",
                an[5],
                lambda: raised_message(lambda: coordinate_from_string(an[5])),
            ),
        ]
    with contextlib.suppress(ImportError):
        import docx

        path = str(Path(tmp) / "inbox" / f"consent-{an[6]}.docx")
        out.append(
            (
                "python-docx package",
                "python-docx Document() on a path named with a token (PackageNotFoundError)",
                an[6],
                lambda: raised_message(lambda: docx.Document(path)),
            )
        )
    archive = Path(tmp) / "book.xlsx"
    with zipfile.ZipFile(archive, "w") as z:
        z.writestr("xl/workbook.xml", "<workbook/>")

    def member() -> None:
        with zipfile.ZipFile(archive) as z:
            z.getinfo(f"xl/worksheets/{an[7]}.xml")

    out.append(
        (
            "zipfile getinfo",
            "zipfile.ZipFile.getinfo for a member named with a token (KeyError)",
            an[7],
            lambda: raised_message(member),
        )
    )
    return out


def _repr_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    import csv
    import io
    from collections import ChainMap

    def row() -> str:
        text = f"site,edc_user,edc_password\nSITE-021,cra_021,{pw[2]}\n"
        return repr(next(csv.DictReader(io.StringIO(text))))

    return [
        ("dictreader row", "repr of a csv.DictReader row of site accounts", pw[2], row),
        (
            "chainmap settings",
            "repr of a collections.ChainMap of a sheet's settings over defaults",
            an[8],
            lambda: repr(
                ChainMap({"range": "A1:F40", "token": an[8]}, {"range": "A1", "retries": 3})
            ),
        ),
    ]


def _log_runs(an: list[str], port: int) -> list[Run]:
    def fetched() -> str:
        import httpx

        with captured_logs("httpx") as stream:
            httpx.get(f"http://127.0.0.1:{port}/export.csv?sheet=Rota&token={an[9]}")
        return stream.getvalue().strip()

    return [
        (
            "httpx request line",
            "httpx's INFO line for a GET whose URL carries an export token, to a 401 server",
            an[9],
            fetched,
        )
    ]
