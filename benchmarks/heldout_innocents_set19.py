"""A twentieth innocent corpus (set 19), blind: written before any redaction was run on it.

Written on 2026-12-05 (09:23-09:35 UTC) by the helper session ``secrets19`` for issue 24
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or
``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``); set 18's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (viticulture, wineries, air traffic, escalators,
solar farms, wind turbines, water treatment, vertical farms, seed banks, compounding
pharmacies, dental labs, optometry, prosthetics, interlibrary loans, bookbinding, concerts,
casinos, totes, ski lifts, ice rinks, lighthouses, ferries, cranes, bike share, scooters,
prisons, radiosondes, seismology, speleology, mountain rescue, lifeguards, swimming pools, fire
alarms, ambulances, dry cleaning, locksmiths, florists, nail salons, barbers, escape rooms,
circuses, rodeos, planetariums, organ donation, IVF, cord blood, hospices and midwifery:
``_heldout_innocents19_domains.py``), flags, counts and names next to credential words
(``token_count``, ``secret_scanning``, ``password_min_length``, ``key_id``, ``passkey``,
``api_key_prefix``: same file), coding-agent output with no secret in it (numbered reads of
example env files, listings, search hits, diffs, test failures, lockfile lines, hashes and
digests, exit codes), runtimes' errors, set 19's languages and public ids of set 19's vendors
(``_heldout_innocents19_agents.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set19.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set19.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set19.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents19_agents import AGENT, RUNTIMES, VENDOR_IDS, WORLD
from _heldout_innocents19_domains import DOMAINS, FLAGS
from _heldout_innocents_harness import Message, corpus, main

SEED = 19_2026_12_05_09


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("domains", DOMAINS),
            ("flags", FLAGS),
            ("agent", AGENT),
            ("runtimes", RUNTIMES),
            ("world", WORLD),
            ("vendor-ids", VENDOR_IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 19", __doc__ or "", messages()))
