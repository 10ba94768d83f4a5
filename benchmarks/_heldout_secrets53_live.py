"""Held-out set 53: output of tools and libraries really run here, against 127.0.0.1 or local
files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, paths, generated ids) so that every run gives the same text except the values.
Tools and calls were grepped for in every earlier ``_heldout_secrets*_live.py`` (and
``_heldout_secrets9_livetools.py``) before they were chosen; the counts of earlier live files
naming each are in the commit message and the report:

* ``cli``: ``terraform plan``, ``terraform apply``, ``terraform output -json`` and
  ``terraform state show`` on a local ``terraform_data`` resource (the built-in provider,
  nothing downloaded) given a token variable not marked sensitive, and ``perl -e`` printing a
  config hash with ``Data::Dumper``.
* ``traceback``: pyasn1's ``Integer`` coercion, ``http.client.HTTPConnection`` given a port
  that held a token, ``urllib.parse`` reading such a port, ``email.utils.parsedate_to_datetime``,
  ``pwd.getpwnam``, ``packaging.version.Version``, ``dateutil.parser.parse``, ``setLevel`` of
  ``logging``, ``gettext.translation``, ``dataclasses.replace``, Pillow's
  ``ImageColor.getrgb`` and ``numpy.dtype`` given a value that held a secret.
* ``repr``: ``orjson.dumps`` and ``ormsgpack.packb`` output, pyasn1's ``OctetString``,
  ``tomllib.loads``, an asyncio ``Future`` holding a token as its result, a
  ``PureWindowsPath`` of a key file named by its token and a numpy string array.
* ``log``: asyncio's debug-mode slow-callback warning for a handle called with a token, and
  its "Task exception was never retrieved" error for a task whose exception named one.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    run_command,
)
from _heldout_secrets_harness import ALNUM, Case, Values

LOWER_ALNUM = "abcdefghijklmnopqrstuvwxyz0123456789"

__all__ = ["live_tool_cases"]

_ENV = {
    "LC_ALL": "C",
    "NO_COLOR": "1",
    "TERM": "dumb",
    "TZ": "UTC",
    "TF_IN_AUTOMATION": "1",
    "CHECKPOINT_DISABLE": "1",
}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    uuid = r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
    text = re.sub(uuid, "3f0c9a1e-52b7-4d18-8e2a-6b9f0d4c7a11", text)
    text = re.sub(
        r" at \S+\.py:\d+ created at \S+:\d+",
        " at /home/dev/work/sync.py:31 created at /home/dev/work/sync.py:40",
        text,
    )
    text = re.sub(r"took \d+\.\d+ seconds", "took 0.021 seconds", text)
    text = re.sub(r"after \d+s", "after 0s", text)
    text = re.sub(r"defined at \S+:\d+", "defined at /home/dev/work/sync.py:52", text)
    text = re.sub(r"name='Task-\d+'", "name='Task-2'", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [
        v.gen(ALNUM, n)
        for n in (33, 29, 36, 27, 31, 38, 30, 35, 28, 34, 26, 37, 32, 39, 25, 40, 35, 30)
    ]
    pw = [v.pw() for _ in range(2)]
    more = [v.gen(ALNUM, n) for n in (29, 34, 31, 27, 36, 33)]
    lower = v.gen(LOWER_ALNUM, 30)
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, pw), tmp, "cli", "context")
        tb = _collect(
            _library_runs(an) + _more_library_runs(tmp, more, lower), tmp, "traceback", "note"
        )
        reprs = _collect(_repr_runs(an) + _more_repr_runs(more), tmp, "repr", "cause")
        logs = _collect(_log_runs(an) + _more_log_runs(more), tmp, "log", "args")
    return cli + tb + reprs + logs


def _terraform(tmp: str, name: str, config: str, command: list[str]) -> str:
    work = Path(tmp) / name
    work.mkdir()
    (work / "main.tf").write_text(config)
    (Path(tmp) / "empty.tfrc").write_text("")
    env = {**_ENV, "TF_CLI_CONFIG_FILE": str(Path(tmp) / "empty.tfrc")}
    run_command(["terraform", "init", "-input=false", "-no-color"], str(work), env=env)
    return run_command(["terraform", *command], str(work), env=env)


def _cli_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    plan_tf = (
        'variable "deploy_token" { type = string }\n'
        'resource "terraform_data" "hook" { input = var.deploy_token }\n'
    )
    apply_tf = (
        'variable "webhook_secret" { type = string }\n'
        'resource "terraform_data" "hook" { input = var.webhook_secret }\n'
        'output "webhook_secret" { value = terraform_data.hook.output }\n'
    )
    perl = (
        "use Data::Dumper; $Data::Dumper::Sortkeys = 1; "
        "print Dumper({ host => '127.0.0.1', user => 'report', password => $ARGV[0] });"
    )
    return [
        (
            "terraform plan",
            "terraform plan of a terraform_data resource whose input is a token variable "
            "not marked sensitive",
            an[0],
            lambda: _terraform(
                tmp,
                "plan",
                plan_tf,
                ["plan", "-input=false", "-no-color", "-var", f"deploy_token={an[0]}"],
            ),
        ),
        (
            "terraform apply outputs",
            "terraform apply printing an output that carries a webhook secret",
            an[1],
            lambda: _terraform(
                tmp,
                "apply",
                apply_tf,
                [
                    "apply",
                    "-auto-approve",
                    "-input=false",
                    "-no-color",
                    "-var",
                    f"webhook_secret={an[1]}",
                ],
            ),
        ),
        (
            "terraform output json",
            "terraform output -json after an apply whose output carries an API key",
            an[16],
            lambda: (
                _terraform(
                    tmp,
                    "output",
                    apply_tf.replace("webhook_secret", "api_key"),
                    [
                        "apply",
                        "-auto-approve",
                        "-input=false",
                        "-no-color",
                        "-var",
                        f"api_key={an[16]}",
                    ],
                )
                and run_command(
                    ["terraform", "output", "-json"],
                    str(Path(tmp) / "output"),
                    env={**_ENV, "TF_CLI_CONFIG_FILE": str(Path(tmp) / "empty.tfrc")},
                )
            ),
        ),
        (
            "terraform state show",
            "terraform state show of the applied terraform_data resource",
            an[17],
            lambda: (
                _terraform(
                    tmp,
                    "state",
                    plan_tf,
                    [
                        "apply",
                        "-auto-approve",
                        "-input=false",
                        "-no-color",
                        "-var",
                        f"deploy_token={an[17]}",
                    ],
                )
                and run_command(
                    ["terraform", "state", "show", "-no-color", "terraform_data.hook"],
                    str(Path(tmp) / "state"),
                    env={**_ENV, "TF_CLI_CONFIG_FILE": str(Path(tmp) / "empty.tfrc")},
                )
            ),
        ),
        (
            "perl data dumper",
            "perl -e printing a connection hash with Data::Dumper",
            pw[0],
            ["perl", "-e", perl, pw[0]],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import email.utils
    import http.client
    import urllib.parse

    out: list[Run] = [
        (
            "http client port",
            "http.client.HTTPConnection given a host whose port held a token (InvalidURL)",
            an[2],
            lambda: raised_message(lambda: http.client.HTTPConnection(f"127.0.0.1:{an[2]}")),
        ),
        (
            "urlsplit port",
            "urllib.parse.urlsplit(...).port on a URL whose port held a token (ValueError)",
            an[3],
            lambda: raised_message(
                lambda: urllib.parse.urlsplit(f"http://127.0.0.1:{an[3]}/").port
            ),
        ),
        (
            "parsedate to datetime",
            "email.utils.parsedate_to_datetime on a 'Date' header that held a token (ValueError)",
            an[4],
            lambda: raised_message(lambda: email.utils.parsedate_to_datetime(an[4])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import pwd

        out.append(
            (
                "getpwnam",
                "pwd.getpwnam on a 'run as' setting that held a token (KeyError)",
                an[5],
                lambda: raised_message(lambda: pwd.getpwnam(an[5])),
            )
        )
    with contextlib.suppress(ImportError):
        from pyasn1.type import univ

        out.append(
            (
                "pyasn1 integer",
                "pyasn1's univ.Integer given a serial field that held a token (PyAsn1Error)",
                an[6],
                lambda: raised_message(lambda: univ.Integer(an[6])),
            )
        )
    with contextlib.suppress(ImportError):
        from packaging.version import Version

        out.append(
            (
                "packaging version",
                "packaging.version.Version on a 'version' cell that held a token (InvalidVersion)",
                an[7],
                lambda: raised_message(lambda: Version(an[7])),
            )
        )
    with contextlib.suppress(ImportError):
        from dateutil import parser as date_parser

        out.append(
            (
                "dateutil parse",
                "dateutil.parser.parse on an 'expires' field that held a token (ParserError)",
                an[8],
                lambda: raised_message(lambda: date_parser.parse(an[8])),
            )
        )
    return out


def _repr_runs(an: list[str]) -> list[Run]:
    import asyncio
    from pathlib import PureWindowsPath

    import tomllib

    def future() -> str:
        async def main() -> str:
            done = asyncio.get_running_loop().create_future()
            done.set_result(an[9])
            return repr(done)

        return asyncio.run(main())

    out: list[Run] = [
        (
            "tomllib loads",
            "tomllib.loads of a deploy table holding a token, as the dict prints",
            an[10],
            lambda: repr(tomllib.loads(f'[deploy]\nregion = "eu-west-1"\ntoken = "{an[10]}"\n')),
        ),
        (
            "asyncio future",
            "an asyncio Future's repr after a login coroutine set a token as its result",
            an[9],
            future,
        ),
        (
            "pure windows path",
            "PureWindowsPath's repr for a key file named by its token",
            an[11],
            lambda: repr(PureWindowsPath(f"C:/Users/dev/AppData/Roaming/acme/keys/{an[11]}.key")),
        ),
    ]
    with contextlib.suppress(ImportError):
        import orjson

        out.append(
            (
                "orjson dumps",
                "orjson.dumps output (bytes) for a request body holding an API key",
                an[12],
                lambda: repr(orjson.dumps({"user": "report", "api_key": an[12]})),
            )
        )
    with contextlib.suppress(ImportError):
        import ormsgpack

        out.append(
            (
                "ormsgpack packb",
                "ormsgpack.packb output (bytes) for a session holding a token",
                an[13],
                lambda: repr(ormsgpack.packb({"token": an[13], "ttl": 3600})),
            )
        )
    with contextlib.suppress(ImportError):
        from pyasn1.type import univ

        out.append(
            (
                "pyasn1 octet string",
                "pyasn1's OctetString repr for a pre-shared key",
                an[14],
                lambda: repr(univ.OctetString(an[14].encode())),
            )
        )
    return out


def _log_runs(an: list[str]) -> list[Run]:
    import asyncio
    import time

    def send_key(token: str) -> None:
        """Stands in for a slow synchronous client call made from the event loop."""
        time.sleep(0.02)

    def slow_callback() -> str:
        async def main() -> None:
            loop = asyncio.get_running_loop()
            loop.slow_callback_duration = 0.001
            loop.call_soon(send_key, an[15])
            await asyncio.sleep(0.05)

        with captured_logs("asyncio") as stream:
            asyncio.run(main(), debug=True)
        lines = [line for line in stream.getvalue().splitlines() if "send_key" in line]
        return "\n".join(lines)

    return [
        (
            "asyncio slow callback",
            "asyncio's debug-mode WARNING for a slow handle called with a token",
            an[15],
            slow_callback,
        )
    ]


def _more_library_runs(tmp: str, more: list[str], lower: str) -> list[Run]:
    import dataclasses
    import gettext
    import logging

    @dataclasses.dataclass
    class Settings:
        host: str = "127.0.0.1"
        port: int = 5432

    out: list[Run] = [
        (
            "logging set level",
            "logging's setLevel given a LOG_LEVEL variable that held a token (ValueError)",
            more[0],
            lambda: raised_message(lambda: logging.getLogger("sync").setLevel(more[0])),
        ),
        (
            "gettext translation",
            "gettext.translation given a 'domain' setting that held a token (FileNotFoundError)",
            more[1],
            lambda: raised_message(lambda: gettext.translation(more[1], localedir=tmp)),
        ),
        (
            "dataclasses replace",
            "dataclasses.replace given a settings override whose key held a token (TypeError)",
            more[2],
            lambda: raised_message(lambda: dataclasses.replace(Settings(), **{more[2]: "x"})),
        ),
    ]
    with contextlib.suppress(ImportError):
        from PIL import ImageColor

        out.append(
            (
                "pillow getrgb",
                "Pillow's ImageColor.getrgb on a 'brand colour' field that held a token, "
                "which it lowercases (ValueError)",
                lower,
                lambda: raised_message(lambda: ImageColor.getrgb(lower)),
            )
        )
    with contextlib.suppress(ImportError):
        import numpy as np

        out.append(
            (
                "numpy dtype",
                "numpy.dtype given a 'dtype' column setting that held a token (TypeError)",
                more[3],
                lambda: raised_message(lambda: np.dtype(more[3])),
            )
        )
    return out


def _more_repr_runs(more: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import numpy as np

        out.append(
            (
                "numpy array",
                "a numpy string array's repr holding a column of API keys",
                more[4],
                lambda: repr(np.array(["placeholder", more[4]])),
            )
        )
    return out


def _more_log_runs(more: list[str]) -> list[Run]:
    import asyncio

    async def refresh(token: str) -> None:
        """Stands in for a token refresh the server rejected."""
        raise PermissionError(f"token {token} rejected by 127.0.0.1")

    def never_retrieved() -> str:
        async def main() -> None:
            task = asyncio.get_running_loop().create_task(refresh(more[5]))
            await asyncio.sleep(0.01)
            del task

        with captured_logs("asyncio") as stream:
            asyncio.run(main())
            import gc

            gc.collect()
        text = stream.getvalue().split("\nTraceback")[0]
        return "\n".join(line for line in text.splitlines() if "Using selector" not in line)

    return [
        (
            "asyncio never retrieved",
            "asyncio's ERROR 'Task exception was never retrieved' for a refresh task whose "
            "exception named the token",
            more[5],
            never_retrieved,
        )
    ]
