"""Innocent set 84, blind: messages with no secret in set 84's domains, tools and languages.

Written on 2026-12-07 (19:28-19:40 UTC by ``date -u``) by the helper session ``secrets84``
with set 84's secrets (``heldout_set84_secrets.py``), under the same rules: without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``). Every marked fact must survive redaction; none is a secret.

* ``domains``, ``flags``, ``parse``: ``_heldout_innocents84_domains.py``.
* ``agent``, ``public``, ``world``, ``vendor-ids``: ``_heldout_innocents84_agents.py``.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set84.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set84.py --list      # every message
    PYTHONPATH=src python benchmarks/heldout_innocents_set84.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_innocents84_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents84_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 84_2026_12_07_01


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
    sys.exit(main("set 84", __doc__ or "", messages()))
