"""Held-out set 50: output of tools and libraries really run here, against local files and
127.0.0.1 only, no earlier set ran (each grepped for in every earlier
``_heldout_secrets*_live.py`` and ``_heldout_families*`` file: ``git annotate``,
``git whatchanged``, ``python -m pickle``, ``referencing``, ``pydantic_core``'s
``SchemaValidator``, ``Url`` and ``MultiHostUrl``, ``filelock``'s ``Timeout``, ``mdurl``, ``rpds``, ``markupsafe.Markup``, an OpenTelemetry SDK span's
``to_json``, ``joblib.Memory``, ``filelock`` and configparser's "must be followed by"
error named at most once, most never, ``git reflog`` and ``git stash`` at most twice; ``asn1parse``,
``git cat-file``, ``urlsplit``'s port error, ``wsgiref``, ``NamedTuple``, ``unified_diff``,
``pydoc``, ``git diff --no-index`` and ``git interpret-trailers`` had been used and were
dropped). Outputs are normalized (temporary paths, ports, addresses, times) so that each run
prints the same text but for the values.
"""

from __future__ import annotations

import contextlib
import io
import json
import pickle
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "GIT_AUTHOR_NAME": "Dev",
    "GIT_AUTHOR_EMAIL": "dev@acme.io",
    "GIT_COMMITTER_NAME": "Dev",
    "GIT_COMMITTER_EMAIL": "dev@acme.io",
    "GIT_AUTHOR_DATE": "2026-12-06T19:00:00Z",
    "GIT_COMMITTER_DATE": "2026-12-06T19:00:00Z",
    "GIT_CONFIG_GLOBAL": "/dev/null",
    "GIT_CONFIG_NOSYSTEM": "1",
    "GIT_PAGER": "cat",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{6,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b[0-9a-f]{7,8}\b(?= \()", "4b825dc6", text)
    text = re.sub(r'"(trace_id|span_id|parent_id)": "0x[0-9a-f]+"', r'"\1": "0x0"', text)
    text = re.sub(r'"(start_time|end_time)": "[^"]+"', r'"\1": "2026-12-06T19:00:00.000000Z"', text)
    text = re.sub(r"\d+\.\d+s, \d+\.\d+min", "0.0s, 0.0min", text)
    text = re.sub(r"(?m)^[0-9a-f]{8}\t", "5e7a79d5\t", text)
    text = re.sub(r"index [0-9a-f]{7}\.\.[0-9a-f]{7}", "index 3e29ab7..330764d", text)
    text = re.sub(r"[Ll]ock \d{6,}", lambda m: m.group()[:4] + " 140520496528272", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (34, 29, 37, 31, 28, 36, 33, 30, 35, 27, 32)]
    hx = [v.gen(HEX, n) for n in (40, 48)]
    ul = [v.gen(URLSAFE, n) for n in (43, 38)]
    pw = [v.pw() for _ in range(3)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(tmp, an, ul), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul, pw, hx), tmp, "repr", "cause")
        logs = _collect(_log_runs(tmp, an), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str], pw: list[str]) -> list[Run]:
    from _heldout_live_tools import run_command

    t = Path(tmp)
    repo = t / "helpdesk-bridge"
    repo.mkdir()

    def git(*args: str) -> str:
        return run_command(["git", *args], str(repo), env=_ENV)

    git("init", "-q", "-b", "main")
    (repo / ".env").write_text(f"JITBIT_USER=svc-sync\nJITBIT_PASSWORD={pw[0]}\n")
    git("add", ".env")
    git("commit", "-q", "-m", "jitbit creds")
    (repo / ".env").write_text(
        f"JITBIT_USER=svc-sync\nJITBIT_PASSWORD={pw[0]}\nMITTO_API_KEY={an[0]}\n"
    )
    git("commit", "-q", "-am", "add mitto key")
    git("commit", "-q", "--allow-empty", "-m", f"rotate getui master secret (old: {an[8]})")
    (repo / "kommo.yml").write_text("subdomain: acme\n")
    git("add", "kommo.yml")
    git("commit", "-q", "-m", "kommo config")
    (repo / "kommo.yml").write_text(f"subdomain: acme\nclient_secret: {hx[1]}\n")
    git("stash", "-q")
    with open(t / "session.pkl", "wb") as f:
        pickle.dump({"user": "ops@acme.io", "helpcrunch_api_key": an[1], "ttl": 3600}, f)
    py = "/work/venv/bin/python"
    return [
        (
            "git annotate env",
            "git annotate on a committed .env holding a Jitbit password",
            pw[0],
            ["git", "-C", str(repo), "annotate", ".env"],
        ),
        (
            "git whatchanged patch",
            "git whatchanged -p -1 on the commit that added a Mitto API key",
            an[0],
            ["git", "-C", str(repo), "whatchanged", "-p", "-1", "--format=%s", "--", ".env"],
        ),
        (
            "git reflog message",
            "git reflog showing a commit message that quoted an old Getui master secret",
            an[8],
            ["git", "-C", str(repo), "reflog", "--format=%gs"],
        ),
        (
            "git stash show patch",
            "git stash show -p on a stashed edit that added a Kommo client secret",
            hx[1],
            ["git", "-C", str(repo), "stash", "show", "-p"],
        ),
        (
            "python -m pickle",
            "python -m pickle printing a cached session that holds a HelpCrunch key",
            an[1],
            [py, "-m", "pickle", str(t / "session.pkl")],
        ),
    ]


def _library_runs(tmp: str, an: list[str], ul: list[str]) -> list[Run]:
    import configparser

    def interpolation() -> str:
        parser = configparser.ConfigParser()
        parser.read_string(f"[greenarrow]\nuser = apiuser\npassword = {an[6]}%{an[7]}\n")
        return raised_message(lambda: parser.get("greenarrow", "password"))

    out: list[Run] = [
        (
            "configparser percent",
            "configparser reading an INI whose password holds a '%' (InterpolationSyntaxError)",
            an[7],
            interpolation,
        )
    ]
    with contextlib.suppress(ImportError):
        from pydantic_core import SchemaValidator, core_schema

        validator = SchemaValidator(core_schema.int_schema())
        out.append(
            (
                "pydantic-core int",
                "pydantic_core's SchemaValidator on a 'retries' field that held a token",
                an[2],
                lambda: raised_message(lambda: validator.validate_python(an[2])),
            )
        )
    with contextlib.suppress(ImportError):
        from referencing import Registry

        url = f"http://127.0.0.1:8080/schemas/ticket.json?token={ul[0]}"
        out.append(
            (
                "referencing unresolvable",
                "referencing's Registry resolving a $ref whose URL carries a token",
                ul[0],
                lambda: raised_message(lambda: Registry().resolver().lookup(url)),
            )
        )
    with contextlib.suppress(ImportError):
        from filelock import FileLock

        def lock_timeout() -> str:
            path = str(Path(tmp) / f"sync-{an[9]}.lock")
            with FileLock(path):
                return raised_message(lambda: FileLock(path, timeout=0).acquire())

        out.append(
            (
                "filelock timeout",
                "filelock's Timeout for a sync lock named after a LeadSquared access key",
                an[9],
                lock_timeout,
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str], pw: list[str], hx: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import mdurl

        out.append(
            (
                "mdurl parse",
                "mdurl.parse of a support-desk link with a password in it",
                pw[1],
                lambda: repr(
                    mdurl.parse(
                        f"https://svc-sync:{pw[1]}@acmehelp.jitbit.com/helpdesk/api/Tickets"
                    )
                ),
            )
        )
    with contextlib.suppress(ImportError):
        from pydantic_core import MultiHostUrl, Url

        out.append(
            (
                "pydantic-core url",
                "a pydantic_core Url of a Messente callback with a Basic password",
                pw[2],
                lambda: repr(Url(f"https://api-user:{pw[2]}@api.messente.com/v1/omnimessage")),
            )
        )
        out.append(
            (
                "pydantic-core multi host url",
                "a pydantic_core MultiHostUrl of a CRM replica set with a token as password",
                an[10],
                lambda: repr(
                    MultiHostUrl(f"mongodb://crm:{an[10]}@127.0.0.1:27017,127.0.0.1:27018/kylas")
                ),
            )
        )
    with contextlib.suppress(ImportError):
        import rpds

        out.append(
            (
                "rpds hash trie map",
                "an rpds HashTrieMap of connection settings holding a Gallabox secret",
                hx[0],
                lambda: repr(rpds.HashTrieMap({"api_secret": hx[0]})),
            )
        )
    with contextlib.suppress(ImportError):
        from markupsafe import Markup

        out.append(
            (
                "markupsafe markup",
                "a markupsafe Markup of an email template link with an unsubscribe token",
                ul[1],
                lambda: repr(Markup(f'<a href="https://list.acme.io/u/{ul[1]}">unsubscribe</a>')),
            )
        )
    with contextlib.suppress(ImportError):
        from opentelemetry.sdk.trace import TracerProvider

        def span_json() -> str:
            tracer = TracerProvider().get_tracer("helpdesk-bridge")
            with tracer.start_as_current_span("POST /sms.json") as span:
                span.set_attribute("http.request.header.x_mitto_api_key", an[3])
                span.set_attribute("server.address", "127.0.0.1")
            data = json.loads(span.to_json())
            keep = {k: data[k] for k in ("name", "attributes", "status")}
            return json.dumps(keep, indent=4)

        out.append(
            (
                "otel span to_json",
                "an OpenTelemetry SDK span's to_json with an API key recorded as a header attribute",
                an[3],
                span_json,
            )
        )
    return out


def _log_runs(tmp: str, an: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        from filelock import FileLock

        def lock_log() -> str:
            path = Path(tmp) / f"cache-{an[4]}.lock"
            with captured_logs("filelock") as stream, FileLock(str(path)):
                pass
            return stream.getvalue()

        out.append(
            (
                "filelock debug",
                "filelock's DEBUG log for a cache lock named after an API key",
                an[4],
                lock_log,
            )
        )
    with contextlib.suppress(ImportError):
        import joblib

        def memory_log() -> str:
            memory = joblib.Memory(str(Path(tmp) / "joblib"), verbose=1)

            def fetch_contacts(base_url: str, api_key: str) -> int:
                return 0

            cached = memory.cache(fetch_contacts)
            buf = io.StringIO()
            with contextlib.redirect_stdout(buf):
                cached("http://127.0.0.1:8080/v1/contacts", api_key=an[5])
            return buf.getvalue()

        out.append(
            (
                "joblib memory",
                "joblib.Memory(verbose=1) printing a cached call made with an API key",
                an[5],
                memory_log,
            )
        )
    return out
