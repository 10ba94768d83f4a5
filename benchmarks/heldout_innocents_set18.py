"""A nineteenth innocent corpus (set 18), blind: written before any redaction was run on it.

Written on 2026-12-05 (06:08-06:25 UTC) by the helper session ``secrets18`` for issue 24
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md`` or
``benchmarks/results/``, and without running any redaction on these messages (only
``--dry-run`` and ``--list``); set 17's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (philately, numismatics, equestrian sport, golf,
regattas, cycling, bowling, archery, perfumery, cosmetics, jewellery, watchmaking,
transplants, physiotherapy, distilleries, bakeries, dairies, hatcheries, aquaculture,
quarries, cement, steel, shipyards, plumbing, pest control, waste, recycling, sewage,
snowploughs, roads, self-storage, car washes, fuel, tyres, car rental, diving, yoga, martial
arts, dance, prepress, newspapers, patents, parliaments, hydrants, hospital beds,
accelerators, research reactors, oceanography, hydrology, ornithology, entomology, herbaria,
palaeontology, archaeology, geodesy, surveying, scaffolding, furniture, shoes, toys, knitting,
woodworking, ceramics, film, render farms, DMX, weddings, catering, daycare, eldercare, pet
insurance, hunting, camping and national parks: ``_heldout_innocents18_domains.py``), flags,
counts and names next to credential words (``password_expires_in``, ``token bucket``,
``Secret Santa``, ``key fob``, ``api_key_last4``: same file), and the carriers, languages,
vendors and encodings of secrets set 18 holding no secret
(``_heldout_innocents18_tools.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set18.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set18.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set18.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents18_domains import DOMAINS, FLAGS
from _heldout_innocents18_tools import CARRIERS, VENDOR_IDS, WORLD
from _heldout_innocents_harness import Message, corpus, main

SEED = 18_2026_12_05_06


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("domains", DOMAINS),
            ("flags", FLAGS),
            ("carriers", CARRIERS),
            ("world", WORLD),
            ("vendor-ids", VENDOR_IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 18", __doc__ or "", messages()))
