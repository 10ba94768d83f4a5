"""An eleventh innocent corpus (set 10), blind: written before any redaction was run on it.

Written on 2026-12-04 (10:00-10:40 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 9's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Real-looking error text in the carriers of secrets set 10 and from many other domains: the
output of curl -v, git, ssh, openssl, psql, kubectl, pip, npm, node, jq, sqlite3, docker, helm
and terraform, and tracebacks with locals in the layouts set 10 uses
(``_heldout_innocents10_tools.py``); set 10's twelve languages using their credential words
about policies and names, configurations that reference a secret by name, file or command, and
log lines in set 10's formats (``_heldout_innocents10_world.py``); public ids of set 10's
vendors, public data in set 10's encodings, ids from science, finance, logistics, media,
games, GIS, health, telecom and build tools, file names holding credential words, and public
keys, addresses and fingerprints, and the services of set 10's header schemes and connection
strings without their keys (``_heldout_innocents10_domains.py``). None holds a secret;
each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set10.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set10.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set10.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents10_domains import CRYPTO_PUBLIC, DOMAINS, ENCODED, VENDOR_IDS, WIRE
from _heldout_innocents10_tools import CLI, TRACEBACKS
from _heldout_innocents10_world import CONFIGS, I18N, LOGS
from _heldout_innocents_harness import Message, corpus, main

SEED = 10_2026_12_04_10


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("cli", CLI),
            ("traceback", TRACEBACKS),
            ("i18n", I18N),
            ("config", CONFIGS),
            ("log", LOGS),
            ("vendor-ids", VENDOR_IDS),
            ("encoding", ENCODED),
            ("domains", DOMAINS),
            ("crypto-public", CRYPTO_PUBLIC),
            # Added with secrets set 10's header schemes and connection strings.
            ("wire", WIRE),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 10", __doc__ or "", messages()))
