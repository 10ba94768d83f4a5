"""A sixteenth innocent corpus (set 15), blind: written before any redaction was run on it.

Written on 2026-12-04 (23:50-00:40 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 14's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Real-looking error text in the carriers of secrets set 15 holding no secret (the live
command-line tools, operations tools, and the languages' and logs' layouts:
``_heldout_innocents15_tools.py``); set 15's tenses, voices, cases and word orders on
policies, lockouts and names, set 15's vendors' public ids, keys that are public by design,
and public data in set 15's encodings (``_heldout_innocents15_world.py``); and ids from
domains earlier sets did not draw on (museums, EV charging, parking and tolling, 3D printing,
BIM and PLM, fabs, LIMS, clinical trials, HPC, ML tracking and model hubs, data catalogs,
podcasts, ATMs, lotteries, postal, ticketing, wearables, ride-hailing, mining, water, firmware,
pharmacy, recalls, dispatch, veterinary, donations) with references to secrets, flags, masked
values, files and hashes named after credentials (``_heldout_innocents15_domains.py``). None
holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set15.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set15.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set15.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents15_domains import DOMAINS, FLAGS
from _heldout_innocents15_tools import CLI, LOGS, OPS
from _heldout_innocents15_world import ENCODED, I18N, PUBLIC_KEYS, VENDOR_IDS
from _heldout_innocents_harness import Message, corpus, main

SEED = 15_2026_12_04_23


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("cli", CLI),
            ("ops", OPS),
            ("logs", LOGS),
            ("i18n", I18N),
            ("vendor-ids", VENDOR_IDS),
            ("public-keys", PUBLIC_KEYS),
            ("encoding", ENCODED),
            ("domains", DOMAINS),
            ("flags", FLAGS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 15", __doc__ or "", messages()))
