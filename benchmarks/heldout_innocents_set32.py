"""Innocent set 32: messages that hold no secret, for the held-out set 32's false positives.

Written on 2026-12-06 (10:19-10:30 UTC by ``date -u``) by the helper session ``secrets32``
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on
these messages; only ``--dry-run`` and ``--list`` were run. Ids and values from domains no
earlier innocent set drew on, settings and flags beside credential words, parse errors
quoting ordinary values (``_heldout_innocents32_domains.py``), coding-agent output in set
32's tool shapes with no secret, values public by design beside credential words, set 32's
languages and public ids of set 32's vendors (``_heldout_innocents32_agents.py``). None holds
a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set32.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set32.py --list      # every message
    PYTHONPATH=src python benchmarks/heldout_innocents_set32.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_innocents32_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents32_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 32_2026_12_06_11


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("domains", DOMAINS),
            ("flags", FLAGS),
            ("parse", PARSE),
            ("agent", AGENT),
            ("public", PUBLIC),
            ("world", WORLD),
            ("vendor-ids", VENDOR_IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 32", __doc__ or "", messages()))
