"""A twenty-second innocent corpus (set 21), blind: written before any redaction was run on it.

Written on 2026-12-05 (12:25-12:50 UTC) by the helper session ``secrets21`` for issue 24
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or
``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``); set 20's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (bell ringing, pipe organs, canal locks,
geothermal wells, microfilm, cocoa fermentation, snow grooming, alpaca shearing, milking robots,
aquaponics, reindeer herding, radio astronomy, funiculars, ground stations, sprinkler
inspection, maple syrup, orthotics, offshore rigs, dosimetry, desalination, sewers, composting,
landfills, taxi dispatch and opticians: ``_heldout_innocents21_domains.py``), flags, counts,
dates and ids next to credential words (``token_id``, ``key_version``, ``secret_ref``,
``password_expires_in``, ``credential_id``: same file), parse and conversion errors quoting
ordinary values and lookups of real ids that failed (same file), coding-agent output with no
secret in it (reads of sample configs, MCP results, searches, patches, listings, test failures
of seven runners, lockfile lines, checksums, secret stores' names-only listings, exit codes),
ids, hashes and keys that are public by design beside credential words (build, trace and request
ids, ETags, content hashes, SSH, WireGuard, age, minisign and Nostr public keys, fingerprints,
JWKS ``kid``\\s, thumbprints, key ids and ARNs, public nonces, salts, PKCE challenges, OAuth
states), set 21's languages and public ids of set 21's vendors
(``_heldout_innocents21_agents.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set21.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set21.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set21.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents21_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents21_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 21_2026_12_05_12


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
    sys.exit(main("set 21", __doc__ or "", messages()))
