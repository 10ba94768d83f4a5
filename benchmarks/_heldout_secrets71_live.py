"""Held-out set 71: output of tools and libraries really run here, against local files only.

Nothing here was written by hand: each case's text is what the tool or library printed,
raised, represented or logged when run on this machine with a generated value, normalized
(times, addresses, temporary paths) so that every run gives the same text except the values.
A tool missing here adds no case and changes no value drawn for the other cases (all values
are drawn first). Tools and calls were grepped for in every earlier held-out file; most had
been used somewhere (earlier files naming each: ``jq -c`` 4, ``sqlite3 -box`` 4, ``ZoneInfo(``
8, ``ip_network`` 2, ``Counter({`` 4, ``MappingProxyType`` 6, ``captureWarnings`` 4), so they
were run here on this set's share instead (chunk stores, SIM portals, Pacific time zones):

* ``cli``: ``jq -c`` selecting chunks of a local NDJSON chunk store whose text holds a key, and
  ``sqlite3 -box`` over a local table of SIM portal credentials.
* ``traceback``: ``zoneinfo.ZoneInfo`` given a pasted token as a Pacific zone's name
  (``ZoneInfoNotFoundError``), and ``ipaddress.ip_network`` given a token where a ground
  station's subnet belonged (``ValueError``).
* ``repr``: ``collections.Counter`` of tokens seen by a crawler, ``types.MappingProxyType`` of
  a vector database's connection settings.
* ``log``: ``warnings.warn`` routed to logging by ``logging.captureWarnings`` (the ``py.warnings``
  logger), the warning quoting a key.
"""

from __future__ import annotations

import json
import re
import tempfile
import warnings
from pathlib import Path

from _heldout_live_tools import Run, captured_logs, collect_runs, raised_message, run_command
from _heldout_secrets_harness import ALNUM, HEX, Case, Values

__all__ = ["live_tool_cases"]

_ENV = {"LC_ALL": "C", "NO_COLOR": "1", "TERM": "dumb", "TZ": "UTC"}


def _normalize(text: str, tmp: str) -> str:
    text = text.replace(tmp, "/home/dev/work")
    text = re.sub(r"0x[0-9a-f]{8,}", "0x7f3a2c1e5b40", text)
    text = re.sub(r"\b\d{4}-\d\d-\d\d[ T]\d\d:\d\d:\d\d(\.\d+)?", "2026-12-07 08:55:00", text)
    return re.sub(r"/tmp/\S+?/", "/home/dev/work/", text)


def _collect(runs: list[Run], tmp: str, group: str, raises: str) -> list[Case]:
    return collect_runs(runs, tmp, group, raises, _ENV, _normalize)


def live_tool_cases(v: Values) -> list[Case]:
    an = [v.gen(ALNUM, n) for n in (37, 28, 34, 30, 35, 26)]
    hx = [v.gen(HEX, n) for n in (40, 32)]
    pw = [v.pw() for _ in range(2)]
    with tempfile.TemporaryDirectory() as tmp:
        cli = _collect(_cli_runs(tmp, an, pw), tmp, "cli", "context")
        tb = _collect(_library_runs(an), tmp, "traceback", "note")
        reprs = _collect(_repr_runs(an, pw, hx), tmp, "repr", "cause")
        logs = _collect(_log_runs(hx), tmp, "log", "args")
    return cli + tb + reprs + logs


def _cli_runs(tmp: str, an: list[str], pw: list[str]) -> list[Run]:
    chunks = Path(tmp) / "chunks.ndjson"
    rows = [
        {"id": "c-101", "score": 0.91, "text": f"TILE_KEY={an[0]} for the harbour layer"},
        {"id": "c-102", "score": 0.42, "text": "tiles refresh hourly"},
    ]
    chunks.write_text("".join(json.dumps(r) + "\n" for r in rows))
    db = Path(tmp) / "sims.db"
    run_command(
        ["sqlite3", str(db),
         "CREATE TABLE portal(carrier TEXT, login TEXT, password TEXT);"
         f"INSERT INTO portal VALUES('pacific-mvno','ops@moana.ws','{pw[0]}');"],
        tmp, env=_ENV,
    )  # fmt: skip
    return [
        (
            "jq select chunks",
            "jq -c selecting high-scoring chunks of a local NDJSON chunk store",
            an[0],
            ["jq", "-c", "select(.score > 0.8)", str(chunks)],
        ),
        (
            "sqlite3 box",
            "sqlite3 -box over a local table of SIM portal credentials",
            pw[0],
            ["sqlite3", "-box", str(db), "SELECT * FROM portal;"],
        ),
    ]


def _library_runs(an: list[str]) -> list[Run]:
    import ipaddress
    import zoneinfo

    return [
        (
            "zoneinfo pacific",
            "zoneinfo.ZoneInfo given a pasted token as a Pacific zone's name (ZoneInfoNotFoundError)",
            an[1],
            lambda: raised_message(lambda: zoneinfo.ZoneInfo(f"Pacific/{an[1]}")),
        ),
        (
            "ipaddress network",
            "ipaddress.ip_network given a token where a ground station's subnet belonged (ValueError)",
            an[2],
            lambda: raised_message(lambda: ipaddress.ip_network(an[2])),
        ),
    ]


def _repr_runs(an: list[str], pw: list[str], hx: list[str]) -> list[Run]:
    from collections import Counter
    from types import MappingProxyType

    return [
        (
            "counter tokens",
            "repr of a collections.Counter of bearer tokens a crawler saw in request logs",
            an[3],
            lambda: repr(Counter({f"Bearer {an[3]}": 14, "anonymous": 3})),
        ),
        (
            "mappingproxy settings",
            "repr of a types.MappingProxyType of a vector database's connection settings",
            pw[1],
            lambda: repr(MappingProxyType({"host": "127.0.0.1", "port": 19530, "password": pw[1]})),
        ),
    ]


def _log_runs(hx: list[str]) -> list[Run]:
    def warned() -> str:
        import logging

        logging.captureWarnings(True)
        try:
            with captured_logs("py.warnings") as stream, warnings.catch_warnings():
                warnings.simplefilter("always")
                warnings.warn_explicit(
                    f"embedder api_key={hx[0]} is deprecated; use a token file",
                    UserWarning,
                    "ingest/embed_pipeline.py",
                    88,
                )
        finally:
            logging.captureWarnings(False)
        return "\n".join(line for line in stream.getvalue().splitlines() if hx[0] in line)

    return [
        (
            "captured warning",
            "warnings.warn routed to the py.warnings logger by logging.captureWarnings",
            hx[0],
            warned,
        ),
    ]
