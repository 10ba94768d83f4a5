"""Held-out set 14, part 4: commands an agent runs, failing for real, in many languages.

Every case is ``subprocess.run(..., check=True, capture_output=True)`` (or its timeout) the way
a shell tool calls it: ``CalledProcessError`` carrying the exit status and the command's own
stderr, or ``TimeoutExpired``. Messages come from the programs' installed catalogs
(``LANGUAGE`` with ``LC_ALL=C.UTF-8``).

* bash itself (its builtins, redirections, syntax, ``set -u``, exit 126/127), in 15 languages.
* wget against a scripted HTTP server on 127.0.0.1 (exit 8 server error, 6 auth, 4 network,
  3 file I/O; ``-S`` prints the response headers), in 12 languages.
* dpkg-query/dpkg on packages and archives that are not there, in 5 languages.
* builds: gcc/g++ compile and link errors, ``py_compile``, cargo outside a crate, mawk, and
  Python scripts whose traceback ends in a network or server error.

Written 2026-12-04 between 03:17 and 03:50 UTC by the helper ``heldout14``, built blind:
labelled from DESIGN.md §2 semantics only; ``classify()``, the decorator and any observation
were never run on these cases before the labels were committed, nor were the classifier's
rules, its tests or any verdict read."""

from __future__ import annotations

import atexit
import os
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from typing import Any

from _heldout_cases import BIZ, CLI, FAT, TRA, Case, case
from _heldout_families_net import http
from _heldout_families_seventh import CRED, silent_url
from _heldout_servers import closed_port

__all__ = ["FAMILIES"]

_WORK = tempfile.mkdtemp(prefix="heldout14-tools-")
atexit.register(shutil.rmtree, _WORK, True)


def run(args: list[str], language: str = "", timeout: float = 20, cwd: str = _WORK) -> Any:
    env = {**os.environ, "LC_ALL": "C.UTF-8", "LANGUAGE": language or "en"}
    return subprocess.run(args, check=True, capture_output=True, text=True, env=env,
        timeout=timeout, cwd=cwd)  # fmt: skip


def bash(script: str, language: str, timeout: float = 20) -> Callable[[], Any]:
    return lambda: run(["bash", "-c", script], language, timeout)


def bash_family() -> Iterator[Case]:
    script = os.path.join(_WORK, "deploy.sh")
    with open(script, "w") as out:
        out.write("#!/bin/sh\necho deploying\n")
    os.chmod(script, 0o644)  # not executable
    with open(os.path.join(_WORK, "notes.txt"), "w") as out:
        out.write("x\n")

    sh = "bash-14"
    yield case(sh, "cd-missing-ja", CLI, bash("cd /srv/app/releases/2026-12-04", "ja"))
    yield case(sh, "source-missing-de", CLI, bash("source ./env/production.sh", "de"))
    yield case(sh, "not-found-fr", (CLI, FAT), bash("terraformm plan -out=tf.plan", "fr"))
    yield case(sh, "not-executable-es", CLI, bash("./deploy.sh --prod", "es"))
    yield case(sh, "redirect-missing-dir-ru", CLI, bash("echo ok > build/out/status.txt", "ru"))
    yield case(sh, "syntax-eof-pl", CLI, bash("if [ -f go.mod ]; then echo go", "pl"))
    yield case(sh, "syntax-token-it", CLI, bash("for f in *.py; do echo $f; done done", "it"))
    yield case(sh, "unbound-ko", CLI, bash('set -u; echo "$DEPLOY_TARGET"', "ko"))
    yield case(sh, "readonly-zh", CLI, bash("readonly PORT=8080; PORT=9090", "zh_CN"))
    yield case(sh, "kill-no-process-tr", (CLI, BIZ), bash("kill -TERM 4194000", "tr"))
    yield case(sh, "cd-not-dir-nl", CLI, bash("cd notes.txt", "nl"))
    yield case(sh, "redirect-dir-vi", CLI, bash("echo ok > /tmp", "vi"))
    yield case(sh, "disk-full-uk", FAT, bash("echo 'cache entry' > /dev/full", "uk"))
    yield case(sh, "bad-substitution-cs", CLI, bash("echo ${PATH:?no path}; x=${y:-", "cs"))
    # grep's exit 1 with nothing on stderr: no line matched. Only a retry is surely wrong.
    yield case(sh, "exit-silent-sv", (CLI, BIZ, FAT), bash("grep -q TODO notes.txt", "sv"))
    yield case(sh, "timeout", (CLI, FAT), bash("echo 'running migrations...'; sleep 5", "",
        0.5))  # fmt: skip
    yield case(sh, "timeout-pt", (CLI, FAT), bash("sleep 5", "pt_BR", 0.3))


def wget_family() -> Iterator[Case]:
    server = http()

    def fetch(language: str, status: int, body: str = "", *flags: str,
        **headers: str) -> Callable[[], Any]:  # fmt: skip
        def go() -> Any:
            server.set(status, body, Content_Type="text/html", **headers)
            return run(["wget", "-O", "/dev/null", "--tries=1", "--timeout=2", *flags,
                f"{server.url}/releases/v2.3.1/app.tar.gz"], language)  # fmt: skip

        return go

    wg = "wget-14"
    yield case(wg, "404-de", CLI, fetch("de", 404, "<h1>Not Found</h1>"))
    yield case(wg, "503-fr", TRA, fetch("fr", 503, "<h1>Service Unavailable</h1>"))
    yield case(wg, "500-es", (TRA, FAT), fetch("es", 500, "<h1>Internal Server Error</h1>"))
    yield case(wg, "502-pt", TRA, fetch("pt_BR", 502, "<h1>Bad Gateway</h1>"))
    yield case(wg, "429-ja", TRA, fetch("ja", 429, "slow down"))
    # -S prints the server's headers to stderr: the wait is in the command's output.
    yield case(wg, "429-headers-ko", TRA, fetch("ko", 429, "slow down", "-S",
        Retry_After="30"), retry_after=30)  # fmt: skip
    yield case(wg, "401-ru", CRED, fetch("ru", 401, "auth", WWW_Authenticate='Basic '
        'realm="releases"'))  # fmt: skip
    yield case(wg, "403-pl", CRED, fetch("pl", 403, "<h1>Forbidden</h1>"))
    yield case(wg, "410-tr", CLI, fetch("tr", 410, "<h1>Gone</h1>"))
    yield case(wg, "refused-zh", TRA, lambda: run(["wget", "-O", "/dev/null", "--tries=1",
        f"http://127.0.0.1:{closed_port()}/app.tar.gz"], "zh_CN"))  # fmt: skip
    yield case(wg, "read-timeout-it", TRA, lambda: run(["wget", "-O", "/dev/null",
        "--tries=1", "--timeout=1", silent_url() + "/app.tar.gz"], "it"))  # fmt: skip
    yield case(
        wg,
        "output-dir-uk",
        CLI,
        lambda: (
            server.set(200, "data"),
            run(
                [
                    "wget",
                    "-O",
                    "/srv/missing/dir/app.tar.gz",
                    "--tries=1",
                    f"{server.url}/app.tar.gz",
                ],
                "uk",
            ),
        )[1],
    )


def dpkg_family() -> Iterator[Case]:
    junk = os.path.join(_WORK, "tool_1.0_amd64.deb")
    with open(junk, "wb") as out:
        out.write(b"<html>not a package</html>\n")

    dp = "dpkg-14"
    yield case(dp, "query-missing-sv", (CLI, BIZ), lambda: run(["dpkg-query", "-W",
        "heldout14-nonexistent-pkg"], "sv"))  # fmt: skip
    yield case(dp, "listfiles-missing-nl", (CLI, BIZ), lambda: run(["dpkg", "-L",
        "heldout14-nonexistent-pkg"], "nl"))  # fmt: skip
    yield case(dp, "status-missing-ja", (CLI, BIZ), lambda: run(["dpkg", "-s",
        "heldout14-nonexistent-pkg"], "ja"))  # fmt: skip
    yield case(dp, "info-no-archive-es", CLI, lambda: run(["dpkg-deb", "--info",
        os.path.join(_WORK, "missing_2.0_amd64.deb")], "es"))  # fmt: skip
    yield case(dp, "info-not-deb-fr", CLI, lambda: run(["dpkg-deb", "--info", junk], "fr"))


def _source(name: str, text: str) -> str:
    path = os.path.join(_WORK, name)
    with open(path, "w") as out:
        out.write(text)
    return path


def build_family() -> Iterator[Case]:
    bd = "build-14"
    bad_c = _source("main.c", "int main(void) {\n  int x = 1\n  return x;\n}\n")
    yield case(bd, "gcc-syntax", CLI, lambda: run(["gcc", "-c", bad_c, "-o", "main.o"]))
    hdr = _source("net.c", '#include "vendor/curlx.h"\nint main(void) { return 0; }\n')
    yield case(bd, "gcc-header", CLI, lambda: run(["gcc", "-c", hdr, "-o", "net.o"]))
    link = _source("link.c", "int parse_config(const char *);\nint main(void) "
        "{ return parse_config(\"app.toml\"); }\n")  # fmt: skip
    yield case(bd, "gcc-undefined-ref", CLI, lambda: run(["gcc", link, "-o", "app"]))
    cpp = _source("shape.cpp", "#include <string>\nint main() { std::string s = 42.5; "
        "return s.size(); }\n")  # fmt: skip
    yield case(bd, "g++-type", CLI, lambda: run(["g++", "-c", cpp, "-o", "shape.o"]))
    ok_c = _source("ok.c", "int main(void) { return 0; }\n")
    yield case(bd, "gcc-output-dir", CLI, lambda: run(["gcc", ok_c, "-o",
        "/srv/missing/bin/app"]))  # fmt: skip
    bad_py = _source("handler.py", "def handler(event):\n    return {'ok': True\n")
    yield case(bd, "py-compile", CLI, lambda: run(["python3", "-m", "py_compile", bad_py]))
    if shutil.which("cargo"):
        yield case(bd, "cargo-no-manifest", CLI, lambda: run(["cargo", "build", "--offline"],
            cwd=_WORK))  # fmt: skip
    yield case(bd, "mawk-syntax", CLI, lambda: run(["awk", "BEGIN { total = ; print total }"]))
    refused = _source("sync.py", "import socket\nsocket.create_connection(('127.0.0.1', "
        f"{closed_port()}), timeout=1)\n")  # fmt: skip
    yield case(bd, "py-script-refused", TRA, lambda: run(["python3", refused]))
    busy = _source("warm.py", "class BusyLoadingError(Exception):\n    pass\n"
        "raise BusyLoadingError('Redis is loading the dataset in memory')\n")  # fmt: skip
    yield case(bd, "py-script-loading", TRA, lambda: run(["python3", busy]))
    full = _source("export.py", "import errno, os\nraise OSError(errno.ENOSPC, "
        "os.strerror(errno.ENOSPC), '/var/lib/exports/2026-12.csv')\n")  # fmt: skip
    yield case(bd, "py-script-enospc", FAT, lambda: run(["python3", full]))
    keyerr = _source("report.py", "row = {'id': 7}\nprint(row['customer_name'])\n")
    yield case(bd, "py-script-keyerror", (FAT, CLI), lambda: run(["python3", keyerr]))


FAMILIES: tuple[Callable[[], Iterator[Case]], ...] = (
    bash_family,
    wget_family,
    dpkg_family,
    build_family,
)
