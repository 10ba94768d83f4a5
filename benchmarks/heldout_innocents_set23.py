"""A twenty-fourth innocent corpus (set 23), blind: written before any redaction was run on it.

Written on 2026-12-05 (16:54-17:06 UTC) by the helper session ``secrets23`` for issue 24
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on these
messages (only ``--dry-run`` and ``--list``); set 22's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (harp making, luthiery, paper marbling,
calligraphy, cartography, hydrography, snowmaking, icebreaking, glaciology, ocean gliders,
cable laying, pipeline pigging, mine ventilation, blasting, lift bridges, monorails, bus
depots, level crossings, hangars, de-icing, fuel farms, shipbreaking, fishing quotas, fish
ladders, arboreta, tree surgery, fire towers, charcoal, rice and flour milling, dairy robots,
dog shows, wildlife rehabilitation, bird ringing, glazing, plastering, tiling, heat pumps,
district heating, water towers, brickworks, theatre rigging, billiards, karting, motocross,
model rocketry, comic grading, trading cards and board-game cafés:
``_heldout_innocents23_domains.py``), flags, counts, dates, prefixes and settings next to
credential words (same file), parse and conversion errors quoting ordinary values in the
messages of the tools set 23's secrets came from, and lookups of real ids that failed (same
file), coding-agent output with no secret in it in the tool shapes of set 23's secrets,
public keys, key IDs, fingerprints, serials, digests, build, trace and span ids beside
credential words, set 23's languages and public ids of set 23's vendors
(``_heldout_innocents23_agents.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set23.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set23.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set23.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents23_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents23_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 23_2026_12_05_17


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
    sys.exit(main("set 23", __doc__ or "", messages()))
