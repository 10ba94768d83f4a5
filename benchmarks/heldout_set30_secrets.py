"""A thirty-first held-out secrets set (set 30), blind: written before any redaction was run.

Written on 2026-12-06 (09:09-09:22 UTC by ``date -u``) by the helper session ``secrets30``
(redaction that generalizes: secrets it was never shown) without reading
``src/toolretry/redact/``, ``tests/redact/``, ``docs/redaction.md``, ``benchmarks/README.md``
or ``benchmarks/results/``, and without running any redaction (nor the decorator, nor an
observation) on these cases; only ``--dry-run`` and ``--list`` were run. The shared harness
(``_heldout_secrets_harness.py``), ``_heldout_live_tools.py`` and set 29's files were read for
the shape; every earlier held-out file was only grepped, for repeats.

Kinds:

* ``vendor``: keys of vendors no earlier set named (``_heldout_secrets30_vendors.py``: status
  pages and feature flags, veterinary and dental practice software, real-estate listings and
  rentals, studio booking, parking and EV charging, e-signature, payroll and
  employer-of-record, museum collections, event ticketing, car dealers, fleet telematics and
  tour booking; ``_heldout_secrets30_vendors2.py``: hotel systems, appointment booking, time
  tracking, payroll and HR, workflow software, online forms and surveys, product analytics
  and in-app guidance), in the shapes they really appear in (.env, YAML, TOML, INI, JSON,
  HCL, XML and SOAP, properties, PHP, PowerShell, curl and httpie, headers, query strings,
  SDK exceptions, debug logs, Markdown tables).
* ``agent``: coding-agent tool results (``_heldout_secrets30_agents.py``): six three-step
  scenarios in Codex CLI's ``• Ran`` blocks, Firebender's terminal tool, Amazon Q Developer
  CLI's ``fs_read``, avante.nvim's ``bash`` tool, gptel's Org tool blocks and Manus' sandbox
  shell, and single results (Gemini Code Assist, Codegen, Sculptor, Terragon, Claude Squad,
  ShellGPT, ``llm cmd``, files of self-hosted apps no earlier set read, VisiData's batch
  mode, HTTP tool responses minting credentials).
* ``cli``, ``traceback``, ``repr``, ``log``: output of tools and libraries really run here
  against 127.0.0.1 only (``_heldout_secrets30_live.py``).
* ``i18n``: recovery keys and phrases, backup codes, passwords, app passwords, PINs and secret
  words named in 42 languages (16 that no earlier set named) and 15 scripts
  (``_heldout_secrets30_i18n.py``).
* ``encoding``: encodings, escapes and layouts no earlier set used
  (``_heldout_secrets30_encoded.py``).
* ``argument``: the secret only in a tool argument, under names no earlier set used, in many
  styles and languages (``_heldout_secrets30_args.py``).

Each case is raised in one of the harness's ways (a message, a cause or a context, a note,
an argument, a ``KeyError``, an ``OSError``'s file name, an exception group) and measured on
every channel (text and JSON observations, ``on_event``, INFO and DEBUG logs with
tracebacks, an export of the message, stack trace and arguments).

Run from the repository root::

    PYTHONPATH=src python benchmarks/heldout_set30_secrets.py --dry-run   # builds, never redacts
    PYTHONPATH=src python benchmarks/heldout_set30_secrets.py --list      # every case and source
    PYTHONPATH=src python benchmarks/heldout_set30_secrets.py [--verbose] # the measurement
"""

from __future__ import annotations

import sys

from _heldout_secrets30_agents import agent_cases
from _heldout_secrets30_args import argument_cases
from _heldout_secrets30_encoded import encoded_cases
from _heldout_secrets30_i18n import i18n_cases
from _heldout_secrets30_live import live_tool_cases
from _heldout_secrets30_vendors import vendor_cases
from _heldout_secrets30_vendors2 import vendor2_cases
from _heldout_secrets_harness import Case, Values, in_kind_order, main

SEED = 30_2026_12_06_09


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
    sys.exit(main("set 30", __doc__ or "", heldout()))
