"""Held-out set 16: secrets in errors and printouts that Python libraries make for real here.

Grepped against sets 5-15's files (none of these appear): ``http.client`` "nonnumeric port"
for a host given as ``user:pass@host``, ``ipaddress`` rejecting ``user:pass@host``, a
``jsonschema`` error quoting the value, a pydantic error whose ``input_value`` is the whole
dict (the secret a sibling of the bad field), ``click``'s usage error for a token passed to
the wrong option, an ``sqlite3`` syntax error near an unquoted password, ``strptime`` and
``int()`` given a token, ``ElementTree.tostring`` of an element with a password attribute,
``urllib.request.Request.header_items()``, a ``yarl.URL`` repr, ``yaml.safe_dump`` and
``tomlkit.dumps`` of a config. Other runtimes' printouts (shape from their documentation):
Objective-C ``NSDictionary`` description, an Apple plist, R's ``str()``, PowerShell's
hashtable table, Zig's ``{any}`` of a struct, Dart's ``Map.toString`` and Nim's ``$``.
"""

from __future__ import annotations

import datetime
import http.client
import ipaddress
import sqlite3
import urllib.request
import xml.etree.ElementTree as ET

import click
import jsonschema
import pydantic
import tomlkit
import yaml
import yarl
from _heldout_secrets_harness import ALNUM, URLSAFE, Case, Values
from click.testing import CliRunner

__all__ = ["repr_cases"]


def _message(call: object) -> str:
    try:
        call()  # type: ignore[operator]
    except Exception as error:
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


class _Settings(pydantic.BaseModel):
    host: str
    port: int
    password: str


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        assert secret in text, name
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    head = v.gen(ALNUM, 14)
    text = _message(lambda: http.client.HTTPConnection(f"deploy:{head}@10.0.0.4"))
    add(
        "http.client nonnumeric port", "http.client.HTTPConnection given user:pass@host", text, head
    )
    password = v.gen(ALNUM, 12)
    text = _message(lambda: ipaddress.ip_address(f"admin:{password}@192.0.2.10"))
    add(
        "ipaddress userinfo",
        "ipaddress.ip_address given a host with its credentials",
        text,
        password,
    )
    token = "sk_" + v.gen(ALNUM, 32)
    schema = {"properties": {"api_key": {"pattern": "^sk_live_"}}}
    text = _message(lambda: jsonschema.validate({"api_key": token}, schema))
    add("jsonschema pattern", "jsonschema's message quotes the failing value", text, token[3:])
    password = v.pw()
    text = _message(
        lambda: _Settings.model_validate({"host": "db", "port": "5432/tcp", "password": password})
    )
    text += f"\n  (validating {{'host': 'db', 'port': '5432/tcp', 'password': '{password}'}})"
    add(
        "pydantic sibling",
        "pydantic v2 error, the whole input echoed by the caller",
        text,
        password,
        raises="cause",
    )

    @click.command()
    @click.option("--retries", type=int)
    @click.argument("name")
    def cli(retries: int, name: str) -> None:
        del retries, name

    token = v.gen(URLSAFE, 40)
    result = CliRunner().invoke(cli, ["--retries", token, "job"], prog_name="sync")
    add(
        "click bad parameter",
        "click's usage error for a token given to an int option",
        result.output,
        token,
        raises="process",
    )
    password = v.gen(ALNUM, 8) + "#" + v.gen(ALNUM, 5)
    db = sqlite3.connect(":memory:")
    db.execute("create table users (name, pw)")
    sql = f"update users set pw = {password} where name = 'ops'"
    text = _message(lambda: db.execute(sql)) + f"\n  while running: {sql}"
    add("sqlite near", "sqlite3 syntax error near an unquoted password", text, password)
    token = "eyJhbGciOiJIUzI1NiJ9." + v.gen(URLSAFE, 60) + "." + v.gen(URLSAFE, 43)
    text = _message(lambda: datetime.datetime.strptime(token, "%Y-%m-%d"))
    add("strptime token", "strptime given a token for a date column", text, token[21:], "keyerror")
    password = v.gen(ALNUM, 14)
    text = _message(lambda: int(password))
    add(
        "int password",
        "int() given the password where the port was expected (shifted fields)",
        text + " (parsing DB_PORT from .env line 4)",
        password,
        raises="context",
    )
    element = ET.Element("datasource", {"name": "crm", "user": "crm_app", "password": v.pw()})
    xml = ET.tostring(element, encoding="unicode")
    add(
        "elementtree tostring",
        "ElementTree.tostring of a datasource element",
        f"JNDI lookup failed for {xml}",
        element.get("password", ""),
    )
    token = v.gen(URLSAFE, 43)
    request = urllib.request.Request("https://api.acme.io/v1/jobs", headers={"X-auth-token": token})
    add(
        "request header_items",
        "urllib.request.Request.header_items()",
        f"HTTPError 401 for {request.full_url} with headers {request.header_items()}",
        token,
    )
    password = v.pw().replace("%", "!").replace("#", "!")
    url = yarl.URL.build(scheme="amqp", user="orders", password=password, host="mq", port=5672)
    add(
        "yarl repr",
        "yarl.URL repr of a broker URL",
        f"ConnectionError: cannot reach {url!r}",
        url.raw_password or password,
    )
    password = v.pw()
    dumped = yaml.safe_dump({"smtp": {"host": "mail.acme.io", "user": "bot", "secret": password}})
    add(
        "yaml safe_dump",
        "yaml.safe_dump of the effective config in an error",
        f"config rejected by schema v3:\n{dumped}",
        password,
        raises="note",
    )
    token = v.gen(ALNUM, 40)
    dumped = tomlkit.dumps({"publish": {"index": "internal", "token": token}})
    add(
        "tomlkit dumps",
        "tomlkit.dumps of a publish section",
        f"upload failed (403):\n{dumped}",
        token,
    )

    rows = r"""
objc nsdictionary ¦ Objective-C NSLog of an NSDictionary (description format) ¦ {p} ¦ *** Terminating app due to uncaught exception 'NSInvalidArgumentException', reason: 'bad config' userInfo: {\n    host = "api.acme.io";\n    password = "{t}";\n    user = mobile;\n}
apple plist ¦ an Apple plist in a configuration profile install error ¦ {p} ¦ profiles: Error installing profile: The Wi-Fi payload is invalid.\n<dict><key>SSID_STR</key><string>ACME-Corp</string><key>Password</key><string>{t}</string><key>EncryptionType</key><string>WPA2</string></dict>
r str ¦ R's str() of a list in a stopifnot failure ¦ {p} ¦ Error in dbConnect(RPostgres::Postgres(), ...): could not connect\nList of 3\n $ user    : chr "analyst"\n $ password: chr "{t}"\n $ host    : chr "pg-dw"
powershell hashtable ¦ PowerShell's default table of a hashtable ¦ {p} ¦ Invoke-RestMethod : The remote server returned an error: (401) Unauthorized.\n\nName                           Value\n----                           -----\nusername                       svc_backup\npassword                       {t}\nuri                            https://backup.acme.io/api
zig struct ¦ Zig std.debug.print("{any}") of a struct ¦ {A32} ¦ error: AuthFailed\nconfig: main.Config{ .endpoint = "https://api.acme.io", .api_key = "{t}", .timeout_ms = 5000 }
dart map ¦ Dart's Map.toString (no quotes) in an unhandled exception ¦ {u40} ¦ Unhandled exception:\nDioException [bad response]: status 403\nheaders: {content-type: application/json, x-api-key: {t}, accept: */*}
nim repr ¦ Nim's $ of an object ¦ {A36} ¦ Error: unhandled exception: HttpRequestError 401 [HttpRequestError]\nclient = (baseUrl: "https://api.acme.io", token: "{t}", retries: 3)
"""
    out += v.table("traceback", rows, raises="args")
    return out
