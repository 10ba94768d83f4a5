"""Held-out set 8, part 1: tools agents run on local resources, through packages toolretry was
not written against: GitPython (``GitCommandError`` carrying git's stderr and exit status,
repository errors, fetches from a local HTTP server that refuses, fails or wants a login),
pandas (empty, malformed, mis-encoded and remote CSV/JSON, missing columns, bad casts),
pexpect (timeouts, EOF, missing programs) and httpcore and h11 used directly (refused, timeouts,
pool exhaustion, protocol violations). None is in sets 1-7 or ``tests/``.

Every label was written from DESIGN.md §2 and issue 23 before any verdict was looked at
(2026-12-03, 14:40-15:40 UTC, by a helper that never ran ``classify()`` on these cases nor
read the classifier's rules): transient when the same call can succeed later, client when the
request must change, business when a domain rule refused it, fatal for what nobody can fix by
retrying or changing arguments. Credential failures accept client or fatal; several
categories are listed where the semantics honestly allow several."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import tempfile
import threading
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_families_sixth import _raw
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]


def _git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True)


def _repo_with_conflict(root: Path) -> Path:
    """A repository whose branch ``other`` conflicts with ``main`` on ``a.txt``."""
    repo = root / "work"
    repo.mkdir()
    _git(repo, "init", "-q", "-b", "main")
    _git(repo, "config", "user.email", "a@example.org")
    _git(repo, "config", "user.name", "A")
    (repo / "a.txt").write_text("base\n")
    _git(repo, "add", "a.txt")
    _git(repo, "commit", "-qm", "base")
    _git(repo, "checkout", "-qb", "other")
    (repo / "a.txt").write_text("theirs\n")
    _git(repo, "commit", "-qam", "theirs")
    _git(repo, "checkout", "-q", "main")
    (repo / "a.txt").write_text("ours\n")
    _git(repo, "commit", "-qam", "ours")
    return repo


def gitpython_family() -> Iterator[Case]:
    import git

    os.environ["GIT_TERMINAL_PROMPT"] = "0"  # a login prompt fails instead of hanging
    root = Path(tempfile.mkdtemp(prefix="heldout8-git-"))
    repo_path = _repo_with_conflict(root)
    server = http()

    def repo() -> Any:
        return git.Repo(repo_path)

    def merge_conflict() -> None:
        try:
            repo().git.merge("other")
        finally:
            subprocess.run(["git", "merge", "--abort"], cwd=repo_path, capture_output=True)

    def locked_index() -> None:
        lock = repo_path / ".git" / "index.lock"
        lock.write_text("")
        try:
            (repo_path / "b.txt").write_text("b\n")
            repo().git.add("b.txt")
        finally:
            lock.unlink()

    def fetch(url: str) -> Callable[[], Any]:
        return lambda: git.Repo.clone_from(url, root / f"clone-{abs(hash(url))}")

    def http_status(code: int, **headers: str) -> Callable[[], Any]:
        def action() -> None:
            server.set(code, "no", Content_Type="text/plain", **headers)
            fetch(server.url + "/team/app.git")()

        return action

    yield case("gitpython", "clone-missing-path", CLI, fetch(str(root / "no-such-repo")))
    yield case(
        "gitpython", "checkout-unknown-branch", CLI, lambda: repo().git.checkout("feature/nope")
    )
    yield case("gitpython", "commit-nothing", (CLI, BIZ), lambda: repo().git.commit("-m", "empty"))
    yield case("gitpython", "merge-conflict", (CLI, BIZ, FAT), merge_conflict)
    yield case("gitpython", "index-lock-held", (TRA, FAT), locked_index)
    yield case("gitpython", "not-a-repository", CLI, lambda: git.Repo(root))
    yield case("gitpython", "no-such-path", CLI, lambda: git.Repo(root / "missing"))
    yield case("gitpython", "bad-revision", CLI, lambda: repo().commit("deadbeefcafe"))
    yield case("gitpython", "push-no-remote", (CLI, FAT), lambda: repo().git.push("origin", "main"))
    yield case(
        "gitpython", "fetch-refused", TRA, fetch(f"http://127.0.0.1:{closed_port()}/team/app.git")
    )
    yield case("gitpython", "fetch-503", TRA, http_status(503))
    yield case(
        "gitpython",
        "fetch-401-no-login",
        CRED,
        http_status(401, WWW_Authenticate='Basic realm="git"'),
    )
    yield case("gitpython", "fetch-404", CLI, http_status(404))


def pandas_family() -> Iterator[Case]:
    import pandas as pd

    folder = Path(tempfile.mkdtemp(prefix="heldout8-pandas-"))
    empty = folder / "empty.csv"
    empty.write_text("")
    ragged = folder / "ragged.csv"
    ragged.write_text("id,name\n1,a\n2,b,c,d\n")
    latin = folder / "latin.csv"
    latin.write_bytes("id,ciudad\n1,Montréal\n".encode("latin-1"))
    good = folder / "good.csv"
    good.write_text("id,amount\n1,10\n2,abc\n3,\n")
    frame = pd.read_csv(good)
    server = http()

    def remote(code: int, **headers: str) -> Callable[[], Any]:
        def action() -> None:
            server.set(code, "id,amount\n", Content_Type="text/csv", **headers)
            pd.read_csv(server.url + "/export.csv")

        return action

    left = pd.DataFrame({"id": [1, 1], "x": [1, 2]})
    right = pd.DataFrame({"id": [1], "y": [3]})
    yield case("pandas", "empty-file", (CLI, FAT), lambda: pd.read_csv(empty))
    yield case("pandas", "ragged-rows", (CLI, FAT), lambda: pd.read_csv(ragged))
    yield case("pandas", "wrong-encoding", (CLI, FAT), lambda: pd.read_csv(latin))
    yield case("pandas", "missing-file", CLI, lambda: pd.read_csv(folder / "nope.csv"))
    yield case("pandas", "missing-column", (CLI, FAT), lambda: frame["price"])
    yield case("pandas", "usecols-mismatch", CLI, lambda: pd.read_csv(good, usecols=["price"]))
    yield case("pandas", "cast-text-to-int", (CLI, FAT), lambda: frame["amount"].astype(int))
    yield case("pandas", "bad-date", CLI, lambda: pd.to_datetime("31/02/2026 25:61"))
    yield case(
        "pandas", "bad-json", (CLI, FAT), lambda: pd.read_json(__import__("io").StringIO("{bad"))
    )
    yield case(
        "pandas",
        "merge-not-one-to-one",
        (CLI, FAT),
        lambda: left.merge(right, on="id", validate="one_to_one"),
    )
    yield case("pandas", "remote-503", TRA, remote(503))
    yield case("pandas", "remote-404", CLI, remote(404))
    yield case("pandas", "remote-429-retry-after", TRA, remote(429, Retry_After="6"), 6.0)
    yield case("pandas", "remote-503-retry-after", TRA, remote(503, Retry_After="2"), 2.0)


def pexpect_family() -> Iterator[Case]:
    import pexpect

    def expect(command: str, pattern: str, timeout: float) -> Callable[[], Any]:
        def action() -> None:
            child = pexpect.spawn(command, timeout=timeout)
            try:
                child.expect(pattern)
            finally:
                child.close(force=True)

        return action

    def refused_then_eof() -> None:
        script = f"import socket; socket.create_connection(('127.0.0.1', {closed_port()}))"
        expect(f'{sys.executable} -c "{script}"', "login:", 5)()

    def expect_after_close() -> None:
        child = pexpect.spawn("cat")
        child.close(force=True)
        child.expect("x", timeout=1)

    yield case("pexpect", "timeout", (TRA, CLI), expect("sleep 5", "password:", 0.3))
    yield case("pexpect", "eof-before-prompt", (CLI, FAT), expect("echo done", "password:", 3))
    yield case(
        "pexpect",
        "command-not-found",
        (CLI, FAT),
        lambda: pexpect.spawn("no-such-program-heldout8"),
    )
    yield case("pexpect", "eof-connection-refused", (TRA, FAT), refused_then_eof)
    yield case("pexpect", "expect-after-close", (CLI, FAT), expect_after_close)


def httpcore_family() -> Iterator[Case]:
    import h11
    import httpcore

    def get(url: str, **timeouts: float) -> Callable[[], Any]:
        def action() -> None:
            with httpcore.ConnectionPool() as pool:
                pool.request("GET", url, extensions={"timeout": timeouts or {"read": 3.0}})

        return action

    def pool_exhausted() -> None:
        slow = silent_url()
        with httpcore.ConnectionPool(max_connections=1) as pool:
            holder = threading.Thread(
                target=lambda: _quietly(
                    lambda: pool.request("GET", slow, extensions={"timeout": {"read": 1.0}})
                ),
                daemon=True,
            )
            holder.start()
            threading.Event().wait(0.2)
            pool.request("GET", slow, extensions={"timeout": {"pool": 0.2, "read": 1.0}})

    def h11_bad_header() -> None:
        conn = h11.Connection(h11.CLIENT)
        conn.send(
            h11.Request(method="GET", target="/", headers=[("Host", "a"), ("X-Bad", "a\r\nb")])
        )

    def h11_garbage_reply() -> None:
        conn = h11.Connection(h11.CLIENT)
        conn.send(h11.Request(method="GET", target="/", headers=[("Host", "a")]))
        conn.send(h11.EndOfMessage())
        conn.receive_data(b"HTTP/1.1 2000 Weird\r\n\r\n")
        conn.next_event()

    garbage = _raw(b"HTTP/1.1 200 OK\r\nContent-Length: twelve\r\n\r\n{}")
    hangup = _raw(b"")
    yield case("httpcore-h11", "refused", TRA, get(f"http://127.0.0.1:{closed_port()}/"))
    yield case("httpcore-h11", "read-timeout", TRA, get(silent_url(), read=0.3))
    yield case("httpcore-h11", "pool-timeout", TRA, pool_exhausted)
    yield case("httpcore-h11", "bad-content-length", (TRA, FAT), get(garbage))
    yield case("httpcore-h11", "server-hangup", TRA, get(hangup))
    yield case("httpcore-h11", "unsupported-scheme", (CLI, FAT), get("ftp://127.0.0.1/file"))
    yield case("httpcore-h11", "no-host", (CLI, FAT), get("http:///path"))
    yield case("httpcore-h11", "bad-request-header", (CLI, FAT), h11_bad_header)
    yield case("httpcore-h11", "garbage-status-line", (TRA, FAT), h11_garbage_reply)


def _quietly(action: Callable[[], Any]) -> None:
    with contextlib.suppress(Exception):  # the holder's own failure is not a case
        action()


FAMILIES = (gitpython_family, pandas_family, pexpect_family, httpcore_family)
