"""Held-out set 11: secrets inside the reprs Python prints for containers and call objects.

Each text is an error message built around ``repr()`` (or ``pprint.pformat``) of a real object
made here: an ``OrderedDict``, a ``defaultdict``, a ``Counter``, a ``ChainMap``, a
``MappingProxyType``, a ``deque``, a ``namedtuple``, a ``SimpleNamespace``, an
``argparse.Namespace``, a ``functools.partial`` holding a keyword, ``inspect.BoundArguments``,
``subprocess.CompletedProcess`` with an argv, ``http.cookies.SimpleCookie``, an
``email.message.Message``'s header items, a frozen set, a list of header tuples, a tuple key,
a dataclass with a nested dataclass, and ``pprint`` output that cuts a long string into
adjacent literals. The texts are raised in the ways the harness offers (cause, context, note,
several arguments, exception group) so that tracebacks carry them too. No earlier set
(grepped for ``OrderedDict(``, ``ChainMap``, ``mappingproxy``, ``functools.partial``,
``BoundArguments``, ``CompletedProcess``, ``SimpleCookie``) used these reprs.
"""

from __future__ import annotations

import argparse
import collections
import functools
import inspect
import pprint
import subprocess
import types
from dataclasses import dataclass, field
from email.message import Message
from http.cookies import SimpleCookie

from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["repr_cases"]


@dataclass
class _Vault:
    address: str
    role_id: str
    secret_id: str


@dataclass
class _Job:
    name: str
    vault: _Vault
    tags: list[str] = field(default_factory=list)


def _connect(host: str, user: str, password: str, port: int = 5432) -> None:
    """A stand-in for a driver's connect, for its signature only."""


def repr_cases(v: Values) -> list[Case]:
    out: list[Case] = []

    def add(name: str, source: str, text: str, secret: str, raises: str = "runtime") -> None:
        out.append(Case(f"traceback: repr {name}", source, text, secret, raises=raises))

    key = v.gen(ALNUM, 40)
    od = collections.OrderedDict(
        [("region", "eu-central-1"), ("bucket", "acme-logs"), ("secret_key", key)]
    )
    add(
        "ordereddict",
        "repr of an OrderedDict of settings",
        f"invalid storage settings {od!r}",
        key,
        "cause",
    )
    tok = v.gen(URLSAFE, 43)
    dd = collections.defaultdict(list, {"hosts": ["a", "b"], "bearer": [tok]})
    add("defaultdict", "repr of a defaultdict(list, ...)", f"merge conflict in {dd!r}", tok, "note")
    pw = v.pw()
    cnt = collections.Counter({pw: 3, "admin": 1})
    add(
        "counter",
        "a Counter of tried passwords in a lockout message",
        f"account locked after {cnt!r}",
        pw,
    )
    key = v.gen(HEX, 48)
    cm = collections.ChainMap({"debug": "1"}, {"HMAC_KEY": key, "ENV": "prod"})
    add(
        "chainmap",
        "repr of a ChainMap of environment layers",
        f"KeyError resolving SIGNING_KEY in {cm!r}",
        key,
        "context",
    )
    tok = v.gen(ALNUM, 36)
    mp = types.MappingProxyType({"client_id": "web", "client_secret": tok})
    add(
        "mappingproxy",
        "repr of a MappingProxyType (a class's read-only settings)",
        f"cannot assign to {mp!r}",
        tok,
    )
    pw = v.pw()
    dq = collections.deque([("USER", "backup"), ("PASS", pw), ("STOR", "dump.sql")], maxlen=3)
    add(
        "deque",
        "a deque of the last FTP commands kept for a failure report",
        f"550 after {dq!r}",
        pw,
        "args",
    )
    creds = collections.namedtuple("Credentials", "username password realm")
    pw = v.pw()
    nt = creds("svc-ldap", pw, "ACME.LAN")
    add("namedtuple", "repr of a namedtuple", f"bind failed: {nt!r}", pw)
    tok = v.gen(URLSAFE, 40)
    ns = types.SimpleNamespace(url="https://hooks.acme.io", token=tok, retries=3)
    add(
        "simplenamespace",
        "repr of a SimpleNamespace",
        f"webhook config rejected: {ns!r}",
        tok,
        "group",
    )
    pw = v.pw()
    an = argparse.Namespace(host="db-2", user="etl", db_password=pw, verbose=True)
    add(
        "argparse namespace",
        "argparse.Namespace printed by a CLI's debug flag",
        f"parsed args: {an!r}\nerror: could not connect",
        pw,
    )
    pw = v.pw()
    part = functools.partial(_connect, "db-7.acme.lan", "reporting", password=pw)
    add(
        "functools partial",
        "repr of a functools.partial holding a password keyword",
        f"retry of {part!r} exhausted",
        pw,
        "note",
    )
    pw = v.pw()
    bound = inspect.signature(_connect).bind("10.0.2.8", "etl", pw)
    add(
        "boundarguments",
        "inspect.BoundArguments repr in a call logger",
        f"call failed: {bound!r}",
        pw,
    )
    tok = v.gen(ALNUM, 32)
    cp = subprocess.CompletedProcess(
        ["vault", "login", "-method=userpass", "username=ci", f"password={tok}"],
        2,
        b"",
        b"Error authenticating",
    )
    add(
        "completedprocess",
        "repr of a subprocess.CompletedProcess with its argv",
        f"step failed: {cp!r}",
        tok,
    )
    sid = v.gen(URLSAFE, 48)
    ck = SimpleCookie()
    ck["sessionid"] = sid
    ck["sessionid"]["httponly"] = True
    add(
        "simplecookie",
        "repr of an http.cookies.SimpleCookie",
        f"CSRF check failed, cookies: {ck!r}",
        sid,
        "context",
    )
    tok = v.gen(ALNUM, 40)
    msg = Message()
    msg["X-Forwarded-For"] = "10.0.0.7"
    msg["X-Auth-Token"] = tok
    add(
        "email message items",
        "an email.message.Message's items() (headers of a webhook)",
        f"rejected headers: {msg.items()!r}",
        tok,
        "args",
    )
    key = v.gen(ALNUM, 32)
    fs = frozenset({"read", "write", f"key:{key}"})
    add(
        "frozenset",
        "a frozenset of scopes where one entry holds a key",
        f"unknown scope in {fs!r}",
        key,
    )
    tok = v.gen(URLSAFE, 40)
    hdrs = [
        (b"host", b"api.acme.io"),
        (b"authorization", f"Bearer {tok}".encode()),
        (b"accept", b"*/*"),
    ]
    add(
        "asgi header tuples",
        "an ASGI scope's list of header byte tuples",
        f"401 for scope headers {hdrs!r}",
        tok,
        "cause",
    )
    pw = v.pw()
    cache = {("db-1", "etl", pw): "conn#4"}
    add(
        "tuple key",
        "a connection cache keyed by (host, user, password) tuples",
        f"stale pool entries: {cache!r}",
        pw,
    )
    sid = v.gen(HEX, 36)
    job = _Job("nightly-export", _Vault("https://vault.acme.lan", "4a1b2c3d", sid), ["etl"])
    add(
        "nested dataclass",
        "a dataclass holding a dataclass holding a secret id",
        f"job {job!r} could not log in",
        sid,
        "group",
    )
    tok = " ".join(v.gen(ALNUM, 9) for _ in range(8))
    pp = pprint.pformat({"service": "ingest", "credentials": {"passphrase": tok}}, width=40)
    add(
        "pprint split string",
        "pprint.pformat cuts a long string at its spaces into adjacent literals (width 40)",
        f"bad config:\n{pp}",
        tok,
    )
    tok = v.gen(URLSAFE, 44)
    nested = [
        {"name": "primary", "auth": {"type": "bearer", "value": tok}},
        {"name": "backup", "auth": None},
    ]
    add(
        "list of dicts",
        "a list of dict reprs (endpoints with their auth)",
        f"all endpoints failed: {nested!r}",
        tok,
        "note",
    )
    return out
