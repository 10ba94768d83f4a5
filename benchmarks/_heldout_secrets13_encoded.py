"""Held-out set 13: secrets behind encodings and inside reprs of Python objects.

Encodings (grepped against earlier sets' encoded files; the ones they took, such as double
percent-encoding, ``\\u`` escapes, HTML ampersands, hex dumps, base64url and data URIs, are
left out or used in another position): a whole form body percent-encoded once, a password
whose marks are percent-encoded inside a URL's userinfo, JSON with escaped slashes, a JSON
string nested in a JSON string, Basic credentials in ``curl -v``-style output, SMTP ``AUTH
LOGIN`` base64 lines, quoted-printable soft breaks, a PEM-like body wrapped at 64 columns, a
token wrapped by a terminal at 80 columns with an indent, Go's ``%q`` quoting, Python bytes
reprs, Java ``.properties`` escapes, XML character references, SQL string doubling and YAML
folded scalars. Reprs of objects earlier sets did not print (dataclass, namedtuple,
``SimpleNamespace``, ``argparse.Namespace``, ``ChainMap``, ``deque``, ``defaultdict``,
``OrderedDict``, ``functools.partial``, ``http.cookies.SimpleCookie``, ``configparser``
sections and ``re.Match``).
"""

from __future__ import annotations

import argparse
import base64
import configparser
import functools
import json
import quopri
import re
import textwrap
import urllib.parse
from collections import ChainMap, OrderedDict, defaultdict, deque, namedtuple
from dataclasses import dataclass
from http.cookies import SimpleCookie
from types import SimpleNamespace

from _heldout_secrets_harness import ALNUM, B64, HEX, URLSAFE, Case, Values

__all__ = ["encoded_cases", "repr_cases"]


@dataclass
class _MailSettings:
    host: str
    port: int
    username: str
    password: str


_Creds = namedtuple("_Creds", "account region secret")


def _connect(host: str, *, user: str, token: str) -> None:
    """Only its ``functools.partial`` repr is used."""


def encoded_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"encoding: {name}", source, text, secret, raises=raises))

    pw = v.gen(ALNUM, 6) + "@#" + v.gen(ALNUM, 5) + "/"
    quoted = urllib.parse.quote(pw, safe="")
    add(
        "userinfo percent-encoded",
        "RFC 3986 userinfo with '@', '#' and '/' percent-encoded",
        f"sqlalchemy.exc.OperationalError: could not connect to "
        f"postgresql+psycopg://etl:{quoted}@pg.acme.lan:5432/dw",
        quoted,
    )
    pw = v.pw()
    body = urllib.parse.urlencode({"grant_type": "password", "username": "ops", "password": pw})
    add(
        "form body",
        "an application/x-www-form-urlencoded body in a 400 log",
        f"POST /oauth/token 400 invalid_grant body={body}",
        urllib.parse.quote_plus(pw),
    )
    tok = v.gen(ALNUM, 40)
    url = json.dumps({"webhook": f"https://hooks.acme.io/in/{tok}"}).replace("/", "\\/")
    add(
        "json escaped slashes",
        "JSON with '\\/' escapes (PHP json_encode default)",
        f"webhook config rejected: {url}",
        tok,
    )
    key = v.gen(ALNUM, 40)
    inner = json.dumps({"client_secret": key, "tenant": "acme"})
    add(
        "json in json",
        "a JSON document stored as a string inside JSON",
        f"bad payload: {json.dumps({'settings': inner, 'version': 3})}",
        key,
        "cause",
    )
    pw = v.pw()
    basic = base64.b64encode(f"reporter:{pw}".encode()).decode()
    add(
        "curl -v basic",
        "curl -v output: '> Authorization: Basic <base64>'",
        f"* Server auth using Basic with user 'reporter'\n> GET /api/v1/report HTTP/1.1\n"
        f"> Host: bi.acme.io\n> Authorization: Basic {basic}\n>\n< HTTP/1.1 401 Unauthorized",
        basic,
    )
    pw = v.pw()
    b64pw = base64.b64encode(pw.encode()).decode()
    add(
        "smtp auth login",
        "SMTP AUTH LOGIN exchange (RFC 4954): base64 user then base64 password",
        f"send: 'AUTH LOGIN bWFpbGVy\\r\\n'\nreply: b'334 UGFzc3dvcmQ6'\nsend: '{b64pw}\\r\\n'\n"
        "reply: b'535 5.7.3 Authentication unsuccessful'",
        b64pw,
    )
    key = v.gen(ALNUM, 90)
    qp = quopri.encodestring(f"Your API key: {key}\n".encode()).decode()
    shown = qp.split("API key: ", 1)[1].split("=\n", 1)[0]
    add(
        "quoted-printable",
        "quoted-printable with a soft line break at 76 columns (RFC 2045)",
        f"mail bounced, original body (Content-Transfer-Encoding: quoted-printable):\n{qp}",
        shown,
    )
    blob = base64.b64encode(bytes(v.r.randrange(256) for _ in range(96))).decode()
    wrapped = "\n".join(textwrap.wrap(blob, 64))
    add(
        "wrapped 64",
        "an encrypted private key body wrapped at 64 columns",
        f"ssh-keygen: load failed\n-----BEGIN ENCRYPTED PRIVATE KEY-----\n{wrapped}\n"
        "-----END ENCRYPTED PRIVATE KEY-----",
        blob[:64],
    )
    tok = v.gen(URLSAFE, 150)
    shown_lines = textwrap.wrap(f"    refresh_token: {tok}", 80, subsequent_indent="    ")
    add(
        "terminal wrap",
        "a long token wrapped by a terminal at 80 columns with an indent",
        "Traceback copied from a terminal:\n" + "\n".join(shown_lines),
        tok[:40],
    )
    pw = v.gen(ALNUM, 5) + '"' + v.gen(ALNUM, 7)
    goq = json.dumps(pw)[1:-1]
    add(
        "go %q",
        "Go's %q quoting escapes a quote in the password",
        f'auth: login "svc" with password "{goq}" rejected by ldap: Invalid Credentials',
        goq,
    )
    key = v.gen(ALNUM, 36)
    add(
        "bytes repr",
        "a bytes repr of a header line",
        f"h11._util.LocalProtocolError: Illegal header value {(b'Bearer ' + key.encode())!r}",
        key,
    )
    pw = v.gen(ALNUM, 6) + ":=" + v.gen(ALNUM, 6)
    props = pw.replace(":", "\\:").replace("=", "\\=")
    add(
        "java properties",
        "a Java .properties value with ':' and '=' escaped",
        f"Could not resolve placeholder in application.properties: spring.mail.password={props}",
        props,
    )
    pw = v.gen(ALNUM, 5) + "&<" + v.gen(ALNUM, 6)
    xml = pw.replace("&", "&#38;").replace("<", "&#60;")
    add(
        "xml char refs",
        "XML numeric character references inside an element",
        f"SOAP fault: wsse:FailedAuthentication <wsse:Password>{xml}</wsse:Password>",
        xml,
    )
    pw = v.gen(ALNUM, 5) + "'" + v.gen(ALNUM, 6)
    sql = pw.replace("'", "''")
    add(
        "sql doubled quote",
        "SQL string literal with a doubled single quote",
        f"ERROR:  syntax error at end of input\nSTATEMENT:  CREATE USER etl PASSWORD '{sql}",
        sql,
    )
    key = v.gen(B64, 120)
    add(
        "yaml folded",
        "a YAML folded scalar (>-) splitting a key across lines",
        f"yaml: line 6: mapping values are not allowed here\nsigning_key: >-\n  {key[:60]}\n"
        f"  {key[60:]}\nbad: : x",
        key[:60],
    )
    return out


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    add(
        "dataclass",
        "a dataclass repr",
        f"smtplib.SMTPAuthenticationError with {_MailSettings('smtp.acme.io', 587, 'noreply', pw)!r}",
        pw,
    )
    key = v.gen(ALNUM, 40)
    add(
        "namedtuple",
        "a namedtuple repr",
        f"ValueError: region mismatch for {_Creds('acme', 'eu-central-1', key)!r}",
        key,
        "context",
    )
    tok = v.gen(URLSAFE, 43)
    ns = SimpleNamespace(base="https://api.acme.io", bearer=tok, timeout=10)
    add("simplenamespace", "a types.SimpleNamespace repr", f"client misconfigured: {ns!r}", tok)
    pw = v.pw()
    args = argparse.Namespace(host="db1", user="dump", passwd=pw, verbose=True)
    add("argparse namespace", "argparse.Namespace repr", f"args={args!r}: exit status 2", pw)
    key = v.gen(HEX, 64)
    chain = ChainMap({"LOG_LEVEL": "info"}, {"HMAC_KEY": key})
    add("chainmap", "collections.ChainMap repr", f"lookup failed in {chain!r}", key, "note")
    tok = v.gen(ALNUM, 32)
    dq = deque(["GET /health", f"GET /v1/items?apikey={tok}"], maxlen=2)
    add("deque", "collections.deque of recent requests", f"last requests: {dq!r}", tok)
    pw = v.pw()
    dd: defaultdict[str, list[str]] = defaultdict(list, {"ftp": ["mirror", pw]})
    add("defaultdict", "collections.defaultdict repr", f"creds table: {dd!r}", pw, "keyerror")
    key = v.gen(ALNUM, 40)
    od = OrderedDict(region="ap-south-1", bucket="acme", secret_access_key=key)
    add("ordereddict", "collections.OrderedDict repr", f"boto config: {od!r}", key)
    tok = v.gen(URLSAFE, 43)
    part = functools.partial(_connect, "db1", user="svc", token=tok)
    add("partial", "functools.partial repr with keywords", f"retry of {part!r} gave up", tok)
    sid = v.gen(URLSAFE, 48)
    cookie: SimpleCookie = SimpleCookie()
    cookie["sessionid"] = sid
    add("simplecookie", "http.cookies.SimpleCookie repr", f"stale cookie {cookie!r}", sid)
    pw = v.pw()
    parser = configparser.ConfigParser(interpolation=None)
    parser.read_string(f"[client]\nuser = backup\npassword = {pw}\n")
    add(
        "configparser section",
        "dict() of a configparser section",
        f"mysqldump: Got error: 1045 using {dict(parser['client'])!r}",
        pw,
    )
    key = v.gen(ALNUM, 40)
    match = re.search(r"key=(\w+)", f"GET /x?key={key}")
    add("re match", "an re.Match repr", f"unexpected {match!r}", key, "args")
    return out
