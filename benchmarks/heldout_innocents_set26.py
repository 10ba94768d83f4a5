"""A twenty-seventh innocent corpus (set 26), blind: written before any redaction was run on it.

Written on 2026-12-06 (02:34-02:52 UTC by ``date -u``) by the helper session ``secrets26``
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction on
these messages (only ``--dry-run`` and ``--list``); set 25's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (bell foundries, hammams, thatching, dry-stone
walls, catteries, ostrich and cricket farms, vermicompost, coppicing, mussel rafts,
crayfish, ski patrol, mountain huts, via ferratas, hyperbaric chambers, milk banks, topiary,
ikebana, indigo, flax, jute, coir, parchment, pencils, crayons, chalk, zippers, thimbles,
yo-yos, dominoes, mahjong, shogi, darts, luge, dragon boats, sumo, kabaddi, hurling, pelota,
sepak takraw, lacrosse, greyhound, pigeon and camel racing, carnival floats, parades, brass
bands, handbells, gamelan, steelpan, didgeridoos, shadow puppets, clowns, ventriloquists,
laser tag, paintball, mini golf, waterparks, ziplines, bungee, airships, hovercraft, cog
railways, trolleybuses, paddle steamers, lightships, salvage, lifeboats, coastguards, fire
lookouts, smokejumpers, levees, sluices, windmills, watermills, mangroves, penguins,
badgers, beavers, bison, wolves, antivenom, leeches, maggot therapy, lacquer, kintsugi,
origami, lanterns, kimono, batik, kilims, tapestry, hosiery, bone china, terracotta, marble,
granite, flint, obsidian, jade, gold panning, sundials, astrolabes, typewriters, radios,
drive-ins, jukeboxes and photo booths: ``_heldout_innocents26_domains.py``); PIN policies,
recovery-code counts, token lifetimes, settings names, key ids, masked values and "password:
set" next to credential words (same file); parse and conversion errors quoting ordinary
values in the messages of the tools set 26's secrets came from, and lookups of real ids that
failed (same file); coding-agent output with no secret in set 26's tool shapes, public keys,
key ids, fingerprints, digests, build, trace and span ids beside credential words, set 26's
languages and public ids of set 26's vendors (``_heldout_innocents26_agents.py``). None holds
a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set26.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set26.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set26.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents26_agents import AGENT, PUBLIC, VENDOR_IDS, WORLD
from _heldout_innocents26_domains import DOMAINS, FLAGS, PARSE
from _heldout_innocents_harness import Message, corpus, main

SEED = 26_2026_12_06_02


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
    sys.exit(main("set 26", __doc__ or "", messages()))
