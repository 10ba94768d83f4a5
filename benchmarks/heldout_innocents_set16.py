"""A seventeenth innocent corpus (set 16), blind: written before any redaction was run on it.

Written on 2026-12-05 (01:12-01:35 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 15's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

What agents and LLM platforms print (tool-call, run, thread, batch and trace ids, token counts
and budgets, MCP sessions, vector ids) and sentences where "password", "key", "token",
"secret", "PIN" and "OTP" are about counts, database keys, policies, names and public values
(``_heldout_innocents16_agents.py``); ids from domains earlier sets did not draw on (travel
documents, elections, courts, transit, building access and automation, solar and batteries,
oil and gas, electronics and FPGAs, broadcast and post-production, quantum and physics
jobs, climate and neuroscience data, amateur radio, drones, sharing, gyms, restaurants,
auctions, fashion, game stores, exams, timesheets, pensions, brewing, textiles, vending,
laundry, zoos, forestry, fisheries, elevators, HVAC, Matter: ``_heldout_innocents16_domains.py``);
and the carriers, forms, vendors and encodings of secrets set 16 holding no secret
(``_heldout_innocents16_tools.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set16.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set16.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set16.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents16_agents import AGENTS, WORDS
from _heldout_innocents16_domains import DOMAINS
from _heldout_innocents16_tools import CARRIERS, VENDOR_IDS, WORLD
from _heldout_innocents_harness import Message, corpus, main

SEED = 16_2026_12_05_01


def messages() -> list[Message]:
    return corpus(
        SEED,
        (
            ("agents", AGENTS),
            ("words", WORDS),
            ("domains", DOMAINS),
            ("carriers", CARRIERS),
            ("world", WORLD),
            ("vendor-ids", VENDOR_IDS),
        ),
    )


if __name__ == "__main__":
    sys.exit(main("set 16", __doc__ or "", messages()))
