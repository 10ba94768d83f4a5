"""A twelfth innocent corpus (set 11), blind: written before any redaction was run on it.

Written on 2026-12-04 (13:30-13:45 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 10's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Real-looking error text in the carriers of secrets set 11 and from many other domains: the
output of terraform, jq, node, sqlite3, perl, java, git, redis-cli, openssl, kubectl and curl,
the exceptions of requests, xmlrpc, click, strictyaml and Python's parsers, container reprs
and other languages' traces (``_heldout_innocents11_tools.py``); set 11's forty languages
using their credential words about policies and names, configurations that reference a secret
by name, file, variable or vault path, and logs in set 11's formats
(``_heldout_innocents11_world.py``); public ids of set 11's vendors, public data in set 11's
encodings, ids from science, finance, logistics, media, health, telecom, games, GIS, builds,
clouds and tracing, files named after credentials, "password: YES"-like flags, hashes shown
as identifiers, and headers, cookies and connection strings without their secrets
(``_heldout_innocents11_domains.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set11.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set11.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set11.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents11_domains import DOMAINS, ENCODED, VENDOR_IDS, WIRE
from _heldout_innocents11_tools import CLI, REPRS
from _heldout_innocents11_world import CONFIGS, I18N, LOGS
from _heldout_innocents_harness import Message, corpus, main

SEED = 11_2026_12_04_13


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("cli", CLI),
            ("reprs", REPRS),
            ("i18n", I18N),
            ("config", CONFIGS),
            ("log", LOGS),
            ("vendor-ids", VENDOR_IDS),
            ("encoding", ENCODED),
            ("domains", DOMAINS),
            ("wire", WIRE),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 11", __doc__ or "", messages()))
