"""Innocent set 52, blind: messages with no secret in set 52's domains, tools and languages.

Written on 2026-12-06 (18:55-19:07 UTC by ``date -u``) by the helper session ``secrets52``
with set 52's secrets (``heldout_set52_secrets.py``), under the same rules: without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``). Every marked fact must survive redaction; none is a secret.

* ``domains``, ``flags``, ``parse``: ``_heldout_innocents52_domains.py``.
* ``agent``, ``public``, ``world``, ``vendor-ids``: ``_heldout_innocents52_agents.py``.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set52.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set52.py --list      # every message
    PYTHONPATH=src python benchmarks/heldout_innocents_set52.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_innocents52_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents52_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 52_2026_12_06_19


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
    sys.exit(main("set 52", __doc__ or "", messages()))
