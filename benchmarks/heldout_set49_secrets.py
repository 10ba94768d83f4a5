"""Held-out secrets set 49, blind: vendors, database-agent tool results, live tool output,
phrases in Nordic, Celtic and minority Romance languages, encodings and arguments.

Written on 2026-12-06 (18:55-19:25 UTC by ``date -u``) by the helper session ``secrets49``,
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction, the
decorator or an observation on these cases (only ``--dry-run`` and ``--list``).

Kinds:

* ``vendor``: ``_heldout_secrets49_vendors.py`` (looked up with the ``search`` tool) and
  ``_heldout_secrets49_vendors2.py`` (remembered), HR, payroll, LMS, insurance, real estate,
  travel and event ticketing vendors starting A to F.
* ``agent``: ``_heldout_secrets49_agents.py``, database-agent tool shapes (LangChain's SQL
  agent, Alembic, Sqitch, goose, Atlas, Dataherald and single results).
* ``cli``, ``traceback``, ``repr``, ``log``: ``_heldout_secrets49_live.py``, made by running
  tools and libraries here against 127.0.0.1 and local files.
* ``i18n``: ``_heldout_secrets49_i18n.py``.
* ``encoding``: ``_heldout_secrets49_encoded.py``.
* ``argument``: ``_heldout_secrets49_args.py``.

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set49_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set49_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set49_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets49_agents import agent_cases
from _heldout_secrets49_args import argument_cases
from _heldout_secrets49_encoded import encoded_cases
from _heldout_secrets49_i18n import i18n_cases
from _heldout_secrets49_live import live_tool_cases
from _heldout_secrets49_vendors import vendor_cases
from _heldout_secrets49_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 49_2026_12_06_19


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
    sys.exit(main("set 49", __doc__ or "", heldout()))
