"""A forty-first held-out secrets set (set 40), blind: written before any redaction was run.

Written on 2026-12-06 (13:30-13:37 UTC by ``date -u``) by the helper session ``secrets40``
without reading ``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``,
``benchmarks/README.md`` or ``benchmarks/results/``, and without running any redaction (nor
the decorator, nor an observation) on these cases; only ``--dry-run`` and ``--list`` were run.
The shared harness, ``_heldout_live_tools.py`` and set 33's files were read for the shape;
earlier held-out files were only grepped, for repeats. Written against the 13:50 UTC
deadline: 150 cases, fewer than the brief's ~330 in every kind.

Kinds:

* ``vendor``: keys of vendors no earlier set named, J to Z (``_heldout_secrets40_vendors.py``,
  14 searched with the ``search`` tool, 11 gave the format, source named per case;
  ``_heldout_secrets40_vendors2.py``, shapes remembered): 42 cases from 33 vendors.
* ``agent``: coding-agent tool results as JSON-lines events, Markdown code fences, ANSI
  colour, CRLF, truncated output and box-drawing tables, three 3-step scenarios and single
  results over files of 21 apps no earlier set read (``_heldout_secrets40_agents.py``).
* ``cli``, ``traceback``, ``repr``: python -m quopri and compileall, git ls-files,
  check-ignore and tag -n, sqlite3 -tabs, configparser, PureWindowsPath and parseaddr really
  run here on local files (``_heldout_secrets40_live.py``).
* ``i18n``: passwords, PINs, recovery codes, keys and tokens in 39 languages (13 new)
  and 17 scripts
  (``_heldout_secrets40_i18n.py``).
* ``encoding``: Pascal ``#nn``, Ada ``Character'Val``, Forth ``emit``, Smalltalk, SQL Server
  ``CONVERT``, Perl ``pack("U*")``, Ruby ``pack("c*")`` and Haskell ``mapM_`` layouts
  (``_heldout_secrets40_encoded.py``).
* ``argument``: the secret only in a tool argument (``_heldout_secrets40_args.py``).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set40_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set40_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set40_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets40_agents import agent_cases
from _heldout_secrets40_args import argument_cases
from _heldout_secrets40_encoded import encoded_cases
from _heldout_secrets40_i18n import i18n_cases
from _heldout_secrets40_live import live_tool_cases
from _heldout_secrets40_vendors import vendor_cases
from _heldout_secrets40_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 40_2026_12_06_15


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
    sys.exit(main("set 40", __doc__ or "", heldout()))
