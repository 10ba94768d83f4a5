"""A fifteenth innocent corpus (set 14), blind: written before any redaction was run on it.

Written on 2026-12-04 (20:22-20:27 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 13's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Real-looking error text in the carriers of secrets set 14 holding no secret (CI logs,
orchestrators, container runtimes, job queues, data pipelines, database logs and shells, host
and Windows tools, errors of ten languages, telemetry and audit records:
``_heldout_innocents14_tools.py``); set 14's languages and forms on policies, lockouts and
names, set 14's vendors' public ids, keys that are public by design, and public data in set
14's encodings (``_heldout_innocents14_world.py``); and ids from domains earlier sets did not
draw on (app stores, ad tech, e-signature, localization, search, CMS, maps, photography,
robotics, space, game development, chat, calendars, e-commerce, marketing, HR, fonts, design,
licensing, accessibility, directories) with flags, masked values, files, hashes and settings
named after credentials (``_heldout_innocents14_domains.py``). None holds a secret; each
marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set14.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set14.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set14.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents14_domains import DOMAINS, FLAGS
from _heldout_innocents14_tools import LOGS, OPS
from _heldout_innocents14_world import ENCODED, I18N, PUBLIC_KEYS, VENDOR_IDS
from _heldout_innocents_harness import Message, corpus, main

SEED = 14_2026_12_04_20


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
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
    sys.exit(main("set 14", __doc__ or "", messages()))
