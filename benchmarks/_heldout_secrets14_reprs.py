"""Held-out set 14: secrets inside reprs of Python objects and other languages' printouts.

Python objects earlier sets did not print (grepped against their reprs files: set 13 took
dataclass, namedtuple, SimpleNamespace, argparse.Namespace, ChainMap, deque, defaultdict,
OrderedDict, partial, SimpleCookie, configparser and re.Match): ``urllib.parse`` results with a
password in the netloc, ``subprocess.CompletedProcess`` and ``Popen`` args, ``os.environ``-style
``environ({...})``, ``inspect.BoundArguments``, ``MappingProxyType``, ``Counter``, a
``frozenset``, an ``Enum`` member, ``UserDict``, a ``bytearray``, ``shlex.split`` lists,
``logging.LogRecord``, a ``PurePosixPath``, ``email.message.Message`` and the locals a
``traceback.TracebackException(capture_locals=True)`` prints (made for real here). And how
other languages print a structure: Go ``%+v`` and ``%#v``, Rust ``{:#?}``, Ruby ``inspect``
(old and 3.4 style), Elixir maps, Erlang proplists, Java ``Map.toString``, Kotlin data classes,
C# records, PHP ``var_dump`` and ``print_r``, Clojure EDN, Common Lisp plists, Nix and Lua
tables, and a Python 2 ``u''`` repr.
"""

from __future__ import annotations

import email.message
import enum
import inspect
import logging
import shlex
import subprocess
import traceback
import urllib.parse
from collections import Counter, UserDict
from pathlib import PurePosixPath
from types import MappingProxyType

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["repr_cases"]


class _Tier(enum.Enum):
    """Only an Enum member's repr is used."""

    GOLD = "gold"


def _login(host: str, user: str, password: str, retries: int = 3) -> None:
    """Only its signature is bound."""


def _with_locals(host: str, api_key: str) -> str:
    """The text a traceback with captured locals shows for a failing call."""
    try:
        retries = 2
        raise ConnectionRefusedError(f"connect to {host} refused after {retries} tries")
    except ConnectionRefusedError as error:
        shown = traceback.TracebackException.from_exception(error, capture_locals=True)
        return "".join(shown.format())


# language ¦ source ¦ spec ¦ text ({t} is the secret)
OTHER = r"""
go %+v ¦ Go fmt %+v of a struct ¦ {p} ¦ dial tcp 10.0.0.4:3306: connect: connection refused; cfg={Net:tcp Addr:10.0.0.4:3306 User:app Passwd:{t} DBName:shop}
go %#v ¦ Go fmt %#v of a struct ¦ {A40} ¦ panic: unexpected config: &main.Config{Endpoint:"https://api.acme.io", APIKey:"{t}", Timeout:30000000000}
rust pretty debug ¦ Rust {:#?} pretty Debug of a struct ¦ {u43} ¦ Error: request failed\n\nCaused by:\n    ClientConfig {\n        base_url: "https://api.acme.io",\n        bearer: "{t}",\n        retries: 3,\n    }
ruby old inspect ¦ Ruby hash inspect with hash rockets ¦ {p} ¦ PG::ConnectionBad: connection failed for {:host=>"pg1", :user=>"rails", :password=>"{t}"}
ruby 3.4 inspect ¦ Ruby 3.4 Hash#inspect ({key: value}) ¦ {A32} ¦ Faraday::ForbiddenError: the server responded with status 403 for {url: "https://api.acme.io", api_secret: "{t}"}
elixir map ¦ Elixir map inspect ¦ {p} ¦ ** (Postgrex.Error) FATAL 28P01 (invalid_password) opts: %{hostname: "db", username: "phx", password: "{t}", database: "app_prod"}
erlang proplist ¦ Erlang proplist in a crash report ¦ {p} ¦ =CRASH REPORT==== 4-Dec-2026::13:50:00 ===\n  crasher:\n    initial call: amqp_gen_connection:init/1\n    error: {auth_failure,[{username,<<"etl">>},{password,<<"{t}">>}]}
java map tostring ¦ Java HashMap.toString ¦ {A40} ¦ java.lang.IllegalArgumentException: bad settings {region=eu-west-1, secretKey={t}, bucket=acme}
kotlin data class ¦ Kotlin data class toString ¦ {p} ¦ kotlin.IllegalStateException: SmtpCreds(host=smtp.acme.io, user=alerts, password={t}) rejected
csharp record ¦ C# record ToString ¦ {u40} ¦ System.Net.Http.HttpRequestException: 401 for ApiOptions { BaseUrl = https://api.acme.io, ClientSecret = {t}, Scope = read }
php var_dump ¦ PHP var_dump of an array ¦ {p} ¦ array(2) {\n  ["user"]=>\n  string(5) "admin"\n  ["pass"]=>\n  string(12) "{t}"\n}\nPHP Warning:  ldap_bind(): Unable to bind to server: Invalid credentials
php print_r ¦ PHP print_r of an array ¦ {A32} ¦ Array\n(\n    [endpoint] => https://api.acme.io\n    [secret] => {t}\n)\nFatal error: Uncaught GuzzleHttp\\Exception\\ClientException: 401
clojure edn ¦ Clojure ex-info data in EDN ¦ {p} ¦ clojure.lang.ExceptionInfo: db connect failed {:db/host "pg1", :db/user "app", :db/password "{t}"}
lisp plist ¦ Common Lisp plist in a condition report ¦ {p} ¦ debugger invoked on a POSTMODERN:DATABASE-ERROR: auth failed (:host "pg1" :user "lisp" :password "{t}")
nix attrset ¦ Nix evaluation error quoting an attribute set ¦ {A40} ¦ error: value is a string while a set was expected\n       at /etc/nixos/configuration.nix:41:5:\n       { services.acme.apiToken = "{t}"; }
lua table ¦ Lua inspect() of a table ¦ {p} ¦ lua: smtp.lua:88: send failed: { password = "{t}", port = 465, user = "noreply" }
python2 unicode repr ¦ a Python 2 dict repr with u'' strings ¦ {A32} ¦ Traceback (most recent call last): ... ValueError: bad credentials {u'access_key': u'AKIAOLD7PY2EXAMPLE', u'secret_key': u'{t}'}
"""


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"traceback: {name}", source, text, secret, raises=raises))

    pw = v.pw()
    parsed = urllib.parse.urlsplit(f"amqp://etl:{pw}@mq.acme.io:5672/prod")
    add("urlsplit", "urllib.parse.SplitResult repr", f"cannot route {parsed!r}", pw)
    pw = v.pw()
    done = subprocess.CompletedProcess(["mysqladmin", "-uroot", f"-p{pw}", "ping"], 1)
    add("completedprocess", "subprocess.CompletedProcess repr", f"healthcheck: {done!r}", pw)
    key = v.gen(ALNUM, 40)
    environ = f"environ({ {'HOME': '/root', 'ALGOLIA_ADMIN_KEY': key, 'LANG': 'C'}!r})"
    add(
        "environ repr", "the repr of os.environ (environ({...}))", f"env at failure: {environ}", key
    )
    pw = v.pw()
    bound = inspect.signature(_login).bind("ldap1", "svc", pw)
    add("boundarguments", "inspect.BoundArguments repr", f"call failed: {bound!r}", pw, "note")
    tok = v.gen(URLSAFE, 43)
    proxy = MappingProxyType({"scheme": "Bearer", "credentials": tok})
    add("mappingproxy", "types.MappingProxyType repr", f"auth header parts {proxy!r}", tok)
    key = v.gen(HEX, 64)
    counter = Counter({key: 3, "ok": 12})
    add(
        "counter",
        "collections.Counter keyed by the values seen",
        f"signatures seen {counter!r}",
        key,
    )
    pw = v.pw()
    frozen = frozenset({pw})
    add("frozenset", "a frozenset repr", f"rejected passwords {frozen!r}", pw, "args")
    key = v.gen(ALNUM, 32)
    tiers = {_Tier.GOLD: key}
    add("enum keyed dict", "a dict keyed by an Enum member", f"no quota for {tiers!r}", key)
    pw = v.pw()
    user_dict = UserDict(host="ftp.acme.io", login="mirror", secret=pw)
    add("userdict", "collections.UserDict repr", f"ftp settings {user_dict!r}", pw, "cause")
    key = v.gen(ALNUM, 30)
    buf = bytearray(f"X-Api-Key: {key}\r\n".encode())
    add("bytearray", "a bytearray repr of a header buffer", f"partial write: {buf!r}", key)
    pw = v.pw()
    split = shlex.split(f"psql 'postgresql://etl:{pw}@pg1/dw' -c 'select 1'")
    add("shlex split", "the list shlex.split makes of a command", f"argv={split!r}", pw)
    tok = v.gen(ALNUM, 40)
    record = logging.LogRecord("sync", logging.ERROR, "sync.py", 12, f"token={tok}", None, None)
    add("logrecord", "a logging.LogRecord repr", f"handler failed on {record!r}", tok)
    pw = v.pw()
    path = PurePosixPath(f"/mnt/creds/{pw}/id_rsa")
    add("purepath", "a PurePosixPath repr holding a password as a folder", f"missing {path!r}", pw)
    key = v.gen(ALNUM, 36)
    msg = email.message.Message()
    msg["Subject"] = "nightly"
    msg["X-Relay-Key"] = key
    add(
        "email message",
        "email.message.Message as_string",
        f"relay refused:\n{msg.as_string()}",
        key,
    )
    key = v.gen(ALNUM, 40)
    add(
        "captured locals",
        "traceback.TracebackException(capture_locals=True), made by raising here",
        _with_locals("api.acme.io", key),
        key,
    )
    out.extend(v.table("traceback", OTHER, "group"))
    return out
