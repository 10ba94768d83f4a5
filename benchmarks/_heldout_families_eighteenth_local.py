"""Held-out set 18, part 3: libraries a tool calls locally, failing on real input.

* lark 1.3: grammar errors, unexpected characters, tokens and end of input from Earley and
  LALR parsers, a transformer's bug wrapped in ``VisitError``, a bad parser option.
* standard library modules no earlier set used: gettext, string.Template, ctypes,
  http.cookiejar, mmap, calendar, getopt, uuid, codecs, zipimport, textwrap, shutil's
  archive and tree operations, pathlib, xml.dom.minidom.
* retry and plugin helpers a tool wraps around its work: polling, stamina, backoff,
  wait_for2, stevedore, limits (what they raise once they give up).
* jsonpickle, Markdown, mergedeep, graphviz (without its ``dot`` program) and nltk (without
  its data) on bad input.

Written 2026-12-04 between 13:40 and 14:25 UTC by the helper ``heldout18``, built blind:
labelled from DESIGN.md §2 semantics and issue 23 only; ``classify()``, the decorator and any
observation were never run on these cases before the labels were committed, nor were the
classifier's rules, its tests or any earlier result read. None of these packages or modules
appears in sets 1-17, "gen", "dev10"-"dev15" or ``tests/``."""

from __future__ import annotations

import asyncio
import atexit
import os
import shutil
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout18-local-")
atexit.register(shutil.rmtree, _WORK, True)

_ARITH = """
start: expr
?expr: expr "+" term | term
?term: NUMBER | "(" expr ")"
%import common.NUMBER
%import common.WS
%ignore WS
"""


def lark_family() -> Iterator[Case]:
    import lark

    earley = lark.Lark(_ARITH)
    lalr = lark.Lark(_ARITH, parser="lalr")
    config = lark.Lark('start: pair+\npair: KEY "=" VALUE ";"\nKEY: /[a-z]+/\nVALUE: /[0-9]+/'
        "\n%ignore \" \"")  # fmt: skip

    class Evaluate(lark.Transformer[Any, Any]):
        def start(self, items: list[Any]) -> Any:
            return {"plus": 1}["minus"]

    lk = "lark-18"
    yield case(lk, "earley-char", CLI, lambda: earley.parse("1 + x"))
    yield case(lk, "lalr-char", CLI, lambda: lalr.parse("1 + $"))
    yield case(lk, "lalr-token", CLI, lambda: lalr.parse("1 + + 2"))
    yield case(lk, "lalr-eof", CLI, lambda: lalr.parse("(1 + 2"))
    yield case(lk, "earley-eof", CLI, lambda: earley.parse("1 +"))
    yield case(lk, "lalr-paren", CLI, lambda: lalr.parse("1 + 2)"))
    yield case(lk, "config-missing-semicolon", CLI, lambda: config.parse("port=80 host=1;"))
    yield case(lk, "config-letters", CLI, lambda: config.parse("port=eighty;"))
    yield case(lk, "grammar-undefined-rule", (FAT, CLI), lambda: lark.Lark("start: missing"))
    yield case(lk, "grammar-syntax", (FAT, CLI), lambda: lark.Lark("start: ( a"))
    yield case(lk, "grammar-collision", (FAT, CLI), lambda: lark.Lark('start: a | b\na: "x"\n'
        'b: "x"', parser="lalr"))  # fmt: skip
    yield case(lk, "bad-option", (FAT, CLI), lambda: lark.Lark(_ARITH, parser="cyk2"))
    yield case(lk, "transformer-bug", FAT, lambda: Evaluate().transform(lalr.parse("1 + 2")))
    yield case(lk, "empty-input", CLI, lambda: lalr.parse(""))


def stdlib_family() -> Iterator[Case]:
    import calendar
    import codecs
    import ctypes
    import getopt
    import gettext
    import http.cookiejar
    import mmap
    import pathlib
    import string
    import textwrap
    import uuid
    import xml.dom.minidom
    import zipimport

    empty = os.path.join(_WORK, "empty.bin")
    open(empty, "wb").close()
    cookies = os.path.join(_WORK, "cookies.txt")
    with open(cookies, "w") as handle:
        handle.write("this is not a Netscape cookie file\n")
    tree = os.path.join(_WORK, "tree")
    os.makedirs(os.path.join(tree, "sub"), exist_ok=True)
    with open(os.path.join(tree, "sub", "keep.txt"), "w") as handle:
        handle.write("x")
    archive = os.path.join(_WORK, "backup.rar7")
    with open(archive, "w") as handle:
        handle.write("x")

    def mapped() -> Any:
        with open(empty, "rb") as handle:
            return mmap.mmap(handle.fileno(), 0, access=mmap.ACCESS_READ)

    def cookie_jar() -> Any:
        jar = http.cookiejar.MozillaCookieJar(cookies)
        jar.load()

    template = string.Template("Dear $name, your order $order_id ships on $date.")
    st = "stdlib-18"
    yield case(st, "gettext-no-catalog", (CLI, FAT), lambda: gettext.translation("agentapp",
        localedir=_WORK, languages=["fi"]))  # fmt: skip
    yield case(st, "template-missing-key", (FAT, CLI), lambda: template.substitute(name="Ana"))
    yield case(st, "template-bad-placeholder", CLI, lambda: string.Template("cost: $ 5")
        .substitute())  # fmt: skip
    yield case(st, "ctypes-no-library", (FAT, CLI), lambda: ctypes.CDLL("libheldout18.so.9"))
    yield case(st, "cookiejar-bad-file", CLI, cookie_jar)
    yield case(st, "mmap-empty", CLI, mapped)
    yield case(st, "calendar-month-13", CLI, lambda: calendar.monthrange(2026, 13))
    yield case(st, "getopt-unknown", CLI, lambda: getopt.getopt(["--colour"], "v", ["verbose"]))
    yield case(st, "uuid-bad", CLI, lambda: uuid.UUID("order-7c1a-4f2e"))
    yield case(st, "codec-unknown", CLI, lambda: codecs.lookup("utf-99"))
    yield case(st, "zipimport-not-zip", CLI, lambda: zipimport.zipimporter(empty))
    yield case(st, "textwrap-width", CLI, lambda: textwrap.wrap("some words", width=0))
    yield case(st, "move-into-itself", CLI, lambda: shutil.move(tree, os.path.join(tree, "sub")))
    yield case(st, "unpack-unknown-format", CLI, lambda: shutil.unpack_archive(archive, _WORK))
    yield case(st, "archive-bad-format", CLI, lambda: shutil.make_archive(os.path.join(_WORK,
        "out"), "rar", tree))  # fmt: skip
    yield case(st, "rmtree-file", CLI, lambda: shutil.rmtree(archive))
    yield case(st, "rmdir-not-empty", CLI, lambda: os.rmdir(tree))
    yield case(st, "relative-to", CLI, lambda: pathlib.Path("/srv/app/main.py").relative_to(
        "/home/agent"))  # fmt: skip
    yield case(st, "minidom-bad-xml", CLI, lambda: xml.dom.minidom.parseString("<a><b></a>"))


def retry_helpers_family() -> Iterator[Case]:
    import backoff
    import limits
    import polling
    import requests
    import stamina
    import stevedore
    import wait_for2

    server = http()
    stamina.set_testing(True)

    def job_state() -> str:
        return "running"

    @stamina.retry(on=ConnectionError, attempts=2)
    def fetch_closed() -> Any:
        return requests.get(f"http://127.0.0.1:{closed_port()}/", timeout=2)

    @backoff.on_exception(backoff.constant, requests.HTTPError, max_tries=2, interval=0)
    def fetch_status(status: int) -> Any:
        server.set(status, '{"error": "x"}')
        response = requests.get(server.url + "/v1/report", timeout=5)
        response.raise_for_status()
        return response

    @stamina.retry(on=requests.HTTPError, attempts=2)
    def fetch_stamina(status: int) -> Any:
        return fetch_status(status)

    async def slow() -> None:
        await asyncio.sleep(5)

    rh = "retry-helpers-18"
    yield case(rh, "polling-timeout", TRA, lambda: polling.poll(job_state, step=0.05,
        timeout=0.2, check_success=lambda state: state == "done"))  # fmt: skip
    yield case(rh, "polling-max-tries", TRA, lambda: polling.poll(job_state, step=0.01,
        max_tries=3, check_success=lambda state: state == "done"))  # fmt: skip
    yield case(rh, "stamina-refused", TRA, fetch_closed)
    yield case(rh, "backoff-503", TRA, lambda: fetch_status(503))
    yield case(rh, "backoff-404", (CLI,), lambda: fetch_status(404))
    yield case(rh, "stamina-429", TRA, lambda: fetch_stamina(429))
    yield case(rh, "stamina-400", CLI, lambda: fetch_stamina(400))
    yield case(rh, "wait-for2-timeout", TRA, lambda: asyncio.run(wait_for2.wait_for(slow(),
        0.05)))  # fmt: skip
    yield case(rh, "stevedore-no-plugin", (CLI, FAT), lambda: stevedore.DriverManager(
        namespace="heldout18.exporters", name="parquet"))  # fmt: skip
    yield case(rh, "limits-bad-rate", CLI, lambda: limits.parse("10 per fortnight"))
    yield case(rh, "limits-storage-scheme", (CLI, FAT), lambda: limits.storage.storage_from_string(
        "cassandra://127.0.0.1:9042"))  # fmt: skip


def documents_family() -> Iterator[Case]:
    import graphviz
    import jsonpickle
    import markdown
    import mergedeep
    import nltk

    nltk.data.path[:] = [_WORK]
    dc = "documents-18"
    yield case(dc, "jsonpickle-bad-json", CLI, lambda: jsonpickle.decode('{"py/object": '))
    yield case(dc, "markdown-no-extension", (CLI, FAT), lambda: markdown.markdown("# hi",
        extensions=["heldout_toc_plus"]))  # fmt: skip
    yield case(dc, "markdown-bad-format", (CLI, FAT), lambda: markdown.markdown("# hi",
        output_format="docx"))  # fmt: skip
    yield case(dc, "markdown-bad-option", (CLI, FAT), lambda: markdown.markdown("# hi",
        extensions=["toc"], extension_configs={"toc": {"depth_max": 2}}))  # fmt: skip
    yield case(dc, "mergedeep-typesafe", (CLI, FAT), lambda: mergedeep.merge({"port": 80},
        {"port": "eighty"}, strategy=mergedeep.Strategy.TYPESAFE_REPLACE))  # fmt: skip
    yield case(dc, "graphviz-no-dot", (FAT, CLI), lambda: graphviz.Source("digraph { a -> b }")
        .pipe(format="png"))  # fmt: skip
    yield case(dc, "graphviz-bad-format", CLI, lambda: graphviz.Source("digraph { a }")
        .pipe(format="jpeg2000"))  # fmt: skip
    yield case(dc, "graphviz-bad-engine", CLI, lambda: graphviz.Digraph(engine="spring"))
    yield case(dc, "nltk-no-punkt", (FAT, CLI), lambda: nltk.word_tokenize("Hello there."))
    yield case(dc, "nltk-no-corpus", (FAT, CLI), lambda: nltk.data.find("corpora/wordnet"))
    yield case(dc, "nltk-load-missing", (CLI, FAT), lambda: nltk.data.load(
        "file:" + os.path.join(_WORK, "grammar.cfg")))  # fmt: skip
    yield case(dc, "nltk-no-stopwords", (FAT, CLI), lambda: nltk.corpus.stopwords.words(
        "english"))  # fmt: skip


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    lark_family,
    stdlib_family,
    retry_helpers_family,
    documents_family,
)
