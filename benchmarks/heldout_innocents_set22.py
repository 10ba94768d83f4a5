"""A twenty-third innocent corpus (set 22), blind: written before any redaction was run on it.

Written on 2026-12-05 (12:58-13:20 UTC) by the helper session ``secrets22`` for issue 24
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or
``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``); set 21's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (clock repair, taxidermy, stained glass,
saddlery, farriery, carousels, dredging, tugboats, curling, climbing gyms, turf, crematoria,
boiler inspection, chimney sweeping, septic service, well drilling, street lighting, traffic
signals, parking meters, road gritting, weather balloons, coral restoration, kelp farming,
salt pans, sourdough, cider, sake, olive mills, silk reeling, tanneries, cobblers, millinery,
letterpress, bicycle repair, tyre retreading, foley, pinball and cinema projection:
``_heldout_innocents22_domains.py``), flags, counts, dates, prefixes and ids next to
credential words (same file), parse and conversion errors quoting ordinary values in the
messages of the tools set 22's secrets came from, and lookups of real ids that failed (same
file), coding-agent output with no secret in it (reads of sample configs in the shapes of set
22's secrets, commands printing a value alone that is not secret, diffs, conflict markers,
scanners reporting nothing or a hash, test failures of eight runners, lockfile lines, listings,
checksums), ids, hashes, addresses and client keys that are public by design beside
credential words (SRI integrity, TLSA and DS records, IPFS CIDs, onion, Ethereum and Bitcoin
addresses, publishable and search-only keys, a Firebase web ``apiKey``, Android certificate
fingerprints, Apple Team IDs, serial numbers, LFS oids, Nix store hashes, Rekor UUIDs, DKIM
keys, pins, trace ids, CSP nonces, WebAuthn challenges), set 22's languages and public ids of
set 22's vendors (``_heldout_innocents22_agents.py``). None holds a secret; each marks what a
model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set22.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set22.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set22.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents22_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents22_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 22_2026_12_05_13


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
    sys.exit(main("set 22", __doc__ or "", messages()))
