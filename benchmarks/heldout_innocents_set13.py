"""A fourteenth innocent corpus (set 13), blind: written before any redaction was run on it.

Written on 2026-12-04 (14:03-14:20 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 12's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Real-looking error text in the carriers of secrets set 13 holding no secret (Ansible with
``no_log``, systemd, web servers and proxies, Kubernetes, Helm, cloud CLIs, JDBC/ODBC, LDAP,
SNMP, RADIUS, IPsec, WireGuard, stack traces of seven languages, structured logs, HTTP/2,
e-mail headers, Markdown: ``_heldout_innocents13_tools.py``); set 13's languages on policies,
lockouts and names, set 13's vendors' public ids and public data in set 13's encodings
(``_heldout_innocents13_world.py``); and ids from domains earlier sets did not draw on
(healthcare, genomics, insurance, banking, tax and customs, telecom, travel, sports, weather,
GIS, printing, publishing, video, CDN, DNSSEC, PKI, supply chain, CI, flags, queues,
databases, tracing, research, and files, flags, hashes and masked values named after
credentials: ``_heldout_innocents13_domains.py``). None holds a secret; each marks what a
model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set13.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set13.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set13.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents13_domains import DOMAINS, IDS
from _heldout_innocents13_tools import LOGS, OPS
from _heldout_innocents13_world import ENCODED, I18N, VENDOR_IDS
from _heldout_innocents_harness import Message, corpus, main

SEED = 13_2026_12_04_14


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("ops", OPS),
            ("logs", LOGS),
            ("i18n", I18N),
            ("vendor-ids", VENDOR_IDS),
            ("encoding", ENCODED),
            ("domains", DOMAINS),
            ("ids", IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 13", __doc__ or "", messages()))
