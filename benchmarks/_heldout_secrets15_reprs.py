"""Held-out set 15: secrets in printouts of objects that earlier sets did not print.

Python (grepped against sets 13 and 14's reprs: none of these appear): ``ast.dump`` and
``dis`` of source holding a key, an ``http.cookiejar.Cookie``, ``xmlrpc.client.dumps``, a
pickle at protocol 0, ``reprlib.repr`` cutting a long token, ``dict_items`` of a
``MappingProxyType``-free config, an ``httpx.Request`` repr, a PyYAML scanner error quoting
the line, an ``argparse`` "unrecognized arguments" error and a Rich traceback with locals
(all made for real here). Other languages' printouts: Node's ``<Buffer ..>`` and ``Map(n)``,
Java ``Arrays.toString(char[])``, a Scala case class (positional, no field names), a Haskell
record ``show``, an OCaml ``ppx_deriving.show`` record, PowerShell ``Format-List`` and
MATLAB's struct display.
"""

from __future__ import annotations

import argparse
import ast
import dis
import http.cookiejar
import io
import pickle
import reprlib
import xmlrpc.client
from contextlib import redirect_stderr, redirect_stdout, suppress

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["repr_cases"]


def _cookie(value: str) -> http.cookiejar.Cookie:
    return http.cookiejar.Cookie(
        0, "remember_token", value, None, False, "app.acme.io", True, False, "/", True,
        True, 1767225600, False, None, None, {"HttpOnly": ""},
    )  # fmt: skip


def _argparse_error(token: str) -> str:
    parser = argparse.ArgumentParser(prog="sync-tool")
    parser.add_argument("--region")
    stream = io.StringIO()
    with redirect_stderr(stream), suppress(SystemExit):
        parser.parse_args(["--region", "eu", f"--api-tokn={token}"])
    return stream.getvalue().strip()


def _yaml_error(password: str) -> str:
    try:
        import yaml
    except ImportError:
        return ""
    doc = f'smtp:\n  host: mail.acme.lan\n  password: "{password}\n  port: 587\n'
    try:
        yaml.safe_load(doc + "tls: [on\n")
    except yaml.YAMLError as error:
        return f"yaml.scanner.ScannerError: {error}"
    return ""


def _httpx_repr(token: str) -> str:
    try:
        import httpx
    except ImportError:
        return ""
    request = httpx.Request("GET", f"https://api.acme.io/v1/export?access_token={token}")
    return f"httpx.ConnectTimeout: timed out while sending {request!r}"


def _rich_locals(api_key: str) -> str:
    try:
        from rich.console import Console
        from rich.traceback import Traceback
    except ImportError:
        return ""

    def push(endpoint: str, api_key: str) -> None:
        attempts = 3
        raise PermissionError(f"{endpoint} refused after {attempts} attempts")

    try:
        push("https://metrics.acme.io", api_key)
    except PermissionError:
        console = Console(width=100, record=True, file=io.StringIO(), color_system=None)
        console.print(Traceback(show_locals=True, width=100))
        return console.export_text()
    return ""


# language ¦ source ¦ spec ¦ text ({t} is the secret)
OTHER = r"""
node buffer ¦ Node util.inspect of a Buffer (hex bytes) ¦ {H48} ¦ Error: signature mismatch for key <Buffer {t}>
node map ¦ Node util.inspect of a Map ¦ {A40} ¦ config loaded: Map(3) { 'endpoint' => 'https://api.acme.io', 'apiKey' => '{t}', 'retries' => 3 }
java char array ¦ Java Arrays.toString(char[]) of a password field ¦ {p} ¦ DEBUG LoginForm - submitting user=ops password={t}
scala case class ¦ Scala case class toString (positional, no field names) ¦ {A40} ¦ akka.http.scaladsl.model.IllegalUriException: cannot connect with ClientSettings(https://api.acme.io,{t},30 seconds,3)
haskell record ¦ Haskell derived Show of a record ¦ {u43} ¦ HttpExceptionRequest Request { host = "api.acme.io" } (StatusCodeException 401) -- config: Config {cfgHost = "api.acme.io", cfgToken = "{t}", cfgRetries = 3}
ocaml show ¦ OCaml ppx_deriving.show of a record ¦ {p} ¦ Fatal error: exception Failure("connect: { Db.host = \"db.acme.lan\"; user = \"app\"; password = \"{t}\"; port = 5432 }")
powershell format-list ¦ PowerShell Format-List of an object from ConvertFrom-Json ¦ {A32} ¦ Invoke-RestMethod : The remote server returned an error: (401) Unauthorized.\n\nTenant       : acme\nClientId     : 0f4c2b9e-6d1a-4e7b-a3c5-9d8e7f6a5b4c\nClientSecret : {t}\nScope        : https://graph.microsoft.com/.default
matlab struct ¦ MATLAB display of a struct ¦ {p} ¦ Error using webread (line 122)\nThe server returned the status 401 with message "Unauthorized" in response to the request to URL https://api.acme.io/v1/data.\nopts = \n  struct with fields:\n\n    Username: 'analyst'\n    Password: '{t}'
"""


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        if secret and secret in text:
            out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    key = v.gen(ALNUM, 40)
    dumped = ast.dump(ast.parse(f'STRIPE_KEY = "sk_live_{key}"').body[0])
    add(
        "ast.dump",
        "ast.dump of an assignment holding a key",
        f"lint: unsafe constant {dumped}",
        key,
    )
    key = v.gen(ALNUM, 32)
    stream = io.StringIO()
    with redirect_stdout(stream):
        dis.dis(compile(f'client = Client(token="{key}")', "<config>", "exec"))
    add("dis listing", "dis.dis of a call passing a token", stream.getvalue(), key, "note")
    value = v.gen(URLSAFE, 48)
    add(
        "cookiejar Cookie",
        "repr of an http.cookiejar.Cookie",
        f"cookie rejected: {_cookie(value)!r}",
        value,
    )
    pw = v.pw()
    call = xmlrpc.client.dumps(("ops", pw, "res.partner"), methodname="login")
    add(
        "xmlrpc dumps",
        "xmlrpc.client.dumps of a login call",
        f"xmlrpc.client.Fault: <Fault 2: 'Access Denied'> for\n{call}",
        pw,
    )
    pw = v.pw()
    pickled = pickle.dumps({"user": "etl", "password": pw}, protocol=0).decode()
    add(
        "pickle protocol 0",
        "a pickle at protocol 0 (text opcodes)",
        f"UnpicklingError while loading job state:\n{pickled}",
        pw,
    )
    tok = v.gen(URLSAFE, 64)
    short = reprlib.repr(tok)
    add(
        "reprlib cut",
        "reprlib.repr of a long token (start and end kept)",
        f"refresh failed for {short}",
        short.strip("'").split("...")[0],
    )
    pw = v.pw()
    items = {"host": "ldap.acme.lan", "bind_dn": "cn=svc", "bind_password": pw}.items()
    add(
        "dict_items",
        "repr of dict.items()",
        f"LDAPBindError: invalid credentials with {items!r}",
        pw,
        "context",
    )
    tok = v.gen(ALNUM, 40)
    add("httpx Request", "repr of an httpx.Request", _httpx_repr(tok), tok, "cause")
    pw = v.pw()
    add(
        "yaml scanner error",
        "PyYAML scanner error quoting the line and a caret",
        _yaml_error(pw),
        pw,
    )
    tok = v.gen(URLSAFE, 40)
    add(
        "argparse unrecognized",
        "argparse error for a misspelt option carrying a token",
        _argparse_error(tok),
        tok,
        "process",
    )
    key = v.gen(HEX, 40)
    add("rich locals", "a Rich traceback with show_locals=True", _rich_locals(key), key)
    rows = []
    for line in OTHER.strip().splitlines():
        name, source, spec, text = (cell.strip() for cell in line.split(" ¦ "))
        rows.append((name, source, spec, text))
    for name, source, spec, text in rows:
        secret = v.fill(spec[1:-1])
        if name == "node buffer":
            shown = " ".join(secret[i : i + 2].lower() for i in range(0, len(secret), 2))
            add(name, source, text.replace("{t}", shown), shown, "group")
        elif name == "java char array":
            shown = "[" + ", ".join(secret) + "]"
            add(name, source, text.replace("{t}", shown), shown, "args")
        else:
            add(name, source, text.replace("\\n", "\n").replace("{t}", secret), secret, "keyerror")
    return out
