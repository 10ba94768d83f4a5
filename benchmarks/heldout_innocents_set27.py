"""A twenty-eighth innocent corpus (set 27), blind: written before any redaction was run on it.

Written on 2026-12-06 (05:45-06:01 UTC by ``date -u``) by the helper session ``secrets27``
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on
these messages (only ``--dry-run`` and ``--list``); set 26's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (sheepdog trials, cacao, rice terraces,
wheelwrights, pewter, enamel, papermaking, narrowboats, chairlifts, snowcats, ice roads,
yurts, houseboats, hostels, places of worship, mortuaries, almshouses, food banks, aviaries,
reptile and butterfly houses, stud farms, circus and fairground acts, corn mazes, pumpkin
and Christmas tree farms, ice, sand and snow sculpture, adventure sports, skateparks,
roller derby, korfball, netball, handball, water polo, underwater hockey, bandy, floorball,
lawn and table games, board and puzzle clubs, miniatures, terraria, koi, rose shows,
allotments, snail and frog farms, sturgeon and caviar, sea cucumbers and sponge diving:
``_heldout_innocents27_domains.py``); PIN and passphrase policies, recovery-code counts,
token lifetimes, settings names, key ids, masked values and "password: set" next to
credential words (same file); parse and conversion errors quoting ordinary values in the
messages of the tools set 27's secrets came from, and lookups of real ids that failed (same
file); coding-agent output with no secret in set 27's tool shapes, public keys, key ids,
fingerprints, digests, build, trace and span ids beside credential words, set 27's
languages and public ids of set 27's vendors (``_heldout_innocents27_agents.py``). None
holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set27.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set27.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set27.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents27_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents27_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 27_2026_12_06_05


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
    sys.exit(main("set 27", __doc__ or "", messages()))
