"""A thirteenth innocent corpus (set 12), blind: written before any redaction was run on it.

Written on 2026-12-04 (13:45-14:05 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 11's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Real-looking error text in the carriers of secrets set 12 holding no secret (``bash -x``
traces, ``xargs -t``, ``make``, ``ps``, environment dumps, CI logs with masked values, crash
dumps, configuration and SQL errors that reference secrets by name, reprs and locals layouts:
``_heldout_innocents12_tools.py``); set 12's languages on policies and names, set 12's
vendors' public ids and public data in set 12's encodings
(``_heldout_innocents12_world.py``); and ids from domains earlier sets did not draw on
(agriculture, energy, aviation, maritime, rail, automotive, legal, education, libraries,
music rights, chemistry, astronomy, manufacturing, IoT, retail, payroll, real estate, public
blockchains, scanners, lockfiles, git, containers, clouds, caches, files and flags named after
credentials, trace ids and public keys: ``_heldout_innocents12_domains.py``). None holds a
secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set12.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set12.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set12.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents12_domains import DOMAINS, IDS
from _heldout_innocents12_tools import CLI, CONFIGS, REPRS, SQL
from _heldout_innocents12_world import ENCODED, I18N, VENDOR_IDS
from _heldout_innocents_harness import Message, corpus, main

SEED = 12_2026_12_04_13


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("cli", CLI),
            ("config", CONFIGS),
            ("sql", SQL),
            ("reprs", REPRS),
            ("i18n", I18N),
            ("vendor-ids", VENDOR_IDS),
            ("encoding", ENCODED),
            ("domains", DOMAINS),
            ("ids", IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 12", __doc__ or "", messages()))
