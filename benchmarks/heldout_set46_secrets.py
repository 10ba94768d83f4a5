"""Held-out set 46, blind: secrets in tool failures, built without seeing the redaction code.

Written on 2026-12-06 (15:39-15:52 UTC by ``date -u``) by the helper session ``secrets46``,
in its own worktree, without reading ``src/toolretry/redact/``, ``tests/redact/``,
``docs/redaction.md``, ``benchmarks/README.md`` or ``benchmarks/results/``, and without
running any redaction, the decorator or an observation on these cases (only ``--dry-run`` and
``--list``, which build and print them). Set 33's files and the harnesses were read for the
shape; earlier held-out files only grepped for repeats. Its share of a parallel split: vendors
starting B, D, F, H, J, L, N or P; languages of West and Central Africa and the Sahel;
notebook and data tools inside agent transcripts.

Kinds: ``vendor`` (``_heldout_secrets46_vendors.py``, looked up with the ``search`` tool, and
``_heldout_secrets46_vendors2.py``, remembered), ``agent`` (``_heldout_secrets46_agents.py``),
``cli``, ``traceback``, ``repr`` and ``log`` (``_heldout_secrets46_live.py``, really run here
against 127.0.0.1 and local files), ``i18n`` (``_heldout_secrets46_i18n.py``), ``encoding``
(``_heldout_secrets46_encoded.py``) and ``argument`` (``_heldout_secrets46_args.py``).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set46_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set46_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set46_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets46_agents import agent_cases
from _heldout_secrets46_args import argument_cases
from _heldout_secrets46_encoded import encoded_cases
from _heldout_secrets46_i18n import i18n_cases
from _heldout_secrets46_live import live_tool_cases
from _heldout_secrets46_vendors import vendor_cases
from _heldout_secrets46_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 46_2026_12_06_15


def heldout() -> list[Case]:
    values = Values(SEED)
    cases = [
        *vendor_cases(values),
        *vendor2_cases(values),
        *agent_cases(values),
        *i18n_cases(values),
        *encoded_cases(values),
        *argument_cases(values),
    ]
    # Last, so that a tool missing here changes no value drawn for the cases above.
    cases += live_tool_cases(values)
    return in_kind_order(cases, _GROUPS)


_GROUPS = ("vendor", "agent", "cli", "traceback", "repr", "log", "i18n", "encoding", "argument")


if __name__ == "__main__":
    sys.exit(main("set 46", __doc__ or "", heldout()))
