"""Held-out set 12: secrets in reprs of real objects and in traceback layouts with locals.

Each text is built around ``repr()`` of an object made here, of kinds no earlier set used
(grepped: ``environ(``, ``ParseResult(``, ``SplitResult(``, ``dict_items(``, ``bytearray(``,
``array(``, ``Template(``, ``MappingProxy``... the ones set 11 took are left out): ``os.environ``-
style ``environ({...})``, ``urllib.parse`` results, dict views, ``bytearray``, ``array('u')``,
an ``Enum`` member's value, ``string.Template`` substitution errors, ``shlex.split`` lists,
``sys.argv``-like lists, ``http.client.HTTPMessage.items()``, ``logging.LogRecord`` args,
``weakref``-free plain class ``__dict__``, nested list/tuple/set mixes, ``struct`` packed
bytes, and the traceback layouts of tools that print locals: pytest's ``--showlocals``,
``rich``'s locals panel, ``better_exceptions``, ``stackprinter``, Django's technical 500 page,
``cgitb`` text, IPython's verbose mode and Sentry's frame vars. Raised in the harness's
several ways so tracebacks carry them too.
"""

from __future__ import annotations

import array
import enum
import shlex
import string
import struct
from email.message import Message
from urllib.parse import urlparse, urlsplit

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["repr_cases"]


class _Environ(dict[str, str]):
    """Prints like ``os.environ``: ``environ({...})``."""

    def __repr__(self) -> str:
        return f"environ({dict.__repr__(self)})"


class _Client:
    def __init__(self, base: str, key: str) -> None:
        self.base = base
        self.key = key
        self.retries = 3


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    key = v.gen(ALNUM, 40)
    env = _Environ(HOME="/root", LEDGER_API_SECRET=key, TZ="UTC")
    add(
        "environ repr",
        "repr(os.environ)-style environ({...})",
        f"KeyError in worker; env={env!r}",
        key,
        "cause",
    )
    pw = v.pw()
    parsed = urlparse(f"amqps://orders:{pw}@mq.acme.lan:5671/prod")
    add(
        "parse result",
        "urllib.parse.ParseResult repr with netloc user:password",
        f"unsupported scheme: {parsed!r}",
        pw,
        "context",
    )
    pw = v.pw()
    split = urlsplit(f"ldaps://cn=admin,dc=acme:{pw}@ldap.acme.lan/")
    add("split result", "urllib.parse.SplitResult repr", f"cannot bind {split!r}", pw, "note")
    tok = v.gen(URLSAFE, 43)
    items = {"client": "web", "refresh": tok}.items()
    add(
        "dict items view",
        "dict_items([...]) repr",
        f"TypeError: unhashable type: 'dict_items' -> {items!r}",
        tok,
    )
    pw = v.pw()
    add(
        "bytearray",
        "bytearray(b'...') repr",
        f"decrypt failed for buffer {bytearray(pw.encode())!r}",
        pw,
        "args",
    )
    pw = v.pw()
    add(
        "array u", "array('u', '...') repr", f"overflow in {array.array('u', pw)!r}", pw, "keyerror"
    )
    tok = v.gen(ALNUM, 32)
    mode = enum.Enum("Mode", {"LIVE": tok, "TEST": "test"})
    add(
        "enum member value",
        "an Enum whose member value is a key: repr shows <Mode.LIVE: '...'>",
        f"invalid mode {mode.LIVE!r}",
        tok,
        "group",
    )
    tok = v.gen(HEX, 40)
    try:
        string.Template("$host?key=$key&$x").substitute(host="api.acme.io", key=tok)
        tmpl = ""
    except KeyError as error:
        tmpl = f"KeyError: {error} while rendering 'api.acme.io?key={tok}&$x'"
    add(
        "template substitute",
        "string.Template substitution error with the rendered prefix",
        tmpl,
        tok,
    )
    pw = v.pw()
    argv = shlex.split(f"pg_dump --dbname='postgresql://bk:{pw}@db/shop' -Fc")
    add(
        "shlex split list",
        "shlex.split(...) list repr",
        f"FileNotFoundError: {argv!r}",
        pw,
        "cause",
    )
    tok = v.gen(ALNUM, 36)
    sysargv = ["/opt/venv/bin/celery", "-A", "acme", "worker", "--broker-password", tok]
    add(
        "sys argv list",
        "a logged sys.argv list",
        f"worker exited 70, sys.argv={sysargv!r}",
        tok,
        "note",
    )
    tok = v.gen(ALNUM, 40)
    msg = Message()
    msg["Host"] = "api.acme.io"
    msg["X-Upstream-Secret"] = tok
    add(
        "http message items",
        "http.client.HTTPMessage.items()-style list of header pairs",
        f"502 from upstream, request headers: {msg.items()!r}",
        tok,
        "args",
    )
    pw = v.pw()
    add(
        "logrecord args",
        "a logging.LogRecord's args tuple printed by a failing handler",
        f"--- Logging error ---\nMessage: 'connect %s as %s/%s'\nArguments: ('db-2', 'etl', '{pw}')",
        pw,
    )
    key = v.gen(ALNUM, 40)
    client = _Client("https://api.acme.io", key)
    add(
        "instance dict",
        "vars(obj) of a client in an error",
        f"client state at failure: {vars(client)!r}",
        key,
        "context",
    )
    pw = v.pw()
    nested = [("primary", {"dsn": "db1", "auth": ("app", pw)}), ("replica", None)]
    add(
        "nested list tuple",
        "nested list/tuple/dict repr",
        f"failover aborted: {nested!r}",
        pw,
        "group",
    )
    pw = v.gen(ALNUM, 12)
    packed = struct.pack("12s", pw.encode())
    add(
        "struct packed",
        "struct.pack bytes repr of a password field",
        f"short read after {packed!r}",
        pw,
        "oserror",
    )
    pw = v.pw()
    add(
        "pytest showlocals",
        "pytest --showlocals locals block",
        "    def test_login(client):\n>       assert client.login('qa', pw)\nE       AssertionError\n\n"
        f"client     = <Client 'staging'>\npw         = '{pw}'\n\ntests/test_auth.py:19: AssertionError",
        pw,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "rich locals panel",
        "rich.traceback with show_locals=True, a boxed locals panel",
        "│ /app/sync.py:44 in push                                  │\n│ ╭──────── locals ────────╮ │\n"
        f"│ │  url = 'https://api.acme.io' │ │\n│ │ auth_key = '{tok}' │ │\n│ ╰────────────────────────╯ │\n"
        "ConnectionError: 503",
        tok,
    )
    pw = v.pw()
    add(
        "better exceptions",
        "better_exceptions layout with values under the line",
        f'  File "deploy.py", line 12, in main\n    ssh.connect(host, password=secret)\n'
        f"    │           │              └ '{pw}'\n    │           └ 'bastion.acme.lan'\n"
        "    └ <paramiko.client.SSHClient>\nparamiko.ssh_exception.AuthenticationException",
        pw,
    )
    tok = v.gen(HEX, 64)
    add(
        "stackprinter",
        "stackprinter format with variables after the code",
        "File sign.py, line 8, in sign\n    4        def sign(body, key):\n--> 8            raise "
        f"ValueError('bad body')\n    ..................................................\n     body = b'{{}}'\n"
        f"     key = '{tok}'\n    ..................................................",
        tok,
    )
    pw = v.pw()
    add(
        "django technical 500",
        "Django technical 500 text 'Local vars' section",
        'Traceback (most recent call last):\n  File "/app/views.py", line 30, in login\nLocal vars:\n'
        f"Variable\tValue\nrequest\t<WSGIRequest: POST '/login'>\nraw_password\t'{pw}'",
        pw,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "cgitb text",
        "cgitb.text layout: names with = values after the frame",
        f"/srv/cgi/pay.py in charge(amount=1200, merchant_key='{tok}')\n   27     resp = gw.charge(amount)\n"
        "<class 'urllib.error.HTTPError'>: HTTP Error 402: Payment Required",
        tok,
    )
    pw = v.pw()
    add(
        "ipython verbose",
        "IPython %xmode Verbose frame with argument values",
        "Cell In[4], line 2, in connect(user='ro', pwd='"
        + pw
        + "')\n      1 def connect(user, pwd):\n"
        "----> 2     return psycopg.connect(user=user, password=pwd)\n        pwd = '" + pw + "'\n"
        "OperationalError: connection refused",
        pw,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "sentry frame vars",
        "Sentry event JSON frame vars",
        '{"exception":{"values":[{"type":"HTTPError","stacktrace":{"frames":[{"function":"upload",'
        f'"vars":{{"bucket":"\'media\'","sign_secret":"\'{tok}\'"}}}}]}}}}]}}}}',
        tok,
    )
    pw = v.pw()
    add(
        "node inspect",
        "Node util.inspect of an object in an error",
        "Error: connect ECONNREFUSED 127.0.0.1:6379\n    at TCPConnectWrap.afterConnect\n"
        f"  options: {{ host: '127.0.0.1', port: 6379, password: '{pw}', db: 2 }}",
        pw,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "ruby inspect",
        "Ruby #inspect of a Hash with symbol keys (=> and the new key: style)",
        f'Faraday::UnauthorizedError (the server responded with status 401)\n  request: {{:url=>"https://api.acme.io", :headers=>{{"X-Api-Secret"=>"{tok}"}}}}',
        tok,
    )
    pw = v.pw()
    add(
        "rust debug",
        "Rust {:#?} pretty Debug of a config struct",
        f'Error: config rejected: DbConfig {{\n    host: "db",\n    user: "svc",\n    passwd: "{pw}",\n}}',
        pw,
    )
    tok = v.gen(ALNUM, 32)
    add(
        "go %+v",
        "Go %+v of a struct",
        f"error: auth failed for {{Endpoint:https://api.acme.io ClientID:web ClientSecret:{tok} Scopes:[read]}}",
        tok,
    )
    pw = v.pw()
    add(
        "php var_dump",
        "PHP var_dump of an array",
        f'PDOException: SQLSTATE[HY000] [1045]\narray(2) {{\n  ["user"]=>\n  string(4) "shop"\n  ["pass"]=>\n  string({len(pw)}) "{pw}"\n}}',
        pw,
    )
    tok = v.gen(ALNUM, 40)
    add(
        "dotnet tostring",
        ".NET record ToString with { Prop = value }",
        f"System.InvalidOperationException: Invalid options StorageOptions {{ Account = acme, AccountKey = {tok}, Container = media }}",
        tok,
    )
    return out
