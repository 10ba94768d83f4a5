"""A twenty-fifth innocent corpus (set 24), blind: written before any redaction was run on it.

Written on 2026-12-05 (19:28-19:46 UTC by ``date -u``) by the helper session ``secrets24``
for issue 24 without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on these
messages (only ``--dry-run`` and ``--list``); set 23's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (bonsai, typefounding, clockmaking, accordion
and bagpipe repair, saffron, heraldry, orienteering, bobsleigh, ski jumping, biathlon,
caving, ballet, carillons, tsunami buoys, permafrost, salt marshes, whales, sea turtles,
barges, hump yards, signal boxes, parking garages, weigh stations, duty-free, jet bridges,
shortwave, radio telescopes, bookshops, wine cellars, butchers, fishmongers, wastewater,
hydropower, wind farms, nuclear plants, smart meters, body shops, window cleaning,
demolition, asphalt, concrete, pulp mills, shoemaking, pearl farming, mosaics, frescoes,
vinyl pressing, film labs, saunas and crematoria: ``_heldout_innocents24_domains.py``);
flags, counts, dates, settings names, enum names, docs links and "password: set" next to
credential words (same file); parse and conversion errors quoting ordinary values in the
messages of the tools set 24's secrets came from, and lookups of real ids that failed (same
file); coding-agent output with no secret in it in the tool shapes of set 24's secrets,
public keys, key ids, fingerprints, accessors, digests, build, trace and span ids beside
credential words, set 24's languages and public ids of set 24's vendors
(``_heldout_innocents24_agents.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set24.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set24.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set24.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents24_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents24_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 24_2026_12_05_19


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
    sys.exit(main("set 24", __doc__ or "", messages()))
