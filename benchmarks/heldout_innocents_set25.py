"""A twenty-sixth innocent corpus (set 25), blind: written before any redaction was run on it.

Written on 2026-12-05 (23:00-23:25 UTC by ``date -u``) by the helper session ``secrets25``
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on
these messages (only ``--dry-run`` and ``--list``); set 24's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (geocaching, olive oil, tea, sugar, seaweed,
pilotage, icebreakers, trawlers, fish auctions, canneries, snow ploughs, road salt, toll
plazas, scrapyards, ship repair, incinerators, botanical gardens, bat and butterfly surveys,
rare books, stage rigging, dubbing, trampoline parks, ice resurfacing, balloons, drone
racing, ropeways, canal boats, salt mines, gravel pits, lime kilns, tiles, glass recycling,
sail lofts, rope, barrels, cider, mead, kombucha, soy sauce, tofu, noodles, ice cream,
patisseries, spices, vanilla, cashews, almonds, cranberries, hops, lavender, tulips,
orchids, cacti, lichens, rattan, rubber, palm oil, cotton, felt, quilts, umbrellas, gloves,
wigs, candles, incense, fireworks, marionettes, magic shows, juggling and tightropes:
``_heldout_innocents25_domains.py``); recovery-code counts, passphrase policies, settings
names, enum names, docs links, key ids, masked values and "password: set" next to credential
words (same file); parse and conversion errors quoting ordinary values in the messages of
the tools set 25's secrets came from, and lookups of real ids that failed (same file);
coding-agent output with no secret in set 25's tool shapes, public keys, key ids,
fingerprints, accessors, digests, build, trace and span ids beside credential words, set 25's
languages and public ids of set 25's vendors (``_heldout_innocents25_agents.py``). None holds
a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set25.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set25.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set25.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents25_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents25_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 25_2026_12_05_23


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
    sys.exit(main("set 25", __doc__ or "", messages()))
