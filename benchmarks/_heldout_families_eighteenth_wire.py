"""Held-out set 18, part 4: an HTTP retry wrapper, tokenizers, and Java programs a tool runs.

* aiohttp-retry 2.x: ``RetryClient`` with one attempt against a fake API; what reaches the
  tool is aiohttp's ``ClientResponseError`` (``status``, ``message``, ``headers``) after the
  wrapper gave up, or the connection error; the API's reason phrases in several languages.
* tokenizers (Rust, a bare ``Exception``), tiktoken (no network: a model it cannot map),
  pwdlib, docstring_parser, python-multipart on bad input.
* Java 17 single-file programs run by ``java Main.java``: the JVM's own exception names on
  stderr (``java.net.ConnectException``, ``java.nio.file.NoSuchFileException``,
  ``java.lang.OutOfMemoryError``, ``java.net.SocketTimeoutException``, ...), a main class that
  is not there, a JVM option it does not know.

Written 2026-12-04 between 13:40 and 14:25 UTC by the helper ``heldout18``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages or commands
appears in sets 1-17, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import asyncio
import atexit
import io
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout18-wire-")
atexit.register(shutil.rmtree, _WORK, True)


def aiohttp_retry_family() -> Iterator[Case]:
    from aiohttp_retry import ExponentialRetry, RetryClient

    server = http()

    async def fetch(url: str) -> Any:
        options = ExponentialRetry(attempts=1)
        client = RetryClient(retry_options=options, raise_for_status=True)
        async with client, client.get(url) as response:
            return await response.json()

    def reply(status: int, body: str = "{}", **headers: str) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, body, **headers)
            return asyncio.run(fetch(server.url + "/v2/orders/A-7"))

        return run

    ar = "aiohttp-retry-18"
    yield case(ar, "404", (CLI, BIZ), reply(404))
    yield case(ar, "400", CLI, reply(400))
    yield case(ar, "401", (CLI, FAT), reply(401))
    yield case(ar, "403", (CLI, FAT), reply(403))
    yield case(ar, "409", (CLI, BIZ), reply(409))
    yield case(ar, "422", CLI, reply(422))
    yield case(ar, "402", (BIZ, FAT), reply(402))
    yield case(ar, "429-wait", TRA, reply(429, Retry_After="6"), retry_after=6)
    yield case(ar, "429", TRA, reply(429))
    yield case(ar, "500", (TRA, FAT), reply(500))
    yield case(ar, "502", TRA, reply(502))
    yield case(ar, "503-wait", TRA, reply(503, Retry_After="11"), retry_after=11)
    yield case(ar, "504", TRA, reply(504))
    yield case(ar, "501", FAT, reply(501))
    yield case(ar, "refused", TRA, lambda: asyncio.run(fetch(f"http://127.0.0.1:"
        f"{closed_port()}/v2/orders")))  # fmt: skip
    # A 200 whose body is not JSON: the API answered something the tool cannot read.
    yield case(ar, "200-html", (FAT, TRA), reply(200, "<html>maintenance</html>",
        Content_Type="text/html"))  # fmt: skip


def tokens_family() -> Iterator[Case]:
    import docstring_parser
    import python_multipart
    import tiktoken
    import tokenizers
    from pwdlib import PasswordHash

    tk = "tokens-18"
    yield case(tk, "tiktoken-unknown-model", CLI, lambda: tiktoken.encoding_for_model(
        "heldout-model-9"))  # fmt: skip
    yield case(tk, "tiktoken-unknown-encoding", CLI, lambda: tiktoken.get_encoding(
        "heldout_base_18"))  # fmt: skip
    yield case(tk, "tokenizers-missing-file", CLI, lambda: tokenizers.Tokenizer.from_file(
        os.path.join(_WORK, "tokenizer.json")))  # fmt: skip
    yield case(tk, "tokenizers-bad-json", CLI, lambda: tokenizers.Tokenizer.from_str("{bad"))
    yield case(tk, "tokenizers-wrong-schema", CLI, lambda: tokenizers.Tokenizer.from_str(
        '{"version": "1.0", "model": {"type": "Nope"}}'))  # fmt: skip
    yield case(tk, "pwdlib-unknown-hash", CLI, lambda: PasswordHash.recommended().verify(
        "hunter2", "plain-text-not-a-hash"))  # fmt: skip
    yield case(tk, "docstring-bad-section", CLI, lambda: docstring_parser.parse(
        "Summary.\n\n:param x: one\n:param: missing name\n", docstring_parser.DocstringStyle.REST))  # fmt: skip
    yield case(tk, "multipart-no-boundary", CLI, lambda: python_multipart.parse_form(
        {"Content-Type": b"multipart/form-data"}, io.BytesIO(b"x"), print, print))  # fmt: skip
    yield case(tk, "multipart-bad-header", CLI, lambda: python_multipart.MultipartParser(
        b"bnd").write(b"--bnd\r\nContent-Disposition form-data\r\n\r\n"))  # fmt: skip
    yield case(tk, "querystring-max-size", CLI, lambda: python_multipart.QuerystringParser(
        max_size=0))  # fmt: skip
    yield case(tk, "multipart-bad-body", CLI, lambda: python_multipart.MultipartParser(
        b"bnd").write(b"--notbnd\r\n\r\n"))  # fmt: skip
    yield case(tk, "form-bad-content-type", CLI, lambda: python_multipart.create_form_parser(
        {"Content-Type": b"application/x-heldout"}, None, None))  # fmt: skip


_JAVA = r"""
import java.io.*;
import java.net.*;
import java.nio.file.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws Exception {
        String what = args[0];
        switch (what) {
            case "refused": new Socket("127.0.0.1", Integer.parseInt(args[1])); break;
            case "read-timeout": {
                Socket s = new Socket("127.0.0.1", Integer.parseInt(args[1]));
                s.setSoTimeout(300);
                s.getInputStream().read();
                break;
            }
            case "no-file": Files.readAllBytes(Path.of("config/app.yaml")); break;
            case "exists": Files.createDirectory(Path.of(".")); break;
            case "not-empty": {
                Files.createDirectories(Path.of("full/inner"));
                Files.delete(Path.of("full"));
                break;
            }
            case "number": Integer.parseInt("twelve"); break;
            case "npe": { Map<String, String> m = new HashMap<>(); m.get("db").length(); break; }
            case "index": { int[] a = new int[2]; System.out.println(a[5]); break; }
            case "divide": System.out.println(10 / (args.length - 1)); break;
            case "oom": { List<long[]> hold = new ArrayList<>(); while (true) hold.add(new long[1 << 20]); }
            case "illegal": throw new IllegalArgumentException("quantity must be positive: -3");
            case "state": throw new IllegalStateException("connection pool is closed");
            case "http": {
                HttpURLConnection c = (HttpURLConnection) new URL(args[1]).openConnection();
                c.getInputStream();
                break;
            }
            case "unsupported": throw new UnsupportedOperationException("export to PDF");
            default: System.exit(2);
        }
    }
}
"""


def java_family() -> Iterator[Case]:
    if shutil.which("java") is None:
        raise RuntimeError("java is not installed")
    server = http()
    with open(os.path.join(_WORK, "Main.java"), "w") as handle:
        handle.write(_JAVA)
    silent = socket.socket()
    silent.bind(("127.0.0.1", 0))
    silent.listen()
    atexit.register(silent.close)

    def java(*args: str, options: tuple[str, ...] = ()) -> Callable[[], Any]:
        return lambda: subprocess.run(["java", "-Xmx32m", *options, "Main.java", *args],
            check=True, capture_output=True, text=True, timeout=60, cwd=_WORK)  # fmt: skip

    def http_status(status: int) -> Callable[[], Any]:
        def run() -> Any:
            server.set(status, "{}")
            return java("http", server.url + "/api/v1/orders")()

        return run

    jv = "java-18"
    yield case(jv, "connect-refused", TRA, java("refused", str(closed_port())))
    yield case(jv, "read-timeout", TRA, java("read-timeout", str(silent.getsockname()[1])))
    yield case(jv, "no-such-file", CLI, java("no-file"))
    yield case(jv, "file-exists", CLI, java("exists"))
    yield case(jv, "dir-not-empty", CLI, java("not-empty"))
    yield case(jv, "number-format", CLI, java("number"))
    yield case(jv, "null-pointer", FAT, java("npe"))
    yield case(jv, "index-out-of-bounds", FAT, java("index"))
    yield case(jv, "divide-by-zero", FAT, java("divide"))
    yield case(jv, "out-of-memory", FAT, java("oom"))
    yield case(jv, "illegal-argument", CLI, java("illegal"))
    yield case(jv, "illegal-state", (FAT, TRA), java("state"))
    yield case(jv, "unsupported", FAT, java("unsupported"))
    yield case(jv, "http-503", TRA, http_status(503))
    yield case(jv, "http-404", (CLI, BIZ), http_status(404))
    yield case(jv, "http-401", (CLI, FAT), http_status(401))
    yield case(jv, "no-main-class", CLI, lambda: subprocess.run(["java", "NoSuchMain.java"],
        check=True, capture_output=True, text=True, timeout=60, cwd=_WORK))  # fmt: skip
    yield case(jv, "bad-jvm-option", CLI, java("refused", "1", options=("-Xheldout18",)))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    aiohttp_retry_family,
    tokens_family,
    java_family,
)
