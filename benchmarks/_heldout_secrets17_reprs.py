"""Held-out set 17: errors and reprs Python libraries make for real here.

Each text is what the library raises or prints when called as below (nothing is written by
hand but the call): ``configobj`` quoting a line it cannot parse, ``dateutil`` and
``iso8601`` given a token for a date, ``netaddr`` given a host with its credentials,
``sqlglot`` showing the SQL around a ``crypt()`` call, ``jmespath`` echoing an
expression, Jinja2's syntax error naming the token it got, ``dacite`` quoting a field's
value, ``jsonschema_rs`` quoting the failing instance, ``xmlschema`` printing the failing
element, Werkzeug's
``Authorization`` repr, Starlette's ``Headers`` repr, ``urllib3.util.parse_url`` quoting a
URL, ``unittest``'s dict diff, ``traceback`` with ``capture_locals``, ``subprocess``'s
``TimeoutExpired``, DuckDB's parser error on ``CREATE SECRET``, pandas' ``astype`` and
NumPy's conversion errors, ``beartype``'s parameter violation, ``multidict``'s repr and
``zoneinfo`` given a token. None of these libraries was used by sets 4-16 (grepped).
"""

from __future__ import annotations

import base64
import re
import subprocess
import sys
import traceback
import unittest
import zoneinfo
from dataclasses import dataclass
from pathlib import Path

import configobj
import dacite
import dateutil.parser
import duckdb
import iso8601
import jinja2
import jmespath
import jsonschema_rs
import multidict
import netaddr
import numpy
import pandas
import sqlglot
import urllib3
import xmlschema
from _heldout_secrets_harness import ALNUM, DIGITS, URLSAFE, Case, Values
from beartype import beartype
from starlette.datastructures import Headers
from werkzeug.datastructures import Authorization

__all__ = ["repr_cases"]


def _message(call: object) -> str:
    try:
        call()  # type: ignore[operator]
    except BaseException as error:  # SystemExit-free: every call here raises an Exception
        module = type(error).__module__
        prefix = "" if module == "builtins" else module + "."
        return f"{prefix}{type(error).__qualname__}: {error}"
    raise AssertionError("expected an error")


def _stable(text: str) -> str:
    """The same text on every run and machine: addresses, this folder and timings fixed."""
    text = re.sub(r"0x[0-9a-f]{6,}", "0x7f3a2c1d9e40", text)
    text = text.replace(str(Path(__file__).parent), "/srv/app").replace(sys.executable, "python3")
    return re.sub(r"after [0-9.]+ seconds", "after 0.05 seconds", text)


@dataclass
class _Device:
    name: str
    pin: str


@beartype
def _enroll(device: str, otp: int) -> None:
    """A function with a type hint the caller breaks."""


def _locals_trace(password: str) -> str:
    def connect(host: str, user: str, secret: str) -> None:
        raise ConnectionRefusedError(111, "Connection refused")

    try:
        connect("ldap.acme.io", "svc_sync", password)
    except ConnectionRefusedError as error:
        trace = traceback.TracebackException.from_exception(error, capture_locals=True)
        return "".join(trace.format())
    raise AssertionError("expected an error")


def _unittest_diff(old: str, new: str) -> str:
    case = unittest.TestCase()
    case.maxDiff = None
    # unittest's own diff is the point here, not an assertion of this module.
    expected = {"user": "ci", "token": new}
    return _message(lambda: case.assertEqual({"user": "ci", "token": old}, expected))  # noqa: PT009


_XSD = """<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">
<xs:element name="smtp"><xs:complexType><xs:sequence>
<xs:element name="host" type="xs:string"/><xs:element name="port" type="xs:int"/>
<xs:element name="password" type="xs:string"/></xs:sequence></xs:complexType></xs:element>
</xs:schema>"""


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        text = _stable(text)
        assert secret in text, (name, text)
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    pw = v.gen(ALNUM, 8) + "!" + v.gen(ALNUM, 5)  # configobj reads # as a comment
    lines = ["[database]", "user = app", f"password {pw}", "host = db"]
    add(
        "configobj line",
        "configobj.ConfigObj quoting a line it cannot parse",
        _message(lambda: configobj.ConfigObj(lines)),
        pw,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "dateutil parse",
        "dateutil.parser.parse given a token in place of a date",
        _message(lambda: dateutil.parser.parse(tok)),
        tok,
    )
    tok = v.gen(URLSAFE, 40)
    add(
        "iso8601 parse",
        "iso8601.parse_date given a token",
        _message(lambda: iso8601.parse_date(tok)),
        tok,
        raises="cause",
    )
    pw = v.gen(ALNUM, 14)
    add(
        "netaddr userinfo",
        "netaddr.IPAddress given a host with its credentials",
        _message(lambda: netaddr.IPAddress(f"admin:{pw}@10.20.0.7")),
        pw,
    )
    pw = v.pw().replace("'", "")
    sql = f"UPDATE users SET password_hash = crypt('{pw}', gen_salt('bf')) WHERE id = 7 AND"
    add(
        "sqlglot crypt",
        "sqlglot.parse_one's error showing the SQL around a crypt() call",
        _message(lambda: sqlglot.parse_one(sql, read="postgres")),
        pw,
    )
    tok = v.gen(ALNUM, 36)
    add(
        "jmespath lexer",
        "jmespath.search echoing an expression with an unclosed literal",
        _message(lambda: jmespath.search(f"items[?api_key == `{tok}].id", {})),
        tok,
    )
    tok = "ghp_" + v.gen(ALNUM, 36)
    add(
        "jinja2 got token",
        "Jinja2's TemplateSyntaxError names the token it got",
        _message(lambda: jinja2.Environment().from_string("{{ github_token " + tok + " }}")),
        tok[4:],
        raises="context",
    )
    pin = int("7" + v.gen(DIGITS, 7))
    add(
        "dacite wrong type",
        "dacite.from_dict quoting a field's value of the wrong type",
        _message(lambda: dacite.from_dict(_Device, {"name": "door-3", "pin": pin})),
        str(pin),
    )
    tok = v.gen(ALNUM, 40)
    schema = {"type": "object", "properties": {"api_key": {"pattern": "^ak_live_"}}}
    add(
        "jsonschema_rs pattern",
        "jsonschema_rs quoting the failing instance",
        _message(lambda: jsonschema_rs.validate(schema, {"api_key": tok})),
        tok,
    )
    pw = v.pw()
    doc = f"<smtp><host>mail.acme.io</host><password>{pw}</password></smtp>"  # no <port>
    add(
        "xmlschema instance",
        "xmlschema's error on a missing element printing the whole parent",
        _message(lambda: xmlschema.XMLSchema(_XSD).validate(doc)),
        pw,
        raises="note",
    )
    pw = v.pw()
    auth = Authorization("basic", {"username": "deploy", "password": pw})
    basic = base64.b64encode(f"deploy:{pw}".encode()).decode()  # the repr shows the header
    add(
        "werkzeug authorization",
        "Werkzeug's Authorization repr (Basic and its base64)",
        f"403 Forbidden for {auth!r} on /admin/deploy",
        basic,
    )
    tok = v.gen(URLSAFE, 43)
    headers = Headers({"authorization": f"Bearer {tok}", "x-request-id": "b81f"})
    add(
        "starlette headers",
        "Starlette's Headers repr in an exception handler's message",
        f"HTTPException 401 for GET /v1/me with {headers!r}",
        tok,
    )
    pw = v.gen(ALNUM, 14)  # a # or / would end the userinfo before the port
    add(
        "urllib3 parse url",
        "urllib3.util.parse_url quoting a URL whose port is out of range",
        _message(lambda: urllib3.util.parse_url(f"https://bot:{pw}@hooks.acme.io:99999/x")),
        pw,
    )
    old, new = v.gen(ALNUM, 40), v.gen(ALNUM, 40)
    add(
        "unittest dict diff",
        "unittest's assertEqual diff of two dicts (the expected token)",
        _unittest_diff(old, new),
        new,
    )
    pw = v.pw()
    add(
        "capture locals",
        "traceback.TracebackException(capture_locals=True) of a connect call",
        _locals_trace(pw),
        pw,
        raises="group",
    )
    pw = v.pw()
    cmd = [sys.executable, "-c", "import time; time.sleep(5)", "--password", pw]
    add(
        "subprocess timeout",
        "subprocess.run's TimeoutExpired quoting the command",
        _message(lambda: subprocess.run(cmd, timeout=0.05, check=False)),
        pw,
    )
    key = v.gen(ALNUM, 40)
    sql = f"CREATE SECRET s3c (TYPE S3, KEY_ID 'AKIAACME7Q2', SECRET '{key}' REGION 'eu-west-1')"
    add(
        "duckdb create secret",
        "DuckDB's parser error quoting CREATE SECRET",
        _message(lambda: duckdb.sql(sql)),
        key,
    )
    pw = v.pw()
    frame = pandas.DataFrame({"user": ["ops"], "pin": [pw]})
    add(
        "pandas astype",
        "pandas astype(int) of a column holding a password",
        _message(lambda: frame.astype({"pin": int})),
        pw,
        raises="args",
    )
    tok = v.gen(ALNUM, 32)
    add(
        "numpy astype",
        "NumPy converting a string array holding a token to float",
        _message(lambda: numpy.array(["1.5", tok]).astype(float)),
        tok,
    )
    tok = v.gen("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 32)
    add(
        "beartype violation",
        "beartype's violation names the parameter and its value",
        _message(lambda: _enroll("door-3", tok)),
        tok,
    )
    tok = v.gen(ALNUM, 40)
    headers_md = multidict.CIMultiDict({"Authorization": f"token {tok}", "Accept": "*/*"})
    add(
        "multidict repr",
        "multidict's CIMultiDict repr (aiohttp's request headers)",
        f"ClientResponseError 403 for POST /repos/acme/api/dispatches headers={headers_md!r}",
        tok,
    )
    tok = v.gen(ALNUM, 24)
    add(
        "zoneinfo key",
        "zoneinfo.ZoneInfo given a token in place of a time zone",
        _message(lambda: zoneinfo.ZoneInfo(tok)),
        tok,
    )
    return out
