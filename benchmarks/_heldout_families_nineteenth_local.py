"""Held-out set 19, part 3: libraries a tool calls locally, raising on bad input or state.

* stdlib modules no earlier set used: argparse, mailbox, mimetypes, html.parser, pkgutil,
  runpy, symtable, zipapp, hmac, sched, array, xdrlib, fnmatch, filecmp, copy,
  heapq, inspect, contextvars, pickletools, fileinput, difflib, datetime parsing.
* parsers and helpers no earlier set used: elementpath (XPath), pygments, markdown-it-py,
  griffe, durationpy, inflection, xxhash, uuid_utils, tabulate, docopt-ng, typer, cachetools.

Written 2026-12-04 between 13:58 and 14:30 UTC by the helper ``heldout19``, built blind (see
``_heldout_families_nineteenth``)."""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import CLI, FAT, Case, case

__all__ = ["FAMILIES"]


def stdlib_text_family() -> Iterator[Case]:
    import argparse
    import datetime
    import fnmatch
    import html.parser
    import mailbox
    import mimetypes
    import xdrlib

    def parse(argv: list[str]) -> Any:
        parser = argparse.ArgumentParser(prog="deploy", exit_on_error=False)
        parser.add_argument("--replicas", type=int, required=True)
        parser.add_argument("--env", choices=["staging", "prod"])
        return parser.parse_args(argv)

    def strict_mime(name: str) -> Any:
        kind, _ = mimetypes.guess_type(name, strict=True)
        return kind.split("/")  # type: ignore[union-attr]

    def maildir_missing() -> Any:
        box = mailbox.Maildir(tempfile.mkdtemp(prefix="heldout19-mail-"), create=True)
        return box.get_message("1733300000.M1P1.host")

    st = "stdlib-text-19"
    yield case(st, "argparse-int", CLI, lambda: parse(["--replicas", "three"]))
    yield case(st, "argparse-choice", CLI, lambda: parse(["--replicas", "2", "--env", "qa"]))
    yield case(st, "argparse-conflict", FAT, _conflicting_options)
    yield case(st, "mimetypes-none", (CLI, FAT), lambda: strict_mime("archive.unknownext19"))
    # A directory that exists but is no Maildir (no ``cur``/``new``): a wrong path or setup.
    yield case(st, "maildir-incomplete", (CLI, FAT), maildir_missing)
    yield case(st, "xdr-short", (CLI, FAT), lambda: xdrlib.Unpacker(b"\0\0").unpack_uint())
    yield case(st, "xdr-leftover", (CLI, FAT), lambda: _xdr_done())
    yield case(st, "fromisoformat", CLI, lambda: datetime.date.fromisoformat("2026-13-40"))
    yield case(st, "strptime", CLI, lambda: datetime.datetime.strptime("04/12/2026",
        "%Y-%m-%d"))  # fmt: skip
    yield case(st, "fromtimestamp", CLI, lambda: datetime.datetime.fromtimestamp(1e20))
    yield case(st, "timezone-offset", CLI, lambda: datetime.timezone(datetime.timedelta(
        hours=25)))  # fmt: skip
    yield case(st, "fnmatch-type", FAT, lambda: fnmatch.fnmatch(None, "*.py"))  # type: ignore[arg-type]
    yield case(st, "html-unknown", FAT, lambda: html.parser.HTMLParser().feed(None))  # type: ignore[arg-type]


def _conflicting_options() -> Any:
    import argparse

    parser = argparse.ArgumentParser(prog="deploy")
    parser.add_argument("--env")
    return parser.add_argument("--env", default="prod")


def _pygments_style(name: str) -> Any:
    import pygments.styles

    return pygments.styles.get_style_by_name(name)


def _xdr_done() -> Any:
    import xdrlib

    unpacker = xdrlib.Unpacker(b"\0\0\0\x01\0\0\0\x02")
    unpacker.unpack_uint()
    return unpacker.done()


def stdlib_runtime_family() -> Iterator[Case]:
    import array
    import contextvars
    import copy
    import filecmp
    import heapq
    import hmac
    import inspect
    import pickletools
    import pkgutil
    import runpy
    import sched
    import symtable
    import threading
    import zipapp

    work = Path(tempfile.mkdtemp(prefix="heldout19-rt-"))
    request_id: contextvars.ContextVar[str] = contextvars.ContextVar("request_id")

    def uncopyable() -> Any:
        return copy.deepcopy({"lock": threading.Lock()})

    def cancel_twice() -> Any:
        scheduler = sched.scheduler()
        event = scheduler.enter(10, 1, print)
        scheduler.cancel(event)
        return scheduler.cancel(event)

    rt = "stdlib-runtime-19"
    yield case(rt, "pkgutil-resolve", (CLI, FAT), lambda: pkgutil.resolve_name("tools.search:grep"))
    yield case(rt, "pkgutil-attr", (CLI, FAT), lambda: pkgutil.resolve_name("os.path:joinx"))
    yield case(rt, "runpy-missing", CLI, lambda: runpy.run_path(str(work / "migrate.py")))
    yield case(rt, "runpy-module", (CLI, FAT), lambda: runpy.run_module("heldout19_no_such_tool"))
    yield case(rt, "symtable-syntax", (CLI, FAT), lambda: symtable.symtable("def f(:\n", "<tool>",
        "exec"))  # fmt: skip
    yield case(rt, "zipapp-missing", CLI, lambda: zipapp.create_archive(str(work / "app")))
    yield case(rt, "zipapp-main", CLI, lambda: zipapp.create_archive(str(work), main="app"))
    yield case(rt, "hmac-digest", CLI, lambda: hmac.new(b"k", b"msg", "sha999").hexdigest())
    yield case(rt, "hmac-no-digest", FAT, lambda: hmac.new(b"k", b"msg"))  # type: ignore[call-arg]
    yield case(rt, "sched-cancel", (FAT, CLI), cancel_twice)
    yield case(rt, "array-typecode", CLI, lambda: array.array("Z", [1, 2]))
    yield case(rt, "array-overflow", CLI, lambda: array.array("b", [300]))
    yield case(rt, "filecmp-missing", CLI, lambda: filecmp.cmp(str(work / "a.cfg"),
        str(work / "b.cfg")))  # fmt: skip
    yield case(rt, "deepcopy-lock", FAT, uncopyable)
    yield case(rt, "heappop-empty", FAT, lambda: heapq.heappop([]))
    yield case(rt, "inspect-builtin", (FAT, CLI), lambda: inspect.getsource(len))
    yield case(rt, "contextvar-unset", FAT, lambda: request_id.get())
    yield case(rt, "pickletools-bad", CLI, lambda: pickletools.dis(b"not a pickle"))


def parsers_family() -> Iterator[Case]:
    import durationpy
    import elementpath
    import griffe
    import inflection
    import markdown_it
    import pygments.lexers
    from lxml import etree

    doc = etree.fromstring(b"<catalog><book id='1'><title>Dune</title></book></catalog>")
    ps = "parsers-19"
    yield case(ps, "xpath-syntax", CLI, lambda: elementpath.select(doc, "//book[@id='1'"))
    yield case(ps, "xpath-function", CLI, lambda: elementpath.select(doc, "frobnicate(//book)"))
    yield case(ps, "xpath-prefix", CLI, lambda: elementpath.select(doc, "//dc:title"))
    yield case(ps, "xpath-type", CLI, lambda: elementpath.select(doc, "'a' + 1"))
    yield case(ps, "pygments-lexer", CLI, lambda: pygments.lexers.get_lexer_by_name("cobol19"))
    yield case(ps, "pygments-file", CLI, lambda: pygments.lexers.get_lexer_for_filename(
        "notes.zzq"))  # fmt: skip
    yield case(ps, "markdown-preset", (CLI, FAT), lambda: markdown_it.MarkdownIt("github-flavour"))
    yield case(ps, "markdown-rule", CLI, lambda: markdown_it.MarkdownIt().enable("footnotes"))
    yield case(ps, "griffe-module", (CLI, FAT), lambda: griffe.load("heldout19_missing_package"))
    yield case(ps, "griffe-member", (CLI, FAT), lambda: griffe.load("json")["no_such_member"])
    yield case(ps, "duration-bad", CLI, lambda: durationpy.from_str("5 minutes"))
    yield case(ps, "xpath-unbound-var", CLI, lambda: elementpath.select(doc, "//book[@id=$id]"))
    yield case(ps, "pygments-style", CLI, lambda: _pygments_style("solarized-night19"))
    yield case(ps, "inflection-type", FAT, lambda: inflection.underscore(None))  # type: ignore[arg-type]


def small_libs_family() -> Iterator[Case]:
    import cachetools
    import docopt
    import tabulate
    import typer
    import uuid_utils
    import xxhash
    from typer.testing import CliRunner

    def typer_app(*argv: str) -> Any:
        app = typer.Typer()

        @app.command()
        def resize(width: int, height: int, keep_ratio: bool = False) -> None:
            """Resize."""

        result = CliRunner().invoke(app, list(argv), standalone_mode=False)
        if result.exception is not None:
            raise result.exception
        return result

    def cache_full() -> Any:
        cache: cachetools.LRUCache[str, bytes] = cachetools.LRUCache(maxsize=4, getsizeof=len)
        cache["blob"] = b"0123456789"
        return cache

    sl = "small-libs-19"
    yield case(sl, "docopt-usage", FAT, lambda: docopt.docopt("sync things", argv=[]))
    yield case(sl, "typer-int", CLI, lambda: typer_app("wide", "10"))
    yield case(sl, "typer-missing", CLI, lambda: typer_app("10"))
    yield case(sl, "typer-option", CLI, lambda: typer_app("10", "20", "--keep-aspect"))
    yield case(sl, "tabulate-headers", (CLI, FAT), lambda: tabulate.tabulate([[1]], tablefmt=None,
        headers=5))  # type: ignore[arg-type]  # fmt: skip
    yield case(sl, "xxhash-type", FAT, lambda: xxhash.xxh64(12345))  # type: ignore[arg-type]
    yield case(sl, "uuid-int", CLI, lambda: uuid_utils.UUID(int=-1))
    yield case(sl, "uuid-parse", CLI, lambda: uuid_utils.UUID("4f1c0c2e-zzzz-4000-8000"))
    yield case(sl, "uuid-bytes", CLI, lambda: uuid_utils.UUID(bytes=b"short"))
    yield case(sl, "cache-too-large", (CLI, FAT), cache_full)
    yield case(sl, "cache-missing", (CLI, FAT), lambda: cachetools.TTLCache(maxsize=2, ttl=60)["k"])


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    stdlib_text_family,
    stdlib_runtime_family,
    parsers_family,
    small_libs_family,
)
