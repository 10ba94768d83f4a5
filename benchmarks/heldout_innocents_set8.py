"""A ninth innocent corpus (set 8), blind: written before any redaction was run on it.

Written on 2026-12-04 (02:57-03:25 UTC) for issue 24 without reading ``src/toolretry/redact/``,
the redaction tests, ``docs/redaction*`` or the innocent corpora of earlier sets, and without
running any redaction on these messages; set 7's script was read only for how facts are marked
and checked, and that machinery is now one shared module (``_heldout_innocents_harness.py``).

Real-looking error text from many domains: package managers, compilers and interpreters
(``_heldout_innocents8_build.py``); git and CI; cloud CLIs and Kubernetes, databases, message
brokers and vaults, HTTP APIs and identity providers (``_heldout_innocents8_cloud.py``); data
science, finance and games, security tooling, messages in 14 languages, and flags, file names,
encodings and ids (``_heldout_innocents8_world.py``). None holds a secret; most hold a
credential word next to a value a model needs: object keys, KMS key ARNs, secret and key
*names*, constraint names ending in ``_key``, public key fingerprints and public keys,
"password: YES" flags, LLM token counts, product keys of games, page tokens and cursors
(base64 of non-secrets), checksums, commit hashes, request and trace ids, UUIDs, ISINs, LEIs,
IBANs and transaction hashes.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set8.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set8.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set8.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents8_build import BUILD, VCS_CI
from _heldout_innocents8_cloud import CLOUD, DATA_STORES, HTTP_APIS
from _heldout_innocents8_world import DATA, FINANCE_GAMES, FLAGS, SECURITY, WORLD
from _heldout_innocents_harness import Message, corpus, main

SEED = 8_2026_12_04_2


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("build", BUILD),
            ("vcs-ci", VCS_CI),
            ("cloud", CLOUD),
            ("stores", DATA_STORES),
            ("http", HTTP_APIS),
            ("data", DATA),
            ("finance-games", FINANCE_GAMES),
            ("security", SECURITY),
            ("world", WORLD),
            ("flags-ids", FLAGS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 8", __doc__ or "", messages()))
