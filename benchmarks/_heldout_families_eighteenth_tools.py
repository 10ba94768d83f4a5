"""Held-out set 18, part 2: commands a coding agent's shell tool runs, failing for real.

* npm and node: a script that is not in package.json, an install against a registry that
  refuses or answers 404/429/503, ``npm ci`` without a lockfile, node scripts that die on
  ENOENT, EADDRINUSE, ECONNREFUSED, EACCES, a syntax error or a timeout (``CalledProcessError``
  whose stderr ends with npm's log-file lines, ``TimeoutExpired``).
* pip and ``python -m`` tools: an index that refuses or answers 404/503, a requirement that
  does not exist, a requirements file that is not there, json.tool/zipfile/tarfile/venv/
  compileall/unittest on bad input.
* redis-cli against a real redis-server: error replies (WRONGTYPE, NOAUTH, ERR unknown
  command, syntax, OOM under maxmemory, READONLY replica, BUSYKEY) with ``-e`` and a server
  that is not there.

Written 2026-12-04 between 13:40 and 14:25 UTC by the helper ``heldout18``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these commands appears in
an earlier set (earlier sets ran git, make, node as a one-off, cargo, redis through clients)."""

from __future__ import annotations

import atexit
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port, free_port

__all__ = ["FAMILIES"]

# Bad credentials: the agent cannot fix them by retrying; a person must (client or fatal).
CRED_CMD = (CLI, FAT)
_WORK = tempfile.mkdtemp(prefix="heldout18-tools-")
atexit.register(shutil.rmtree, _WORK, True)


def run(args: list[str], timeout: float = 60, cwd: str = _WORK, **env: str) -> Any:
    full = {**os.environ, "LC_ALL": "C.UTF-8", "HOME": _WORK, "npm_config_cache":
        os.path.join(_WORK, ".npm"), "PIP_DISABLE_PIP_VERSION_CHECK": "1", **env}  # fmt: skip
    return subprocess.run(args, check=True, capture_output=True, text=True, env=full,
        timeout=timeout, cwd=cwd)  # fmt: skip


def cmd(*args: str, timeout: float = 60, **env: str) -> Callable[[], Any]:
    return lambda: run(list(args), timeout, **env)


def _write(name: str, text: str) -> str:
    path = os.path.join(_WORK, name)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as handle:
        handle.write(text)
    return path


def npm_family() -> Iterator[Case]:
    registry = http()
    _write("package.json", json.dumps({"name": "agent-app", "version": "1.0.0", "scripts": {
        "build": "node build.js", "test": "node -e \"console.error('3 tests failed');"
        "process.exit(1)\""}}))  # fmt: skip
    _write("build.js", "require('fs').readFileSync('src/index.ts')\n")
    _write("serve.js", "const net=require('net');const a=net.createServer().listen("
        "process.argv[2],'127.0.0.1',()=>{net.createServer().listen(process.argv[2],"
        "'127.0.0.1')})\n")  # fmt: skip
    _write("fetch.js", "require('http').get('http://127.0.0.1:'+process.argv[2]+'/',()=>{})\n")
    _write("syntax.js", "function broken( {\n  return 1\n}\n")
    _write("hang.js", "setInterval(()=>{},1000)\n")
    _write("isdir.js", "require('fs').writeFileSync('.','x')\n")
    _write("throw.js", "const cfg={};console.log(cfg.db.host)\n")
    _write("esm.mjs", "import { missing } from 'node:path';\n")

    def install(status: int, body: str, *extra: str, **headers: str) -> Callable[[], Any]:
        def go() -> Any:
            registry.set(status, body, **headers)
            return run(["npm", "install", "--no-audit", "--no-fund", "--fetch-retries=0",
                "--registry", registry.url, *extra, "left-pad"], 60)  # fmt: skip

        return go

    nm = "npm-18"
    yield case(nm, "missing-script", CLI, cmd("npm", "run", "lint"))
    yield case(nm, "test-fails", (CLI, FAT), cmd("npm", "test"))
    yield case(nm, "build-enoent", CLI, cmd("npm", "run", "build"))
    yield case(nm, "ci-no-lockfile", CLI, cmd("npm", "ci"))
    yield case(nm, "registry-refused", TRA, cmd("npm", "install", "--fetch-retries=0",
        "--registry", f"http://127.0.0.1:{closed_port()}", "left-pad"))  # fmt: skip
    yield case(nm, "registry-404", CLI, install(404, '{"error":"Not found"}'))
    yield case(nm, "registry-429", TRA, install(429, '{"error":"Too Many Requests"}'))
    yield case(nm, "registry-503", TRA, install(503, "<h1>503 Service Unavailable</h1>",
        Content_Type="text/html"))  # fmt: skip
    yield case(nm, "registry-401", CRED_CMD, install(401, '{"error":"authentication required"}'))
    yield case(nm, "node-missing-module", CLI, cmd("node", "nothing-here.js"))
    port = free_port()
    yield case(nm, "node-eaddrinuse", (TRA, CLI), cmd("node", "serve.js", str(port)))
    yield case(nm, "node-econnrefused", TRA, cmd("node", "fetch.js", str(closed_port())))
    yield case(nm, "node-syntax", (CLI, FAT), cmd("node", "syntax.js"))
    yield case(nm, "node-typeerror", (FAT, CLI), cmd("node", "throw.js"))
    yield case(nm, "node-esm-import", (FAT, CLI), cmd("node", "esm.mjs"))
    yield case(nm, "node-eisdir", CLI, cmd("node", "isdir.js"))
    yield case(nm, "node-hang", (TRA, CLI), cmd("node", "hang.js", timeout=1.5))


def pip_family() -> Iterator[Case]:
    index = http()
    py = sys.executable
    _write("broken.json", '{"name": "agent", "tags": [1, 2,]}\n')
    _write("notzip.zip", "this is not a zip archive\n")
    _write("notar.tar.gz", "plain text, not gzip\n")
    _write("bad_syntax/mod.py", "def f(:\n    pass\n")
    _write("afile", "x\n")
    _write("tests/test_one.py", "import unittest\n\n\nclass T(unittest.TestCase):\n"
        "    def test_sum(self):\n        self.assertEqual(sum([1, 2]), 4)\n")  # fmt: skip

    def pip_index(status: int, body: str, **headers: str) -> Callable[[], Any]:
        def go() -> Any:
            index.set(status, body, Content_Type="text/html", **headers)
            return run([py, "-m", "pip", "download", "--no-deps", "-d", os.path.join(_WORK,
                "dl"), "--retries", "1", "--timeout", "5", "--index-url", index.url + "/simple",
                "requests-heldout-18"], 90)  # fmt: skip

        return go

    pp = "pip-18"
    # pip retries once, warns about the refused or failing index on stderr, then ends with
    # "no matching distribution": the cause is transient, the last lines read as a bad name.
    yield case(pp, "index-refused", (TRA, CLI), cmd(py, "-m", "pip", "download", "--no-deps",
        "--retries", "1", "--timeout", "5", "--index-url", f"http://127.0.0.1:{closed_port()}"
        "/simple", "-d", os.path.join(_WORK, "dl"), "attrs", timeout=90))  # fmt: skip
    yield case(pp, "index-404", CLI, pip_index(404, "<h1>Not Found</h1>"))
    yield case(pp, "index-503", (TRA, CLI), pip_index(503, "<h1>Service Unavailable</h1>"))
    yield case(pp, "index-empty-page", CLI, pip_index(200, "<html><body></body></html>"))
    yield case(pp, "no-such-version", CLI, cmd(py, "-m", "pip", "install", "--no-index",
        "--dry-run", "pip==0.0.1", timeout=90))  # fmt: skip
    yield case(pp, "missing-requirements", CLI, cmd(py, "-m", "pip", "install", "-r",
        "requirements-missing.txt"))  # fmt: skip
    yield case(pp, "bad-specifier", CLI, cmd(py, "-m", "pip", "install", "--no-index",
        "--dry-run", "requests>>2"))  # fmt: skip
    yield case(pp, "json-tool", CLI, cmd(py, "-m", "json.tool", "broken.json"))
    yield case(pp, "json-tool-missing", CLI, cmd(py, "-m", "json.tool", "absent.json"))
    yield case(pp, "zipfile-bad", CLI, cmd(py, "-m", "zipfile", "-l", "notzip.zip"))
    yield case(pp, "tarfile-bad", CLI, cmd(py, "-m", "tarfile", "-l", "notar.tar.gz"))
    yield case(pp, "venv-over-file", CLI, cmd(py, "-m", "venv", "--without-pip", "afile"))
    yield case(pp, "compileall-syntax", (CLI, FAT), cmd(py, "-m", "compileall", "-q",
        "bad_syntax"))  # fmt: skip
    yield case(pp, "unittest-fails", (CLI, FAT), cmd(py, "-m", "unittest", "discover", "-s",
        "tests"))  # fmt: skip
    yield case(pp, "no-module", CLI, cmd(py, "-m", "heldout_not_a_module"))
    yield case(pp, "http-server-port-busy", (TRA, CLI), lambda: _busy_http_server(py))


def _busy_http_server(py: str) -> Any:
    import socket

    with socket.socket() as holder:
        holder.bind(("127.0.0.1", 0))
        holder.listen()
        port = holder.getsockname()[1]
        return run([py, "-m", "http.server", "--bind", "127.0.0.1", str(port)], 10)


def redis_cli_family() -> Iterator[Case]:
    if shutil.which("redis-server") is None:
        raise RuntimeError("redis-server is not installed")
    port, replica_port = free_port(), free_port()
    server = subprocess.Popen(["redis-server", "--port", str(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no", "--maxmemory", "2mb", "--maxmemory-policy",
        "noeviction", "--requirepass", "s3cret-18"], stdout=subprocess.DEVNULL, cwd=_WORK)  # fmt: skip
    replica = subprocess.Popen(["redis-server", "--port", str(replica_port), "--bind",
        "127.0.0.1", "--save", "", "--replicaof", "127.0.0.1", str(port), "--masterauth",
        "s3cret-18"], stdout=subprocess.DEVNULL, cwd=_WORK)  # fmt: skip
    atexit.register(server.kill)
    atexit.register(replica.kill)
    time.sleep(0.5)

    def cli(*args: str, auth: bool = True, on: int = 0) -> Callable[[], Any]:
        base = ["redis-cli", "-e", "-p", str(on or port)]
        if auth:
            base += ["--no-auth-warning", "-a", "s3cret-18"]
        return lambda: run([*base, *args], 20)

    run(["redis-cli", "-p", str(port), "--no-auth-warning", "-a", "s3cret-18", "LPUSH",
        "jobs", "a"])  # fmt: skip
    run(["redis-cli", "-p", str(port), "--no-auth-warning", "-a", "s3cret-18", "SET",
        "token", "x"])  # fmt: skip
    rc = "redis-cli-18"
    yield case(rc, "wrongtype", CLI, cli("GET", "jobs"))
    yield case(rc, "noauth", CRED_CMD, cli("GET", "token", auth=False))
    yield case(rc, "wrongpass", CRED_CMD, lambda: run(["redis-cli", "-e", "-p", str(port),
        "--no-auth-warning", "-a", "wrong", "GET", "token"], 20))  # fmt: skip
    yield case(rc, "unknown-command", CLI, cli("GETT", "token"))
    yield case(rc, "wrong-arity", CLI, cli("SET", "token"))
    yield case(rc, "syntax", CLI, cli("SET", "token", "v", "EX", "soon"))
    yield case(rc, "not-integer", CLI, cli("INCR", "token"))
    yield case(rc, "bad-payload", CLI, cli("RESTORE", "fresh", "0", "not-a-dump"))
    yield case(rc, "no-such-key", (CLI, BIZ), cli("RENAME", "absent-key", "other"))
    yield case(rc, "readonly-replica", CLI, cli("SET", "k", "v", on=replica_port))
    yield case(rc, "refused", TRA, lambda: run(["redis-cli", "-e", "-p", str(closed_port()),
        "PING"], 20))  # fmt: skip
    yield case(rc, "script-error", (FAT, CLI), cli("EVAL", "return redis.call('INCR', "
        "KEYS[1])", "1", "jobs"))  # fmt: skip
    yield case(rc, "noscript", CLI, cli("EVALSHA", "0" * 40, "0"))
    yield case(rc, "bad-config", CLI, cli("CONFIG", "SET", "maxmemory", "lots"))
    # Last: once the server is over maxmemory every write is refused with OOM until a person
    # frees memory or raises the limit (a retry may pass if keys expire: fatal or transient).
    yield case(rc, "oom", (FAT, TRA), lambda: (cli("SETRANGE", "blob", "3000000", "x")(),
        cli("SET", "after", "1")()))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (npm_family, pip_family, redis_cli_family)
