"""Held-out set 57: output of tools and libraries really run here, against 127.0.0.1 and
local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, ports, addresses, temporary paths) so that every run gives the same text except the
values. The calls were grepped for in every earlier held-out file; the libraries were mostly
run before by some earlier set (how many earlier files name each is in the commit message),
so the calls, not the libraries, are what is new here, and most lean to set 57's notebook and
data theme:

* ``cli``: ``python -m sqlparse -r`` reindenting a query that filters on a key,
  ``python -m pygments -f raw -l ini`` tokenizing a billing config, ``python -m pickletools``
  disassembling a pickled settings dict and ``python -m dis`` on a module holding a secret.
* ``traceback``: ``iso8601.parse_date``, ``pandas.to_datetime``, a polars cast of a string
  column to integers, ``int(..., 16)``, ``ipaddress.ip_address``, ``datetime.fromisoformat``
  and ``urlsplit(...).port`` given values that held a secret, PyYAML's ``ScannerError``
  quoting the line of a config holding a key, and a ``multidict`` lookup keyed by a token.
* ``repr``: ``multidict.CIMultiDict``, ``sortedcontainers.SortedDict``, starlette's
  ``Headers``, a pandas ``DataFrame`` and ``Series``, a polars ``DataFrame``, a numpy string
  array, ``types.SimpleNamespace``, ``collections.ChainMap`` and ``http.cookiejar.Cookie``
  holding keys.
* ``log``: urllib3's ``connectionpool`` DEBUG line for a requests call with a key in its
  query, against a local server answering 401, and SQLAlchemy's engine INFO log of an
  insert's parameters into an in-memory sqlite.
"""

from __future__ import annotations

import contextlib
import pickle
import re
import tempfile
from pathlib import Path

from _heldout_live_tools import (
    Run,
    captured_logs,
    collect_runs,
    raised_message,
    start_denying_server,
)
from _heldout_secrets_harness import ALNUM, HEX, URLSAFE, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}
_PY = "/work/venv/bin/python"


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/notebooks")
    text = re.sub(r"127\.0\.0\.1:\d{2,5}", "127.0.0.1:8080", text)
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-06 22:30:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/notebooks/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (29, 33, 27, 31, 26, 30, 28, 24, 32, 25, 22, 23)]
    hx = [v.gen(HEX, n) for n in (40, 32, 36)]
    ul = [v.gen(URLSAFE, n) for n in (43, 38)]
    more = [v.gen(ALNUM, n) for n in (27, 30, 26, 29, 31, 25, 28, 33, 24)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, hx), tmp, "cli", "context")
        tb = _collect(_library_runs(an, hx) + _more_library_runs(more), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, ul) + _more_repr_runs(more), tmp, "repr", "cause")
        logs = _collect(_log_runs(ul) + _more_log_runs(more), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], hx: list[str]) -> list[Run]:
    t = Path(tmp)
    (t / "billing.sql").write_text(
        f"select id, amount from invoices where api_key = '{an[0]}' and status='open'\n"
    )
    (t / "billing.ini").write_text(f"[bluesnap]\nusername = API_17\npassword = {an[1]}\n")
    with open(t / "settings.pkl", "wb") as fh:
        pickle.dump({"warehouse": "duckdb", "usermaven_server_token": hx[0]}, fh, protocol=2)
    (t / "nb_config.py").write_text(f'EASYBILL_API_KEY = "{an[2]}"\n')
    return [
        (
            "sqlparse reindent",
            "python -m sqlparse -r on a notebook's query filtering on an API key",
            an[0],
            [_PY, "-m", "sqlparse", "-r", str(t / "billing.sql")],
        ),
        (
            "pygments raw ini",
            "python -m pygments -f raw -l ini tokenizing a billing config with a password",
            an[1],
            [_PY, "-m", "pygments", "-f", "raw", "-l", "ini", str(t / "billing.ini")],
        ),
        (
            "pickletools settings",
            "python -m pickletools disassembling a pickled settings dict holding a token",
            hx[0],
            [_PY, "-m", "pickletools", str(t / "settings.pkl")],
        ),
        (
            "dis config module",
            "python -m dis on a notebook config module holding an API key",
            an[2],
            [_PY, "-m", "dis", str(t / "nb_config.py")],
        ),
    ]


def _library_runs(an: list[str], hx: list[str]) -> list[Run]:
    import ipaddress

    out: list[Run] = [
        (
            "int base 16",
            "int(..., 16) on a 'color' cell that held a key (ValueError)",
            an[3],
            lambda: raised_message(lambda: int(an[3], 16)),
        ),
        (
            "ip address",
            "ipaddress.ip_address on an 'allowlist' cell that held a token (ValueError)",
            an[4],
            lambda: raised_message(lambda: ipaddress.ip_address(an[4])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import iso8601

        out.append(
            (
                "iso8601 parse",
                "iso8601.parse_date on a 'paid_at' cell that held a token (ParseError)",
                an[5],
                lambda: raised_message(lambda: iso8601.parse_date(an[5])),
            )
        )
    with contextlib.suppress(ImportError):
        import pandas as pd

        out.append(
            (
                "pandas to datetime",
                "pandas.to_datetime on a 'booked_at' column holding a key (DateParseError)",
                an[6],
                lambda: raised_message(lambda: pd.to_datetime(an[6])),
            )
        )
    with contextlib.suppress(ImportError):
        import polars as pl

        out.append(
            (
                "polars cast",
                "a polars cast of a string column to Int64 where a cell held a token",
                an[7],
                lambda: raised_message(lambda: pl.Series("amount", ["12", an[7]]).cast(pl.Int64)),
            )
        )
    with contextlib.suppress(ImportError):
        import multidict

        out.append(
            (
                "multidict key",
                "a multidict lookup keyed by a token (KeyError)",
                hx[1],
                lambda: raised_message(lambda: multidict.MultiDict(a="1")[hx[1]]),
            )
        )
    return out


def _repr_runs(an: list[str], ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import multidict

        out.append(
            (
                "cimultidict",
                "multidict.CIMultiDict's repr of request headers with a bearer token",
                ul[0],
                lambda: repr(multidict.CIMultiDict({"Authorization": f"Bearer {ul[0]}"})),
            )
        )
    with contextlib.suppress(ImportError):
        import sortedcontainers

        out.append(
            (
                "sorteddict",
                "sortedcontainers.SortedDict's repr of a settings map with a secret",
                an[8],
                lambda: repr(sortedcontainers.SortedDict({"secret_key": an[8], "tz": "UTC"})),
            )
        )
    with contextlib.suppress(ImportError):
        from starlette.datastructures import Headers

        out.append(
            (
                "starlette headers",
                "starlette's Headers repr with an x-api-key header",
                an[9],
                lambda: repr(Headers({"x-api-key": an[9], "accept": "application/json"})),
            )
        )
    with contextlib.suppress(ImportError):
        import pandas as pd

        out.append(
            (
                "pandas dataframe",
                "a pandas DataFrame's repr in a notebook cell, a key column shown bare",
                an[10],
                lambda: repr(pd.DataFrame({"vendor": ["nomod"], "api_key": [an[10]]})),
            )
        )
    with contextlib.suppress(ImportError):
        import polars as pl

        out.append(
            (
                "polars dataframe",
                "a polars DataFrame's repr in a notebook cell, a token column shown bare",
                an[11],
                lambda: repr(pl.DataFrame({"vendor": ["kubit"], "token": [an[11]]})),
            )
        )
    return out


def _log_runs(ul: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import requests

        def urllib3_log() -> str:
            server = start_denying_server()
            port = server.server_address[1]
            try:
                with captured_logs("urllib3.connectionpool") as stream:
                    requests.get(f"http://127.0.0.1:{port}/v2/bookings?api_key={ul[1]}", timeout=10)
            finally:
                server.shutdown()
                server.server_close()
            return stream.getvalue().strip()

        out.append(
            (
                "urllib3 connectionpool",
                "urllib3.connectionpool's DEBUG line for a requests call with a key in the query",
                ul[1],
                urllib3_log,
            )
        )
    return out


def _more_library_runs(more: list[str]) -> list[Run]:
    import urllib.parse
    from datetime import datetime

    out: list[Run] = [
        (
            "urlsplit port",
            "urllib.parse.urlsplit(...).port on a base URL where a token was typed as the port",
            more[0],
            lambda: raised_message(
                lambda: urllib.parse.urlsplit(f"https://billing.acme.io:{more[0]}/v1").port
            ),
        ),
        (
            "fromisoformat",
            "datetime.fromisoformat on a 'renews_at' cell that held a key (ValueError)",
            more[1],
            lambda: raised_message(lambda: datetime.fromisoformat(more[1])),
        ),
    ]
    with contextlib.suppress(ImportError):
        import yaml

        out.append(
            (
                "yaml snippet",
                "PyYAML's ScannerError quoting the line of a notebook config holding a key",
                more[2],
                lambda: raised_message(
                    lambda: yaml.safe_load(f"billing:\n  api_key: {more[2]}: prod\n")
                ),
            )
        )
    return out


def _more_repr_runs(more: list[str]) -> list[Run]:
    import collections
    import http.cookiejar
    import types

    def cookie() -> str:
        jar_cookie = http.cookiejar.Cookie(
            0, "session", more[3], None, False, "127.0.0.1", False, False, "/", True,
            False, None, False, None, None, {},
        )  # fmt: skip
        return repr(jar_cookie)

    out: list[Run] = [
        (
            "simple namespace",
            "types.SimpleNamespace's repr of a notebook's vendor settings",
            more[4],
            lambda: repr(types.SimpleNamespace(vendor="zeeg", token=more[4])),
        ),
        (
            "chainmap",
            "collections.ChainMap's repr of layered settings with an API key",
            more[5],
            lambda: repr(collections.ChainMap({"api_key": more[5]}, {"tz": "UTC"})),
        ),
        ("cookiejar cookie", "http.cookiejar.Cookie's repr of a session cookie", more[3], cookie),
    ]
    with contextlib.suppress(ImportError):
        import numpy as np

        out.append(
            (
                "numpy array",
                "a numpy string array's repr holding a key",
                more[6],
                lambda: repr(np.array(["zenchef", more[6]])),
            )
        )
    with contextlib.suppress(ImportError):
        import pandas as pd

        out.append(
            (
                "pandas series",
                "a pandas Series' repr of one integration row with its token",
                more[7],
                lambda: repr(pd.Series({"vendor": "bokio", "token": more[7]})),
            )
        )
    return out


def _more_log_runs(more: list[str]) -> list[Run]:
    out: list[Run] = []
    with contextlib.suppress(ImportError):
        import sqlalchemy as sa

        def engine_log() -> str:
            engine = sa.create_engine("sqlite://")
            with captured_logs("sqlalchemy.engine.Engine") as stream, engine.begin() as conn:
                conn.execute(sa.text("create table keys (vendor text, api_key text)"))
                conn.execute(
                    sa.text("insert into keys values (:v, :k)"), {"v": "zenchef", "k": more[8]}
                )
            engine.dispose()
            return re.sub(r"generated in [\d.]+s", "generated in 0.00010s", stream.getvalue())

        out.append(
            (
                "sqlalchemy engine",
                "SQLAlchemy's engine INFO log of an insert's parameters into a local sqlite",
                more[8],
                engine_log,
            )
        )
    return out
