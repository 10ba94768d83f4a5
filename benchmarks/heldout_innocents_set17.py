"""An eighteenth innocent corpus (set 17), blind: written before any redaction was run on it.

Written on 2026-12-05 (03:14-03:20 UTC) for issue 24 without reading ``src/toolretry/redact/``,
``tests/redact/``, ``docs/redaction.md`` or ``benchmarks/results/``, and without running any
redaction on these messages; set 16's corpus and the shared harness
(``_heldout_innocents_harness.py``) were read for how facts are marked and checked.

Ids from domains earlier sets did not draw on (genealogy, MIDI, G-code, METRC, shapefiles,
subtitles, esports, funerals and cemeteries, churches and charities, beekeeping, wine,
coffee, dentistry, optics, hearing aids, cinemas, theme parks, blood banks, vaccines,
e-discovery, notaries, railway signalling, sports timing, XLIFF, typesetting, embroidery,
salons, kennels, marinas and port calls, CUSIP, mortgages, pawnshops, microfinance, crops,
livestock, hydroponics, observatories, seismic, volcano, buoy, glacier, avalanche,
wildfire and earthquake monitoring, the census, galleries, comics, manga, anime, karaoke,
satellite TV, cable and fibre: ``_heldout_innocents17_domains.py``), flags, counts and names
next to credential words (``password: YES``, ``token_count``, ``secretKeyRef``: same file),
and the carriers, forms, vendors and encodings of secrets set 17 holding no secret
(``_heldout_innocents17_tools.py``). None holds a secret; each marks what a model needs.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_innocents_set17.py --dry-run  # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_innocents_set17.py --list     # every message, facts
    PYTHONPATH=src python benchmarks/heldout_innocents_set17.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_innocents17_domains import DOMAINS, FLAGS
from _heldout_innocents17_tools import CARRIERS, VENDOR_IDS, WORLD
from _heldout_innocents_harness import Message, corpus, main

SEED = 17_2026_12_05_03


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
    sys.exit(main("set 17", __doc__ or "", messages()))
