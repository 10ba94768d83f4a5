"""Innocent set 68, blind: messages with no secret in set 68's domains, tools and languages.

Written on 2026-12-07 (05:18-05:48 UTC by ``date -u``) by the helper session ``secrets68``
with set 68's secrets (``heldout_set68_secrets.py``), under the same rules: without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or any measurement output, and without running any redaction on these messages (only
``--dry-run`` and ``--list``). Every marked fact must survive redaction; none is a secret.

* ``domains``, ``flags``, ``parse``: ``_heldout_innocents68_domains.py``.
* ``agent``, ``public``, ``world``, ``vendor-ids``: ``_heldout_innocents68_agents.py``.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set68.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set68.py --list      # every message
    PYTHONPATH=src python benchmarks/heldout_innocents_set68.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_innocents68_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents68_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 68_2026_12_07_01


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
    sys.exit(main("set 68", __doc__ or "", messages()))
