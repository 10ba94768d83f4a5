"""A twenty-ninth innocent corpus (set 28), blind: written before any redaction was run on it.

Written on 2026-12-06 (06:45-07:10 UTC by ``date -u``) by the helper session ``secrets28``
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on
these messages (only ``--dry-run`` and ``--list``); set 27's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (ropemaking, bell foundries, sailmakers, organ
builders, whale watching, ice harvesting, glacier guiding, cave diving, dye works,
sericulture, terrazzo, stonemasons, taxidermists, ham radio, weather stations, sitars, taiko,
banjos, marimbas, snuff, dumplings, tortillas, bagels, pretzels, croissants, lawn bowls,
contract bridge, rickshaws, tuk-tuks, dhows, feluccas, sampans, longboats, seaplanes, sled
dogs, mycology, barley, sorghum, millet, quinoa, cassava, taro, breadfruit, date palms and
kapok; ``_heldout_innocents28_domains.py``), settings and flags beside credential words,
parse errors quoting ordinary values in set 28's tools' messages, coding-agent output with no
secret in set 28's tool shapes, public keys, key ids, fingerprints, digests and build, trace
and span ids beside credential words, set 28's languages' words for codes, keys and
passwords without a value, and public ids of set 28's vendors
(``_heldout_innocents28_agents.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set28.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set28.py --list      # every message
    PYTHONPATH=src python benchmarks/heldout_innocents_set28.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_innocents28_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents28_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 28_2026_12_06_07


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
    sys.exit(main("set 28", __doc__ or "", messages()))
