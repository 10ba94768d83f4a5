"""redfix7's dev set of secrets: the families of sets 6-8's leaks (encodings, splits, names in
other languages and inflections, vendor prefixes, config syntaxes) from other formats, vendors
and wording, written before the mechanisms it measures were tuned. It shows whether a mechanism
carries beyond the set that motivated it; tuning on it is allowed (it is a dev set, not a
held-out one).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_secrets_dev9.py [--verbose]
"""

from __future__ import annotations

import sys

from _heldout_secrets_dev9_encoded import encoded_cases
from _heldout_secrets_dev9_words import word_cases
from _heldout_secrets_harness import Case, Values, main

SEED = 9_2026_12_04_7


def heldout() -> list[Case]:
    values = Values(SEED)
    return [*encoded_cases(values), *word_cases(values)]


if __name__ == "__main__":
    sys.exit(main("dev 9 (redfix7)", __doc__ or "", heldout()))
