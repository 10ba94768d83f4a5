"""Held-out set 48: output of tools and libraries really run here, against 127.0.0.1 only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths, user agents and signatures) so that every run gives
the same text except the values. Tools and calls were grepped for in every earlier held-out
file before they were chosen, and those no earlier set ran, or only one ran, were taken (the
counts are in the commit message):

* ``cli``: python-hcl2's ``hcl2tojson`` on a Terraform provider block, jmespath's ``jp.py``
  on a settings file, sqlparse's ``sqlformat`` on a migration setting a role's password,
  ``jsondiff`` between two configs, ``pygmentize -f raw`` on an INI file and ``openssl req
  -text`` on a CSR carrying a ``challengePassword``, ``griffe dump`` of a settings module
  and python-hcl2's ``jsontohcl2`` on a tfvars JSON.
* ``traceback``: xmlschema's validation error on a key failing its pattern, babel's
  ``UnknownLocaleError``, elementpath's undeclared prefix, ``ipaddress.ip_address``,
  marshmallow's unknown field and python-liquid's unknown filter, each given a value that
  held a secret; ``http.client``'s ``InvalidURL`` for a webhook path whose token kept a
  newline and requests' ``InvalidHeader`` for a pasted bearer header.
* ``repr``: urllib3's ``Url``, psycopg2's ``parse_dsn`` result, ``wsgiref.headers.Headers``,
  ``zipfile.ZipInfo``, an ``http.cookiejar.Cookie`` and a tomlkit document.
* ``log``: botocore's ``Making request for OperationModel`` DEBUG line for an SSM
  ``PutParameter`` sent to a server on 127.0.0.1, the anthropic client's DEBUG ``Request
  options`` line for a call with a gateway key header, and ``http.client``'s debug output
  (``send: b'...'``) for a request carrying an auth header.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_BIN = "/work/venv/bin/"
_LETTERS = "abcdefghijklmnopqrstuvwxyz"
_LOWER = _LETTERS + "0123456789"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"'User-Agent': '[^']*'", "'User-Agent': 'Boto3/1.44 Botocore/1.44'", text)
    text = re.sub(
        r"Date: [A-Z][a-z]{2}, \d\d [A-Z][a-z]{2} \d{4} [\d:]{8} GMT",
        "Date: Sun, 06 Dec 2026 15:50:00 GMT",
        text,
    )
    text = re.sub(r"BaseHTTP/[\d.]+ Python/[\d.]+", "BaseHTTP/0.6 Python/3.11.7", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 37, 31, 28, 36, 30, 33, 27, 35, 32, 38)]
    lo = [v.gen(_LOWER, 24), v.gen(_LETTERS, 1) + v.gen(_LOWER, 25)]
    hx = [v.gen(HEX, n) for n in (40, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 41)]
    pw = [v.pw() for _ in range(6)]
    ex = [v.gen(ALNUM, n) for n in (33, 29)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an, lo, ul), tmp, "traceback", "note")
        tb += _collect(_http_error_runs(ex), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw, hx), tmp, "repr", "cause")
        cli += _collect(_more_cli_runs(tmp, an), tmp, "cli", "context")
        logs = _collect(_log_runs(an, pw), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "main.tf").write_text(f'provider "pagerduty" {{\n  token = "{an[0]}"\n}}\n')
    settings = {"services": {"sms": {"provider": "kannel", "key": an[1]}}}
    (t / "settings.json").write_text(json.dumps(settings) + "\n")
    (t / "0042_roles.sql").write_text(f"alter role reporting with login password '{pw[0]}';\n")
    (t / "before.json").write_text(
        '{"webhook": {"url": "https://hooks.acme.io/in", "secret": ""}}\n'
    )
    after = {"webhook": {"url": "https://hooks.acme.io/in", "secret": hx[0]}}
    (t / "after.json").write_text(json.dumps(after) + "\n")
    (t / "grafana.ini").write_text(f"[security]\nadmin_user = admin\nadmin_password = {pw[1]}\n")
    conf = (
        "[req]\nprompt=no\ndistinguished_name=dn\nattributes=attr\n[dn]\nCN=vpn.acme.io\n"
        f"[attr]\nchallengePassword={an[2]}\n"
    )
    (t / "csr.cnf").write_text(conf)
    return [
        (
            "hcl2tojson provider",
            "python-hcl2's hcl2tojson on a Terraform provider block holding a token",
            an[0],
            [_BIN + "hcl2tojson", str(t / "main.tf")],
        ),
        (
            "jp query",
            "jmespath's jp.py querying a settings file for an SMS key",
            an[1],
            [_BIN + "jp.py", "-f", str(t / "settings.json"), "services.sms"],
        ),
        (
            "sqlformat migration",
            "sqlparse's sqlformat reindenting a migration that sets a role's password",
            pw[0],
            [_BIN + "sqlformat", "-r", "-k", "upper", str(t / "0042_roles.sql")],
        ),
        (
            "jsondiff configs",
            "jsondiff between two webhook configs, the second with its secret filled in",
            hx[0],
            [_BIN + "jsondiff", str(t / "before.json"), str(t / "after.json")],
        ),
        (
            "pygmentize raw ini",
            "pygmentize -f raw on grafana.ini (one token a line, values quoted)",
            pw[1],
            [_BIN + "pygmentize", "-f", "raw", "-l", "ini", str(t / "grafana.ini")],
        ),
        (
            "openssl req challenge password",
            "openssl req -text on a new CSR whose attributes carry a challengePassword",
            an[2],
            [
                "openssl", "req", "-new", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256",
                "-nodes", "-keyout", str(t / "vpn.key"), "-text", "-noout",
                "-reqopt", "no_pubkey,no_sigdump", "-config", str(t / "csr.cnf"),
            ],
        ),
    ]  # fmt: skip


def _more_cli_runs(tmp: str, an: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "billing").mkdir()
    (t / "billing" / "__init__.py").write_text("")
    (t / "billing" / "settings.py").write_text(
        f'DEBUG = False\nSTRIPE_WEBHOOK_SECRET = "whsec_{an[10]}"\n'
    )
    tfvars = {"region": "eu-north-1", "datadog_api_key": an[11]}
    (t / "vars.json").write_text(json.dumps(tfvars) + "\n")
    return [
        (
            "griffe dump",
            "griffe dump of a settings module: each attribute's value as source text",
            an[10],
            [_BIN + "griffe", "dump", "billing.settings", "-s", str(t)],
        ),
        (
            "jsontohcl2 vars",
            "python-hcl2's jsontohcl2 turning a tfvars JSON into HCL",
            an[11],
            [_BIN + "jsontohcl2", str(t / "vars.json")],
        ),
    ]


def _library_runs(an: list[str], lo: list[str], ul: list[str]) -> list[Run]:
    import ipaddress

    out: list[Run] = [
        (
            "ipaddress",
            "ipaddress.ip_address on an 'allow_from' setting that held a key (ValueError)",
            an[3],
            lambda: raised_message(lambda: ipaddress.ip_address(an[3])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import xmlschema

        xsd = (
            '<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="apiKey">'
            '<xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="[a-f0-9]{32}"/>'
            "</xs:restriction></xs:simpleType></xs:element></xs:schema>"
        )

        def xsd_error() -> str:
            schema = xmlschema.XMLSchema(xsd)
            return raised_message(lambda: schema.validate(f"<apiKey>{an[4]}</apiKey>"))

        out.append(
            (
                "xmlschema pattern",
                "xmlschema validating a config whose apiKey fails the schema's pattern",
                an[4],
                xsd_error,
            )
        )
    with contextlib.suppress(ImportError):
        import babel

        out.append(
            (
                "babel unknown locale",
                "babel.Locale.parse on a 'locale' field that held a key (UnknownLocaleError)",
                lo[0].upper(),
                lambda: raised_message(lambda: babel.Locale.parse("qz_" + lo[0])),
            )
        )
    with contextlib.suppress(ImportError):
        from xml.etree import ElementTree

        import elementpath

        out.append(
            (
                "elementpath prefix",
                "elementpath.select with a token pasted where a prefix goes (ElementPathNameError)",
                lo[1],
                lambda: raised_message(
                    lambda: elementpath.select(ElementTree.XML("<a/>"), f"{lo[1]}:key")
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import marshmallow

        class Member(marshmallow.Schema):
            name = marshmallow.fields.Str()
            role = marshmallow.fields.Str()

        out.append(
            (
                "marshmallow unknown field",
                "marshmallow loading a payload whose key was a token (ValidationError)",
                an[5],
                lambda: raised_message(lambda: Member().load({"name": "ops", an[5]: "read"})),
            )
        )
    with contextlib.suppress(ImportError):
        import liquid

        out.append(
            (
                "liquid unknown filter",
                "python-liquid rendering a template where a token landed as a filter",
                ul[0],
                lambda: raised_message(
                    lambda: liquid.Template("Hi {{ name | " + ul[0] + " }}").render(name="x")
                ),
            )
        )
    return out


def _http_error_runs(ex: list[str]) -> list[Run]:
    import http.client

    def invalid_url() -> str:
        conn = http.client.HTTPConnection("127.0.0.1", 9)
        return raised_message(lambda: conn.putrequest("GET", f"/hooks/build?token={ex[0]}\n"))

    out: list[Run] = [
        (
            "http client invalid url",
            "http.client refusing a webhook path whose token kept a trailing newline (InvalidURL)",
            ex[0],
            invalid_url,
        ),
    ]
    with contextlib.suppress(ImportError):
        import requests

        out.append(
            (
                "requests invalid header",
                "requests preparing an Authorization header pasted with a leading space (InvalidHeader)",
                ex[1],
                lambda: raised_message(
                    lambda: requests.Request(
                        "GET", "http://127.0.0.1:9/", headers={"Authorization": f" Bearer {ex[1]}"}
                    ).prepare()
                ),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str], hx: list[str]) -> list[Run]:
    import http.cookiejar
    import zipfile
    from wsgiref.headers import Headers

    def cookie() -> str:
        return repr(
            http.cookiejar.Cookie(
                0, "remember_token", an[6], None, False, "shop.acme.io", False, False,
                "/", True, True, None, False, None, None, {"HttpOnly": None},
            )
        )  # fmt: skip

    out: list[Run] = [
        (
            "wsgiref headers",
            "wsgiref.headers.Headers' repr with a Vault token header",
            ul[1],
            lambda: repr(Headers([("Content-Type", "application/json"), ("X-Vault-Token", ul[1])])),
        ),
        (
            "zipinfo",
            "zipfile.ZipInfo's repr for an export named with a share token",
            hx[1],
            lambda: repr(zipfile.ZipInfo(f"exports/share-{hx[1]}.csv")),
        ),
        (
            "cookiejar cookie",
            "http.cookiejar.Cookie's repr for a remember-me cookie",
            an[6],
            cookie,
        ),
    ]
    with contextlib.suppress(ImportError):
        from urllib3.util import parse_url

        out.append(
            (
                "urllib3 url",
                "urllib3.util.parse_url's Url repr for a registry URL with credentials",
                an[9],
                lambda: repr(parse_url(f"https://deploy:{an[9]}@registry.acme.io:5000/v2/")),
            )
        )
    with contextlib.suppress(ImportError):
        from psycopg2.extensions import parse_dsn

        out.append(
            (
                "psycopg2 parse dsn",
                "psycopg2.extensions.parse_dsn's dict for a libpq DSN",
                pw[3],
                lambda: repr(parse_dsn(f"host=127.0.0.1 dbname=ledger user=etl password={pw[3]}")),
            )
        )
    with contextlib.suppress(ImportError):
        import tomlkit

        out.append(
            (
                "tomlkit document",
                "a tomlkit document's repr after parsing a pyproject-style tool table",
                an[7],
                lambda: repr(
                    tomlkit.parse(f'[tool.publish]\nrepo = "internal"\ntoken = "{an[7]}"\n')
                ),
            )
        )
    return out


def _log_runs(an: list[str], pw: list[str]) -> list[Run]:
    out: list[Run] = []

    def http_client_debug() -> str:
        import http.client

        server = start_denying_server()
        buf = io.StringIO()
        try:
            with contextlib.redirect_stdout(buf):
                conn = http.client.HTTPConnection("127.0.0.1", server.server_address[1])
                conn.set_debuglevel(1)
                conn.request("GET", "/api/v1/devices", headers={"X-Auth-Token": an[8]})
                conn.getresponse().read()
                conn.close()
        finally:
            server.shutdown()
            server.server_close()
        return buf.getvalue().strip()

    out.append(
        (
            "http client debuglevel",
            "http.client with set_debuglevel(1): the send/reply lines of a request with an auth header",
            an[8],
            http_client_debug,
        )
    )
    with contextlib.suppress(ImportError):
        import anthropic

        def anthropic_log() -> str:
            server = start_denying_server()
            try:
                with captured_logs("anthropic._base_client") as stream:
                    client = anthropic.Anthropic(
                        api_key="sk-ant-placeholder",
                        base_url=f"http://127.0.0.1:{server.server_address[1]}",
                        max_retries=0,
                    )
                    with contextlib.suppress(Exception):
                        client.messages.create(
                            model="claude-haiku",
                            max_tokens=16,
                            messages=[{"role": "user", "content": "ping"}],
                            extra_headers={"X-Gateway-Key": pw[5] + an[8][:4]},
                        )
            finally:
                server.shutdown()
                server.server_close()
            lines = [ln for ln in stream.getvalue().splitlines() if "Request options" in ln]
            line = lines[0] if lines else ""
            line = re.sub(r"stainless-python-retry-[0-9a-f-]+", "stainless-python-retry-0", line)
            return re.sub(r"<function (\w+) at 0x[0-9a-f]+>", r"<function \1>", line)

        out.append(
            (
                "anthropic request options",
                "the anthropic client's DEBUG 'Request options' line for a call with a gateway key header",
                pw[5] + an[8][:4],
                anthropic_log,
            )
        )
    with contextlib.suppress(ImportError):
        import boto3

        def botocore_log() -> str:
            server = start_denying_server()
            try:
                with captured_logs("botocore.endpoint") as stream:
                    client = boto3.client(
                        "ssm",
                        endpoint_url=f"http://127.0.0.1:{server.server_address[1]}",
                        region_name="eu-north-1",
                        aws_access_key_id="AKIAIOSFODNN7EXAMPLE",
                        aws_secret_access_key="not-used-" + "x" * 31,
                    )
                    with contextlib.suppress(Exception):
                        client.put_parameter(Name="/shop/smtp", Value=pw[4], Type="SecureString")
            finally:
                server.shutdown()
                server.server_close()
            lines = [ln for ln in stream.getvalue().splitlines() if "Making request for" in ln]
            return re.sub(r"'context': \{.*\}\}$", "'context': {...}}", lines[0]) if lines else ""

        out.append(
            (
                "botocore making request",
                "botocore.endpoint's DEBUG 'Making request for' line for SSM PutParameter",
                pw[4],
                botocore_log,
            )
        )
    return out
