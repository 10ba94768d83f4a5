"""A twenty-first innocent corpus (set 20), blind: written before any redaction was run on it.

Written on 2026-12-05 (10:21-10:37 UTC) by the helper session ``secrets20`` for issue 24
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or
``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``); set 19's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (falconry, piano tuning, glassblowing,
blacksmithing, pet grooming, horse racing, rowing, fencing, balloons, skydiving, paragliding,
model railways, laundromats, grain elevators, sawmills, paper mills, breweries, cheese, coffee
roasting, oyster farms, poultry, mushroom farms, tide gauges, meteorites, cleanrooms, welding,
trams, cable cars, roofing, land registries, freight, arcades, roller coasters, choirs, art
conservation, interpreting, braille, dialysis, pathology, pharmacovigilance, tailoring, shoe
and watch repair, dyeing, carpet weaving, printing presses, type foundries, crosswords, bingo
and fantasy sports: ``_heldout_innocents20_domains.py``), flags, counts and names next to
credential words (``secret_version``, ``token_bucket``, ``password_history``,
``key_rotation_days``, ``credential_id``: same file), parse and conversion errors quoting
ordinary values (numbers, dates, durations, ids, hashes, file names, versions) and lookups of
real ids that failed (same file), coding-agent output with no secret in it (reads of sample
configs, listings, search hits, diffs, test failures of several runners, lockfile lines,
hashes, digests, build output, exit codes), runtimes' errors, set 20's languages and public ids
of set 20's vendors (``_heldout_innocents20_agents.py``). None holds a secret; each marks what
a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set20.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set20.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set20.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents20_agents import AGENT, RUNTIMES, VENDOR_IDS, WORLD
from _heldout_innocents20_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 20_2026_12_05_10


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("domains", DOMAINS),
            ("flags", FLAGS),
            ("parse", PARSE),
            ("agent", AGENT),
            ("runtimes", RUNTIMES),
            ("world", WORLD),
            ("vendor-ids", VENDOR_IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 20", __doc__ or "", messages()))
