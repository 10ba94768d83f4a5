"""A tenth innocent corpus (set 9), blind: written before any redaction was run on it.

Written on 2026-12-04 (05:50-06:30 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/`` or ``benchmarks/results/``, and without running any redaction on these
messages; set 8's corpus and the shared harness (``_heldout_innocents_harness.py``) were read
for how facts are marked and checked.

Real-looking text in the same carriers as secrets set 9: HTTP client errors and dumps,
connection strings without a password and the public ids of set 9's vendors
(``_heldout_innocents9_wire.py``); tool output, configuration that references a secret by name,
file or command, and tracebacks with locals (``_heldout_innocents9_tools.py``); credential
words of set 9's languages, public data in set 9's encodings, prose using "token", "key",
"secret" and "password" for other things, and public keys, addresses and hashes
(``_heldout_innocents9_world.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set9.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set9.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set9.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents9_tools import CLI, CONFIGS, TRACEBACKS
from _heldout_innocents9_wire import DSN_URLS, HTTP, VENDOR_IDS
from _heldout_innocents9_world import CRYPTO_PUBLIC, ENCODINGS, I18N, PROSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 9_2026_12_04_6


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("http", HTTP),
            ("dsn", DSN_URLS),
            ("vendor-ids", VENDOR_IDS),
            ("cli", CLI),
            ("config", CONFIGS),
            ("traceback", TRACEBACKS),
            ("i18n", I18N),
            ("encoding", ENCODINGS),
            ("prose", PROSE),
            ("crypto-public", CRYPTO_PUBLIC),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 9", __doc__ or "", messages()))
